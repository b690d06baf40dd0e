//! The braille display as one of the game's outputs.

use super::Braille;
use crate::message::Message;
use crate::output::{Event, Output, Scene, Words};

impl Output for Braille {
    fn show(&mut self, event: &Event, words: &Words) {
        Braille::show(self, event, words);
    }

    fn see(&mut self, scene: &Scene<'_>, words: &Words) {
        self.update(scene, words);
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
    fn show(&mut self, event: &Event, words: &Words) {
        self.0.show_text(&super::screen::event_text(event, words));
    }

    fn status(&self) -> Message {
        Output::status(&self.0)
    }
}
