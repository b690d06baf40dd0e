//! The system back end: speech-dispatcher (with espeak-ng, RHVoice, … behind it), spoken to in
//! its own protocol, SSIP, over its Unix socket by the pure-Rust `ssip-client-async`. Its C
//! client library (libspeechd, which brings GLib) is not used: anna loads no library at start-up
//! for a back end it may not use.
//!
//! [`SystemSpeech::say`] never blocks: it renders the tokens to text and hands them to a worker
//! thread that owns the connection (`worker.rs`, `connection.rs`). The worker keeps the channel rules of every
//! back end (`queue.rs`): public utterances (moves, what both players must hear) are spoken in
//! order, each to its end; at most one private utterance, replaced by a newer one, cut by a
//! public one or by [`SystemSpeech::silence`].
//!
//! The worker sends speech-dispatcher one utterance at a time and follows it by its begin and end
//! notifications, so it knows what has been spoken and can tell when speech is stuck.
//!
//! # Failures, found without anything being said
//!
//! [`SystemSpeech::start`] gives up after [`SystemOptions::timeout`] (1.5 s unless set) when
//! speech-dispatcher cannot be reached, does not answer (a hung daemon), or accepts speech without
//! playing it. The last case is found by a silent probe: a short word at the lowest volume, whose
//! end notification only comes once the audio output has taken the samples. With the stock
//! PulseAudio output and no sound server, or an ALSA device that never drains, speech-dispatcher
//! answers `speak` with "OK" and sends "begin" but never "end": the probe reports it.
//!
//! During the game [`SystemSpeech::health`] turns failed, and the waker given to
//! [`SystemSpeech::set_waker`] is called, as soon as
//!
//! - the daemon goes away: the worker waits on its connection's socket whenever it waits, and
//!   the socket turns readable the moment the daemon's end closes, so a killed daemon is known
//!   within milliseconds, with no key typed and no timer running;
//! - a call to speech-dispatcher has not returned within the timeout (the supervisor, `link.rs`,
//!   sleeps until that call's deadline and no longer);
//! - an utterance did not begin within 3 s, or began but did not end long after it should have,
//!   or was refused.
//!
//! [`SystemSpeech::unfinished`] then tells which utterances were not spoken to their end, so the
//! caller can hand them to another back end (see [`super::auto::FallbackSpeech`]).
//!
//! While failed, speech reconnects in the background (see `link.rs`): a daemon started again is
//! found within 1.5 s, checked with the silent probe, and speech works again; the waker is called
//! once more. Move announcements said while it was failed, and not taken over by the caller with
//! [`SystemSpeech::take_unfinished`], are spoken then.
//!
//! Nothing wakes while speech works and is idle: the worker sleeps in `epoll_wait` on its socket
//! and its mailbox's waker, the supervisor on a condition variable.
//!
//! # Language and voice
//!
//! The language is the vocabulary's code (`de` is German), set on the connection with SSIP's
//! `SET self LANGUAGE`, and the voice, if one is named, with `SET self SYNTHESIS_VOICE`: each
//! takes a fraction of a millisecond (no list of espeak-ng's 13,000 voices is read). Only the
//! daemon's Unix socket is used: an `inet_socket` in `SPEECHD_ADDRESS` is not read.
//!
//! # Shutting down
//!
//! Dropping [`SystemSpeech`] cuts private speech and waits up to 10 s for move announcements
//! still being spoken; the connection closes as its worker ends.

mod connection;
mod link;
mod mail;
mod side;
mod worker;

use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde::Deserialize;

use super::health::{Health, HealthWaker, SpeechFault};
use super::{Channel, Speech};
use crate::message::Token;
use crate::notation::Vocabulary;
use link::Link;
use mail::{Item, Msg};

/// How long start-up and each call to speech-dispatcher may take, unless set.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_millis(1500);

/// The system back end's settings: the `[speech]` table of the configuration file can hold them
/// (unknown keys are left to the other back ends).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct SystemOptions {
    /// Speaking rate, -100 (slowest) to 100 (fastest), 0 the synthesizer's normal rate.
    pub rate: Option<i32>,
    /// Volume in percent, 0 to 100; unset: the synthesizer's own setting.
    pub volume: Option<u8>,
    /// A voice by its synthesizer name ("German", "German+female3", …); unset: the one
    /// speech-dispatcher picks for the vocabulary's language.
    pub voice: Option<String>,
    /// Milliseconds start-up and each call may take before speech counts as failed; unset: 1500.
    pub timeout_ms: Option<u64>,
}

impl SystemOptions {
    pub fn timeout(&self) -> Duration {
        self.timeout_ms
            .map(Duration::from_millis)
            .unwrap_or(DEFAULT_TIMEOUT)
    }
}

/// What setting up a connection found worth telling; speech works regardless.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SystemNote {
    /// speech-dispatcher refused this language.
    LanguageNotSet(String),
    /// speech-dispatcher refused this voice.
    VoiceNotSet(String),
    RateNotSet,
    VolumeNotSet,
}

/// The words of the tokens as the synthesizer should say them: numbers in words, and the words
/// whose written form it misreads in their spoken form (`Vocabulary::spoken`).
pub fn spoken_text(tokens: &[Token], vocab: &Vocabulary) -> String {
    let words: Vec<Token> = tokens
        .iter()
        .map(|t| match t {
            Token::Number(n) => Token::Text(
                crate::lang::Language::load(vocab.language())
                    .unwrap_or_else(|_| crate::lang::Language::fallback())
                    .number_words(u64::from(*n)),
            ),
            t => t.clone(),
        })
        .collect();
    vocab.spoken(&vocab.render(&words)).into_owned()
}

/// Speech through speech-dispatcher (see the module documentation).
pub struct SystemSpeech {
    link: Arc<Link>,
    supervisor: Option<JoinHandle<()>>,
    /// How many times `say` was called: the sequence number of the next utterance.
    said: u64,
}

impl SystemSpeech {
    /// Connects to speech-dispatcher, sets language, rate, volume and voice, and checks with a
    /// silent probe that speech reaches the audio output; gives up after the options' timeout.
    pub fn start(options: &SystemOptions, vocab: &Vocabulary) -> Result<SystemSpeech, SpeechFault> {
        let speech = SystemSpeech::connecting(options, vocab);
        match speech.health() {
            Health::Working => Ok(speech),
            Health::Failed(fault) => Err(fault),
        }
    }

    /// As [`SystemSpeech::start`], but a connection that cannot be made is not the end: the
    /// speech returned is then failed, says why, and keeps trying in the background.
    pub fn connecting(options: &SystemOptions, vocab: &Vocabulary) -> SystemSpeech {
        let timeout = options.timeout();
        let deadline = Instant::now() + timeout;
        let link = Link::new(options.clone(), vocab.language(), worker::attempt);
        {
            let mut st = link.lock();
            link.start_attempt(&mut st, deadline);
        }
        let watcher = Arc::clone(&link);
        let supervisor = std::thread::Builder::new()
            .name("anna-speech-supervisor".to_string())
            .spawn(move || watcher.supervise())
            .ok();
        // The supervisor gives up on the attempt at its deadline; the margin only covers a
        // supervisor that could not start.
        let latest = deadline + Duration::from_millis(200);
        let mut st = link.lock();
        while st.attempts == 0 {
            let now = Instant::now();
            if now >= latest {
                break;
            }
            st = link.wait_progress(st, latest - now);
        }
        if supervisor.is_none() && !st.health.is_working() {
            st.health = Health::Failed(SpeechFault::ThreadStopped);
        }
        drop(st);
        SystemSpeech {
            link,
            supervisor,
            said: 0,
        }
    }

    /// Whether speech works now; a failure is also told to the waker the moment it is known.
    pub fn health(&self) -> Health {
        self.link.lock().health.clone()
    }

    /// The fault, if speech does not work now.
    pub fn failure(&self) -> Option<SpeechFault> {
        self.health().fault().cloned()
    }

    /// Who to call on every change of health: failed, or working again.
    pub fn set_waker(&mut self, waker: HealthWaker) {
        self.link.lock().waker = Some(Arc::from(waker));
    }

    /// Cuts the private answer being spoken and any waiting; move announcements are spoken on.
    pub fn silence(&mut self) {
        let mut st = self.link.lock();
        st.pending.retain(|i| i.channel == Channel::Public);
        if let Some(tx) = st.sender() {
            let _ = tx.send(Msg::Silence);
        }
        drop(st);
        self.link.progress.notify_all();
    }

    /// The sequence numbers (0 for the first call of `say`, counting every call) of utterances
    /// not spoken to their end, nor replaced by a newer private answer or cut by a silence.
    pub fn unfinished(&self) -> Vec<u64> {
        self.link.lock().pending.iter().map(|i| i.seq).collect()
    }

    /// [`SystemSpeech::unfinished`], and forgets them: the caller has them said by other means,
    /// so they are not spoken again when this speech works again.
    pub fn take_unfinished(&mut self) -> Vec<u64> {
        let mut st = self.link.lock();
        let taken = st.pending.drain(..).map(|i| i.seq).collect();
        drop(st);
        self.link.progress.notify_all();
        taken
    }

    /// What setting up the connection found worth telling: a voice not found, a language set
    /// slowly.
    pub fn notes(&self) -> Vec<SystemNote> {
        self.link.lock().notes.clone()
    }

    /// Waits until everything said has been spoken (or replaced, or cut); `false` on timeout or
    /// failure.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let mut st = self.link.lock();
        loop {
            if !st.health.is_working() {
                return false;
            }
            if st.pending.is_empty() {
                return true;
            }
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            st = self.link.wait_progress(st, deadline - now);
        }
    }
}

impl Speech for SystemSpeech {
    fn say(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        let seq = self.said;
        self.said += 1;
        let text = spoken_text(tokens, vocab);
        if text.trim().is_empty() {
            return;
        }
        let item = Item {
            seq,
            text,
            channel,
            lang: vocab.language().to_string(),
        };
        let mut st = self.link.lock();
        st.lang.clone_from(&item.lang);
        st.pending.push(item.clone());
        // Failed: the item waits in `pending` for a fallback, or for the next connection.
        if let Some(tx) = st.sender() {
            let _ = tx.send(Msg::Say(item));
        }
    }

    fn silence(&mut self) {
        SystemSpeech::silence(self);
    }
}

impl Drop for SystemSpeech {
    fn drop(&mut self) {
        let mut st = self.link.lock();
        st.shutdown = true;
        if let Some(tx) = st.sender() {
            let _ = tx.send(Msg::Shutdown);
        }
        let worker = st.worker.take();
        let deadline = Instant::now() + super::queue::DROP_WAIT;
        while worker.is_some() && !st.worker_ended && st.health.is_working() {
            let now = Instant::now();
            if now >= deadline {
                break;
            }
            st = self.link.wait_progress(st, deadline - now);
        }
        drop(st);
        self.link.notify();
        if let Some(w) = worker
            && w.is_finished()
        {
            let _ = w.join();
        }
        if let Some(s) = self.supervisor.take() {
            let _ = s.join();
        }
    }
}
