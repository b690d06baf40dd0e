//! Speech outputs. The blind player hears every move on the public channel (the opponent hears it
//! too, D.2.1) and answers meant for them alone on the private one.
//!
//! By job: the back ends and the fallback between them are here (`voice.rs`, the recorded
//! voice; `auto.rs`, the fallback; `choice.rs`, `--speech`; `health.rs` and `notice.rs`, what
//! went wrong; `output.rs`, speech as an output; `queue.rs`, the channels' rules); `pack/` is
//! the voice-pack format, `audio/` the audio device, `system/` speech-dispatcher. `anna voices`
//! is a subcommand, in `cli/voices.rs`.

mod audio;
pub mod auto;
pub mod choice;
pub mod health;
mod notice;
pub mod output;
pub mod pack;
mod queue;
pub mod segment;
pub mod system;
pub mod voice;

pub use auto::{Backend, FallbackSpeech, SilentSpeech, choose};
pub use choice::SpeechChoice;
pub use health::{
    AlsaError, AudioProblem, Call, Health, HealthWaker, Skipped, SpeechFault, SpeechNotice,
    StreamProblem,
};
pub use system::{SystemOptions, SystemSpeech};
pub use voice::{DeviceChoice, VoiceOptions, VoiceSpeech};

use std::io::Write;

use crate::message::Token;
use crate::notation::Vocabulary;
use crate::output::{Event, Words};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    /// Move announcements and what both players must hear.
    Public,
    /// Answers, read-backs and clock reports for the one who asked.
    Private,
}

/// Something that speaks token lists. A failing speaker must not stop the game: implementations
/// report their own failures and carry on.
pub trait Speech {
    fn say(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary);

    /// Stops the private speech being said now (a key the player presses); announcements of
    /// moves are never cut.
    fn silence(&mut self) {}
}

/// Speaks each event on its channel: a move as its move words (a voice pack has a clip for
/// each), a message as the sentence the conversation's language words it as.
pub fn speak(speech: &mut dyn Speech, event: &Event, words: &Words) {
    let vocab = words.vocab();
    match event {
        Event::Move { tokens, .. } => speech.say(tokens, Channel::Public, vocab),
        Event::Public(message) | Event::GameOver { message, .. } => {
            speech.say(&[Token::Text(words.text(message))], Channel::Public, vocab)
        }
        Event::Private(message) => {
            speech.say(&[Token::Text(words.text(message))], Channel::Private, vocab)
        }
    }
}

/// Speech as lines of text, for a screen reader or a log: `[public] Springer Felix drei`.
pub struct TextSpeech<W: Write> {
    out: W,
}

impl<W: Write> TextSpeech<W> {
    pub fn new(out: W) -> Self {
        TextSpeech { out }
    }
}

impl<W: Write> Speech for TextSpeech<W> {
    fn say(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        let label = match channel {
            Channel::Public => "public",
            Channel::Private => "private",
        };
        // Nothing to do if the text cannot be written: the screen still shows the event.
        let _ = writeln!(self.out, "[{label}] {}", vocab.render(tokens));
        let _ = self.out.flush();
    }
}
