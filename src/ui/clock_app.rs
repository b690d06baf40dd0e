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
//! - `p`: pause and resume. `h` or `?`: the keys. `q`, Esc or Ctrl-C: quit.
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
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal;
use shakmaty::Color;

use super::clock_arbiter::{self, Order};
use crate::clock::{ChessClock, ClockState, Moment, TimeControl, TimeSource, WallTime};
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
        KeyCode::Char('c' | 'd') if control => Some(ClockKey::Quit),
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
    /// The arbiter's command being typed, or his change waiting for `j`.
    arbiter: Arbiter,
}

/// Where the arbiter's command stands.
#[derive(Clone, Debug, Default)]
enum Arbiter {
    #[default]
    Off,
    Typing(String),
    Asking(Order),
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
            ClockKey::Quit => {
                self.finished = true;
                lines.push(Message::new("clock-app-goodbye"));
            }
        }
        lines
    }

    /// Whether keys now go to the arbiter's command (typed, or a change waiting for `j`).
    pub fn typing(&self) -> bool {
        !matches!(self.arbiter, Arbiter::Off)
    }

    /// The line the arbiter is typing, to be shown as it grows.
    pub fn typed(&self) -> Option<&str> {
        match &self.arbiter {
            Arbiter::Typing(line) => Some(line),
            _ => None,
        }
    }

    /// A key while the arbiter types his command or is asked to confirm it.
    pub fn type_key(&mut self, key: TypedKey, now: Moment) -> Vec<Message> {
        let mut lines = self.tick(now);
        match (std::mem::take(&mut self.arbiter), key) {
            (Arbiter::Off, _) => {}
            (Arbiter::Typing(_) | Arbiter::Asking(_), TypedKey::Cancel) => {
                lines.push(Message::new("cancelled"));
            }
            (Arbiter::Typing(mut line), TypedKey::Char(c)) => {
                line.push(c);
                self.arbiter = Arbiter::Typing(line);
            }
            (Arbiter::Typing(mut line), TypedKey::Backspace) => {
                line.pop();
                self.arbiter = Arbiter::Typing(line);
            }
            (Arbiter::Typing(line), TypedKey::Enter) => {
                match clock_arbiter::parse_order(&line, self.words.language(), &self.clock) {
                    Ok(order) => {
                        let change = clock_arbiter::describe(&order, &self.clock);
                        lines.push(Message::new("arbiter-confirm").with("change", change));
                        self.arbiter = Arbiter::Asking(order);
                    }
                    Err(why) => lines.push(why),
                }
            }
            (Arbiter::Asking(order), TypedKey::Char('j' | 'J' | 'y' | 'Y')) => {
                lines.push(clock_arbiter::apply(&order, &mut self.clock, now));
            }
            (Arbiter::Asking(_), TypedKey::Char('n' | 'N')) => {
                lines.push(Message::new("cancelled"));
            }
            (Arbiter::Asking(order), _) => {
                let change = clock_arbiter::describe(&order, &self.clock);
                lines.push(Message::new("arbiter-confirm").with("change", change));
                self.arbiter = Arbiter::Asking(order);
            }
        }
        lines
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

/// Runs the talking clock on the terminal until a quit key.
pub fn run_clock(
    clock: TalkingClock,
    words: Words,
    outputs: Vec<Box<dyn Output>>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let time = WallTime::new();
    let mut clock = clock;
    let mut voices = Voices {
        out,
        outputs,
        words,
    };
    let _raw = RawMode::enter()?;
    voices.say(&clock, clock.greeting())?;
    loop {
        let fell = clock.tick(time.now());
        voices.say(&clock, fell)?;
        // Block until a key, or until the running flag falls; never spin.
        if let Some(deadline) = clock.deadline() {
            let wait = super::wait_before(time.instant(deadline));
            if !event::poll(wait)? {
                continue;
            }
        }
        let TermEvent::Key(key) = event::read()? else {
            continue;
        };
        if key.kind == KeyEventKind::Release {
            continue;
        }
        // Ctrl-C still quits; every other key, Esc too, belongs to the arbiter's command.
        let interrupt = key.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(key.code, KeyCode::Char('c' | 'd'));
        if clock.typing() && !interrupt {
            if let Some(typed) = typed_key(&key) {
                let before = clock.typed().map(str::len);
                let said = clock.type_key(typed, time.now());
                // The arbiter sees what he types; the messages start on a line of their own.
                match (typed, before) {
                    (TypedKey::Char(c), Some(_)) if clock.typed().is_some() => {
                        write!(voices.out, "{c}")?;
                    }
                    (TypedKey::Backspace, Some(n)) if n > 0 => write!(voices.out, "\u{8} \u{8}")?,
                    (TypedKey::Enter | TypedKey::Cancel, Some(_)) => write!(voices.out, "\r\n")?,
                    _ => {}
                }
                voices.out.flush()?;
                voices.say(&clock, said)?;
            }
            continue;
        }
        if let Some(key) = clock_key(&key) {
            let said = clock.key(key, time.now());
            voices.say(&clock, said)?;
            if clock.finished() {
                return Ok(());
            }
        }
    }
}
