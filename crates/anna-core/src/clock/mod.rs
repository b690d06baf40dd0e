//! The chess clock (FIDE Article 6): time controls, the running clock, the per-move clock log.
//!
//! - [`TimeControl`]: periods with move counts, increment or delay (6.3), read from the PGN tag
//!   or the friendly form, written back as a PGN tag, classified standard, rapid or blitz
//!   (A.1, B.1) for the penalty sizes.
//! - [`ChessClock`]: the two displays, flags to the instant, pause and resume (6.11), the
//!   arbiter's adjustments (6.10.2, 9.5.3, 7.5.5) in a log with reasons, and the per-ply log
//!   that sets the clocks back to an earlier move (D.2.9).
//! - [`TimeSource`]: where "now" comes from, real or manual.
//! - [`ClockReport`], [`SpokenTime`]: what there is to announce, as data.

mod chess_clock;
mod control;
mod error;
mod log;
mod parse;
mod report;
mod time;

pub use chess_clock::ChessClock;
pub use control::{CLASSIFICATION_MOVES, Classification, PerMove, Period, TimeControl};
pub use error::{ClockError, PeriodField, TimeControlError};
pub use log::{ArbiterAction, ArbiterEntry, LogEntry, clk_comment};
pub use parse::parse_time;
pub use report::{
    ClockReport, ClockState, DelayStyle, FlagFall, FlagOrder, PeriodStatus, SpokenTime, Warning,
};
pub use time::{ManualTime, Moment, RealTime, TimeSource, WallTime};
