//! The check after a move without a search, where the position before it was proved alive.
//!
//! A position is not dead (5.2.2) as soon as one series of legal moves from it ends in a
//! checkmate: that series is its proof, and the search (`helpmate`) returns one with every
//! mate it finds. A move of a piece that takes nothing can be undone: the opponent makes a
//! move of a piece that takes nothing, the piece goes back, the opponent's piece goes back, and
//! the board is the one before, with the same player to move. From there the proof of the
//! position before ends in its mate, unless it needed a castling or en passant capture that
//! the moves lost. So the proof of the position after such a move is those three moves and the
//! old proof. The three are played and found legal; where they lead to the same position as
//! before in the sense of 9.2.2 (the same pieces on the same squares, the same player to move,
//! the same castling rights and en passant capture: the same possible moves), the old proof
//! holds as it did; otherwise each of its moves is played and found legal, and its last
//! position found to be checkmate, before it is taken. A proof that does not hold is never
//! used, and the search decides as before. A pawn's move, a capture, a promotion and a castling cannot be undone:
//! after them the search runs, as it did after every move.
//!
//! The verdict is the same as the search's: where a mate is reached by legal moves, the search
//! (which proves "impossible" only where there is none) cannot find the position dead.

use std::sync::Arc;

use shakmaty::{Chess, Move, Position, Role, san::San};

use super::{Budget, Mate, side};
use crate::game::PositionKey;
use shakmaty::Color;

/// The moves from a position to a checkmate: the proof that it is not dead.
pub type Proof = Arc<[Move]>;

/// Opponent's moves tried for the way back, at most: the first one whose way back is legal
/// and keeps the proof nearly always holds.
const TRIES: usize = 4;
/// A proof grows by three moves with each move carried over; past this length it is found
/// again by the search (its check would cost more than it spares).
const LONGEST: usize = 240;

/// What the check after a move found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Neither side can mate.
    Dead,
    /// A side can mate, or the search could not tell: the game goes on. With the moves to a
    /// mate where they were found.
    Alive(Option<Proof>),
}

/// Whether the position is dead, decided as [`super::is_dead`] decides it (White first; a side
/// that can mate, or cannot be decided, ends the question), with the mate found as its proof.
pub fn verdict(pos: &Chess, budget: Budget) -> Verdict {
    for color in [Color::White, Color::Black] {
        let mut line = Vec::new();
        match side(pos, color, budget, &mut 0, &mut line) {
            Mate::Possible => return Verdict::Alive(Some(line.into())),
            Mate::Unknown => return Verdict::Alive(None),
            Mate::Impossible => {}
        }
    }
    Verdict::Dead
}

/// The proof of the position `after`, reached by `m` from `before`, whose proof was `proof`,
/// made from it; `None` where `m` cannot be undone or the proof does not hold after it.
pub fn carried(before: &Chess, proof: &[Move], m: Move, after: &Chess) -> Option<Proof> {
    let back = reversed(m)?;
    if proof.len() + 3 > LONGEST {
        return None;
    }
    let home = PositionKey::of(before);
    after
        .legal_moves()
        .into_iter()
        .filter_map(reversed_pair)
        .take(TRIES)
        .find_map(|(there, again)| {
            let way = [there, back, again];
            let mut at = after.clone();
            let holds = plays(&mut at, &way)
                && (PositionKey::of(&at) == home || plays(&mut at, proof) && at.is_checkmate());
            holds.then(|| way.iter().chain(proof).copied().collect())
        })
}

/// The standard starting position's proof without a search: 1. e4 f6 2. d4 g5 3. Qh5#, played
/// and found to end in checkmate before it is taken. The search of the start was the largest
/// single step before a new game's first prompt (about 12 % of its instructions, issue 43);
/// any other position, and a start whose line would not hold, is searched as before.
pub fn of_the_start(pos: &Chess) -> Option<Proof> {
    if PositionKey::of(pos) != PositionKey::of(&Chess::default()) {
        return None;
    }
    let mut at = pos.clone();
    let mut line = Vec::with_capacity(5);
    for san in ["e4", "f6", "d4", "g5", "Qh5"] {
        let m = san.parse::<San>().ok()?.to_move(&at).ok()?;
        at.play_unchecked(m);
        line.push(m);
    }
    at.is_checkmate().then(|| line.into())
}

/// Plays `moves` from `at`, each found legal first; false at the first that is not.
fn plays(at: &mut Chess, moves: &[Move]) -> bool {
    moves.iter().all(|mv| {
        let legal = at.is_legal(*mv);
        if legal {
            at.play_unchecked(*mv);
        }
        legal
    })
}

/// A move with its way back: only a piece's move that takes nothing has one.
fn reversed_pair(m: Move) -> Option<(Move, Move)> {
    reversed(m).map(|back| (m, back))
}

/// The move that undoes `m`, where one can: a piece (not a pawn) going back to where it came
/// from, taking nothing.
fn reversed(m: Move) -> Option<Move> {
    match m {
        Move::Normal {
            role,
            from,
            capture: None,
            to,
            promotion: None,
        } if role != Role::Pawn => Some(Move::Normal {
            role,
            from: to,
            capture: None,
            to: from,
            promotion: None,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{AFTER_MOVE, position};
    use super::*;
    use shakmaty::Square;

    fn knight(from: Square, to: Square) -> Move {
        Move::Normal {
            role: Role::Knight,
            from,
            capture: None,
            to,
            promotion: None,
        }
    }

    /// The start is proved alive by a line that ends in mate, as the search finds it alive.
    #[test]
    fn the_start_is_proved_alive_without_a_search() {
        let start = Chess::default();
        let proof = of_the_start(&start).expect("the start's proof");
        let mut at = start.clone();
        assert!(plays(&mut at, &proof) && at.is_checkmate());
        assert!(matches!(verdict(&start, AFTER_MOVE), Verdict::Alive(_)));
        let after_e4 = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(of_the_start(&after_e4), None);
    }

    /// The proof of the start carried over a knight's move ends in a mate from the position
    /// after it, and its first three moves lead back to the start.
    #[test]
    fn a_proof_is_carried_over_a_knights_move() {
        let start = Chess::default();
        let Verdict::Alive(Some(proof)) = verdict(&start, AFTER_MOVE) else {
            panic!("the start holds a mate");
        };
        let m = knight(Square::G1, Square::F3);
        let mut after = start.clone();
        after.play_unchecked(m);
        let carried = carried(&start, &proof, m, &after).expect("a knight's move is undone");
        let mut at = after.clone();
        for (i, mv) in carried.iter().enumerate() {
            assert!(at.is_legal(*mv), "move {i} of the carried proof is legal");
            at.play_unchecked(*mv);
            if i == 2 {
                assert_eq!(at.board(), start.board());
                assert_eq!(at.turn(), start.turn());
            }
        }
        assert!(at.is_checkmate());
    }

    /// A pawn's move and a capture cannot be undone: no proof is carried over them.
    #[test]
    fn no_proof_is_carried_over_a_pawns_move_or_a_capture() {
        let start = Chess::default();
        let Verdict::Alive(Some(proof)) = verdict(&start, AFTER_MOVE) else {
            panic!("the start holds a mate");
        };
        let e4 = Move::Normal {
            role: Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E4,
            promotion: None,
        };
        let mut after = start.clone();
        after.play_unchecked(e4);
        assert_eq!(carried(&start, &proof, e4, &after), None);
        let pos = position("4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
        let take = Move::Normal {
            role: Role::Knight,
            from: Square::C3,
            capture: Some(Role::Pawn),
            to: Square::D5,
            promotion: None,
        };
        let Verdict::Alive(Some(proof)) = verdict(&pos, AFTER_MOVE) else {
            panic!("a knight and a pawn hold a mate");
        };
        let mut after = pos.clone();
        after.play_unchecked(take);
        assert_eq!(carried(&pos, &proof, take, &after), None);
    }

    /// A proof that no longer holds is not carried: the mate by castling is lost with the
    /// king's move (the right is gone when the king comes back), and the search decides.
    #[test]
    fn a_proof_that_needs_a_lost_castling_is_not_carried() {
        // 0-0 mates: the rook on f1, the king's neighbours its own rooks and pawns.
        let pos = position("4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1");
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        let mut mated = pos.clone();
        mated.play_unchecked(castle);
        assert!(mated.is_checkmate());
        let proof: Proof = Arc::from(vec![castle]);
        let m = Move::Normal {
            role: Role::King,
            from: Square::E1,
            capture: None,
            to: Square::D1,
            promotion: None,
        };
        let mut after = pos.clone();
        after.play_unchecked(m);
        assert_eq!(carried(&pos, &proof, m, &after), None);
    }
}
