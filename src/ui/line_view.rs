//! The line view: every event is one short line appended to the output, never a redraw, so a
//! screen reader or a braille display reads it as it comes.
//!
//! On a terminal the line is typed with line editing (rustyline): the arrows move in the line
//! and recall earlier lines, Home and End jump, a screen reader reviews what was typed. What
//! arrives while a line is being typed (a flag falling, a notice) is printed above it, and the
//! typed part stays. Piped input is read line by line, as before.

use std::io::{self, IsTerminal, Write};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Instant;

use shakmaty::Position;

use super::incoming::Incoming;
use super::line_prompt::{LivePrompt, PromptHandle, live_prompt};
use super::typed_line::{MAX_LINE_BYTES, TypedLine, read_typed_line, too_long};
use super::{Input, View};
use crate::message::Message;
use crate::notation::move_number_text;
use crate::output::{Event, Output, Words};
use crate::session::Session;

pub struct LineView<W: Write> {
    lines: Receiver<Incoming>,
    sender: Sender<Incoming>,
    out: W,
    prompted: bool,
    /// A write that failed, returned by the next `read_line`.
    broken: Option<io::Error>,
    /// Line editing, on a terminal.
    editing: Option<Editing>,
    /// Whether the side to move moves through another seat (the engine, the e-board).
    other_seat: bool,
    /// Standard input is a terminal (lines waiting there are typed ahead, not a script).
    terminal: bool,
    /// What arrived while waiting lines were taken and is not a line: read first.
    early: std::collections::VecDeque<Incoming>,
    /// The lines shown since the loop last waited: written together with the prompt that
    /// follows them, in one write, so that whoever reads wakes once, to the whole answer; and
    /// before any wait without one, so that no line waits.
    pending: Vec<u8>,
}

/// The editor's thread: it types one line for each prompt it is sent, and prints what it is
/// given above the line being typed.
struct Editing {
    prompts: Sender<String>,
    printer: Box<dyn rustyline::ExternalPrinter + Send>,
    /// The prompt of the line being typed, changed while it is typed.
    prompt: PromptHandle,
    /// What was shown since the loop last waited: printed above the line together with the
    /// prompt it leads to, so that the two never disagree.
    held: String,
    /// A prompt was sent and its line has not come back.
    reading: bool,
    /// The terminal's settings before the editor: put back when the game ends while a line is
    /// being typed (the editor's raw mode would otherwise outlive the program).
    saved: Option<libc::termios>,
}

impl Drop for Editing {
    fn drop(&mut self) {
        if self.reading
            && let Some(saved) = &self.saved
        {
            // SAFETY: `saved` was filled by tcgetattr on the same descriptor.
            unsafe {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, saved);
            }
            // Bracketed paste, which the editor turned on, off again.
            let mut out = io::stdout();
            let _ = out.write_all(b"\x1b[?2004l\n");
            let _ = out.flush();
        }
    }
}

/// The terminal's settings now, if standard input is a terminal.
fn terminal_settings() -> Option<libc::termios> {
    // SAFETY: termios is plain data; tcgetattr fills it or fails.
    unsafe {
        let mut t: libc::termios = std::mem::zeroed();
        (libc::tcgetattr(libc::STDIN_FILENO, &mut t) == 0).then_some(t)
    }
}

impl<W: Write> LineView<W> {
    /// Reads standard input on a thread of its own, so that waiting for a line can end at a
    /// deadline (a flag falling) without polling; with line editing when standard input and
    /// output are a terminal.
    pub fn new(out: W) -> Self {
        let (sender, lines) = channel();
        let editing = if io::stdin().is_terminal() && io::stdout().is_terminal() {
            start_editor(sender.clone())
        } else {
            None
        };
        if editing.is_none() {
            read_stdin(sender.clone());
        }
        let terminal = editing.is_some() || io::stdin().is_terminal();
        LineView::reading((sender, lines), out, editing, terminal)
    }

    /// A view whose lines come only through [`LineView::sender`] (no standard input read).
    #[cfg(test)]
    fn without_stdin(out: W) -> Self {
        LineView::reading(channel(), out, None, false)
    }

    /// The view, its lines coming through the channel (from the editor, the standard input
    /// thread, or only [`LineView::sender`]).
    fn reading(
        (sender, lines): (Sender<Incoming>, Receiver<Incoming>),
        out: W,
        editing: Option<Editing>,
        terminal: bool,
    ) -> Self {
        LineView {
            lines,
            sender,
            out,
            prompted: false,
            broken: None,
            editing,
            other_seat: false,
            terminal,
            early: Default::default(),
            pending: Vec::new(),
        }
    }

    /// Where other inputs (the braille display's keys) put their lines.
    pub fn sender(&self) -> Sender<Incoming> {
        self.sender.clone()
    }
}

/// Standard input read plainly on a thread of its own, line by line into `send`, until it
/// ends or nobody listens.
fn read_stdin(send: Sender<Incoming>) {
    std::thread::spawn(move || {
        let mut stdin = io::stdin().lock();
        loop {
            // Bytes, not text: a byte that is not UTF-8 (a Latin-1 terminal's "ß") must
            // get an answer, not end the game.
            let incoming = match read_typed_line(&mut stdin) {
                Ok(TypedLine::End) => {
                    let _ = send.send(Incoming::End);
                    return;
                }
                Ok(TypedLine::Line(bytes)) => {
                    Incoming::Line(Ok(String::from_utf8_lossy(&bytes).into_owned()))
                }
                Ok(TypedLine::TooLong) => Incoming::TooLong,
                Err(e) => Incoming::Line(Err(e)),
            };
            if send.send(incoming).is_err() {
                return;
            }
        }
    });
}

/// The editor on its thread; `None` if the terminal cannot be edited on (then lines are read
/// plainly).
fn start_editor(send: Sender<Incoming>) -> Option<Editing> {
    let saved = terminal_settings();
    let config = rustyline::Config::builder()
        .color_mode(rustyline::ColorMode::Forced)
        .build();
    let mut editor =
        rustyline::Editor::<LivePrompt, rustyline::history::DefaultHistory>::with_config(config)
            .ok()?;
    let (helper, prompt) = live_prompt();
    editor.set_helper(Some(helper));
    super::board_keys::bind(&mut editor, &send);
    let printer = editor.create_external_printer().ok()?;
    let (prompts, next) = channel::<String>();
    std::thread::spawn(move || {
        use rustyline::error::ReadlineError;
        for prompt in next {
            let incoming = match editor.readline(&prompt) {
                Ok(line) if line.len() > MAX_LINE_BYTES => Incoming::TooLong,
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Incoming::Edited(Ok(line))
                }
                // In the editor the terminal is raw: Ctrl-C comes as a key, not a signal.
                Err(ReadlineError::Interrupted) => Incoming::Signal(super::Signal::Interrupt),
                Err(ReadlineError::Eof) => Incoming::End,
                Err(ReadlineError::Io(e)) => Incoming::Edited(Err(e)),
                Err(e) => Incoming::Edited(Err(io::Error::other(e.to_string()))),
            };
            let end = matches!(incoming, Incoming::End | Incoming::Edited(Err(_)));
            if send.send(incoming).is_err() || end {
                return;
            }
        }
    });
    Some(Editing {
        prompts,
        printer: Box::new(printer),
        prompt,
        held: String::new(),
        reading: false,
        saved,
    })
}

/// "12." before White's move, "12. …" before Black's.
impl<W: Write> Output for LineView<W> {
    fn show(&mut self, event: &Event, words: &Words) {
        if let Err(e) = self.write(event, words) {
            self.broken.get_or_insert(e);
        }
    }

    fn status(&self) -> Message {
        Message::new("device-screen")
    }
}

impl<W: Write> LineView<W> {
    fn write(&mut self, event: &Event, words: &Words) -> io::Result<()> {
        if let Some(editing) = &mut self.editing {
            // Printed above the line being typed when the loop next waits, with its prompt.
            editing.held.push_str(&line_text(event, words));
            editing.held.push('\n');
            return Ok(());
        }
        if self.prompted {
            // An event that comes while the prompt waits (a flag falling) starts its own line.
            self.pending.push(b'\n');
            self.prompted = false;
        }
        self.pending
            .extend_from_slice(line_text(event, words).as_bytes());
        self.pending.push(b'\n');
        Ok(())
    }

    /// Writes what is pending, in one write.
    fn send_pending(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let pending = std::mem::take(&mut self.pending);
        self.out.write_all(&pending)?;
        self.out.flush()
    }
}

/// An event as its line: a move as "12. Springer Felix drei (Nf3)".
fn line_text(event: &Event, words: &Words) -> String {
    let text = words.event_text(event);
    match event {
        Event::Move {
            fullmove,
            color,
            san,
            ..
        } => format!(
            "{} {text} ({san})",
            words
                .language()
                .figure(&move_number_text(*fullmove, *color))
        ),
        _ => text,
    }
}

/// The prompt: "12. Weiß> ", with the open question if there is one: "12. Weiß [Weiß
/// aufgeben? ja oder nein]> ".
fn prompt(session: &Session, words: &Words, asking: Option<&Message>) -> String {
    let pos = session.game().position();
    let language = words.language();
    // After the end the prompt says so, not the move that will never be played.
    let label = if session.game().is_over() {
        language.text(&Message::new("prompt-game-over"), session.vocab())
    } else {
        side_label(language, pos.fullmoves().get(), pos.turn())
    };
    match asking {
        Some(question) => {
            let question = language.text(question, session.vocab());
            format!("{label} [{question}]> ")
        }
        None => format!("{label}> "),
    }
}

/// "12. Weiß", "12. … Schwarz".
fn side_label(language: &crate::lang::Language, fullmove: u32, side: shakmaty::Color) -> String {
    let number = language.figure(&move_number_text(fullmove, side));
    format!("{number} {}", language.side(side))
}

/// The prompt after the side to move has moved: the room a line started now must leave.
fn next_prompt(session: &Session, words: &Words) -> String {
    let pos = session.game().position();
    let fullmove = pos.fullmoves().get() + u32::from(pos.turn().is_black());
    format!("{}> ", side_label(words.language(), fullmove, !pos.turn()))
}

impl Editing {
    /// Prints what was held, and the prompt the line is typed at now: a new line started, or
    /// the line being typed given the prompt of the position it is typed in.
    fn prompt_for(
        &mut self,
        session: &Session,
        words: &Words,
        asking: Option<&Message>,
        other_seat: bool,
    ) -> io::Result<()> {
        let now = prompt(session, words, asking);
        if self.reading {
            self.prompt.change(&now);
        }
        self.flush()?;
        if !self.reading {
            let room = match other_seat {
                true => next_prompt(session, words),
                false => String::new(),
            };
            let start = self.prompt.start(&now, &room);
            self.reading = self.prompts.send(start).is_ok();
        }
        Ok(())
    }

    /// Prints what was held: above the line being typed (redrawn with its prompt as it is
    /// now), or as it is given outside one, the line end too.
    fn flush(&mut self) -> io::Result<()> {
        if self.held.is_empty() {
            return Ok(());
        }
        let text = std::mem::take(&mut self.held);
        self.printer
            .print(text)
            .map_err(|e| io::Error::other(e.to_string()))
    }
}

impl<W: Write> Drop for LineView<W> {
    /// The last words (the goodbye) come after the loop's last wait.
    fn drop(&mut self) {
        if let Some(editing) = &mut self.editing {
            let _ = editing.flush();
        }
        let _ = self.send_pending();
    }
}

impl<W: Write> View for LineView<W> {
    fn waiting_for_seat(&mut self, other: bool) {
        self.other_seat = other;
    }

    fn signal_sink(&self) -> Box<dyn Fn(super::Signal) + Send> {
        let sender = std::sync::Mutex::new(self.sender.clone());
        Box::new(move |signal| {
            if let Ok(sender) = sender.lock() {
                let _ = sender.send(Incoming::Signal(signal));
            }
        })
    }

    fn waker(&self) -> Option<crate::output::Waker> {
        let sender = std::sync::Mutex::new(self.sender.clone());
        Some(std::sync::Arc::new(move || {
            if let Ok(sender) = sender.lock() {
                let _ = sender.send(Incoming::Wake);
            }
        }))
    }

    fn read_line(
        &mut self,
        session: &Session,
        words: &Words,
        asking: Option<Message>,
        deadline: Option<Instant>,
    ) -> io::Result<Input> {
        if let Some(e) = self.broken.take() {
            return Err(e);
        }
        match &mut self.editing {
            Some(editing) => {
                editing.prompt_for(session, words, asking.as_ref(), self.other_seat)?
            }
            None if !self.prompted => {
                let prompt = prompt(session, words, asking.as_ref());
                self.pending.extend_from_slice(prompt.as_bytes());
                self.prompted = true;
            }
            None => {}
        }
        // The lines and the prompt after them in one write; nothing shown waits for a line.
        self.send_pending()?;
        let received = match self.early.pop_front() {
            Some(early) => Ok(early),
            None => self.receive(deadline),
        };
        self.received(received)
    }

    fn waiting_lines(&mut self, session: &Session, words: &Words) -> Vec<String> {
        let mut lines = Vec::new();
        if !self.terminal || !self.early.is_empty() {
            return lines;
        }
        // What was said (the move refused) is not held while typed lines are waited for.
        if let Err(e) = self.send_pending() {
            self.broken.get_or_insert(e);
        }
        loop {
            // The editor reads the next line only when prompted.
            if let Some(editing) = &mut self.editing
                && !editing.reading
                && editing.prompt_for(session, words, None, false).is_err()
            {
                break;
            }
            match self.lines.recv_timeout(super::TYPED_AHEAD) {
                Ok(Incoming::Line(Ok(line))) => {
                    self.prompted = false;
                    lines.push(line);
                }
                Ok(Incoming::Edited(Ok(line))) => {
                    if let Some(editing) = &mut self.editing {
                        editing.reading = false;
                    }
                    lines.push(line);
                }
                Ok(other) => {
                    self.early.push_back(other);
                    break;
                }
                Err(_) => break,
            }
        }
        lines
    }
}

impl<W: Write> LineView<W> {
    /// The next thing from outside, waiting no longer than `deadline`: in one wait, which
    /// ends on time (a channel's wait is a futex, whose timer is late by 50 µs at most, not by
    /// the 0.1 % of a terminal's `poll`), so a laptop sleeps until then.
    fn receive(&mut self, deadline: Option<Instant>) -> Result<Incoming, RecvTimeoutError> {
        match deadline {
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(deadline) => self
                .lines
                .recv_timeout(deadline.saturating_duration_since(Instant::now())),
        }
    }

    /// What came, as the game loop takes it.
    fn received(&mut self, received: Result<Incoming, RecvTimeoutError>) -> io::Result<Input> {
        match received {
            Ok(Incoming::Line(line)) => {
                self.prompted = false;
                Ok(Input::Line(line?))
            }
            Ok(Incoming::Edited(line)) => {
                if let Some(editing) = &mut self.editing {
                    editing.reading = false;
                }
                Ok(Input::Line(line?))
            }
            Ok(Incoming::TooLong) => {
                if let Some(editing) = &mut self.editing {
                    editing.reading = false;
                }
                self.prompted = false;
                Ok(Input::Tell(Event::Private(too_long())))
            }
            Ok(Incoming::Tell(event)) => Ok(Input::Tell(event)),
            Ok(Incoming::Explore(key)) => Ok(Input::Explore(key)),
            Ok(Incoming::Wake) => Ok(Input::Wake),
            Ok(Incoming::Signal(signal)) => {
                match (&mut self.editing, signal) {
                    // Ctrl-C in the editor ended its line.
                    (Some(editing), super::Signal::Interrupt) => editing.reading = false,
                    // Leaving while a line is typed: the terminal is given back now (dropping
                    // the editor) and the last words are written plainly.
                    (Some(_), super::Signal::Leave) => self.editing = None,
                    // The answer starts its own line, after "^C".
                    (None, _) => {
                        self.pending.push(b'\n');
                        self.prompted = false;
                    }
                }
                Ok(Input::Signal(signal))
            }
            Err(RecvTimeoutError::Timeout) => Ok(Input::Timeout),
            Ok(Incoming::End) | Err(RecvTimeoutError::Disconnected) => {
                if self.editing.is_none() {
                    self.pending.push(b'\n');
                }
                self.prompted = false;
                Ok(Input::End)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use shakmaty::{Chess, san::San};

    use super::*;
    use crate::lang::Language;
    use crate::notation::{AnnounceOptions, announce};
    use crate::session::Setup;

    /// Each write call the view makes, as it made it.
    #[derive(Clone, Default)]
    struct Writes(Arc<Mutex<Vec<String>>>);

    impl Write for Writes {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            let text = String::from_utf8_lossy(buf).into_owned();
            self.0
                .lock()
                .map_err(|_| io::Error::other("lock"))?
                .push(text);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// 1. e4 as the session announces it.
    fn e4() -> Event {
        let pos = Chess::default();
        let mv = "e4".parse::<San>().unwrap().to_move(&pos).unwrap();
        Event::Move {
            ply: 1,
            fullmove: 1,
            color: shakmaty::Color::White,
            tokens: announce(&pos, mv, &AnnounceOptions::default()),
            san: "e4".into(),
        }
    }

    /// Whoever reads the output (a terminal, a screen reader, a script) wakes once per move:
    /// the move's line and the prompt after it leave in one write; and a line shown while
    /// the prompt waits is not held back by the view.
    #[test]
    fn a_move_and_its_prompt_leave_in_one_write() {
        let writes = Writes::default();
        let mut view = LineView::without_stdin(writes.clone());
        let session = Session::new(Setup::default()).unwrap();
        let words = session.words_in(&Language::load("de").unwrap());
        let sender = view.sender();
        sender.send(Incoming::Line(Ok("e4".into()))).unwrap();
        view.read_line(&session, &words, None, None).unwrap();
        view.show(&e4(), &words);
        assert_eq!(
            writes.0.lock().unwrap().len(),
            1,
            "only the first prompt so far"
        );
        sender.send(Incoming::Line(Ok("e5".into()))).unwrap();
        view.read_line(&session, &words, None, None).unwrap();
        let all = writes.0.lock().unwrap().clone();
        assert_eq!(
            all.len(),
            2,
            "the move and its prompt in one write: {all:?}"
        );
        assert!(all[1].starts_with("1. Bauer Eva vier (e4)\n"), "{all:?}");
        assert!(all[1].ends_with("> "), "{all:?}");
        // The view ends: what it was last given leaves with it.
        view.show(&e4(), &words);
        drop(view);
        assert_eq!(writes.0.lock().unwrap().len(), 3);
    }
}
