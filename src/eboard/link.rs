//! The connection to the board on its serial port (USB or Bluetooth, 9600 8N1): a thread that
//! opens the port, asks for the board and its updates, reports the board once it has been
//! still for the settle time, and after an unplugging opens the port again as soon as it is
//! back. While nothing moves it waits in one blocking read: no wake-ups.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serial2::SerialPort;
use shakmaty::Piece;

use super::protocol::{BoardMessage, ClockReading, ClockRun, Decoder, Field, command, set_and_run};
use crate::message::Message;
use crate::output::Waker;

/// How long the board must be still before what it shows is read as a move, unless configured.
pub const DEFAULT_SETTLE: Duration = Duration::from_millis(400);

/// How often a missing board is looked for again.
const RETRY: Duration = Duration::from_secs(1);

/// What the connection reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The board answers (again): its version and serial number if it gave them.
    Connected {
        version: Option<(u8, u8)>,
        serial: Option<String>,
    },
    /// The port could not be opened at the start: said once, then looked for every second.
    Absent { reason: Message },
    /// The connection broke (unplugged, Bluetooth gone).
    Lost { reason: Message },
    /// The board has been still for the settle time: every field, and the pieces lifted since
    /// the last report (not those a sensor lost for less than the settle time).
    Settled {
        fields: Box<[Field; 64]>,
        lifted: Vec<(u8, Piece)>,
    },
    /// The clock's lever or times changed.
    Clock(ClockReading),
}

pub struct EboardLink {
    events: Receiver<LinkEvent>,
    waker: Arc<Mutex<Option<Waker>>>,
    port: PathBuf,
    /// The open port, for writing to the clock; none while unplugged.
    writer: Arc<Mutex<Option<SerialPort>>>,
}

impl EboardLink {
    /// Starts the connection to the board on `port`.
    pub fn start(port: PathBuf, settle: Duration) -> EboardLink {
        let (sender, events) = channel();
        let waker: Arc<Mutex<Option<Waker>>> = Arc::new(Mutex::new(None));
        let thread_waker = waker.clone();
        let path = port.clone();
        let writer: Arc<Mutex<Option<SerialPort>>> = Arc::new(Mutex::new(None));
        let thread_writer = writer.clone();
        std::thread::spawn(move || {
            let tell = Teller {
                sender,
                waker: thread_waker,
                writer: thread_writer,
            };
            run(&path, settle, &tell);
        });
        EboardLink {
            events,
            waker,
            port,
            writer,
        }
    }

    /// Sets the clock's times and which side runs (a DGT 3000 in mode 23 shows them); nothing
    /// while the board is unplugged.
    pub fn set_clock(&self, left: (u8, u8, u8), right: (u8, u8, u8), run: ClockRun) {
        if let Ok(slot) = self.writer.lock()
            && let Some(port) = slot.as_ref()
            && let Err(e) = port.write_all(&set_and_run(left, right, run))
        {
            tracing::info!(event = "eboard", clock = "not set", error = %e);
        }
    }

    pub fn port(&self) -> &Path {
        &self.port
    }

    /// Who to wake when the board has something to say.
    pub fn set_waker(&self, waker: Waker) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(waker);
        }
    }

    /// What the board said since the last call.
    pub fn events(&self) -> Vec<LinkEvent> {
        self.events.try_iter().collect()
    }

    /// The next event, waiting no longer than `timeout`.
    pub fn next(&self, timeout: Duration) -> Option<LinkEvent> {
        self.events.recv_timeout(timeout).ok()
    }
}

struct Teller {
    sender: Sender<LinkEvent>,
    waker: Arc<Mutex<Option<Waker>>>,
    writer: Arc<Mutex<Option<SerialPort>>>,
}

impl Teller {
    /// False when nobody listens any more: the thread ends.
    fn tell(&self, event: LinkEvent) -> bool {
        if self.sender.send(event).is_err() {
            return false;
        }
        if let Ok(slot) = self.waker.lock()
            && let Some(waker) = slot.as_ref()
        {
            waker();
        }
        true
    }
}

fn run(path: &Path, settle: Duration, tell: &Teller) {
    let mut ever_connected = false;
    let mut absent_said = false;
    loop {
        match SerialPort::open(path, 9600) {
            Ok(port) => {
                absent_said = false;
                if let Ok(mut slot) = tell.writer.lock() {
                    *slot = port.try_clone().ok();
                }
                let reason = connection(&port, settle, tell, &mut ever_connected);
                if let Ok(mut slot) = tell.writer.lock() {
                    *slot = None;
                }
                match reason {
                    None => return,
                    Some(reason) => {
                        tracing::warn!(event = "eboard", port = %path.display(), reason = ?reason);
                        if !tell.tell(LinkEvent::Lost { reason }) {
                            return;
                        }
                    }
                }
            }
            Err(e) => {
                if !ever_connected && !absent_said {
                    absent_said = true;
                    let reason = crate::message::io_kind_reason(e.kind());
                    if !tell.tell(LinkEvent::Absent { reason }) {
                        return;
                    }
                }
            }
        }
        std::thread::sleep(RETRY);
    }
}

/// What the board is asked for on connecting: who it is, what it shows, and every change.
const ASK: [u8; 6] = [
    command::RESET,
    command::VERSION,
    command::LONG_SERIAL_NUMBER,
    command::SEND_BOARD,
    command::SEND_CLOCK,
    command::UPDATE_NICE,
];

/// One connection, until it breaks (the reason) or nobody listens (`None`).
fn connection(
    port: &SerialPort,
    settle: Duration,
    tell: &Teller,
    ever_connected: &mut bool,
) -> Option<Message> {
    let mut port_reader = match port.try_clone() {
        Ok(p) => p,
        Err(e) => return Some(crate::message::io_kind_reason(e.kind())),
    };
    if let Err(e) = port.write_all(&ASK) {
        return Some(crate::message::io_kind_reason(e.kind()));
    }
    let mut watch = Watch::new(settle, tell, ever_connected);
    let mut buffer = [0u8; 256];
    loop {
        // Block until a byte comes, or until the board has been still long enough.
        if let Err(e) = port_reader.set_read_timeout(watch.wait()) {
            return Some(crate::message::io_kind_reason(e.kind()));
        }
        match port_reader.read(&mut buffer) {
            Ok(0) => {
                return Some(crate::message::io_kind_reason(
                    std::io::ErrorKind::UnexpectedEof,
                ));
            }
            Ok(n) => {
                if !watch.take(&buffer[..n]) {
                    return None;
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::TimedOut
                        | std::io::ErrorKind::WouldBlock
                        | std::io::ErrorKind::Interrupted
                ) => {}
            Err(e) => return Some(crate::message::io_kind_reason(e.kind())),
        }
        if let Some(event) = watch.settled()
            && !tell.tell(event)
        {
            return None;
        }
    }
}

/// What one connection has learnt of the board, kept between reads so that a move is reported
/// only once the board has been still for the settle time.
struct Watch<'a> {
    settle: Duration,
    tell: &'a Teller,
    ever_connected: &'a mut bool,
    decoder: Decoder,
    fields: Option<Box<[Field; 64]>>,
    version: Option<(u8, u8)>,
    serial: Option<String>,
    connected: bool,
    moved_at: Option<Instant>,
    at_once: bool,
    lifted: Vec<(u8, Piece, Instant)>,
}

impl<'a> Watch<'a> {
    fn new(settle: Duration, tell: &'a Teller, ever_connected: &'a mut bool) -> Watch<'a> {
        Watch {
            settle,
            tell,
            ever_connected,
            decoder: Decoder::default(),
            fields: None,
            version: None,
            serial: None,
            connected: false,
            moved_at: None,
            at_once: false,
            lifted: Vec::new(),
        }
    }

    /// How long the next read may block: until the board has been still for the settle time,
    /// or (nothing moving) an hour, so that a quiet board costs no wake-ups.
    fn wait(&self) -> Duration {
        match self.moved_at {
            Some(_) if self.at_once => Duration::from_millis(1),
            Some(at) => self
                .settle
                .saturating_sub(at.elapsed())
                .max(Duration::from_millis(1)),
            None => Duration::from_secs(3600),
        }
    }

    /// False when nobody listens any more.
    fn take(&mut self, bytes: &[u8]) -> bool {
        let decoded = self.decoder.push(bytes);
        if decoded.skipped > 0 {
            tracing::info!(event = "eboard", skipped = decoded.skipped);
        }
        decoded
            .messages
            .into_iter()
            .all(|message| self.apply(message))
    }

    /// False when nobody listens any more.
    fn apply(&mut self, message: BoardMessage) -> bool {
        match message {
            BoardMessage::Version { major, minor } => self.version = Some((major, minor)),
            BoardMessage::SerialNumber(s) => self.serial = Some(s),
            BoardMessage::BoardDump(dump) => return self.board_dump(dump),
            BoardMessage::FieldUpdate { field, piece } => self.field_update(field, piece),
            BoardMessage::Clock(reading) => {
                return reading.absent || self.tell.tell(LinkEvent::Clock(reading));
            }
            BoardMessage::Battery { .. } | BoardMessage::Other { .. } => {
                tracing::debug!(event = "eboard", message = ?message);
            }
        }
        true
    }

    /// The first whole board of a connection is the sign that the board answers. False when
    /// nobody listens any more.
    fn board_dump(&mut self, dump: Box<[Field; 64]>) -> bool {
        if !self.connected {
            self.connected = true;
            *self.ever_connected = true;
            let event = LinkEvent::Connected {
                version: self.version,
                serial: self.serial.clone(),
            };
            if !self.tell.tell(event) {
                return false;
            }
        }
        self.fields = Some(dump);
        // A whole board is a still board: read at once.
        self.moved_at = Some(Instant::now());
        self.at_once = true;
        true
    }

    fn field_update(&mut self, field: u8, piece: Option<Piece>) {
        let Some(all) = self.fields.as_mut() else {
            return;
        };
        let slot = &mut all[usize::from(field.min(63))];
        if piece.is_none()
            && let Some(was) = *slot
        {
            self.lifted.push((field, was, Instant::now()));
        }
        // Back on its square within the settle time: a sensor's flicker, not a hand.
        if let Some(p) = piece {
            let settle = self.settle;
            self.lifted
                .retain(|(f, was, at)| !(*f == field && *was == p && at.elapsed() < settle));
        }
        *slot = piece;
        self.moved_at = Some(Instant::now());
        self.at_once = false;
    }

    /// The board once it has been still for the settle time, with the pieces lifted since the
    /// last report.
    fn settled(&mut self) -> Option<LinkEvent> {
        let (Some(at), Some(all)) = (self.moved_at, self.fields.as_ref()) else {
            return None;
        };
        if !(self.at_once || at.elapsed() >= self.settle) {
            return None;
        }
        self.moved_at = None;
        self.at_once = false;
        Some(LinkEvent::Settled {
            fields: all.clone(),
            lifted: std::mem::take(&mut self.lifted)
                .into_iter()
                .map(|(f, p, _)| (f, p))
                .collect(),
        })
    }
}
