//! What the people at the board see and type: the line view for screen readers and braille,
//! the board view for the sighted opponent, the keys and the typed line, and the terminal's
//! signals (a view wakes on them).
//!
//! Views only: a file belongs here when it draws, reads keys or lines, or watches the terminal;
//! what decides what happens next (the game loop, the seats, the clock app, the review loop)
//! is in `play/`, which uses this module and is never used by it.

mod board_keys;
mod board_view;
mod incoming;
mod line_prompt;
mod line_view;
mod piped;
mod signals;
mod typed_line;

pub use board_view::{BoardView, board_view, render_board, render_board_at, render_board_page};
pub use incoming::Incoming;
pub use line_view::{Inbox, LineView};
pub use signals::{Latest, Signal, wake_terminal_wait, watch as watch_signals, watch_hangup};
pub use typed_line::{MAX_LINE_BYTES, TypedLine, read_typed_line, too_long};

use std::io;
use std::time::Instant;

use crate::output::{Event, Output, Words};
use crate::session::Session;

/// A front end: an output that also reads typed lines. The screen is the one output whose
/// failure ends the game (there is nobody left to type): a failed write is kept and returned by
/// the next `read_line`.
pub trait View: Output {
    /// Waits for the next typed line, but not past `deadline` (when a flag falls).
    /// `asking` is the question the line answers, for the prompt.
    fn read_line(
        &mut self,
        session: &Session,
        words: &Words,
        asking: Option<crate::message::Message>,
        deadline: Option<Instant>,
    ) -> io::Result<Input>;
    /// What wakes `read_line` with [`Input::Wake`]; a view that wakes by itself has none.
    fn waker(&self) -> Option<crate::output::Waker> {
        None
    }
    /// Whether the side to move moves through another seat (the engine, the e-board), so that
    /// the prompt may change while a line is being typed.
    fn waiting_for_seat(&mut self, _other: bool) {}
    /// Where signals go to reach `read_line` as [`Input::Signal`].
    fn signal_sink(&self) -> Box<dyn Fn(Signal) + Send>;
    /// The lines typed on a terminal that are already waiting (typed ahead, pasted), taken
    /// without waiting for more: after a refused move they are held, not played. None from
    /// a pipe or a file, which reads on.
    fn waiting_lines(&mut self, _session: &Session, _words: &Words) -> Vec<String> {
        Vec::new()
    }
}

/// How long a line already typed may take to arrive from the terminal: far less than any
/// hand types a line in.
pub const TYPED_AHEAD: std::time::Duration = std::time::Duration::from_millis(60);

/// Hands each event to the view and every other output once, then the game after them to
/// those that draw it; then what the outputs have to say about themselves (a failure, a
/// return) goes the same way, logged first.
pub(crate) fn show_everywhere(
    view: &mut dyn View,
    outputs: &mut [Box<dyn Output>],
    session: &Session,
    words: &Words,
    events: &[Event],
) {
    show_each(view, outputs, words, events);
    if !events.is_empty() {
        let scene = session.scene();
        view.see(&scene, words);
        for output in outputs.iter_mut() {
            output.see(&scene, words);
        }
    }
    let notices: Vec<Event> = outputs
        .iter_mut()
        .flat_map(|o| o.take_notices())
        .map(|n| Event::Private(n.0))
        .collect();
    for event in &notices {
        tracing::warn!(event = "device", "{}", words.event_text(event));
    }
    show_each(view, outputs, words, &notices);
}

fn show_each(
    view: &mut dyn View,
    outputs: &mut [Box<dyn Output>],
    words: &Words,
    events: &[Event],
) {
    for event in events {
        view.show(event, words);
        for output in outputs.iter_mut() {
            output.show(event, words);
        }
    }
}

/// How long to wait for input before `deadline` (a flag falling). The kernel lets a wait end
/// late by 0.1 % of its length, up to 100 ms: a long wait therefore ends a second early and the
/// rest is waited again, which is then late by a millisecond at most.
pub fn wait_before(deadline: Instant) -> std::time::Duration {
    let left = deadline.saturating_duration_since(Instant::now());
    let second = std::time::Duration::from_secs(1);
    if left > second { left - second } else { left }
}

/// What waiting for input ended with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// The deadline came first.
    Timeout,
    /// An output has something to report.
    Wake,
    /// Something to show and say at once (what stands on a square routed on the braille
    /// display).
    Tell(Event),
    /// A key of the board cursor.
    Explore(crate::command::Explore),
    /// Input has ended: the players are gone, the game stays resumable.
    End,
    /// A signal: Ctrl-C, or the terminal closing.
    Signal(Signal),
}
