//! `anna parse --batch` over 10,000 positions: moves read per second, the real program reading
//! standard input (goal: 100,000 a second). Positions come from random play from the start,
//! each with one of its legal moves in SAN, German SAN or UCI.
//!
//! The anchor is the one-shot `anna parse`, one process a move.
//!
//! Run with `cargo bench --bench batch` (after `cargo build --release`).

#![warn(clippy::too_many_lines)]

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Instant;

use shakmaty::{Chess, EnPassantMode, Position, fen::Fen, san::San, uci::UciMove};

/// How many positions the batch reads, and how many the anchor asks one process each.
const POSITIONS: usize = 10_000;
const ONE_SHOT: usize = 200;

fn main() {
    let lines = questions(POSITIONS);
    let bin = concat!(env!("CARGO_MANIFEST_DIR"), "/target/release/anna");
    let Some((best, refused)) = best_batch(bin, &lines) else {
        return;
    };
    let single = one_process_a_move(bin, &lines);
    let batch = POSITIONS as f64 / best;
    println!(
        "parse --batch: {POSITIONS} moves in {:.1} ms at best of 5: {batch:.0} moves a second \
         (goal 100,000: {}); {refused} refused; one process a move: {single:.0} a second; \
         ratio {:.0}×",
        best * 1000.0,
        if batch >= 100_000.0 { "met" } else { "MISSED" },
        batch / single
    );
}

/// `count` lines "FEN\tmove" from random play from the start (a fixed xorshift seed, so that
/// every run reads the same), each move in SAN, German SAN or UCI.
fn questions(count: usize) -> String {
    let mut lines = String::new();
    let mut pos = Chess::default();
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut made = 0;
    while made < count {
        let legal = pos.legal_moves();
        if legal.is_empty() || pos.halfmoves() > 80 {
            pos = Chess::default();
            continue;
        }
        let m = legal[(next() % legal.len() as u64) as usize];
        let fen = Fen::from_position(&pos, EnPassantMode::Legal);
        let text = match next() % 3 {
            0 => San::from_move(&pos, m).to_string(),
            1 => UciMove::from_standard(m).to_string(),
            _ => San::from_move(&pos, m)
                .to_string()
                .replace('N', "S")
                .replace('B', "L")
                .replace('R', "T")
                .replace('Q', "D"),
        };
        lines.push_str(&format!("{fen}\t{text}\n"));
        pos.play_unchecked(m);
        made += 1;
    }
    lines
}

/// The best of five runs of `anna parse --batch` over `lines`, in seconds, and how many
/// moves the last run refused; `None` (said) where the program does not run.
fn best_batch(bin: &str, lines: &str) -> Option<(f64, usize)> {
    let mut best = f64::MAX;
    let mut refused = 0;
    for _ in 0..5 {
        let start = Instant::now();
        let Ok(mut child) = Command::new(bin)
            .args(["parse", "--batch"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
        else {
            println!("{bin} does not start: cargo build --release first");
            return None;
        };
        // Written from a thread: the answers fill their pipe while the questions are written.
        let writer = child.stdin.take().map(|mut input| {
            let lines = lines.to_string();
            std::thread::spawn(move || {
                let _ = input.write_all(lines.as_bytes());
            })
        });
        let Ok(output) = child.wait_with_output() else {
            println!("the program failed");
            return None;
        };
        best = best.min(start.elapsed().as_secs_f64());
        if let Some(writer) = writer {
            let _ = writer.join();
        }
        let text = String::from_utf8_lossy(&output.stdout);
        refused = text.lines().filter(|l| l.starts_with("! ")).count();
    }
    Some((best, refused))
}

/// The anchor: the first questions asked one process each, as scripts asked before; moves a
/// second.
fn one_process_a_move(bin: &str, lines: &str) -> f64 {
    let start = Instant::now();
    for line in lines.lines().take(ONE_SHOT) {
        let Some((fen, text)) = line.split_once('\t') else {
            continue;
        };
        let _ = Command::new(bin)
            .args(["--fen", fen, "parse", text])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    ONE_SHOT as f64 / start.elapsed().as_secs_f64()
}
