//! What deciding a dead position costs (5.2.2, 6.9), against the verdicts of the Chess
//! Unwinnability Analyzer (benches/support/cha_verdicts.txt: where they come from is written
//! there): for each position and each side, whether anna finds the mate, proves there is
//! none or cannot tell within its budget, how long that takes (the goal: a second), and
//! whether it agrees with CHA. A verdict against CHA's is an error of one of the two and ends
//! the bench with a failure; a position anna cannot decide is counted and listed.
//!
//! Run with `cargo bench --bench dead_position`.

#![warn(clippy::too_many_lines)]

use std::process::ExitCode;
use std::time::{Duration, Instant};

use anna::game::dead::{DECIDING, Mate, mate};
use shakmaty::{CastlingMode, Chess, Color, PositionError, fen::Fen};

const SET: &str = include_str!("support/cha_verdicts.txt");
const GOAL: Duration = Duration::from_secs(1);

/// What was measured over the set.
#[derive(Default)]
struct Tally {
    decisions: usize,
    agreed: usize,
    undecided: Vec<String>,
    against: Vec<String>,
    slow: Vec<String>,
    times: Vec<Duration>,
}

fn main() -> ExitCode {
    println!("budget: {DECIDING} positions for each side; goal: {GOAL:?} for each decision");
    let mut tally = Tally::default();
    for line in SET
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split('|').collect();
        let [fen, white, black] = fields.as_slice() else {
            println!("not a line of the set: {line}");
            return ExitCode::FAILURE;
        };
        let Some(pos) = position(fen) else {
            println!("the FEN does not parse: {fen}");
            return ExitCode::FAILURE;
        };
        for (color, cha) in [(Color::White, *white), (Color::Black, *black)] {
            decide(&mut tally, &pos, fen, color, cha);
        }
    }
    report(&tally)
}

fn decide(tally: &mut Tally, pos: &Chess, fen: &str, color: Color, cha: &str) {
    let start = Instant::now();
    let found = mate(pos, color, DECIDING);
    let took = start.elapsed();
    tally.decisions += 1;
    tally.times.push(took);
    let name = format!("{fen} {color}: anna {found:?}, CHA {cha}, {took:.2?}");
    if took > GOAL {
        tally.slow.push(name.clone());
    }
    match (found, cha) {
        (Mate::Possible, "winnable") | (Mate::Impossible, "unwinnable") => tally.agreed += 1,
        (Mate::Unknown, _) => tally.undecided.push(name),
        _ => tally.against.push(name),
    }
}

fn report(tally: &Tally) -> ExitCode {
    let mut times = tally.times.clone();
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let slowest = times.last().copied().unwrap_or_default();
    println!(
        "{} decisions: {} as CHA, {} undecided, {} against CHA; median {median:.2?}, slowest \
         {slowest:.2?}, {} over the goal",
        tally.decisions,
        tally.agreed,
        tally.undecided.len(),
        tally.against.len(),
        tally.slow.len()
    );
    for (title, list) in [
        ("undecided", &tally.undecided),
        ("against CHA", &tally.against),
        ("over the goal", &tally.slow),
    ] {
        for name in list {
            println!("{title}: {name}");
        }
    }
    if tally.against.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The position of a FEN; D3-Chess's tests also hold positions with more pieces than pawns can
/// have promoted to, which are legal to move in all the same.
fn position(fen: &str) -> Option<Chess> {
    fen.parse::<Fen>()
        .ok()?
        .into_position(CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .ok()
}
