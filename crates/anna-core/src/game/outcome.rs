//! How a game ended and what the score sheet says.

use std::fmt;

use shakmaty::Color;

/// A game's result, as the score sheet gives it and as the arbiter declares it (the journal's
/// `result` of a ruling, in snake case: `white_wins`, `both_lose` …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// Both players lose (a double forfeit, declared by the arbiter): no PGN result holds it.
    BothLose,
    /// 12.9.5: the arbiter scores White a half point and Black none (`½-0`).
    WhiteHalf,
    /// 12.9.5: Black a half point and White none (`0-½`).
    BlackHalf,
    /// No result: the game was called off before it counted (aborted on Lichess), `*`.
    NoResult,
}

impl GameResult {
    pub fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The PGN result token.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::BothLose
            | GameResult::WhiteHalf
            | GameResult::BlackHalf
            | GameResult::NoResult => "*",
        }
    }

    /// A result the PGN has no token for (both lose, a split score): said in a comment.
    pub fn beyond_pgn(self) -> bool {
        self.pgn() == "*"
    }
}

/// Why the arbiter declared a result (the PGN `Termination` and the article go with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ruling {
    /// 12.9: a penalty for a breach of the Laws.
    Penalty,
    /// A.4.2 and B.4 (7.5.5 in standard play): an illegal move under partial supervision.
    IllegalMove,
    /// III.5: a draw claim with under two minutes left, decided by the arbiter (only in a game
    /// without increment).
    Adjudication,
    /// 6.7.1: a player did not come in time.
    Forfeit,
    /// A training game (no Law applies): the engine stopped and the player set the result.
    Training,
    /// Lichess called the game off (aborted, or nobody moved in time): no article of the
    /// Laws, no result.
    Aborted,
}

impl Ruling {
    pub fn article(self) -> &'static str {
        match self {
            Ruling::Penalty => "12.9",
            Ruling::IllegalMove => "A.4.2",
            Ruling::Adjudication => "III.5",
            Ruling::Forfeit => "6.7.1",
            Ruling::Training => "",
            Ruling::Aborted => "",
        }
    }
}

/// Why the game ended, each tied to the article that ends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// 5.1.1
    Checkmate,
    /// 5.1.2
    Resignation,
    /// 5.2.1
    Stalemate,
    /// 5.2.2, recognised when neither side has mating material.
    DeadPosition,
    /// 5.2.3
    Agreement,
    /// 9.2, claimed by the player having the move.
    ThreefoldRepetition,
    /// 9.3, claimed by the player having the move.
    FiftyMoves,
    /// 9.6.1, automatic.
    FivefoldRepetition,
    /// 9.6.2, automatic.
    SeventyFiveMoves,
    /// 6.9: the flag fell and the opponent can mate.
    TimeForfeit,
    /// 6.9: the flag fell but the opponent cannot mate by any series of legal moves.
    TimeoutVsInsufficientMaterial,
    /// Guideline III.3.1: both flags down in the last period, which fell first unknown.
    BothFlags,
    /// 7.5.5: a second completed illegal move by the same player.
    IllegalMoves,
    /// 7.5.5: a second illegal move, but the opponent cannot mate.
    IllegalMovesVsInsufficientMaterial,
    /// The arbiter declared the result.
    Ruling(Ruling),
}

impl Termination {
    pub fn article(self) -> &'static str {
        match self {
            Termination::Checkmate => "5.1.1",
            Termination::Resignation => "5.1.2",
            Termination::Stalemate => "5.2.1",
            Termination::DeadPosition => "5.2.2",
            Termination::Agreement => "5.2.3",
            Termination::ThreefoldRepetition => "9.2",
            Termination::FiftyMoves => "9.3",
            Termination::FivefoldRepetition => "9.6.1",
            Termination::SeventyFiveMoves => "9.6.2",
            Termination::TimeForfeit | Termination::TimeoutVsInsufficientMaterial => "6.9",
            Termination::IllegalMoves | Termination::IllegalMovesVsInsufficientMaterial => "7.5.5",
            Termination::BothFlags => "III.3.1",
            Termination::Ruling(ruling) => ruling.article(),
        }
    }

    /// The PGN standard's `Termination` tag value.
    pub fn pgn_tag(self) -> &'static str {
        match self {
            Termination::TimeForfeit
            | Termination::TimeoutVsInsufficientMaterial
            | Termination::BothFlags
            | Termination::Ruling(Ruling::Forfeit) => "time forfeit",
            Termination::IllegalMoves
            | Termination::IllegalMovesVsInsufficientMaterial
            | Termination::Ruling(Ruling::Penalty | Ruling::IllegalMove) => "rules infraction",
            Termination::Ruling(Ruling::Adjudication | Ruling::Training) => "adjudication",
            Termination::Ruling(Ruling::Aborted) => "abandoned",
            _ => "normal",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub result: GameResult,
    pub termination: Termination,
}

impl Outcome {
    pub fn draw(termination: Termination) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            termination,
        }
    }

    pub fn win(winner: Color, termination: Termination) -> Outcome {
        Outcome {
            result: GameResult::win_for(winner),
            termination,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({:?}, Art. {})",
            self.result.pgn(),
            self.termination,
            self.termination.article()
        )
    }
}
