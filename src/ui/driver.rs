//! The game loop: a typed line becomes records, each record is written to the journal and only
//! then applied and shown, so nothing is announced that was not saved first. Every event goes
//! to the view and to each other output once. Between lines the loop waits for input no longer
//! than until the next flag falls, so a flag is announced the moment it falls and an idle game
//! uses no processor time; an output that has something to report wakes it.

mod eboard_play;
mod engine_play;

pub(crate) use engine_play::{HINT_NODES, eval_message, turn_passed};

use std::io;
use std::path::{Path, PathBuf};

use super::{Input, Signal, View};
use crate::clock::{Moment, TimeSource, WallTime};
use crate::message::{Message, io_reason};
use crate::notation::announce;
use crate::output::Output;
use crate::record::{
    Journal, JournalError, games_dir, journal_path, new_game_id, pgn_path, to_pgn,
};
use crate::session::{Event, Record, Session, Setup, Step};
use shakmaty::Position;

/// How often a running clock's heartbeat is written unless the configuration says otherwise.
pub const DEFAULT_HEARTBEAT: std::time::Duration = std::time::Duration::from_secs(5);

/// Why a game could not be started or resumed, for a language file to word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartError(pub Message);

pub struct Driver {
    session: Session,
    journal: Journal,
    pgn: PathBuf,
    outputs: Vec<Box<dyn Output>>,
    time: WallTime,
    /// The answer said last, for `nochmal`.
    last_said: Vec<Event>,
    /// Report the outputs at the start (`--verbose`).
    verbose: bool,
    /// How often a running clock's heartbeat is written.
    heartbeat: std::time::Duration,
    /// When the last heartbeat was written.
    beaten: Option<std::time::Instant>,
    /// The engine, for an engine opponent and for hints.
    engine: Option<engine_play::EngineSeat>,
    /// The players left the finished game for its review (`analyse`).
    review_asked: bool,
    /// The sighted player's electronic board.
    eboard: Option<eboard_play::EboardSeat>,
}

/// Where the heartbeat of a game's running clock is kept: beside its journal.
fn beat_path(journal: &Path) -> PathBuf {
    let mut name = journal.as_os_str().to_owned();
    name.push(".beat");
    PathBuf::from(name)
}

/// The last heartbeat: its moment (milliseconds since 1970) and the interval it was written
/// at (milliseconds), if one was written.
fn last_beat(journal: &Path) -> Option<(u64, u64)> {
    let text = std::fs::read_to_string(beat_path(journal)).ok()?;
    let mut numbers = text.split_whitespace().map(|n| n.parse::<u64>().ok());
    Some((numbers.next()??, numbers.next()??))
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
    let now = now.whole_ms_up();
    let mut next = session.clone();
    next.apply(record, now)
        .map_err(|e| StartError(e.message()))?;
    journal
        .append(record, millis(now))
        .map_err(|e| StartError(Message::new("save-failed").with("reason", io_reason(&e))))?;
    *session = next;
    Ok(())
}

impl Driver {
    /// A new game in the games folder, its set-up already in the journal and the clock started.
    pub fn start(setup: Setup) -> Result<Driver, StartError> {
        let mut session = Session::new(setup.clone()).map_err(|e| StartError(e.message()))?;
        let dir = games_dir().map_err(StartError)?;
        std::fs::create_dir_all(&dir)
            .map_err(|e| StartError(Message::new("save-failed").with("reason", io_reason(&e))))?;
        let id = new_game_id(&dir);
        let path = journal_path(&dir, &id);
        let mut journal = Journal::create(&path).map_err(|e| match e {
            JournalError::Io(e) => {
                StartError(Message::new("save-failed").with("reason", io_reason(&e)))
            }
            other => StartError(other.message()),
        })?;
        let time = WallTime::new();
        let now = time.now();
        let record = Record::Setup(Box::new(setup));
        if let Err(e) = commit_quietly(&mut journal, &mut session, &record, now) {
            // Nothing was written (a full disk): no empty journal is left behind.
            drop(journal);
            if std::fs::metadata(&path).is_ok_and(|m| m.len() == 0) {
                let _ = std::fs::remove_file(&path);
            }
            return Err(e);
        }
        Ok(Driver {
            session,
            journal,
            pgn: pgn_path(&dir, &id),
            outputs: Vec::new(),
            time,
            last_said: Vec::new(),
            verbose: false,
            heartbeat: DEFAULT_HEARTBEAT,
            beaten: None,
            engine: None,
            review_asked: false,
            eboard: None,
        })
    }

    /// Continues the game of a journal. Returns the driver and what to tell the players. The
    /// time the program was not running is charged to nobody.
    pub fn resume(path: &Path) -> Result<(Driver, Vec<Event>), StartError> {
        let (journal, read, aside) = Journal::resume(path).map_err(|e| StartError(e.message()))?;
        let (mut session, stopped) =
            Session::replay_intact(&read.records).map_err(|e| StartError(e.message()))?;
        if stopped.is_some() {
            // A move is missing: the moves after it cannot be made. Nothing is changed; the
            // arbiter restores the game from the score sheets (docs/arbiter.md).
            return Err(StartError(crate::record::damage_message(
                &read, &session, stopped,
            )));
        }
        let mut notices = Vec::new();
        if let Some(aside) = &aside {
            tracing::warn!(
                event = "journal",
                journal = %path.display(),
                copy = %aside.display(),
                damaged_lines = ?read.damaged,
                copied_aside = true
            );
        }
        if let Some(aside) = aside {
            notices.push(Event::Private(
                Message::new("journal-repaired")
                    .with(
                        "damage",
                        crate::record::damage_message(&read, &session, None),
                    )
                    .with(
                        "copy",
                        crate::message::Arg::Text(
                            aside
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default(),
                        ),
                    ),
            ));
        }
        let game = session.game();
        let last = game.moves().last().and_then(|played| {
            let ply = game.plies() - 1;
            let pos = game.position_at(ply)?;
            Some(
                Message::new("resumed-last")
                    .with(
                        "number",
                        crate::session::move_number(pos.fullmoves().get(), pos.turn()),
                    )
                    .with("move", announce(pos, played.mv, session.options())),
            )
        });
        notices.push(Event::Private(
            Message::new("resumed")
                .with("number", game.plies())
                .with("side", game.turn()),
        ));
        if let Some(last) = last {
            notices.push(Event::Private(last));
        }
        let time = WallTime::new();
        let mut journal = journal;
        if !session.game().is_over() {
            let last = read.records.last();
            let last_at = last.map_or(0, |(at, _)| *at);
            // After a crash (no record of leaving) the clock ran until the last heartbeat: that
            // thinking time is charged; what came after it, at most one interval, is not.
            let crashed = !matches!(last, Some((_, Record::Left)));
            let beat = last_beat(path).filter(|(b, _)| crashed && *b > last_at);
            let stopped_at = beat.map_or(last_at, |(b, _)| b).min(millis(time.now()));
            if let Some((_, interval)) = beat
                && session.clock().is_some()
            {
                notices.push(Event::Private(
                    Message::new("resumed-after-crash").with("seconds", interval.div_ceil(1000)),
                ));
            }
            let record = Record::Resumed { stopped_at };
            commit_quietly(&mut journal, &mut session, &record, time.now())?;
        }
        let pgn = path.with_extension("pgn");
        let driver = Driver {
            session,
            journal,
            pgn,
            outputs: Vec::new(),
            time,
            last_said: Vec::new(),
            verbose: false,
            heartbeat: DEFAULT_HEARTBEAT,
            beaten: None,
            engine: None,
            review_asked: false,
            eboard: None,
        };
        Ok((driver, notices))
    }

    /// Makes moves taken from a score sheet, before anyone types: each written to the journal
    /// first, none announced (the players are told how many were taken).
    pub fn make_recorded(&mut self, moves: &[shakmaty::Move]) -> Result<(), StartError> {
        for m in moves {
            let record = Record::Move {
                uci: crate::notation::uci(*m, self.session.game().castling_mode()),
            };
            let now = self.time.now();
            commit_quietly(&mut self.journal, &mut self.session, &record, now)?;
        }
        Ok(())
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
        self.heartbeat = every.max(std::time::Duration::from_secs(1));
    }

    /// Writes the heartbeat if a clock runs and it is due; when the next one is due.
    fn beat(&mut self) -> Option<std::time::Instant> {
        let running = self
            .session
            .clock()
            .is_some_and(|c| matches!(c.state(), crate::clock::ClockState::Running(_)));
        if !running || self.session.game().is_over() {
            return None;
        }
        let now = std::time::Instant::now();
        let due = self.beaten.map_or(now, |b| b + self.heartbeat);
        if now >= due {
            // Rewritten in place, not a journal line: cheap, and only a bound for a crash.
            let _ = std::fs::write(
                beat_path(self.journal.path()),
                format!(
                    "{} {}\n",
                    millis(self.time.now()),
                    self.heartbeat.as_millis()
                ),
            );
            self.beaten = Some(now);
            return Some(now + self.heartbeat);
        }
        Some(due)
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
        &self.session
    }

    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    pub fn journal_path(&self) -> &Path {
        self.journal.path()
    }

    /// Hands the event to the view and every other output, once each.
    fn show(&mut self, view: &mut dyn View, event: &Event) -> io::Result<()> {
        super::show_everywhere(
            view,
            &mut self.outputs,
            &self.session,
            std::slice::from_ref(event),
        );
        Ok(())
    }

    /// What the outputs have to say about themselves, said by every output once.
    fn notices(&mut self, view: &mut dyn View) -> io::Result<()> {
        super::show_everywhere(view, &mut self.outputs, &self.session, &[]);
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

    /// Writes the score sheet through a temporary file: a full disk leaves the last good one
    /// (or none), never an empty or half one.
    fn save(&self) -> io::Result<()> {
        let text = to_pgn(
            self.session.setup(),
            self.session.game(),
            self.session.clock(),
            self.session.language(),
        );
        let mut tmp = self.pgn.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let written = std::fs::File::create(&tmp).and_then(|mut f| {
            use std::io::Write as _;
            f.write_all(text.as_bytes())?;
            f.sync_all()
        });
        match written.and_then(|()| std::fs::rename(&tmp, &self.pgn)) {
            Ok(()) => Ok(()),
            Err(e) => {
                let _ = std::fs::remove_file(&tmp);
                Err(e)
            }
        }
    }

    fn saved_event(result: io::Result<()>) -> Event {
        Event::Private(match result {
            Ok(()) => Message::new("saved"),
            Err(e) => Message::new("save-failed").with("reason", io_reason(&e)),
        })
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
        if let Some(outcome) = self.session.game().outcome() {
            // Over before a move was made (a dead position set up, a finished game resumed).
            let words = Event::Private(crate::session::outcome_message(outcome));
            self.show(view, &words)?;
            let saved = Driver::saved_event(self.save());
            self.show(view, &saved)?;
        }
        loop {
            let mut deadline = None;
            if !self.session.game().is_over() {
                self.flag_check(view)?;
                let now = self.time.now();
                for warning in self.session.warnings_due(now) {
                    self.show(view, &warning)?;
                }
                let next = [
                    self.session.next_deadline(),
                    self.session.next_warning_at(now),
                ];
                let beat = self.beat();
                // A view the engine cannot wake looks for its answer now and then.
                let engine = self
                    .engine_turn(view)?
                    .filter(|_| self.engine.as_ref().is_some_and(|_| view.waker().is_none()));
                // A view that cannot be woken looks at the board now and then.
                let eboard_poll = (self.eboard.is_some() && view.waker().is_none())
                    .then(|| std::time::Instant::now() + std::time::Duration::from_millis(100));
                deadline = next
                    .into_iter()
                    .flatten()
                    .map(|at| self.time.instant(at))
                    .chain(beat)
                    .chain(engine)
                    .chain(self.eboard_deadline())
                    .chain(eboard_poll)
                    .min();
            }
            match view.read_line(&self.session, deadline)? {
                Input::Line(line) => {
                    // A flag that fell while the line was typed falls first, and the line is
                    // then read in the ended game.
                    if !self.session.game().is_over() {
                        self.flag_check(view)?;
                    }
                    if self.session.is_silence(&line) {
                        // The one command that is not the game's: quiet the speech at once.
                        for output in &mut self.outputs {
                            output.silence();
                        }
                        continue;
                    }
                    let now = self.time.now();
                    let step = self.session.input(&line, now);
                    if self.commit(view, step, now)? {
                        return Ok(());
                    }
                }
                Input::Timeout => {
                    if self.engine_replies(view)?
                        || self.eboard_events(view)?
                        || self.eboard_patience(view)?
                    {
                        return Ok(());
                    }
                }
                Input::Wake => {
                    self.notices(view)?;
                    if self.engine_replies(view)? || self.eboard_events(view)? {
                        return Ok(());
                    }
                }
                Input::Tell(event) => self.show(view, &event)?,
                Input::Signal(Signal::Interrupt) => {
                    let now = self.time.now();
                    let step = self.session.interrupt();
                    if self.commit(view, step, now)? {
                        return Ok(());
                    }
                }
                // The terminal closed or the machine shuts down: leave as at the end of input.
                Input::End | Input::Signal(Signal::Leave) => {
                    if self.session.game().is_over() {
                        // Saved when it ended; nothing is left to say.
                        return Ok(());
                    }
                    self.leave();
                    let _ = self.save();
                    let event = Event::Private(Message::new("goodbye"));
                    return self.show(view, &event);
                }
            }
        }
    }

    /// `neu` after the end: the next game in a journal of its own, the colours swapped; the
    /// outputs, the view and the language stay.
    fn next_game(&mut self, view: &mut dyn View) -> io::Result<()> {
        let setup = self
            .session
            .setup()
            .next_game(crate::session::Started::now());
        let mut next = match Driver::start(setup) {
            Ok(next) => next,
            Err(e) => return self.show(view, &Event::Private(e.0)),
        };
        next.session.set_language(self.session.language().clone());
        std::mem::swap(&mut self.session, &mut next.session);
        std::mem::swap(&mut self.journal, &mut next.journal);
        std::mem::swap(&mut self.pgn, &mut next.pgn);
        self.last_said.clear();
        self.beaten = None;
        let game = self.session.game();
        let setup = self.session.setup();
        let name = |color: shakmaty::Color| {
            crate::message::Arg::Text(setup.player(color).trim().to_string())
        };
        // A player given no name is called by his side ("الأبيض"), which the swap of colours
        // gives to the other player: neither name was given if both are side names.
        let default = Setup::default();
        let language = self.session.language();
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
        events.extend(self.session.who_enters().into_iter().map(Event::Private));
        for event in &events {
            self.show(view, event)?;
        }
        Ok(())
    }

    /// After a fault of the program: the record of leaving and the score sheet, as far as they
    /// can still be written.
    pub fn leave_after_fault(&mut self) {
        self.leave();
        let _ = self.save();
    }

    /// Notes in the journal when the players left, so that the time from here to the next
    /// start is charged to nobody and the time thought until here is not given back.
    fn leave(&mut self) {
        if self.session.game().is_over() {
            return;
        }
        let now = self.time.now();
        if self.journal.append(&Record::Left, millis(now)).is_ok() {
            // A record of leaving is always accepted.
            let _ = self.session.apply(&Record::Left, now);
        }
    }

    /// Commits a fallen flag at the instant it fell.
    fn flag_check(&mut self, view: &mut dyn View) -> io::Result<()> {
        let now = self.time.now();
        let Some((record, at)) = self.session.flag_due(now) else {
            return Ok(());
        };
        let step = Step {
            records: vec![record],
            ..Step::default()
        };
        self.commit(view, step, at)?;
        Ok(())
    }

    /// Commits one step at `now`; true when the players leave.
    fn commit(&mut self, view: &mut dyn View, step: Step, now: Moment) -> io::Result<bool> {
        // At the moment the journal writes down, so that a resumed game has the same clocks.
        let now = now.whole_ms_up();
        if step.repeat {
            for event in self.last_said.clone() {
                self.show(view, &event)?;
            }
            return Ok(false);
        }
        if step.devices {
            self.devices(view)?;
            return Ok(false);
        }
        if step.new_game {
            self.next_game(view)?;
            return Ok(false);
        }
        if let Some(ask) = step.engine {
            self.engine_ask(view, ask)?;
            return Ok(false);
        }
        if step.review {
            // Only a finished game is reviewed, and it was saved when it ended.
            self.review_asked = true;
            return Ok(true);
        }
        let was_over = self.session.game().is_over();
        let plies_before = self.session.game().plies();
        let mut said = Vec::new();
        for record in &step.records {
            // Only a record the game accepts is written: the journal never holds one that its
            // replay would refuse. It is tried on a copy, written, and the copy kept.
            let mut next = self.session.clone();
            let events = match next.apply(record, now) {
                Ok(events) => events,
                Err(e) => {
                    let event = Event::Private(e.message());
                    self.show(view, &event)?;
                    said.push(event);
                    break;
                }
            };
            if let Err(e) = self.journal.append(record, millis(now)) {
                // Not saved, so not made: the players are told and nothing changes.
                let event =
                    Event::Private(Message::new("save-failed").with("reason", io_reason(&e)));
                tracing::error!(
                    event = "journal",
                    journal = %self.journal.path().display(),
                    "{}",
                    self.session.event_text(&event)
                );
                self.show(view, &event)?;
                return Ok(false);
            }
            self.session = next;
            for event in &events {
                self.show(view, event)?;
            }
            said.extend(events);
        }
        for answer in &step.answers {
            self.show(view, answer)?;
        }
        said.extend(step.answers);
        if step.board_check {
            self.eboard_check(view)?;
        }
        if !step.records.is_empty() {
            self.eboard_clock();
        }
        // The sighted player's board must now show what was made in anna.
        let plies = self.session.game().plies();
        if plies != plies_before && self.eboard_committed(view)? {
            return Ok(true);
        }
        if !said.is_empty() {
            self.last_said = said;
        }
        let ended = !was_over && self.session.game().is_over();
        if step.save || (step.quit && !was_over) || ended {
            let saved = Driver::saved_event(self.save());
            self.show(view, &saved)?;
        }
        if step.quit {
            if !was_over {
                self.leave();
                let event = Event::Private(Message::new("goodbye"));
                self.show(view, &event)?;
            }
            return Ok(true);
        }
        Ok(false)
    }
}
