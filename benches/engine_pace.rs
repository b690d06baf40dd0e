//! Training at a human pace, measured on the real binary (docs/training.md, issue 26.11):
//!
//! (a) The engine's first move against the system's Stockfish at the default strength (1500)
//!     on the default clock (90+30) and on 5+3: from White's `e4` until the engine's move is
//!     printed, and from anna's start; goal: under 10 s.
//! (b) anna's memory against an engine that misbehaves: one that answers with an illegal move
//!     and one that floods `info` lines without end, each until anna has stopped it with its
//!     one sentence; the peak resident set (VmHWM); goal: under 50 MB.
//!
//! Run with `cargo bench --bench engine_pace` (Stockfish installed by
//! scripts/install-deps.sh).

#![warn(clippy::too_many_lines)]

#[path = "support/process.rs"]
mod process;

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const FIRST_MOVE_GOAL: Duration = Duration::from_secs(10);
const MEMORY_GOAL_MB: f64 = 50.0;
const RUNS: usize = 3;
/// Longer than any goal: a run that takes this long has failed.
const TIMEOUT: Duration = Duration::from_secs(120);

/// Fresh XDG folders with speech and braille off, removed on drop.
struct Dirs(PathBuf);

impl Dirs {
    fn new(tag: &str) -> Dirs {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let root = std::env::temp_dir().join(format!(
            "anna-bench-pace-{tag}-{}-{nanos}",
            std::process::id()
        ));
        std::fs::create_dir_all(root.join("config/anna")).expect("create the config folder");
        std::fs::create_dir_all(root.join("data")).expect("create the data folder");
        std::fs::write(
            root.join("config/anna/config.toml"),
            "speech = \"off\"\nbraille = \"off\"\n",
        )
        .expect("write the configuration");
        Dirs(root)
    }
}

impl Drop for Dirs {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// anna with `args`, the line view alone: no sound device a user's `~/.asoundrc` names is
/// opened, whatever the machine.
fn spawn(bin: &Path, dirs: &Dirs, args: &[&str]) -> Child {
    Command::new(bin)
        .args(args)
        .args(["--speech", "text", "--braille", "off"])
        .env("XDG_DATA_HOME", dirs.0.join("data"))
        .env("XDG_CONFIG_HOME", dirs.0.join("config"))
        .env("TERM", "dumb")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()))
}

/// Collects output until `needle` is in it.
fn wait_for(rx: &Receiver<Vec<u8>>, seen: &mut Vec<u8>, needle: &str) {
    let deadline = Instant::now() + TIMEOUT;
    let needle = needle.as_bytes();
    while !seen.windows(needle.len()).any(|w| w == needle) {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(chunk) => seen.extend_from_slice(&chunk),
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => panic!(
                "no {:?}; output so far:\n{}",
                String::from_utf8_lossy(needle),
                String::from_utf8_lossy(seen)
            ),
        }
    }
}

fn type_line(child: &mut Child, line: &str) {
    let stdin = child.stdin.as_mut().expect("piped stdin");
    writeln!(stdin, "{line}").expect("type a line");
    stdin.flush().expect("flush");
}

/// Closes standard input (anna leaves at the end of input) and waits for the exit.
fn close_and_wait(mut child: Child) {
    drop(child.stdin.take());
    let _ = child.wait();
}

/// One game against Stockfish as Black on `clock`: from `e4` typed to the engine's move, and
/// from anna's start to it.
fn first_move(bin: &Path, clock: &str) -> (Duration, Duration) {
    let dirs = Dirs::new("first-move");
    let started = Instant::now();
    let mut child = spawn(bin, &dirs, &["--engine", "black", "--time", clock]);
    let rx = process::reader(child.stdout.take().expect("piped stdout"));
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, "1. Weiß> ");
    let typed = Instant::now();
    type_line(&mut child, "e4");
    wait_for(&rx, &mut seen, "2. Weiß> ");
    let times = (typed.elapsed(), started.elapsed());
    close_and_wait(child);
    times
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// A misbehaving engine: a shell script that does `on_go` when asked to search.
fn fake_engine(dirs: &Dirs, on_go: &str) -> PathBuf {
    let path = dirs.0.join("fake-engine");
    std::fs::write(
        &path,
        format!(
            "#!/bin/sh\nwhile read -r line; do\ncase \"$line\" in\n\
             uci) echo 'id name Fake'; echo uciok;;\n\
             isready) echo readyok;;\n\
             go*) {on_go};;\n\
             quit) exit 0;;\n\
             esac\ndone\n"
        ),
    )
    .expect("write the fake engine");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

/// anna's peak resident set (VmHWM) in MB against a misbehaving engine, once it has stopped
/// it, and how long that took from `e4`.
fn memory_against(bin: &Path, on_go: &str) -> (f64, Duration) {
    let dirs = Dirs::new("misbehaving");
    let engine = fake_engine(&dirs, on_go);
    let engine = engine.display().to_string();
    let mut child = spawn(bin, &dirs, &["--engine", "black", "--engine-path", &engine]);
    let rx = process::reader(child.stdout.take().expect("piped stdout"));
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, "1. Weiß> ");
    let typed = Instant::now();
    type_line(&mut child, "e4");
    wait_for(&rx, &mut seen, "Die Engine ist angehalten");
    let stopped = typed.elapsed();
    // The game goes on: a command is answered.
    type_line(&mut child, "wer");
    wait_for(&rx, &mut seen, "Schwarz am Zug.");
    let status =
        std::fs::read_to_string(format!("/proc/{}/status", child.id())).expect("anna's status");
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .expect("VmHWM");
    close_and_wait(child);
    (kb / 1024.0, stopped)
}

fn main() {
    let Some(bin) = process::binary() else {
        panic!("build anna first (cargo build --release)");
    };
    println!("anna: {}", bin.display());
    for clock in ["90+30", "5+3"] {
        let runs: Vec<(Duration, Duration)> = (0..RUNS).map(|_| first_move(&bin, clock)).collect();
        let from_e4 = median(runs.iter().map(|r| r.0).collect());
        let from_start = median(runs.iter().map(|r| r.1).collect());
        println!(
            "first engine move, strength 1500, clock {clock}: {:.2} s after e4, {:.2} s after \
             anna's start (median of {RUNS}); goal under {} s: {}",
            from_e4.as_secs_f64(),
            from_start.as_secs_f64(),
            FIRST_MOVE_GOAL.as_secs(),
            if from_e4 < FIRST_MOVE_GOAL {
                "met"
            } else {
                "MISSED"
            }
        );
    }
    for (what, on_go) in [
        ("an illegal bestmove", "echo 'bestmove e2e4'"),
        (
            "endless info lines",
            "while :; do echo 'info depth 1 score cp 0 nodes 1 pv e7e5'; done",
        ),
    ] {
        let (mb, stopped) = memory_against(&bin, on_go);
        println!(
            "against {what}: stopped {:.2} s after e4 with one sentence; anna's peak memory \
             {mb:.1} MB; goal under {MEMORY_GOAL_MB} MB: {}",
            stopped.as_secs_f64(),
            if mb < MEMORY_GOAL_MB { "met" } else { "MISSED" }
        );
    }
}
