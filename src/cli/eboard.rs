//! `anna eboard`: the boards found, what a board reads, its set-up checked before a game, and a
//! simulated board; and the e-board of a game (`--eboard PORT|auto`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::{Args, Subcommand};
use shakmaty::{Board, CastlingMode, Chess, Position, fen::Fen};

use super::io_error;
use super::settings::Settings;
use crate::eboard::Port;
use crate::eboard::{
    EboardLink, Habits, LinkEvent, Orientation, board, board_lines, compare, difference_message,
    fen_of, probe,
};
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;
use crate::output::Event;

#[derive(Args, Debug, Clone)]
pub struct EboardArgs {
    #[command(subcommand)]
    pub action: Option<EboardAction>,
}

#[derive(Subcommand, Debug, Clone)]
pub enum EboardAction {
    /// The boards found on the serial ports (the default).
    List,
    /// What the board reads: rank by rank in words, and as FEN.
    Show {
        /// The board's port [default: the first board found].
        #[arg(long)]
        port: Option<Port>,
    },
    /// Compares the board with the start position (or a FEN) before a game.
    Check {
        /// The board's port [default: the first board found].
        #[arg(long)]
        port: Option<Port>,
        /// The position the board should show [default: the start position].
        #[arg(long)]
        fen: Option<String>,
    },
    /// A simulated board on a pseudo-terminal, moved by typed lines (lift e2, put e4 P,
    /// move e2 e4, hold e4 600, flicker e4, noise, unplug, plug, quit): prints the port to
    /// give anna.
    Simulate {
        /// A fixed path for the port (a link to the terminal, kept when plugged in again).
        #[arg(long)]
        link: Option<PathBuf>,
        /// The board lies turned round (White at the numbered side's far end).
        #[arg(long)]
        rotated: bool,
        /// The position on the board [default: the start position].
        #[arg(long)]
        fen: Option<String>,
    },
}

/// How long a port may take to answer as a DGT board.
const PROBE: Duration = Duration::from_millis(800);

/// How long `show` and `check` wait for the board.
const READ_WAIT: Duration = Duration::from_secs(5);

/// Ports a board may be on: USB (ttyACM, ttyUSB) and Bluetooth (rfcomm).
fn candidates() -> Vec<PathBuf> {
    let mut ports = serial2::SerialPort::available_ports().unwrap_or_default();
    if let Ok(entries) = std::fs::read_dir("/dev") {
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with("rfcomm") && !ports.contains(&path) {
                ports.push(path);
            }
        }
    }
    ports.sort();
    ports
}

/// Every port that answers as a DGT board, with its version and serial number; all ports are
/// asked at once, so that a machine with several serial ports waits one probe, not several.
fn boards() -> Vec<(PathBuf, (u8, u8), Option<String>)> {
    let ports = candidates();
    std::thread::scope(|scope| {
        let asked: Vec<_> = ports
            .iter()
            .map(|port| scope.spawn(move || probe(port, PROBE)))
            .collect();
        ports
            .iter()
            .zip(asked)
            .filter_map(|(port, asked)| {
                let (version, serial) = asked.join().ok().flatten()?;
                Some((port.clone(), version, serial))
            })
            .collect()
    })
}

/// The port named, or the first that answers as a DGT board.
fn port_of(given: Option<&Port>) -> Result<PathBuf, Message> {
    match given {
        Some(Port::Path(port)) => Ok(port.clone()),
        _ => boards()
            .into_iter()
            .next()
            .map(|(port, _, _)| port)
            .ok_or_else(|| Message::new("eboard-none-found")),
    }
}

/// The e-board of a game, if one is asked for; a board asked for by `auto` and not found is
/// said, and the game goes on without it.
pub(super) fn for_game(
    settings: &Settings,
    greeting: &mut Vec<Event>,
) -> Option<(EboardLink, Habits, bool)> {
    let asked = settings.eboard.as_ref()?;
    let port = match port_of(Some(&asked.port)) {
        Ok(port) => port,
        Err(message) => {
            greeting.push(Event::Private(message));
            return None;
        }
    };
    Some((
        EboardLink::start(port, asked.settle),
        asked.habits,
        asked.white_left,
    ))
}

pub(super) fn run(
    args: &EboardArgs,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let language = &settings.language;
    let vocab = Vocabulary::load(&settings.vocab).map_err(|e| e.message())?;
    let options = settings.announce;
    let say = |out: &mut dyn Write, message: &Message| {
        writeln!(out, "{}", language.text(message, &vocab)).map_err(io_error)
    };
    match args.action.clone().unwrap_or(EboardAction::List) {
        EboardAction::List => list(out, &say),
        EboardAction::Show { port } => {
            let (found, _) = read_board(port.as_ref(), &Chess::default())?;
            for line in board_lines(&found, &options) {
                say(out, &line)?;
            }
            say(
                out,
                &Message::new("eboard-fen").with("fen", Arg::Text(fen_of(&found))),
            )?;
            Ok(0)
        }
        EboardAction::Check { port, fen } => {
            let position = position_of(fen.as_deref())?;
            let (found, _) = read_board(port.as_ref(), &position)?;
            match compare(position.board(), &found) {
                None => {
                    say(out, &Message::new("eboard-setup-ok"))?;
                    Ok(0)
                }
                Some(difference) => {
                    let said = difference_message("eboard-board-differs", &difference, &options);
                    say(out, &said)?;
                    Ok(1)
                }
            }
        }
        EboardAction::Simulate { link, rotated, fen } => {
            let refusal = |e: &crate::eboard::SimError| {
                language.text(&crate::eboard::sim_error_message(e), &vocab)
            };
            simulate(link.as_deref(), rotated, fen.as_deref(), out, &refusal)
        }
    }
}

/// What a line said through `say` (in the conversation's words) returns.
type Say<'a> = dyn Fn(&mut dyn Write, &Message) -> Result<(), Message> + 'a;

/// `anna eboard list`: each board found, with its port, version and serial number.
fn list(out: &mut dyn Write, say: &Say) -> Result<i32, Message> {
    let mut found = 0;
    for (port, (major, minor), serial) in boards() {
        found += 1;
        let line = Message::new("eboard-list-board")
            .with("port", Arg::Text(port.display().to_string()))
            .with("version", Arg::Text(format!("{major}.{minor:02}")))
            .with("serial", Arg::Text(serial.unwrap_or_default()));
        say(out, &line)?;
    }
    if found == 0 {
        return Err(Message::new("eboard-none-found"));
    }
    Ok(0)
}

/// `anna eboard simulate`: a board driven from standard input, from `fen` (else the start).
fn simulate(
    link: Option<&Path>,
    rotated: bool,
    fen: Option<&str>,
    out: &mut dyn Write,
    refusal: &dyn Fn(&crate::eboard::SimError) -> String,
) -> Result<i32, Message> {
    let position = position_of(fen)?;
    let orientation = if rotated {
        Orientation::Rotated
    } else {
        Orientation::Normal
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    crate::eboard::simulate(
        position.board(),
        orientation,
        link,
        &mut input,
        out,
        refusal,
    )
    .map_err(io_error)?;
    Ok(0)
}

fn position_of(fen: Option<&str>) -> Result<Chess, Message> {
    let Some(text) = fen else {
        return Ok(Chess::default());
    };
    text.trim()
        .parse::<Fen>()
        .ok()
        .and_then(|f| f.into_position(CastlingMode::Chess960).ok())
        .ok_or_else(|| Message::new("eboard-bad-fen").with("fen", Arg::Text(text.to_string())))
}

/// The board once it is still, the way it lies (found against `expected`).
fn read_board(port: Option<&Port>, expected: &Chess) -> Result<(Board, Orientation), Message> {
    let port = port_of(port)?;
    let link = EboardLink::start(port.clone(), Duration::from_millis(50));
    let until = std::time::Instant::now() + READ_WAIT;
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        match link.next(left) {
            Some(LinkEvent::Settled { fields, .. }) => {
                let orientation = Orientation::of(&fields, expected);
                return Ok((board(&fields, orientation), orientation));
            }
            Some(LinkEvent::Absent { reason } | LinkEvent::Lost { reason }) => {
                return Err(Message::new("eboard-absent-now")
                    .with("port", Arg::Text(port.display().to_string()))
                    .with("reason", reason));
            }
            Some(_) => {}
            None => {
                return Err(Message::new("eboard-silent")
                    .with("port", Arg::Text(port.display().to_string())));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fen_that_is_no_position_is_refused_with_its_text() {
        let refused = position_of(Some("nonsense"))
            .err()
            .map(|m| m.id().to_string());
        assert_eq!(refused.as_deref(), Some("eboard-bad-fen"));
        assert!(position_of(None).is_ok_and(|p| p == Chess::default()));
        let _ = Position::turn(&Chess::default());
    }
}
