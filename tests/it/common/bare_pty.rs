//! The real binary on a pseudo-terminal that is not its controlling terminal, as when anna runs
//! under a shell that is the session leader: closing the terminal sends it no SIGHUP, it only
//! finds its input hung up. The master side is ours alone, so dropping [`BarePty::close`]
//! closes the terminal for good.

use std::fs::File;
use std::io::{ErrorKind, Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct BarePty {
    master: Option<File>,
    pub child: Child,
    pub out: String,
    /// How much of `out` the test has looked at.
    pos: usize,
}

impl BarePty {
    /// `command` on an 80×24 pseudo-terminal in a session of its own without a controlling
    /// terminal.
    pub fn spawn(mut command: Command) -> BarePty {
        let (mut master, mut slave) = (0, 0);
        let size = libc::winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: two out-parameters and a winsize that lives across the call.
        let made = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(made, 0, "openpty");
        // SAFETY: both descriptors were just opened and are owned here alone.
        let (master, slave) = unsafe { (File::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
        // SAFETY: fcntl on a descriptor we own.
        unsafe {
            libc::fcntl(master_fd(&master), libc::F_SETFD, libc::FD_CLOEXEC);
            let flags = libc::fcntl(master_fd(&master), libc::F_GETFL);
            libc::fcntl(master_fd(&master), libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
        let io = |fd: &OwnedFd| Stdio::from(fd.try_clone().expect("dup the pty"));
        command
            .stdin(io(&slave))
            .stdout(io(&slave))
            .stderr(io(&slave));
        // SAFETY: setsid is async-signal-safe; the child gets no controlling terminal.
        unsafe {
            command.pre_exec(|| {
                libc::setsid();
                Ok(())
            });
        }
        let child = command.spawn().expect("anna starts");
        drop(slave);
        BarePty {
            master: Some(master),
            child,
            out: String::new(),
            pos: 0,
        }
    }

    /// Reads until `text` has been printed after what was looked at, and moves past it.
    pub fn expect(&mut self, text: &str) {
        let deadline = Instant::now() + super::TIMEOUT;
        let mut buf = [0u8; 8192];
        loop {
            if let Some(at) = self.out[self.pos..].find(text) {
                self.pos += at + text.len();
                return;
            }
            assert!(Instant::now() < deadline, "no {text:?} in:\n{}", self.out);
            let master = self.master.as_mut().expect("the terminal is open");
            match master.read(&mut buf) {
                Ok(n) if n > 0 => self.out.push_str(&String::from_utf8_lossy(&buf[..n])),
                Ok(_) => panic!("the terminal ended before {text:?}:\n{}", self.out),
                Err(e) if e.kind() == ErrorKind::WouldBlock => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(e) => panic!("reading the terminal: {e}\n{}", self.out),
            }
        }
    }

    /// Types keys.
    pub fn press(&mut self, keys: &str) {
        let master = self.master.as_mut().expect("the terminal is open");
        master
            .write_all(keys.as_bytes())
            .expect("type on the terminal");
    }

    /// Closes the terminal (the window closed) and returns how long the program then took to
    /// end, or `None` if it had not ended after `patience`; it is then killed.
    pub fn close(&mut self, patience: Duration) -> Option<Duration> {
        let closed = Instant::now();
        self.master = None;
        loop {
            if let Ok(Some(_)) = self.child.try_wait() {
                return Some(closed.elapsed());
            }
            if closed.elapsed() > patience {
                let _ = self.child.kill();
                let _ = self.child.wait();
                return None;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

fn master_fd(file: &File) -> i32 {
    use std::os::fd::AsRawFd;
    file.as_raw_fd()
}

impl Drop for BarePty {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
