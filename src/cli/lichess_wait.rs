//! While anna waits for a Lichess game to begin (a seek, a challenge, one started on the web),
//! what is typed gets an answer: `hilfe` says what works now, `zeit` how long anna has waited,
//! `beenden` stops waiting; anything else is told that no game is going on yet. Standard input
//! is read a byte at a time, only when a line is there, so that nothing typed after the game
//! has begun is taken from the game's own reader.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::lang::{CommandWord, Language};
use crate::message::Message;

/// How often the wait looks at the game's start between typed lines.
const LOOK: Duration = Duration::from_millis(100);

/// Waits for the game on `games`, answering typed lines meanwhile; `None`: the player left.
pub(super) fn wait(
    games: &Receiver<Result<String, Message>>,
    language: &Language,
    tell: &mut dyn FnMut(Message),
) -> Result<Option<String>, Message> {
    let since = Instant::now();
    let mut typing = true;
    loop {
        match games.try_recv() {
            Ok(result) => return result.map(Some),
            Err(TryRecvError::Disconnected) => return Err(Message::new("lichess-unreachable")),
            Err(TryRecvError::Empty) => {}
        }
        if !typing {
            return games
                .recv()
                .unwrap_or_else(|_| Err(Message::new("lichess-unreachable")))
                .map(Some);
        }
        if !readable(LOOK) {
            continue;
        }
        let Some(line) = read_line() else {
            typing = false;
            continue;
        };
        match answer(&line, language, since.elapsed()) {
            Some(Some(message)) => tell(message),
            Some(None) => {
                tell(Message::new("lichess-waiting-left"));
                return Ok(None);
            }
            None => {}
        }
    }
}

/// The answer to a typed line: `Some(None)` leaves, `None` says nothing (an empty line).
fn answer(line: &str, language: &Language, waited: Duration) -> Option<Option<Message>> {
    let word = line.split_whitespace().next()?;
    let lower = word.to_lowercase();
    // In the player's language, German or English, as at the board.
    let command = language.commands().get(&lower).or_else(|| {
        ["de", "en"]
            .iter()
            .filter_map(|code| Language::load(code).ok())
            .find_map(|l| l.commands().get(&lower))
    });
    Some(match command {
        Some(CommandWord::Help) => Some(Message::new("lichess-waiting-help")),
        Some(CommandWord::Time) => {
            Some(Message::new("lichess-waiting-time").with("seconds", waited.as_secs()))
        }
        Some(CommandWord::Quit) => None,
        Some(CommandWord::Silence) => return None,
        _ => Some(Message::new("lichess-waiting-no-game")),
    })
}

/// Whether a line (or the end of input) is waiting on standard input within `wait`.
fn readable(wait: Duration) -> bool {
    let mut fd = libc::pollfd {
        fd: libc::STDIN_FILENO,
        events: libc::POLLIN,
        revents: 0,
    };
    let millis = i32::try_from(wait.as_millis()).unwrap_or(i32::MAX);
    // SAFETY: one valid pollfd for the call's length.
    unsafe { libc::poll(&mut fd, 1, millis) > 0 }
}

/// One line from standard input, read byte by byte (nothing read ahead); `None` at its end.
fn read_line() -> Option<String> {
    let mut bytes = Vec::new();
    loop {
        let mut byte = 0u8;
        // SAFETY: reads at most one byte into `byte`.
        let n = unsafe { libc::read(libc::STDIN_FILENO, (&raw mut byte).cast(), 1) };
        match (n, byte) {
            (1, b'\n') => break,
            (1, _) => bytes.push(byte),
            _ if bytes.is_empty() => return None,
            _ => break,
        }
        // A line longer than any command is not one.
        if bytes.len() > 1000 {
            break;
        }
    }
    Some(String::from_utf8_lossy(&bytes).trim().to_string())
}
