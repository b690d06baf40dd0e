//! A DGT board that is not there: a pseudo-terminal that answers anna's commands byte for
//! byte as a board does, and whose pieces are lifted and put down by typed lines. anna opens
//! its path exactly as it opens `/dev/ttyACM0`, so the tests run the real serial code, and
//! the docs can show a session without hardware (`anna eboard simulate`).
//!
//! Typed lines, one action each, answered `ok` (or `! ` and the reason):
//! `lift e2`, `put e4 P` (a FEN letter), `move e2 e4` (lift, take off what stands on the
//! target, put down), `hold e4 600` (lifted for 600 ms and put back), `flicker e4` (off and on
//! again at once), `noise` (bytes that are no
//! message), `unplug`, `plug`, `quit`.

use std::ffi::CStr;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use shakmaty::{Board, Piece, Square};

use super::protocol::{Field, Message, command, encode};
use super::reading::Orientation;

/// The board's state, shared with the thread that answers anna.
struct State {
    fields: [Field; 64],
    updating: bool,
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

    /// One typed line.
    pub fn line(&mut self, line: &str) -> Result<(), SimError> {
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
                std::thread::sleep(std::time::Duration::from_millis(ms.min(10_000)));
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
            let bytes = encode(&Message::FieldUpdate {
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
    loop {
        if !plugged.load(Ordering::SeqCst) {
            return;
        }
        let mut poll = libc::pollfd {
            fd: std::os::fd::AsRawFd::as_raw_fd(master),
            events: libc::POLLIN,
            revents: 0,
        };
        // SAFETY: one valid pollfd for a descriptor held open by `master`.
        let ready = unsafe { libc::poll(&mut poll, 1, 100) };
        if ready <= 0 || poll.revents & libc::POLLIN == 0 {
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
            match byte[0] {
                command::RESET => {
                    state.updating = false;
                    None
                }
                command::SEND_BOARD => Some(Message::BoardDump(Box::new(state.fields))),
                command::UPDATE_NICE | 0x43 | 0x44 => {
                    state.updating = true;
                    None
                }
                command::VERSION => Some(Message::Version { major: 1, minor: 7 }),
                command::SERIAL_NUMBER | command::LONG_SERIAL_NUMBER => {
                    Some(Message::SerialNumber("0000012345".into()))
                }
                command::BATTERY => Some(Message::Battery { percent: 87 }),
                command::CLOCK => {
                    // The size, then as many bytes: no clock is simulated.
                    let mut size = [0u8; 1];
                    if reader.read_exact(&mut size).is_err() {
                        return;
                    }
                    let mut rest = vec![0u8; usize::from(size[0])];
                    if reader.read_exact(&mut rest).is_err() {
                        return;
                    }
                    None
                }
                _ => None,
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
            Ok(()) => writeln!(out, "ok")?,
            Err(e) => writeln!(out, "! {}", refusal(&e))?,
        }
        out.flush()?;
    }
}
