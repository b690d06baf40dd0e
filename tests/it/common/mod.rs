//! Shared by the tests: the real `anna` binary in a pseudo-terminal, with its own XDG folders
//! (here), a session driven with time handed in ([`session`]), and the whole game loop run
//! in-process on a clock moved by hand ([`game_loop`]). Each test binary uses a part.

pub mod alsa;
pub mod announce;
pub mod bare_pty;
pub mod display;
pub mod game_loop;
pub mod lichess;
pub mod lichess_schema;
pub mod random_game;
pub mod session;
pub mod speechd;
pub mod temp;

use temp::TempDir;

use std::io::ErrorKind;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use expectrl::process::unix::WaitStatus;
use expectrl::session::OsSession;
use expectrl::{Expect, Session};

/// How long any one answer may take before the test fails.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// How often the output is looked at while waiting.
const POLL: Duration = Duration::from_millis(2);

/// How often the output is looked at when the instant it came matters.
const FINE_POLL: Duration = Duration::from_micros(500);

/// Fresh XDG data and config folders for one test, removed when the test ends.
pub struct Dirs {
    pub root: PathBuf,
    _dir: TempDir,
}

impl Dirs {
    pub fn new(test: &str) -> Dirs {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let dir = TempDir::with("e2e", &format!("{test}-{nanos}"), "data");
        let root = dir.0.clone();
        // Speech has tests of its own; here the screen is what is checked.
        std::fs::create_dir_all(root.join("config/anna")).expect("create the config folder");
        std::fs::write(
            root.join("config/anna/config.toml"),
            "speech = \"off\"\nbraille = \"off\"\n",
        )
        .expect("write the configuration");
        Dirs { root, _dir: dir }
    }

    pub fn data(&self) -> PathBuf {
        self.root.join("data")
    }

    pub fn config(&self) -> PathBuf {
        self.root.join("config")
    }

    pub fn games(&self) -> PathBuf {
        self.data().join("anna").join("games")
    }

    /// The one file with this extension in the games folder.
    pub fn only_game_file(&self, ext: &str) -> PathBuf {
        let files: Vec<PathBuf> = std::fs::read_dir(self.games())
            .expect("the games folder exists")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        assert_eq!(
            files.len(),
            1,
            "one .{ext} file in the games folder: {files:?}"
        );
        files.into_iter().next().expect("one file")
    }

    /// The text of the one file with this extension in the games folder.
    pub fn read_game_file(&self, ext: &str) -> String {
        let path = self.only_game_file(ext);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// A command for the binary, with this test's folders.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_anna"));
        cmd.args(args)
            .env("XDG_DATA_HOME", self.data())
            .env("XDG_CONFIG_HOME", self.config())
            // The log too stays in the test's folder (and can be read there).
            .env("XDG_STATE_HOME", self.root.join("state"))
            .env("TERM", "dumb")
            // German answers whatever the machine's locale: the language is the default one.
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("NO_COLOR");
        cmd
    }

    /// Runs a non-interactive command to its end, whatever its exit status.
    pub fn output(&self, args: &[&str]) -> Output {
        self.command(args)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("the anna binary runs")
    }

    /// Runs a non-interactive command (`resume --list`, `export`) that must succeed and returns
    /// its output.
    pub fn run(&self, args: &[&str]) -> String {
        let out = self.output(args);
        assert!(
            out.status.success(),
            "anna {args:?} failed with {:?}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("UTF-8 output")
    }

    pub fn spawn(&self, args: &[&str]) -> Anna {
        self.spawn_on(args, "dumb")
    }

    /// [`Dirs::spawn`] with these environment variables set.
    pub fn spawn_with_env(&self, args: &[&str], env: &[(&str, &str)]) -> Anna {
        let mut command = self.command(args);
        command.envs(env.iter().copied());
        Anna::in_pty(command, args)
    }

    /// [`Dirs::spawn`] on a terminal of the kind `term` (`xterm`: line editing, escape
    /// sequences; the other tests use `dumb`, where lines are read plainly).
    pub fn spawn_on(&self, args: &[&str], term: &str) -> Anna {
        let mut command = self.command(args);
        command.env("TERM", term);
        Anna::in_pty(command, args)
    }
}

impl Anna {
    /// `command` started in a pseudo-terminal.
    pub fn in_pty(command: Command, args: &[&str]) -> Anna {
        let session = Session::spawn(command).expect("spawn anna in a pty");
        Anna {
            session,
            args: args.iter().map(|s| s.to_string()).collect(),
            out: String::new(),
            raw: Vec::new(),
            bytes: Vec::new(),
            pos: 0,
            eof: false,
        }
    }
}

/// A running `anna` in a pseudo-terminal and everything it printed so far.
pub struct Anna {
    pub session: OsSession,
    pub args: Vec<String>,
    /// All output, decoded, with the terminal's "\r\n" turned into "\n".
    pub out: String,
    /// Bytes not yet decoded (a character split between two reads).
    pub raw: Vec<u8>,
    /// Every byte read, as the terminal got it (for a terminal emulator's screen).
    pub bytes: Vec<u8>,
    /// How much of `out` the test has already looked at.
    pub pos: usize,
    pub eof: bool,
}

impl Drop for Anna {
    fn drop(&mut self) {
        // A test that failed half-way leaves no program behind.
        if !self.eof {
            let _ = self.session.get_process_mut().exit(true);
        }
    }
}

/// The German prompt before a move: "5. Weiß> " or "5. … Schwarz> ".
pub fn prompt_de(ply: usize) -> String {
    let n = ply / 2 + 1;
    if ply.is_multiple_of(2) {
        format!("{n}. Weiß> ")
    } else {
        format!("{n}. … Schwarz> ")
    }
}

/// The `at` (milliseconds since 1970), `kind` and whole record of every journal line.
pub fn journal_lines(text: &str) -> Vec<(u64, String, serde_json::Value)> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value =
                serde_json::from_str(l).unwrap_or_else(|e| panic!("journal line {l:?}: {e}"));
            let at = v["at"].as_u64().unwrap_or_else(|| panic!("no at in {l:?}"));
            let kind = v["kind"].as_str().unwrap_or("").to_string();
            (at, kind, v)
        })
        .collect()
}

/// Where a line-view prompt ("12. Weiß> ", "3. … Black> ", with an open question "2. Weiß
/// [unterbrechen? ja oder nein]> ") ends, if `line` is one.
pub fn prompt_len(line: &str) -> Option<usize> {
    // After the end the prompt says so instead of a move number and a side.
    let ended = ["Partie beendet", "Game over"]
        .iter()
        .find_map(|over| line.strip_prefix(*over));
    let rest = match ended {
        Some(rest) => rest,
        None => {
            let digits = line.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 {
                return None;
            }
            let rest = line[digits..].strip_prefix(". ")?;
            let rest = rest.strip_prefix("… ").unwrap_or(rest);
            let side = ["Weiß", "Schwarz", "White", "Black"]
                .iter()
                .find(|side| rest.starts_with(*side))?;
            &rest[side.len()..]
        }
    };
    let question = match rest.strip_prefix(" [") {
        Some(inside) => inside.find("]")? + 3,
        None => 0,
    };
    rest[question..]
        .starts_with("> ")
        .then(|| line.len() - rest.len() + question + 2)
}

/// The prompt with an open question: "2. Weiß> " and "unterbrechen: ja/nein" give "2. Weiß
/// [unterbrechen: ja/nein]> ".
pub fn asking(prompt: &str, question: &str) -> String {
    format!("{} [{question}]> ", prompt.trim_end_matches("> "))
}

impl Anna {
    /// Reads what is there; false when nothing came.
    pub fn pump(&mut self) -> bool {
        if self.eof {
            return false;
        }
        let mut buf = [0u8; 4096];
        match self.session.try_read(&mut buf) {
            Ok(0) => {
                self.eof = true;
                false
            }
            Ok(n) => {
                self.raw.extend_from_slice(&buf[..n]);
                self.bytes.extend_from_slice(&buf[..n]);
                let valid = match std::str::from_utf8(&self.raw) {
                    Ok(s) => s.len(),
                    Err(e) if e.error_len().is_none() => e.valid_up_to(),
                    Err(_) => self.raw.len(),
                };
                let text = String::from_utf8_lossy(&self.raw[..valid]).replace('\r', "");
                self.raw.drain(..valid);
                self.out.push_str(&text);
                true
            }
            Err(e) if e.kind() == ErrorKind::WouldBlock => false,
            // Linux says EIO on the master side once the child has closed the terminal.
            Err(_) => {
                self.eof = true;
                false
            }
        }
    }

    pub fn transcript(&self) -> String {
        format!(
            "anna {}\n---- seen so far ----\n{}\n---- not yet looked at ----\n{}\n----",
            self.args.join(" "),
            &self.out[..self.pos],
            &self.out[self.pos..]
        )
    }

    /// Polls until `found` finds something in the unread output (returns its start and end);
    /// `None` when the output ends first.
    pub fn poll_for(
        &mut self,
        what: &str,
        found: impl Fn(&str) -> Option<(usize, usize)>,
    ) -> Option<(usize, usize)> {
        self.poll_every(POLL, what, found)
            .map(|(start, end, _)| (start, end))
    }

    /// As `poll_for`, looking every `every`; also returns the instant it was found.
    fn poll_every(
        &mut self,
        every: Duration,
        what: &str,
        found: impl Fn(&str) -> Option<(usize, usize)>,
    ) -> Option<(usize, usize, Instant)> {
        let deadline = Instant::now() + TIMEOUT;
        loop {
            while self.pump() {}
            if let Some((start, end)) = found(&self.out[self.pos..]) {
                return Some((self.pos + start, self.pos + end, Instant::now()));
            }
            if self.eof {
                return None;
            }
            if Instant::now() > deadline {
                panic!("no {what} within {TIMEOUT:?}\n{}", self.transcript());
            }
            std::thread::sleep(every);
        }
    }

    /// Waits for `text`, looking every `every`; returns what came before it and the instant it
    /// was seen, and moves past it.
    fn expect_every(&mut self, every: Duration, text: &str) -> (String, Instant) {
        let what = format!("{text:?}");
        let (start, end, seen) = self
            .poll_every(every, &what, |s| s.find(text).map(|i| (i, i + text.len())))
            .unwrap_or_else(|| panic!("anna ended before {what}\n{}", self.transcript()));
        let before = self.out[self.pos..start].to_string();
        self.pos = end;
        (before, seen)
    }

    /// Waits for `text`; returns what came before it and moves past it.
    pub fn expect(&mut self, text: &str) -> String {
        self.expect_every(POLL, text).0
    }

    /// As `expect`, and also returns the instant `text` was seen. Looks every half
    /// millisecond, so the instant is late by little more than the terminal's own latency.
    pub fn expect_timed(&mut self, text: &str) -> (String, Instant) {
        self.expect_every(FINE_POLL, text)
    }

    /// Everything printed until now that the test has not looked at yet, read for `wait`.
    pub fn drain_for(&mut self, wait: Duration) -> String {
        let until = Instant::now() + wait;
        while Instant::now() < until {
            if !self.pump() {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        while self.pump() {}
        let rest = self.out[self.pos..].to_string();
        self.pos = self.out.len();
        rest
    }

    /// Waits for the program to stop at a prompt; returns what it printed before the prompt and
    /// the prompt itself.
    pub fn until_prompt(&mut self) -> (String, String) {
        self.until_prompt_or_end()
            .unwrap_or_else(|| panic!("anna ended before a prompt\n{}", self.transcript()))
    }

    /// As `until_prompt`, but `None` when the program ends instead.
    pub fn until_prompt_or_end(&mut self) -> Option<(String, String)> {
        let (start, end) = self.poll_for("prompt", |s| {
            // The prompt is the last thing printed while anna waits, at the start of a line.
            let line_start = s.rfind('\n').map_or(0, |i| i + 1);
            let line = &s[line_start..];
            prompt_len(line)
                .filter(|&n| n == line.len())
                .map(|n| (line_start, line_start + n))
        })?;
        let before = self.out[self.pos..start].to_string();
        let prompt = self.out[start..end].to_string();
        self.pos = end;
        Some((before, prompt))
    }

    /// Types a line; returns the instant just before it was sent.
    pub fn send(&mut self, line: &str) -> Instant {
        let sent = Instant::now();
        self.session
            .send_line(line)
            .unwrap_or_else(|e| panic!("cannot type {line:?}: {e}\n{}", self.transcript()));
        sent
    }

    /// Presses keys: sends them as they are, without a newline (`anna clock` reads the
    /// terminal in raw mode).
    pub fn press(&mut self, keys: &str) {
        self.session
            .send(keys)
            .unwrap_or_else(|e| panic!("cannot press {keys:?}: {e}\n{}", self.transcript()));
    }

    /// Types a line and returns the answer: everything up to the next `prompt`, trimmed, without
    /// the typed line should the terminal echo it.
    pub fn ask(&mut self, line: &str, prompt: &str) -> String {
        self.send(line);
        let answer = self.expect(prompt);
        let answer = answer.trim_start_matches('\n');
        answer
            .strip_prefix(line)
            .unwrap_or(answer)
            .trim()
            .to_string()
    }

    /// Types a line and returns the answer (every line before the next prompt, without the
    /// last newline) and that prompt. An unanswered line fails the test.
    pub fn step(&mut self, line: &str) -> (String, String) {
        self.send(line);
        let (answer, prompt) = self.until_prompt();
        let answer = answer.trim_end_matches('\n').to_string();
        assert!(
            !answer.trim().is_empty(),
            "no answer to {line:?}\n{}",
            self.transcript()
        );
        (answer, prompt)
    }

    /// Types a line and checks the whole answer and the prompt after it.
    pub fn exchange(&mut self, line: &str, answer: &str, prompt: &str) {
        let (got, got_prompt) = self.step(line);
        assert_eq!(got, answer, "answer to {line:?}\n{}", self.transcript());
        assert_eq!(
            got_prompt,
            prompt,
            "prompt after {line:?}\n{}",
            self.transcript()
        );
    }

    /// Types each line in turn and checks its whole answer; the prompt stays `prompt`.
    pub fn exchanges(&mut self, prompt: &str, lines_and_answers: &[(&str, &str)]) {
        for (line, answer) in lines_and_answers {
            self.exchange(line, answer, prompt);
        }
    }

    /// Waits until the program has closed the terminal and exited; returns the rest of its
    /// output and its exit status.
    pub fn finish(&mut self) -> (String, WaitStatus) {
        let deadline = Instant::now() + TIMEOUT;
        while !self.eof {
            if !self.pump() {
                assert!(
                    Instant::now() < deadline,
                    "anna did not close its terminal\n{}",
                    self.transcript()
                );
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        let rest = self.out[self.pos..].to_string();
        self.pos = self.out.len();
        let status = self.session.get_process().wait().expect("wait for anna");
        (rest, status)
    }

    pub fn pid(&self) -> i32 {
        self.session.get_process().pid().as_raw()
    }

    pub fn assert_exits_cleanly(&mut self) -> String {
        let (rest, status) = self.finish();
        assert!(
            matches!(status, WaitStatus::Exited(_, 0)),
            "anna exited with {status:?}\n{}",
            self.transcript()
        );
        rest
    }
}

/// How many cases a property test runs: `PROPTEST_CASES` if set (5000 searches deeper), else
/// `default`, which keeps CI quick.
pub fn proptest_cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Runs `command` with `input` as its standard input, to its end; what it wrote.
pub fn run_with_input(mut command: Command, input: &[u8]) -> std::process::Output {
    use std::io::Write as _;
    let mut child = command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the program starts");
    child
        .stdin
        .take()
        .expect("its input")
        .write_all(input)
        .expect("typing");
    child.wait_with_output().expect("the program ends")
}

/// Every file below `dir`, with its text (to look for what must be in none of them).
pub fn all_files(dir: &std::path::Path) -> Vec<(PathBuf, String)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(all_files(&path));
        } else {
            let text =
                String::from_utf8_lossy(&std::fs::read(&path).unwrap_or_default()).into_owned();
            found.push((path, text));
        }
    }
    found
}

/// The moves of a PGN text in SAN, without tags, move numbers, comments and the result.
pub fn pgn_moves(pgn: &str) -> Vec<String> {
    let mut moves = Vec::new();
    let mut comment = false;
    for line in pgn.lines().filter(|l| !l.starts_with('[')) {
        for token in line.split_whitespace() {
            if token.starts_with('{') {
                comment = true;
            }
            let result = ["*", "1-0", "0-1", "1/2-1/2"].contains(&token);
            if !comment && !token.ends_with('.') && !result {
                moves.push(token.to_string());
            }
            if token.ends_with('}') {
                comment = false;
            }
        }
    }
    moves
}
