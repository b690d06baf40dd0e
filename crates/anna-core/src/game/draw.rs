//! Draw offers (9.1) and draw claims (9.2, 9.3, 9.5).

use shakmaty::{Color, Move};

/// An offer, noted (=) on the score sheet after the ply it was made at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    pub by: Color,
    /// Number of plies played when it was made.
    pub at_ply: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimKind {
    /// 9.2
    Threefold,
    /// 9.3
    FiftyMoves,
}

/// A claim as the arbiter records it: who, what, the move written but not yet played (9.2.1.1,
/// 9.3.1), and whether it was correct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub by: Color,
    pub kind: ClaimKind,
    pub written: Option<Move>,
    pub at_ply: usize,
    pub correct: bool,
}

/// Why time is owed to a player; the clock decides how much (two minutes, one in blitz).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PenaltyReason {
    /// 9.5.3
    IncorrectClaim,
    /// 7.5.5: the first completed illegal move.
    IllegalMove,
}

/// Time owed to `to`, not yet applied to the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Penalty {
    pub to: Color,
    pub reason: PenaltyReason,
    pub at_ply: usize,
}
