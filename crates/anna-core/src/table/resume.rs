//! Continuing the game of a journal: its records replayed, a journal damaged at its end
//! repaired (the original copied aside) or refused unchanged when a record is missing or out
//! of place, and the time the program was not running charged to nobody.

use std::path::Path;

use shakmaty::Position;

use super::beat::last_beat;
use super::{StartError, Table, millis, save_failed};
use crate::clock::Moment;
use crate::message::{Arg, Message};
use crate::notation::announce;
use crate::output::Event;
use crate::record::{Journal, JournalError, ReadJournal, damage_message};
use crate::session::{Record, Session, move_number};

impl Table {
    /// Continues the game of a journal at `now`. Returns the table and what to tell the
    /// players.
    pub fn resume(path: &Path, now: Moment) -> Result<(Table, Vec<Event>), StartError> {
        if let Some(dir) = path.parent() {
            super::clean_up(dir);
        }
        let (mut journal, read) = Journal::open(path).map_err(|e| StartError(e.message()))?;
        let (session, stopped) =
            Session::replay_intact(&read.records).map_err(|e| StartError(e.message()))?;
        if stopped.is_some() {
            // A record does not fit: the moves after it cannot be made. The arbiter restores
            // the game from the score sheets (docs/arbiter.md).
            return Err(StartError(
                Message::new("resume-refused")
                    .with("damage", damage_message(&read, Some(&session), stopped)),
            ));
        }
        // A copy aside or a repair that cannot be written (a full disk) is not saved.
        let aside = journal.take_over(&read).map_err(|e| match e {
            JournalError::Io(e) => StartError(save_failed(&e)),
            other => StartError(other.message()),
        })?;
        let mut notices = Vec::new();
        if let Some(aside) = aside {
            tracing::warn!(
                event = "journal",
                journal = %path.display(),
                copy = %aside.display(),
                damaged_lines = ?read.damaged,
                copied_aside = true
            );
            let copy = aside
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            notices.push(Event::Private(
                Message::new("journal-repaired")
                    .with("damage", damage_message(&read, Some(&session), None))
                    .with("copy", Arg::Text(copy)),
            ));
        }
        if let Some(pid) = journal.unwitnessed() {
            tracing::warn!(event = "journal", journal = %path.display(), unwitnessed = true, writer = pid);
            notices.push(Event::Private(
                Message::new("resumed-unwitnessed").with("pid", Arg::Number(i64::from(pid))),
            ));
        }
        notices.extend(where_we_are(&session));
        let mut table = Table::at(session, journal, path.with_extension("pgn"));
        if !table.session.game().is_over() {
            let (stopped_at, crashed, future) = stopped_at(path, &read, now);
            if future {
                notices.push(Event::Private(Message::new("resumed-beat-future")));
            }
            if let Some(interval) = crashed
                && table.session.clock().is_some()
            {
                notices.push(Event::Private(
                    Message::new("resumed-after-crash").with("seconds", interval.div_ceil(1000)),
                ));
            }
            table.commit_quietly(&Record::Resumed { stopped_at }, now)?;
        }
        Ok((table, notices))
    }
}

/// "Partie fortgesetzt nach 12 Halbzügen, Weiß am Zug", and the last move.
fn where_we_are(session: &Session) -> Vec<Event> {
    let game = session.game();
    let last = game.moves().last().and_then(|played| {
        let ply = game.plies() - 1;
        let pos = game.position_at(ply)?;
        Some(
            Message::new("resumed-last")
                .with("number", move_number(pos.fullmoves().get(), pos.turn()))
                .with("move", announce(pos, played.mv, session.options())),
        )
    });
    let mut notices = vec![Event::Private(
        Message::new("resumed")
            .with("number", game.plies())
            .with("side", game.turn()),
    )];
    notices.extend(last.map(Event::Private));
    notices
}

/// When the clock stopped: at the record of leaving, or after a crash (no such record) at the
/// last heartbeat, whose interval is returned too. That thinking time is charged; what came
/// after it, at most one interval, is not. A heartbeat dated after `now` (a clock set back)
/// says nothing about when anna stopped: it is not used, and the third value says so.
fn stopped_at(path: &Path, read: &ReadJournal, now: Moment) -> (u64, Option<u64>, bool) {
    let last = read.records.last();
    let last_at = last.map_or(0, |(at, _)| *at);
    let crashed = !matches!(last, Some((_, Record::Left)));
    let beat = last_beat(path).filter(|(b, _)| crashed && *b > last_at);
    let future = beat.is_some_and(|(b, _)| b > millis(now));
    let beat = beat.filter(|_| !future);
    let stopped_at = beat.map_or(last_at, |(b, _)| b).min(millis(now));
    (stopped_at, beat.map(|(_, interval)| interval), future)
}
