//! The BrlAPI connection, owned by a thread of its own: it connects, takes the display
//! (`TtyMode` on the root of the tty tree, which works without a console), writes each frame
//! and reads the keys, and when BRLTTY goes away it tries again every few seconds and shows the
//! current frame once it is back. The game loop only ever sends it messages over a channel, so
//! nothing the display does can hold up the game.
//!
//! Keys are polled (`read_key(false)`) every few hundredths of a second: brlapi 0.4.1's
//! `read_key_timeout` uses the wrong handle and always fails, and a thread blocked in
//! `read_key(true)` could not write at the same time.
//!
//! Frames are written with `brlapi__write`, declared here: the text goes along for BRLTTY's
//! screen and the Virtual driver's `Visual` line, and the dots come from liblouis (the AND mask
//! clears what BRLTTY's text table made of the text, the OR mask sets liblouis's dots).

use std::ffi::{CString, c_char, c_int, c_uint, c_void};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use brlapi::{Connection, ConnectionSettings, TtyMode};

use super::keys::decode;
use super::row::Frame;
use super::screen::{BrailleInput, Screen};
use super::snapshot::Snapshot;
use crate::clock::{TimeSource, WallTime};
use crate::message::Message;
use crate::output::Event;

/// How often keys and messages are looked for while connected, when no bell could be made.
const POLL: Duration = Duration::from_millis(30);
/// How long after a running clock's second has changed the status line is drawn again: the
/// change is then certainly there to be seen.
const PAST_THE_SECOND: Duration = Duration::from_millis(2);

#[repr(C)]
struct WriteArguments {
    display_number: c_int,
    region_begin: c_uint,
    region_size: c_int,
    text: *const c_char,
    text_size: c_int,
    and_mask: *const u8,
    or_mask: *const u8,
    cursor: c_int,
    charset: *const c_char,
}

type ExceptionHandler = extern "C" fn(*mut c_void, c_int, u32, *const c_void, usize);

#[link(name = "brlapi")]
unsafe extern "C" {
    fn brlapi__write(handle: *mut c_void, arguments: *const WriteArguments) -> c_int;
    fn brlapi__setExceptionHandler(
        handle: *mut c_void,
        handler: Option<ExceptionHandler>,
    ) -> Option<ExceptionHandler>;
}

/// BrlAPI's default exception handler aborts the program; this one lets the call fail, and
/// the connection is then made afresh.
extern "C" fn ignore_exception(
    _handle: *mut c_void,
    _error: c_int,
    _kind: u32,
    _packet: *const c_void,
    _size: usize,
) {
}

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

enum Flow {
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
                Ok(Flow::Stop) => {
                    self.connected.store(false, Ordering::SeqCst);
                    return;
                }
                Err(broken) => {
                    self.connected.store(false, Ordering::SeqCst);
                    if let Some(tx) = self.first.take() {
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

    fn serve(&mut self, time: &WallTime, lost: &mut bool) -> Result<Flow, Broken> {
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
        let mut settings = ConnectionSettings::new();
        if let Some(host) = &self.link.host {
            settings.set_host(host.clone());
        }
        if let Some(auth) = &self.link.auth {
            settings.set_auth(auth.clone());
        }
        settings.set_timeout(Duration::from_secs(3));
        let conn = Connection::open_with_settings(Some(&settings)).map_err(|e| down(error(e)))?;
        // SAFETY: the handle is valid while `conn` lives; the handler is a plain function.
        unsafe {
            brlapi__setExceptionHandler(conn.handle_ptr().cast(), Some(ignore_exception));
        }
        let (width, _height) = conn.display_size().map_err(|e| refused(error(e)))?;
        let width = usize::try_from(width).unwrap_or(0);
        if width == 0 {
            return Err(refused("BRLTTY has no braille display yet".into()));
        }
        let tty = TtyMode::with_path(&conn, &[], None).map_err(|e| refused(error(e)))?;
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
        let reader = tty.key_reader();
        let mut shown: Option<Frame> = None;
        let mut dirty = true;
        // When the line shown changes by itself (a running clock's second), if it does.
        let mut due: Option<Instant> = None;
        loop {
            if dirty || due.is_some_and(|d| Instant::now() >= d) {
                let now = time.now();
                let frame = self.screen.frame(now);
                if shown.as_ref() != Some(&frame) {
                    write(&conn, &frame, width).map_err(broken)?;
                    shown = Some(frame);
                }
                dirty = false;
                due = self
                    .screen
                    .next_change(now)
                    .map(|d| Instant::now() + d + PAST_THE_SECOND);
            }
            match &self.bell {
                // Keys or the game's commands, whichever comes first; a running clock on the
                // status line is drawn again when its second changes, once a second.
                Some(bell) => {
                    let tick = due.map(|d| d.saturating_duration_since(Instant::now()));
                    bell.wait(conn.file_descriptor(), tick);
                }
                None => match self.commands.recv_timeout(POLL) {
                    Ok(DisplayCommand::Stop) | Err(RecvTimeoutError::Disconnected) => {
                        return Ok(Flow::Stop);
                    }
                    Ok(command) => {
                        apply(&mut self.screen, command);
                        dirty = true;
                    }
                    Err(RecvTimeoutError::Timeout) => {}
                },
            }
            loop {
                match self.commands.try_recv() {
                    Ok(DisplayCommand::Stop) | Err(TryRecvError::Disconnected) => {
                        return Ok(Flow::Stop);
                    }
                    Ok(command) => {
                        apply(&mut self.screen, command);
                        dirty = true;
                    }
                    Err(TryRecvError::Empty) => break,
                }
            }
            while let Some(code) = reader.read_key(false).map_err(|e| broken(error(e)))? {
                for input in self.screen.key(decode(code), time.now()) {
                    (self.sink)(input);
                }
                dirty = true;
            }
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
    let rc = unsafe { brlapi__write(conn.handle_ptr().cast(), &arguments) };
    if rc < 0 {
        return Err(format!("brlapi__write {rc}"));
    }
    Ok(())
}
