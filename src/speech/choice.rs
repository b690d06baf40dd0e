//! Which speech to use (`--speech`, the configuration key `speech`) and the back ends each
//! choice tries in turn: a file of its own, so that the health reports (health.rs) and the
//! fallback (auto.rs) both name it and neither the other.

use serde::Deserialize;

/// Which speech to use: the value of `--speech` and of the configuration key `speech`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum SpeechChoice {
    /// The recorded voice if it starts, else the system voice, else text lines.
    Auto,
    /// A voice pack's recorded words.
    Voice,
    /// The system's speech (speech-dispatcher).
    System,
    /// Lines of text, for the player's own screen reader.
    Text,
    /// No speech.
    Off,
}

impl SpeechChoice {
    /// The back ends to try, in order; no speech at all is the last resort of every order.
    pub(super) fn chain(self) -> &'static [SpeechChoice] {
        use SpeechChoice::*;
        match self {
            Auto | Voice => &[Voice, System, Text, Off],
            System => &[System, Text, Off],
            Text => &[Text, Off],
            Off => &[Off],
        }
    }
}
