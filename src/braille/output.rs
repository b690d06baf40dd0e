//! The braille display as one of the game's outputs.

use super::Braille;
use crate::message::Message;
use crate::output::Output;
use crate::session::{Event, Session};

impl Output for Braille {
    fn show(&mut self, event: &Event, session: &Session) {
        Braille::show(self, event, session);
    }

    fn status(&self) -> Message {
        let id = match self.is_connected() {
            true => "device-braille-working",
            false => "device-braille-waiting",
        };
        Message::new(id).with("cells", self.width().unwrap_or(0))
    }
}

/// The display showing messages only, for the talking clock: there is no game, so no board
/// and no status line of one.
pub struct BrailleMessages(pub Braille);

impl Output for BrailleMessages {
    fn show(&mut self, event: &Event, session: &Session) {
        self.0.show_text(&super::screen::event_text(event, session));
    }

    fn status(&self) -> Message {
        Output::status(&self.0)
    }
}
