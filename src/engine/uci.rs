//! One engine process spoken to over UCI. Its output is read by a thread of its own into a
//! channel, so that every wait has a limit: an engine that hangs is found out and killed, never
//! waited for forever.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use shakmaty::Color;

use super::Score;
use crate::message::{Arg, Message};

/// How long an engine may take to say `uciok` or `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// What a search may take beyond its own limit before the engine counts as hung.
const GRACE: Duration = Duration::from_secs(10);

/// Why the engine could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// The program could not be started (not installed, not executable).
    Start {
        path: PathBuf,
        kind: std::io::ErrorKind,
    },
    /// The process ended (crashed, or was killed).
    Gone,
    /// No answer within the limit.
    Hung { waiting_for: &'static str },
    /// The engine's best move is not one anna can read.
    Unreadable(String),
}

impl EngineError {
    pub fn message(&self) -> Message {
        match self {
            EngineError::Start { path, kind } => Message::new("engine-cannot-start")
                .with("path", Arg::Text(path.display().to_string()))
                .with("reason", crate::message::io_kind_reason(*kind)),
            EngineError::Gone => Message::new("engine-gone"),
            EngineError::Hung { .. } => Message::new("engine-hung"),
            EngineError::Unreadable(text) => {
                Message::new("engine-unreadable").with("text", Arg::Text(text.clone()))
            }
        }
    }
}

/// How long the engine thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Nodes(u64),
    Depth(u32),
    Time(Duration),
    /// The clocks, as a player with a clock thinks.
    Clock {
        white: Duration,
        black: Duration,
        white_inc: Duration,
        black_inc: Duration,
        moves_to_go: Option<u32>,
    },
}

impl Limit {
    fn go(&self) -> String {
        let ms = |d: &Duration| d.as_millis();
        match self {
            Limit::Nodes(n) => format!("go nodes {n}"),
            Limit::Depth(d) => format!("go depth {d}"),
            Limit::Time(t) => format!("go movetime {}", ms(t).max(1)),
            Limit::Clock {
                white,
                black,
                white_inc,
                black_inc,
                moves_to_go,
            } => {
                let mut go = format!(
                    "go wtime {} btime {} winc {} binc {}",
                    ms(white),
                    ms(black),
                    ms(white_inc),
                    ms(black_inc)
                );
                if let Some(n) = moves_to_go {
                    go.push_str(&format!(" movestogo {n}"));
                }
                go
            }
        }
    }

    /// The longest a search with this limit may reasonably take.
    fn bound(&self) -> Duration {
        match self {
            Limit::Nodes(_) | Limit::Depth(_) => Duration::from_secs(60),
            Limit::Time(t) => *t + GRACE,
            Limit::Clock { white, black, .. } => (*white).max(*black) + GRACE,
        }
    }
}

/// A position to search: the start position as FEN and the moves since, in UCI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    pub fen: String,
    pub moves: Vec<String>,
    /// The side to move at the end of `moves`, to turn the engine's score to White's view.
    pub turn: Color,
    pub limit: Limit,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The best move in UCI; none when the position has no legal move.
    pub best: Option<String>,
    /// The last evaluation the engine reported, from White's view.
    pub score: Option<Score>,
}

/// A numeric option's range, as the engine declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Spin {
    name: String,
    min: i64,
    max: i64,
}

pub struct Uci {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    spins: Vec<Spin>,
    chess960: bool,
}

impl Uci {
    /// Starts the engine and waits for its `uciok`.
    pub fn start(path: &Path) -> Result<Uci, EngineError> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::Start {
                path: path.to_path_buf(),
                kind: e.kind(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Gone);
        };
        let (tx, lines) = channel();
        std::thread::Builder::new()
            .name("engine-reader".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| EngineError::Start {
                path: path.to_path_buf(),
                kind: e.kind(),
            })?;
        let mut uci = Uci {
            child,
            stdin,
            lines,
            name: String::new(),
            spins: Vec::new(),
            chess960: false,
        };
        uci.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = uci.line(deadline, "uciok")?;
            if let Some(name) = line.strip_prefix("id name ") {
                uci.name = name.trim().to_string();
            } else if let Some(spin) = parse_spin(&line) {
                uci.spins.push(spin);
            } else if line.trim() == "uciok" {
                break;
            }
        }
        // One thread makes a fixed node count give the same move every time.
        if uci.spins.iter().any(|s| s.name == "Threads") {
            uci.set_option("Threads", "1")?;
        }
        uci.ready()?;
        Ok(uci)
    }

    /// The engine's own name ("Stockfish 15.1").
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The range of a numeric option, if the engine has it.
    pub fn range(&self, option: &str) -> Option<(i64, i64)> {
        self.spins
            .iter()
            .find(|s| s.name.eq_ignore_ascii_case(option))
            .map(|s| (s.min, s.max))
    }

    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    /// Waits until the engine has taken in everything sent so far.
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.line(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    /// A new game: the engine forgets what it learnt about the last one.
    pub fn new_game(&mut self, chess960: bool) -> Result<(), EngineError> {
        if chess960 != self.chess960 {
            self.set_option("UCI_Chess960", if chess960 { "true" } else { "false" })?;
            self.chess960 = chess960;
        }
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Searches and waits for the best move, no longer than the limit allows.
    pub fn search(&mut self, search: &Search) -> Result<Found, EngineError> {
        let mut position = format!("position fen {}", search.fen);
        if !search.moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&search.moves.join(" "));
        }
        self.send(&position)?;
        self.send(&search.limit.go())?;
        let deadline = Instant::now() + search.limit.bound();
        let mut score = None;
        loop {
            let line = match self.line(deadline, "bestmove") {
                Err(EngineError::Hung { .. }) => {
                    // Asked to stop, it must answer at once; else it is hung.
                    self.send("stop")?;
                    self.line(Instant::now() + Duration::from_secs(2), "bestmove")?
                }
                other => other?,
            };
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    if let Some(s) = parse_score(&line) {
                        score = Some(Score::from_mover(s, search.turn));
                    }
                }
                Some("bestmove") => {
                    let best = words.next().unwrap_or("(none)");
                    let best = match best {
                        "(none)" | "0000" => None,
                        m if m.len() >= 4 && m.is_ascii() => Some(m.to_string()),
                        other => return Err(EngineError::Unreadable(other.to_string())),
                    };
                    return Ok(Found { best, score });
                }
                _ => {}
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| EngineError::Gone)
    }

    fn line(
        &mut self,
        deadline: Instant,
        waiting_for: &'static str,
    ) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Hung { waiting_for }),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Gone),
        }
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `option name Skill Level type spin default 20 min 0 max 20`.
fn parse_spin(line: &str) -> Option<Spin> {
    let rest = line.strip_prefix("option name ")?;
    let (name, rest) = rest.split_once(" type ")?;
    let mut words = rest.split_whitespace();
    if words.next()? != "spin" {
        return None;
    }
    let (mut min, mut max) = (None, None);
    while let Some(word) = words.next() {
        match word {
            "min" => min = words.next().and_then(|w| w.parse().ok()),
            "max" => max = words.next().and_then(|w| w.parse().ok()),
            _ => {}
        }
    }
    Some(Spin {
        name: name.trim().to_string(),
        min: min?,
        max: max?,
    })
}

/// The score of an `info` line, from the side to move's view; bounds (`lowerbound`,
/// `upperbound`) are not final and are skipped.
fn parse_score(line: &str) -> Option<Score> {
    let mut words = line.split_whitespace().skip_while(|w| *w != "score");
    words.next()?;
    let kind = words.next()?;
    let value: i32 = words.next()?.parse().ok()?;
    if matches!(words.next(), Some("lowerbound" | "upperbound")) {
        return None;
    }
    match kind {
        "cp" => Some(Score::Cp(value)),
        "mate" => Some(Score::Mate(value)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_give_scores_and_bounds_are_skipped() {
        let line = "info depth 12 seldepth 15 multipv 1 score cp -35 nodes 100 pv e7e5";
        assert_eq!(parse_score(line), Some(Score::Cp(-35)));
        assert_eq!(
            parse_score("info depth 3 score mate -2 pv e1e2"),
            Some(Score::Mate(-2))
        );
        assert_eq!(parse_score("info depth 9 score cp 50 lowerbound"), None);
        assert_eq!(parse_score("info string NNUE enabled"), None);
    }

    #[test]
    fn spin_options_are_read_with_names_of_several_words() {
        let spin = parse_spin("option name Skill Level type spin default 20 min 0 max 20");
        assert_eq!(
            spin,
            Some(Spin {
                name: "Skill Level".into(),
                min: 0,
                max: 20
            })
        );
        assert_eq!(
            parse_spin("option name Ponder type check default false"),
            None
        );
    }
}
