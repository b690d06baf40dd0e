//! Speech as one of the game's outputs: moves on the public channel, answers on the private one,
//! the back end watched and replaced when it fails.

use super::{FallbackSpeech, SpeechChoice, speak};
use crate::lang::{Arg, Message};
use crate::output::{Health, Notice, Output, OutputKind};
use crate::session::{Event, Session};

/// The speech in a game.
pub struct SpeechOutput {
    speech: FallbackSpeech,
}

impl SpeechOutput {
    pub fn new(speech: FallbackSpeech) -> SpeechOutput {
        SpeechOutput { speech }
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
    fn kind(&self) -> OutputKind {
        OutputKind::Speech
    }

    fn show(&mut self, event: &Event, session: &Session) {
        speak(&mut self.speech, event, session);
    }

    fn take_notices(&mut self) -> Vec<Notice> {
        self.speech
            .take_notices()
            .into_iter()
            .map(|n| Notice(Message::new("verbatim").with("text", Arg::Text(n))))
            .collect()
    }

    fn status(&self) -> (Health, Message) {
        let kind = self.speech.kind();
        let health = match kind {
            SpeechChoice::Off => Health::Failed,
            _ => Health::Working,
        };
        (
            health,
            Message::new("device-speech").with("backend", backend_name(kind)),
        )
    }

    fn silence(&mut self) {
        self.speech.silence();
    }
}
