//! The sidecar of a running game (`GAME.journal.beat`, see `record::Sidecar`): the heartbeat
//! of a running clock, rewritten every few seconds, so that after a crash the thinking time up
//! to the last beat is charged and the time after it, at most one interval, is not; and the
//! witness of the journal's last record, rewritten with every record, so that a journal cut
//! short is found.

use std::path::Path;
use std::time::Duration;

use super::{Table, millis};
use crate::clock::{ClockState, Moment};
use crate::message::{Arg, Message, io_reason};
use crate::output::Event;
use crate::record::{Sidecar, sidecar_path};

/// The last heartbeat: its moment (milliseconds since 1970) and the interval it was written
/// at (milliseconds), if one was written.
pub(super) fn last_beat(journal: &Path) -> Option<(u64, u64)> {
    Sidecar::read(journal).beat
}

impl Table {
    /// How often a running clock's heartbeat is written (at least once a second).
    pub fn set_heartbeat(&mut self, every: Duration) {
        self.heartbeat = every.max(Duration::from_secs(1));
    }

    /// When the game loop, waiting at `now`, is to wake next: the nearest of the flag (or the
    /// default time), the next clock warning and the next heartbeat (written here if due).
    /// One timer for all of them, and none while no clock runs: a waiting game wakes only for
    /// news. The seats' own deadlines (engine, reconnection) are added by the loop.
    pub fn next_wake(&mut self, now: Moment) -> Option<Moment> {
        let session = &self.session;
        let due = [session.next_deadline(), session.next_warning_at(now)];
        let beat = self.beat(now);
        due.into_iter().flatten().chain(beat).min()
    }

    /// Writes the heartbeat if a clock runs and it is due at `now`; when the next one is due.
    pub fn beat(&mut self, now: Moment) -> Option<Moment> {
        if !self.clock_running() {
            return None;
        }
        let due = self.beaten.map_or(now, |b| b + self.heartbeat);
        if now < due {
            return Some(due);
        }
        self.beaten = Some(now);
        // In place: the beat's one wake-up, no new file and no rename (while the witness
        // cannot be written, as the records write it, so its failure is said once).
        let in_place = !self.witness_failing;
        if let Some(event) = self.write_sidecar_with(in_place) {
            self.notices.push(event);
        }
        Some(now + self.heartbeat)
    }

    /// A clock runs in a game not over: what the heartbeat is for.
    pub(super) fn clock_running(&self) -> bool {
        let running = self
            .session
            .clock()
            .is_some_and(|c| matches!(c.state(), ClockState::Running(_)));
        running && !self.session.game().is_over()
    }

    /// Rewrites the sidecar: the last beat and the witness of the last record on the disk.
    /// Not a journal line: written after the record's sync, so that the witness is never
    /// ahead of the journal. Replaced whole through a temporary file (a kill leaves the old
    /// text or the new), never written through a link planted at its name, and not waited
    /// for: a killed process leaves it written, and a power cut leaves it as it was some
    /// seconds before, or none; both name a record the journal holds (an earlier one, which
    /// reading allows), so the sync would buy nothing the journal does not keep.
    pub(super) fn write_witness(&mut self) -> std::io::Result<()> {
        self.write_witness_with(false)
    }

    /// [`Table::write_witness`], rewritten in place (one write, no new file: a heartbeat) or
    /// replaced whole through a temporary file (a record: a full disk is then found and said).
    fn write_witness_with(&mut self, in_place: bool) -> std::io::Result<()> {
        let sidecar = Sidecar {
            beat: self.beaten.map(|b| {
                let every = u64::try_from(self.heartbeat.as_millis()).unwrap_or(u64::MAX);
                (millis(b), every)
            }),
            witness: Some(self.witnessed),
        };
        let bytes = sidecar.text();
        match in_place {
            true => self.sidecar.rewrite(bytes.as_bytes()),
            false => self.sidecar.replace(bytes.as_bytes()),
        }
    }

    /// [`Table::write_witness`], its failure said at once and once (a game whose end is not
    /// witnessed cannot be told from one cut short), and its return said once too: the event
    /// to show, if there is news. Rewritten in place after a record, as the heartbeat is: a
    /// new file renamed over the old one cost the move as much as the journal's sync (ext4
    /// starts writing a file renamed over another at once), issue 43. Replaced through a
    /// temporary file while the disk is full or the witness failing, so that a full disk is
    /// still found and said with the move, and its return too.
    pub(super) fn write_sidecar(&mut self) -> Option<Event> {
        let in_place = !self.witness_failing && !self.sidecar.out_of_room();
        self.write_sidecar_with(in_place)
    }

    fn write_sidecar_with(&mut self, in_place: bool) -> Option<Event> {
        let written = self.write_witness_with(in_place);
        match (written, self.witness_failing) {
            (Err(e), false) => {
                self.witness_failing = true;
                let event = Event::Private(
                    Message::new("witness-failed")
                        .with(
                            "path",
                            Arg::Text(sidecar_path(self.journal.path()).display().to_string()),
                        )
                        .with("reason", io_reason(&e)),
                );
                self.log(super::LogKind::WitnessFailed, &event);
                Some(event)
            }
            (Ok(()), true) => {
                self.witness_failing = false;
                Some(Event::Private(Message::new("witness-back")))
            }
            _ => None,
        }
    }

    /// What the table has to say that no commit brought (the witness failing at a heartbeat
    /// or at a quiet record), once.
    pub fn take_notices(&mut self) -> Vec<Event> {
        std::mem::take(&mut self.notices)
    }

    /// [`Table::write_sidecar`] where nobody is being answered: its news kept for the loop.
    pub(super) fn write_sidecar_later(&mut self) {
        if let Some(event) = self.write_sidecar() {
            self.notices.push(event);
        }
    }
}
