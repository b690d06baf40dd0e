//! The board view for the sighted opponent: a large board drawn with crossterm.

use std::io;

use super::View;
use crate::session::{Event, Session};

/// The state the board view draws besides the session: the last message shown.
#[derive(Default)]
pub struct BoardView {
    no_color: bool,
    last_message: String,
}

/// The board view on the terminal.
pub fn board_view(no_color: bool) -> Box<dyn View> {
    Box::new(BoardView {
        no_color,
        last_message: String::new(),
    })
}

/// The screen as lines of text for a terminal of `width` × `height` cells.
pub fn render_board(session: &Session, last_message: &str, width: u16, height: u16) -> Vec<String> {
    let _ = (session, width, height);
    vec![last_message.to_string()]
}

impl View for BoardView {
    fn show(&mut self, event: &Event, session: &Session) -> io::Result<()> {
        let _ = (event, session, self.no_color);
        Ok(())
    }

    fn read_line(&mut self, session: &Session) -> io::Result<Option<String>> {
        let _ = (session, &self.last_message);
        Ok(None)
    }
}
