//! How fast `anna` is ready and how much memory it holds during a game.
//!
//! (a) The plain start-up: `anna --speech text --braille off` (the line view alone), from
//!     spawning it until its first prompt ("> ") arrives, in turn with `espeak-ng --version`
//!     (a small C program that loads its data and ends) and `true`, 20 runs each, each anna run
//!     with fresh XDG folders; goal: the median at most 1.0× espeak-ng's.
//! (b) The start-up with the voice pack on a sound device (an ALSA `file` PCM), beside the
//!     plain one, the pack opened as for the first time (a fresh cache folder: its index is
//!     not kept from a run before); goal: 2× `true`.
//! (c) Memory: the peak resident set (VmHWM from /proc/PID/status) while anna waits at the
//!     prompt after a 400-ply game (a fixed pseudo-random game that does not end); goals: at
//!     most 12 MiB in text, 14 MiB with every move said by the voice pack.
//! (d) A typed move to the next prompt: in a text game, a move written to anna's standard
//!     input until the prompt for the next one arrives (the move journaled and synced, its
//!     line printed on the way), in turn with a bare append of one journal-sized line (73
//!     bytes) and `fdatasync` in the same folder, [`TIMED_MOVES`] times; goal: the median at
//!     most 2× the bare write's.
//!
//! ALSA's configuration is the library's own without the files a user or the system adds
//! (`~/.asoundrc` and the like, benches/support/alsa_env.rs), then the bench's: a user's sound
//! set-up changes nothing here. Every figure is printed with its goal, met or NOT met.
//!
//! Run with `cargo bench --bench startup`.

#![warn(clippy::too_many_lines)]

#[path = "support/alsa_env.rs"]
mod alsa_env;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const RUNS: usize = 20;
/// The plain start-up against `espeak-ng --version`.
const STARTUP_GOAL_RATIO: f64 = 1.0;
/// Peak memory after 400 plies, MiB.
const PLIES: usize = 400;
const TEXT_HWM_GOAL_MIB: f64 = 12.0;
/// A game with a voice pack: its decoded clips are kept within a bound (docs/speech.md).
const VOICE_HWM_GOAL_MIB: f64 = 14.0;
const TIMEOUT: Duration = Duration::from_secs(20);
/// Typed moves timed against a bare write + `fdatasync`.
const TIMED_MOVES: usize = 40;
const MOVE_GOAL_RATIO: f64 = 2.0;

/// The binary: the one cargo built for this bench, else target/{release,debug}/anna next to
/// this executable, else built now.
fn binary() -> PathBuf {
    if let Some(path) = option_env!("CARGO_BIN_EXE_anna").map(PathBuf::from)
        && path.is_file()
    {
        return path;
    }
    let exe = std::env::current_exe().expect("the bench knows where it is");
    // target/<profile>/deps/startup-HASH
    let target = exe
        .ancestors()
        .nth(3)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("target"));
    let profile_dir = exe.parent().and_then(Path::parent);
    let mut candidates: Vec<PathBuf> = profile_dir.map(|d| d.join("anna")).into_iter().collect();
    candidates.push(target.join("release").join("anna"));
    candidates.push(target.join("debug").join("anna"));
    if let Some(found) = candidates.iter().find(|p| p.is_file()) {
        return found.clone();
    }
    eprintln!(
        "anna binary not found (looked at {candidates:?}); building it with \
         `cargo build --release --bin anna` …"
    );
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["build", "--release", "--bin", "anna"])
        .status()
        .expect("run cargo build");
    assert!(status.success(), "cargo build --release --bin anna failed");
    let built = target.join("release").join("anna");
    assert!(
        built.is_file(),
        "{} still missing after the build",
        built.display()
    );
    built
}

/// Fresh XDG data and config folders, removed on drop.
struct Dirs(PathBuf);

impl Dirs {
    fn new(tag: &str) -> Dirs {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let root =
            std::env::temp_dir().join(format!("anna-bench-{tag}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(root.join("data")).expect("create the data folder");
        std::fs::create_dir_all(root.join("config")).expect("create the config folder");
        Dirs(root)
    }
}

impl Drop for Dirs {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// anna with `args` and the variables `env` besides the fresh folders.
fn spawn_with(bin: &Path, dirs: &Dirs, args: &[&str], env: &[(&str, String)]) -> Child {
    Command::new(bin)
        .args(args)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .env("XDG_DATA_HOME", dirs.0.join("data"))
        .env("XDG_CONFIG_HOME", dirs.0.join("config"))
        // The voice pack opened as for the first time (its index kept in no cache folder of
        // the user's).
        .env("XDG_CACHE_HOME", dirs.0.join("cache"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()))
}

/// Standard output, chunk by chunk, from a thread, so that waiting can time out.
fn reader(mut stdout: ChildStdout) -> Receiver<Vec<u8>> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        loop {
            match stdout.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    rx
}

/// Collects output until `needle` is in it; fails after the time-out or at the end of output.
fn wait_for(rx: &Receiver<Vec<u8>>, seen: &mut Vec<u8>, needle: &[u8]) {
    let deadline = Instant::now() + TIMEOUT;
    while !seen.windows(needle.len()).any(|w| w == needle) {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok(chunk) => seen.extend_from_slice(&chunk),
            Err(RecvTimeoutError::Timeout) => panic!(
                "no {:?} within {TIMEOUT:?}; output so far:\n{}",
                String::from_utf8_lossy(needle),
                String::from_utf8_lossy(seen)
            ),
            Err(RecvTimeoutError::Disconnected) => panic!(
                "anna ended before {:?}; output:\n{}",
                String::from_utf8_lossy(needle),
                String::from_utf8_lossy(seen)
            ),
        }
    }
}

/// Closes standard input (anna leaves at the end of input) and waits for the exit.
fn close_and_wait(mut child: Child) {
    drop(child.stdin.take());
    let status = child.wait().expect("wait for anna");
    assert!(status.success(), "anna exited with {status}");
}

/// The line view alone: no speech, no braille display.
const TEXT: [&str; 4] = ["--speech", "text", "--braille", "off"];
const VOICE: [&str; 4] = ["--speech", "voice", "--braille", "off"];

/// One plain start-up: spawn to first prompt, in milliseconds.
fn startup_once(bin: &Path, alsa: &[(&str, String)]) -> f64 {
    startup_with(bin, &TEXT, alsa)
}

/// One start-up with `args` and `env`: spawn to first prompt, in milliseconds.
fn startup_with(bin: &Path, args: &[&str], env: &[(&str, String)]) -> f64 {
    let dirs = Dirs::new("startup");
    let start = Instant::now();
    let mut child = spawn_with(bin, &dirs, args, env);
    let rx = reader(child.stdout.take().expect("piped stdout"));
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, b"> ");
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    close_and_wait(child);
    ms
}

/// A field of /proc/PID/status, in kB.
fn status_kb(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
}

/// The moves of a game of [`PLIES`] plies in SAN, picked at random (a fixed seed) among the
/// moves that keep the game going: no mate or stalemate, no repeated position, no fiftieth
/// move without a capture or a pawn's move, and material kept as long as can be.
fn long_game() -> Vec<String> {
    use shakmaty::zobrist::Zobrist64;
    use shakmaty::{Chess, EnPassantMode, Position, san::SanPlus};
    let mut pos = Chess::default();
    let mut seen = std::collections::HashSet::<Zobrist64>::new();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut out = Vec::new();
    while out.len() < PLIES {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let moves = pos.legal_moves();
        let late = pos.halfmoves() > 60;
        let ok = |m: &shakmaty::Move| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            let hash: Zobrist64 = next.zobrist_hash(EnPassantMode::Legal);
            !next.is_game_over()
                && !next.is_insufficient_material()
                && !seen.contains(&hash)
                && (m.is_capture() == late || m.role() == shakmaty::Role::Pawn)
        };
        let first = (state >> 33) as usize % moves.len().max(1);
        let pick = (0..moves.len())
            .map(|k| moves[(first + k) % moves.len()])
            .find(|m| ok(m))
            .or_else(|| moves.iter().copied().find(|m| !m.is_capture()))
            .or_else(|| moves.first().copied())
            .expect("a legal move");
        out.push(SanPlus::from_move_and_play_unchecked(&mut pos, pick).to_string());
        seen.insert(pos.zobrist_hash(EnPassantMode::Legal));
    }
    out
}

/// VmHWM in MiB at the prompt after [`long_game`], with where the resident set is then (the
/// program's and libraries' pages, and anonymous memory: the heap and stacks), or why not.
fn memory_after_game(
    bin: &Path,
    args: &[&str],
    env: &[(&str, String)],
) -> Result<(f64, String), String> {
    let dirs = Dirs::new("memory");
    let mut child = spawn_with(bin, &dirs, args, env);
    let rx = reader(child.stdout.take().expect("piped stdout"));
    let mut input = long_game().join("\n");
    input.push('\n');
    {
        let stdin = child.stdin.as_mut().expect("piped stdin");
        stdin.write_all(input.as_bytes()).expect("feed the game");
        stdin.flush().expect("flush the game");
    }
    // Every move answered; anna waits for White's next move with standard input still open.
    let mut seen = Vec::new();
    let prompt = format!("{}. Weiß> ", PLIES / 2 + 1);
    wait_for(&rx, &mut seen, prompt.as_bytes());
    let pid = child.id();
    let hwm = status_kb(pid, "VmHWM");
    let mib = |field| status_kb(pid, field).map_or(0.0, |kb| kb as f64 / 1024.0);
    let split = format!(
        "resident then: {:.1} MiB of files (the program, the libraries), {:.1} MiB anonymous \
         (heap, stacks)",
        mib("RssFile"),
        mib("RssAnon")
    );
    close_and_wait(child);
    hwm.map(|kb| (kb as f64 / 1024.0, split))
        .ok_or_else(|| "no VmHWM in /proc/PID/status".to_string())
}

fn met(yes: bool) -> &'static str {
    if yes { "met" } else { "NOT met" }
}

fn main() {
    // The game the memory figure plays, one move a line: to feed a heap profiler the same
    // game (`heaptrack anna --speech text --braille off < game.txt`, docs/performance.md).
    if std::env::args().any(|a| a == "--print-game") {
        println!("{}", long_game().join("\n"));
        return;
    }
    // `cargo bench` passes --bench; `cargo test --benches` does not and wants no long run.
    if !std::env::args().any(|a| a == "--bench") {
        println!("startup bench: run it with `cargo bench --bench startup`");
        return;
    }
    let bin = binary();
    println!("binary: {}", bin.display());
    let sound = Dirs::new("sound");
    let Some(alsa) = alsa_file_device(&sound) else {
        println!("not measured: no temporary folder for ALSA's configuration");
        return;
    };
    // One uncounted run warms the page cache.
    let _ = startup_once(&bin, &alsa);
    plain_startup(&bin, &alsa);
    sound_device_startup(&bin, &alsa);
    move_to_prompt(&bin, &alsa);
    for (what, args, goal) in [
        ("text (--speech text)", &TEXT, TEXT_HWM_GOAL_MIB),
        (
            "every move said by the voice pack",
            &VOICE,
            VOICE_HWM_GOAL_MIB,
        ),
    ] {
        match memory_after_game(&bin, args, &alsa) {
            Ok((hwm, split)) => println!(
                "peak memory (VmHWM) at the prompt after {PLIES} plies, {what}: {hwm:.1} MiB \
                 (goal: at most {goal} MiB): {}\n  {split}",
                met(hwm <= goal)
            ),
            Err(e) => println!("peak memory, {what}: not measured: {e}"),
        }
    }
}

/// (a) The plain start-up in turn with `espeak-ng --version` and `true`.
fn plain_startup(bin: &Path, alsa: &[(&str, String)]) {
    let (mut a, mut e, mut m) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..RUNS {
        a.push(startup_once(bin, alsa));
        e.extend(program_once("espeak-ng", &["--version"]));
        m.extend(program_once("true", &[]));
    }
    let min = a.iter().copied().fold(f64::MAX, f64::min);
    let max = a.iter().copied().fold(0.0, f64::max);
    let a = median(a);
    println!(
        "plain start-up to the first prompt (--speech text --braille off, {RUNS} runs): \
         min {min:.1} ms, median {a:.1} ms, max {max:.1} ms"
    );
    if e.is_empty() {
        println!("  espeak-ng --version: not measured (espeak-ng is not installed)");
    } else {
        let e = median(e);
        println!(
            "  against espeak-ng --version ({e:.2} ms, in turn): {:.2} (goal: at most \
             {STARTUP_GOAL_RATIO}): {}",
            a / e,
            met(a / e <= STARTUP_GOAL_RATIO)
        );
    }
    if !m.is_empty() {
        println!("  `true` in turn: {:.2} ms", median(m));
    }
}

/// ALSA's default device as a `file` PCM into a file in `dir`, in ALSA's own configuration
/// without the user's, and the shipped voice packs: the variables that say so.
fn alsa_file_device(dir: &Dirs) -> Option<[(&'static str, String); 2]> {
    let config = format!(
        "pcm.!default {{ type plug; slave.pcm \"capture\" }}\n\
         pcm.capture {{ type file; slave.pcm \"null\"; file \"{}\"; format \"raw\" }}\n",
        dir.0.join("capture.raw").display()
    );
    let (var, path) = alsa_env::own_config(&dir.0.join("asound.conf"), &config)?;
    // The shipped packs: the voice is found without an installation.
    let voices = concat!(env!("CARGO_MANIFEST_DIR"), "/voices").to_string();
    Some([(var, path), ("ANNA_VOICES", voices)])
}

/// Spawn → exit of a program, in milliseconds; `None` if it cannot run.
fn program_once(program: &str, args: &[&str]) -> Option<f64> {
    let start = Instant::now();
    let status = Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()?;
    status
        .success()
        .then(|| start.elapsed().as_secs_f64() * 1000.0)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// (b) The first prompt with a sound device: the German voice pack on ALSA's default device,
/// here a `file` PCM into a temporary file (the device is opened, its stream built); against
/// the line view alone and `true`, in turn, RUNS each.
fn sound_device_startup(bin: &Path, alsa: &[(&str, String)]) {
    let (mut v, mut t, mut m) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..RUNS {
        v.push(startup_with(bin, &VOICE, alsa));
        t.push(startup_with(bin, &TEXT, alsa));
        m.extend(program_once("true", &[]));
    }
    if m.is_empty() {
        println!("first prompt with a sound device: no `true` to compare with");
        return;
    }
    let (v, t, m) = (median(v), median(t), median(m));
    println!(
        "first prompt with the voice pack on a sound device: median {v:.1} ms; \
         line view alone {t:.1} ms; `true` {m:.2} ms"
    );
    println!(
        "  voice pack / `true`: {:.1} (goal: at most 2): {}; voice / text: {:.2}",
        v / m,
        met(v / m <= 2.0),
        v / t
    );
}

/// (d) A typed move → the next prompt, in turn with a bare append of a 73-byte line and
/// `fdatasync` (what the journal must wait for at the least) in the same folder.
fn move_to_prompt(bin: &Path, alsa: &[(&str, String)]) {
    let dirs = Dirs::new("move");
    let anchor_path = dirs.0.join("data").join("anchor.log");
    let Ok(mut anchor) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&anchor_path)
    else {
        println!("typed move to prompt: not measured (no file for the bare write)");
        return;
    };
    let mut child = spawn_with(bin, &dirs, &TEXT, alsa);
    let rx = reader(child.stdout.take().expect("piped stdout"));
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, b"> ");
    let mut line = vec![b'x'; 72];
    line.push(b'\n');
    let (mut typed, mut bare) = (Vec::new(), Vec::new());
    for san in long_game().iter().take(TIMED_MOVES) {
        let start = Instant::now();
        let synced = anchor.write_all(&line).and_then(|()| anchor.sync_data());
        bare.push(start.elapsed().as_secs_f64() * 1000.0);
        if let Err(e) = synced {
            println!("typed move to prompt: not measured (the bare write failed: {e})");
            close_and_wait(child);
            return;
        }
        seen.clear();
        let stdin = child.stdin.as_mut().expect("piped stdin");
        let start = Instant::now();
        stdin
            .write_all(format!("{san}\n").as_bytes())
            .and_then(|()| stdin.flush())
            .expect("type a move");
        wait_for(&rx, &mut seen, b"> ");
        typed.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    close_and_wait(child);
    let (t, b) = (median(typed), median(bare));
    println!(
        "typed move -> journal synced -> next prompt ({TIMED_MOVES} moves, text): median \
         {t:.2} ms; a bare write of 73 bytes + fdatasync in turn: {b:.2} ms"
    );
    println!(
        "  typed move / bare write: {:.2} (goal: at most {MOVE_GOAL_RATIO}): {}",
        t / b,
        met(t / b <= MOVE_GOAL_RATIO)
    );
}
