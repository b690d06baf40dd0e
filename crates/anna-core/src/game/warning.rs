//! The arbiter's warning (12.9.1): the mildest penalty, kept on the score sheet so that a
//! second breach can be judged against it.

use shakmaty::Color;

/// A warning given to `by` after `at_ply` half-moves, with the arbiter's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub by: Color,
    pub at_ply: usize,
    pub reason: String,
    /// Given once the game was over (behaviour at signing the score sheets, 12.9.1 does not
    /// end with the game): said as "after the game", not before a move.
    pub after_game: bool,
}
