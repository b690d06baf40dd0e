//! The engine as a player meets it: from starting the engine to its first move (process start,
//! UCI handshake, network load, a search at the default 1500 Elo), and the search behind one
//! hint, evaluation or threat (200,000 nodes at full strength), over the positions of a real
//! game; and the review's analysis of that game at the default depth, per position. Each is
//! printed with its anchor: the same engine's own `uci`/`isready` handshake alone.
//!
//! Run with `cargo bench --bench engine` (Stockfish installed by scripts/install-deps.sh).

#![warn(clippy::too_many_lines)]

use std::path::Path;
use std::time::{Duration, Instant};

use anna::engine::{EngineStrength, Limit, Search, Strength, Uci, default_path};
use shakmaty::{Chess, Color, EnPassantMode, Move, Position, fen::Fen, san::San};

const GAME: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let path = default_path();
    let start_fen = Fen::from_position(&Chess::default(), EnPassantMode::Legal).to_string();
    let handshake = start_to_first_move(&path, &start_fen);
    let mut uci = Uci::start(&path).unwrap_or_else(|e| panic!("{e:?}"));
    uci.new_game(false).unwrap_or_else(|e| panic!("{e:?}"));
    Strength::Full
        .configure(&mut uci)
        .unwrap_or_else(|e| panic!("{e:?}"));
    let game_moves = game_moves();
    hint_searches(&mut uci, &start_fen, &game_moves, handshake);
    review_analysis(&mut uci, &start_fen, &game_moves, handshake);
}

/// The moves of [`GAME`].
fn game_moves() -> Vec<Move> {
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for san in GAME.split_whitespace() {
        let m = san
            .parse::<San>()
            .ok()
            .and_then(|s| s.to_move(&position).ok())
            .unwrap_or_else(|| panic!("{san}"));
        position.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// Prints the engine's start to its first move against the handshake alone; returns the
/// handshake, the anchor of every other figure.
fn start_to_first_move(path: &Path, start_fen: &str) -> Duration {
    let mut handshakes = Vec::new();
    let mut first_moves = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let uci = Uci::start(path).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        handshakes.push(t.elapsed());
        drop(uci);
        let t = Instant::now();
        let mut uci = Uci::start(path).unwrap_or_else(|e| panic!("{e:?}"));
        uci.new_game(false).unwrap_or_else(|e| panic!("{e:?}"));
        let strength = Strength::Elo(1500);
        strength
            .configure(&mut uci)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let search = Search {
            fen: start_fen.to_string(),
            moves: vec!["e2e4".into()],
            turn: Color::Black,
            limit: strength.limit(&uci, Limit::Time(Duration::from_millis(100))),
        };
        let found = uci.search(&search).unwrap_or_else(|e| panic!("{e:?}"));
        assert!(found.best.is_some());
        first_moves.push(t.elapsed());
    }
    let handshake = median(handshakes);
    let first = median(first_moves);
    println!(
        "engine start to first move (100 ms think): {:.1} ms; handshake alone {:.1} ms; \
         ratio {:.2}",
        first.as_secs_f64() * 1e3,
        handshake.as_secs_f64() * 1e3,
        first.as_secs_f64() / handshake.as_secs_f64()
    );
    handshake
}

/// The search behind a hint after each move of the game.
fn hint_searches(uci: &mut Uci, start_fen: &str, game_moves: &[Move], handshake: Duration) {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    let mut hints = Vec::new();
    for &m in game_moves {
        moves.push(m.to_uci(shakmaty::CastlingMode::Standard).to_string());
        pos.play_unchecked(m);
        let t = Instant::now();
        let found = uci
            .search(&Search {
                fen: start_fen.to_string(),
                moves: moves.clone(),
                turn: pos.turn(),
                limit: Limit::Nodes(200_000),
            })
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert!(found.score.is_some());
        hints.push(t.elapsed());
    }
    let hint = median(hints.clone());
    let total: Duration = hints.iter().sum();
    println!(
        "hint search (200,000 nodes), median of {} positions: {:.1} ms; {:.1} ms a position \
         on average; ratio to the handshake {:.2}",
        hints.len(),
        hint.as_secs_f64() * 1e3,
        total.as_secs_f64() * 1e3 / hints.len() as f64,
        hint.as_secs_f64() / handshake.as_secs_f64()
    );
}

/// The review: every position of the game at the default depth, as `anna review` does it.
fn review_analysis(uci: &mut Uci, start_fen: &str, game_moves: &[Move], handshake: Duration) {
    let start = Chess::default();
    let game = anna::review::AnalysedGame {
        fen: start_fen,
        start: &start,
        moves: game_moves,
        castling: shakmaty::CastlingMode::Standard,
    };
    let mut runs = Vec::new();
    for _ in 0..3 {
        let t = Instant::now();
        let stored = anna::review::analyse(uci, &game, anna::review::DEFAULT_DEPTH, |_, _| {})
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(stored.positions.len(), game_moves.len() + 1);
        runs.push(t.elapsed());
    }
    let run = median(runs);
    let per = run.as_secs_f64() * 1e3 / (game_moves.len() + 1) as f64;
    println!(
        "review analysis at the default depth ({:?}): {} positions in {:.0} ms, {:.1} ms a \
         position; ratio to the handshake {:.2}",
        anna::review::DEFAULT_DEPTH,
        game_moves.len() + 1,
        run.as_secs_f64() * 1e3,
        per,
        per / (handshake.as_secs_f64() * 1e3)
    );
}
