//! CHA's reasoning about a wall of pawns with only bishops behind it (the Chess Unwinnability
//! Analyzer, Miguel Ambrona): it guides the helpmate search (`helpmate`) through the one gap
//! such a wall may have, where the plain search would wander behind it.

use shakmaty::{Bitboard, Chess, Color, Move, Position, Rank, Role, Square};

use super::approach::{Kind, closer, target};

/// CHA's reasoning for a wall of pawns with only bishops behind it: where two pawns face
/// each other with one square between, the mate comes through that square, so a king heading
/// for it and a winner's capture lead on, and every other move is a detour; where the wall is
/// shut, bishops heading for the corner lead on too.
pub(super) struct Wall {
    /// Whether the reasoning applies: no knight, rook or queen, four locked pawns or more, and
    /// every pawn facing an enemy pawn on its file.
    pub(super) applies: bool,
    /// The square between two pawns facing each other, if there is one.
    gap: Option<Square>,
    /// A position before had such a square.
    was_semi_blocked: bool,
}

impl Wall {
    /// The reasoning switched off.
    pub(super) fn none() -> Wall {
        Wall {
            applies: false,
            gap: None,
            was_semi_blocked: false,
        }
    }

    pub(super) fn of(pos: &Chess, was_semi_blocked: bool) -> Wall {
        let board = pos.board();
        let white = board.pawns() & board.white();
        let black = board.pawns() & board.black();
        let applies = (board.knights() | board.rooks() | board.queens()).is_empty()
            && (white.shift(8) & black).count() >= 4
            && !lonely_pawns(white, black);
        let gap = (white.shift(8) & black.shift(-8)).first();
        Wall {
            applies,
            gap,
            was_semi_blocked,
        }
    }

    pub(super) fn semi_blocked(&self) -> bool {
        self.applies && (self.gap.is_some() || self.was_semi_blocked)
    }

    /// How the move counts by this reasoning, where it applies.
    pub(super) fn kind(&self, pos: &Chess, m: &Move, winner: Color) -> Option<Kind> {
        if !self.applies {
            return None;
        }
        let role = m.role();
        let from = m.from()?;
        if self.semi_blocked() {
            return Some(if m.is_capture() && pos.turn() == winner {
                Kind::Progress
            } else if role == Role::King {
                match self.gap {
                    Some(gap) if closer(role, from, m.to(), gap) => Kind::Progress,
                    _ => Kind::Normal,
                }
            } else {
                Kind::Setback
            });
        }
        let board = pos.board();
        let loser_bishops = (board.bishops() & board.by_color(!winner)).count();
        let heads = target(pos, role, winner);
        let nearer = matches!(role, Role::King | Role::Bishop)
            && m.to().distance(heads) < from.distance(heads);
        (nearer && loser_bishops > 1).then_some(Kind::Progress)
    }
}

/// CHA's "lonely" pawns: the files of the white pawns below the seventh rank are not those of
/// the black pawns above the second.
fn lonely_pawns(white: Bitboard, black: Bitboard) -> bool {
    let files = |pawns: Bitboard| {
        pawns
            .into_iter()
            .fold(0u8, |all, sq| all | (1 << u8::from(sq.file())))
    };
    let low = !(Bitboard::from_rank(Rank::Seventh) | Bitboard::from_rank(Rank::Eighth));
    let high = !(Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Second));
    files(white & low) != files(black & high)
}
