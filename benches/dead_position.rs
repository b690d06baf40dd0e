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
//! Last, the check after every move of an ordinary game (a fixed pseudo-random game of
//! [`GAME_PLIES`] plies, three moves in four a piece's move that takes nothing, as in a game):
//! the search after every move, against the check a game makes (`dead::carried`: after a move
//! that can be undone, the proof of the position before carried over the way back, the search
//! only where that fails). Both must give the same verdict at every ply; the goal is the
//! carried check's median at most a tenth of the search's (issue 43: the typed move's time).
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

use anna::game::dead::{
    AFTER_MOVE, DECIDING, Mate, Verdict, carried, is_dead, mate, processor_time, verdict,
};
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, Move, Position, PositionError, Role, fen::Fen,
};

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
/// Plies of the ordinary game whose checks after a move are timed.
const GAME_PLIES: usize = 200;

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
    let agreed = tally.against.is_empty();
    let _ = report(&tally);
    let game = game_checks();
    if agreed && game {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A game of [`GAME_PLIES`] plies (fewer if it ends), picked by a fixed pseudo-random sequence,
/// three moves in four a piece's move that takes nothing.
fn ordinary_game() -> Vec<Move> {
    let mut pos = Chess::default();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut moves = Vec::new();
    while moves.len() < GAME_PLIES && !pos.is_game_over() {
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

/// The check after every move of [`ordinary_game`], searched and carried, in turn; false if a
/// verdict differs or the goal is not met.
fn game_checks() -> bool {
    let (mut searched, mut kept) = (Vec::new(), Vec::new());
    let (mut differ, mut spared) = (0, 0);
    let mut pos = Chess::default();
    let mut proof = match verdict(&pos, AFTER_MOVE) {
        Verdict::Alive(proof) => proof,
        Verdict::Dead => None,
    };
    for m in ordinary_game() {
        let before = pos.clone();
        pos.play_unchecked(m);
        let cpu = processor_time();
        let dead = is_dead(&pos, AFTER_MOVE);
        searched.push(processor_time().saturating_sub(cpu));
        let cpu = processor_time();
        let found = proof.and_then(|p| carried(&before, &p, m, &pos));
        spared += usize::from(found.is_some());
        let checked = match found {
            Some(p) => Verdict::Alive(Some(p)),
            None => verdict(&pos, AFTER_MOVE),
        };
        kept.push(processor_time().saturating_sub(cpu));
        differ += usize::from((checked == Verdict::Dead) != dead);
        proof = match checked {
            Verdict::Alive(p) => p,
            Verdict::Dead => break,
        };
    }
    let median = |v: &[Duration]| {
        let mut v = v.to_vec();
        v.sort();
        v.get(v.len() / 2).copied().unwrap_or_default()
    };
    let (s, k) = (median(&searched), median(&kept));
    println!(
        "the check after each of {} moves of an ordinary game, processor time:",
        searched.len()
    );
    println!("  the search after every move: {}", figures(&searched));
    println!(
        "  as a game checks (the proof carried over {spared} moves): {}",
        figures(&kept)
    );
    let ratio = k.as_secs_f64() / s.as_secs_f64().max(1e-9);
    println!(
        "  carried / searched, median: {ratio:.3} (goal: at most 0.1): {}; verdicts that \
         differ: {differ} (goal: none): {}",
        met(ratio <= 0.1),
        met(differ == 0)
    );
    ratio <= 0.1 && differ == 0
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
