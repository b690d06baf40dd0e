//! The words every output says things in: the conversation's language and the game's move
//! vocabulary, shared behind `Arc` so that handing them to each output with each event costs
//! two reference counts, not a copy of either.

use std::sync::Arc;

use super::Event;
use crate::lang::Language;
use crate::message::Message;
use crate::notation::Vocabulary;

#[derive(Clone)]
pub struct Words {
    language: Arc<Language>,
    vocab: Arc<Vocabulary>,
}

impl Words {
    pub fn new(language: Arc<Language>, vocab: Arc<Vocabulary>) -> Words {
        Words { language, vocab }
    }

    pub fn language(&self) -> &Arc<Language> {
        &self.language
    }

    pub fn vocab(&self) -> &Arc<Vocabulary> {
        &self.vocab
    }

    /// A message in the conversation's words, with the game's move words.
    pub fn text(&self, message: &Message) -> String {
        self.language.text(message, &self.vocab)
    }

    /// What an event says, as one line: a move's words, or the message.
    pub fn event_text(&self, event: &Event) -> String {
        match event {
            Event::Move { tokens, .. } => self.vocab.render(tokens),
            Event::Public(message) | Event::Private(message) | Event::GameOver { message, .. } => {
                self.text(message)
            }
        }
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("vocab", &self.vocab)
            .finish_non_exhaustive()
    }
}
