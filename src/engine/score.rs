//! What an engine thinks of a position, and how that becomes winning chances a listener can
//! follow ("White is clearly better") and a review can compare from move to move.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

/// An engine's evaluation, always from White's point of view (UCI gives it from the side to
/// move; [`Score::from_mover`] turns it), so that evaluations of successive positions compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Score {
    /// Centipawns: 100 is about a pawn more for White.
    Cp(i32),
    /// Mate in this many moves: positive when White mates, negative when Black does.
    Mate(i32),
}

impl Score {
    /// A UCI `score cp N` or `score mate N`, which is from the side to move's view. `mate 0`
    /// (the side to move is checkmated) becomes a mate in one against it, so that the sign
    /// still says who wins.
    pub fn from_mover(score: Score, to_move: Color) -> Score {
        let score = match score {
            Score::Mate(0) => Score::Mate(-1),
            other => other,
        };
        score.for_side(to_move)
    }

    /// The same evaluation from Black's point of view.
    pub fn flipped(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// The evaluation from `side`'s point of view.
    pub fn for_side(self, side: Color) -> Score {
        match side {
            Color::White => self,
            Color::Black => self.flipped(),
        }
    }

    /// Centipawns for comparing, mates as large values (nearer mates larger), as Lichess does:
    /// a mate in `n` counts as (21 − min(n, 10)) × 100.
    pub fn centipawns(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(n) => {
                let value = (21 - n.abs().min(10)) * 100;
                if n >= 0 { value } else { -value }
            }
        }
    }

    /// White's winning chances from −1 (Black wins) to 1 (White wins), Lichess's logistic
    /// curve over the centipawns capped at ±1000.
    pub fn winning_chances(self) -> f64 {
        let cp = f64::from(self.centipawns().clamp(-1000, 1000));
        2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_are_symmetric_and_grow_with_the_advantage() {
        assert!(Score::Cp(0).winning_chances().abs() < 1e-12);
        let pawn = Score::Cp(100).winning_chances();
        assert!((pawn + Score::Cp(-100).winning_chances()).abs() < 1e-12);
        assert!(pawn > 0.15 && pawn < 0.2, "{pawn}");
        assert!(Score::Mate(3).winning_chances() > Score::Cp(900).winning_chances() - 1e-9);
        assert!(Score::Mate(-1).winning_chances() < -0.95);
    }

    #[test]
    fn the_movers_view_becomes_whites() {
        assert_eq!(
            Score::from_mover(Score::Cp(30), Color::Black),
            Score::Cp(-30)
        );
        assert_eq!(
            Score::from_mover(Score::Mate(2), Color::Black),
            Score::Mate(-2)
        );
        assert_eq!(Score::Cp(30).for_side(Color::Black), Score::Cp(-30));
        // Black to move and mated: White has won.
        assert_eq!(
            Score::from_mover(Score::Mate(0), Color::Black),
            Score::Mate(1)
        );
    }
}
