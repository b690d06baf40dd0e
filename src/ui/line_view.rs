//! The line view: every event is one short line appended to the output, never a redraw, so a
//! screen reader or a braille display reads it as it comes.

use std::io::{self, BufRead, Write};

use shakmaty::Position;

use super::View;
use crate::session::{Event, Session};

pub struct LineView<R: BufRead, W: Write> {
    input: R,
    out: W,
}

impl<R: BufRead, W: Write> LineView<R, W> {
    pub fn new(input: R, out: W) -> Self {
        LineView { input, out }
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

impl<R: BufRead, W: Write> View for LineView<R, W> {
    fn show(&mut self, event: &Event, session: &Session) -> io::Result<()> {
        let vocab = session.vocab();
        match event {
            Event::Move {
                fullmove,
                color,
                tokens,
                san,
                ..
            } => writeln!(
                self.out,
                "{} {} ({san})",
                number(*fullmove, color.is_white()),
                vocab.render(tokens)
            )?,
            Event::Public(tokens) | Event::Private(tokens) | Event::GameOver { tokens, .. } => {
                writeln!(self.out, "{}", vocab.render(tokens))?
            }
        }
        self.out.flush()
    }

    fn read_line(&mut self, session: &Session) -> io::Result<Option<String>> {
        let pos = session.game().position();
        let side = session.vocab().side(pos.turn());
        write!(
            self.out,
            "{} {side}> ",
            number(pos.fullmoves().get(), pos.turn().is_white())
        )?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            writeln!(self.out)?;
            return Ok(None);
        }
        Ok(Some(line))
    }
}
