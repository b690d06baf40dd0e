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
//! - `p`: pause and resume. `q`, Esc or Ctrl-C: quit.
//!
//! Nothing is said about the clock unless asked, except the flag fall, announced the instant
//! it happens; the clock then stops, and reports are still given. The loop blocks on the
//! terminal until a key or the next flag fall and never polls in between.
//!
//! [`TalkingClock`] is the logic, without a terminal: keys in, lines to say out, time handed in.
//! [`run_clock`] joins it to the terminal in raw mode, one plain line per message.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Once};
use std::time::Instant;

use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal;
use shakmaty::Color;

use crate::clock::{ChessClock, ClockState, Moment, TimeControl, TimeSource, WallTime};
use crate::lang::{Arg, Language, Message};
use crate::notation::Vocabulary;
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
    Quit,
}

/// The key a terminal key event stands for, if any.
pub fn clock_key(key: &KeyEvent) -> Option<ClockKey> {
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
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
        _ => None,
    }
}

/// A chess clock that answers keys with lines to say.
#[derive(Clone, Debug)]
pub struct TalkingClock {
    clock: ChessClock,
    language: Arc<Language>,
    vocab: Vocabulary,
    finished: bool,
}

impl TalkingClock {
    pub fn new(control: TimeControl, language: Arc<Language>, vocab: Vocabulary) -> TalkingClock {
        TalkingClock {
            clock: ChessClock::new(control),
            language,
            vocab,
            finished: false,
        }
    }

    fn text(&self, message: &Message) -> String {
        self.language.text(message, &self.vocab)
    }

    pub fn clock(&self) -> &ChessClock {
        &self.clock
    }

    /// Whether a quit key was pressed.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The start message: the control, then the keys.
    pub fn greeting(&self) -> Vec<String> {
        let control = self.clock.control().to_string();
        vec![
            self.text(&Message::new("clock-app-start").with("control", Arg::Text(control))),
            self.text(&Message::new("clock-app-keys")),
        ]
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
    pub fn tick(&mut self, now: Moment) -> Vec<String> {
        let Some(fell) = self.deadline().filter(|at| *at <= now) else {
            return Vec::new();
        };
        let side = self.clock.to_move();
        self.clock.stop(fell);
        vec![self.text(&Message::new("clock-app-flag").with("side", side))]
    }

    /// A key pressed at `now`; a flag that fell before it is announced first, and then the key
    /// of a player no longer counts.
    pub fn key(&mut self, key: ClockKey, now: Moment) -> Vec<String> {
        let mut lines = self.tick(now);
        match key {
            ClockKey::Player(side) => {
                if lines.is_empty()
                    && let Some(id) = self.player(side, now)
                {
                    lines.push(self.text(&Message::new(id)));
                }
            }
            ClockKey::Report => lines.push(self.long_report(now)),
            ClockKey::ShortReport => lines.push(self.short_report(now)),
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
                lines.push(self.text(&Message::new(id)));
            }
            ClockKey::Quit => {
                self.finished = true;
                lines.push(self.text(&Message::new("clock-app-goodbye")));
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
        self.report(now, Form::Long)
    }

    /// "Weiß 1 12 05, Schwarz 58 30, Zug 23"
    pub fn short_report(&self, now: Moment) -> String {
        self.report(now, Form::Short)
    }

    fn report(&self, now: Moment, form: Form) -> String {
        let report = self.clock.report(now);
        let parts = report_message(&report, self.asker(), form, Which::Both);
        self.language.string(&parts, &self.vocab)
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

/// Each message on a line of its own; raw mode does not turn "\n" into "\r\n".
fn say(out: &mut dyn Write, lines: &[String]) -> io::Result<()> {
    for line in lines {
        write!(out, "{line}\r\n")?;
    }
    out.flush()
}

/// Runs the talking clock on the terminal until a quit key.
pub fn run_clock(
    control: TimeControl,
    language: Arc<Language>,
    vocab: Vocabulary,
    out: &mut dyn Write,
) -> io::Result<()> {
    let time = WallTime::new();
    let mut clock = TalkingClock::new(control, language, vocab);
    let _raw = RawMode::enter()?;
    say(out, &clock.greeting())?;
    loop {
        say(out, &clock.tick(time.now()))?;
        // Block until a key, or until the running flag falls; never spin.
        if let Some(deadline) = clock.deadline() {
            let wait = time
                .instant(deadline)
                .saturating_duration_since(Instant::now());
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
        if let Some(key) = clock_key(&key) {
            say(out, &clock.key(key, time.now()))?;
            if clock.finished() {
                return Ok(());
            }
        }
    }
}
