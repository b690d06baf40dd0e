//! What deciding a dead position costs (5.2.2, 6.9), against the verdicts of the Chess
//! Unwinnability Analyzer (benches/support/cha_verdicts.txt: where they come from is written
//! there): for each position and each side, whether anna finds the mate, proves there is
//! none or cannot tell within its budget, how long that takes (the goal: 100 ms), and
//! whether it agrees with CHA. A verdict against CHA's is an error of one of the two and ends
//! the bench with a failure; a position anna cannot decide is counted and listed.
//!
//! Then the check after every move, in the live fortresses of the set (pawns locked against
//! each other, a side that can still mate): there the search finds nothing soon and spends its
//! whole budget, so its time is the most a move of such a game costs (the goal: 5 ms).
//!
//! Times are the processor time the deciding thread used, which is also what bounds the
//! search (`anna::game::dead::processor_time`); the wall-clock time is printed beside it, with
//! the machine's load, since on a shared machine it counts the other programs' turns too.
//!
//! CHA's own time on these positions is not measured here: CHA is built against the source of
//! Stockfish at one commit, which no Debian package or crate carries. Its published figures
//! (its README, 2.6.1: all timeouts of 30 million Lichess games, a 1.8 GHz laptop) are printed
//! beside anna's.
//!
//! Run with `cargo bench --bench dead_position`.

#![warn(clippy::too_many_lines)]

use std::process::ExitCode;
use std::time::{Duration, Instant};

use anna::game::dead::{AFTER_MOVE, DECIDING, Mate, is_dead, mate, processor_time};
use shakmaty::{Bitboard, CastlingMode, Chess, Color, Position, PositionError, fen::Fen};

const SET: &str = include_str!("support/cha_verdicts.txt");
const GOAL: Duration = Duration::from_millis(100);
const MOVE_GOAL: Duration = Duration::from_millis(5);
/// CHA 2.6.1's published figures for one position, full analysis: mean, standard deviation,
/// slowest; and for its quick analysis: mean, slowest.
const CHA_FULL: &str = "mean 336 µs, std 333 µs, slowest 315 ms";
const CHA_QUICK: &str = "mean 4.46 µs, slowest 2.17 ms";
/// CHA's published means, for the ratios beside them.
const CHA_FULL_MEAN: Duration = Duration::from_micros(336);
const CHA_QUICK_MEAN: Duration = Duration::from_nanos(4_460);

/// What was measured over the set.
#[derive(Default)]
struct Tally {
    decisions: usize,
    agreed: usize,
    undecided: Vec<String>,
    against: Vec<String>,
    slow: Vec<String>,
    /// Processor time of each decision, and its wall-clock time.
    times: Vec<Duration>,
    wall: Vec<Duration>,
    /// The check after a move in each live fortress (processor and wall-clock time), and the
    /// positions over its goal.
    fortress: Vec<Duration>,
    fortress_wall: Vec<Duration>,
    fortress_slow: Vec<String>,
}

fn main() -> ExitCode {
    println!(
        "anna {}; budget for each side: deciding {} positions or {:?}, after a move {} \
         positions or {:?}; goals: {GOAL:?} a decision, {MOVE_GOAL:?} the check after a move",
        env!("CARGO_PKG_VERSION"),
        DECIDING.positions,
        DECIDING.time,
        AFTER_MOVE.positions,
        AFTER_MOVE.time
    );
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
        if fortress(&pos) && [*white, *black].contains(&"winnable") {
            check_after_move(&mut tally, &pos, fen);
        }
    }
    report(&tally)
}

fn decide(tally: &mut Tally, pos: &Chess, fen: &str, color: Color, cha: &str) {
    let start = Instant::now();
    let cpu = processor_time();
    let found = mate(pos, color, DECIDING);
    let used = processor_time().saturating_sub(cpu);
    let took = start.elapsed();
    tally.decisions += 1;
    tally.times.push(used);
    tally.wall.push(took);
    let name = format!("{fen} {color}: anna {found:?}, CHA {cha}, {used:.2?} ({took:.2?} wall)");
    if used > GOAL {
        tally.slow.push(name.clone());
    }
    match (found, cha) {
        (Mate::Possible, "winnable") | (Mate::Impossible, "unwinnable") => tally.agreed += 1,
        (Mate::Unknown, _) => tally.undecided.push(name),
        _ => tally.against.push(name),
    }
}

/// Pawns locked against each other: four white pawns or more, each with a black pawn in front.
fn fortress(pos: &Chess) -> bool {
    let board = pos.board();
    let white = board.pawns() & board.white();
    let black = board.pawns() & board.black();
    (white.shift(8) & black).count() >= 4 && black != Bitboard::EMPTY
}

/// The check after every move of a game, in a position where a side can still mate.
fn check_after_move(tally: &mut Tally, pos: &Chess, fen: &str) {
    let start = Instant::now();
    let cpu = processor_time();
    let dead = is_dead(pos, AFTER_MOVE);
    let used = processor_time().saturating_sub(cpu);
    let took = start.elapsed();
    tally.fortress.push(used);
    tally.fortress_wall.push(took);
    if dead {
        tally
            .against
            .push(format!("{fen}: anna dead after a move, CHA live"));
    }
    if used > MOVE_GOAL {
        tally.fortress_slow.push(format!(
            "{fen}: the check after a move {used:.2?} ({took:.2?} wall)"
        ));
    }
}

/// The median, mean and slowest of the times.
fn figures(times: &[Duration]) -> String {
    let mut times = times.to_vec();
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let slowest = times.last().copied().unwrap_or_default();
    let count = u32::try_from(times.len()).unwrap_or(u32::MAX).max(1);
    let mean = times.iter().sum::<Duration>() / count;
    format!("median {median:.2?}, mean {mean:.2?}, slowest {slowest:.2?}")
}

fn mean(times: &[Duration]) -> Duration {
    times.iter().sum::<Duration>() / u32::try_from(times.len()).unwrap_or(u32::MAX).max(1)
}

fn met(yes: bool) -> &'static str {
    if yes { "met" } else { "NOT met" }
}

/// anna's figures, CHA's published ones beside them (on other positions: CHA is not run
/// here), and each goal met or not.
fn report(tally: &Tally) -> ExitCode {
    println!(
        "{} decisions: {} as CHA, {} undecided, {} against CHA (goal: none against): {}",
        tally.decisions,
        tally.agreed,
        tally.undecided.len(),
        tally.against.len(),
        met(tally.against.is_empty())
    );
    println!("a decision for one side, processor time:");
    println!("  anna:                 {}", figures(&tally.times));
    println!("  CHA 2.6.1, published: {CHA_FULL} (full analysis, its own positions)");
    println!(
        "  anna / CHA, mean: {:.2}; wall clock (anna): {}",
        mean(&tally.times).as_secs_f64() / CHA_FULL_MEAN.as_secs_f64(),
        figures(&tally.wall)
    );
    println!(
        "  goal: every decision within {GOAL:?}: {} ({} over)",
        met(tally.slow.is_empty()),
        tally.slow.len()
    );
    println!(
        "the check after a move in {} live fortresses, processor time:",
        tally.fortress.len()
    );
    println!("  anna:                 {}", figures(&tally.fortress));
    println!("  CHA 2.6.1, published: {CHA_QUICK} (quick analysis, its own positions)");
    println!(
        "  anna / CHA, mean: {:.2}; wall clock (anna): {}",
        mean(&tally.fortress).as_secs_f64() / CHA_QUICK_MEAN.as_secs_f64(),
        figures(&tally.fortress_wall)
    );
    println!(
        "  goal: every check within {MOVE_GOAL:?}: {} ({} over)",
        met(tally.fortress_slow.is_empty()),
        tally.fortress_slow.len()
    );
    if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
        println!("load average: {}", load.trim());
    }
    for (title, list) in [
        ("undecided", &tally.undecided),
        ("against CHA", &tally.against),
        ("over the goal", &tally.slow),
        ("over the goal after a move", &tally.fortress_slow),
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
