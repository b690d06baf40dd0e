//! The check after a move, made beside the journal's sync (issue 43). After a pawn's move, a
//! capture, a castling or a promotion the last proof that the position is alive cannot be
//! carried over (`game::dead::proof`), and the search for a dead position (5.2.2) costs the
//! move 0.05-0.5 ms of processor time; the journal's `fdatasync` meanwhile only waits for the
//! disk. So the record is first checked on a copy of the game without that search (the
//! search never refuses a move, it can only end the game: the copy accepts exactly what the
//! game does), then the whole record is applied, search and all, on a thread of its own while
//! this one writes it to the journal and waits for the disk. Nothing is shown before both are
//! done: the record is on the disk before it is announced, as before, and the game's verdict
//! is the search's, as before.

use std::sync::mpsc::{Receiver, Sender, channel};

use crate::clock::Moment;
use crate::game::GameError;
use crate::output::Event;
use crate::session::{Record, Session};

/// A record to apply to a copy of the game at a moment.
type Job = (Session, Record, Moment);
/// The copy after the record, and what applying it brought.
type Done = (Session, Result<Vec<Event>, GameError>);

/// The thread that applies records beside the journal's sync, started at the first record
/// that needs it (not before the first prompt) and ended with the table.
pub(super) struct Beside {
    jobs: Sender<Job>,
    done: Receiver<Done>,
}

/// The search's stack: as deep as the main thread's, which ran it until issue 43.
const STACK: usize = 8 << 20;

impl Beside {
    /// The thread, or `None` where none can be started (the record is then applied here).
    pub(super) fn start() -> Option<Beside> {
        let (jobs, incoming) = channel::<Job>();
        let (finished, done) = channel::<Done>();
        std::thread::Builder::new()
            .name("anna-check".into())
            .stack_size(STACK)
            .spawn(move || {
                for (mut session, record, at) in incoming {
                    let applied = session.apply(&record, at);
                    if finished.send((session, applied)).is_err() {
                        return;
                    }
                }
            })
            .ok()?;
        Some(Beside { jobs, done })
    }

    /// Hands `record` to the thread, to be applied to `session` at `at`; false where the
    /// thread has ended.
    pub(super) fn send(&self, session: Session, record: Record, at: Moment) -> bool {
        self.jobs.send((session, record, at)).is_ok()
    }

    /// What the thread made of the record handed to it; `None` where it ended without an
    /// answer.
    pub(super) fn wait(&self) -> Option<Done> {
        self.done.recv().ok()
    }
}

/// Whether the check after `record` will most likely search: a move after which no proof can
/// be carried over (a pawn's move, a capture, a castling, a promotion).
pub(super) fn likely_searched(session: &Session, record: &Record) -> bool {
    let Record::Move { uci } = record else {
        return false;
    };
    let game = session.game();
    !game.is_over()
        && uci.to_move(game.position()).is_ok_and(|m| {
            m.role() == shakmaty::Role::Pawn || m.is_capture() || m.is_castle() || m.is_promotion()
        })
}
