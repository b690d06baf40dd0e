//! What the clock keeps: the times after every committed ply, so that the clocks can be set
//! back to any earlier move (D.2.9), and every adjustment the arbiter made, with his reason.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::time::Moment;
use crate::game::Penalty;

/// The clock just after a ply was committed (increment and any new period's time included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// Plies committed so far, this one included (1 for White's first move).
    pub ply: u32,
    pub mover: Color,
    pub at: Moment,
    pub white: Duration,
    pub black: Duration,
    /// Moves each player has completed.
    pub moves: ByColor<u32>,
    /// The period each player is in now (index into the control's periods).
    pub period: ByColor<usize>,
    /// The time each player has used on his completed moves (D.2.10.4), pauses left out.
    pub used: ByColor<Duration>,
}

impl LogEntry {
    pub fn time(&self, color: Color) -> Duration {
        color.fold_wb(self.white, self.black)
    }

    /// The mover's time as a PGN comment, `[%clk 1:29:30]`.
    pub fn clk_comment(&self) -> String {
        clk_comment(self.time(self.mover))
    }
}

/// A remaining time as a PGN clock comment, `[%clk h:mm:ss]`, seconds rounded down.
pub fn clk_comment(time: Duration) -> String {
    let s = time.as_secs();
    format!("[%clk {}:{:02}:{:02}]", s / 3600, s / 60 % 60, s % 60)
}

/// What the arbiter (or a player calling him, 6.11.2) did to the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArbiterAction {
    /// 6.11.1, 6.11.2
    Paused,
    /// 6.11.3
    Resumed,
    Added {
        to: Color,
        amount: Duration,
    },
    /// `amount` is what was actually taken: never more than the player had.
    Removed {
        from: Color,
        amount: Duration,
    },
    /// 6.10.2
    TimesSet {
        white: Duration,
        black: Duration,
    },
    /// 6.10.2: the move counter.
    MovesSet {
        white: u32,
        black: u32,
    },
    /// 9.5.3, 7.5.5: time added to `penalty.to`, sized by the control's classification.
    Penalty {
        penalty: Penalty,
        amount: Duration,
    },
    /// III.4: an increment a move for both players from the next move on.
    IncrementAdded {
        amount: Duration,
    },
    /// D.2.9, 7.1: the clocks set back to how they stood after ply `ply`.
    Restored {
        ply: u32,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArbiterEntry {
    pub at: Moment,
    /// Plies committed when it happened.
    pub ply: u32,
    pub action: ArbiterAction,
    /// The arbiter's words; empty where the action carries its own reason (a penalty).
    pub reason: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clk_comments_round_down() {
        assert_eq!(
            clk_comment(Duration::from_millis(5_399_999)),
            "[%clk 1:29:59]"
        );
        assert_eq!(clk_comment(Duration::from_millis(999)), "[%clk 0:00:00]");
        assert_eq!(clk_comment(Duration::from_secs(36_000)), "[%clk 10:00:00]");
    }
}
