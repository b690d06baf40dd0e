//! Piped standard input (a script, a file, another program), read by the game loop's own
//! thread: it waits in one `poll` for standard input, for a doorbell the other inputs ring
//! (the braille display's lines, a signal, an output's wake-up) and for a `timerfd` set to the
//! deadline (exact: `poll`'s own timeout may be 0.1 % late). A line so reaches the game without
//! a second thread woken to hand it over: about 25 µs of a typed move's 0.2 ms on the machine
//! issue 43 measured. A terminal's lines come from the line editor's thread as before.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::Arc;
use std::time::Instant;

use super::typed_line::MAX_LINE_BYTES;

/// An `eventfd` that wakes the game loop's `poll`: rung after each thing sent to the view's
/// channel.
#[derive(Clone)]
pub struct Doorbell(Arc<OwnedFd>);

impl Doorbell {
    fn new() -> io::Result<Doorbell> {
        // SAFETY: eventfd returns a new descriptor or -1; nothing else is touched.
        let fd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `fd` is a new descriptor this value now owns.
        Ok(Doorbell(Arc::new(unsafe { OwnedFd::from_raw_fd(fd) })))
    }

    /// Wakes the loop (a full counter is already a wake-up).
    pub fn ring(&self) {
        let one: u64 = 1;
        // SAFETY: writes 8 bytes from `one` to a descriptor this value owns.
        let _ = unsafe { libc::write(self.0.as_raw_fd(), (&raw const one).cast(), 8) };
    }

    /// Takes the rings so far.
    fn answer(&self) {
        let mut count: u64 = 0;
        // SAFETY: reads at most 8 bytes into `count`; the descriptor does not block.
        let _ = unsafe { libc::read(self.0.as_raw_fd(), (&raw mut count).cast(), 8) };
    }
}

/// What one look at standard input gives.
pub enum Piped {
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE_BYTES`]: read to its end and dropped.
    TooLong,
    End,
    Failed(io::Error),
    /// Nothing yet, or only the doorbell.
    Nothing,
    /// The deadline has come.
    Timeout,
}

/// Standard input as the game loop reads it, with the doorbell and the timer it waits on too.
pub struct PipedInput {
    pub bell: Doorbell,
    timer: OwnedFd,
    /// Bytes read and not yet taken as lines: at most one line and one read.
    buf: Vec<u8>,
    /// Dropping the rest of a line too long, up to its line break.
    skipping: bool,
    ended: bool,
    /// Standard input (a test's pipe).
    fd: RawFd,
}

/// Bytes asked for by one read.
const CHUNK: usize = 8192;

impl PipedInput {
    /// `None` where the descriptors cannot be made (the view then reads on a thread).
    pub fn new() -> Option<PipedInput> {
        let bell = Doorbell::new().ok()?;
        // SAFETY: timerfd_create returns a new descriptor or -1.
        let fd = unsafe {
            libc::timerfd_create(
                libc::CLOCK_MONOTONIC,
                libc::TFD_CLOEXEC | libc::TFD_NONBLOCK,
            )
        };
        if fd < 0 {
            return None;
        }
        Some(PipedInput {
            bell,
            // SAFETY: `fd` is a new descriptor this value now owns.
            timer: unsafe { OwnedFd::from_raw_fd(fd) },
            buf: Vec::new(),
            skipping: false,
            ended: false,
            fd: libc::STDIN_FILENO,
        })
    }

    /// The next whole line read already, or the end; else waits once, until standard input
    /// has bytes, the doorbell rings or `deadline` comes.
    pub fn next(&mut self, deadline: Option<Instant>) -> Piped {
        if let Some(taken) = self.take() {
            return taken;
        }
        let left = match deadline {
            Some(at) => match at.checked_duration_since(Instant::now()) {
                Some(left) if !left.is_zero() => Some(left),
                _ => return Piped::Timeout,
            },
            None => None,
        };
        let timer = left.is_some_and(|left| self.arm(left));
        // A timer that could not be set leaves the deadline to `poll`'s own timeout (rounded
        // up to the millisecond, and 0.1 % late at worst): a flag still falls without a key.
        let wait = match left {
            Some(left) if !timer => {
                libc::c_int::try_from(left.as_micros().div_ceil(1000)).unwrap_or(libc::c_int::MAX)
            }
            _ => -1,
        };
        let mut fds = [
            poll_fd(self.bell.0.as_raw_fd()),
            poll_fd(if self.ended { -1 } else { self.fd }),
            poll_fd(if timer { self.timer.as_raw_fd() } else { -1 }),
        ];
        // SAFETY: `fds` is an array of three pollfd this call may fill.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), 3, wait) };
        if ready < 0 {
            let e = io::Error::last_os_error();
            if e.kind() == io::ErrorKind::Interrupted {
                return Piped::Nothing;
            }
            // A wait that cannot be made is not tried again and again: input has failed.
            self.ended = true;
            return Piped::Failed(e);
        }
        if fds[0].revents != 0 {
            self.bell.answer();
        }
        if fds[1].revents != 0
            && let Err(e) = self.read()
        {
            self.ended = true;
            return Piped::Failed(e);
        }
        if fds[2].revents != 0 || (ready == 0 && wait >= 0) {
            return Piped::Timeout;
        }
        self.take().unwrap_or(Piped::Nothing)
    }

    /// Sets the timer `left` from now; false where it cannot be set (then `poll`'s own
    /// timeout waits for the deadline).
    fn arm(&self, left: std::time::Duration) -> bool {
        let spec = libc::itimerspec {
            it_interval: libc::timespec {
                tv_sec: 0,
                tv_nsec: 0,
            },
            it_value: libc::timespec {
                tv_sec: libc::time_t::try_from(left.as_secs()).unwrap_or(libc::time_t::MAX),
                tv_nsec: libc::c_long::from(left.subsec_nanos()),
            },
        };
        // SAFETY: sets a timer this value owns from `spec`; the old setting is not asked for.
        let set = unsafe {
            libc::timerfd_settime(self.timer.as_raw_fd(), 0, &spec, std::ptr::null_mut())
        };
        set == 0
    }

    /// One read of what standard input has (it does not block after `poll`).
    fn read(&mut self) -> io::Result<()> {
        let at = self.buf.len();
        self.buf.resize(at + CHUNK, 0);
        // SAFETY: reads at most CHUNK bytes into the buffer's free end.
        let n = unsafe { libc::read(self.fd, self.buf[at..].as_mut_ptr().cast(), CHUNK) };
        let read = usize::try_from(n).map_err(|_| io::Error::last_os_error());
        self.buf.truncate(at + read.as_ref().map_or(0, |n| *n));
        match read {
            Ok(0) => self.ended = true,
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
            Err(e) => return Err(e),
        }
        Ok(())
    }

    /// The next line of what was read, as `read_typed_line` gives it: without its line
    /// break, refused past [`MAX_LINE_BYTES`], the last one without a break at the end.
    fn take(&mut self) -> Option<Piped> {
        loop {
            match self.buf.iter().position(|&b| b == b'\n') {
                Some(at) => {
                    let mut line: Vec<u8> = self.buf.drain(..=at).collect();
                    if std::mem::take(&mut self.skipping) {
                        return Some(Piped::TooLong);
                    }
                    while line.last().is_some_and(|b| matches!(b, b'\n' | b'\r')) {
                        line.pop();
                    }
                    return Some(match line.len() > MAX_LINE_BYTES {
                        true => Piped::TooLong,
                        false => Piped::Line(line),
                    });
                }
                // Room for the line break ("\r\n") beyond the cap.
                None if self.buf.len() > MAX_LINE_BYTES + 2 => {
                    self.buf.clear();
                    self.skipping = true;
                }
                None if self.ended => {
                    if std::mem::take(&mut self.skipping) {
                        self.buf.clear();
                        return Some(Piped::TooLong);
                    }
                    if self.buf.is_empty() {
                        return Some(Piped::End);
                    }
                    return Some(Piped::Line(std::mem::take(&mut self.buf)));
                }
                None => return None,
            }
        }
    }
}

fn poll_fd(fd: RawFd) -> libc::pollfd {
    libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lines are taken as `read_typed_line` takes them, whatever pieces they arrive in.
    #[test]
    fn lines_arriving_in_pieces_are_taken_whole() {
        let mut input = PipedInput::new().expect("descriptors");
        let long = "x".repeat(MAX_LINE_BYTES + 10);
        let mut got = Vec::new();
        for piece in [
            "e4\r",
            "\nNf",
            "3\n",
            &long[..3000],
            &long[3000..],
            "\n",
            "d5",
        ] {
            input.buf.extend_from_slice(piece.as_bytes());
            while let Some(taken) = input.take() {
                got.push(match taken {
                    Piped::Line(line) => String::from_utf8(line).unwrap_or_default(),
                    Piped::TooLong => "too long".into(),
                    _ => "other".into(),
                });
            }
        }
        assert_eq!(got, ["e4", "Nf3", "too long"]);
        input.ended = true;
        assert!(matches!(input.take(), Some(Piped::Line(l)) if l == b"d5"));
        assert!(matches!(input.take(), Some(Piped::End)));
    }

    /// A wait ends at the deadline (the timer), when the doorbell rings, and with a line.
    #[test]
    fn the_timer_the_doorbell_and_a_line_end_a_wait() {
        let mut input = PipedInput::new().expect("descriptors");
        let mut ends = [0; 2];
        // SAFETY: pipe fills two descriptors, closed at the end of the test.
        assert_eq!(unsafe { libc::pipe(ends.as_mut_ptr()) }, 0);
        input.fd = ends[0];
        let at = Instant::now() + std::time::Duration::from_millis(5);
        assert!(matches!(input.next(Some(at)), Piped::Timeout));
        assert!(Instant::now() >= at);
        let bell = input.bell.clone();
        let ringing = std::thread::spawn(move || bell.ring());
        assert!(matches!(input.next(None), Piped::Nothing));
        ringing.join().expect("rung");
        // SAFETY: writes three bytes to the pipe's end this test owns.
        assert_eq!(
            unsafe { libc::write(ends[1], b"e4\n".as_ptr().cast(), 3) },
            3
        );
        assert!(matches!(input.next(None), Piped::Line(l) if l == b"e4"));
        // SAFETY: closes the descriptors pipe made.
        unsafe {
            libc::close(ends[1]);
        }
        assert!(matches!(input.next(None), Piped::End));
        // SAFETY: as above.
        unsafe {
            libc::close(ends[0]);
        }
    }

    /// A timer that cannot be set leaves the deadline to `poll`'s own timeout: the wait still
    /// ends there, and a flag still falls without a key.
    #[test]
    fn a_deadline_is_kept_without_the_timer() {
        let mut input = PipedInput::new().expect("descriptors");
        let mut ends = [0; 2];
        // SAFETY: pipe fills two descriptors; the write end is owned by `input.timer` below.
        assert_eq!(unsafe { libc::pipe(ends.as_mut_ptr()) }, 0);
        input.fd = ends[0];
        // Not a timer: setting it fails.
        // SAFETY: `ends[1]` is a new descriptor this value now owns.
        input.timer = unsafe { OwnedFd::from_raw_fd(ends[1]) };
        let at = Instant::now() + std::time::Duration::from_millis(5);
        assert!(matches!(input.next(Some(at)), Piped::Timeout));
        assert!(Instant::now() >= at);
        // SAFETY: closes the read end pipe made.
        unsafe {
            libc::close(ends[0]);
        }
    }
}
