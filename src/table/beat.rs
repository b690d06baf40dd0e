//! The heartbeat of a running clock: a small file beside the journal rewritten every few
//! seconds, so that after a crash the thinking time up to the last beat is charged and the
//! time after it, at most one interval, is not.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{Table, millis};
use crate::clock::{ClockState, Moment};

/// Where the heartbeat of a game's running clock is kept: beside its journal.
fn beat_path(journal: &Path) -> PathBuf {
    let mut name = journal.as_os_str().to_owned();
    name.push(".beat");
    PathBuf::from(name)
}

/// The last heartbeat: its moment (milliseconds since 1970) and the interval it was written
/// at (milliseconds), if one was written.
pub(super) fn last_beat(journal: &Path) -> Option<(u64, u64)> {
    // A FIFO planted at the name is refused, not waited on.
    let text = crate::files::read_input_text(&beat_path(journal), 256).ok()?;
    let mut numbers = text.split_whitespace().map(|n| n.parse::<u64>().ok());
    Some((numbers.next()??, numbers.next()??))
}

impl Table {
    /// How often a running clock's heartbeat is written (at least once a second).
    pub fn set_heartbeat(&mut self, every: Duration) {
        self.heartbeat = every.max(Duration::from_secs(1));
    }

    /// Writes the heartbeat if a clock runs and it is due at `now`; when the next one is due.
    pub fn beat(&mut self, now: Moment) -> Option<Moment> {
        let running = self
            .session
            .clock()
            .is_some_and(|c| matches!(c.state(), ClockState::Running(_)));
        if !running || self.session.game().is_over() {
            return None;
        }
        let due = self.beaten.map_or(now, |b| b + self.heartbeat);
        if now < due {
            return Some(due);
        }
        // Not a journal line: only a bound for a crash. Replaced whole, never written
        // through a link planted at its name.
        let _ = crate::files::write_atomically(
            &beat_path(self.journal.path()),
            format!("{} {}\n", millis(now), self.heartbeat.as_millis()).as_bytes(),
        );
        self.beaten = Some(now);
        Some(now + self.heartbeat)
    }
}
