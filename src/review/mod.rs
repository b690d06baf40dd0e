//! The spoken review of a game: verdicts, accuracy, stepping through it.
//!
//! The engine's evaluations come in as [`Analysis`] per move (worked out once by [`analyse()`]
//! and kept beside the game), the answers go out as [`Stepped`] and [`crate::message::Message`];
//! the loop that reads the player's commands is `crate::ui`'s.

mod analyse;
mod verdict;
mod walk;
mod words;

pub use analyse::{
    AnalysedGame, DEFAULT_DEPTH, Depth, Evaluation, Stored, analyse, analyses, load, store,
};
pub use verdict::{MateChange, Summary, Verdict, game_accuracy, move_accuracy};
pub use walk::{Analysis, IllegalMove, MoveStep, Stepped, Walk};
pub use words::{step_message, summary_message};
