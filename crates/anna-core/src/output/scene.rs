//! What an output that draws the game (not only says its events) is given after each change:
//! the game and its clock, borrowed for the call, never the whole session.

use crate::clock::ChessClock;
use crate::game::Game;
use crate::notation::AnnounceOptions;

#[derive(Clone, Copy)]
pub struct Scene<'a> {
    pub game: &'a Game,
    pub clock: Option<&'a ChessClock>,
    /// How the game's moves and squares are said (which words, which digits).
    pub options: &'a AnnounceOptions,
}
