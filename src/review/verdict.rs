//! How good a move was, the way Lichess judges it, so that a player who also uses Lichess hears
//! the same verdicts and the same accuracy figure there and here.
//!
//! Sources (lichess-org/lila and its libraries, read in their public repositories):
//! - the verdict: lila `modules/tree/src/main/Advice.scala` (`CpAdvice.winningChanceJudgements`
//!   and `MateAdvice`);
//! - winning chances and Win%: scalachess `core/src/main/scala/eval.scala` (`WinPercent`);
//! - accuracy: lila `modules/analyse/src/main/AccuracyPercent.scala` (`fromWinPercents`,
//!   `gameAccuracy`) with scalalib `Maths.scala` (`weightedMean`, `harmonicMean`,
//!   `standardDeviation`).

use shakmaty::{ByColor, Color};

use crate::engine::Score;

/// Lichess's judgement of a move. `Good` is every move Lichess leaves without a comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The mate-related judgements of lila's `MateAdvice`, which a plain drop in winning chances
/// cannot see (a mate has no centipawns to compare).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MateChange {
    /// The opponent now has a forced mate ("Checkmate is now unavoidable").
    Allowed,
    /// The mover had a forced mate and no longer has it ("Lost forced checkmate sequence").
    Missed,
}

/// The drops in the mover's winning chances (−1..1) from which a move is a blunder, a mistake
/// or an inaccuracy: lila's `winningChanceJudgements`, checked from the largest down.
const JUDGEMENTS: [(f64, Verdict); 3] = [
    (0.3, Verdict::Blunder),
    (0.2, Verdict::Mistake),
    (0.1, Verdict::Inaccuracy),
];

/// scalachess's multiplier of the logistic curve (lila pull request 11148).
const MULTIPLIER: f64 = -0.003_682_08;

impl Verdict {
    /// The verdict of a move from the evaluations before and after it (White's view) and the
    /// colour that moved. Two centipawn scores compare by the drop in the mover's winning
    /// chances; lila's `CpAdvice` does not cap the centipawns here (its accuracy does), so
    /// neither do we. Where a mate is involved lila's `MateAdvice` decides, by how lost (or
    /// won) the position was anyway, and a mate kept (even a slower one) is no fault.
    pub fn judge(before: Score, after: Score, mover: Color) -> Verdict {
        let (mine_before, mine_after) = (before.for_side(mover), after.for_side(mover));
        if let (Score::Cp(b), Score::Cp(a)) = (mine_before, mine_after) {
            let drop = uncapped_chances(b) - uncapped_chances(a);
            return JUDGEMENTS
                .iter()
                .find(|(threshold, _)| *threshold <= drop)
                .map_or(Verdict::Good, |(_, verdict)| *verdict);
        }
        // A mate has no centipawns: lila counts it as 0 here, which makes losing a mate into
        // being mated a blunder.
        let cp = |score: Score| match score {
            Score::Cp(cp) => cp,
            Score::Mate(_) => 0,
        };
        match MateChange::of(before, after, mover) {
            Some(MateChange::Allowed) if cp(mine_before) < -999 => Verdict::Inaccuracy,
            Some(MateChange::Allowed) if cp(mine_before) < -700 => Verdict::Mistake,
            Some(MateChange::Missed) if cp(mine_after) > 999 => Verdict::Inaccuracy,
            Some(MateChange::Missed) if cp(mine_after) > 700 => Verdict::Mistake,
            Some(_) => Verdict::Blunder,
            None => Verdict::Good,
        }
    }

    /// Mistakes and blunders: what "next mistake" jumps to (lila's `isMistakeOrBlunder`);
    /// inaccuracies are too many and too small to stop at.
    pub fn is_mistake(self) -> bool {
        self >= Verdict::Mistake
    }
}

impl MateChange {
    /// Whether a move allowed or missed a forced mate (lila's `MateSequence`); evaluations in
    /// White's view.
    pub fn of(before: Score, after: Score, mover: Color) -> Option<MateChange> {
        match (before.for_side(mover), after.for_side(mover)) {
            (Score::Cp(_), Score::Mate(n)) if n < 0 => Some(MateChange::Allowed),
            (Score::Mate(p), Score::Cp(_)) if p > 0 => Some(MateChange::Missed),
            (Score::Mate(p), Score::Mate(n)) if p > 0 && n < 0 => Some(MateChange::Missed),
            _ => None,
        }
    }
}

fn uncapped_chances(cp: i32) -> f64 {
    2.0 / (1.0 + (MULTIPLIER * f64::from(cp)).exp()) - 1.0
}

/// White's Win% from 0 to 100 (scalachess `WinPercent.fromScore`: mates count as ±1000).
fn win_percent(score: Score) -> f64 {
    50.0 + 50.0 * score.winning_chances()
}

/// lila's `AccuracyPercent.fromWinPercents`: 100 for a move that loses nothing, falling
/// exponentially with the Win% lost, fitted by Lichess to human judgement, plus one point for
/// the engine's own imprecision.
fn accuracy_from_win_percents(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// The accuracy of one move in percent (Lichess's per-move Accuracy).
pub fn move_accuracy(before: Score, after: Score, mover: Color) -> f64 {
    accuracy_from_win_percents(
        win_percent(before.for_side(mover)),
        win_percent(after.for_side(mover)),
    )
}

/// Each side's accuracy over a game, as lila's `gameAccuracy` computes it: the mean of a
/// harmonic mean of the move accuracies (so that one blunder weighs) and a mean weighted by
/// the volatility of the game around each move (so that moves in a sharp position count more).
/// `evals` are White's-view evaluations of the start position and after each move; lila
/// starts from a fixed +0.15, we from the real evaluation of the start, which also serves
/// games set up from a FEN. A side without a move has no accuracy (lila gives none for
/// either side then).
pub fn game_accuracy(first_mover: Color, evals: &[Score]) -> ByColor<Option<f64>> {
    let wins: Vec<f64> = evals.iter().map(|s| win_percent(*s)).collect();
    let moves = wins.len().saturating_sub(1);
    let window = (moves / 10).clamp(2, 8);
    // (accuracy, weight) per move and side.
    let mut rated: ByColor<Vec<(f64, f64)>> = ByColor::default();
    for (i, pair) in wins.windows(2).enumerate() {
        // lila repeats the first window for the first `window - 2` moves, then slides.
        let from = i.saturating_sub(window - 2);
        let span = &wins[from..(from + window).min(wins.len())];
        let weight = standard_deviation(span).clamp(0.5, 12.0);
        let mover = if i % 2 == 0 {
            first_mover
        } else {
            !first_mover
        };
        let (before, after) = match mover {
            Color::White => (pair[0], pair[1]),
            Color::Black => (100.0 - pair[0], 100.0 - pair[1]),
        };
        rated
            .get_mut(mover)
            .push((accuracy_from_win_percents(before, after), weight));
    }
    rated.map(|moves| {
        if moves.is_empty() {
            return None;
        }
        let weights: f64 = moves.iter().map(|(_, w)| w).sum();
        let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>() / weights;
        let harmonic =
            moves.len() as f64 / moves.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    })
}

/// The population standard deviation (scalalib's `Maths.standardDeviation`).
fn standard_deviation(values: &[f64]) -> f64 {
    let n = values.len().max(1) as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

/// One side's record in a reviewed game, for the spoken summary.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    /// The side's moves that have an evaluation: none means there is nothing to judge.
    pub analysed: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Lichess's game accuracy in percent; `None` unless every move of the game is analysed,
    /// since an accuracy over a part of the game would mislead.
    pub accuracy: Option<f64>,
}

impl Summary {
    /// Counts one more analysed move.
    pub(super) fn count(&mut self, verdict: Verdict) {
        self.analysed += 1;
        match verdict {
            Verdict::Good => {}
            Verdict::Inaccuracy => self.inaccuracies += 1,
            Verdict::Mistake => self.mistakes += 1,
            Verdict::Blunder => self.blunders += 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use Color::{Black, White};

    fn judge(before: i32, after: i32) -> Verdict {
        Verdict::judge(Score::Cp(before), Score::Cp(after), White)
    }

    #[test]
    fn thresholds_fall_where_lichess_puts_them() {
        // From an equal position the drop is the chances of the new score: 0.1 at about
        // 54.5 centipawns, 0.2 at 110.1, 0.3 at 168.1.
        assert_eq!(judge(0, -54), Verdict::Good);
        assert_eq!(judge(0, -55), Verdict::Inaccuracy);
        assert_eq!(judge(0, -110), Verdict::Inaccuracy);
        assert_eq!(judge(0, -111), Verdict::Mistake);
        assert_eq!(judge(0, -168), Verdict::Mistake);
        assert_eq!(judge(0, -169), Verdict::Blunder);
        // Gaining is never a fault, and Black's drop is measured from Black's side.
        assert_eq!(judge(-300, 200), Verdict::Good);
        assert_eq!(
            Verdict::judge(Score::Cp(0), Score::Cp(169), Black),
            Verdict::Blunder
        );
        assert_eq!(
            Verdict::judge(Score::Cp(0), Score::Cp(-169), Black),
            Verdict::Good
        );
        // Uncapped, as lila's Advice: +15 to +7 pawns still loses 0.13 of the chances.
        assert_eq!(judge(1500, 700), Verdict::Inaccuracy);
    }

    #[test]
    fn mates_are_judged_by_lilas_mate_rules() {
        let allowed = |before: i32| Verdict::judge(Score::Cp(before), Score::Mate(-3), White);
        assert_eq!(allowed(50), Verdict::Blunder);
        assert_eq!(allowed(-800), Verdict::Mistake);
        assert_eq!(allowed(-1200), Verdict::Inaccuracy);
        let missed = |after: Score| Verdict::judge(Score::Mate(2), after, White);
        assert_eq!(missed(Score::Cp(300)), Verdict::Blunder);
        assert_eq!(missed(Score::Cp(800)), Verdict::Mistake);
        assert_eq!(missed(Score::Cp(1200)), Verdict::Inaccuracy);
        assert_eq!(missed(Score::Mate(-4)), Verdict::Blunder);
        // A slower mate, or escaping from being mated, is no fault.
        assert_eq!(missed(Score::Mate(5)), Verdict::Good);
        assert_eq!(
            Verdict::judge(Score::Mate(-2), Score::Cp(-400), White),
            Verdict::Good
        );
        // Black allowing White a mate.
        assert_eq!(
            MateChange::of(Score::Cp(0), Score::Mate(4), Black),
            Some(MateChange::Allowed)
        );
        assert_eq!(
            Verdict::judge(Score::Cp(0), Score::Mate(4), Black),
            Verdict::Blunder
        );
        assert_eq!(MateChange::of(Score::Cp(0), Score::Mate(4), White), None);
        assert!(Verdict::Blunder.is_mistake() && Verdict::Mistake.is_mistake());
        assert!(!Verdict::Inaccuracy.is_mistake());
    }

    #[test]
    fn move_accuracy_follows_lichess_curve() {
        assert_eq!(move_accuracy(Score::Cp(20), Score::Cp(60), White), 100.0);
        // 50 → 40 Win% (−1.1 pawns from equal): 103.17·e^(−0.4354)−3.17, plus 1, ≈ 64.6.
        let ten = move_accuracy(Score::Cp(0), Score::Cp(-110), White);
        assert!((ten - 64.6).abs() < 0.05, "{ten}");
        let lost = move_accuracy(Score::Cp(0), Score::Mate(-1), White);
        assert!(lost < 15.0, "{lost}");
        assert_eq!(move_accuracy(Score::Cp(0), Score::Mate(-1), Black), 100.0);
    }

    fn accuracy(first: Color, cps: &[i32]) -> ByColor<Option<f64>> {
        let evals: Vec<Score> = std::iter::once(15)
            .chain(cps.iter().copied())
            .map(Score::Cp)
            .collect();
        game_accuracy(first, &evals)
    }

    fn near(value: Option<f64>, target: f64, tolerance: f64) {
        let value = value.unwrap_or(f64::NAN);
        assert!((value - target).abs() <= tolerance, "{value} not {target}");
    }

    /// The cases of lila's AccuracyPercentTest.
    #[test]
    fn game_accuracy_matches_lilas_cases() {
        assert_eq!(accuracy(White, &[]), ByColor::default());
        let one = accuracy(White, &[15]);
        near(one.white, 100.0, 1.0);
        assert_eq!(one.black, None);
        let perfect = accuracy(White, &[15; 20]);
        near(perfect.white, 100.0, 1.0);
        near(perfect.black, 100.0, 1.0);
        let white_blunders = accuracy(White, &[-900, -900]);
        near(white_blunders.white, 10.0, 5.0);
        near(white_blunders.black, 100.0, 1.0);
        let both = accuracy(White, &[-900, 0]);
        near(both.white, 10.0, 5.0);
        near(both.black, 10.0, 5.0);
        let mut late = vec![15; 20];
        late.push(-900);
        let late = accuracy(White, &late);
        near(late.white, 50.0, 5.0);
        near(late.black, 100.0, 1.0);
        let average: Vec<i32> = [-50, 15].repeat(50);
        near(accuracy(White, &average).white, 76.0, 8.0);
        let terrible = accuracy(White, &[-435, 15].repeat(50));
        near(terrible.white, 20.0, 8.0);
        near(terrible.black, 20.0, 8.0);
        let black_first = accuracy(Black, &[900, 900]);
        near(black_first.black, 10.0, 5.0);
        near(black_first.white, 100.0, 1.0);
    }

    /// Volatile games, where the window and the weights matter, against a line-by-line Python
    /// port of lila's `gameAccuracy` (window 3 for 33 moves, 2 for 12).
    #[test]
    fn game_accuracy_weights_volatility_as_lila_does() {
        let cps = [
            30, -20, 60, 40, -150, -120, 200, 180, -40, -30, 90, -300, -250, 20, 10, 400, 350,
            -100, -90, 500, 450, 0, -20, 700, 650, -600, -550, 100, 80, -50, -40, 900, 850,
        ];
        let long = accuracy(White, &cps);
        near(long.white, 87.786, 0.01);
        near(long.black, 46.337, 0.01);
        let short = accuracy(Black, &cps[..12]);
        near(short.white, 52.603, 0.01);
        near(short.black, 66.392, 0.01);
    }
}
