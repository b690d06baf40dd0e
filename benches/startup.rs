//! How fast `anna` is ready and how much memory it holds during a game.
//!
//! (a) Start-up: from spawning the binary until its first prompt ("> ") arrives, 20 runs, each
//!     with fresh XDG folders; goal: median under 100 ms.
//! (b) Memory: the resident set (VmRSS, and its peak VmHWM) while anna waits at the prompt
//!     after a 40-move game; goal: under 30 MB; and the same game said by the voice pack on an
//!     ALSA `file` device; goal: under 20 MB.
//! (c) The first prompt with a sound device (the voice pack on an ALSA `file` device), against
//!     the line view alone and against `true` (the smallest program), in turn; goal: 2× `true`.
//!
//! Run with `cargo bench --bench startup`.

#![warn(clippy::too_many_lines)]

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

const RUNS: usize = 20;
const STARTUP_GOAL_MS: f64 = 100.0;
const RSS_GOAL_MB: f64 = 30.0;
/// A game with a voice pack: its decoded clips are kept within a bound (docs/speech.md).
const VOICE_RSS_GOAL_MB: f64 = 20.0;
const TIMEOUT: Duration = Duration::from_secs(20);

/// Fischer – Spassky, Reykjavik 1972, game 6, up to Black's 40th move (80 plies, SAN).
const GAME: &str = "c4 e6 Nf3 d5 d4 Nf6 Nc3 Be7 Bg5 O-O e3 h6 Bh4 b6 cxd5 Nxd5 Bxe7 Qxe7 \
    Nxd5 exd5 Rc1 Be6 Qa4 c5 Qa3 Rc8 Bb5 a6 dxc5 bxc5 O-O Ra7 Be2 Nd7 Nd4 Qf8 Nxe6 fxe6 \
    e4 d4 f4 Qe7 e5 Rb8 Bc4 Kh8 Qh3 Nf8 b3 a5 f5 exf5 Rxf5 Nh7 Rcf1 Qd8 Qg3 Re7 h4 Rbb7 \
    e6 Rbc7 Qe5 Qe8 a4 Qd8 R1f2 Qe8 R2f3 Qd8 Bd3 Qe8 Qe4 Nf6 Rxf6 gxf6 Rxf6 Kg8 Bc4 Kh8";

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

/// One start-up: spawn to first prompt, in milliseconds.
fn startup_once(bin: &Path) -> f64 {
    startup_with(bin, &[], &[])
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

fn memory_after_game(bin: &Path, args: &[&str], env: &[(&str, String)]) -> (f64, f64) {
    let dirs = Dirs::new("memory");
    let mut child = spawn_with(bin, &dirs, args, env);
    let rx = reader(child.stdout.take().expect("piped stdout"));
    let moves: Vec<&str> = GAME.split_whitespace().collect();
    assert_eq!(moves.len(), 80, "the game has 40 moves");
    let mut input = moves.join("\n");
    input.push('\n');
    {
        let stdin = child.stdin.as_mut().expect("piped stdin");
        stdin.write_all(input.as_bytes()).expect("feed the game");
        stdin.flush().expect("flush the game");
    }
    // Every move answered; anna waits for White's 41st move with standard input still open.
    let mut seen = Vec::new();
    wait_for(&rx, &mut seen, "41. Weiß> ".as_bytes());
    let pid = child.id();
    let rss = status_kb(pid, "VmRSS").expect("VmRSS in /proc/PID/status");
    let hwm = status_kb(pid, "VmHWM").expect("VmHWM in /proc/PID/status");
    close_and_wait(child);
    (rss as f64 / 1024.0, hwm as f64 / 1024.0)
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` does not and wants no long run.
    if !std::env::args().any(|a| a == "--bench") {
        println!("startup bench: run it with `cargo bench --bench startup`");
        return;
    }
    let bin = binary();
    println!("binary: {}", bin.display());

    // One uncounted run warms the page cache.
    let _ = startup_once(&bin);
    let mut times: Vec<f64> = (0..RUNS).map(|_| startup_once(&bin)).collect();
    times.sort_by(f64::total_cmp);
    let median = (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2.0;
    println!(
        "start-up to first prompt ({RUNS} runs): min {:.1} ms, median {median:.1} ms, max {:.1} ms",
        times[0],
        times[RUNS - 1]
    );
    println!(
        "  median under {STARTUP_GOAL_MS} ms: {}",
        if median < STARTUP_GOAL_MS {
            "yes"
        } else {
            "NO"
        }
    );

    sound_device_startup(&bin);

    let (rss, hwm) = memory_after_game(&bin, &[], &[]);
    println!("resident memory at the prompt after 40 moves: VmRSS {rss:.1} MB, VmHWM {hwm:.1} MB");
    println!(
        "  under {RSS_GOAL_MB} MB: {}",
        if rss.max(hwm) < RSS_GOAL_MB {
            "yes"
        } else {
            "NO"
        }
    );
    let sound = Dirs::new("memory-sound");
    match alsa_file_device(&sound) {
        Some(alsa) => {
            let voice = ["--speech", "voice", "--braille", "off"];
            let (rss, hwm) = memory_after_game(&bin, &voice, &alsa);
            println!(
                "resident memory at the prompt after 40 moves, every move said by the voice pack: \
                 VmRSS {rss:.1} MB, VmHWM {hwm:.1} MB"
            );
            println!(
                "  under {VOICE_RSS_GOAL_MB} MB: {}",
                if rss.max(hwm) < VOICE_RSS_GOAL_MB {
                    "yes"
                } else {
                    "NO"
                }
            );
        }
        None => println!("memory with the voice pack: not measured (no temporary folder)"),
    }
}

/// ALSA's default device as a `file` PCM into a file in `dir`: the variable that says so.
fn alsa_file_device(dir: &Dirs) -> Option<[(&'static str, String); 1]> {
    let conf = dir.0.join("asound.conf");
    let config = format!(
        "pcm.!default {{ type plug; slave.pcm \"capture\" }}\n\
         pcm.capture {{ type file; slave.pcm \"null\"; file \"{}\"; format \"raw\" }}\n",
        dir.0.join("capture.raw").display()
    );
    std::fs::write(&conf, config).ok()?;
    Some([(
        "ALSA_CONFIG_PATH",
        format!("/usr/share/alsa/alsa.conf:{}", conf.display()),
    )])
}

/// Spawn → exit of `true`, the smallest program there is: the anchor of start-up figures.
fn minimal_once() -> Option<f64> {
    let start = Instant::now();
    let status = Command::new("true").status().ok()?;
    status
        .success()
        .then(|| start.elapsed().as_secs_f64() * 1000.0)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// (c) The first prompt with a sound device: the German voice pack on ALSA's default device,
/// here a `file` PCM into a temporary file (the device is opened, its stream built); against
/// the line view alone (`--speech text`) and `true`, in turn, RUNS each.
fn sound_device_startup(bin: &Path) {
    let dir = Dirs::new("sound");
    let Some(alsa) = alsa_file_device(&dir) else {
        println!("first prompt with a sound device: not measured (no temporary folder)");
        return;
    };
    let voice = ["--speech", "voice", "--braille", "off"];
    let text = ["--speech", "text", "--braille", "off"];
    let (mut v, mut t, mut m) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..RUNS {
        v.push(startup_with(bin, &voice, &alsa));
        t.push(startup_with(bin, &text, &[]));
        if let Some(ms) = minimal_once() {
            m.push(ms);
        }
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
        "  voice pack / `true`: {:.1} (goal 2); text / `true`: {:.1}; voice / text: {:.2}",
        v / m,
        t / m,
        v / t
    );
}
