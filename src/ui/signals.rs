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

    pub fn take(&self) -> Option<Signal> {
        match self.0.swap(0, Ordering::SeqCst) {
            1 => Some(Signal::Interrupt),
            2 => Some(Signal::Leave),
            _ => None,
        }
    }
}
