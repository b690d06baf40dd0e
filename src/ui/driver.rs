//! The game loop: a typed line becomes records, each record is written to the journal and only
//! then applied and shown, so nothing is announced that was not saved first.

use std::io;
use std::path::{Path, PathBuf};

use super::View;
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
}

impl Driver {
    /// A new game in the games folder, its set-up already in the journal.
    pub fn start(setup: Setup, speech: Vec<Box<dyn Speech>>) -> Result<Driver, StartError> {
        let session = Session::new(setup.clone()).map_err(StartError)?;
        let dir = games_dir().map_err(StartError)?;
        std::fs::create_dir_all(&dir)
            .map_err(|e| StartError(format!("cannot create {}: {e}", dir.display())))?;
        let id = new_game_id(&dir);
        let path = journal_path(&dir, &id);
        let mut journal = Journal::create(&path)
            .map_err(|e| StartError(format!("cannot create {}: {e}", path.display())))?;
        journal
            .append(&Record::Setup(setup))
            .map_err(|e| StartError(format!("cannot write {}: {e}", path.display())))?;
        Ok(Driver {
            session,
            journal,
            pgn: pgn_path(&dir, &id),
            speech,
        })
    }

    /// Continues the game of a journal. Returns the driver and what to tell the players.
    pub fn resume(
        path: &Path,
        speech: Vec<Box<dyn Speech>>,
    ) -> Result<(Driver, Vec<Event>), StartError> {
        let (read, good_bytes) = read_journal(path)
            .map_err(|e| StartError(format!("cannot read {}: {e}", path.display())))?;
        let Some(Record::Setup(setup)) = read.records.first() else {
            return Err(StartError(format!(
                "{} does not start with a game set-up",
                path.display()
            )));
        };
        let mut session = Session::new(setup.clone()).map_err(StartError)?;
        for record in &read.records[1..] {
            session
                .apply(record)
                .map_err(|e| StartError(format!("{}: {e}", path.display())))?;
        }
        let journal = Journal::open(path, good_bytes)
            .map_err(|e| StartError(format!("cannot open {}: {e}", path.display())))?;
        let mut notices = Vec::new();
        if read.damaged_line.is_some() {
            notices.push(Event::Private(session.say("journal_damaged", |_| vec![])));
        }
        let plies = session.game().plies() as u32;
        notices.push(Event::Private(
            session.say("resumed", |_| vec![Token::Number(plies)]),
        ));
        let pgn = path.with_extension("pgn");
        Ok((
            Driver {
                session,
                journal,
                pgn,
                speech,
            },
            notices,
        ))
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn journal_path(&self) -> &Path {
        self.journal.path()
    }

    fn show(&mut self, view: &mut dyn View, event: &Event) -> io::Result<()> {
        view.show(event, &self.session)?;
        for speech in &mut self.speech {
            speak(speech.as_mut(), event, self.session.vocab());
        }
        Ok(())
    }

    fn save(&self) -> Result<PathBuf, String> {
        let text = to_pgn(self.session.setup(), self.session.game());
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
        while !self.session.game().is_over() {
            let Some(line) = view.read_line(&self.session)? else {
                break;
            };
            let step = self.session.input(&line);
            if self.commit(view, step)? {
                break;
            }
        }
        Ok(())
    }

    /// Commits one step; true when the players leave.
    fn commit(&mut self, view: &mut dyn View, step: Step) -> io::Result<bool> {
        for record in &step.records {
            if let Err(e) = self.journal.append(record) {
                // Not saved, so not made: the players are told and nothing changes.
                let text = format!("{}: {e}", self.journal.path().display());
                let event = Event::Private(
                    self.session
                        .say("save_failed", |_| vec![Token::Text(text.clone())]),
                );
                self.show(view, &event)?;
                return Ok(false);
            }
            match self.session.apply(record) {
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
        if step.save || self.session.game().is_over() {
            let saved = self.save();
            let event = self.saved_event(saved);
            self.show(view, &event)?;
        }
        if step.quit {
            let event = Event::Private(self.session.say("goodbye", |_| vec![]));
            self.show(view, &event)?;
            return Ok(true);
        }
        Ok(false)
    }
}
