//! What the clock reports, as data: the lead's outputs turn it into words, speech or braille.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::time::Moment;

/// Whether the clock runs, and whose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockState {
    NotStarted,
    Running(Color),
    /// 6.11: stopped by the arbiter or to call him.
    Paused,
    /// The game is over.
    Stopped,
}

/// Where a player stands in the control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PeriodStatus {
    /// Index into the control's periods.
    pub index: usize,
    /// Moves he must still complete to reach the time control; `None` in the last period.
    pub moves_to_control: Option<u32>,
    pub last: bool,
}

/// The clock at one instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockReport {
    pub at: Moment,
    /// Main time left (in delay mode the unused delay of the running move is not in it).
    pub white: Duration,
    pub black: Duration,
    /// The number of the latest move either player completed, as on the score sheet: 1 after
    /// 1.e4 and after 1...e5.
    pub moves_played: u32,
    /// Moves each player has completed.
    pub moves: ByColor<u32>,
    pub running: Option<Color>,
    /// The player whose clock runs, or would run if it were not stopped.
    pub to_move: Color,
    pub state: ClockState,
    pub period: ByColor<PeriodStatus>,
    /// Delay left for the move in progress (delay mode only).
    pub delay_left: Duration,
    /// When each flag fell, if it has.
    pub flags: ByColor<Option<Moment>>,
}

impl ClockReport {
    pub fn time(&self, color: Color) -> Duration {
        color.fold_wb(self.white, self.black)
    }
}

/// How a delay clock shows the time of the running player; the main time left after every
/// move is the same either way, and so is the flag, which falls as 6.3.2 says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DelayStyle {
    /// The main time stands still while the delay runs (the delay is reported apart).
    #[default]
    Simple,
    /// The time runs from the start of the move and the used delay is given back at the press:
    /// during a move it reads the main time less the delay already used, at least zero.
    Bronstein,
}

/// A time as a talking clock says it: under a minute, seconds only; no hours when there are
/// none; never tenths (the seconds are rounded down).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpokenTime {
    Seconds(u64),
    Minutes {
        minutes: u64,
        seconds: u64,
    },
    Hours {
        hours: u64,
        minutes: u64,
        seconds: u64,
    },
}

impl SpokenTime {
    pub fn of(time: Duration) -> SpokenTime {
        let s = time.as_secs();
        if s < 60 {
            SpokenTime::Seconds(s)
        } else if s < 3600 {
            SpokenTime::Minutes {
                minutes: s / 60,
                seconds: s % 60,
            }
        } else {
            SpokenTime::Hours {
                hours: s / 3600,
                minutes: s / 60 % 60,
                seconds: s % 60,
            }
        }
    }
}

/// A flag that fell: whose, when, and in which period of that player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FlagFall {
    pub color: Color,
    pub at: Moment,
    /// Index into the control's periods.
    pub period: usize,
    pub last_period: bool,
}

/// Which flag fell first (Guideline III.3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlagOrder {
    /// Only this flag is down, or both are and this one fell first.
    First(FlagFall),
    /// Both fell at the same instant, so the order cannot be established. With one clock
    /// running at a time only an arbiter's setting can cause this. III.3.1: in the last period
    /// (both players in it) the game is drawn, otherwise play continues.
    Together { at: Moment, last_period: bool },
}

/// A remaining time the running player's clock passed: `threshold` reached at `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Warning {
    pub color: Color,
    pub threshold: Duration,
    pub at: Moment,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spoken_time_follows_the_rule() {
        assert_eq!(
            SpokenTime::of(Duration::from_millis(59_999)),
            SpokenTime::Seconds(59)
        );
        assert_eq!(
            SpokenTime::of(Duration::from_secs(58 * 60 + 30)),
            SpokenTime::Minutes {
                minutes: 58,
                seconds: 30
            }
        );
        assert_eq!(
            SpokenTime::of(Duration::from_millis(4_325_900)),
            SpokenTime::Hours {
                hours: 1,
                minutes: 12,
                seconds: 5
            }
        );
    }
}
