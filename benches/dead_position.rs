//! What deciding a dead position costs (5.2.2, 6.9): the walk over reachable positions, on the
//! positions the tests use, each run 5 times; the median time and the positions visited are
//! printed, with the goal (100 ms for a decision, 10 ms for the check after a move).
//!
//! Run with `cargo bench --bench dead_position`.

#![warn(clippy::too_many_lines)]

use std::time::{Duration, Instant};

use anna::game::dead::{AFTER_MOVE, DECIDING, reach};
use shakmaty::{CastlingMode, Chess, fen::Fen};

const POSITIONS: &[(&str, &str)] = &[
    (
        "kings behind a locked chain",
        "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1",
    ),
    (
        "a bishop that never reaches a pawn",
        "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/2B5 w - - 0 1",
    ),
    (
        "a bishop that can take pawns",
        "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/5B2 w - - 0 1",
    ),
    ("queen against king", "k7/8/8/8/8/8/8/KQ6 w - - 0 1"),
    ("two knights", "7k/5K2/8/8/8/8/8/4N2N w - - 0 1"),
    (
        "the start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
];

fn main() {
    println!("budget: {DECIDING} positions to decide, {AFTER_MOVE} after a move");
    for (name, fen) in POSITIONS {
        let Ok(pos) = fen.parse::<Fen>().map_err(|e| e.to_string()).and_then(|f| {
            f.into_position::<Chess>(CastlingMode::Standard)
                .map_err(|e| e.to_string())
        }) else {
            println!("{name}: the FEN does not parse");
            continue;
        };
        let mut times: Vec<Duration> = Vec::new();
        let mut found = None;
        for _ in 0..5 {
            let start = Instant::now();
            found = Some(reach(&pos, DECIDING));
            times.push(start.elapsed());
        }
        times.sort();
        let median = times[times.len() / 2];
        if let Some(r) = found {
            println!(
                "{name}: white {:?}, black {:?}, {} positions, median {:.2} ms (goal 100 ms: {})",
                r.white,
                r.black,
                r.positions,
                median.as_secs_f64() * 1000.0,
                if median <= Duration::from_millis(100) {
                    "met"
                } else {
                    "MISSED"
                }
            );
        }
    }
}
