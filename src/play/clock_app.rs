//! The standalone talking clock, `anna clock`: a chess clock without a game, for a blind player
//! whose game is kept on paper.
//!
//! Keys (told in the start message, in the vocabulary's language):
//! - White: `1` or Left arrow; Black: `2` or Right arrow. A player's key ends his move and
//!   starts the opponent's clock, as the buttons of a clock do. It is ignored while the
//!   opponent's clock runs, so a double press never costs a move. The clock waits until the
//!   first press: Black's key starts White's clock (the usual start, 6.6); White's key first
//!   counts White's first move as made and starts Black's clock.
//! - Space or Enter: the long report; `k` or `s`: the short one. The player whose clock runs
//!   (before the start, White) is taken to be asking: his time first, then the opponent's,
//!   then the moves played.
//! - `p`: pause and resume. `h` or `?`: the keys. `q`, Esc or Ctrl-C: quit; while the clock
//!   runs or is paused it asks first, and the answer is typed as a whole word and Enter (a
//!   stray key never ends a game's times). Ctrl-C again while asked quits at once.
//! - `a`: the arbiter's command line. Everything typed after `a`, the answer to "Ausführen?"
//!   too, is a whole line ended by Enter; Esc cancels that line only, the clock goes on.
//!
//! Each player's key is confirmed with the side whose clock now runs ("Uhr Schwarz."), so a
//! blind player knows the press counted; `--quiet-keys` leaves the presses silent. A key with
//! no task says so. Nothing else is said about the clock unless asked, except the flag fall,
//! announced the instant it happens; the clock then stops, and reports are still given. The loop blocks on the
//! terminal until a key or the next flag fall and never polls in between.
//!
//! [`TalkingClock`] is the logic, without a terminal: keys in, messages out, time handed in.
//! [`run_clock`] joins it to the terminal in raw mode, one plain line per message, and hands
//! each message to the outputs of a game (speech, braille) once.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Once};
use std::time::{Duration, Instant};

use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal;
use shakmaty::Color;

use super::clock_arbiter::{self, Order};
use super::clock_journal::{ClockEntry, ClockJournal, Line, What, unwritable};
use crate::clock::{ChessClock, ClockState, Moment, RealTime, TimeControl, TimeSource};
use crate::lang::CommandWord;
use crate::message::{Arg, Message};
use crate::output::Event;
use crate::output::Output;
use crate::output::Words;
use crate::session::{Form, Which, report_message};

/// What a key asks of the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockKey {
    /// This player has completed his move: his clock stops, the opponent's starts.
    Player(Color),
    /// The times in words.
    Report,
    /// The times in digits.
    ShortReport,
    /// Pause, or resume a paused clock.
    Pause,
    /// The keys, again.
    Keys,
    /// The arbiter's command line: `a`.
    Arbiter,
    /// Ctrl-C: asks to quit, and quits when asked already.
    Interrupt,
    /// A key with no task.
    Other,
    Quit,
}

/// The Latin key in the place of a key of the Persian (ISIRI 9147) or Arabic (101) keyboard,
/// and the digit of a Persian or Arabic-Indic one: the clock's keys are where the player's
/// fingers know them, whichever layout is on (ض q, س s, ن k, ح p, ا h, ش a, ۱ and ١ 1).
fn latin_key(c: char) -> char {
    match c {
        '۱' | '١' => '1',
        '۲' | '٢' => '2',
        'ض' => 'q',
        'س' => 's',
        'ن' => 'k',
        'ح' => 'p',
        'ا' => 'h',
        'ش' => 'a',
        '؟' => '?',
        c => c,
    }
}

/// The key a terminal key event stands for, if any.
pub fn clock_key(key: &KeyEvent) -> Option<ClockKey> {
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    let code = match key.code {
        KeyCode::Char(c) => KeyCode::Char(latin_key(c)),
        code => code,
    };
    match code {
        KeyCode::Char('c' | 'd') if control => Some(ClockKey::Interrupt),
        // Raw mode reads a line feed as Ctrl-J and a carriage return may come as Ctrl-M.
        KeyCode::Char('j' | 'm') if control => Some(ClockKey::Report),
        _ if control => None,
        KeyCode::Char('1') | KeyCode::Left => Some(ClockKey::Player(Color::White)),
        KeyCode::Char('2') | KeyCode::Right => Some(ClockKey::Player(Color::Black)),
        KeyCode::Char(' ') | KeyCode::Enter => Some(ClockKey::Report),
        KeyCode::Char('k' | 'K' | 's' | 'S') => Some(ClockKey::ShortReport),
        KeyCode::Char('p' | 'P') => Some(ClockKey::Pause),
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => Some(ClockKey::Quit),
        KeyCode::Char('h' | 'H' | '?') | KeyCode::F(1) => Some(ClockKey::Keys),
        KeyCode::Char('a' | 'A') => Some(ClockKey::Arbiter),
        KeyCode::Char(_) | KeyCode::Up | KeyCode::Down | KeyCode::Tab | KeyCode::Backspace => {
            Some(ClockKey::Other)
        }
        _ => None,
    }
}

/// A chess clock that answers keys with lines to say.
#[derive(Clone, Debug)]
pub struct TalkingClock {
    clock: ChessClock,
    words: Words,
    finished: bool,
    /// Confirm each player's key with the clock that now runs.
    confirm_keys: bool,
    /// Said after the greeting: how an output is (a braille display asked for and missing).
    notices: Vec<Message>,
    /// The line being typed: the arbiter's command, or the answer to a question.
    arbiter: Arbiter,
    /// What changed the clock since last taken, for its journal.
    entries: Vec<ClockEntry>,
}

/// What the keys are typed into.
#[derive(Clone, Debug, Default)]
enum Arbiter {
    #[default]
    Off,
    /// The arbiter's command.
    Typing(String),
    /// The answer to "carry out the arbiter's change?".
    Asking(Order, String),
    /// The answer to "end the clock?".
    Quitting(String),
}

/// A key while the arbiter types or is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedKey {
    Char(char),
    Backspace,
    Enter,
    Cancel,
}

impl TalkingClock {
    pub fn new(control: TimeControl, words: Words) -> TalkingClock {
        TalkingClock {
            clock: ChessClock::new(control),
            words,
            finished: false,
            confirm_keys: true,
            notices: Vec::new(),
            arbiter: Arbiter::Off,
            entries: Vec::new(),
        }
    }

    /// Says `notice` after the greeting.
    pub fn with_notice(mut self, notice: Message) -> TalkingClock {
        self.notices.push(notice);
        self
    }

    /// Without a word for each player's key or a key with no task (`--quiet-keys`).
    pub fn quiet_keys(mut self) -> TalkingClock {
        self.confirm_keys = false;
        self
    }

    /// The message in the clock's language.
    pub fn text(&self, message: &Message) -> String {
        self.words.text(message)
    }

    pub fn clock(&self) -> &ChessClock {
        &self.clock
    }

    /// Whether a quit key was pressed.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The start message: the control, then the keys.
    pub fn greeting(&self) -> Vec<Message> {
        let control = self.clock.control().to_string();
        let mut lines = vec![
            Message::new("clock-app-start").with("control", Arg::Text(control)),
            Message::new("clock-app-keys"),
        ];
        lines.extend(self.notices.iter().cloned());
        lines
    }

    /// When the running player's flag falls: wait for a key until then, and then [`tick`].
    ///
    /// [`tick`]: Self::tick
    pub fn deadline(&self) -> Option<Moment> {
        match self.clock.state() {
            ClockState::Running(_) => self.clock.flag_fall_at(),
            _ => None,
        }
    }

    /// The flag fall, if it has come by `now`: the clock stops at the instant it fell.
    pub fn tick(&mut self, now: Moment) -> Vec<Message> {
        let Some(fell) = self.deadline().filter(|at| *at <= now) else {
            return Vec::new();
        };
        let side = self.clock.to_move();
        self.clock.stop(fell);
        vec![Message::new("clock-app-flag").with("side", side)]
    }

    /// A key pressed at `now`; a flag that fell before it is announced first, and then the key
    /// of a player no longer counts.
    pub fn key(&mut self, key: ClockKey, now: Moment) -> Vec<Message> {
        let mut lines = self.tick(now);
        match key {
            ClockKey::Player(side) => {
                if lines.is_empty() {
                    self.entries.push(ClockEntry::Press { side: side.into() });
                    match self.player(side, now) {
                        Some(id) => lines.push(Message::new(id)),
                        None if self.confirm_keys => {
                            if let ClockState::Running(running) = self.clock.state() {
                                lines.push(Message::new("clock-app-running").with("side", running));
                            }
                        }
                        None => {}
                    }
                }
            }
            ClockKey::Report => lines.push(self.report(now, Form::Long)),
            ClockKey::ShortReport => lines.push(self.report(now, Form::Short)),
            ClockKey::Pause => {
                self.entries.push(ClockEntry::Pause);
                let id = match self.clock.state() {
                    ClockState::Running(_) => match self.clock.pause(now, "paused") {
                        Ok(()) => "clock-app-paused",
                        Err(_) => "clock-app-stopped",
                    },
                    ClockState::Paused => match self.clock.resume(now, "resumed") {
                        Ok(()) => "clock-app-resumed",
                        Err(_) => "clock-app-stopped",
                    },
                    ClockState::NotStarted => "clock-app-not-started",
                    ClockState::Stopped => "clock-app-stopped",
                };
                lines.push(Message::new(id));
            }
            ClockKey::Keys => lines.push(Message::new("clock-app-keys")),
            ClockKey::Arbiter => {
                self.arbiter = Arbiter::Typing(String::new());
                lines.push(Message::new("clock-app-arbiter"));
            }
            ClockKey::Other if self.confirm_keys => {
                lines.push(Message::new("clock-app-other-key"));
            }
            ClockKey::Other => {}
            ClockKey::Quit | ClockKey::Interrupt => lines.extend(self.quit(key)),
        }
        lines
    }

    /// `q`, Esc or Ctrl-C: a clock that has started and not stopped is ended only after the
    /// question; Ctrl-C while it is asked ends it at once.
    fn quit(&mut self, key: ClockKey) -> Vec<Message> {
        let asked = matches!(self.arbiter, Arbiter::Quitting(_));
        let running = matches!(
            self.clock.state(),
            ClockState::Running(_) | ClockState::Paused
        );
        if running && !(asked && key == ClockKey::Interrupt) {
            self.arbiter = Arbiter::Quitting(String::new());
            return vec![Message::new("clock-app-confirm-quit")];
        }
        self.arbiter = Arbiter::Off;
        self.finished = true;
        vec![Message::new("clock-app-goodbye")]
    }

    /// What changed the clock since last taken, oldest first, for its journal.
    pub fn take_entries(&mut self) -> Vec<ClockEntry> {
        std::mem::take(&mut self.entries)
    }

    /// Makes a journal's entry again at the instant it was made, silently.
    pub fn replay(&mut self, entry: &ClockEntry, at: Moment) {
        match entry {
            ClockEntry::Press { side } => {
                self.key(ClockKey::Player((*side).into()), at);
            }
            ClockEntry::Pause => {
                self.key(ClockKey::Pause, at);
            }
            ClockEntry::Arbiter { order } => {
                self.tick(at);
                clock_arbiter::apply(order, &mut self.clock, at);
            }
        }
        self.entries.clear();
    }

    /// Whether keys now go to a typed line (the arbiter's command, an answer).
    pub fn typing(&self) -> bool {
        !matches!(self.arbiter, Arbiter::Off)
    }

    /// The line being typed, to be shown as it grows.
    pub fn typed(&self) -> Option<&str> {
        match &self.arbiter {
            Arbiter::Off => None,
            Arbiter::Typing(line) | Arbiter::Asking(_, line) | Arbiter::Quitting(line) => {
                Some(line)
            }
        }
    }

    /// A typed answer: yes, no, or neither (`None`).
    fn answer(&self, line: &str) -> Option<bool> {
        let commands = self.words.language().commands();
        match commands.get(line.trim()) {
            Some(CommandWord::Yes) => Some(true),
            Some(CommandWord::No) => Some(false),
            _ => None,
        }
    }

    /// The arbiter's change, asked before it is made.
    fn ask_order(&mut self, order: Order) -> Message {
        let change = clock_arbiter::describe(&order, &self.clock);
        self.arbiter = Arbiter::Asking(order, String::new());
        Message::new("clock-app-arbiter-confirm").with("change", change)
    }

    /// A key while the arbiter types his command or is asked to confirm it.
    pub fn type_key(&mut self, key: TypedKey, now: Moment) -> Vec<Message> {
        let mut lines = self.tick(now);
        let mut typing = std::mem::take(&mut self.arbiter);
        let line = match &mut typing {
            Arbiter::Off => return lines,
            Arbiter::Typing(line) | Arbiter::Asking(_, line) | Arbiter::Quitting(line) => line,
        };
        match key {
            // Esc cancels the line typed, and only it: the clock goes on.
            TypedKey::Cancel => {
                let id = match typing {
                    Arbiter::Quitting(_) => "clock-app-goes-on",
                    _ => "cancelled",
                };
                lines.push(Message::new(id));
            }
            TypedKey::Char(c) => {
                line.push(c);
                self.arbiter = typing;
            }
            TypedKey::Backspace => {
                line.pop();
                self.arbiter = typing;
            }
            TypedKey::Enter => lines.extend(self.enter(typing, now)),
        }
        lines
    }

    /// Enter ends a typed line: the arbiter's command is asked about, an answer answers.
    fn enter(&mut self, typing: Arbiter, now: Moment) -> Vec<Message> {
        match typing {
            Arbiter::Off => Vec::new(),
            Arbiter::Typing(line) => {
                match clock_arbiter::parse_order(&line, self.words.language(), &self.clock) {
                    Ok(order) => vec![self.ask_order(order)],
                    Err(why) => vec![why],
                }
            }
            Arbiter::Asking(order, answer) => match self.answer(&answer) {
                Some(true) => {
                    let said = clock_arbiter::apply(&order, &mut self.clock, now);
                    if said.id() != "clock-refused" {
                        self.entries.push(ClockEntry::Arbiter { order });
                    }
                    vec![said]
                }
                Some(false) => vec![Message::new("cancelled")],
                None => vec![self.ask_order(order)],
            },
            Arbiter::Quitting(answer) => match self.answer(&answer) {
                Some(true) => {
                    self.finished = true;
                    vec![Message::new("clock-app-goodbye")]
                }
                Some(false) => vec![Message::new("clock-app-goes-on")],
                None => {
                    self.arbiter = Arbiter::Quitting(String::new());
                    vec![Message::new("clock-app-confirm-quit")]
                }
            },
        }
    }

    /// `side` presses his key: silent when it works or when it is not his clock that runs.
    fn player(&mut self, side: Color, now: Moment) -> Option<&'static str> {
        match self.clock.state() {
            ClockState::NotStarted => {
                // Black's key starts White's clock; White's key first means White has moved.
                let started = self.clock.start(now).and_then(|()| match side {
                    Color::White => self.clock.press(now).map(|_| ()),
                    Color::Black => Ok(()),
                });
                started.err().map(|_| "clock-app-stopped")
            }
            ClockState::Running(running) if running == side => {
                self.clock.press(now).err().map(|_| "clock-app-stopped")
            }
            ClockState::Running(_) => None,
            ClockState::Paused => Some("clock-app-is-paused"),
            ClockState::Stopped => Some("clock-app-stopped"),
        }
    }

    /// The player whose clock runs, or would run: he is taken to be asking.
    fn asker(&self) -> Color {
        self.clock.to_move()
    }

    /// "Weiß: eine Stunde, zwölf Minuten, fünf Sekunden. Schwarz: achtundfünfzig Minuten,
    /// dreißig Sekunden. Dreiundzwanzig Züge."
    pub fn long_report(&self, now: Moment) -> String {
        self.text(&self.report(now, Form::Long))
    }

    /// "Weiß 1 12 05, Schwarz 58 30, Zug 23"
    pub fn short_report(&self, now: Moment) -> String {
        self.text(&self.report(now, Form::Short))
    }

    fn report(&self, now: Moment, form: Form) -> Message {
        let report = self.clock.report(now);
        let parts = report_message(&report, self.asker(), form, Which::Both);
        Message::new("sentences").with("parts", Arg::Sentences(vec![parts]))
    }
}

// ---------------------------------------------------------------------------------------------
// The terminal
// ---------------------------------------------------------------------------------------------

/// Raw mode is on (for the panic hook).
static RAW: AtomicBool = AtomicBool::new(false);
static PANIC_HOOK: Once = Once::new();

fn leave_raw_mode() {
    if RAW.swap(false, Ordering::SeqCst) {
        let _ = terminal::disable_raw_mode();
    }
}

/// Raw mode for as long as it lives; a panic gives the terminal back too.
struct RawMode;

impl RawMode {
    fn enter() -> io::Result<RawMode> {
        PANIC_HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                leave_raw_mode();
                previous(info);
            }));
        });
        terminal::enable_raw_mode()?;
        RAW.store(true, Ordering::SeqCst);
        Ok(RawMode)
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        leave_raw_mode();
    }
}

/// Where the clock's messages go: the terminal, one line each (raw mode does not turn "\n"
/// into "\r\n"), and every output once.
struct Voices<'a> {
    out: &'a mut dyn Write,
    outputs: Vec<Box<dyn Output>>,
    words: Words,
}

impl Voices<'_> {
    fn say(&mut self, clock: &TalkingClock, messages: Vec<Message>) -> io::Result<()> {
        for message in messages {
            write!(self.out, "{}\r\n", clock.text(&message))?;
            // The flag fall is for both players; everything else answers the one who asked.
            let event = match message.id() {
                "clock-app-flag" => Event::Public(message),
                _ => Event::Private(message),
            };
            for output in &mut self.outputs {
                output.show(&event, &self.words);
            }
        }
        self.out.flush()?;
        let notices: Vec<Message> = self
            .outputs
            .iter_mut()
            .flat_map(|o| o.take_notices())
            .map(|n| n.0)
            .collect();
        if !notices.is_empty() {
            self.say(clock, notices)?;
        }
        Ok(())
    }
}

/// A terminal key as the arbiter's typing takes it.
fn typed_key(key: &KeyEvent) -> Option<TypedKey> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    match key.code {
        KeyCode::Char(c) => Some(TypedKey::Char(c)),
        KeyCode::Backspace => Some(TypedKey::Backspace),
        KeyCode::Enter => Some(TypedKey::Enter),
        KeyCode::Esc => Some(TypedKey::Cancel),
        _ => None,
    }
}

/// Where the clock's instants come from: the machine's clock, continuing the journal's time
/// line from `offset` (zero for a new clock, the journal's last instant for one resumed).
struct ClockTime {
    wall: RealTime,
    offset: Duration,
}

impl ClockTime {
    fn now(&self) -> Moment {
        Moment::from_duration(self.offset + self.wall.now().since_origin())
    }

    fn instant(&self, at: Moment) -> Instant {
        let on_wall = at.since_origin().saturating_sub(self.offset);
        self.wall.instant(Moment::from_duration(on_wall))
    }
}

/// The milliseconds of an instant, as the journal keeps them.
fn millis(at: Moment) -> u64 {
    u64::try_from(at.since_origin().as_millis()).unwrap_or(u64::MAX)
}

/// How often a running clock's heartbeat is written: the only wake-up of a running clock
/// besides its flag, so that a laptop sleeps in between; after a crash at most this much
/// thinking time goes uncounted (a closed terminal or a deliberate end writes the last one at
/// its instant).
const BEAT: Duration = Duration::from_secs(10);

/// How long a wait for a key lasts when nothing is due (a paused clock): a closed terminal
/// wakes the wait at once (see `watch_hangup`).
const IDLE: Duration = Duration::from_secs(3600);

/// Makes a journal's changes again, silently; returns the instant the clock had reached (its
/// last line) and what to say: that it goes on, both times, and whose clock runs.
pub fn resume_clock(clock: &mut TalkingClock, lines: &[Line]) -> (Duration, Vec<Message>) {
    let mut last = 0;
    for line in lines {
        last = last.max(line.at);
        if let What::Change { entry } = &line.what {
            clock.replay(entry, Moment::from_millis(line.at));
        }
    }
    let at = Moment::from_millis(last);
    clock.tick(at);
    let control = clock.clock.control().to_string();
    let mut said = vec![
        Message::new("clock-app-continued").with("control", Arg::Text(control)),
        clock.report(at, Form::Long),
    ];
    said.push(match clock.clock.state() {
        ClockState::Running(side) => Message::new("clock-app-running").with("side", side),
        ClockState::Paused => Message::new("clock-app-is-paused"),
        ClockState::NotStarted => Message::new("clock-app-not-started"),
        ClockState::Stopped => Message::new("clock-app-stopped"),
    });
    (Duration::from_millis(last), said)
}

/// Runs the talking clock on the terminal until it is ended, writing its journal: `greeting`
/// first; `offset` is where the journal's time line stands (see [`resume_clock`]).
pub fn run_clock(
    clock: TalkingClock,
    words: Words,
    outputs: Vec<Box<dyn Output>>,
    out: &mut dyn Write,
    journal: ClockJournal,
    resumed: Option<(Duration, Vec<Message>)>,
) -> io::Result<()> {
    let (offset, greeting) = resumed.unwrap_or_else(|| (Duration::ZERO, clock.greeting()));
    let time = ClockTime {
        wall: RealTime::new(),
        offset,
    };
    let mut run = ClockRun {
        clock,
        voices: Voices {
            out,
            outputs,
            words,
        },
        journal,
        next_beat: None,
        broken: false,
    };
    let _raw = RawMode::enter()?;
    let hung_up = Arc::new(AtomicBool::new(false));
    let flag = hung_up.clone();
    crate::ui::watch_hangup(move || {
        flag.store(true, Ordering::SeqCst);
        crate::ui::wake_terminal_wait();
    });
    run.voices.say(&run.clock, greeting)?;
    loop {
        let now = time.now();
        let fell = run.clock.tick(now);
        run.voices.say(&run.clock, fell)?;
        if hung_up.load(Ordering::SeqCst) {
            // The terminal closed: the journal has the clock to this instant.
            run.write(now, What::Beat);
            return Ok(());
        }
        let ready = event::poll(run.wait(now, &time));
        // A closed terminal woke the wait (its resize may fail to be read): ended above.
        if hung_up.load(Ordering::SeqCst) || !ready? {
            continue;
        }
        let TermEvent::Key(key) = event::read()? else {
            continue;
        };
        if key.kind != KeyEventKind::Release && run.key(&key, time.now())? {
            return Ok(());
        }
    }
}

/// The clock at work on the terminal.
struct ClockRun<'a> {
    clock: TalkingClock,
    voices: Voices<'a>,
    journal: ClockJournal,
    /// When the next heartbeat is due while the clock runs.
    next_beat: Option<Moment>,
    /// The journal could not be written (said once).
    broken: bool,
}

impl ClockRun<'_> {
    /// Writes a line of the journal; a failure is said once, and the clock goes on.
    fn write(&mut self, at: Moment, what: What) {
        if let Err(e) = self.journal.write(millis(at), what)
            && !std::mem::replace(&mut self.broken, true)
        {
            let why = unwritable(self.journal.path(), &e);
            let _ = self.voices.say(&self.clock, vec![why]);
        }
    }

    /// How long to wait for a key: until the flag falls (ending a long wait a second early,
    /// as the terminal's wait may end late by 0.1 % of its length) or the next heartbeat,
    /// whichever comes first, else an hour. One wake-up each, none that carries no news.
    fn wait(&mut self, now: Moment, time: &ClockTime) -> Duration {
        let beat = self.beat(now);
        match (self.clock.deadline(), beat) {
            (Some(flag), beat) if beat.is_none_or(|b| flag <= b) => {
                crate::ui::wait_before(time.instant(flag))
            }
            (_, Some(beat)) => time.instant(beat).saturating_duration_since(Instant::now()),
            (_, None) => IDLE,
        }
    }

    /// The heartbeat, if due while the clock runs; when the next is due.
    fn beat(&mut self, now: Moment) -> Option<Moment> {
        if !matches!(self.clock.clock().state(), ClockState::Running(_)) {
            self.next_beat = None;
            return None;
        }
        match self.next_beat {
            Some(due) if due > now => Some(due),
            _ => {
                self.write(now, What::Beat);
                self.next_beat = Some(now + BEAT);
                self.next_beat
            }
        }
    }

    /// A key at `now`: the changes written first, then said; true when the clock is ended.
    fn key(&mut self, key: &KeyEvent, now: Moment) -> io::Result<bool> {
        let interrupt = clock_key(key) == Some(ClockKey::Interrupt);
        let said = if self.clock.typing() && !interrupt {
            let Some(typed) = typed_key(key) else {
                return Ok(false);
            };
            let before = self.clock.typed().map(str::len);
            let said = self.clock.type_key(typed, now);
            self.echo(typed, before)?;
            said
        } else {
            let Some(key) = clock_key(key) else {
                return Ok(false);
            };
            if self.clock.typed().is_some_and(|t| !t.is_empty()) {
                // Ctrl-C in the middle of a typed line: the question starts on a line of its own.
                write!(self.voices.out, "\r\n")?;
            }
            self.clock.key(key, now)
        };
        for entry in self.clock.take_entries() {
            self.write(now, What::Change { entry });
        }
        if self.clock.finished() {
            self.write(now, What::Left);
        }
        self.voices.say(&self.clock, said)?;
        Ok(self.clock.finished())
    }

    /// The typist sees what he types; the messages start on a line of their own.
    fn echo(&mut self, typed: TypedKey, before: Option<usize>) -> io::Result<()> {
        let out = &mut self.voices.out;
        match (typed, before) {
            (TypedKey::Char(c), Some(_)) if self.clock.typed().is_some() => write!(out, "{c}")?,
            (TypedKey::Backspace, Some(n)) if n > 0 => write!(out, "\u{8} \u{8}")?,
            (TypedKey::Enter | TypedKey::Cancel, Some(_)) => write!(out, "\r\n")?,
            _ => {}
        }
        out.flush()
    }
}
