//! The check after a move with the last check's proof carried over (`dead::carried`) against
//! the search after every move: the same verdict at every ply, and the search spared.

use shakmaty::{Chess, Move, Position, Role};

use super::dead::{self, AFTER_MOVE};
use super::{Game, Termination};

/// A game of `plies` plies picked by a fixed pseudo-random sequence, pieces' moves three times
/// out of four (as in a game, most moves can be undone), ending early if the game ends.
fn some_game(seed: u64, plies: usize) -> Vec<Move> {
    let mut pos = Chess::default();
    let mut state = seed;
    let mut moves = Vec::new();
    while moves.len() < plies && !pos.is_game_over() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let legal = pos.legal_moves();
        let piece = !(state >> 60).is_multiple_of(4);
        let fitting: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| (m.role() != Role::Pawn && !m.is_capture()) == piece)
            .collect();
        let from = if fitting.is_empty() {
            legal.to_vec()
        } else {
            fitting
        };
        let m = from[(state >> 33) as usize % from.len()];
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// At every ply the game's verdict is the search's, and most checks after a piece's move are
/// carried over (no search).
#[test]
fn a_carried_proof_gives_the_searchs_verdict_at_every_ply() {
    let mut carried = 0;
    for seed in [1, 2, 3] {
        let mut game = Game::default();
        for m in some_game(seed, 80) {
            let proved = game.proof.clone();
            let before = game.position().clone();
            game.play(m).expect("a legal move");
            let pos = game.position();
            let dead_by_search = dead::is_dead(pos, AFTER_MOVE);
            let dead_in_game = game
                .outcome()
                .is_some_and(|o| o.termination == Termination::DeadPosition);
            assert_eq!(
                dead_in_game,
                dead_by_search && !pos.is_checkmate() && !pos.is_stalemate(),
                "seed {seed}, ply {}",
                game.plies()
            );
            if proved.is_some()
                && game.proof.is_some()
                && dead::carried(&before, proved.as_deref().unwrap_or_default(), m, pos).is_some()
            {
                carried += 1;
            }
            if game.is_over() {
                break;
            }
        }
    }
    assert!(carried >= 60, "checks carried over: {carried}");
}
