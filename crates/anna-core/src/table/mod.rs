//! The table: one game being played and its record. It owns the rules state machine (the
//! session: game, clock, claims, offers, the tournament rules), the journal every change is
//! written to before it is made, the heartbeat of a running clock and the saved score sheet.
//! It knows no terminal and no device: the game loop and the tests drive the same type, and
//! every seat's moves reach the game through [`Table::commit`].

mod beat;
mod beside;
#[cfg(test)]
mod commit_tests;
mod logged;
mod resume;

pub use logged::{LogKind, Logged};

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::clock::Moment;
use crate::lang::Language;
use crate::message::{Message, io_reason};
use crate::output::Event;
use crate::record::{
    ClosingCode, Journal, JournalError, Link, Witness, journal_path, new_game_id, pgn_path,
    to_pgn_coded,
};
use crate::session::{Checked, Record, Session};

/// How often a running clock's heartbeat is written unless the configuration says otherwise:
/// one wake-up every ten seconds of thinking (a laptop sleeps in between), and at most ten
/// seconds given back after a crash.
const DEFAULT_HEARTBEAT: Duration = Duration::from_secs(10);

/// Why a game could not be started or resumed, for a language file to word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartError(pub Message);

fn save_failed(e: &io::Error) -> Message {
    Message::new("save-failed").with("reason", io_reason(e))
}

/// What a commit brought: the events to show, in order, and what changed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Committed {
    pub events: Vec<Event>,
    /// The number of half-moves changed (a move made or taken back).
    pub moved: bool,
    /// The game ended (or its result changed) with these records: its score sheet is to be
    /// saved at once, in the conversation's words, before anything is shown
    /// ([`Table::save_event`]; the table holds no words).
    pub result_written: bool,
    /// The game ended with these records: its closing code, for everyone (after `saved`).
    pub closing: Option<Event>,
}

pub struct Table {
    session: Session,
    journal: Journal,
    pgn: PathBuf,
    /// How often a running clock's heartbeat is written.
    heartbeat: Duration,
    /// When the last heartbeat was written.
    beaten: Option<Moment>,
    /// The time of the journal's last record: no record is written before it, so the
    /// journal's times never go backwards (a flag found late is written when it is found).
    last_at: Moment,
    /// The witness could not be written last time (said once, and its return once).
    witness_failing: bool,
    /// What the witness names: the last record that is on the disk (one written without a
    /// sync is not named until a later record's sync has taken it along).
    witnessed: Witness,
    /// What is to be said that no commit brought (see [`Table::take_notices`]).
    notices: Vec<Event>,
    /// What is to be written to the log (see [`Table::take_log`]).
    logged: Vec<Logged>,
    /// The sidecar beside the journal (`GAME.journal.beat`): the witness and the heartbeat,
    /// rewritten in place through a descriptor kept open.
    sidecar: crate::files::InPlace,
    /// The thread that applies a record beside the journal's sync (`beside.rs`), once one
    /// needed it.
    beside: Option<beside::Beside>,
}

/// The temporary files a dead writer left in the games folder `dir` (a kill during a save)
/// removed; a running game's are left alone.
pub(super) fn clean_up(dir: &Path) {
    let removed = crate::files::remove_dead_temps(dir);
    if removed > 0 {
        tracing::info!(event = "journal", folder = %dir.display(), dead_temps_removed = removed);
    }
}

/// The journal's time of a moment: whole milliseconds since 1970.
fn millis(at: Moment) -> u64 {
    u64::try_from(at.since_origin().as_millis()).unwrap_or(u64::MAX)
}

impl Table {
    /// A new game in `dir` from a set-up through the door ([`Setup::check`](crate::session::Setup::check)), its set-up
    /// already in the journal and the clock started at `now`. The journal takes its name with
    /// its first record in it; a name another game took in the same moment is passed over for
    /// the next. A start that fails leaves nothing behind.
    pub fn start(checked: Checked, dir: &Path, now: Moment) -> Result<Table, StartError> {
        let now = now.whole_ms_up();
        let record = Record::Setup(Box::new(checked.setup().clone()));
        let mut session = Session::checked(checked);
        session
            .apply(&record, now)
            .map_err(|e| StartError(e.message()))?;
        std::fs::create_dir_all(dir).map_err(|e| StartError(save_failed(&e)))?;
        clean_up(dir);
        let mut tries = 0;
        loop {
            let id = new_game_id(dir);
            match Journal::create(&journal_path(dir, &id), &record, millis(now)) {
                Ok(journal) => {
                    let mut table = Table::at(session, journal, pgn_path(dir, &id));
                    table.last_at = now;
                    // The first beat goes with the first witness: one write of the sidecar
                    // before the first prompt, not two (issue 43).
                    if table.clock_running() {
                        table.beaten = Some(now);
                    }
                    // The witness of the first record, beside the journal from its start: a
                    // game whose end cannot be witnessed does not start.
                    if let Err(e) = table.write_witness() {
                        table.discard();
                        return Err(StartError(
                            Message::new("witness-cannot-start").with("reason", io_reason(&e)),
                        ));
                    }
                    return Ok(table);
                }
                Err(JournalError::Io(e))
                    if e.kind() == io::ErrorKind::AlreadyExists && tries < 100 =>
                {
                    tries += 1;
                }
                Err(JournalError::Io(e)) => return Err(StartError(save_failed(&e))),
                Err(other) => return Err(StartError(other.message())),
            }
        }
    }

    /// A game that could not start taken away whole: its journal and the files beside it.
    fn discard(self) {
        let journal = self.journal.path().to_path_buf();
        drop(self);
        for path in [
            crate::record::sidecar_path(&journal),
            crate::record::pid_path(&journal),
            journal,
        ] {
            let _ = std::fs::remove_file(path);
        }
    }

    fn at(session: Session, journal: Journal, pgn: PathBuf) -> Table {
        let witnessed = Witness {
            last: journal.last().unwrap_or(Link { seq: 0, check: 0 }),
            plies: session.game().plies(),
        };
        Table {
            witnessed,
            sidecar: crate::files::InPlace::new(crate::record::sidecar_path(journal.path())),
            session,
            journal,
            pgn,
            heartbeat: DEFAULT_HEARTBEAT,
            beaten: None,
            last_at: Moment::ZERO,
            witness_failing: false,
            notices: Vec::new(),
            logged: Vec::new(),
            beside: None,
        }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Moves are read in the move words of the conversation's language (`code`) too: the
    /// reading changes, nothing recorded does.
    pub fn read_also(&mut self, code: &str) {
        self.session.read_also(code);
    }

    /// The clock's warnings reached since the last call (each said once), worded for the
    /// running player. Not a record: only which warnings were said moves on.
    pub fn warnings_due(&mut self, now: Moment) -> Vec<Event> {
        self.session.warnings_due(now)
    }

    pub fn journal_path(&self) -> &Path {
        self.journal.path()
    }

    /// Commits a record that nobody needs to be told about (the set-up, a resumption, a move
    /// taken from a score sheet).
    pub fn commit_quietly(&mut self, record: &Record, now: Moment) -> Result<(), StartError> {
        self.commit_quietly_synced(record, now, true)
    }

    /// [`Table::commit_quietly`] without waiting for the disk, for a record another place
    /// holds too (Lichess's clock times): the next record's sync takes it along, and the
    /// witness names it only then (see [`Journal::append_unsynced`]).
    pub fn commit_unsynced(&mut self, record: &Record, now: Moment) -> Result<(), StartError> {
        self.commit_quietly_synced(record, now, false)
    }

    fn commit_quietly_synced(
        &mut self,
        record: &Record,
        now: Moment,
        sync: bool,
    ) -> Result<(), StartError> {
        let now = now.whole_ms_up().max(self.last_at);
        let mut next = self.session.clone();
        next.apply(record, now)
            .map_err(|e| StartError(e.message()))?;
        let appended = match sync {
            true => self.journal.append(record, millis(now)),
            false => self.journal.append_unsynced(record, millis(now)),
        };
        // Nobody is being told anything here: the log has it.
        let _ = self.restored();
        appended.map_err(|e| StartError(save_failed(&e)))?;
        self.last_at = now;
        self.session = next;
        if sync {
            self.on_disk();
            self.write_sidecar_later();
        }
        Ok(())
    }

    /// The journal's last record and the game after it are on the disk: what the witness
    /// names from now on.
    fn on_disk(&mut self) {
        if let Some(last) = self.journal.last() {
            self.witnessed = Witness {
                last,
                plies: self.session.game().plies(),
            };
        }
    }

    /// The notice, once, that the journal was written anew under the running game (it was
    /// deleted, renamed or replaced), also written to the log.
    fn restored(&mut self) -> Option<Event> {
        let event = Event::Private(self.journal.take_restored()?);
        self.log(LogKind::Restored, &event);
        Some(event)
    }

    /// Makes moves taken from a score sheet, before anyone types: each written to the journal
    /// first, none announced (the players are told how many were taken). One sync for them
    /// all, with the last: nothing is said before it.
    pub fn make_recorded(
        &mut self,
        moves: &[shakmaty::Move],
        now: Moment,
    ) -> Result<(), StartError> {
        for (i, m) in moves.iter().enumerate() {
            let record = Record::Move {
                uci: shakmaty::uci::UciMove::from_move(*m, self.session.game().castling_mode()),
            };
            self.commit_quietly_synced(&record, now, i + 1 == moves.len())?;
        }
        Ok(())
    }

    /// Commits records at `now`, in order: each is tried on a copy of the game, written to the
    /// journal, and only then kept, so that nothing is announced that was not saved first and
    /// the journal never holds a record its replay would refuse. A refused record is said and
    /// ends the commit; a failed write is said and changes nothing more. A game that ends here
    /// is to be saved at once ([`Committed::result_written`]).
    ///
    /// The copy is cheap however long the game: what grows with it (positions, repetition
    /// keys, moves, the clock's log) is a [`crate::game::History`] the copy shares, so a record
    /// costs the same at ply 400 as at ply 4 (test `a_commit_keeps_the_games_history_where_it_was`).
    pub fn commit(&mut self, records: &[Record], now: Moment) -> Committed {
        // At the moment the journal writes down, so that a resumed game has the same clocks;
        // never before the last record.
        let now = now.whole_ms_up().max(self.last_at);
        let was_over = self.session.game().is_over();
        let outcome_before = self.session.game().outcome();
        let plies_before = self.session.game().plies();
        let mut events = Vec::new();
        for record in records {
            let (next, brought, appended) = match self.apply_and_append(record, now) {
                Ok(done) => done,
                Err(e) => {
                    events.push(Event::Private(e.message()));
                    break;
                }
            };
            events.extend(self.restored());
            if let Err(e) = appended {
                // Not saved, so not made: the players are told and nothing changes.
                let event = Event::Private(save_failed(&e));
                self.log(LogKind::JournalFailed, &event);
                events.push(event);
                break;
            }
            self.last_at = now;
            self.session = next;
            self.on_disk();
            events.extend(brought);
            events.extend(self.write_sidecar());
        }
        let ended = !was_over && self.session.game().is_over();
        if ended {
            self.close(now);
        }
        let result_written = ended || was_over && self.session.game().outcome() != outcome_before;
        Committed {
            events,
            moved: self.session.game().plies() != plies_before,
            // A result declared over an ended game (Lichess's abort over a resignation) is
            // written to the score sheet too, with the code of the record as it now stands.
            result_written,
            closing: result_written.then(|| Event::Public(self.code_message(true))),
        }
    }

    /// `record` applied to a copy of the game and, if the game accepts it, appended to the
    /// journal (the result of the write returned, the game not yet changed). A record whose
    /// check will most likely search for a dead position is applied beside the journal's
    /// sync (`beside.rs`): checked first without the search, then written while the thread
    /// applies it whole.
    fn apply_and_append(
        &mut self,
        record: &Record,
        now: Moment,
    ) -> Result<(Session, Vec<Event>, io::Result<()>), crate::game::GameError> {
        if beside::likely_searched(&self.session, record) {
            if self.beside.is_none() {
                self.beside = beside::Beside::start();
            }
            let mut checked = self.session.clone();
            checked.without_dead_search();
            let checked_brought = checked.apply(record, now)?;
            let handed = self
                .beside
                .as_ref()
                .is_some_and(|b| b.send(self.session.clone(), record.clone(), now));
            if handed {
                let appended = self.journal.append(record, millis(now));
                if let Some((next, Ok(brought))) = self.beside.as_ref().and_then(|b| b.wait()) {
                    return Ok((next, brought, appended));
                }
                // The thread ended without an answer: the record applied whole here. It is on
                // the disk, and the copy accepted it; the search cannot refuse it.
                self.beside = None;
                let mut next = self.session.clone();
                return Ok(match next.apply(record, now) {
                    Ok(brought) => (next, brought, appended),
                    Err(_) => (checked, checked_brought, appended),
                });
            }
            self.beside = None;
        }
        let mut next = self.session.clone();
        let brought = next.apply(record, now)?;
        let appended = self.journal.append(record, millis(now));
        Ok((next, brought, appended))
    }

    /// The fallen flag, if one has fallen by `now`, committed at the instant it fell.
    pub fn commit_flag(&mut self, now: Moment) -> Option<Committed> {
        let (record, at) = self.session.flag_due(now)?;
        Some(self.commit(&[record], at))
    }

    /// Writes the score sheet through a temporary file of a name nobody can guess: a full
    /// disk leaves the last good one (or none), never an empty or half one, and a link planted
    /// at the name is replaced, not written through. Its comments are in `language`, the
    /// conversation's, which the runtime holds.
    pub fn save(&self, language: &Language) -> io::Result<()> {
        let text = to_pgn_coded(
            self.session.setup(),
            self.session.game(),
            self.session.clock(),
            language,
            &self.code(),
        );
        crate::files::write_atomically(&self.pgn, text.as_bytes())
    }

    /// The closing code of the record so far: every record written to the journal, the
    /// closing record of a finished game included.
    pub fn code(&self) -> ClosingCode {
        self.journal.code()
    }

    /// The code in words: at the end of the game (for the arbiter's result slip), or asked
    /// for (`prüfcode`) while the game goes on.
    pub fn code_message(&self, at_end: bool) -> Message {
        let id = match at_end || self.session.game().is_over() {
            true => "closing-code-end",
            false => "closing-code-now",
        };
        Message::new(id).with("code", self.code().arg())
    }

    /// Saves the score sheet and says how that went.
    pub fn save_event(&self, language: &Language) -> Event {
        Event::Private(match self.save(language) {
            Ok(()) => Message::new("saved"),
            Err(e) => save_failed(&e),
        })
    }

    /// Notes in the journal when the players left, so that the time from here to the next
    /// start is charged to nobody and the time thought until here is not given back.
    pub fn leave(&mut self, now: Moment) {
        if self.session.game().is_over() {
            return;
        }
        self.close(now);
    }

    /// Writes the closing record (the record of leaving): the journal's end is witnessed in
    /// the journal itself. A game that ends is closed at once; a resumed one goes on after it.
    fn close(&mut self, now: Moment) {
        let now = now.max(self.last_at);
        let appended = self.journal.append(&Record::Left, millis(now));
        let _ = self.restored();
        if appended.is_ok() {
            self.last_at = now;
            // A record of leaving is always accepted.
            let _ = self.session.apply(&Record::Left, now);
            self.on_disk();
            self.write_sidecar_later();
        }
    }

    /// `neu` after the end: the next game in a journal of its own in `dir`, the colours
    /// swapped. The table then holds the new game; the runtime keeps its language and gives
    /// the new game's reading its move words again ([`Table::read_also`]).
    pub fn next_game(&mut self, dir: &Path, now: Moment) -> Result<(), StartError> {
        let setup = self
            .session
            .setup()
            .next_game(crate::session::Started::now());
        let checked = setup.check().map_err(|e| StartError(e.message()))?;
        let mut next = Table::start(checked, dir, now)?;
        next.heartbeat = self.heartbeat;
        *self = next;
        Ok(())
    }
}
