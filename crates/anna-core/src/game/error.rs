//! Why the game refused a request. The game knows no language: outputs word these.

use std::fmt;

use shakmaty::{CastlingMode, Color, Move};

use crate::message::{Arg, Message};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    GameOver,
    IllegalMove(Move),
    /// 9.5.3: after an incorrect claim with a written move, that move must be played.
    WrittenMoveMustBePlayed(Move),
    /// 5.2.3: agreement only after both players have made a move.
    TooEarlyForAgreement,
    NoDrawOffer,
    /// A player cannot accept or decline his own offer.
    OwnDrawOffer(Color),
    /// Claims under 9.2 and 9.3 are made by the player having the move.
    NotYourMove(Color),
    NoSuchPly(usize),
    /// Only the clock that runs can be pressed, once per move.
    ClockNotRunning(Color),
    /// 6.7.1: a player is said absent (or arrived) only before his first move, with a clock,
    /// and not twice.
    NotAbsent(Color),
}

impl GameError {
    /// The refusal in a language's words.
    pub fn message(&self) -> Message {
        let uci = |m: &Move| Arg::Text(m.to_uci(CastlingMode::Standard).to_string());
        match self {
            GameError::GameOver => Message::new("game-is-over"),
            GameError::IllegalMove(m) => Message::new("game-illegal-move").with("move", uci(m)),
            GameError::WrittenMoveMustBePlayed(m) => Message::new("must-play").with("move", uci(m)),
            GameError::TooEarlyForAgreement => Message::new("too-early"),
            GameError::NoDrawOffer => Message::new("no-offer"),
            GameError::OwnDrawOffer(c) => Message::new("own-offer").with("side", *c),
            GameError::NotYourMove(c) => Message::new("not-to-move").with("side", *c),
            GameError::NoSuchPly(p) => Message::new("game-no-such-ply").with("number", *p),
            GameError::ClockNotRunning(c) => Message::new("press-not-running").with("side", *c),
            GameError::NotAbsent(c) => Message::new("absent-not-now").with("side", *c),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            &crate::lang::Language::fallback()
                .text(&self.message(), crate::notation::Vocabulary::fallback()),
        )
    }
}

impl std::error::Error for GameError {}
