//! The game loop: a typed line becomes records, each record is written to the journal and only
//! then applied and shown, so nothing is announced that was not saved first. Every event goes
//! to the view and to each other output once. Between lines the loop waits for input no longer
//! than until the next flag falls, so a flag is announced the moment it falls and an idle game
//! uses no processor time; an output that has something to report wakes it.

mod eboard_play;
mod engine_play;

pub(crate) use engine_play::{HINT_NODES, eval_message, turn_passed};

use std::io;
use std::path::Path;

use super::{Input, Signal, View};
use crate::clock::{Moment, TimeSource, WallTime};
use crate::message::Message;
use crate::output::{Event, Output};
use crate::record::games_dir;
use crate::session::{Intent, Session, Setup};
use crate::table::{Committed, StartError, Table};

pub struct Driver {
    table: Table,
    outputs: Vec<Box<dyn Output>>,
    time: WallTime,
    /// The answer said last, for `nochmal`.
    last_said: Vec<Event>,
    /// Report the outputs at the start (`--verbose`).
    verbose: bool,
    /// The engine, for an engine opponent and for hints.
    engine: Option<engine_play::EngineSeat>,
    /// The players left the finished game for its review (`analyse`).
    review_asked: bool,
    /// The sighted player's electronic board.
    eboard: Option<eboard_play::EboardSeat>,
}

impl Driver {
    /// A new game in the games folder, its set-up already in the journal and the clock started.
    pub fn start(setup: Setup) -> Result<Driver, StartError> {
        let time = WallTime::new();
        let dir = games_dir().map_err(StartError)?;
        let table = Table::start(setup, &dir, time.now())?;
        Ok(Driver::at(table, time))
    }

    fn at(table: Table, time: WallTime) -> Driver {
        Driver {
            table,
            outputs: Vec::new(),
            time,
            last_said: Vec::new(),
            verbose: false,
            engine: None,
            review_asked: false,
            eboard: None,
        }
    }

    /// Continues the game of a journal. Returns the driver and what to tell the players. The
    /// time the program was not running is charged to nobody.
    pub fn resume(path: &Path) -> Result<(Driver, Vec<Event>), StartError> {
        let time = WallTime::new();
        let (table, notices) = Table::resume(path, time.now())?;
        Ok((Driver::at(table, time), notices))
    }

    /// Makes moves taken from a score sheet, before anyone types: each written to the journal
    /// first, none announced (the players are told how many were taken).
    pub fn make_recorded(&mut self, moves: &[shakmaty::Move]) -> Result<(), StartError> {
        let now = self.time.now();
        self.table.make_recorded(moves, now)
    }

    /// Every output besides the view; each is brought up to date at once.
    pub fn set_outputs(&mut self, outputs: Vec<Box<dyn Output>>) {
        self.outputs = outputs;
    }

    pub fn set_verbose(&mut self, verbose: bool) {
        self.verbose = verbose;
    }

    /// How often a running clock's heartbeat is written (at least once a second).
    pub fn set_heartbeat(&mut self, every: std::time::Duration) {
        self.table.set_heartbeat(every);
    }

    /// Writes the heartbeat if it is due; when the next one is due.
    fn beat(&mut self) -> Option<std::time::Instant> {
        let now = self.time.now();
        self.table.beat(now).map(|at| self.time.instant(at))
    }

    /// Whether the loop ended because the players asked for the review of the game.
    pub fn review_asked(&self) -> bool {
        self.review_asked
    }

    /// The outputs, for what comes after the game (its review).
    pub fn take_outputs(&mut self) -> Vec<Box<dyn Output>> {
        std::mem::take(&mut self.outputs)
    }

    pub fn session(&self) -> &Session {
        self.table.session()
    }

    pub fn session_mut(&mut self) -> &mut Session {
        self.table.session_mut()
    }

    pub fn journal_path(&self) -> &Path {
        self.table.journal_path()
    }

    /// Hands the event to the view and every other output, once each.
    fn show(&mut self, view: &mut dyn View, event: &Event) -> io::Result<()> {
        super::show_everywhere(
            view,
            &mut self.outputs,
            self.table.session(),
            std::slice::from_ref(event),
        );
        Ok(())
    }

    /// What the outputs have to say about themselves, said by every output once.
    fn notices(&mut self, view: &mut dyn View) -> io::Result<()> {
        super::show_everywhere(view, &mut self.outputs, self.table.session(), &[]);
        Ok(())
    }

    /// `geräte`: every output and how it is.
    fn devices(&mut self, view: &mut dyn View) -> io::Result<()> {
        let mut lines = vec![Event::Private(view.status())];
        lines.extend(self.outputs.iter().map(|o| Event::Private(o.status())));
        for line in &lines {
            self.show(view, line)?;
        }
        Ok(())
    }

    /// Plays until the players leave or input ends. After the game has ended the loop goes on:
    /// the final position, the moves and the clocks can still be read, `beenden` leaves.
    pub fn run(&mut self, view: &mut dyn View, greeting: Vec<Event>) -> io::Result<()> {
        if let Some(waker) = view.waker() {
            for output in &mut self.outputs {
                output.set_waker(waker.clone());
            }
            self.eboard_waker(waker.clone());
            if let Some(seat) = &self.engine {
                seat.set_waker(waker);
            }
        }
        for event in &greeting {
            self.show(view, event)?;
        }
        if self.verbose {
            self.devices(view)?;
        }
        if let Some(outcome) = self.session().game().outcome() {
            // Over before a move was made (a dead position set up, a finished game resumed).
            let words = Event::Private(crate::session::outcome_message(outcome));
            self.show(view, &words)?;
            let saved = self.table.save_event();
            self.show(view, &saved)?;
        }
        loop {
            let deadline = match self.session().game().is_over() {
                true => None,
                false => self.deadline(view)?,
            };
            view.waiting_for_seat(self.seat_to_move());
            let input = view.read_line(self.table.session(), deadline)?;
            if self.take(view, input)? {
                return Ok(());
            }
        }
    }

    /// Before waiting: a fallen flag and the clock warnings due said, the engine asked for its
    /// move; then until when to wait at most (a flag, a warning, the heartbeat, a seat).
    fn deadline(&mut self, view: &mut dyn View) -> io::Result<Option<std::time::Instant>> {
        self.flag_check(view)?;
        let now = self.time.now();
        for warning in self.table.session_mut().warnings_due(now) {
            self.show(view, &warning)?;
        }
        let next = [
            self.session().next_deadline(),
            self.session().next_warning_at(now),
        ];
        let beat = self.beat();
        // A view the engine cannot wake looks for its answer now and then.
        let engine = self
            .engine_turn(view)?
            .filter(|_| self.engine.as_ref().is_some_and(|_| view.waker().is_none()));
        // A view that cannot be woken looks at the board now and then.
        let eboard_poll = (self.eboard.is_some() && view.waker().is_none())
            .then(|| std::time::Instant::now() + std::time::Duration::from_millis(100));
        Ok(next
            .into_iter()
            .flatten()
            .map(|at| self.time.instant(at))
            .chain(beat)
            .chain(engine)
            .chain(self.eboard_deadline())
            .chain(eboard_poll)
            .min())
    }

    /// Whether the side to move moves through a seat other than the keyboard (the engine, the
    /// e-board): the prompt will then change without a key.
    fn seat_to_move(&self) -> bool {
        let game = self.session().game();
        if game.is_over() {
            return false;
        }
        let engine = self.engine.is_some() && self.engine_side() == Some(game.turn());
        engine || self.eboard_moves_next()
    }

    /// Acts on what waiting brought; true when the players leave.
    fn take(&mut self, view: &mut dyn View, input: Input) -> io::Result<bool> {
        match input {
            Input::Line(line) => {
                // A flag that fell while the line was typed falls first, and the line is then
                // read in the ended game.
                if !self.session().game().is_over() {
                    self.flag_check(view)?;
                }
                if self.session().is_silence(&line) {
                    // The one command that is not the game's: quiet the speech at once.
                    for output in &mut self.outputs {
                        output.silence();
                    }
                    return Ok(false);
                }
                let now = self.time.now();
                let intent = self.table.session_mut().input(&line, now);
                self.commit(view, intent, now)
            }
            Input::Timeout => Ok(self.engine_replies(view)?
                || self.eboard_events(view)?
                || self.eboard_patience(view)?),
            Input::Wake => {
                self.notices(view)?;
                Ok(self.engine_replies(view)? || self.eboard_events(view)?)
            }
            Input::Tell(event) => {
                self.show(view, &event)?;
                Ok(false)
            }
            Input::Signal(Signal::Interrupt) => {
                let now = self.time.now();
                let intent = self.table.session_mut().interrupt();
                self.commit(view, intent, now)
            }
            // The terminal closed or the machine shuts down: leave as at the end of input.
            Input::End | Input::Signal(Signal::Leave) => {
                if !self.session().game().is_over() {
                    // A finished game was saved when it ended; nothing is left to say.
                    self.leave();
                    let _ = self.table.save();
                    self.show(view, &Event::Private(Message::new("goodbye")))?;
                }
                Ok(true)
            }
        }
    }

    /// `neu` after the end: the next game in a journal of its own, the colours swapped; the
    /// outputs, the view and the language stay.
    fn next_game(&mut self, view: &mut dyn View) -> io::Result<()> {
        let now = self.time.now();
        let started = games_dir()
            .map_err(StartError)
            .and_then(|dir| self.table.next_game(&dir, now));
        if let Err(e) = started {
            return self.show(view, &Event::Private(e.0));
        }
        self.last_said.clear();
        let session = self.table.session();
        let game = session.game();
        let setup = session.setup();
        let name = |color: shakmaty::Color| {
            crate::message::Arg::Text(setup.player(color).trim().to_string())
        };
        // A player given no name is called by his side ("الأبيض"), which the swap of colours
        // gives to the other player: neither name was given if both are side names.
        let default = Setup::default();
        let language = session.language();
        let side_name = |name: &str| {
            [shakmaty::Color::White, shakmaty::Color::Black]
                .into_iter()
                .any(|c| name == language.side(c) || name == default.player(c))
        };
        let words = if side_name(&setup.white) && side_name(&setup.black) {
            Message::new("next-game-unnamed").with("side", game.turn())
        } else {
            Message::new("next-game")
                .with("white", name(shakmaty::Color::White))
                .with("black", name(shakmaty::Color::Black))
                .with("side", game.turn())
        };
        let mut events = vec![Event::Private(words)];
        events.extend(session.who_enters().into_iter().map(Event::Private));
        for event in &events {
            self.show(view, event)?;
        }
        Ok(())
    }

    /// After a fault of the program: the record of leaving and the score sheet, as far as they
    /// can still be written.
    pub fn leave_after_fault(&mut self) {
        self.leave();
        let _ = self.table.save();
    }

    /// Notes in the journal when the players left.
    fn leave(&mut self) {
        let now = self.time.now();
        self.table.leave(now);
    }

    /// Commits a fallen flag at the instant it fell.
    fn flag_check(&mut self, view: &mut dyn View) -> io::Result<()> {
        let now = self.time.now();
        if let Some(committed) = self.table.commit_flag(now) {
            self.eboard_clock();
            self.committed(view, committed, Vec::new())?;
        }
        Ok(())
    }

    /// Does what an intent asks at `now`; true when the players leave.
    fn commit(&mut self, view: &mut dyn View, intent: Intent, now: Moment) -> io::Result<bool> {
        let (records, answers) = match intent {
            Intent::Nothing => return Ok(false),
            Intent::Repeat => {
                for event in self.last_said.clone() {
                    self.show(view, &event)?;
                }
                return Ok(false);
            }
            Intent::Devices => {
                self.devices(view)?;
                return Ok(false);
            }
            Intent::NewGame => {
                self.next_game(view)?;
                return Ok(false);
            }
            Intent::Engine(ask) => {
                self.engine_ask(view, ask)?;
                return Ok(false);
            }
            // Only a finished game is reviewed, and it was saved when it ended.
            Intent::Review => {
                self.review_asked = true;
                return Ok(true);
            }
            Intent::Save => {
                let saved = self.table.save_event();
                self.show(view, &saved)?;
                return Ok(false);
            }
            Intent::Leave => return self.leave_asked(view),
            Intent::Answer(answers) => (Vec::new(), answers),
            Intent::BoardCheck(answers) => {
                self.tell(view, answers)?;
                self.eboard_check(view)?;
                return Ok(false);
            }
            Intent::Commit { records, answers } => (records, answers),
        };
        let committed = self.table.commit(&records, now);
        if !records.is_empty() {
            self.eboard_clock();
        }
        self.committed(view, committed, answers)
    }

    /// Shows what a commit brought and the answers after it; the sighted player's board must
    /// then show what was made in anna. True when the players leave.
    fn committed(
        &mut self,
        view: &mut dyn View,
        committed: Committed,
        answers: Vec<Event>,
    ) -> io::Result<bool> {
        let mut said = committed.events;
        said.extend(answers);
        self.tell(view, said)?;
        if let Some(saved) = committed.saved {
            self.show(view, &saved)?;
        }
        Ok(committed.moved && self.eboard_committed(view)?)
    }

    /// Shows events, and keeps them for `nochmal`.
    fn tell(&mut self, view: &mut dyn View, events: Vec<Event>) -> io::Result<()> {
        for event in &events {
            self.show(view, event)?;
        }
        if !events.is_empty() {
            self.last_said = events;
        }
        Ok(())
    }

    /// `beenden` answered (or a finished game left): a game that goes on is saved, noted as
    /// left and resumable.
    fn leave_asked(&mut self, view: &mut dyn View) -> io::Result<bool> {
        if !self.session().game().is_over() {
            let saved = self.table.save_event();
            self.show(view, &saved)?;
            self.leave();
            self.show(view, &Event::Private(Message::new("goodbye")))?;
        }
        Ok(true)
    }
}
