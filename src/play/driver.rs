//! The game loop: a typed line becomes records, each record is written to the journal and only
//! then applied and shown, so nothing is announced that was not saved first. Every event goes
//! to the view and to each other output once. Between lines the loop waits for input no longer
//! than until the next flag falls, so a flag is announced the moment it falls and an idle game
//! uses no processor time; an output that has something to report wakes it.

use std::collections::VecDeque;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::seats::{Act, Question, Seat};
use crate::clock::{Moment, TimeSource, WallTime};
use crate::command::{Conversation, Intent};
use crate::lang::Language;
use crate::message::Message;
use crate::output::{Event, Output, Words};
use crate::record::games_dir;
use crate::session::{Checked, Session, Setup};
use crate::table::{Committed, LogKind, StartError, Table};
use crate::ui::{Input, Signal, View};

pub struct Driver {
    table: Table,
    /// The conversation's language: the runtime holds it, not the game, and hands it with the
    /// game's move words to every output.
    language: Arc<Language>,
    /// The command language and the questions open.
    talk: Conversation,
    outputs: Vec<Box<dyn Output>>,
    /// Where "now" comes from: the machine's clock in play, a clock moved by hand in a test,
    /// which then runs the whole loop without waiting.
    time: Box<dyn TimeSource>,
    /// The folder of the next game's journal (`neu`); none: the player's games folder.
    games: Option<PathBuf>,
    /// The answer said last, for `nochmal`.
    last_said: Vec<Event>,
    /// Report the outputs at the start (`--verbose`).
    verbose: bool,
    /// Every source of moves and actions besides the keyboard: the engine, the e-board.
    seats: Vec<Box<dyn Seat>>,
    /// The players left the finished game for its review (`analyse`).
    review_asked: bool,
    /// Lines typed ahead of a refused move, held until the player takes or drops them.
    held: VecDeque<String>,
}

impl Driver {
    /// A new game in the games folder from a set-up through the door ([`Setup::check`]), its
    /// set-up already in the journal and the clock started.
    pub fn start(checked: Checked) -> Result<Driver, StartError> {
        let dir = games_dir().map_err(StartError)?;
        let mut driver = Driver::start_in(checked, &dir, Box::new(WallTime::new()))?;
        driver.games = None;
        Ok(driver)
    }

    /// A new game in `dir` (the next one too), on the clock `time`: a test hands in a clock it
    /// moves by hand and a folder of its own.
    pub fn start_in(
        checked: Checked,
        dir: &Path,
        time: Box<dyn TimeSource>,
    ) -> Result<Driver, StartError> {
        let table = Table::start(checked, dir, time.now())?;
        let mut driver = Driver::at(table, time);
        driver.games = Some(dir.to_path_buf());
        Ok(driver)
    }

    fn at(table: Table, time: Box<dyn TimeSource>) -> Driver {
        Driver {
            talk: Conversation::new(&Language::fallback(), table.session()),
            table,
            language: Language::fallback(),
            outputs: Vec::new(),
            time,
            games: None,
            last_said: Vec::new(),
            verbose: false,
            seats: Vec::new(),
            review_asked: false,
            held: VecDeque::new(),
        }
    }

    /// Continues the game of a journal. Returns the driver and what to tell the players. The
    /// time the program was not running is charged to nobody.
    pub fn resume(path: &Path) -> Result<(Driver, Vec<Event>), StartError> {
        Driver::resume_on(path, Box::new(WallTime::new()))
    }

    /// [`Driver::resume`] on the clock `time` (a test's, moved by hand).
    pub fn resume_on(
        path: &Path,
        time: Box<dyn TimeSource>,
    ) -> Result<(Driver, Vec<Event>), StartError> {
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

    /// The conversation's language: the game's messages are worded in it and its command
    /// words understood first.
    pub fn set_language(&mut self, language: Arc<Language>) {
        self.talk = Conversation::new(&language, self.table.session());
        self.table.read_also(language.code());
        self.language = language;
    }

    /// The conversation's language.
    pub fn language(&self) -> &Arc<Language> {
        &self.language
    }

    /// The conversation's language with the game's move words, for the outputs.
    pub fn words(&self) -> Words {
        self.table.session().words_in(&self.language)
    }

    /// What the table noted for the log, worded in the conversation's language.
    fn log_table(&mut self) {
        let words = self.words();
        for line in self.table.take_log() {
            let journal = line.journal.display();
            let text = words.event_text(&line.event);
            match line.kind {
                LogKind::Restored => {
                    tracing::warn!(event = "journal", journal = %journal, restored = true, "{text}")
                }
                LogKind::JournalFailed => {
                    tracing::error!(event = "journal", journal = %journal, "{text}")
                }
                LogKind::WitnessFailed => {
                    tracing::error!(event = "witness", journal = %journal, "{text}")
                }
            }
        }
    }

    pub fn journal_path(&self) -> &Path {
        self.table.journal_path()
    }

    /// Hands the event to the view and every other output, once each.
    fn show(&mut self, view: &mut dyn View, event: &Event) -> io::Result<()> {
        self.log_table();
        let words = self.words();
        crate::ui::show_everywhere(
            view,
            &mut self.outputs,
            self.table.session(),
            &words,
            std::slice::from_ref(event),
        );
        Ok(())
    }

    /// What the outputs have to say about themselves, said by every output once.
    fn notices(&mut self, view: &mut dyn View) -> io::Result<()> {
        self.log_table();
        let words = self.words();
        crate::ui::show_everywhere(view, &mut self.outputs, self.table.session(), &words, &[]);
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
            for seat in &mut self.seats {
                seat.set_waker(waker.clone());
            }
        }
        // What a seat heard before its doorbell was given (the e-board connecting) rang
        // nothing: it is taken now.
        self.seats_woken(view)?;
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
            let saved = self.table.save_event(&self.language);
            self.show(view, &saved)?;
        }
        loop {
            let deadline = match self.session().game().is_over() {
                true => None,
                false => self.deadline(view)?,
            };
            view.waiting_for_seat(self.seat_to_move());
            let asking = match self.held.len() {
                0 => self.talk.asking(self.table.session()),
                n => Some(Message::new("ask-held").with("number", n)),
            };
            let words = self.words();
            let input = match view.read_line(self.table.session(), &words, asking, deadline) {
                Ok(input) => input,
                // The screen failed (a terminal gone): nobody is left to type; the game
                // stays resumable, noted as left.
                Err(e) => {
                    self.leave_after_fault();
                    return Err(e);
                }
            };
            if self.take(view, input)? {
                return Ok(());
            }
        }
    }

    /// The keyboard is `side`'s: the other side plays through a seat (an e-board).
    pub fn set_keyboard(&mut self, side: shakmaty::Color) {
        self.talk.set_keyboard(side);
    }

    /// A seat at the table besides the keyboard (the engine, the sighted player's e-board).
    pub fn add_seat(&mut self, seat: Box<dyn Seat>) {
        self.seats.push(seat);
    }

    /// Before waiting: a fallen flag and the clock warnings due said, each seat's work done
    /// (the engine asked for its move); then until when to wait at most (a flag, a warning,
    /// the heartbeat, a seat).
    fn deadline(&mut self, view: &mut dyn View) -> io::Result<Option<std::time::Instant>> {
        self.flag_check(view)?;
        let now = self.time.now();
        for warning in self.table.warnings_due(now) {
            self.show(view, &warning)?;
        }
        let next = self.table.next_wake(now).map(|at| self.time.instant(at));
        // What the table could not say with a commit (the witness failing at a heartbeat).
        for notice in self.table.take_notices() {
            self.show(view, &notice)?;
        }
        let mut seats = Vec::new();
        for i in 0..self.seats.len() {
            loop {
                let now = self.time.now();
                let asking = self.talk.asking(self.table.session()).is_some();
                let (acts, until) = self.seats[i].prepare(&self.table, asking, now);
                if acts.is_empty() {
                    seats.extend(until.map(|at| self.time.instant(at)));
                    break;
                }
                self.act(view, acts)?;
            }
        }
        Ok(next.into_iter().chain(seats).min())
    }

    /// Whether the side to move moves through a seat other than the keyboard (the engine, the
    /// e-board): the prompt will then change without a key.
    fn seat_to_move(&self) -> bool {
        !self.session().game().is_over() && self.seats.iter().any(|s| s.moves_next(&self.table))
    }

    /// What the seats have to say and do since the last look, each act meeting the game as
    /// the acts before it left it.
    fn seats_woken(&mut self, view: &mut dyn View) -> io::Result<()> {
        for i in 0..self.seats.len() {
            loop {
                let now = self.time.now();
                let acts = self.seats[i].woken(&self.table, now);
                if acts.is_empty() {
                    break;
                }
                self.act(view, acts)?;
            }
        }
        Ok(())
    }

    /// Does what a seat does: says it, commits it, or notes it in the journal.
    fn act(&mut self, view: &mut dyn View, acts: Vec<Act>) -> io::Result<()> {
        for act in acts {
            let now = self.time.now();
            match act {
                Act::Say(event) => self.show(view, &event)?,
                // A seat's intent is a record or an answer: it never leaves the game.
                Act::Do(intent) => {
                    self.commit(view, intent, now)?;
                }
                Act::Note(record) => {
                    if let Err(e) = self.table.commit_quietly(&record, now) {
                        self.show(view, &Event::Private(e.0))?;
                    }
                }
                Act::Keep(record) => {
                    if let Err(e) = self.table.commit_unsynced(&record, now) {
                        self.show(view, &Event::Private(e.0))?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A question for the seats: the first whose it is answers it.
    fn ask_seats(&mut self, view: &mut dyn View, question: Question) -> io::Result<Option<()>> {
        for i in 0..self.seats.len() {
            let now = self.time.now();
            if let Some(acts) = self.seats[i].answer(&self.table, question.clone(), now) {
                self.act(view, acts)?;
                return Ok(Some(()));
            }
        }
        Ok(None)
    }

    /// Acts on what waiting brought; true when the players leave.
    fn take(&mut self, view: &mut dyn View, input: Input) -> io::Result<bool> {
        match input {
            Input::Line(line) if !self.held.is_empty() => self.held_answer(view, &line),
            Input::Line(line) => self.line(view, &line),
            Input::Timeout => {
                self.seats_woken(view)?;
                Ok(false)
            }
            Input::Wake => {
                self.notices(view)?;
                self.seats_woken(view)?;
                Ok(false)
            }
            Input::Tell(event) => {
                self.show(view, &event)?;
                Ok(false)
            }
            Input::Explore(key) => {
                let now = self.time.now();
                let intent = self.talk.explore(self.table.session(), key);
                self.commit(view, intent, now)
            }
            Input::Signal(Signal::Interrupt) => {
                let now = self.time.now();
                let intent = self.talk.interrupt(self.table.session());
                self.commit(view, intent, now)
            }
            // The terminal closed or the machine shuts down: leave as at the end of input.
            Input::End | Input::Signal(Signal::Leave) => {
                if !self.session().game().is_over() {
                    // A finished game was saved when it ended; nothing is left to say.
                    self.leave();
                    let _ = self.table.save(&self.language);
                    self.show(view, &Event::Private(Message::new("goodbye")))?;
                }
                Ok(true)
            }
        }
    }

    /// A typed line. After a refused move the lines already typed behind it are held: played
    /// on, they would be played one half-move off.
    fn line(&mut self, view: &mut dyn View, line: &str) -> io::Result<bool> {
        // A flag that fell while the line was typed falls first, and the line is then read
        // in the ended game.
        if !self.session().game().is_over() {
            self.flag_check(view)?;
        }
        if self.talk.is_silence(line) {
            // The one command that is not the game's: quiet the speech at once.
            for output in &mut self.outputs {
                output.silence();
            }
            return Ok(false);
        }
        let now = self.time.now();
        let intent = self.talk.input(self.table.session(), line, now);
        if self.commit(view, intent, now)? {
            return Ok(true);
        }
        if self.talk.move_refused() {
            let words = self.words();
            let waiting = view.waiting_lines(self.table.session(), &words);
            self.held.extend(waiting);
            if !self.held.is_empty() {
                self.show(view, &Event::Private(self.held_message()))?;
            }
        }
        Ok(false)
    }

    /// "3 weitere Zeilen waren schon eingegeben: d6, d4, exd4. …"
    fn held_message(&self) -> Message {
        let lines: Vec<&str> = self.held.iter().map(|l| l.trim()).collect();
        Message::new("held-lines")
            .with("number", self.held.len())
            .with("lines", crate::message::Arg::Text(lines.join(", ")))
    }

    /// The answer to the held lines: yes plays them in turn (until one is refused, which
    /// holds the rest again), no drops them, anything else asks again.
    fn held_answer(&mut self, view: &mut dyn View, line: &str) -> io::Result<bool> {
        use crate::lang::CommandWord;
        match self.talk.command_word(line.trim()) {
            Some(CommandWord::Yes) => {
                while let Some(next) = self.held.pop_front() {
                    if self.line(view, &next)? {
                        return Ok(true);
                    }
                    if self.talk.move_refused() {
                        break;
                    }
                }
            }
            Some(CommandWord::No | CommandWord::Cancel) => {
                let dropped = std::mem::take(&mut self.held).len();
                let said = Message::new("held-dropped").with("number", dropped);
                self.show(view, &Event::Private(said))?;
            }
            _ => self.show(view, &Event::Private(self.held_message()))?,
        }
        Ok(false)
    }

    /// `neu` after the end: the next game in a journal of its own, the colours swapped; the
    /// outputs, the view and the language stay.
    fn next_game(&mut self, view: &mut dyn View) -> io::Result<()> {
        let now = self.time.now();
        let dir = match &self.games {
            Some(dir) => Ok(dir.clone()),
            None => games_dir().map_err(StartError),
        };
        let started = dir.and_then(|dir| self.table.next_game(&dir, now));
        if let Err(e) = started {
            return self.show(view, &Event::Private(e.0));
        }
        self.table.read_also(self.language.code());
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
        let language = &self.language;
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
        let _ = self.table.save(&self.language);
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
            self.committed(view, committed, Vec::new(), true)?;
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
                if self.ask_seats(view, Question::Engine(ask))?.is_none() {
                    self.show(view, &Event::Private(Message::new("engine-none")))?;
                }
                return Ok(false);
            }
            Intent::Online(ask) => {
                if self.ask_seats(view, Question::Online(ask))?.is_none() {
                    self.show(view, &Event::Private(Message::new("lichess-offline")))?;
                }
                return Ok(false);
            }
            // Only a finished game is reviewed, and it was saved when it ended.
            Intent::Review => {
                self.review_asked = true;
                return Ok(true);
            }
            Intent::Save => {
                let saved = self.table.save_event(&self.language);
                self.show(view, &saved)?;
                return Ok(false);
            }
            Intent::Code => {
                let code = Event::Private(self.table.code_message(false));
                self.tell(view, vec![code])?;
                return Ok(false);
            }
            Intent::Leave => return self.leave_asked(view),
            Intent::Answer(answers) => (Vec::new(), answers),
            Intent::BoardCheck(answers) => {
                self.tell(view, answers)?;
                self.ask_seats(view, Question::BoardCheck)?;
                return Ok(false);
            }
            Intent::Commit { records, answers } => (records, answers),
        };
        let committed = self.table.commit(&records, now);
        self.committed(view, committed, answers, !records.is_empty())
    }

    /// Shows what a commit brought and the answers after it; every seat then follows the
    /// change (the sighted player's board must show what was made in anna). False: the players
    /// stay.
    fn committed(
        &mut self,
        view: &mut dyn View,
        committed: Committed,
        answers: Vec<Event>,
        changed: bool,
    ) -> io::Result<bool> {
        // The score sheet of a game that ended is saved at once, said after the answers.
        let saved = committed
            .result_written
            .then(|| self.table.save_event(&self.language));
        let mut said = committed.events;
        said.extend(answers);
        self.tell(view, said)?;
        if let Some(saved) = saved {
            self.show(view, &saved)?;
        }
        if let Some(closing) = committed.closing {
            self.show(view, &closing)?;
            // `nochmal` says it again, for the arbiter writing it down.
            self.last_said.push(closing);
        }
        if changed {
            for i in 0..self.seats.len() {
                let now = self.time.now();
                let acts = self.seats[i].changed(&self.table, committed.moved, now);
                self.act(view, acts)?;
            }
        }
        Ok(false)
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
            let saved = self.table.save_event(&self.language);
            self.show(view, &saved)?;
            self.leave();
            self.show(view, &Event::Private(Message::new("goodbye")))?;
        }
        Ok(true)
    }
}
