//! The line view: every event is one short line appended to the output, never a redraw, so a
//! screen reader or a braille display reads it as it comes.

use std::io::{self, BufRead, Write};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Instant;

use shakmaty::Position;

use super::{Input, View};
use crate::lang::Message;
use crate::output::Output;
use crate::session::{Event, Session};

/// What reaches the line view from outside: a typed line (keyboard or braille display), or
/// something the braille display wants said at once.
pub enum Incoming {
    Line(io::Result<String>),
    Tell(Event),
    /// An output has something to report.
    Wake,
    /// Standard input has ended.
    End,
    /// Ctrl-C, or the terminal closing.
    Signal(super::Signal),
}

pub struct LineView<W: Write> {
    lines: Receiver<Incoming>,
    sender: Sender<Incoming>,
    out: W,
    prompted: bool,
    /// A write that failed, returned by the next `read_line`.
    broken: Option<io::Error>,
}

impl<W: Write> LineView<W> {
    /// Reads standard input on a thread of its own, so that waiting for a line can end at a
    /// deadline (a flag falling) without polling.
    pub fn new(out: W) -> Self {
        let (sender, lines) = channel();
        let send = sender.clone();
        std::thread::spawn(move || {
            let mut stdin = io::stdin().lock();
            loop {
                // Bytes, not text: a byte that is not UTF-8 (a Latin-1 terminal's "ß") must
                // get an answer, not end the game.
                let mut bytes = Vec::new();
                let line = match stdin.read_until(b'\n', &mut bytes) {
                    Ok(0) => {
                        let _ = send.send(Incoming::End);
                        return;
                    }
                    Ok(_) => Ok(String::from_utf8_lossy(&bytes)
                        .trim_end_matches(['\r', '\n'])
                        .to_string()),
                    Err(e) => Err(e),
                };
                if send.send(Incoming::Line(line)).is_err() {
                    return;
                }
            }
        });
        LineView {
            lines,
            sender,
            out,
            prompted: false,
            broken: None,
        }
    }

    /// Where other inputs (the braille display's keys) put their lines.
    pub fn sender(&self) -> Sender<Incoming> {
        self.sender.clone()
    }
}

/// "12." before White's move, "12. …" before Black's.
fn number(fullmove: u32, white: bool) -> String {
    if white {
        format!("{fullmove}.")
    } else {
        format!("{fullmove}. …")
    }
}

impl<W: Write> Output for LineView<W> {
    fn show(&mut self, event: &Event, session: &Session) {
        if let Err(e) = self.write(event, session) {
            self.broken.get_or_insert(e);
        }
    }

    fn status(&self) -> Message {
        Message::new("device-screen")
    }
}

impl<W: Write> LineView<W> {
    fn write(&mut self, event: &Event, session: &Session) -> io::Result<()> {
        if self.prompted {
            // An event that comes while the prompt waits (a flag falling) starts its own line.
            writeln!(self.out)?;
            self.prompted = false;
        }
        let text = session.event_text(event);
        match event {
            Event::Move {
                fullmove,
                color,
                san,
                ..
            } => writeln!(
                self.out,
                "{} {text} ({san})",
                number(*fullmove, color.is_white()),
            )?,
            _ => writeln!(self.out, "{text}")?,
        }
        self.out.flush()
    }
}

impl<W: Write> View for LineView<W> {
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

    fn read_line(&mut self, session: &Session, deadline: Option<Instant>) -> io::Result<Input> {
        if let Some(e) = self.broken.take() {
            return Err(e);
        }
        if !self.prompted {
            let pos = session.game().position();
            let side = session.language().side(pos.turn());
            write!(
                self.out,
                "{} {side}> ",
                number(pos.fullmoves().get(), pos.turn().is_white())
            )?;
            self.out.flush()?;
            self.prompted = true;
        }
        let received = match deadline {
            None => self
                .lines
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
            Some(deadline) => self
                .lines
                .recv_timeout(deadline.saturating_duration_since(Instant::now())),
        };
        match received {
            Ok(Incoming::Line(line)) => {
                self.prompted = false;
                Ok(Input::Line(line?))
            }
            Ok(Incoming::Tell(event)) => Ok(Input::Tell(event)),
            Ok(Incoming::Wake) => Ok(Input::Wake),
            Ok(Incoming::Signal(signal)) => {
                // The answer starts its own line, after "^C".
                writeln!(self.out)?;
                self.prompted = false;
                Ok(Input::Signal(signal))
            }
            Err(RecvTimeoutError::Timeout) => Ok(Input::Timeout),
            Ok(Incoming::End) | Err(RecvTimeoutError::Disconnected) => {
                writeln!(self.out)?;
                self.prompted = false;
                Ok(Input::End)
            }
        }
    }
}
