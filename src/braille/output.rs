//! The braille display as one of the game's outputs.

use super::Braille;
use crate::lang::Message;
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
