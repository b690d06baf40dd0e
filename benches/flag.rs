//! How late a flag falls in `anna clock`: the real binary in a pseudo-terminal with
//! `--time 0:10`, one key (White's press starts Black's ten seconds), and the instant its
//! "Zeitüberschreitung" line arrives; against the anchor, a plain `sleep 10` started by a key
//! in the same way (`bash -c 'read -rsn1; sleep 10; echo FLAG'`). Runs are interleaved, three
//! of each unless ANNA_FLAG_RUNS says otherwise; the output is looked at every half
//! millisecond. Goal: the clock's flag no more than 3 ms later than the sleep's.
//!
//! Run with `cargo build --release` first, then `cargo bench --bench flag`.

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

/// Milliseconds between the key and the line that says the time is up, minus ten seconds.
fn late(command: Command, ready: &str, flag: &str) -> Option<f64> {
    let mut session = Session::spawn(command).ok()?;
    let mut seen = String::new();
    until(&mut session, &mut seen, ready, Duration::from_secs(10))?;
    seen.clear();
    let pressed = Instant::now();
    session.send("1").ok()?;
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
    let (mut clock, mut sleep) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let mut anna = Command::new(&bin);
        anna.args([
            "clock",
            "--time",
            "0:10",
            "--speech",
            "text",
            "--braille",
            "off",
        ])
        .env("XDG_DATA_HOME", root.join("data"))
        .env("XDG_CONFIG_HOME", root.join("config"))
        .env("XDG_STATE_HOME", root.join("state"))
        .env("TERM", "dumb")
        .env("LANG", "C.UTF-8");
        match late(anna, "q: beenden.", "Zeitüberschreitung") {
            Some(ms) => clock.push(ms),
            None => println!("    anna clock: no flag seen"),
        }
        let mut plain = Command::new("bash");
        plain
            .args(["-c", "echo READY; read -rsn1; sleep 10; echo FLAG"])
            .env("TERM", "dumb");
        match late(plain, "READY", "FLAG") {
            Some(ms) => sleep.push(ms),
            None => println!("    sleep 10: no end seen"),
        }
    }
    let _ = std::fs::remove_dir_all(&root);
    if clock.is_empty() || sleep.is_empty() {
        return;
    }
    let (c, s) = (median(clock.clone()), median(sleep.clone()));
    println!("flag of `anna clock --time 0:10` after one key, {runs} interleaved runs each:");
    println!("    anna clock: {clock:.2?} ms late, median {c:.2} ms");
    println!("    sleep 10:   {sleep:.2?} ms late, median {s:.2} ms");
    println!(
        "    the clock against the sleep: {:+.2} ms (goal at most {GOAL_MS} ms later): {}",
        c - s,
        if c - s <= GOAL_MS { "met" } else { "NOT met" }
    );
}
