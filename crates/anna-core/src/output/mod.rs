//! One way out: every output (the screen views, the speech back ends, the braille display, later
//! an e-board's clock) implements [`Output`], and the game loop hands each event to each output
//! once, after the journal has it.
//!
//! An output fails on its own: it keeps the game going, says what happened as a typed
//! [`Notice`] (which the loop shows on every output, so the others report it), retries in the
//! background, and says so again when it is back. It wakes the loop through its [`Waker`] so
//! that a failure while nobody types is reported at once.

mod event;
mod scene;
mod words;

pub use event::Event;
pub use scene::Scene;
pub use words::Words;

use std::sync::Arc;

use crate::message::Message;

/// Called by an output's own thread when it has something to report.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Something an output says about itself: a failure, a fallback, a return.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub Message);

pub trait Output {
    /// Shows, says or writes one event, in the game's words. Never blocks the game and never
    /// fails it.
    fn show(&mut self, event: &Event, words: &Words);

    /// The game after the events just shown, for an output that draws the board or the clocks
    /// (the braille display); the others say events only.
    fn see(&mut self, _scene: &Scene<'_>, _words: &Words) {}

    /// The notices since the last call.
    fn take_notices(&mut self) -> Vec<Notice> {
        Vec::new()
    }

    /// What it is and how it is doing, for `geräte`: "Braillezeile: verbunden, 40 Zellen."
    fn status(&self) -> Message;

    /// Stops the private speech being said now; other outputs ignore it.
    fn silence(&mut self) {}

    /// Where to report changes of health from its own thread.
    fn set_waker(&mut self, _waker: Waker) {}
}
