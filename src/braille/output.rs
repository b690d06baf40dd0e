//! The braille display as one of the game's outputs.

use super::Braille;
use crate::lang::Message;
use crate::output::{Health, Output, OutputKind};
use crate::session::{Event, Session};

impl Output for Braille {
    fn kind(&self) -> OutputKind {
        OutputKind::Braille
    }

    fn show(&mut self, event: &Event, session: &Session) {
        Braille::show(self, event, session);
    }

    fn status(&self) -> (Health, Message) {
        let health = if self.is_connected() {
            Health::Working
        } else {
            Health::Waiting
        };
        let id = match health {
            Health::Working => "device-braille-working",
            _ => "device-braille-waiting",
        };
        let message = Message::new(id).with("cells", self.width().unwrap_or(0));
        (health, message)
    }
}
