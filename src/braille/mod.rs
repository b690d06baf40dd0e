//! Braille displays through BrlAPI (BRLTTY): the latest announcement, a status line and the
//! board on the display, in liblouis braille; moves and commands typed on its keyboard or
//! entered with its routing keys. docs/braille.md describes every key and line.
//!
//! The game loop holds a [`Braille`]: [`Braille::start`] connects (or not, as the mode says),
//! [`Braille::show`] puts each event on the display, and the keys come back through the sink
//! given to `start` as [`BrailleInput`]s: completed lines for the same parser as the keyboard,
//! and things to say. The connection lives on a thread of its own and is made again whenever
//! BRLTTY comes back, so nothing here ever waits on the display.

mod bell;
mod display;
mod keys;
mod libbrlapi;
mod output;
mod row;
mod screen;
mod snapshot;

pub use keys::{Key, decode};
pub use output::BrailleMessages;
pub use row::{Frame, Row, letter_dots};
pub use screen::{
    BrailleInput, DARK_DOTS, DARK_TEXT, LIGHT_DOTS, LIGHT_TEXT, PROMPT_DOTS, PROMPT_TEXT, Place,
    Screen, WHITE_DOT, event_text,
};
pub use snapshot::{Snapshot, piece_letters, vocab_san};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use serde::Deserialize;

use crate::louis::{self, table_for};
use crate::message::{Arg, Message};
use crate::output::{Event, Scene, Words};
use display::{BrailleLink, DisplayCommand, DisplayWorker, First};

/// Whether to use a braille display (`--braille`, config key `braille`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum BrailleMode {
    /// Use the display when BrlAPI answers (asked only when BRLTTY's socket or BRLAPI_HOST is
    /// there); otherwise carry on without it, saying nothing.
    #[default]
    Auto,
    /// Use the display; while BrlAPI does not answer, keep trying every few seconds.
    On,
    /// No braille display.
    Off,
}

impl std::str::FromStr for BrailleMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "auto" => Ok(BrailleMode::Auto),
            "on" | "yes" | "true" => Ok(BrailleMode::On),
            "off" | "no" | "false" => Ok(BrailleMode::Off),
            other => Err(other.to_string()),
        }
    }
}

/// How to reach the display and what braille to write.
#[derive(Clone, Debug)]
pub struct BrailleConfig {
    pub mode: BrailleMode,
    /// The liblouis table list (config key `braille_table`); none: by the vocabulary,
    /// `de-g0.utb` for `de`, `en-ueb-g1.ctb` for `en`.
    pub table: Option<String>,
    /// BrlAPI host such as `127.0.0.1:1`; none: `BRLAPI_HOST` or the local BRLTTY.
    pub host: Option<String>,
    /// BrlAPI authentication such as `none` or `keyfile:/etc/brlapi.key`; none: `BRLAPI_AUTH`
    /// or the usual key file.
    pub auth: Option<String>,
    /// How long to wait between attempts to reach BRLTTY.
    pub retry: Duration,
}

impl Default for BrailleConfig {
    fn default() -> Self {
        BrailleConfig {
            mode: BrailleMode::Auto,
            table: None,
            host: None,
            auth: None,
            retry: Duration::from_secs(2),
        }
    }
}

impl BrailleConfig {
    pub fn with_mode(mode: BrailleMode) -> Self {
        BrailleConfig {
            mode,
            ..BrailleConfig::default()
        }
    }
}

/// What starting braille gave: the display, if there is one to use, and a notice to tell the
/// player once (no display found, the table could not be loaded).
pub struct BrailleStart {
    pub braille: Option<Braille>,
    pub notice: Option<Message>,
}

/// A braille display in use: its thread and the channel to it.
pub struct Braille {
    commands: Sender<DisplayCommand>,
    /// Rung with every command, so that the display thread needs no looking.
    ringer: Option<bell::Ringer>,
    connected: Arc<AtomicBool>,
    table: Option<String>,
    width: Arc<AtomicUsize>,
    /// Disconnected when the display thread has ended.
    ended: Receiver<()>,
}

impl Braille {
    /// Starts braille as `config` says, for a game in the vocabulary `vocab_code`. Every line
    /// typed or routed on the display and everything to say goes to `sink`, called on the
    /// display's thread. With `auto`, waits for the first attempt to reach BRLTTY (at most a
    /// few seconds; at once when nothing listens), and makes none, loading nothing, when no
    /// BrlAPI server is in sight (see [`server_in_sight`]).
    pub fn start(
        config: &BrailleConfig,
        vocab_code: &str,
        sink: impl FnMut(BrailleInput) + Send + 'static,
    ) -> BrailleStart {
        let none = || BrailleStart {
            braille: None,
            notice: None,
        };
        match config.mode {
            BrailleMode::Off => return none(),
            BrailleMode::Auto if !server_in_sight(config.host.as_deref()) => return none(),
            BrailleMode::Auto | BrailleMode::On => {}
        }
        let mut notices: Vec<Message> = Vec::new();
        let table = checked_table(config, vocab_code, &mut notices);
        let (braille, first) = Braille::spawn(config, table, sink);
        let braille = match first {
            First::Connected(_) | First::Answered(_) => Some(braille),
            // Asked for by name, the display is waited for, and the player told so once.
            First::Unreachable(_) if config.mode == BrailleMode::On => {
                notices.push(Message::new("braille-waiting"));
                Some(braille)
            }
            // `auto` found no display: nothing to say to someone who has none.
            First::Unreachable(_) => None,
        };
        BrailleStart {
            braille,
            notice: match notices.len() {
                0 => None,
                1 => notices.pop(),
                _ => Some(Message::new("sentences").with(
                    "parts",
                    Arg::Sentences(notices.into_iter().map(Arg::from).collect()),
                )),
            },
        }
    }

    /// Starts the display's thread and waits (five seconds at most) for its first attempt to
    /// reach BRLTTY.
    fn spawn(
        config: &BrailleConfig,
        table: Option<String>,
        sink: impl FnMut(BrailleInput) + Send + 'static,
    ) -> (Braille, First) {
        let (commands, receiver) = channel();
        let (ringer, bell) = match bell::bell() {
            Ok((ringer, bell)) => (Some(ringer), Some(bell)),
            Err(_) => (None, None),
        };
        let (first_tx, first_rx) = channel();
        let connected = Arc::new(AtomicBool::new(false));
        let width = Arc::new(AtomicUsize::new(0));
        let (done, ended) = channel();
        let worker = DisplayWorker {
            link: BrailleLink {
                host: config.host.clone(),
                auth: config.auth.clone(),
                retry: config.retry.max(Duration::from_millis(100)),
                keep_trying: config.mode == BrailleMode::On,
            },
            screen: Screen::new(40, table.clone()),
            commands: receiver,
            bell,
            sink: Box::new(sink),
            first: Some(first_tx),
            connected: connected.clone(),
            width: width.clone(),
            _done: done,
        };
        let thread = std::thread::Builder::new()
            .name("braille".into())
            .spawn(move || worker.run())
            .ok();
        let first = match thread {
            Some(_) => first_rx
                .recv_timeout(Duration::from_secs(5))
                .unwrap_or_else(|_| First::Unreachable("brlapi-timeout".into())),
            None => First::Unreachable("braille-thread".into()),
        };
        let braille = Braille {
            commands,
            ringer,
            connected,
            table,
            width,
            ended,
        };
        (braille, first)
    }

    /// Like [`Braille::start`], the inputs arriving on a channel.
    pub fn start_with_channel(
        config: &BrailleConfig,
        vocab_code: &str,
    ) -> (BrailleStart, Receiver<BrailleInput>) {
        let (tx, rx) = channel();
        let started = Braille::start(config, vocab_code, move |input| {
            let _ = tx.send(input);
        });
        (started, rx)
    }

    /// Shows an event on the message line.
    pub fn show(&self, event: &Event, words: &Words) {
        self.send(DisplayCommand::Message(event_text(event, words)));
    }

    /// Shows a message that is not an event (a notice of the program).
    pub fn show_text(&self, text: &str) {
        self.send(DisplayCommand::Message(text.to_string()));
    }

    /// Brings the board and the status line up to the game without a new message.
    pub fn update(&self, scene: &Scene<'_>, words: &Words) {
        self.send(DisplayCommand::Snapshot(Box::new(Snapshot::of(
            scene, words,
        ))));
    }

    /// Hands a command to the display thread and wakes it.
    fn send(&self, command: DisplayCommand) {
        let _ = self.commands.send(command);
        if let Some(ringer) = &self.ringer {
            ringer.ring();
        }
    }

    /// Whether BRLTTY is connected now.
    pub fn is_connected(&self) -> bool {
        self.connected.load(Ordering::SeqCst)
    }

    /// The liblouis table in use; none when BRLTTY's own text table makes the dots.
    pub fn table(&self) -> Option<&str> {
        self.table.as_deref()
    }

    /// The display's width in cells, as BrlAPI gave it at the latest connection.
    pub fn width(&self) -> Option<usize> {
        Some(self.width.load(Ordering::SeqCst)).filter(|&w| w > 0)
    }
}

/// The liblouis table to write with: the configured one or the vocabulary's, if liblouis can
/// load it; else none (BRLTTY's own text table makes the dots), and a notice says so.
fn checked_table(
    config: &BrailleConfig,
    vocab_code: &str,
    notices: &mut Vec<Message>,
) -> Option<String> {
    let wanted = config
        .table
        .clone()
        .unwrap_or_else(|| table_for(vocab_code).to_string());
    match louis::check_table(&wanted) {
        Ok(()) => Some(wanted),
        Err(_) => {
            notices.push(Message::new("braille-bad-table").with("table", Arg::Text(wanted)));
            None
        }
    }
}

/// Whether a BrlAPI server may be there to talk to, known without loading libbrlapi: a host
/// on the network (`host` as configured, else `BRLAPI_HOST`), or BrlAPI's local socket for the
/// host's number (`:1`, or none for `:0`) in BrlAPI's socket folder. A machine without BRLTTY
/// has no such socket, so `auto` loads nothing there.
pub fn server_in_sight(host: Option<&str>) -> bool {
    let from_env = std::env::var("BRLAPI_HOST").ok();
    let host = host.or(from_env.as_deref()).unwrap_or("").trim();
    let number = match host.strip_prefix(':') {
        Some(number) => number,
        None if host.is_empty() => "0",
        // A name or an address: only a connection can tell.
        None => return true,
    };
    let number = if number.is_empty() { "0" } else { number };
    std::path::Path::new(LOCAL_SOCKETS).join(number).exists()
}

/// BrlAPI's folder of local sockets (`BRLAPI_SOCKETPATH` in brlapi.h), one per server number.
const LOCAL_SOCKETS: &str = "/var/lib/BrlAPI";

/// The width of the display that the BRLTTY at `host` drives now (0 while it has none), or why
/// BrlAPI did not answer: for a harness that waits until a BRLTTY it started is ready.
pub fn display_width(host: &str, auth: &str) -> Result<usize, String> {
    let api = libbrlapi::Api::load()?;
    let conn = libbrlapi::Connection::open(api, Some(host), Some(auth))?;
    let (width, _height) = conn.display_size()?;
    Ok(usize::try_from(width).unwrap_or(0))
}

impl Drop for Braille {
    /// Leaves the display to BRLTTY: the thread gives up tty mode and closes the connection.
    /// Waits a second at most: a BRLTTY that hangs must not keep anna from ending.
    fn drop(&mut self) {
        self.send(DisplayCommand::Stop);
        let _ = self.ended.recv_timeout(Duration::from_secs(1));
    }
}
