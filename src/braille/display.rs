//! The BrlAPI connection, owned by a thread of its own: it connects, takes the display
//! (`TtyMode` on the root of the tty tree, which works without a console), writes each frame
//! and reads the keys, and when BRLTTY goes away it tries again every few seconds and shows the
//! current frame once it is back. The game loop only ever sends it messages over a channel, so
//! nothing the display does can hold up the game.
//!
//! Keys are read without waiting (`brlapi__readKey` with `wait` 0) once the connection's
//! socket has something, so that the thread can write at any time; it waits in one `poll` on
//! the socket and the game's bell, until the next moment the line shown changes by itself.
//!
//! Frames are written with `brlapi__write`: the text goes along for BRLTTY's screen and the
//! Virtual driver's `Visual` line, and the dots come from liblouis (the AND mask clears what
//! BRLTTY's text table made of the text, the OR mask sets liblouis's dots).

use std::ffi::{CString, c_int};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use super::keys::decode;
use super::libbrlapi::{Api, Connection, WriteArguments};
use super::row::Frame;
use super::screen::{BrailleInput, Screen};
use super::snapshot::Snapshot;
use crate::clock::{TimeSource, WallTime};
use crate::message::Message;
use crate::output::Event;

/// How often keys and messages are looked for while connected, when no bell could be made.
const POLL: Duration = Duration::from_millis(30);
/// How long after a running clock's reading has changed the status line is drawn again: the
/// change is then certainly there to be seen.
const PAST_THE_CHANGE: Duration = Duration::from_millis(2);

/// What the game loop sends the display thread.
pub enum DisplayCommand {
    Message(String),
    Snapshot(Box<Snapshot>),
    Stop,
}

/// Where and how to reach BRLTTY.
#[derive(Clone, Debug)]
pub struct BrailleLink {
    pub host: Option<String>,
    pub auth: Option<String>,
    pub retry: Duration,
    /// Try again after a failed first connection (`--braille on`), or give up (`auto`).
    pub keep_trying: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Go,
    Stop,
}

/// Why serving the display ended with an error, and how far it had come.
struct Broken {
    reason: String,
    /// BrlAPI answered (BRLTTY runs), whether or not its display could be used.
    answered: bool,
    /// The display had been shown on.
    was_up: bool,
}

/// How the first attempt to reach BRLTTY went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum First {
    /// Connected; the display's width.
    Connected(usize),
    /// BrlAPI answers but its display cannot be used yet; trying again.
    Answered(String),
    /// BrlAPI does not answer.
    Unreachable(String),
}

/// The display thread's state.
pub struct DisplayWorker {
    pub link: BrailleLink,
    pub screen: Screen,
    pub commands: Receiver<DisplayCommand>,
    /// Rung with every command; without it (no pipe could be made) the thread looks every
    /// [`POLL`].
    pub bell: Option<super::bell::Bell>,
    pub sink: Box<dyn FnMut(BrailleInput) + Send>,
    /// Learns how the first attempt went.
    pub first: Option<Sender<First>>,
    pub connected: Arc<AtomicBool>,
    /// The display's width while connected.
    pub width: Arc<AtomicUsize>,
    /// Dropped when the thread ends, which is how the game learns it has.
    pub _done: Sender<()>,
}

impl DisplayWorker {
    fn say(&mut self, message: Message) {
        (self.sink)(BrailleInput::Say(Event::Private(message)));
    }

    /// Runs until told to stop, or until the first connection fails and it is not to retry.
    pub fn run(mut self) {
        let time = WallTime::new();
        let mut lost = false;
        loop {
            match self.serve(&time, &mut lost) {
                Ok(()) => {
                    self.connected.store(false, Ordering::SeqCst);
                    return;
                }
                Err(broken) => {
                    self.connected.store(false, Ordering::SeqCst);
                    if let Some(tx) = self.first.take() {
                        // For the assistant: why (BRLTTY not running, libbrlapi missing, …).
                        tracing::info!(event = "braille", connected = false, reason = %broken.reason);
                        if broken.answered {
                            let _ = tx.send(First::Answered(broken.reason));
                        } else {
                            let _ = tx.send(First::Unreachable(broken.reason));
                            if !self.link.keep_trying {
                                return;
                            }
                            // Told it is unreachable, the player is told when it comes.
                            lost = true;
                        }
                    } else if broken.was_up {
                        lost = true;
                        self.say(Message::new("braille-lost"));
                    }
                }
            }
            // Wait before trying again, keeping up with what the game sends meanwhile.
            let until = Instant::now() + self.link.retry;
            loop {
                let left = until.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    break;
                }
                match self.commands.recv_timeout(left) {
                    Ok(DisplayCommand::Stop) | Err(RecvTimeoutError::Disconnected) => return,
                    Ok(command) => apply(&mut self.screen, command),
                    Err(RecvTimeoutError::Timeout) => break,
                }
            }
        }
    }

    /// Connects and serves the display until told to stop (`Ok`), or until the connection
    /// breaks.
    fn serve(&mut self, time: &WallTime, lost: &mut bool) -> Result<(), Broken> {
        let (conn, width) = self.connect()?;
        self.screen.set_width(width);
        self.width.store(width, Ordering::SeqCst);
        self.connected.store(true, Ordering::SeqCst);
        if let Some(tx) = self.first.take() {
            let _ = tx.send(First::Connected(width));
        }
        if std::mem::take(lost) {
            self.say(Message::new("braille-back"));
        }
        let broken = |reason: String| Broken {
            reason,
            answered: true,
            was_up: true,
        };
        let mut drawn = Drawn::default();
        loop {
            self.draw(&conn, width, time, &mut drawn).map_err(broken)?;
            self.wait(&conn, drawn.due);
            if self.take_commands(&mut drawn) == Flow::Stop {
                return Ok(());
            }
            drawn.dirty |= self.take_keys(&conn, time).map_err(broken)?;
        }
    }

    /// Loads libbrlapi (once it has loaded, it stays), connects and takes the display; the
    /// display's width. A missing library is as unreachable as a BRLTTY that does not run, and
    /// is looked for again at the next attempt (it may have been installed meanwhile).
    fn connect(&mut self) -> Result<(Connection, usize), Broken> {
        let down = |reason: String| Broken {
            reason,
            answered: false,
            was_up: false,
        };
        let refused = |reason: String| Broken {
            reason,
            answered: true,
            was_up: false,
        };
        let api = Api::load().map_err(|e| down(format!("libbrlapi: {e}")))?;
        let link = &self.link;
        let mut conn =
            Connection::open(api, link.host.as_deref(), link.auth.as_deref()).map_err(down)?;
        let (width, _height) = conn.display_size().map_err(refused)?;
        let width = usize::try_from(width).unwrap_or(0);
        if width == 0 {
            return Err(refused("BRLTTY has no braille display yet".into()));
        }
        conn.enter_tty_mode().map_err(refused)?;
        Ok((conn, width))
    }

    /// Writes the frame if it has changed or the line changes by itself now, and learns when
    /// it next will.
    fn draw(
        &mut self,
        conn: &Connection,
        width: usize,
        time: &WallTime,
        drawn: &mut Drawn,
    ) -> Result<(), String> {
        if !drawn.dirty && drawn.due.is_none_or(|d| Instant::now() < d) {
            return Ok(());
        }
        let now = time.now();
        let frame = self.screen.frame(now);
        if drawn.shown.as_ref() != Some(&frame) {
            write(conn, &frame, width)?;
            drawn.shown = Some(frame);
        }
        drawn.dirty = false;
        drawn.due = self
            .screen
            .next_change(now)
            .map(|d| Instant::now() + d + PAST_THE_CHANGE);
        Ok(())
    }

    /// Waits for keys or the game's commands, whichever comes first, and no longer than until
    /// `due`, when the line shown changes by itself (a running clock on the status line).
    /// Without a bell (no pipe could be made), looks again after [`POLL`].
    fn wait(&self, conn: &Connection, due: Option<Instant>) {
        let timeout = due.map(|d| d.saturating_duration_since(Instant::now()));
        match &self.bell {
            Some(bell) => bell.wait(conn.file_descriptor(), timeout),
            None => std::thread::sleep(timeout.map_or(POLL, |t| t.min(POLL))),
        }
    }

    /// Applies every command the game has sent, marking the frame to be made again; `Stop`
    /// when told to stop or the game is gone.
    fn take_commands(&mut self, drawn: &mut Drawn) -> Flow {
        loop {
            match self.commands.try_recv() {
                Ok(DisplayCommand::Stop) | Err(TryRecvError::Disconnected) => return Flow::Stop,
                Ok(command) => {
                    apply(&mut self.screen, command);
                    drawn.dirty = true;
                }
                Err(TryRecvError::Empty) => return Flow::Go,
            }
        }
    }

    /// Acts on every key waiting; whether there was one (the frame may have changed).
    fn take_keys(&mut self, conn: &Connection, time: &WallTime) -> Result<bool, String> {
        let mut any = false;
        while let Some(code) = conn.read_key()? {
            for input in self.screen.key(decode(code), time.now()) {
                (self.sink)(input);
            }
            any = true;
        }
        Ok(any)
    }
}

/// What is on the display and when it next changes by itself.
struct Drawn {
    shown: Option<Frame>,
    /// The frame is to be made again (a command or a key came).
    dirty: bool,
    /// When the line shown changes by itself (a running clock's reading), if it does.
    due: Option<Instant>,
}

impl Default for Drawn {
    fn default() -> Self {
        Drawn {
            shown: None,
            dirty: true,
            due: None,
        }
    }
}

fn apply(screen: &mut Screen, command: DisplayCommand) {
    match command {
        DisplayCommand::Message(text) => screen.set_message(&text),
        DisplayCommand::Snapshot(snapshot) => screen.set_snapshot(*snapshot),
        DisplayCommand::Stop => {}
    }
}

fn error(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Writes one frame to the first line of the display.
fn write(conn: &Connection, frame: &Frame, width: usize) -> Result<(), String> {
    let text: String = frame
        .text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .chain(std::iter::repeat(' '))
        .take(width)
        .collect();
    let text_c = CString::new(text).map_err(error)?;
    let charset = c"UTF-8";
    let size = c_int::try_from(width).map_err(error)?;
    let text_size = c_int::try_from(text_c.as_bytes().len()).map_err(error)?;
    let zeros = vec![0u8; width];
    let dots: Option<Vec<u8>> = frame.dots.as_ref().map(|d| {
        let mut d = d.clone();
        d.resize(width, 0);
        d
    });
    let cursor = frame
        .cursor
        .filter(|&c| c < width)
        .and_then(|c| c_int::try_from(c + 1).ok())
        .unwrap_or(0);
    let arguments = WriteArguments {
        display_number: -1,
        region_begin: 1,
        region_size: size,
        text: text_c.as_ptr(),
        text_size,
        and_mask: if dots.is_some() {
            zeros.as_ptr()
        } else {
            std::ptr::null()
        },
        or_mask: dots.as_ref().map_or(std::ptr::null(), |d| d.as_ptr()),
        cursor,
        charset: charset.as_ptr(),
    };
    // SAFETY: the handle is valid while `conn` lives and in tty mode; the text holds `width`
    // characters and the masks `width` bytes, all alive for the call.
    unsafe { conn.write(&arguments) }
}
