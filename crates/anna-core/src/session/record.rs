//! The changes to a game, as the journal stores them: replaying them in order rebuilds the game
//! exactly, so they are written (and flushed) before anything is announced.

use serde::{Deserialize, Serialize};
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::setup::Setup;
use super::side::Side;
use crate::clock::{ChessClock, ClockError, Moment};
use crate::game::{ClaimKind, GameResult, Ruling, Termination};
use crate::message::Message;
use crate::session::spoken_time;

impl Side {
    /// The result in which this side wins.
    pub fn wins(self) -> GameResult {
        match self {
            Side::White => GameResult::WhiteWins,
            Side::Black => GameResult::BlackWins,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claimed {
    Threefold,
    Fifty,
}

impl From<Claimed> for ClaimKind {
    fn from(c: Claimed) -> ClaimKind {
        match c {
            Claimed::Threefold => ClaimKind::Threefold,
            Claimed::Fifty => ClaimKind::FiftyMoves,
        }
    }
}

/// One committed change. Moves are kept typed and stored in UCI text, which needs no vocabulary
/// to read back; a line whose move is not UCI does not read as a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Record {
    Setup(Box<Setup>),
    Move {
        #[serde(with = "uci_text")]
        uci: UciMove,
    },
    Offer {
        by: Side,
    },
    Accept {
        by: Side,
    },
    Decline {
        by: Side,
    },
    Claim {
        by: Side,
        claim: Claimed,
        #[serde(with = "uci_text::optional")]
        written: Option<UciMove>,
    },
    /// A claim written with a move that cannot be played (`text`, as typed): incorrect.
    IllegalClaim {
        by: Side,
        claim: Claimed,
        text: String,
    },
    Resign {
        by: Side,
    },
    /// The last move taken back with both players' consent (not in tournament games).
    TakeBack,
    /// A flag fell; the record's time is the instant it fell (6.9).
    FlagFall {
        by: Side,
    },
    /// Guideline III.3.1: both flags down at once in the last period.
    BothFlags,
    /// The players left the program, or the game ended: the journal's closing record. The
    /// game stays resumable; the time from here to the next start is charged to nobody.
    Left,
    /// The program ran again after it had stopped at `stopped_at` (milliseconds since 1970,
    /// the last record before); the time in between is not charged to anyone.
    Resumed {
        stopped_at: u64,
    },
    /// An arbiter's change to the clock, with the reason (6.10.2, 6.11, 7.5.5, 9.5.3, 12.9).
    Clock {
        change: ClockChange,
        reason: String,
    },
    /// A tournament move entered and read back, not yet made (D.2.3, D.2.8): it may still be
    /// replaced. Kept so the arbiter can see every slip of the tongue.
    Entered {
        #[serde(with = "uci_text")]
        uci: UciMove,
    },
    /// D.2.8: the entered move withdrawn before it was made (`löschen`); nothing is entered.
    Cleared,
    /// D.2.9: the arbiter retraces the game to the position after `to_ply` plies; the clocks
    /// are set from the clock log of that ply.
    Retract {
        to_ply: usize,
        reason: String,
    },
    /// 7.5: the arbiter records a completed illegal move by `by`; a promotion left without a
    /// piece (7.5.2) is then made with a queen, given as `queen_promotion`.
    ///
    /// With `retract`, the illegal move is `by`'s last completed move, claimed before the
    /// opponent completed his next (A.4.2, B.4): it is taken back first (7.5.1). Journals from
    /// before this field read it as false, as they were played.
    IllegalMove {
        by: Side,
        #[serde(with = "uci_text::optional")]
        queen_promotion: Option<UciMove>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        retract: bool,
    },
    /// D.2.10.5: the assistant tells the arbiter that `by` touched a piece.
    Touched {
        by: Side,
    },
    /// `by` has moved on his board and pressed his clock before his move is typed (6.2.1,
    /// D.2.5): his clock stops, the opponent's runs; typing the move presses nothing again.
    Pressed {
        by: Side,
    },
    /// After `by` pressed his clock, the move typed for him (`text`, as typed) cannot be
    /// played: both clocks stop until a slip of the hand or an illegal move is named (7.5.1,
    /// 7.5.3), so that nobody's time runs for a move that was not completed.
    Refused {
        by: Side,
        text: String,
    },
    /// The refused entry was a slip of the hand: the clocks go on as they were after the
    /// press, and `by`'s move is entered again.
    Slip {
        by: Side,
    },
    /// The arbiter declares the result, on a ruling, with his words.
    Result {
        result: GameResult,
        ruling: Ruled,
        reason: String,
    },
    /// 12.9.1: the arbiter warns `by`, with his words.
    Warning {
        by: Side,
        reason: String,
    },
    /// 6.7.1: the arbiter says `by` is not at the board at the start: when his clock has run
    /// the event's default time he loses.
    Absent {
        by: Side,
    },
    /// 6.7.1: `by` has come to the board after all.
    Arrived {
        by: Side,
    },
    /// The engine failed again after its one restart (`fault`, for the arbiter and the log)
    /// and is stopped: its clock stands until the player restarts it or ends the game.
    EngineStopped {
        fault: String,
    },
    /// The player restarted the stopped engine: the clock runs again.
    EngineRestarted,
}

/// What the arbiter's result rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruled {
    Penalty,
    IllegalMove,
    Dead,
    Adjudication,
    Forfeit,
    /// A training game ended by the player with the result he chose, after the engine stopped.
    Training,
    /// Lichess aborted the game.
    Aborted,
}

impl Ruled {
    /// How the game ends on this ruling: a dead position as when the program sees it itself.
    pub fn termination(self) -> Termination {
        Termination::Ruling(match self {
            Ruled::Dead => return Termination::DeadPosition,
            Ruled::Penalty => Ruling::Penalty,
            Ruled::IllegalMove => Ruling::IllegalMove,
            Ruled::Adjudication => Ruling::Adjudication,
            Ruled::Forfeit => Ruling::Forfeit,
            Ruled::Training => Ruling::Training,
            Ruled::Aborted => Ruling::Aborted,
        })
    }
}

/// What the arbiter does to the clock; times in milliseconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum ClockChange {
    Pause,
    Resume,
    Add {
        to: Side,
        ms: u64,
    },
    Remove {
        from: Side,
        ms: u64,
    },
    Set {
        white_ms: u64,
        black_ms: u64,
        moves: Option<u32>,
    },
    /// III.4: both players get `ms` a move more from the next move on.
    Increment {
        ms: u64,
    },
}

impl ClockChange {
    /// The change in words, for the arbiter's question ("Schwarz erhält zwei Minuten dazu").
    pub fn words(&self) -> Message {
        let time = |ms: u64| spoken_time(std::time::Duration::from_millis(ms));
        match self {
            ClockChange::Add { to, ms } => Message::new("arbiter-add")
                .with("side", Color::from(*to))
                .with("time", time(*ms)),
            ClockChange::Remove { from, ms } => Message::new("arbiter-remove")
                .with("side", Color::from(*from))
                .with("time", time(*ms)),
            ClockChange::Set {
                white_ms,
                black_ms,
                moves,
            } => Message::new("arbiter-set")
                .with("white", time(*white_ms))
                .with("black", time(*black_ms))
                .with("moves", moves.map_or(-1, i64::from)),
            ClockChange::Increment { ms } => {
                Message::new("arbiter-increment").with("time", time(*ms))
            }
            ClockChange::Pause | ClockChange::Resume => Message::new("arbiter-change"),
        }
    }

    /// Makes the change on `clock` at `now`. A move count set is White's; Black has as many
    /// when White is to move, one less when Black is.
    pub fn make(
        &self,
        clock: &mut ChessClock,
        now: Moment,
        reason: &str,
    ) -> Result<(), ClockError> {
        let ms = std::time::Duration::from_millis;
        match self {
            ClockChange::Pause => clock.pause(now, reason)?,
            ClockChange::Resume => clock.resume(now, reason)?,
            ClockChange::Add { to, ms: n } => clock.add_time(now, (*to).into(), ms(*n), reason),
            ClockChange::Remove { from, ms: n } => {
                clock.remove_time(now, (*from).into(), ms(*n), reason);
            }
            ClockChange::Increment { ms: n } => clock.add_increment(now, ms(*n), reason),
            ClockChange::Set {
                white_ms,
                black_ms,
                moves,
            } => {
                clock.set_times(now, ms(*white_ms), ms(*black_ms), reason);
                if let Some(n) = moves {
                    let black = match clock.to_move() {
                        Color::White => *n,
                        Color::Black => n.saturating_sub(1),
                    };
                    clock.set_moves(now, *n, black, reason);
                }
            }
        }
        Ok(())
    }
}

/// A move in the journal as its UCI text ("e2e4", "e7e8q", "e1h1" in Chess960).
mod uci_text {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};
    use shakmaty::uci::UciMove;

    pub fn serialize<S: Serializer>(uci: &UciMove, out: S) -> Result<S::Ok, S::Error> {
        out.collect_str(uci)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<UciMove, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(input)?;
        text.parse().map_err(D::Error::custom)
    }

    /// The same for a move that may be absent.
    pub mod optional {
        use serde::{Deserialize, Deserializer, Serializer};
        use shakmaty::uci::UciMove;

        pub fn serialize<S: Serializer>(uci: &Option<UciMove>, out: S) -> Result<S::Ok, S::Error> {
            match uci {
                Some(uci) => super::serialize(uci, out),
                None => out.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            input: D,
        ) -> Result<Option<UciMove>, D::Error> {
            #[derive(Deserialize)]
            struct Text(#[serde(with = "super")] UciMove);
            Ok(Option::<Text>::deserialize(input)?.map(|t| t.0))
        }
    }
}
