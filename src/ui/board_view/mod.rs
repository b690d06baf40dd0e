//! The board view for the sighted opponent: a large board drawn with crossterm.
//!
//! [`render_board`] lays the whole screen out as plain text, so it reads the same with or
//! without colours and in any font, and can be tested without a terminal. The view paints that
//! text in the alternate screen, adds colours when they are on, and reads keys in raw mode.
//!
//! The screen, on a wide terminal: the board drawn from White's side with coordinates on all
//! sides, the last move's squares marked `>P<`; to its right the players, who is to move and the
//! move list; below it the last message; at the bottom the line being typed.

mod layout;
mod text;

pub use layout::{render_board, render_board_at, render_board_page};

use layout::default_side;

use std::io::{self, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::cursor::{Hide, MoveTo, Show};
use crossterm::event::{self, Event as TermEvent, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::style::{
    Attribute, Color as TermColor, Print, SetAttribute, SetBackgroundColor, SetForegroundColor,
};
use crossterm::terminal::{self, Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{execute, queue};
use shakmaty::Color;

use std::time::Instant;

use super::typed_line::{MAX_LINE_BYTES, too_long};
use super::{Input, View};
use crate::clock::{ClockState, TimeSource, WallTime};
use std::sync::Arc;

use crate::lang::Language;
use crate::message::Message;
use crate::notation::move_number_text;
use crate::output::{Event, Output, Words};
use crate::session::Session;

use layout::{Ctx, Paint, layout};
use text::*;

#[derive(Default)]
pub struct BoardView {
    no_color: bool,
    /// The question the next line answers, for the prompt.
    asking: Option<Message>,
    /// What was shown since the last line was entered, oldest first.
    messages: Vec<String>,
    /// A line was entered: the next message replaces the ones shown.
    fresh: bool,
    input: String,
    /// The alternate screen and raw mode are on.
    started: bool,
    /// Clear the whole screen before the next redraw (first draw, resize).
    clear: bool,
    /// The sighted opponent's own language (`--opponent-language`), if not the game's.
    language: Option<Arc<Language>>,
    /// A signal not yet taken: looked at between keys, at least once a second.
    signal: crate::ui::Latest,
    /// The side the board is seen from (`--opponent-side`); else [`default_side`].
    side: Option<shakmaty::Color>,
    /// The page shown of a message too long for the screen (Page Down, Page Up).
    page: usize,
}

/// The board view on the terminal, in the opponent's language if given, seen from `side` if
/// given; it takes the terminal over when it first draws.
pub fn board_view(
    no_color: bool,
    language: Option<Arc<Language>>,
    side: Option<shakmaty::Color>,
) -> Box<dyn View> {
    let mut view = BoardView::default();
    view.no_color = no_color;
    view.language = language;
    view.side = side;
    Box::new(view)
}

// ---------------------------------------------------------------------------------------------
// The terminal
// ---------------------------------------------------------------------------------------------

/// Raw mode and the alternate screen are on (for the panic hook).
static ACTIVE: AtomicBool = AtomicBool::new(false);
static PANIC_HOOK: Once = Once::new();

/// Gives the terminal back as it was: main screen, cursor shown, raw mode off.
fn restore_terminal() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        let _ = execute!(
            io::stdout(),
            SetAttribute(Attribute::Reset),
            Show,
            LeaveAlternateScreen
        );
        let _ = terminal::disable_raw_mode();
    }
}

/// Background for a square: light, dark, and greener for the last move.
fn square_color(p: &Paint) -> TermColor {
    TermColor::AnsiValue(match (p.dark, p.marked) {
        (false, false) => 180,
        (true, false) => 137,
        (false, true) => 150,
        (true, true) => 107,
    })
}

fn piece_color(p: &Paint) -> TermColor {
    TermColor::AnsiValue(match p.piece {
        Some(Color::White) => 231,
        _ => 16,
    })
}

/// What a key does to the line being typed.
enum Key {
    Enter,
    End,
    Changed,
    Redraw,
    Nothing,
}

impl BoardView {
    /// Takes the terminal over: raw mode, alternate screen; the panic hook gives it back.
    fn start(&mut self) -> io::Result<()> {
        if self.started {
            return Ok(());
        }
        PANIC_HOOK.call_once(|| {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                restore_terminal();
                previous(info);
            }));
        });
        terminal::enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        // The terminal closed without a SIGHUP (anna not its session leader): leave as on
        // one, resumable.
        let latest = self.signal.clone();
        super::watch_hangup(move || latest.set(crate::ui::Signal::Leave));
        self.started = true;
        self.clear = true;
        if let Err(e) = execute!(io::stdout(), EnterAlternateScreen) {
            self.stop();
            return Err(e);
        }
        Ok(())
    }

    fn stop(&mut self) {
        if self.started {
            self.started = false;
            restore_terminal();
        }
    }

    fn redraw(&mut self, session: &Session, words: &Words) -> io::Result<()> {
        self.start()?;
        let (width, height) = terminal::size()?;
        let ctx = Ctx {
            now: Some(WallTime::new().now()),
            language: self.language.as_deref().unwrap_or(words.language()),
            from: self.side.unwrap_or_else(|| default_side(session)),
            page: self.page,
            asking: self.asking.as_ref(),
        };
        let screen = layout(
            session,
            &self.messages.join("\n"),
            &self.input,
            width,
            height,
            ctx,
        );
        self.page = screen.page;
        let mut buf: Vec<u8> = Vec::new();
        queue!(buf, Hide)?;
        if std::mem::take(&mut self.clear) {
            queue!(buf, Clear(ClearType::All))?;
        }
        for row in 0..height {
            queue!(buf, MoveTo(0, row))?;
            let line = screen
                .lines
                .get(usize::from(row))
                .map_or("", String::as_str);
            if self.no_color {
                queue!(buf, Print(line))?;
            } else {
                let paints = screen.paints.iter().filter(|p| p.row == usize::from(row));
                paint_line(&mut buf, line, paints)?;
            }
            // A full line leaves the cursor on its last cell, which clearing would erase.
            if text_width(line) < usize::from(width) {
                queue!(buf, Clear(ClearType::UntilNewLine))?;
            }
        }
        queue!(buf, MoveTo(screen.cursor.0, screen.cursor.1), Show)?;
        let mut out = io::stdout().lock();
        out.write_all(&buf)?;
        out.flush()
    }

    fn key(&mut self, key: KeyEvent) -> Key {
        let control = key.modifiers.contains(KeyModifiers::CONTROL)
            && !key.modifiers.contains(KeyModifiers::ALT);
        match key.code {
            KeyCode::Enter => Key::Enter,
            KeyCode::Char('c' | 'd') if control => Key::End,
            // Raw mode reads a line feed as Ctrl-J.
            KeyCode::Char('j' | 'm') if control => Key::Enter,
            KeyCode::Char('u') if control => {
                self.input.clear();
                Key::Changed
            }
            KeyCode::Char('l') if control => {
                self.clear = true;
                Key::Redraw
            }
            KeyCode::Char(_) if control => Key::Nothing,
            // The sighted player's clock key: alone on an empty line, `+` presses his clock.
            KeyCode::Char('+') if self.input.is_empty() => {
                self.input.push('+');
                Key::Enter
            }
            // One character past the cap is kept, so that Enter refuses the line.
            KeyCode::Char(_) if self.input.len() > MAX_LINE_BYTES => Key::Nothing,
            KeyCode::Char(c) => {
                self.input.push(c);
                Key::Changed
            }
            KeyCode::Backspace => {
                self.input.pop();
                Key::Changed
            }
            KeyCode::Esc => {
                self.input.clear();
                Key::Changed
            }
            KeyCode::PageDown => {
                self.page += 1;
                Key::Redraw
            }
            KeyCode::PageUp => {
                self.page = self.page.saturating_sub(1);
                Key::Redraw
            }
            _ => Key::Nothing,
        }
    }
}

/// Writes a line with the squares in their colours.
fn paint_line<'a>(
    buf: &mut Vec<u8>,
    line: &str,
    paints: impl Iterator<Item = &'a Paint>,
) -> io::Result<()> {
    let chars: Vec<char> = line.chars().collect();
    let mut at = 0;
    for p in paints {
        let start = p.col.clamp(at, chars.len());
        let end = (p.col + p.len).clamp(start, chars.len());
        let before: String = chars[at..start].iter().collect();
        let cells: String = chars[start..end].iter().collect();
        queue!(
            buf,
            Print(before),
            SetBackgroundColor(square_color(p)),
            SetForegroundColor(piece_color(p)),
            SetAttribute(Attribute::Bold),
            Print(cells),
            SetAttribute(Attribute::Reset)
        )?;
        at = end;
    }
    let rest: String = chars[at..].iter().collect();
    queue!(buf, Print(rest))
}

impl Output for BoardView {
    /// The message is added; the screen is drawn anew when the loop next waits for a key
    /// (`read_line`), once for all the events of a change.
    fn show(&mut self, event: &Event, words: &Words) {
        let text = match (&self.language, event) {
            (Some(language), Event::Public(m) | Event::Private(m))
            | (Some(language), Event::GameOver { message: m, .. }) => {
                language.text(m, words.vocab())
            }
            _ => words.event_text(event),
        };
        let text = match event {
            Event::Move {
                fullmove,
                color,
                san,
                ..
            } => format!("{} {text} ({san})", move_number_text(*fullmove, *color)),
            _ => text,
        };
        if std::mem::take(&mut self.fresh) {
            self.messages.clear();
        }
        self.messages.push(text);
        self.page = 0;
    }

    fn status(&self) -> Message {
        Message::new("device-screen")
    }
}

impl View for BoardView {
    fn waiting_lines(&mut self, session: &Session, words: &Words) -> Vec<String> {
        let mut lines = Vec::new();
        // Keys already typed: each completes its line with Enter; a line half typed stays.
        while self.signal.peek().is_none() && event::poll(super::TYPED_AHEAD).unwrap_or(false) {
            let Ok(TermEvent::Key(key)) = event::read() else {
                continue;
            };
            if key.kind == KeyEventKind::Release {
                continue;
            }
            match self.key(key) {
                Key::Enter => {
                    let line = std::mem::take(&mut self.input);
                    if line.len() <= MAX_LINE_BYTES {
                        lines.push(line);
                    }
                }
                // Ctrl-C or Ctrl-D leaves, as in any wait: taken by the next one.
                Key::End => {
                    self.signal.set(crate::ui::Signal::Leave);
                    break;
                }
                _ => {}
            }
        }
        let _ = self.redraw(session, words);
        lines
    }

    fn signal_sink(&self) -> Box<dyn Fn(crate::ui::Signal) + Send> {
        let latest = self.signal.clone();
        Box::new(move |signal| latest.set(signal))
    }

    fn read_line(
        &mut self,
        session: &Session,
        words: &Words,
        asking: Option<Message>,
        deadline: Option<Instant>,
    ) -> io::Result<Input> {
        self.asking = asking;
        // A closed terminal is not drawn on.
        if let Some(signal) = self.signal.take() {
            return Ok(Input::Signal(signal));
        }
        self.redraw(session, words)?;
        loop {
            if let Some(signal) = self.signal.take() {
                return Ok(Input::Signal(signal));
            }
            // Block until a key or the deadline (a flag about to fall), never spin.
            // The clocks on the screen change once a second while one runs.
            // Once a second the other outputs are asked how they are (the loop is woken).
            let tick = Instant::now() + std::time::Duration::from_secs(1);
            let wake = deadline.map_or(tick, |d| d.min(tick));
            if !event::poll(wake.saturating_duration_since(Instant::now()))? {
                if deadline.is_some_and(|d| d <= Instant::now()) {
                    return Ok(Input::Timeout);
                }
                let running = session
                    .clock()
                    .is_some_and(|c| matches!(c.state(), ClockState::Running(_)));
                if running {
                    self.redraw(session, words)?;
                }
                return Ok(Input::Wake);
            }
            match event::read()? {
                TermEvent::Key(key) if key.kind != KeyEventKind::Release => match self.key(key) {
                    Key::Enter => {
                        let line = std::mem::take(&mut self.input);
                        self.fresh = true;
                        self.redraw(session, words)?;
                        if line.len() > MAX_LINE_BYTES {
                            return Ok(Input::Tell(Event::Private(too_long())));
                        }
                        return Ok(Input::Line(line));
                    }
                    Key::End => {
                        self.fresh = true;
                        return Ok(Input::End);
                    }
                    Key::Changed | Key::Redraw => self.redraw(session, words)?,
                    Key::Nothing => {}
                },
                TermEvent::Resize(..) => {
                    self.clear = true;
                    self.redraw(session, words)?;
                }
                _ => {}
            }
        }
    }
}

impl Drop for BoardView {
    /// Gives the terminal back, then prints what was said last (the goodbye, where the game
    /// was saved), which would otherwise vanish with the alternate screen.
    fn drop(&mut self) {
        if !self.started {
            return;
        }
        self.stop();
        if !self.fresh && !self.messages.is_empty() {
            let mut out = io::stdout().lock();
            for message in &self.messages {
                let _ = writeln!(out, "{message}");
            }
            let _ = out.flush();
        }
    }
}
