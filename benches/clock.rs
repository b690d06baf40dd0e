//! How true the chess clock keeps time, and what a waiting game costs.
//!
//! (a) Drift: a `ChessClock` on `WallTime` (the source the game loop uses), pressed once a
//!     second for N seconds (default 30; set ANNA_DRIFT_SECS to change), while this bench
//!     sleeps. At every step the time the clock has counted (both players' time used, with the
//!     increments taken out) is compared with `std::time::Instant` and with `SystemTime`, and
//!     the clock's own instant (milliseconds since 1970, as the journal writes them) with
//!     `SystemTime`. The largest differences are printed in microseconds.
//! (b) Idle CPU: the real binary in a game with `--time 90+30 --speech text --braille off`
//!     (the line view alone, whatever `~/.asoundrc` says), standard input open but silent,
//!     fresh XDG folders. Once its first prompt is there it is left alone for 10 seconds (set
//!     ANNA_IDLE_SECS to change); then its CPU time (utime + stime from /proc/PID/stat, in
//!     clock ticks, and the exact run time of all its threads from /proc/PID/task/*/schedstat)
//!     and its wake-ups (context switches) over that time are printed.
//!
//! Run with `cargo bench --bench clock`.

#![warn(clippy::too_many_lines)]

#[path = "support/process.rs"]
mod process;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anna::clock::{ChessClock, Moment, TimeControl, TimeSource, WallTime};
use shakmaty::Color;

const DEFAULT_DRIFT_SECS: u64 = 30;
const DEFAULT_IDLE_SECS: u64 = 10;
/// What a waiting game may cost: well under one per cent of one processor.
const IDLE_GOAL_PERCENT: f64 = 0.1;

fn env_secs(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v.trim().parse().unwrap_or_else(|_| {
            eprintln!("{name}={v:?} is not a number of seconds; using {default}");
            default
        }),
        Err(_) => default,
    }
}

fn unix_now() -> Duration {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or(Duration::ZERO)
}

fn micros(d: f64) -> f64 {
    d * 1e6
}

/// Seconds as a float, negative when `a` is less than `b`.
fn diff(a: Duration, b: Duration) -> f64 {
    a.as_secs_f64() - b.as_secs_f64()
}

/// One look at all three clocks, as close together as possible: the machine's monotonic
/// clock before and after, so that the chess clock's reading lies between them.
struct Look {
    before: Instant,
    moment: Moment,
    after: Instant,
    system: Duration,
}

fn look(time: &WallTime) -> Look {
    let before = Instant::now();
    let moment = time.now();
    let after = Instant::now();
    Look {
        before,
        moment,
        after,
        system: unix_now(),
    }
}

impl Look {
    /// The monotonic instant of the reading, halfway between before and after.
    fn mid(&self) -> Instant {
        self.before + (self.after - self.before) / 2
    }
}

/// The time the clock has counted by `now`: what both players have used, with the increments
/// and the initial times taken out.
fn used(clock: &ChessClock, now: Moment, initial: Duration, increment: Duration) -> Duration {
    let moves = clock.moves();
    let side = |color: Color| {
        let had = initial + increment * color.fold_wb(moves.white, moves.black);
        had.saturating_sub(clock.remaining(color, now))
    };
    side(Color::White) + side(Color::Black)
}

/// The largest differences seen, in seconds.
#[derive(Default)]
struct Worst {
    instant: f64,
    system: f64,
    stamp: f64,
    oversleep: f64,
}

/// A clock under test on `WallTime`, and the look at all three clocks when it started.
struct Timed {
    clock: ChessClock,
    time: WallTime,
    start: Look,
    initial: Duration,
    increment: Duration,
    /// The journal's milliseconds against the wall clock at the start (the wall clock is read
    /// a moment after the clock's own instant).
    stamp_offset: f64,
}

impl Timed {
    /// A 90+30 clock, started now.
    fn start() -> Timed {
        let initial = Duration::from_secs(90 * 60);
        let control = TimeControl::from_friendly("90+30").expect("90+30 is a time control");
        assert_eq!(control.initial_time(), initial);
        let mut clock = ChessClock::new(control);
        let time = WallTime::new();
        let start = look(&time);
        clock.start(start.moment).expect("a new clock starts");
        Timed {
            clock,
            time,
            stamp_offset: diff(start.moment.since_origin(), start.system),
            start,
            initial,
            increment: Duration::from_secs(30),
        }
    }

    /// What the clock has counted at `now`, less the time by `Instant` and by `SystemTime`.
    fn differences(&self, now: &Look) -> (Duration, f64, f64) {
        let counted = used(&self.clock, now.moment, self.initial, self.increment);
        let by_instant = now.mid() - self.start.mid();
        let by_system = now.system.saturating_sub(self.start.system);
        (counted, diff(counted, by_instant), diff(counted, by_system))
    }

    /// Second `i` of `secs`: slept to the next whole second after the start (so that
    /// oversleeping does not add up), the clocks compared, the clock pressed.
    fn step(&mut self, i: u64, secs: u64, worst: &mut Worst) {
        let target =
            self.start.mid() + Duration::from_secs(1) * u32::try_from(i).unwrap_or(u32::MAX);
        std::thread::sleep(target.saturating_duration_since(Instant::now()));
        let now = look(&self.time);
        let overslept = now.mid().saturating_duration_since(target).as_secs_f64();
        worst.oversleep = worst.oversleep.max(overslept);
        let (counted, d_instant, d_system) = self.differences(&now);
        let d_stamp = diff(now.moment.since_origin(), now.system) - self.stamp_offset;
        worst.instant = worst.instant.max(d_instant.abs());
        worst.system = worst.system.max(d_system.abs());
        worst.stamp = worst.stamp.max(d_stamp.abs());
        if i <= 3 || i == secs || i.is_multiple_of(10) {
            println!(
                "    {i:>4} s: clock counted {:>14.6} s; minus Instant {:>+9.1} µs, \
                 minus SystemTime {:>+9.1} µs",
                counted.as_secs_f64(),
                micros(d_instant),
                micros(d_system)
            );
        }
        self.clock
            .press(now.moment)
            .expect("the running clock is pressed");
    }

    /// The last look, after the last press.
    fn end(&self, worst: &mut Worst) {
        let end = look(&self.time);
        let (counted, d_instant, d_system) = self.differences(&end);
        worst.instant = worst.instant.max(d_instant.abs());
        worst.system = worst.system.max(d_system.abs());
        println!(
            "    end: {} presses, clock counted {:.6} s: minus Instant {:+.1} µs, \
             minus SystemTime {:+.1} µs",
            self.clock.ply(),
            counted.as_secs_f64(),
            micros(d_instant),
            micros(d_system)
        );
    }
}

fn drift() {
    let secs = env_secs("ANNA_DRIFT_SECS", DEFAULT_DRIFT_SECS).max(1);
    let mut timed = Timed::start();
    println!(
        "(a) drift: ChessClock on WallTime, pressed once a second for {secs} s \
         (ANNA_DRIFT_SECS to change)"
    );
    let mut worst = Worst::default();
    for i in 1..=secs {
        timed.step(i, secs, &mut worst);
    }
    timed.end(&mut worst);
    println!(
        "    max drift against Instant: {:.1} µs; against SystemTime: {:.1} µs; \
         journal time against SystemTime: {:.1} µs (the bench overslept its steps by up to \
         {:.1} µs, which is not drift)",
        micros(worst.instant),
        micros(worst.system),
        micros(worst.stamp),
        micros(worst.oversleep)
    );
}

/// The binary: the one cargo built for this bench, else target/{release,debug}/anna near this
/// executable.
fn binary() -> Option<PathBuf> {
    if let Some(path) = option_env!("CARGO_BIN_EXE_anna").map(PathBuf::from)
        && path.is_file()
    {
        return Some(path);
    }
    let exe = std::env::current_exe().ok()?;
    // target/<profile>/deps/clock-HASH
    let profile = exe.parent().and_then(Path::parent)?;
    let target = profile.parent()?;
    let candidates = [
        profile.join("anna"),
        target.join("release").join("anna"),
        target.join("debug").join("anna"),
    ];
    let found = candidates.iter().find(|p| p.is_file()).cloned();
    if found.is_none() {
        eprintln!(
            "the anna binary is not there (looked at {candidates:?}); build it first with \
             `cargo build --release`"
        );
    }
    found
}

fn clock_ticks_per_second() -> u64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|s| s.trim().parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(100)
}

/// utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/PID/stat).
fn cpu_ticks(pid: u32) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name, in parentheses, may hold spaces: count from its end.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // `rest` starts with field 3 (state).
    let utime: u64 = fields.get(14 - 3)?.parse().ok()?;
    let stime: u64 = fields.get(15 - 3)?.parse().ok()?;
    Some(utime + stime)
}

/// Nanoseconds all the threads of a process have run (first field of each schedstat).
fn run_nanos(pid: u32) -> Option<u64> {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    let mut total = 0;
    for task in tasks.filter_map(Result::ok) {
        let text = std::fs::read_to_string(task.path().join("schedstat")).ok()?;
        total += text.split_whitespace().next()?.parse::<u64>().ok()?;
    }
    Some(total)
}

/// Context switches of all the threads of a process: each is a wake-up or a preemption.
fn switches(pid: u32) -> Option<u64> {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    let mut total = 0;
    for task in tasks.filter_map(Result::ok) {
        let text = std::fs::read_to_string(task.path().join("status")).ok()?;
        for line in text.lines() {
            if let Some(n) = line
                .strip_prefix("voluntary_ctxt_switches:")
                .or_else(|| line.strip_prefix("nonvoluntary_ctxt_switches:"))
            {
                total += n.trim().parse::<u64>().ok()?;
            }
        }
    }
    Some(total)
}

/// Kills the child when dropped, and removes its folders.
struct Game {
    child: Child,
    root: PathBuf,
}

impl Game {
    /// `bin` in a 90+30 game with the line view alone, in fresh XDG folders, its standard
    /// input open but silent.
    fn start(bin: &Path) -> Game {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let root =
            std::env::temp_dir().join(format!("anna-bench-clock-{}-{nanos}", std::process::id()));
        for dir in ["data", "config"] {
            std::fs::create_dir_all(root.join(dir)).expect("create the bench folders");
        }
        let child = Command::new(bin)
            .args(["--time", "90+30", "--speech", "text", "--braille", "off"])
            .env("XDG_DATA_HOME", root.join("data"))
            .env("XDG_CONFIG_HOME", root.join("config"))
            .env_remove("NO_COLOR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
        Game { child, root }
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

fn idle_cpu() {
    let secs = env_secs("ANNA_IDLE_SECS", DEFAULT_IDLE_SECS).max(1);
    println!(
        "(b) idle CPU: anna --time 90+30 --speech text waiting at its first prompt for {secs} s \
         (ANNA_IDLE_SECS to change)"
    );
    if !Path::new("/proc/self/stat").exists() {
        println!("    skipped: no /proc here");
        return;
    }
    let Some(bin) = binary() else {
        println!("    skipped: no anna binary");
        return;
    };
    let mut game = Game::start(&bin);
    let pid = game.child.id();
    let output = process::reader(game.child.stdout.take().expect("piped stdout"));
    if let Err(seen) = first_prompt(&output) {
        println!(
            "    failed: no prompt from {} within 20 s; it printed {:?}",
            bin.display(),
            String::from_utf8_lossy(&seen)
        );
        return;
    }
    let Some(before) = Usage::of(pid) else {
        println!("    failed: cannot read /proc/{pid}");
        return;
    };
    let started = Instant::now();
    std::thread::sleep(Duration::from_secs(secs));
    let Some(after) = Usage::of(pid) else {
        println!("    failed: anna ended while idle");
        return;
    };
    let wall = started.elapsed().as_secs_f64();
    let printed = output.try_iter().map(|chunk| chunk.len()).sum();
    println!("    binary: {}", bin.display());
    report_idle(&before, &after, wall, printed);
    // Closing standard input ends the game; the drop kills it in any case.
    drop(game.child.stdin.take());
}

/// Waits for the first prompt, so that start-up is not counted; what was printed if it does
/// not come within 20 s.
fn first_prompt(output: &Receiver<Vec<u8>>) -> Result<(), Vec<u8>> {
    let mut seen = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    while !String::from_utf8_lossy(&seen).contains("> ") {
        match output.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(chunk) => seen.extend(chunk),
            Err(_) => return Err(seen),
        }
    }
    Ok(())
}

/// What a process has used so far: CPU clock ticks, run time of all threads, context switches.
struct Usage {
    ticks: u64,
    run: u64,
    switches: u64,
}

impl Usage {
    fn of(pid: u32) -> Option<Usage> {
        Some(Usage {
            ticks: cpu_ticks(pid)?,
            run: run_nanos(pid)?,
            switches: switches(pid)?,
        })
    }
}

/// The figures of the idle time from `before` to `after`, `wall` seconds, and whether the goal
/// is met.
fn report_idle(before: &Usage, after: &Usage, wall: f64, printed: usize) {
    let hz = clock_ticks_per_second();
    let tick_secs = (after.ticks - before.ticks) as f64 / hz as f64;
    let run_secs = (after.run - before.run) as f64 / 1e9;
    println!(
        "    start-up until the prompt: {} clock ticks ({:.3} s CPU; CLK_TCK {hz})",
        before.ticks,
        before.ticks as f64 / hz as f64
    );
    println!(
        "    idle {wall:.2} s: utime+stime {} ticks = {tick_secs:.3} s CPU = {:.3} %",
        after.ticks - before.ticks,
        100.0 * tick_secs / wall
    );
    println!(
        "    idle {wall:.2} s: run time of all threads {:.1} µs = {:.5} %, {} context \
         switches, {printed} bytes printed",
        run_secs * 1e6,
        100.0 * run_secs / wall,
        after.switches - before.switches
    );
    let percent = 100.0 * run_secs.max(tick_secs) / wall;
    println!(
        "    goal under {IDLE_GOAL_PERCENT} %: {}",
        if percent < IDLE_GOAL_PERCENT {
            "met"
        } else {
            "NOT met"
        }
    );
}

fn main() {
    // `cargo bench` passes --bench; a filter naming only one part runs that part.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wants = |part: &str| args.is_empty() || args.iter().any(|a| part.contains(a.as_str()));
    if wants("drift") {
        drift();
    }
    if wants("idle") {
        idle_cpu();
    }
}
