//! Speech as one of the game's outputs: moves on the public channel, answers on the private one,
//! the back end watched, replaced when it fails and taken back when it returns.

use super::health::SpeechNotice;
use super::{FallbackSpeech, SpeechChoice, speak};
use crate::message::Message;
use crate::notation::Vocabulary;
use crate::output::{Event, Notice, Output, Waker, Words};

/// The speech in a game.
pub struct SpeechOutput {
    speech: FallbackSpeech,
    /// The game's move words, for speech said while no event is being shown (a fallback).
    vocab: Vocabulary,
    /// Notices from before the game loop ran (which back end could not start).
    pending: Vec<SpeechNotice>,
}

impl SpeechOutput {
    pub fn new(
        speech: FallbackSpeech,
        vocab: Vocabulary,
        first: Vec<SpeechNotice>,
    ) -> SpeechOutput {
        SpeechOutput {
            speech,
            vocab,
            pending: first,
        }
    }
}

/// The message that names a back end.
pub fn backend_name(kind: SpeechChoice) -> Message {
    Message::new(match kind {
        SpeechChoice::Voice | SpeechChoice::Auto => "speech-voice",
        SpeechChoice::System => "speech-system",
        SpeechChoice::Text => "speech-text",
        SpeechChoice::Off => "speech-off",
    })
}

impl Output for SpeechOutput {
    fn show(&mut self, event: &Event, words: &Words) {
        speak(&mut self.speech, event, words);
    }

    fn take_notices(&mut self) -> Vec<Notice> {
        // A failure or a return the back ends reported is acted on here, on the game's thread.
        self.speech.check(&self.vocab);
        std::mem::take(&mut self.pending)
            .into_iter()
            .chain(self.speech.take_notices())
            .map(|n| Notice(n.message()))
            .collect()
    }

    fn status(&self) -> Message {
        Message::new("device-speech").with("backend", backend_name(self.speech.kind()))
    }

    fn silence(&mut self) {
        super::Speech::silence(&mut self.speech);
    }

    fn set_waker(&mut self, waker: Waker) {
        self.speech.set_waker(Box::new(move || waker()));
    }
}
