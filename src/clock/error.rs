//! Why a time control could not be read, or why the clock refused a request.

use std::fmt;

/// Which number of a period was wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Moves,
    /// The period's time in the friendly form.
    Minutes,
    /// The period's time in the PGN form.
    Seconds,
    Increment,
    Delay,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Moves => "a number of moves",
            Field::Minutes => "a time in whole minutes (or minutes:seconds)",
            Field::Seconds => "a time in whole seconds",
            Field::Increment => "an increment in whole seconds",
            Field::Delay => "a delay in whole seconds",
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
        field: Field,
    },
    NotANumber {
        period: usize,
        field: Field,
        text: String,
    },
    TooLarge {
        period: usize,
        field: Field,
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
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TimeControlError as E;
        match self {
            E::Empty => write!(f, "no time control given; write one such as 90+30"),
            E::NoTimeControl(s) => write!(
                f,
                "no time control: '{s}' marks a game without one ('-') or with an unknown one \
                 ('?'); write one such as 90+30"
            ),
            E::Sandclock { period } => write!(
                f,
                "period {period}: hourglass (sandclock) controls written '*' are not supported"
            ),
            E::EmptyPeriod { period } => write!(f, "period {period} is empty"),
            E::Missing { period, field } => write!(f, "period {period}: {field} is missing"),
            E::NotANumber {
                period,
                field,
                text,
            } => write!(f, "period {period}: '{text}' is not {field}"),
            E::TooLarge {
                period,
                field,
                text,
            } => write!(f, "period {period}: '{text}' is too large for {field}"),
            E::ZeroMoves { period } => {
                write!(f, "period {period}: a period needs at least one move")
            }
            E::ZeroTime { period } => write!(f, "period {period} gives no time"),
            E::MovesMissing { period } => write!(
                f,
                "period {period} has no move count, but another period follows it; only the \
                 last period is for the rest of the game"
            ),
            E::LastPeriodHasMoves { period, moves } => write!(
                f,
                "the last period ({period}) counts {moves} moves; add a period for the rest of \
                 the game after it"
            ),
            E::TooLong {
                period,
                text,
                friendly: true,
            } => write!(
                f,
                "period {period}: {text} minutes is more than ten hours; the friendly form counts \
                 minutes (the PGN form, which counts seconds, is 40/5400+30:1800+30)"
            ),
            E::TooLong {
                period,
                text,
                friendly: false,
            } => write!(f, "period {period}: {text} seconds is more than ten hours"),
            E::IncrementAndDelay { period } => write!(
                f,
                "period {period} has both an increment and a delay; choose one"
            ),
        }
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

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotStarted => write!(f, "the clock has not been started"),
            ClockError::AlreadyStarted => write!(f, "the clock has already been started"),
            ClockError::Paused => write!(f, "the clock is stopped (Art. 6.11); resume it first"),
            ClockError::NotPaused => write!(f, "the clock is not stopped"),
            ClockError::GameOver => write!(f, "the game is over; the clock has stopped"),
            ClockError::NoSuchPly { ply, logged } => {
                write!(f, "the clock log has no ply {ply}; it holds {logged} plies")
            }
        }
    }
}

impl std::error::Error for ClockError {}
