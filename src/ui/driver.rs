//! The game loop: a typed line becomes records, each record is written to the journal and only
//! then applied and shown, so nothing is announced that was not saved first. Between lines the
//! loop waits for input no longer than until the next flag falls, so a flag is announced the
//! moment it falls and an idle game uses no processor time.

use std::io;
use std::path::{Path, PathBuf};

use super::{Input, View};
use crate::braille::Braille;
use crate::clock::{Moment, TimeSource, WallTime};
use crate::notation::Token;
use crate::record::{
    Journal, games_dir, journal_path, new_game_id, pgn_path, read_journal, to_pgn,
};
use crate::session::{Event, Record, Session, Setup, Step};
use crate::speech::{Speech, speak};

/// Why a game could not be started or resumed.
#[derive(Debug)]
pub struct StartError(pub String);

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

pub struct Driver {
    session: Session,
    journal: Journal,
    pgn: PathBuf,
    speech: Vec<Box<dyn Speech>>,
    braille: Option<Braille>,
    time: WallTime,
}

fn millis(at: Moment) -> u64 {
    u64::try_from(at.since_origin().as_millis()).unwrap_or(u64::MAX)
}

/// Commits a record that nobody needs to be told about (the set-up, a resumption).
fn commit_quietly(
    journal: &mut Journal,
    session: &mut Session,
    record: &Record,
    now: Moment,
) -> Result<(), StartError> {
    journal
        .append(record, millis(now))
        .map_err(|e| StartError(format!("cannot write {}: {e}", journal.path().display())))?;
    session
        .apply(record, now)
        .map_err(|e| StartError(e.to_string()))?;
    Ok(())
}

impl Driver {
    /// A new game in the games folder, its set-up already in the journal and the clock started.
    pub fn start(setup: Setup) -> Result<Driver, StartError> {
        let mut session = Session::new(setup.clone()).map_err(StartError)?;
        let dir = games_dir().map_err(StartError)?;
        std::fs::create_dir_all(&dir)
            .map_err(|e| StartError(format!("cannot create {}: {e}", dir.display())))?;
        let id = new_game_id(&dir);
        let path = journal_path(&dir, &id);
        let mut journal = Journal::create(&path)
            .map_err(|e| StartError(format!("cannot create {}: {e}", path.display())))?;
        let time = WallTime::new();
        let now = time.now();
        let record = Record::Setup(Box::new(setup));
        commit_quietly(&mut journal, &mut session, &record, now)?;
        Ok(Driver {
            session,
            journal,
            pgn: pgn_path(&dir, &id),
            speech: Vec::new(),
            braille: None,
            time,
        })
    }

    /// Continues the game of a journal. Returns the driver and what to tell the players. The
    /// time the program was not running is charged to nobody.
    pub fn resume(path: &Path) -> Result<(Driver, Vec<Event>), StartError> {
        let (read, good_bytes) = read_journal(path)
            .map_err(|e| StartError(format!("cannot read {}: {e}", path.display())))?;
        let mut session = Session::replay(&read.records)
            .map_err(|e| StartError(format!("{}: {e}", path.display())))?;
        let journal = Journal::open(path, good_bytes)
            .map_err(|e| StartError(format!("cannot open {}: {e}", path.display())))?;
        let mut notices = Vec::new();
        if read.damaged_line.is_some() {
            notices.push(Event::Private(session.say("journal_damaged", |_| vec![])));
        }
        let plies = u32::try_from(session.game().plies()).unwrap_or(u32::MAX);
        notices.push(Event::Private(
            session.say("resumed", |_| vec![Token::Number(plies)]),
        ));
        let time = WallTime::new();
        let mut journal = journal;
        if !session.game().is_over() {
            let stopped_at = read.records.last().map_or(0, |(at, _)| *at);
            let record = Record::Resumed { stopped_at };
            commit_quietly(&mut journal, &mut session, &record, time.now())?;
        }
        let pgn = path.with_extension("pgn");
        let driver = Driver {
            session,
            journal,
            pgn,
            speech: Vec::new(),
            braille: None,
            time,
        };
        Ok((driver, notices))
    }

    /// The braille display every event is also shown on; it is brought up to date at once.
    pub fn set_braille(&mut self, braille: Braille) {
        braille.update(&self.session);
        self.braille = Some(braille);
    }

    /// The speech outputs every event is also given to.
    pub fn set_speech(&mut self, speech: Vec<Box<dyn Speech>>) {
        self.speech = speech;
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn journal_path(&self) -> &Path {
        self.journal.path()
    }

    fn show(&mut self, view: &mut dyn View, event: &Event) -> io::Result<()> {
        view.show(event, &self.session)?;
        if let Some(braille) = &self.braille {
            braille.show(event, &self.session);
        }
        for speech in &mut self.speech {
            speak(speech.as_mut(), event, self.session.vocab());
        }
        Ok(())
    }

    fn save(&self) -> Result<PathBuf, String> {
        let text = to_pgn(
            self.session.setup(),
            self.session.game(),
            self.session.clock(),
        );
        std::fs::write(&self.pgn, text).map_err(|e| format!("{}: {e}", self.pgn.display()))?;
        Ok(self.pgn.clone())
    }

    fn saved_event(&self, result: Result<PathBuf, String>) -> Event {
        Event::Private(match result {
            Ok(path) => {
                let path = path.display().to_string();
                self.session
                    .say("saved", |_| vec![Token::Text(path.clone())])
            }
            Err(e) => self
                .session
                .say("save_failed", |_| vec![Token::Text(e.clone())]),
        })
    }

    /// Plays until the game ends, the players leave, or input ends.
    pub fn run(&mut self, view: &mut dyn View, greeting: Vec<Event>) -> io::Result<()> {
        for event in &greeting {
            self.show(view, event)?;
        }
        if let Some(outcome) = self.session.game().outcome() {
            // Over before a move was made (a dead position set up, a finished game resumed).
            let words = Event::Private(self.session.outcome_words(outcome));
            self.show(view, &words)?;
            let saved = self.save();
            let event = self.saved_event(saved);
            return self.show(view, &event);
        }
        while !self.session.game().is_over() {
            if self.flag_check(view)? {
                break;
            }
            let now = self.time.now();
            for warning in self.session.warnings_due(now) {
                self.show(view, &warning)?;
            }
            let next = [
                self.session.next_deadline(),
                self.session.next_warning_at(now),
            ];
            let deadline = next
                .into_iter()
                .flatten()
                .min()
                .map(|at| self.time.instant(at));
            match view.read_line(&self.session, deadline)? {
                Input::Line(line) => {
                    // A flag that fell while the line was typed falls first.
                    if self.flag_check(view)? {
                        break;
                    }
                    if self.session.is_silence(&line) {
                        // The one command that is not the game's: quiet the speech at once.
                        for speech in &mut self.speech {
                            speech.silence();
                        }
                        continue;
                    }
                    let now = self.time.now();
                    let step = self.session.input(&line, now);
                    if self.commit(view, step, now)? {
                        return Ok(());
                    }
                }
                Input::Timeout => {}
                Input::Tell(event) => self.show(view, &event)?,
                Input::End => {
                    self.leave();
                    let _ = self.save();
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// Notes in the journal when the players left, so that the time from here to the next
    /// start is charged to nobody and the time thought until here is not given back.
    fn leave(&mut self) {
        if self.session.game().is_over() {
            return;
        }
        let now = self.time.now();
        if self.journal.append(&Record::Left, millis(now)).is_ok() {
            let _ = self.session.apply(&Record::Left, now);
        }
    }

    /// Commits a fallen flag at the instant it fell; true when that ended the game.
    fn flag_check(&mut self, view: &mut dyn View) -> io::Result<bool> {
        let now = self.time.now();
        let Some((record, at)) = self.session.flag_due(now) else {
            return Ok(false);
        };
        let step = Step {
            records: vec![record],
            ..Step::default()
        };
        self.commit(view, step, at)?;
        Ok(self.session.game().is_over())
    }

    /// Commits one step at `now`; true when the players leave.
    fn commit(&mut self, view: &mut dyn View, step: Step, now: Moment) -> io::Result<bool> {
        for record in &step.records {
            if let Err(e) = self.journal.append(record, millis(now)) {
                // Not saved, so not made: the players are told and nothing changes.
                let text = format!("{}: {e}", self.journal.path().display());
                let event = Event::Private(
                    self.session
                        .say("save_failed", |_| vec![Token::Text(text.clone())]),
                );
                self.show(view, &event)?;
                return Ok(false);
            }
            match self.session.apply(record, now) {
                Ok(events) => {
                    for event in &events {
                        self.show(view, event)?;
                    }
                }
                Err(e) => self.show(view, &Event::Private(vec![Token::Text(e.to_string())]))?,
            }
        }
        for answer in &step.answers {
            self.show(view, answer)?;
        }
        if step.save || step.quit || self.session.game().is_over() {
            let saved = self.save();
            let event = self.saved_event(saved);
            self.show(view, &event)?;
        }
        if step.quit {
            self.leave();
            let event = Event::Private(self.session.say("goodbye", |_| vec![]));
            self.show(view, &event)?;
            return Ok(true);
        }
        Ok(false)
    }
}
