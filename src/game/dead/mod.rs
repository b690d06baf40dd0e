//! Whether a side can still checkmate "by any possible series of legal moves" (5.2.2, 6.9,
//! 7.5.5): the question behind a dead position, a flag fall and a second illegal move.
//!
//! Decided as the Chess Unwinnability Analyzer (CHA, Miguel Ambrona) decides it, each side on
//! its own: material alone settles the common cases (a bare king, a lone minor piece); a
//! locked pawn wall proves the rest of the fortresses without a walk (`locked`); everything
//! else is a helpmate search (`helpmate`), which finds the mate where one exists and proves
//! there is none where its whole tree ends short of its depth. Only when the search runs out
//! of its budget first is the answer unknown, and then the game goes on as if a mate were
//! possible: the arbiter decides. Nothing is guessed.

mod helpmate;
mod locked;

use shakmaty::{ByColor, Chess, Color, Move, Position};

/// Positions the search may visit for each side after every move of a game (under 50 ms).
pub const AFTER_MOVE: usize = 20_000;
/// Positions the search may visit for each side when it decides a game (a flag fall, an
/// illegal move, a claim, the start): well under a second.
pub const DECIDING: usize = 400_000;

/// Whether a side can mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mate {
    /// A series of legal moves ends in its mate.
    Possible,
    /// No series of legal moves does.
    Impossible,
    /// The search ran out of its budget before it could tell.
    Unknown,
}

/// What was found for both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    pub white: Mate,
    pub black: Mate,
    /// Positions visited.
    pub positions: usize,
    /// For a side that can mate, the moves that end in its mate.
    lines: ByColor<Vec<Move>>,
}

impl Reach {
    pub fn of(&self, color: Color) -> Mate {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Neither side can mate: the position is dead (5.2.2).
    pub fn dead(&self) -> bool {
        self.white == Mate::Impossible && self.black == Mate::Impossible
    }

    /// The moves from the position to `color`'s mate, if one was found.
    pub fn line(&self, color: Color) -> &[Move] {
        &self.lines[color]
    }
}

/// Decides for both sides, visiting at most `budget` positions for each.
pub fn reach(pos: &Chess, budget: usize) -> Reach {
    let mut positions = 0;
    let mut lines = ByColor::<Vec<Move>>::default();
    let white = side(pos, Color::White, budget, &mut positions, &mut lines.white);
    let black = side(pos, Color::Black, budget, &mut positions, &mut lines.black);
    Reach {
        white,
        black,
        positions,
        lines,
    }
}

/// Whether `color` can mate, visiting at most `budget` positions.
pub fn mate(pos: &Chess, color: Color, budget: usize) -> Mate {
    side(pos, color, budget, &mut 0, &mut Vec::new())
}

/// Whether the position is dead, proved within `budget` positions for each side; a side found
/// able to mate ends the question at once.
pub fn is_dead(pos: &Chess, budget: usize) -> bool {
    [Color::White, Color::Black]
        .into_iter()
        .all(|color| mate(pos, color, budget) == Mate::Impossible)
}

fn side(
    pos: &Chess,
    winner: Color,
    budget: usize,
    positions: &mut usize,
    line: &mut Vec<Move>,
) -> Mate {
    if pos.has_insufficient_material(winner)
        || helpmate::hopeless(pos, winner)
        || locked::cannot_mate(pos, winner)
    {
        return Mate::Impossible;
    }
    match helpmate::search(pos, winner, budget, positions) {
        helpmate::Found::Mate(moves) => {
            *line = moves;
            Mate::Possible
        }
        helpmate::Found::None => Mate::Impossible,
        helpmate::Found::Unknown => Mate::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_default()
    }

    /// A search cut short by its budget says it does not know; it never says "impossible".
    #[test]
    fn a_search_out_of_budget_is_unknown() {
        let pos = position("4k3/8/8/8/3n4/8/8/4K1N1 w - - 0 1");
        assert_eq!(mate(&pos, Color::White, 10), Mate::Unknown);
        assert_eq!(mate(&pos, Color::White, DECIDING), Mate::Possible);
    }

    /// A bishop that can reach a pawn of the other colour unlocks the wall: nothing is proved
    /// there, while one that never can leaves the proof standing.
    #[test]
    fn a_bishop_that_reaches_a_pawn_unlocks_the_wall() {
        let pos = position("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/5B2 w - - 0 1");
        assert!(!locked::cannot_mate(&pos, Color::White));
        assert!(locked::cannot_mate(
            &position("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/2B5 w - - 0 1"),
            Color::White
        ));
    }
}
