//! How a speech back end is doing, as data: whether it can speak ([`Health`]), why not
//! ([`SpeechFault`]), and what the player must be told about speech ([`SpeechNotice`]).
//!
//! The blind player knows the game only through speech, so a back end that stops speaking must
//! say so at once, not at the next move: each back end calls its [`HealthWaker`] whenever its
//! health changes (it failed, or it works again), from whatever thread noticed. The owner then asks
//! [`super::FallbackSpeech::check`] to act on it and [`super::FallbackSpeech::take_notices`] for
//! what to show. The words belong to the language files; `Display` here is the English
//! stand-in for logs and command-line messages.

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::choice::SpeechChoice;
use super::pack::pack_error::PackError;

/// Called by a back end on every change of its health (and when it has a notice to give). It
/// runs on the back end's own threads, so it must return at once and must not call back into
/// the speech: post a message to the owner's loop and return.
pub type HealthWaker = Box<dyn Fn() + Send + Sync>;

/// A waker shared by the threads of one back end.
pub(crate) type SharedWaker = Arc<dyn Fn() + Send + Sync>;

/// Whether a back end can speak now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Health {
    Working,
    Failed(SpeechFault),
}

impl Health {
    pub fn is_working(&self) -> bool {
        matches!(self, Health::Working)
    }

    pub fn fault(&self) -> Option<&SpeechFault> {
        match self {
            Health::Working => None,
            Health::Failed(f) => Some(f),
        }
    }
}

/// A call to speech-dispatcher, named in a fault so that a hang can be told from a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    Connect,
    Speak,
    Stop,
    Volume,
    Rate,
    Language,
    Voice,
}

/// Why a back end cannot speak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechFault {
    /// speech-dispatcher is not running: nothing listens at its address, or the connection
    /// closed (the daemon was stopped or crashed).
    DaemonGone,
    /// A call to speech-dispatcher did not return within `limit`: the daemon hangs.
    Timeout { call: Call, limit: Duration },
    /// speech-dispatcher took speech but did not begin to speak it within `limit`.
    NotBegun { limit: Duration },
    /// Speech began but never ended: no audio was played (its audio output does not work).
    NoAudio,
    /// speech-dispatcher answered a call with an error.
    Refused { call: Call },
    /// The system speech cannot report when it has spoken, so its failures could not be seen.
    NoCallbacks,
    /// The audio output device could not be opened: `device` as the user named it (`default`
    /// for the system's), and what ALSA said about it, if anything.
    NoDevice {
        device: String,
        alsa: Option<AlsaError>,
    },
    /// No audio output device has this name; these are the ones there are.
    UnknownDevice {
        device: String,
        available: Vec<String>,
    },
    /// The audio output device failed while playing (unplugged, its stream broke).
    DeviceGone { device: String },
    /// The back end's own thread stopped or could not start.
    ThreadStopped,
    /// This back end cannot be started (again) in this game.
    Unavailable,
    /// No voice pack for this language was found.
    NoVoicePack { language: String },
    /// The voice pack in `dir` cannot be used.
    BadPack { dir: PathBuf, error: PackError },
}

/// One error the ALSA library reported (it would have printed it as an `ALSA lib …` line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlsaError {
    /// The library function that failed (`snd_pcm_open_noupdate`).
    pub function: String,
    /// ALSA's own message, with its `%s`-style blanks left empty: ALSA passes the values
    /// separately, and reading them needs C variadics, which stable Rust cannot define.
    pub message: String,
    /// The error number ALSA gave (0 for none; otherwise an `errno`).
    pub code: i32,
}

/// An audio error that does not stop speech by itself but is worth knowing about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AudioProblem {
    /// The ALSA library reported an error.
    Alsa(AlsaError),
    /// The audio stream of `device` reported an error.
    Stream { device: String, kind: StreamProblem },
}

/// What an audio stream reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamProblem {
    /// The device ran out of samples (a click, not a failure).
    Underrun,
    /// The device is busy or its route changed; the stream goes on.
    Disturbed,
    /// The device stopped playing: the back end failed.
    Broken,
}

/// A back end that could not start, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub kind: SpeechChoice,
    pub fault: SpeechFault,
}

/// What the player must be told about speech. [`super::FallbackSpeech`] keeps them until taken,
/// so none is lost between two wakes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechNotice {
    /// At the start: the back end used, and those before it in the order that could not start.
    Using {
        kind: SpeechChoice,
        skipped: Vec<Skipped>,
    },
    /// The back end in use failed; `to` speaks from now on; `skipped` were tried between them
    /// and could not speak.
    FellBack {
        from: SpeechChoice,
        fault: SpeechFault,
        skipped: Vec<Skipped>,
        to: SpeechChoice,
    },
    /// A back end earlier in the order works again and speaks from now on, instead of `from`.
    Returned {
        kind: SpeechChoice,
        from: SpeechChoice,
    },
    /// Audio errors that did not stop speech: the latest `problem`, and how many so far. The
    /// first error gives one notice; more of them give a notice with the count, at most once a
    /// minute, so that a device failing every few milliseconds cannot flood the player.
    AudioErrors { problem: AudioProblem, count: u64 },
    /// A voice pack's clip could not be read: its word is spelled letter by letter instead.
    BadClip(super::pack::pack_error::ClipError),
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl fmt::Display for AlsaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ALSA {}: {}", self.function, self.message)
    }
}

/// For logs and test failures: the built-in German wording.
impl fmt::Display for SpeechFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl fmt::Display for AudioProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}
