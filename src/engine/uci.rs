//! One engine process spoken to over UCI. Its output is read by a thread of its own into a
//! channel, so that every wait has a limit: an engine that hangs is found out and killed, never
//! waited for forever. What it writes is bounded (a line's length, the lines queued, the lines
//! of one search), so that a misbehaving engine cannot fill anna's memory; it dies with the
//! thread that started it, so that none outlives a killed anna.

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, channel, sync_channel};
use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Position};

use super::Score;
use crate::message::{Arg, Message};

/// How long an engine may take to say `uciok` or `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long an engine told to `stop` may take to give its best move before it counts as hung
/// (Stockfish answers within milliseconds).
const STOP_GRACE: Duration = Duration::from_secs(2);
/// The longest a search of a fixed size (nodes, depth) may take before it is told to stop.
const LONGEST_FIXED_SEARCH: Duration = Duration::from_secs(60);
/// How long an engine told to `quit` may take to end before it is killed.
const QUIT_GRACE: Duration = Duration::from_millis(500);
/// The longest line kept; the rest of a longer one is skipped (Stockfish's longest, a deep
/// principal variation, is a few hundred characters).
const MAX_LINE: usize = 16 * 1024;
/// Lines read ahead of the search that takes them; the engine waits while they are full.
const QUEUED_LINES: usize = 256;
/// The most lines one search may write: Stockfish writes a few hundred even in minutes of
/// thought; an engine writing more is flooding and is treated as unreadable.
const MAX_SEARCH_LINES: usize = 50_000;

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
    /// The engine's best move is not one anna can read, or not legal in the position.
    Unreadable(String),
    /// The engine writes without end (more lines in one search than any engine needs).
    Flood,
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
            EngineError::Flood => Message::new("engine-flood"),
        }
    }

    /// The fault in a word or two, for the journal and the log (never shown to a player).
    pub fn code(&self) -> String {
        match self {
            EngineError::Start { kind, .. } => format!("start {kind}"),
            EngineError::Gone => "gone".into(),
            EngineError::Hung { waiting_for } => format!("hung {waiting_for}"),
            EngineError::Unreadable(text) => format!("unreadable {text}"),
            EngineError::Flood => "flood".into(),
        }
    }
}

/// How long the engine thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Nodes(u64),
    Depth(u32),
    Time(Duration),
}

impl Limit {
    fn go(&self) -> String {
        let ms = |d: &Duration| d.as_millis();
        match self {
            Limit::Nodes(n) => format!("go nodes {n}"),
            Limit::Depth(d) => format!("go depth {d}"),
            Limit::Time(t) => format!("go movetime {}", ms(t).max(1)),
        }
    }

    /// When the engine is told to stop: at the end of its time, so that the time anna says
    /// it may still think ("höchstens zwei Sekunden") holds for an engine that overruns it.
    fn stop_after(&self) -> Duration {
        match self {
            Limit::Nodes(_) | Limit::Depth(_) => LONGEST_FIXED_SEARCH,
            Limit::Time(t) => *t,
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
    /// Closed when the engine is let go, which tells it to end as surely as `quit`.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Rings once the process has ended (it stays unreaped until `child` is waited for).
    exited: Receiver<()>,
    name: String,
    spins: Vec<Spin>,
    chess960: bool,
}

impl Uci {
    /// Starts the engine and waits for its `uciok`.
    pub fn start(path: &Path) -> Result<Uci, EngineError> {
        let failed = |e: std::io::Error| EngineError::Start {
            path: path.to_path_buf(),
            kind: e.kind(),
        };
        let mut command = Command::new(path);
        // The Lichess token is anna's to send to Lichess, not the engine's to read.
        command
            .env_remove("LICHESS_TOKEN")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        dies_with_its_thread(&mut command);
        let mut child = command.spawn().map_err(failed)?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(EngineError::Gone);
        };
        let (tx, lines) = sync_channel(QUEUED_LINES);
        let exited = watch_exit(child.id());
        let mut uci = Uci {
            child,
            stdin: Some(stdin),
            lines,
            exited,
            name: String::new(),
            spins: Vec::new(),
            chess960: false,
        };
        std::thread::Builder::new()
            .name("engine-reader".into())
            .spawn(move || read_lines(stdout, &tx))
            .map_err(failed)?;
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
        self.search_watched(search, &mut |_| {})
    }

    /// [`Uci::search`], telling `watch` each evaluation as the engine reports it, so that the
    /// search so far can be told while it goes on. The best move is a legal one, or the answer
    /// is [`EngineError::Unreadable`].
    pub fn search_watched(
        &mut self,
        search: &Search,
        watch: &mut dyn FnMut(Score),
    ) -> Result<Found, EngineError> {
        let mut position = format!("position fen {}", search.fen);
        if !search.moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&search.moves.join(" "));
        }
        self.send(&position)?;
        self.send(&search.limit.go())?;
        let mut deadline = Instant::now() + search.limit.stop_after();
        let mut stopped = false;
        let mut score = None;
        for _ in 0..MAX_SEARCH_LINES {
            let line = match self.line(deadline, "bestmove") {
                // Asked to stop, it must answer at once; else it is hung.
                Err(EngineError::Hung { .. }) if !stopped => {
                    self.send("stop")?;
                    stopped = true;
                    deadline = Instant::now() + STOP_GRACE;
                    continue;
                }
                other => other?,
            };
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") => {
                    if let Some(s) = parse_score(&line) {
                        let s = Score::from_mover(s, search.turn);
                        watch(s);
                        score = Some(s);
                    }
                }
                Some("bestmove") => {
                    let best = self.read_best(search, words.next().unwrap_or("(none)"))?;
                    if stopped {
                        // The `stop` may have crossed a best move given on time: whatever the
                        // engine says to it is read here, not taken for the next search's move.
                        self.ready()?;
                    }
                    return Ok(Found { best, score });
                }
                _ => {}
            }
        }
        Err(EngineError::Flood)
    }

    /// The best move as the engine gave it: a legal move in the position searched, or none
    /// when the position has no legal move; anything else is [`EngineError::Unreadable`].
    fn read_best(&self, search: &Search, best: &str) -> Result<Option<String>, EngineError> {
        let unreadable = || EngineError::Unreadable(best.to_string());
        let position = self.position(search).ok_or_else(unreadable)?;
        match best {
            "(none)" | "0000" if position.legal_moves().is_empty() => Ok(None),
            _ => match best.parse::<UciMove>().map(|u| u.to_move(&position)) {
                Ok(Ok(_)) => Ok(Some(best.to_string())),
                _ => Err(unreadable()),
            },
        }
    }

    /// The position searched: the start position with the moves since made.
    fn position(&self, search: &Search) -> Option<Chess> {
        let mode = if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        let mut position: Chess = search.fen.parse::<Fen>().ok()?.into_position(mode).ok()?;
        for uci in &search.moves {
            let m = uci.parse::<UciMove>().ok()?.to_move(&position).ok()?;
            position.play_unchecked(m);
        }
        Some(position)
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(EngineError::Gone);
        };
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|_| EngineError::Gone)
    }

    /// The next line, if it comes before `deadline` (a line already waiting counts only
    /// before it too: an engine writing without pause is no answer).
    fn line(
        &mut self,
        deadline: Instant,
        waiting_for: &'static str,
    ) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(EngineError::Hung { waiting_for });
        }
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Hung { waiting_for }),
            Err(RecvTimeoutError::Disconnected) => Err(EngineError::Gone),
        }
    }
}

impl Drop for Uci {
    /// `quit`, its input closed, a short grace measured by the process's own end, then killed:
    /// an engine that ignores `quit` does not outlive its game.
    fn drop(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = writeln!(stdin, "quit");
            let _ = stdin.flush();
        }
        if self.exited.recv_timeout(QUIT_GRACE).is_err() {
            tracing::warn!(event = "engine", quit = "ignored", killed = true);
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

/// The engine is killed when the thread that starts it ends (the engine thread, or anna
/// itself killed), so that no engine is left behind thinking for nobody.
fn dies_with_its_thread(command: &mut Command) {
    let Ok(parent) = libc::pid_t::try_from(std::process::id()) else {
        return;
    };
    // SAFETY: between fork and exec the closure calls only async-signal-safe functions
    // (prctl, getppid) and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // anna ended before the signal was asked for: end too.
            if libc::getppid() != parent {
                return Err(std::io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
}

/// Rings when the process `pid` has ended, without reaping it (`WNOWAIT`): until `Child::wait`
/// reaps it, its pid is still its own, so a kill after a timed-out wait reaches no other
/// process.
fn watch_exit(pid: u32) -> Receiver<()> {
    let (tx, rx) = channel();
    let id: libc::id_t = pid;
    let spawned = std::thread::Builder::new()
        .name("engine-exit".into())
        .spawn(move || {
            loop {
                // SAFETY: `info` is a valid, writable siginfo_t for the call.
                let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
                let r = unsafe {
                    libc::waitid(
                        libc::P_PID,
                        id,
                        &raw mut info,
                        libc::WEXITED | libc::WNOWAIT,
                    )
                };
                if r == 0
                    || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
                {
                    break;
                }
            }
            let _ = tx.send(());
        });
    if let Err(e) = spawned {
        tracing::warn!(event = "engine", watch = false, error = %e);
    }
    rx
}

/// The engine's output, line by line into `tx`: a line longer than [`MAX_LINE`] is cut there
/// and the rest of it skipped; while `tx` is full the engine waits on its pipe.
fn read_lines(stdout: ChildStdout, tx: &SyncSender<String>) {
    let mut reader = BufReader::new(stdout);
    let mut line = Vec::new();
    loop {
        line.clear();
        let limit = u64::try_from(MAX_LINE).unwrap_or(u64::MAX);
        match (&mut reader).take(limit).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        if line.last() != Some(&b'\n') && !skip_line(&mut reader) {
            return;
        }
        let text = String::from_utf8_lossy(&line).trim_end().to_string();
        if tx.send(text).is_err() {
            return;
        }
    }
}

/// Skips the rest of a line; false at the end of the output.
fn skip_line(reader: &mut impl BufRead) -> bool {
    loop {
        let (found, used) = match reader.fill_buf() {
            Ok([]) | Err(_) => return false,
            Ok(buf) => match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (true, i + 1),
                None => (false, buf.len()),
            },
        };
        reader.consume(used);
        if found {
            return true;
        }
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
    use std::os::unix::fs::PermissionsExt;

    /// A UCI engine as a shell script in a folder of its own: `uciok`, `readyok`, and the
    /// given cases for `go` and `stop`; every line it reads is logged to `log`.
    fn script_engine(name: &str, go: &str, stop: &str) -> (PathBuf, PathBuf) {
        let dir = std::env::temp_dir().join(format!("anna-uci-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let (path, log) = (dir.join("engine"), dir.join("log"));
        let text = format!(
            "#!/bin/sh\ncd {dir}\nwhile read -r line; do\necho \"$line\" >> log\n\
             case \"$line\" in\nuci) echo uciok;;\nisready) echo readyok;;\n\
             go*) {go};;\nstop) {stop};;\nquit) exit 0;;\nesac\ndone\n",
            dir = dir.display()
        );
        std::fs::write(&path, text).expect("write the engine");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        (path, log)
    }

    /// Black to move after 1. e4, thinking for `ms`.
    fn after_e4(ms: u64) -> Search {
        Search {
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            moves: vec!["e2e4".into()],
            turn: Color::Black,
            limit: Limit::Time(Duration::from_millis(ms)),
        }
    }

    /// An engine still thinking at the end of its time is told to stop then, and its answer
    /// to the stop is its move; whatever more it says to the stop (a second best move, as an
    /// engine says when the stop crossed its own answer) is not the next search's move.
    #[test]
    fn an_engine_thinking_past_its_time_is_stopped_and_its_next_move_is_its_own() {
        let first = "if [ -e asked ]; then echo 'bestmove g8f6'; else touch asked; fi";
        let (path, log) =
            script_engine("stop", first, "echo 'bestmove e7e5'; echo 'bestmove d7d5'");
        let mut uci = Uci::start(&path).expect("the engine starts");
        let found = uci.search(&after_e4(20)).expect("a move");
        assert_eq!(found.best.as_deref(), Some("e7e5"));
        let found = uci.search(&after_e4(60_000)).expect("a move");
        assert_eq!(found.best.as_deref(), Some("g8f6"));
        let sent = std::fs::read_to_string(log).expect("the log");
        assert_eq!(sent.lines().filter(|l| *l == "stop").count(), 1, "{sent}");
        drop(uci);
        let _ = std::fs::remove_dir_all(path.with_file_name(""));
    }

    /// An engine writing without end is cut off after the lines no search needs, however long
    /// its time: what it writes cannot fill anna's memory.
    #[test]
    fn an_engine_flooding_info_lines_is_cut_off() {
        let flood = "while :; do echo 'info depth 1 score cp 0 nodes 1 pv e7e5'; done";
        let (path, _) = script_engine("flood", flood, ":");
        let mut uci = Uci::start(&path).expect("the engine starts");
        assert_eq!(uci.search(&after_e4(60_000)), Err(EngineError::Flood));
        drop(uci);
        let _ = std::fs::remove_dir_all(path.with_file_name(""));
    }

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
