//! What speech tells the player about itself, as messages of the language files: which back end
//! speaks, which failed and why, which came back, and audio errors counted.

use super::choice::SpeechChoice;
use super::health::{AudioProblem, Call, Skipped, SpeechFault, SpeechNotice, StreamProblem};
use super::output::backend_name;
use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;

impl SpeechNotice {
    pub fn message(&self) -> Message {
        match self {
            SpeechNotice::Using { kind, skipped } => Message::new("speech-using")
                .with("backend", backend_name(*kind))
                .with("skipped", skipped_list(skipped)),
            SpeechNotice::FellBack {
                from,
                fault,
                skipped,
                to,
            } => Message::new("speech-fell-back")
                .with("from", backend_name(*from))
                .with("reason", fault.message())
                .with("skipped", skipped_list(skipped))
                .with("to", backend_name(*to)),
            SpeechNotice::Returned { kind, .. } => {
                Message::new("speech-returned").with("backend", backend_name(*kind))
            }
            SpeechNotice::AudioErrors { problem, count } => Message::new("speech-audio-errors")
                .with("count", *count)
                .with("problem", problem.message()),
            SpeechNotice::BadClip(error) => {
                Message::new("speech-bad-clip").with("problem", error.message())
            }
        }
    }

    /// The notice in the words of a built-in language (`de`, `en`), for tests and logs.
    pub fn render(&self, code: &str) -> String {
        let language = Language::load(code).unwrap_or_else(|_| Language::fallback());
        language.text(&self.message(), Vocabulary::fallback())
    }
}

/// "Aufgenommene Stimme übersprungen: …" for each back end that could not start, or nothing.
fn skipped_list(skipped: &[Skipped]) -> Arg {
    Arg::Sentences(
        skipped
            .iter()
            .map(|s| {
                Message::new("speech-skipped")
                    .with("backend", backend_name(s.kind))
                    .with("reason", s.fault.message())
                    .into()
            })
            .collect(),
    )
}

impl SpeechFault {
    pub fn message(&self) -> Message {
        let device = |d: &String| Arg::Text(d.clone());
        match self {
            SpeechFault::DaemonGone => Message::new("fault-daemon-gone"),
            SpeechFault::Timeout { call, limit } => Message::new("fault-timeout")
                .with("call", call.message())
                .with("seconds", limit.as_secs().max(1)),
            SpeechFault::NotBegun { .. } => Message::new("fault-not-begun"),
            SpeechFault::NoAudio => Message::new("fault-no-audio"),
            SpeechFault::Refused { call } => {
                Message::new("fault-refused").with("call", call.message())
            }
            SpeechFault::NoCallbacks => Message::new("fault-no-callbacks"),
            SpeechFault::NoDevice { device: d, .. } => {
                Message::new("fault-no-device").with("device", device(d))
            }
            SpeechFault::UnknownDevice {
                device: d,
                available,
            } => Message::new("fault-unknown-device")
                .with("device", device(d))
                .with("available", Arg::Text(available.join(", "))),
            SpeechFault::DeviceGone { device: d } => {
                Message::new("fault-device-gone").with("device", device(d))
            }
            SpeechFault::ThreadStopped => Message::new("fault-thread-stopped"),
            SpeechFault::Unavailable => Message::new("fault-unavailable"),
            SpeechFault::NoVoicePack { language } => {
                Message::new("fault-no-voice-pack").with("language", Arg::Text(language.clone()))
            }
            SpeechFault::BadPack { dir, error } => Message::new("fault-bad-pack")
                .with("dir", Arg::Text(dir.display().to_string()))
                .with("problems", error.message()),
        }
    }
}

impl Call {
    pub fn message(self) -> Message {
        Message::new(match self {
            Call::Connect => "call-connect",
            Call::Speak => "call-speak",
            Call::Stop => "call-stop",
            Call::Volume | Call::Rate | Call::Language | Call::Voice => "call-settings",
        })
    }
}

impl AudioProblem {
    pub fn message(&self) -> Message {
        match self {
            AudioProblem::Alsa(e) => {
                Message::new("audio-alsa-error").with("function", Arg::Text(e.function.clone()))
            }
            AudioProblem::Stream { device, kind } => Message::new(match kind {
                StreamProblem::Underrun => "audio-underrun",
                StreamProblem::Disturbed => "audio-disturbed",
                StreamProblem::Broken => "audio-broken",
            })
            .with("device", Arg::Text(device.clone())),
        }
    }
}

impl SpeechChoice {
    /// The back end's name in words.
    pub fn message(self) -> Message {
        backend_name(self)
    }
}
