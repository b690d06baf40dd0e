//! The runtime: what runs a game, a clock or a review once the command line has been read. The
//! game loop ([`Driver`]) joins the seats (the engine, the e-board, Lichess, the broadcast) and a
//! view to the table; the talking clock app runs the clock alone; the review loop walks a
//! finished game.
//!
//! The layers: `play/` uses `ui/` (the views it draws on and reads from) and the core; `ui/` never
//! names `play/`. A file belongs here when it decides what happens next (a loop, a seat, a
//! journal of the clock); it belongs in `ui/` when it only draws, reads keys or lines, or
//! watches the terminal.

mod clock_app;
mod clock_arbiter;
pub mod clock_journal;
mod driver;
mod puzzle;
mod review;
mod seats;
mod watch;
mod watch_loop;

pub use clock_app::{ClockKey, TalkingClock, TypedKey, clock_key, resume_clock, run_clock};
pub use clock_journal::{ClockEntry, ClockJournal};
pub use driver::Driver;
pub use puzzle::{PuzzleItem, PuzzleResults, PuzzleTrainer, Tally};
pub use review::Reviewer;
pub use seats::{Act, BroadcastSeat, EboardSeat, EngineSeat, LichessSeat, Question, Seat};
pub use watch::{Wanted, Watcher};
pub use watch_loop::run_watch;
