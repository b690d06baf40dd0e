//! Why the game refused a request. The game knows no language: outputs word these.

use std::fmt;

use shakmaty::{Color, Move};

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
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver => write!(f, "the game is over"),
            GameError::IllegalMove(m) => write!(f, "{m} is not a legal move"),
            GameError::WrittenMoveMustBePlayed(m) => {
                write!(f, "the written move {m} must be played (Art. 9.5.3)")
            }
            GameError::TooEarlyForAgreement => {
                write!(
                    f,
                    "a draw can be agreed only after both players have moved (Art. 5.2.3)"
                )
            }
            GameError::NoDrawOffer => write!(f, "no draw offer stands"),
            GameError::OwnDrawOffer(c) => write!(f, "{c:?} made this offer and cannot answer it"),
            GameError::NotYourMove(c) => write!(f, "{c:?} does not have the move"),
            GameError::NoSuchPly(p) => write!(f, "the game has no move {p}"),
        }
    }
}

impl std::error::Error for GameError {}
