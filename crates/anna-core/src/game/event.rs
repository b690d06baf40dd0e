//! What happened in the game, for every output to render in its own way.

use shakmaty::{Color, Move, san::SanPlus};

use super::draw::{Claim, Penalty};
use super::outcome::Outcome;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameEvent {
    /// A move was made; `ply` counts from 0, so the position before it is `position_at(ply)`.
    MovePlayed {
        ply: usize,
        mv: Move,
        san: SanPlus,
    },
    DrawOffered {
        by: Color,
    },
    /// Declined in words, or by the opponent's move (9.1.2.1).
    DrawDeclined {
        by: Color,
    },
    /// An incorrect claim (9.5.3): play goes on, the opponent is owed time, and a written move
    /// must now be played.
    ClaimRejected {
        claim: Claim,
        penalty: Penalty,
    },
    /// A correct claim with a written move (9.2.1.1, 9.3.1): the move is declared, not played,
    /// and the game is drawn at once (9.5.2).
    ClaimDeclared {
        by: Color,
        mv: Move,
    },
    /// 7.5.5: a first completed illegal move; the opponent is owed time.
    IllegalMoveRecorded {
        by: Color,
        penalty: Penalty,
    },
    GameEnded(Outcome),
    /// Moves taken back to an earlier position; `to_ply` moves remain.
    Retracted {
        to_ply: usize,
        moves: Vec<Move>,
    },
}
