//! A braille display as BRLTTY's Virtual driver (`-b vr -d client:HOST:PORT`) sees one: it
//! listens, tells BRLTTY its width, keeps every line BRLTTY sends and sends keys as the display
//! would. Shared by the braille tests and the wake-ups bench.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long a line the display waits for may take.
const WAIT: Duration = Duration::from_secs(10);

/// What the fake display has received, and the connection to send keys on.
#[derive(Default)]
pub struct Received {
    lines: Vec<String>,
    stream: Option<TcpStream>,
    connections: usize,
}

/// The fake braille display: listens, tells BRLTTY its width, keeps every line.
pub struct FakeDisplay {
    pub port: u16,
    state: Arc<(Mutex<Received>, Condvar)>,
}

impl FakeDisplay {
    pub fn new(cells: usize) -> FakeDisplay {
        let listener = TcpListener::bind("127.0.0.1:0").expect("listen");
        let port = listener.local_addr().expect("address").port();
        let state = Arc::new((Mutex::new(Received::default()), Condvar::new()));
        let shared = state.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                if stream
                    .write_all(format!("cells {cells}\n").as_bytes())
                    .is_err()
                {
                    continue;
                }
                let reader = stream.try_clone().expect("clone");
                {
                    let mut r = shared.0.lock().unwrap();
                    r.stream = Some(stream);
                    r.connections += 1;
                }
                let shared = shared.clone();
                std::thread::spawn(move || {
                    for line in BufReader::new(reader).lines() {
                        let Ok(line) = line else { break };
                        shared.0.lock().unwrap().lines.push(line);
                        shared.1.notify_all();
                    }
                });
            }
        });
        FakeDisplay { port, state }
    }

    /// How many lines have come so far, to wait for what comes after.
    pub fn mark(&self) -> usize {
        self.state.0.lock().unwrap().lines.len()
    }

    pub fn connections(&self) -> usize {
        self.state.0.lock().unwrap().connections
    }

    /// Waits for a `Visual` line after `mark` that `pred` accepts; returns it.
    pub fn wait_visual(&self, mark: usize, what: &str, pred: impl Fn(&str) -> bool) -> String {
        self.wait_visual_within(mark, WAIT, pred)
            .unwrap_or_else(|| panic!("no Visual line {what}; got:\n{}", self.visuals(mark)))
    }

    pub fn wait_visual_within(
        &self,
        mark: usize,
        limit: Duration,
        pred: impl Fn(&str) -> bool,
    ) -> Option<String> {
        let deadline = Instant::now() + limit;
        let (lock, cv) = &*self.state;
        let mut r = lock.lock().unwrap();
        loop {
            if let Some(v) = r.lines[mark.min(r.lines.len())..]
                .iter()
                .filter_map(|l| visual(l))
                .find(|v| pred(v))
            {
                return Some(v);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return None;
            }
            r = cv.wait_timeout(r, left).unwrap().0;
        }
    }

    /// Waits for any line after `mark` that `pred` accepts.
    pub fn wait_line(&self, mark: usize, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + WAIT;
        let (lock, cv) = &*self.state;
        let mut r = lock.lock().unwrap();
        loop {
            if let Some(line) = r.lines[mark.min(r.lines.len())..].iter().find(|l| pred(l)) {
                return line.clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "no line {what}; got:\n{}",
                r.lines[mark..].join("\n")
            );
            r = cv.wait_timeout(r, left).unwrap().0;
        }
    }

    /// The `Braille` line that follows the last `Visual` line `text`, once it has come.
    pub fn braille_after(&self, text: &str) -> String {
        let deadline = Instant::now() + WAIT;
        let (lock, cv) = &*self.state;
        let mut r = lock.lock().unwrap();
        loop {
            let at = r
                .lines
                .iter()
                .rposition(|l| visual(l).as_deref() == Some(text))
                .expect("the Visual line");
            if let Some(line) = r.lines[at + 1..].iter().find(|l| l.starts_with("Braille ")) {
                return line.clone();
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "no Braille line after {text:?}");
            r = cv.wait_timeout(r, left).unwrap().0;
        }
    }

    pub fn visuals(&self, mark: usize) -> String {
        let r = self.state.0.lock().unwrap();
        r.lines[mark.min(r.lines.len())..]
            .iter()
            .filter_map(|l| visual(l))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Sends a key line to BRLTTY, as the display would.
    pub fn key(&self, line: &str) {
        let mut r = self.state.0.lock().unwrap();
        let stream = r.stream.as_mut().expect("BRLTTY connected to the display");
        // One write a line: BRLTTY's Virtual driver drops a key whose line comes in pieces.
        stream
            .write_all(format!("{line}\n").as_bytes())
            .expect("send key");
    }

    /// Presses a key and waits for the display to show what `pred` accepts; returns that line.
    pub fn press(&self, key: &str, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let mark = self.mark();
        self.key(key);
        self.wait_visual(mark, what, pred)
    }

    /// Types text on the braille keyboard (PASSCHAR keys), each character seen on the typed
    /// line ("> " and what was typed before) before the next goes.
    pub fn type_text(&self, before: &str, text: &str) {
        let mut typed = before.to_string();
        for c in text.chars() {
            typed.push(c);
            let want = format!("> {typed}");
            self.press(&format!("PASSCHAR {}", u32::from(c)), &want, |v| {
                v.starts_with(&want)
            });
        }
    }
}

/// The text of a `Visual "…"` line.
pub fn visual(line: &str) -> Option<String> {
    let rest = line.strip_prefix("Visual \"")?;
    Some(rest.strip_suffix('"').unwrap_or(rest).to_string())
}
