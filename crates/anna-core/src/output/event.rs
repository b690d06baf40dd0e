//! What the people at the board are told; every output renders these its own way.

use shakmaty::Color;

use crate::game::Outcome;
use crate::message::{Message, Token};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A committed move, for both players (D.2.1: announced, and repeated by the opponent).
    Move {
        ply: usize,
        fullmove: u32,
        color: Color,
        tokens: Vec<Token>,
        san: String,
    },
    /// Said to both players: offers, claims, take-backs.
    Public(Message),
    /// An answer to the one who asked.
    Private(Message),
    GameOver {
        outcome: Outcome,
        message: Message,
    },
}
