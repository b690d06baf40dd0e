//! Why a time control could not be read, or why the clock refused a request.

use std::fmt;

use crate::message::{Arg, Message};

/// Which number of a period was wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PeriodField {
    Moves,
    /// The period's time in the friendly form.
    Minutes,
    /// The period's time in the PGN form.
    Seconds,
    Increment,
    Delay,
}

impl PeriodField {
    /// The field's name, for a language whose negation depends on it ("kein Zuschlag",
    /// "keine Verzögerung").
    pub fn kind(self) -> &'static str {
        match self {
            PeriodField::Moves => "moves",
            PeriodField::Minutes => "minutes",
            PeriodField::Seconds => "seconds",
            PeriodField::Increment => "increment",
            PeriodField::Delay => "delay",
        }
    }

    /// What the field asks for, for a language file to word.
    pub fn message(self) -> Message {
        Message::new(match self {
            PeriodField::Moves => "tc-field-moves",
            PeriodField::Minutes => "tc-field-minutes",
            PeriodField::Seconds => "tc-field-seconds",
            PeriodField::Increment => "tc-field-increment",
            PeriodField::Delay => "tc-field-delay",
        })
    }
}

/// What is wrong with a time control; periods are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeControlError {
    Empty,
    /// PGN's `-` (no time control) or `?` (unknown).
    NoTimeControl(String),
    /// PGN's `*` periods: the hourglass.
    Sandclock {
        period: usize,
    },
    EmptyPeriod {
        period: usize,
    },
    Missing {
        period: usize,
        field: PeriodField,
    },
    NotANumber {
        period: usize,
        field: PeriodField,
        text: String,
    },
    TooLarge {
        period: usize,
        field: PeriodField,
        text: String,
    },
    ZeroMoves {
        period: usize,
    },
    /// The first period gives no time at all.
    ZeroTime {
        period: usize,
    },
    /// A period before the last without a move count.
    MovesMissing {
        period: usize,
    },
    /// The last period must be for the rest of the game.
    LastPeriodHasMoves {
        period: usize,
        moves: u32,
    },
    /// More than ten hours in one period: in the friendly form most likely seconds written
    /// where minutes are meant.
    TooLong {
        period: usize,
        text: String,
        friendly: bool,
    },
    IncrementAndDelay {
        period: usize,
    },
    /// A second increment or delay after the first ("90+30+5"): `text` is what follows it.
    TwoPerMove {
        period: usize,
        text: String,
    },
}

impl TimeControlError {
    /// What is wrong, for a language file to word.
    pub fn message(&self) -> Message {
        use TimeControlError as E;
        let period = |id: &'static str, period: &usize| Message::new(id).with("period", *period);
        let text = |t: &String| Arg::Text(t.clone());
        match self {
            E::Empty => Message::new("tc-empty"),
            E::NoTimeControl(s) => Message::new("tc-none").with("text", text(s)),
            E::Sandclock { period: p } => period("tc-sandclock", p),
            E::EmptyPeriod { period: p } => period("tc-empty-period", p),
            E::Missing { period: p, field } => {
                period("tc-missing", p).with("field", field.message())
            }
            E::NotANumber {
                period: p,
                field,
                text: t,
            } => period("tc-not-a-number", p)
                .with("field", field.message())
                .with("kind", Arg::Text(field.kind().to_string()))
                .with("text", text(t)),
            E::TooLarge {
                period: p,
                field,
                text: t,
            } => period("tc-too-large", p)
                .with("field", field.message())
                .with("text", text(t)),
            E::ZeroMoves { period: p } => period("tc-zero-moves", p),
            E::ZeroTime { period: p } => period("tc-zero-time", p),
            E::MovesMissing { period: p } => period("tc-moves-missing", p),
            E::LastPeriodHasMoves { period: p, moves } => {
                period("tc-last-period-has-moves", p).with("moves", *moves)
            }
            E::TooLong {
                period: p,
                text: t,
                friendly,
            } => period(
                if *friendly {
                    "tc-too-long-minutes"
                } else {
                    "tc-too-long-seconds"
                },
                p,
            )
            .with("text", text(t)),
            E::IncrementAndDelay { period: p } => period("tc-increment-and-delay", p),
            E::TwoPerMove { period: p, text: t } => {
                period("tc-two-per-move", p).with("text", text(t))
            }
        }
    }
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fallback_text(&self.message()))
    }
}

impl std::error::Error for TimeControlError {}

/// Why the clock refused a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockError {
    NotStarted,
    AlreadyStarted,
    /// 6.11: the clock is stopped until the arbiter lets play resume.
    Paused,
    NotPaused,
    /// The game is over and the clock stopped for good.
    GameOver,
    /// The log has no entry for this ply; `logged` plies are in it.
    NoSuchPly {
        ply: u32,
        logged: u32,
    },
}

impl ClockError {
    /// Why the clock refused, for a language file to word.
    pub fn message(&self) -> Message {
        match self {
            ClockError::NotStarted => Message::new("clock-not-started"),
            ClockError::AlreadyStarted => Message::new("clock-already-started"),
            ClockError::Paused => Message::new("clock-paused"),
            ClockError::NotPaused => Message::new("clock-not-paused"),
            ClockError::GameOver => Message::new("game-is-over"),
            ClockError::NoSuchPly { ply, logged } => Message::new("clock-no-such-ply")
                .with("number", *ply)
                .with("logged", *logged),
        }
    }
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&fallback_text(&self.message()))
    }
}

/// For `Display` (logs, test failures): the built-in German wording.
fn fallback_text(message: &Message) -> String {
    crate::lang::Language::fallback().text(message, crate::notation::Vocabulary::fallback())
}

impl std::error::Error for ClockError {}
