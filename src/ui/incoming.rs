//! What reaches the line view from outside its own thread: the keyboard's lines, the braille
//! display's, the board cursor's keys (ui/board_keys.rs), a wake-up, a signal. A file of its
//! own, so that the keys and the view both use it and neither the other.

use std::io;

use crate::output::Event;

/// What reaches the line view from outside: a typed line (keyboard or braille display), or
/// something the braille display wants said at once.
pub enum Incoming {
    Line(io::Result<String>),
    Tell(Event),
    /// A key of the board cursor, pressed in the editor.
    Explore(crate::command::Explore),
    /// An output has something to report.
    Wake,
    /// A line typed in the editor (the editor then waits for its next prompt).
    Edited(io::Result<String>),
    /// A line longer than [`MAX_LINE_BYTES`](super::MAX_LINE_BYTES), not read (from the editor: it waits for its next
    /// prompt).
    TooLong,
    /// Standard input has ended.
    End,
    /// Ctrl-C, or the terminal closing.
    Signal(super::Signal),
}
