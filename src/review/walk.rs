//! Stepping through a finished game, analysed or not ("a game as a book"), one move at a time,
//! so that every position of it can be read with the ordinary commands.

use shakmaty::{ByColor, Chess, Color, Move, Position};

use super::verdict::{MateChange, Summary, Verdict, game_accuracy};
use crate::engine::Score;

/// What the engine found around one move: the evaluations of the positions before and after it
/// (White's view) and its best move in the position before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub before: Score,
    pub after: Score,
    pub best: Option<Move>,
}

/// A move of the game that is not legal where it stands: the game cannot be stepped through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move's ply, counted from 1.
    pub ply: usize,
}

/// One move as the review reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveStep {
    /// Counted from 1: the position now shown is the one after this move.
    pub ply: usize,
    /// The full-move number, as on the score sheet.
    pub number: u32,
    pub color: Color,
    pub mv: Move,
    /// `None` when the move was not analysed.
    pub verdict: Option<Verdict>,
    pub mate: Option<MateChange>,
    /// The engine's move, for an inaccuracy, a mistake or a blunder (Lichess names the best
    /// move with all three) when it differs from the move played.
    pub better: Option<Move>,
}

/// The outcome of a step: where the walk now stands, or why it did not move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stepped {
    /// The position after this move is shown: every step reports the move that led to the
    /// position it shows, backwards as well as forwards.
    Move(MoveStep),
    /// The start position is shown.
    Start,
    AlreadyAtStart,
    AlreadyAtEnd,
    /// The game has no move of that number (for that side); the walk stays where it was.
    NoSuchMove {
        number: u32,
        side: Option<Color>,
    },
    /// No mistake or blunder (of that side) after (`forward`) or before the current move.
    NoMoreMistakes {
        side: Option<Color>,
        forward: bool,
    },
    /// A search for mistakes in a game without any analysis.
    NotAnalysed,
}

/// A game and the place in it the player is at: ply 0 is the start position, ply `i` the
/// position after the `i`-th move.
#[derive(Clone, Debug)]
pub struct Walk {
    /// The start position and the position after each move: `positions[i]` is after ply `i`.
    positions: Vec<Chess>,
    moves: Vec<Move>,
    analyses: Vec<Option<Analysis>>,
    ply: usize,
}

impl Walk {
    /// A walk at the start position. `analyses[i]` is the analysis of the `i + 1`-th move; a
    /// shorter list leaves the last moves unanalysed (an interrupted analysis), entries past
    /// the last move are ignored. An engine's best move that is not legal in its position is
    /// dropped rather than spoken.
    pub fn new(
        start: Chess,
        moves: Vec<Move>,
        mut analyses: Vec<Option<Analysis>>,
    ) -> Result<Walk, IllegalMove> {
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut position = start;
        analyses.resize(moves.len(), None);
        for (i, (mv, analysis)) in moves.iter().zip(analyses.iter_mut()).enumerate() {
            if !position.is_legal(*mv) {
                return Err(IllegalMove { ply: i + 1 });
            }
            if let Some(a) = analysis {
                a.best = a.best.filter(|best| position.is_legal(*best));
            }
            positions.push(position.clone());
            position.play_unchecked(*mv);
        }
        positions.push(position);
        Ok(Walk {
            positions,
            moves,
            analyses,
            ply: 0,
        })
    }

    /// The same game with these analyses, at the start position.
    pub fn analysed(&self, analyses: Vec<Option<Analysis>>) -> Walk {
        let start = self.positions[0].clone();
        Walk::new(start, self.moves.clone(), analyses).unwrap_or_else(|_| self.clone())
    }

    /// The position shown now, for every command that reads the board.
    pub fn position(&self) -> &Chess {
        // `positions` always holds the start, and `ply` never passes the last move.
        &self.positions[self.ply.min(self.positions.len() - 1)]
    }

    /// The position before the move of `ply` (counted from 1), to put that move into words.
    pub fn position_before(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply.checked_sub(1)?)
    }

    /// The ply shown now: 0 at the start.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The number of moves (plies) of the game.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The engine's evaluation of the position shown (White's view), if analysed: a review's
    /// `bewertung` needs no engine.
    pub fn evaluation(&self) -> Option<Score> {
        match self.ply {
            0 => self.analysis(1).map(|a| a.before),
            ply => self.analysis(ply).map(|a| a.after),
        }
    }

    /// The engine's best move in the position shown, if analysed: a review's `tipp`.
    pub fn best_here(&self) -> Option<Move> {
        self.analysis(self.ply + 1).and_then(|a| a.best)
    }

    /// The moves of the game up to the position shown, to set up that position for reading.
    pub fn moves_here(&self) -> &[Move] {
        &self.moves[..self.ply.min(self.moves.len())]
    }

    /// Where the walk stands, as a step would report it.
    pub fn current(&self) -> Stepped {
        self.step(self.ply).map_or(Stepped::Start, Stepped::Move)
    }

    pub fn forward(&mut self) -> Stepped {
        if self.ply >= self.moves.len() {
            return Stepped::AlreadyAtEnd;
        }
        self.go(self.ply + 1)
    }

    pub fn back(&mut self) -> Stepped {
        if self.ply == 0 {
            return Stepped::AlreadyAtStart;
        }
        self.go(self.ply - 1)
    }

    /// To the start position; asking again there is no error.
    pub fn to_start(&mut self) -> Stepped {
        self.go(0)
    }

    /// To the position after the last move, which is reported again if already there.
    pub fn to_end(&mut self) -> Stepped {
        self.go(self.moves.len())
    }

    /// "gehe 23" shows the 23rd move and the position after it: White's move 23, or Black's
    /// with `side` Black, as a player finds it on the score sheet. Without a side it is the
    /// first move of that number, which is Black's in a game set up with Black to move.
    pub fn goto(&mut self, number: u32, side: Option<Color>) -> Stepped {
        let found = (1..=self.moves.len()).find(|&ply| {
            self.positions.get(ply - 1).is_some_and(|before| {
                before.fullmoves().get() == number && side.is_none_or(|s| before.turn() == s)
            })
        });
        match found {
            Some(ply) => self.go(ply),
            None => Stepped::NoSuchMove { number, side },
        }
    }

    /// To the next mistake or blunder after the current move (of `side`, if given).
    pub fn next_mistake(&mut self, side: Option<Color>) -> Stepped {
        let found = (self.ply + 1..=self.moves.len()).find(|&p| self.is_mistake(p, side));
        self.land_on_mistake(found, side, true)
    }

    /// To the last mistake or blunder before the current move (of `side`, if given).
    pub fn previous_mistake(&mut self, side: Option<Color>) -> Stepped {
        let found = (1..self.ply).rev().find(|&p| self.is_mistake(p, side));
        self.land_on_mistake(found, side, false)
    }

    /// Each side's counts and accuracy over the whole game.
    pub fn summary(&self) -> ByColor<Summary> {
        let mut summary = ByColor::<Summary>::default();
        for ply in 1..=self.moves.len() {
            if let Some(step) = self.step(ply)
                && let Some(verdict) = step.verdict
            {
                summary.get_mut(step.color).count(verdict);
            }
        }
        let all: Option<Vec<&Analysis>> = self.analyses.iter().map(Option::as_ref).collect();
        if let (Some(all), Some(start)) = (all, self.positions.first())
            && let Some(first) = all.first()
        {
            let evals: Vec<Score> = std::iter::once(first.before)
                .chain(all.iter().map(|a| a.after))
                .collect();
            let accuracy = game_accuracy(start.turn(), &evals);
            for color in Color::ALL {
                summary.get_mut(color).accuracy = *accuracy.get(color);
            }
        }
        summary
    }

    fn land_on_mistake(
        &mut self,
        found: Option<usize>,
        side: Option<Color>,
        forward: bool,
    ) -> Stepped {
        match found {
            Some(ply) => self.go(ply),
            None if self.analyses.iter().all(Option::is_none) => Stepped::NotAnalysed,
            None => Stepped::NoMoreMistakes { side, forward },
        }
    }

    fn is_mistake(&self, ply: usize, side: Option<Color>) -> bool {
        self.step(ply).is_some_and(|s| {
            s.verdict.is_some_and(Verdict::is_mistake) && side.is_none_or(|side| s.color == side)
        })
    }

    fn go(&mut self, ply: usize) -> Stepped {
        self.ply = ply.min(self.moves.len());
        self.current()
    }

    fn analysis(&self, ply: usize) -> Option<&Analysis> {
        self.analyses.get(ply.checked_sub(1)?)?.as_ref()
    }

    /// The report of the move of `ply` (from 1); `None` for 0 or past the end.
    fn step(&self, ply: usize) -> Option<MoveStep> {
        let mv = *self.moves.get(ply.checked_sub(1)?)?;
        let before = self.position_before(ply)?;
        let color = before.turn();
        let analysis = self.analysis(ply);
        let verdict = analysis.map(|a| Verdict::judge(a.before, a.after, color));
        let better = analysis
            .and_then(|a| a.best)
            .filter(|best| *best != mv && verdict.is_some_and(|v| v > Verdict::Good));
        Some(MoveStep {
            ply,
            number: before.fullmoves().get(),
            color,
            mv,
            verdict,
            mate: analysis.and_then(|a| MateChange::of(a.before, a.after, color)),
            better,
        })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use shakmaty::san::San;
    use shakmaty::{CastlingMode, fen::Fen};

    use Color::{Black, White};
    use Score::{Cp, Mate};

    pub(in crate::review) fn san(position: &Chess, text: &str) -> Move {
        text.parse::<San>().unwrap().to_move(position).unwrap()
    }

    fn play(start: &Chess, sans: &[&str]) -> Vec<Move> {
        let mut position = start.clone();
        let mut moves = Vec::new();
        for text in sans {
            let mv = san(&position, text);
            position.play_unchecked(mv);
            moves.push(mv);
        }
        moves
    }

    /// 1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6?? 4.Qxf7# with hand-made evaluations: 2.Qh5 loses 0.16 of
    /// White's chances, an inaccuracy (2.Nf3 best); 3...Nf6?? allows mate (3...g6 best); 1.e4 is
    /// good although the engine prefers 1.d4.
    pub(in crate::review) fn scholars_mate() -> (Vec<Move>, Vec<Option<Analysis>>) {
        let plies = [
            ("e4", Cp(20), Cp(30), Some("d4")),
            ("e5", Cp(30), Cp(25), None),
            ("Qh5", Cp(25), Cp(-60), Some("Nf3")),
            ("Nc6", Cp(-60), Cp(-30), None),
            ("Bc4", Cp(-30), Cp(80), None),
            ("Nf6", Cp(80), Mate(1), Some("g6")),
            ("Qxf7#", Mate(1), Mate(1), None),
        ];
        let mut position = Chess::default();
        let mut moves = Vec::new();
        let mut analyses = Vec::new();
        for (played, before, after, best) in plies {
            let best = best.map(|b| san(&position, b));
            analyses.push(Some(Analysis {
                before,
                after,
                best,
            }));
            let mv = san(&position, played);
            position.play_unchecked(mv);
            moves.push(mv);
        }
        (moves, analyses)
    }

    fn analysed() -> Walk {
        let (moves, analyses) = scholars_mate();
        Walk::new(Chess::default(), moves, analyses).unwrap()
    }

    fn step(stepped: Stepped) -> MoveStep {
        match stepped {
            Stepped::Move(step) => step,
            other => panic!("not a move: {other:?}"),
        }
    }

    #[test]
    fn steps_forward_and_back_through_positions() {
        let (moves, _) = scholars_mate();
        let mut walk = Walk::new(Chess::default(), moves.clone(), Vec::new()).unwrap();
        assert_eq!(walk.current(), Stepped::Start);
        assert_eq!(walk.back(), Stepped::AlreadyAtStart);
        let first = step(walk.forward());
        assert_eq!((first.ply, first.number, first.color), (1, 1, White));
        assert_eq!(first.mv, moves[0]);
        let second = step(walk.forward());
        assert_eq!((second.number, second.color), (1, Black));
        assert_eq!(walk.position().turn(), White);
        // Back reports the move that led to the position now shown.
        assert_eq!(step(walk.back()).ply, 1);
        assert_eq!(walk.back(), Stepped::Start);
        assert_eq!(walk.position(), &Chess::default());
        let last = step(walk.to_end());
        assert_eq!((last.ply, last.number, last.color), (7, 4, White));
        assert!(walk.position().is_checkmate());
        assert_eq!(walk.forward(), Stepped::AlreadyAtEnd);
        assert_eq!(walk.ply(), 7);
        assert_eq!(walk.to_start(), Stepped::Start);
        assert_eq!(walk.to_start(), Stepped::Start);
    }

    #[test]
    fn a_game_without_analysis_has_no_verdicts() {
        let (moves, _) = scholars_mate();
        let mut walk = Walk::new(Chess::default(), moves, Vec::new()).unwrap();
        let mate = step(walk.to_end());
        assert_eq!((mate.verdict, mate.better, mate.mate), (None, None, None));
        assert_eq!(walk.evaluation(), None);
        assert_eq!(walk.previous_mistake(None), Stepped::NotAnalysed);
        assert_eq!(walk.ply(), 7);
        let summary = walk.summary();
        assert_eq!(summary.white, Summary::default());
        assert_eq!(summary.black, Summary::default());
    }

    #[test]
    fn goto_shows_the_move_of_that_number_and_refuses_others() {
        let mut walk = analysed();
        let white = step(walk.goto(3, None));
        assert_eq!((white.ply, white.color), (5, White));
        assert_eq!(walk.position().turn(), Black);
        let black = step(walk.goto(2, Some(Black)));
        assert_eq!((black.ply, black.number, black.color), (4, 2, Black));
        for (number, side) in [(0, None), (5, None), (4, Some(Black))] {
            assert_eq!(
                walk.goto(number, side),
                Stepped::NoSuchMove { number, side }
            );
            assert_eq!(walk.ply(), 4, "a refused goto does not move");
        }
    }

    #[test]
    fn goto_in_a_game_set_up_with_black_to_move() {
        let fen: Fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 23"
            .parse()
            .unwrap();
        let start: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let moves = play(&start, &["Nf6", "Nc3"]);
        let mut walk = Walk::new(start, moves, Vec::new()).unwrap();
        let first = step(walk.goto(23, None));
        assert_eq!((first.ply, first.number, first.color), (1, 23, Black));
        assert_eq!(
            walk.goto(23, Some(White)),
            Stepped::NoSuchMove {
                number: 23,
                side: Some(White)
            }
        );
        assert_eq!(step(walk.goto(24, None)).color, White);
    }

    #[test]
    fn mistakes_are_found_with_the_better_move() {
        let mut walk = analysed();
        let blunder = step(walk.next_mistake(None));
        assert_eq!((blunder.ply, blunder.number, blunder.color), (6, 3, Black));
        assert_eq!(blunder.verdict, Some(Verdict::Blunder));
        assert_eq!(blunder.mate, Some(MateChange::Allowed));
        let before = walk.position_before(6).unwrap().clone();
        assert_eq!(blunder.better, Some(san(&before, "g6")));
        assert_eq!(walk.evaluation(), Some(Mate(1)));
        assert_eq!(
            walk.next_mistake(None),
            Stepped::NoMoreMistakes {
                side: None,
                forward: true
            }
        );
        assert_eq!(walk.ply(), 6);
        // White made none; going back from the end finds Black's again.
        walk.to_end();
        assert_eq!(
            walk.previous_mistake(Some(White)),
            Stepped::NoMoreMistakes {
                side: Some(White),
                forward: false
            }
        );
        assert_eq!(step(walk.previous_mistake(Some(Black))).ply, 6);
        assert_eq!(step(walk.goto(3, None)).verdict, Some(Verdict::Good));
        // 1.e4 is good although the engine preferred 1.d4: nothing to correct.
        let e4 = step(walk.goto(1, None));
        assert_eq!((e4.verdict, e4.better), (Some(Verdict::Good), None));
        // 2.Qh5 lost 0.16 of White's chances: an inaccuracy, not a stop for "next mistake".
        let qh5 = step(walk.goto(2, Some(White)));
        assert_eq!(qh5.verdict, Some(Verdict::Inaccuracy));
        assert_eq!(
            qh5.better,
            Some(san(walk.position_before(3).unwrap(), "Nf3"))
        );
    }

    #[test]
    fn the_summary_counts_each_side() {
        let summary = analysed().summary();
        assert_eq!(
            (summary.black.analysed, summary.black.blunders),
            (3, 1),
            "{summary:?}"
        );
        assert_eq!((summary.white.analysed, summary.white.inaccuracies), (4, 1));
        assert_eq!(summary.white.blunders + summary.white.mistakes, 0);
        let (white, black) = (summary.white.accuracy, summary.black.accuracy);
        assert!(
            white.is_some_and(|a| a > black.unwrap_or(100.0)),
            "{summary:?}"
        );
    }

    #[test]
    fn bad_input_is_refused() {
        let (mut moves, _) = scholars_mate();
        moves.swap(0, 1);
        assert_eq!(
            Walk::new(Chess::default(), moves.clone(), Vec::new()).unwrap_err(),
            IllegalMove { ply: 1 }
        );
        // An engine move from another position is dropped, not spoken.
        moves.swap(0, 1);
        let wrong = Analysis {
            before: Cp(0),
            after: Cp(-500),
            best: Some(moves[1]),
        };
        let mut walk = Walk::new(Chess::default(), moves, vec![Some(wrong)]).unwrap();
        let first = step(walk.forward());
        assert_eq!(
            (first.verdict, first.better),
            (Some(Verdict::Blunder), None)
        );
    }
}
