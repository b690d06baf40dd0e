//! A doorbell for the display thread: the game rings it with every command it sends, so that
//! the thread can wait for the display's keys and for the game in one `poll`, without looking
//! every few milliseconds (a waiting game costs no wake-ups).

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::Arc;
use std::time::Duration;

/// The game's side: rings.
#[derive(Clone)]
pub struct Ringer {
    write: Arc<OwnedFd>,
}

/// The display thread's side: waits, and is quiet again once drained.
pub struct Bell {
    read: OwnedFd,
}

/// A new bell (a non-blocking pipe).
pub fn bell() -> std::io::Result<(Ringer, Bell)> {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: `fds` has room for the two descriptors pipe2 writes.
    let r = unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) };
    if r < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: both descriptors were just made by pipe2 and are owned here alone.
    let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    Ok((
        Ringer {
            write: Arc::new(write),
        },
        Bell { read },
    ))
}

impl Ringer {
    /// Rings; a full pipe already rings.
    pub fn ring(&self) {
        let byte = [1u8];
        // SAFETY: one byte from a live buffer to a descriptor this ringer owns.
        let _ = unsafe { libc::write(self.write.as_raw_fd(), byte.as_ptr().cast(), 1) };
    }
}

impl Bell {
    /// Waits until the bell rings or `other` has something to read, no longer than `timeout`
    /// (none: as long as it takes).
    pub fn wait(&self, other: RawFd, timeout: Option<Duration>) {
        let mut fds = [
            libc::pollfd {
                fd: self.read.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: other,
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        // Rounded up: a wait that ends before its moment would only be followed by another.
        let ms = timeout.map_or(-1, |t| {
            libc::c_int::try_from(t.as_micros().div_ceil(1000).max(1)).unwrap_or(libc::c_int::MAX)
        });
        // SAFETY: two valid pollfd entries for descriptors that live through the call.
        let _ = unsafe { libc::poll(fds.as_mut_ptr(), 2, ms) };
        self.drain();
    }

    fn drain(&self) {
        let mut buf = [0u8; 64];
        loop {
            // SAFETY: reads into a live buffer of its own length.
            let n =
                unsafe { libc::read(self.read.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
            if n <= 0 {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn a_ring_ends_the_wait_at_once() {
        let Ok((ringer, bell)) = bell() else {
            panic!("a pipe");
        };
        ringer.ring();
        ringer.ring();
        let start = Instant::now();
        bell.wait(-1, Some(Duration::from_secs(60)));
        assert!(start.elapsed() < Duration::from_secs(30));
    }
}
