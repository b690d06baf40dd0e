//! Signals while a game is open. Ctrl-C (SIGINT) asks whether to interrupt and a second one
//! interrupts; the end of the session (SIGHUP: the terminal closed), a shutdown (SIGTERM) and
//! SIGQUIT leave at once. Either way the game loop, not the signal, ends the game: the record
//! of leaving is written, the score sheet saved, the terminal given back.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

/// What a signal asks of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signal {
    /// Ctrl-C: ask, and interrupt on the second.
    Interrupt,
    /// The terminal closed, the machine shuts down: leave now, resumable.
    Leave,
}

/// Calls `on` for every signal that arrives, on a thread of its own.
pub fn watch(on: impl Fn(Signal) + Send + 'static) -> io::Result<()> {
    let mut signals = Signals::new([SIGINT, SIGTERM, SIGHUP, SIGQUIT])?;
    std::thread::spawn(move || {
        for signal in signals.forever() {
            on(if signal == SIGINT {
                Signal::Interrupt
            } else {
                Signal::Leave
            });
        }
    });
    Ok(())
}

/// The last signal not yet taken, for a view that looks between keys (the board view).
#[derive(Clone, Default)]
pub struct Latest(Arc<AtomicU8>);

impl Latest {
    pub fn set(&self, signal: Signal) {
        let code = match signal {
            Signal::Interrupt => 1,
            // Leaving outranks a question still to ask.
            Signal::Leave => 2,
        };
        self.0.fetch_max(code, Ordering::SeqCst);
    }

    /// The signal not yet taken, left for the next wait.
    pub fn peek(&self) -> Option<Signal> {
        match self.0.load(Ordering::SeqCst) {
            1 => Some(Signal::Interrupt),
            2 => Some(Signal::Leave),
            _ => None,
        }
    }

    pub fn take(&self) -> Option<Signal> {
        match self.0.swap(0, Ordering::SeqCst) {
            1 => Some(Signal::Interrupt),
            2 => Some(Signal::Leave),
            _ => None,
        }
    }
}

/// Calls `on` once when the terminal on standard input hangs up (its window closed, the pty's
/// master gone), on a thread of its own. A process that is not the terminal's session leader
/// gets no SIGHUP then, only the end of input, again and again: the key reader of the board
/// view and the clock would read it for ever. So standard input is then replaced by an empty
/// pipe that is never written to, whose reads say "nothing yet", and `on` tells the loop to
/// leave. Nothing is watched when standard input is not a terminal.
pub fn watch_hangup(on: impl Fn() + Send + 'static) {
    if !std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        return;
    }
    std::thread::spawn(move || {
        loop {
            // No events asked: poll then returns only on a hang-up or an error.
            let mut fd = libc::pollfd {
                fd: libc::STDIN_FILENO,
                events: 0,
                revents: 0,
            };
            // SAFETY: one valid pollfd.
            let ready = unsafe { libc::poll(&mut fd, 1, -1) };
            if ready < 0 && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                continue;
            }
            if ready != 0 {
                quiet_stdin();
                on();
                return;
            }
        }
    });
}

/// Ends a wait of the terminal library for a key (`crossterm::event::poll`) at once: it is
/// woken by a window-size change, which it reads as a resize, not as a key. So a clock that
/// waits for its next beat or flag, not once a second, still ends the moment its terminal
/// closes.
pub fn wake_terminal_wait() {
    // SAFETY: sends a signal to this process; crossterm's handler for it only wakes its wait,
    // and without a handler SIGWINCH is ignored.
    unsafe {
        libc::kill(libc::getpid(), libc::SIGWINCH);
    }
}

/// Puts an empty pipe, never written to and not blocking, in place of standard input.
fn quiet_stdin() {
    let mut ends = [0; 2];
    // SAFETY: `ends` has room for the two descriptors; the write end is kept open for ever
    // (never closed), so that reads say "nothing yet" rather than "end".
    unsafe {
        if libc::pipe2(ends.as_mut_ptr(), libc::O_NONBLOCK | libc::O_CLOEXEC) == 0 {
            libc::dup2(ends[0], libc::STDIN_FILENO);
            libc::close(ends[0]);
        }
    }
}
