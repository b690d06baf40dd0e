//! A DGT board that is not there: a pseudo-terminal that answers anna's commands byte for
//! byte as a board does, and whose pieces are lifted and put down by typed lines. anna opens
//! its path exactly as it opens `/dev/ttyACM0`, so the tests run the real serial code, and
//! the docs can show a session without hardware (`anna eboard simulate`).
//!
//! Typed lines, one action each, answered `ok` (or `! ` and the reason):
//! `lift e2`, `put e4 P` (a FEN letter), `move e2 e4` (lift, take off what stands on the
//! target, put down), `hold e4 600` (lifted for 600 ms and put back), `flicker e4` (off and on
//! again at once), `noise` (bytes that are no message), `lever left` / `lever right` (that
//! player presses the DGT 3000's lever), `clock` (what the clock shows: left, right, which
//! runs), `unplug`, `plug`, `quit`.

use std::ffi::CStr;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shakmaty::{Board, Piece, Square};

use super::protocol::{
    BoardMessage, ClockReading, ClockRun, Field, command, encode, read_set_and_run,
};
use super::reading::Orientation;

/// The board's state, shared with the thread that answers anna.
struct State {
    fields: [Field; 64],
    updating: bool,
    clock: SimClock,
}

/// A DGT 3000 on the board, in mode 23: anna sets its times, the players press its lever.
struct SimClock {
    left: Duration,
    right: Duration,
    run: ClockRun,
    since: Instant,
    /// The lever is high on the right: the left player pressed last.
    right_high: bool,
    /// Set by anna at least once.
    set: bool,
}

impl SimClock {
    /// The times shown now, left and right.
    fn shown(&self) -> (Duration, Duration) {
        let gone = self.since.elapsed();
        match self.run {
            ClockRun::Left => (self.left.saturating_sub(gone), self.right),
            ClockRun::Right => (self.left, self.right.saturating_sub(gone)),
            ClockRun::Paused => (self.left, self.right),
        }
    }

    fn reading(&self) -> ClockReading {
        let hms = |d: Duration| {
            let s = d.as_secs();
            ((s / 3600).min(9) as u8, (s / 60 % 60) as u8, (s % 60) as u8)
        };
        let (left, right) = self.shown();
        ClockReading {
            left: hms(left),
            right: hms(right),
            running: self.run != ClockRun::Paused,
            right_high: self.right_high,
            absent: false,
        }
    }
}

/// One plugged-in board: its pseudo-terminal and the thread answering on it.
struct Plug {
    master: Arc<File>,
    /// Held open so that the terminal exists before anna opens it.
    _slave: OwnedFd,
    path: PathBuf,
    /// Cleared to unplug: the answering thread lets go of the terminal.
    plugged: Arc<AtomicBool>,
    answering: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Plug {
    fn drop(&mut self) {
        self.plugged.store(false, Ordering::SeqCst);
        if let Some(thread) = self.answering.take() {
            let _ = thread.join();
        }
    }
}

pub struct Simulator {
    state: Arc<Mutex<State>>,
    plug: Option<Plug>,
    /// A fixed path anna is given, pointing at the current terminal (a board plugged in again
    /// keeps its name, as a USB board keeps `/dev/ttyACM0`).
    link: Option<PathBuf>,
    orientation: Orientation,
}

/// Why a typed line did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SimError {
    Unknown(String),
    NotPlugged,
    Io(std::io::ErrorKind),
}

impl Simulator {
    /// A board with `board` on it, plugged in.
    pub fn new(
        board: &Board,
        orientation: Orientation,
        link: Option<PathBuf>,
    ) -> std::io::Result<Simulator> {
        let mut fields: [Field; 64] = [None; 64];
        for (field, slot) in (0u8..).zip(fields.iter_mut()) {
            *slot = board.piece_at(orientation.square(field));
        }
        let mut simulator = Simulator {
            state: Arc::new(Mutex::new(State {
                fields,
                updating: false,
                clock: SimClock {
                    left: Duration::ZERO,
                    right: Duration::ZERO,
                    run: ClockRun::Paused,
                    since: Instant::now(),
                    right_high: false,
                    set: false,
                },
            })),
            plug: None,
            link,
            orientation,
        };
        simulator.plug_in()?;
        Ok(simulator)
    }

    /// The path anna opens.
    pub fn path(&self) -> Option<PathBuf> {
        self.link
            .clone()
            .or_else(|| self.plug.as_ref().map(|p| p.path.clone()))
    }

    fn plug_in(&mut self) -> std::io::Result<()> {
        let (master, slave, path) = open_pty()?;
        let master = Arc::new(master);
        if let Some(link) = &self.link {
            let _ = std::fs::remove_file(link);
            std::os::unix::fs::symlink(&path, link)?;
        }
        let reader = master.clone();
        let state = self.state.clone();
        let plugged = Arc::new(AtomicBool::new(true));
        let still = plugged.clone();
        let answering = std::thread::spawn(move || answer(&reader, &state, &still));
        self.plug = Some(Plug {
            master,
            _slave: slave,
            path,
            plugged,
            answering: Some(answering),
        });
        Ok(())
    }

    /// One typed line; `clock` answers with what the clock shows: left, right, which runs.
    pub fn line(&mut self, line: &str) -> Result<Option<String>, SimError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["clock"] => {
                let Ok(state) = self.state.lock() else {
                    return Ok(None);
                };
                if !state.clock.set {
                    return Ok(Some("-".into()));
                }
                let reading = state.clock.reading();
                let show = |(h, m, s): (u8, u8, u8)| format!("{h}:{m:02}:{s:02}");
                let run = match state.clock.run {
                    ClockRun::Left => "left",
                    ClockRun::Right => "right",
                    ClockRun::Paused => "paused",
                };
                Ok(Some(format!(
                    "{} {} {run}",
                    show(reading.left),
                    show(reading.right)
                )))
            }
            ["lever", side @ ("left" | "right")] => {
                // The player on that side presses: his side goes down, the other's runs.
                let bytes = {
                    let Ok(mut state) = self.state.lock() else {
                        return Ok(None);
                    };
                    let (left, right) = state.clock.shown();
                    let clock = &mut state.clock;
                    clock.left = left;
                    clock.right = right;
                    clock.since = Instant::now();
                    clock.right_high = *side == "left";
                    clock.run = if *side == "left" {
                        ClockRun::Right
                    } else {
                        ClockRun::Left
                    };
                    state
                        .updating
                        .then(|| encode(&BoardMessage::Clock(state.clock.reading())))
                };
                if let Some(bytes) = bytes {
                    self.send(&bytes)?;
                }
                Ok(None)
            }
            _ => self.act(line).map(|()| None),
        }
    }

    fn act(&mut self, line: &str) -> Result<(), SimError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let square = |text: &str| {
            text.parse::<Square>()
                .map_err(|_| SimError::Unknown(text.to_string()))
        };
        match words.as_slice() {
            [] => Ok(()),
            ["lift", sq] => self.set(square(sq)?, None),
            ["put", sq, piece] => {
                let piece = piece
                    .chars()
                    .next()
                    .and_then(Piece::from_char)
                    .ok_or_else(|| SimError::Unknown(piece.to_string()))?;
                self.set(square(sq)?, Some(piece))
            }
            ["move", from, to] => {
                let (from, to) = (square(from)?, square(to)?);
                let piece = self.at(from);
                self.set(from, None)?;
                if self.at(to).is_some() {
                    self.set(to, None)?;
                }
                self.set(to, piece)
            }
            ["hold", sq, ms] => {
                // A hand that lifts a piece, holds it, and puts it back.
                let sq = square(sq)?;
                let ms: u64 = ms.parse().map_err(|_| SimError::Unknown(ms.to_string()))?;
                let piece = self.at(sq);
                self.set(sq, None)?;
                std::thread::sleep(Duration::from_millis(ms.min(10_000)));
                self.set(sq, piece)
            }
            ["flicker", sq] => {
                let sq = square(sq)?;
                let piece = self.at(sq);
                self.set(sq, None)?;
                self.set(sq, piece)
            }
            ["noise"] => self.send(&[0x07, 0x7f, 0x13, 0x00, 0x86, 0x00]),
            ["unplug"] => {
                self.plug = None;
                if let Some(link) = &self.link {
                    let _ = std::fs::remove_file(link);
                }
                if let Ok(mut state) = self.state.lock() {
                    state.updating = false;
                }
                Ok(())
            }
            ["plug"] => self.plug_in().map_err(|e| SimError::Io(e.kind())),
            _ => Err(SimError::Unknown(line.trim().to_string())),
        }
    }

    fn at(&self, square: Square) -> Field {
        let field = self.field(square);
        self.state.lock().ok().and_then(|s| s.fields[field])
    }

    fn field(&self, square: Square) -> usize {
        (0u8..64)
            .find(|f| self.orientation.square(*f) == square)
            .map_or(0, usize::from)
    }

    /// Changes one field and tells anna if it listens for updates, as the board does.
    fn set(&mut self, square: Square, piece: Field) -> Result<(), SimError> {
        let field = self.field(square);
        let updating = {
            let Ok(mut state) = self.state.lock() else {
                return Ok(());
            };
            state.fields[field] = piece;
            state.updating
        };
        if updating {
            let bytes = encode(&BoardMessage::FieldUpdate {
                field: field as u8,
                piece,
            });
            self.send(&bytes)?;
        }
        Ok(())
    }

    fn send(&self, bytes: &[u8]) -> Result<(), SimError> {
        let plug = self.plug.as_ref().ok_or(SimError::NotPlugged)?;
        (&*plug.master)
            .write_all(bytes)
            .map_err(|e| SimError::Io(e.kind()))
    }
}

/// Answers anna's commands until the board is unplugged. Looks at the line every tenth of a
/// second so that unplugging lets go of the terminal (a test tool: the wake-ups are its own).
fn answer(master: &File, state: &Mutex<State>, plugged: &AtomicBool) {
    let mut byte = [0u8; 1];
    let mut reader = master;
    while plugged.load(Ordering::SeqCst) {
        if !readable(master) {
            continue;
        }
        match reader.read(&mut byte) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        let reply = {
            let Ok(mut state) = state.lock() else {
                return;
            };
            match reply(byte[0], master, &mut state) {
                Ok(reply) => reply,
                Err(_) => return,
            }
        };
        if let Some(reply) = reply {
            let mut writer = master;
            if writer.write_all(&encode(&reply)).is_err() {
                return;
            }
        }
    }
}

/// Whether anna has sent a byte, waiting a tenth of a second at most.
fn readable(master: &File) -> bool {
    let mut poll = libc::pollfd {
        fd: std::os::fd::AsRawFd::as_raw_fd(master),
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: one valid pollfd for a descriptor held open by `master`.
    let ready = unsafe { libc::poll(&mut poll, 1, 100) };
    ready > 0 && poll.revents & libc::POLLIN != 0
}

/// The board's answer to the command `byte`, as a DGT board answers it; a clock command's
/// bytes are read from `reader` after it. An error: the line is gone.
fn reply(byte: u8, reader: &File, state: &mut State) -> std::io::Result<Option<BoardMessage>> {
    Ok(match byte {
        command::RESET => {
            state.updating = false;
            None
        }
        command::SEND_BOARD => Some(BoardMessage::BoardDump(Box::new(state.fields))),
        command::SEND_CLOCK => Some(BoardMessage::Clock(state.clock.reading())),
        command::UPDATE_NICE | 0x43 | 0x44 => {
            state.updating = true;
            None
        }
        command::VERSION => Some(BoardMessage::Version { major: 1, minor: 7 }),
        command::SERIAL_NUMBER | command::LONG_SERIAL_NUMBER => {
            Some(BoardMessage::SerialNumber("0000012345".into()))
        }
        command::BATTERY => Some(BoardMessage::Battery { percent: 87 }),
        command::CLOCK => {
            clock_command(reader, &mut state.clock)?;
            None
        }
        _ => None,
    })
}

/// A clock command: its size, then as many bytes; a set-and-run sets the clock.
fn clock_command(mut reader: &File, clock: &mut SimClock) -> std::io::Result<()> {
    let mut size = [0u8; 1];
    reader.read_exact(&mut size)?;
    let mut rest = vec![0u8; usize::from(size[0])];
    reader.read_exact(&mut rest)?;
    if let Some((left, right, run)) = read_set_and_run(&rest) {
        let time = |(h, m, s): (u8, u8, u8)| {
            Duration::from_secs(u64::from(h) * 3600 + u64::from(m) * 60 + u64::from(s))
        };
        clock.left = time(left);
        clock.right = time(right);
        clock.run = run;
        clock.since = Instant::now();
        clock.set = true;
    }
    Ok(())
}

/// A new pseudo-terminal: its controlling side, its other side (held open) and that side's
/// path.
fn open_pty() -> std::io::Result<(File, OwnedFd, PathBuf)> {
    let check = |r: libc::c_int| {
        if r < 0 {
            Err(std::io::Error::last_os_error())
        } else {
            Ok(r)
        }
    };
    // SAFETY: plain calls on a descriptor this function owns; each result is checked.
    unsafe {
        let master = check(libc::posix_openpt(
            libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC,
        ))?;
        let master = File::from_raw_fd(master);
        use std::os::fd::AsRawFd;
        check(libc::grantpt(master.as_raw_fd()))?;
        check(libc::unlockpt(master.as_raw_fd()))?;
        let mut name = [0 as libc::c_char; 128];
        let named = libc::ptsname_r(master.as_raw_fd(), name.as_mut_ptr(), name.len());
        if named != 0 {
            return Err(std::io::Error::from_raw_os_error(named));
        }
        let path = PathBuf::from(CStr::from_ptr(name.as_ptr()).to_string_lossy().into_owned());
        let c_path = std::ffi::CString::new(path.as_os_str().as_encoded_bytes())
            .map_err(|_| std::io::Error::from(std::io::ErrorKind::InvalidInput))?;
        let slave = check(libc::open(
            c_path.as_ptr(),
            libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC,
        ))?;
        let slave = OwnedFd::from_raw_fd(slave);
        // Raw, so that bytes pass as they are before anna configures the line.
        let mut termios: libc::termios = std::mem::zeroed();
        check(libc::tcgetattr(slave.as_raw_fd(), &mut termios))?;
        libc::cfmakeraw(&mut termios);
        check(libc::tcsetattr(slave.as_raw_fd(), libc::TCSANOW, &termios))?;
        Ok((master, slave, path))
    }
}

/// The simulator on the command line: the path first, then `ok` for each line done.
pub fn run(
    board: &Board,
    orientation: Orientation,
    link: Option<&Path>,
    input: &mut dyn std::io::BufRead,
    out: &mut dyn Write,
    refusal: &dyn Fn(&SimError) -> String,
) -> std::io::Result<()> {
    let mut simulator = Simulator::new(board, orientation, link.map(Path::to_path_buf))?;
    if let Some(path) = simulator.path() {
        writeln!(out, "{}", path.display())?;
    }
    out.flush()?;
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 || line.trim() == "quit" {
            return Ok(());
        }
        match simulator.line(&line) {
            Ok(None) => writeln!(out, "ok")?,
            Ok(Some(answer)) => writeln!(out, "{answer}")?,
            Err(e) => writeln!(out, "! {}", refusal(&e))?,
        }
        out.flush()?;
    }
}
