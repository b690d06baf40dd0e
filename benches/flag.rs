//! How late a flag falls in `anna clock`: the real binary in a pseudo-terminal with
//! `--time 0:10`, one key (White's press starts Black's ten seconds), and the instant its
//! "Zeitüberschreitung" line arrives; against the anchor, a plain `sleep 10` started by a key
//! in the same way (`bash -c 'read -rsn1; sleep 10; echo FLAG'`). Runs are interleaved, three
//! of each unless ANNA_FLAG_RUNS says otherwise; the output is looked at every half
//! millisecond. Goal: the clock's flag no more than 3 ms later than the sleep's.
//!
//! The same for a game, `anna --time 0:10`: White's first move (a line, "e4") starts Black's ten
//! seconds, and the flag ends the game; its anchor is `sleep 10` started by a line
//! (`read -r line`).
//!
//! Run with `cargo build --release` first, then `cargo bench --bench flag`.

#![warn(clippy::too_many_lines)]

#[path = "support/process.rs"]
mod process;

use std::io::ErrorKind;
use std::process::Command;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use expectrl::session::OsSession;
use expectrl::{Expect, Session};

const TEN: Duration = Duration::from_secs(10);
const GOAL_MS: f64 = 3.0;

/// Reads the terminal until `text` has come; the instant it was seen.
fn until(
    session: &mut OsSession,
    seen: &mut String,
    text: &str,
    limit: Duration,
) -> Option<Instant> {
    let deadline = Instant::now() + limit;
    let mut buf = [0u8; 4096];
    loop {
        match session.try_read(&mut buf) {
            Ok(0) => return None,
            Ok(n) => {
                seen.push_str(&String::from_utf8_lossy(&buf[..n]));
                if seen.contains(text) {
                    return Some(Instant::now());
                }
            }
            Err(e) if e.kind() == ErrorKind::WouldBlock => {}
            Err(_) => return None,
        }
        if Instant::now() > deadline {
            return None;
        }
        std::thread::sleep(Duration::from_micros(500));
    }
}

/// Milliseconds between sending `input` (once `ready` has been shown) and the line that says
/// the time is up (`flag`), minus ten seconds.
fn late(command: Command, ready: &str, input: &str, flag: &str) -> Option<f64> {
    let mut session = Session::spawn(command).ok()?;
    let mut seen = String::new();
    until(&mut session, &mut seen, ready, Duration::from_secs(10))?;
    seen.clear();
    let pressed = Instant::now();
    session.send(input).ok()?;
    let fell = until(&mut session, &mut seen, flag, TEN + Duration::from_secs(5))?;
    let _ = session.send("q");
    Some((fell.duration_since(pressed).as_secs_f64() - TEN.as_secs_f64()) * 1000.0)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn main() {
    let runs = std::env::var("ANNA_FLAG_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3usize)
        .max(1);
    let Some(bin) = process::binary() else {
        println!("flag: no anna binary; build it with `cargo build --release`");
        return;
    };
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let root = std::env::temp_dir().join(format!("anna-bench-flag-{}-{nanos}", std::process::id()));
    let programs = Programs { bin, root };
    let mut lates = Lates::default();
    for _ in 0..runs {
        lates.run(&programs);
    }
    let _ = std::fs::remove_dir_all(&programs.root);
    println!("flags at ten seconds, {runs} interleaved runs each:");
    compare(
        "`anna clock --time 0:10` after one key",
        &lates.clock,
        "`sleep 10` after one key",
        &lates.key,
    );
    compare(
        "a game `anna --time 0:10` after White's move",
        &lates.game,
        "`sleep 10` after one line",
        &lates.line,
    );
}

/// The programs timed: anna in fresh folders under `root`, and the plain `sleep 10`.
struct Programs {
    bin: std::path::PathBuf,
    root: std::path::PathBuf,
}

impl Programs {
    /// anna with `args`, text speech and no braille, on a dumb terminal in German.
    fn anna(&self, args: &[&str]) -> Command {
        let mut anna = Command::new(&self.bin);
        anna.args(args)
            .args(["--speech", "text", "--braille", "off"])
            .env("XDG_DATA_HOME", self.root.join("data"))
            .env("XDG_CONFIG_HOME", self.root.join("config"))
            .env("XDG_STATE_HOME", self.root.join("state"))
            .env("TERM", "dumb")
            .env("LANG", "C.UTF-8");
        anna
    }

    /// The anchor: `sleep 10` started once `read` has read.
    fn plain(&self, read: &str) -> Command {
        let mut plain = Command::new("bash");
        plain
            .args(["-c", &format!("echo READY; {read}; sleep 10; echo FLAG")])
            .env("TERM", "dumb");
        plain
    }
}

/// How late each flag fell, in milliseconds: the clock app and its anchor after a key, the
/// game and its anchor after a line.
#[derive(Default)]
struct Lates {
    clock: Vec<f64>,
    key: Vec<f64>,
    game: Vec<f64>,
    line: Vec<f64>,
}

impl Lates {
    /// One run of each, interleaved so that the machine's load falls on all alike.
    fn run(&mut self, programs: &Programs) {
        let clock = programs.anna(&["clock", "--time", "0:10"]);
        push(
            &mut self.clock,
            late(clock, "q: beenden.", "1", "Zeitüberschreitung"),
            "anna clock: no flag seen",
        );
        let key = late(programs.plain("read -rsn1"), "READY", "1", "FLAG");
        push(&mut self.key, key, "sleep 10 after a key: no end seen");
        // A game: White's move starts Black's ten seconds; the flag ends the game.
        let _ = std::fs::remove_dir_all(programs.root.join("data"));
        let game = programs.anna(&["--time", "0:10"]);
        push(
            &mut self.game,
            late(game, "Weiß> ", "e4\r", "Zeitüberschreitung"),
            "anna game: no flag seen",
        );
        let line = late(programs.plain("read -r line"), "READY", "e4\r", "FLAG");
        push(&mut self.line, line, "sleep 10 after a line: no end seen");
    }
}

/// A time kept, or what was not seen said.
fn push(times: &mut Vec<f64>, late: Option<f64>, missing: &str) {
    match late {
        Some(ms) => times.push(ms),
        None => println!("    {missing}"),
    }
}

/// Prints both series and how much later the first is than its anchor, against the goal.
fn compare(what: &str, times: &[f64], anchor: &str, anchors: &[f64]) {
    if times.is_empty() || anchors.is_empty() {
        println!("    {what}: not measured");
        return;
    }
    let (t, a) = (median(times.to_vec()), median(anchors.to_vec()));
    println!("    {what}: {times:.2?} ms late, median {t:.2} ms");
    println!("    {anchor}: {anchors:.2?} ms late, median {a:.2} ms");
    println!(
        "    against its anchor: {:+.2} ms (goal at most {GOAL_MS} ms later): {}",
        t - a,
        if t - a <= GOAL_MS { "met" } else { "NOT met" }
    );
}
