//! The system back end: the platform's speech through the `tts` crate, which on Linux is
//! speech-dispatcher (with espeak-ng, RHVoice, … behind it).
//!
//! [`SystemSpeech::say`] never blocks: it renders the tokens to text and hands them to a worker
//! thread that owns the [`tts::Tts`]. The worker keeps the channel rules of every back end:
//!
//! - public utterances (moves, what both players must hear) are spoken in order, each to its
//!   end: none is dropped, none is cut;
//! - there is at most one private utterance: a new one replaces the one waiting or speaking;
//! - a public utterance is spoken as soon as it arrives: a private one speaking is cut (the one
//!   who asked can ask again), public ones wait for each other;
//! - [`SystemSpeech::silence`] cuts the private utterance; public ones are never cut.
//!
//! The worker sends speech-dispatcher one utterance at a time and follows it by its begin and end
//! notifications, so it knows what has been spoken and can tell when speech is stuck.
//!
//! # Failures
//!
//! [`SystemSpeech::start`] gives up after [`SystemOptions::timeout`] (1.5 s unless set) when
//! speech-dispatcher cannot be reached, does not answer (a hung daemon), or accepts speech without
//! playing it. The last case is found by a silent probe: a short word at the lowest volume, whose
//! end notification only comes once the audio output has taken the samples. With the stock
//! PulseAudio output and no sound server, or an ALSA device that never drains, speech-dispatcher
//! answers `speak` with "OK" and sends "begin" but never "end": the probe reports it.
//!
//! Later, [`SystemSpeech::failure`] reports a call to speech-dispatcher that has not returned
//! within the timeout, an utterance that did not begin within 3 s, one that began but did not end
//! long after it should have, a refused utterance, or a worker thread that stopped.
//! [`SystemSpeech::unfinished`] then tells which utterances were not spoken to their end, so the
//! caller can hand them to another back end (see [`super::auto::FallbackSpeech`]).
//!
//! # Language and voice
//!
//! The language is the vocabulary's code (`de` is German). The `tts` crate sets a voice only from
//! its list of voices, and listing espeak-ng's voices through speech-dispatcher 0.11 takes more
//! than 2 s (13,000 voices and variants), twice for one change. So on Unix the worker also opens
//! a second, plain SSIP connection to the same daemon and sets `LANGUAGE` (and
//! `SYNTHESIS_VOICE`, if a voice is named) for the `tts` connection by its client id, which takes
//! milliseconds. The client id is found as the one just before the side connection's own and
//! confirmed by a pitch marker: the side connection sets that client's pitch one step off and the
//! `tts` connection must read it back, or the fast path is abandoned (the pitch is then set back).
//! Without the side connection the voice is set from the list after the start-up check, before
//! anything is spoken.
//!
//! # Shutting down
//!
//! Dropping [`SystemSpeech`] cuts private speech and waits up to 10 s for move announcements
//! still being spoken. The worker never drops its `Tts`: `tts` 0.26 unregisters its callbacks
//! before closing the connection, and a notification arriving in between would panic inside a C
//! callback, which aborts the process. The connection is left to the end of the process.

use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde::Deserialize;
use tts::Tts;

use super::{Channel, Speech};
use crate::notation::{Token, Vocabulary};

/// How long start-up and each call to speech-dispatcher may take, unless set.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_millis(1500);
/// How long an utterance sent may take to begin.
const BEGIN_TIMEOUT: Duration = Duration::from_secs(3);
/// How long listing the voices may take (slow with espeak-ng: see the module documentation).
const LIST_TIMEOUT: Duration = Duration::from_secs(20);
/// How long dropping waits for move announcements still being spoken.
const DROP_WAIT: Duration = Duration::from_secs(10);
/// What the silent probe says.
const PROBE_TEXT: &str = "anna";

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

/// The words of the tokens as the synthesizer should say them: numbers in words.
pub fn spoken_text(tokens: &[Token], vocab: &Vocabulary) -> String {
    let words: Vec<Token> = tokens
        .iter()
        .map(|t| match t {
            Token::Number(n) => Token::Text(vocab.number(*n)),
            t => t.clone(),
        })
        .collect();
    vocab.render(&words)
}

enum Msg {
    Say(Item),
    Silence,
    Begin(String),
    End(String),
    Shutdown,
}

struct Item {
    seq: u64,
    text: String,
    channel: Channel,
    lang: String,
}

#[derive(Default)]
struct Shared {
    failure: Option<String>,
    /// A call to speech-dispatcher under way: since when, how long it may take, what it is.
    busy: Option<(Instant, Duration, &'static str)>,
    /// Sequence numbers of utterances said and not yet spoken to their end (nor replaced or cut).
    unfinished: Vec<u64>,
    notes: Vec<String>,
}

fn lock(shared: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    shared.lock().unwrap_or_else(|e| e.into_inner())
}

/// Speech through speech-dispatcher (see the module documentation).
pub struct SystemSpeech {
    tx: Sender<Msg>,
    shared: Arc<Mutex<Shared>>,
    worker: Option<JoinHandle<()>>,
    /// How many times `say` was called: the sequence number of the next utterance.
    said: u64,
}

impl SystemSpeech {
    /// Connects to speech-dispatcher, sets language, rate, volume and voice, and checks with a
    /// silent probe that speech reaches the audio output; gives up after the options' timeout.
    pub fn start(options: &SystemOptions, vocab: &Vocabulary) -> Result<SystemSpeech, String> {
        let timeout = options.timeout();
        let deadline = Instant::now() + timeout;
        let (tx, rx) = mpsc::channel();
        let (ready_tx, ready_rx) = mpsc::channel();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let worker_shared = Arc::clone(&shared);
        let events = tx.clone();
        let options = options.clone();
        let lang = vocab.code().to_string();
        let worker = std::thread::Builder::new()
            .name("anna-system-speech".to_string())
            .spawn(move || {
                match Worker::connect(options, &lang, rx, events, worker_shared, deadline) {
                    Ok(mut worker) => {
                        if ready_tx.send(Ok(())).is_ok() {
                            // Without the side connection this is the slow way, so it comes
                            // after the start-up check; nothing is spoken before it is done.
                            worker.set_language(&lang);
                            worker.run();
                        } else {
                            // Too late: the caller gave up and went on without us.
                            std::mem::forget(worker.tts);
                        }
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                    }
                }
            })
            .map_err(|e| format!("cannot start the speech thread: {e}"))?;
        match ready_rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(Ok(())) => Ok(SystemSpeech {
                tx,
                shared,
                worker: Some(worker),
                said: 0,
            }),
            Ok(Err(e)) => Err(e),
            // The thread stays behind, blocked in speech-dispatcher's client library; it ends
            // when (if ever) the call returns and finds nobody waiting.
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "speech-dispatcher did not answer within {:.1} s",
                timeout.as_secs_f64()
            )),
            Err(RecvTimeoutError::Disconnected) => {
                Err("the speech thread stopped while starting".to_string())
            }
        }
    }

    /// Cuts the private answer being spoken and any waiting; move announcements are spoken on.
    pub fn silence(&mut self) {
        let _ = self.tx.send(Msg::Silence);
    }

    /// What went wrong since start-up, if anything: the caller may fall back to other speech.
    /// Once reported, a failure stays (a call that answers late does not make speech usable).
    pub fn failure(&self) -> Option<String> {
        let stopped = self.worker.as_ref().is_none_or(|w| w.is_finished());
        let mut shared = lock(&self.shared);
        if shared.failure.is_none() {
            if let Some((since, limit, what)) = shared.busy
                && since.elapsed() > limit
            {
                shared.failure = Some(format!(
                    "speech-dispatcher did not answer within {:.1} s ({what})",
                    limit.as_secs_f64()
                ));
            } else if stopped {
                shared.failure = Some("the speech thread stopped".to_string());
            }
        }
        shared.failure.clone()
    }

    /// The sequence numbers (0 for the first call of `say`, counting every call) of utterances
    /// not spoken to their end, nor replaced by a newer private answer or cut by a silence.
    pub fn unfinished(&self) -> Vec<u64> {
        lock(&self.shared).unfinished.clone()
    }

    /// What the start-up found worth telling: a voice not found, a language set slowly.
    pub fn notes(&self) -> Vec<String> {
        lock(&self.shared).notes.clone()
    }

    /// Waits until everything said has been spoken (or replaced, or cut); `false` on timeout or
    /// failure.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        loop {
            if self.failure().is_some() {
                return false;
            }
            if lock(&self.shared).unfinished.is_empty() {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
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
        lock(&self.shared).unfinished.push(seq);
        let item = Item {
            seq,
            text,
            channel,
            lang: vocab.code().to_string(),
        };
        // A worker that is gone has recorded why; `unfinished` keeps the item for a fallback.
        let _ = self.tx.send(Msg::Say(item));
    }
}

impl Drop for SystemSpeech {
    fn drop(&mut self) {
        let _ = self.tx.send(Msg::Shutdown);
        let Some(worker) = self.worker.take() else {
            return;
        };
        let deadline = Instant::now() + DROP_WAIT;
        while !worker.is_finished() && Instant::now() < deadline && self.failure().is_none() {
            std::thread::sleep(Duration::from_millis(5));
        }
        if worker.is_finished() {
            let _ = worker.join();
        }
    }
}

struct Current {
    item: Item,
    key: String,
    sent: Instant,
    begun: Option<Instant>,
}

struct Worker {
    tts: Tts,
    rx: Receiver<Msg>,
    shared: Arc<Mutex<Shared>>,
    options: SystemOptions,
    timeout: Duration,
    side: Option<side::Side>,
    lang: String,
    public: VecDeque<Item>,
    private: Option<Item>,
    current: Option<Current>,
    /// Messages that came in during start-up, before the worker loop.
    early: VecDeque<Msg>,
    shutting: Option<Instant>,
}

fn key(id: &tts::UtteranceId) -> String {
    format!("{id:?}")
}

impl Worker {
    /// The start-up check, on the worker thread (see [`SystemSpeech::start`]).
    fn connect(
        options: SystemOptions,
        lang: &str,
        rx: Receiver<Msg>,
        events: Sender<Msg>,
        shared: Arc<Mutex<Shared>>,
        deadline: Instant,
    ) -> Result<Worker, String> {
        let tts =
            Tts::default().map_err(|e| format!("cannot connect to speech-dispatcher: {e}"))?;
        let features = tts.supported_features();
        if !features.utterance_callbacks {
            std::mem::forget(tts);
            return Err("the system speech cannot report when it has spoken".to_string());
        }
        // These run on the client library's own thread and must never panic (it is a C
        // callback): a send to a worker that is gone is simply lost.
        let begin = events.clone();
        let end = events.clone();
        let stop = events;
        let registered = tts
            .on_utterance_begin(Some(Box::new(move |id| {
                let _ = begin.send(Msg::Begin(key(&id)));
            })))
            .and_then(|_| {
                tts.on_utterance_end(Some(Box::new(move |id| {
                    let _ = end.send(Msg::End(key(&id)));
                })))
            })
            .and_then(|_| {
                tts.on_utterance_stop(Some(Box::new(move |id| {
                    let _ = stop.send(Msg::End(key(&id)));
                })))
            });
        let timeout = options.timeout();
        let mut worker = Worker {
            tts,
            rx,
            shared,
            options,
            timeout,
            side: None,
            lang: String::new(),
            public: VecDeque::new(),
            private: None,
            current: None,
            early: VecDeque::new(),
            shutting: None,
        };
        if let Err(e) = registered {
            std::mem::forget(worker.tts);
            return Err(format!("cannot follow the system speech: {e}"));
        }
        if worker.open_side() {
            worker.set_language(lang);
        }
        // The probe's own verdict must reach the caller before the caller stops waiting.
        let margin = (timeout / 10).min(Duration::from_millis(200));
        if let Err(e) = worker.probe(deadline - margin) {
            std::mem::forget(worker.tts);
            return Err(e);
        }
        worker.apply_rate_and_volume();
        Ok(worker)
    }

    fn note(&self, note: String) {
        lock(&self.shared).notes.push(note);
    }

    /// Runs one call to the synthesizer, marked busy so that a hung call is seen from outside.
    fn call<T>(&mut self, what: &'static str, limit: Duration, f: impl FnOnce(&mut Tts) -> T) -> T {
        lock(&self.shared).busy = Some((Instant::now(), limit, what));
        let result = f(&mut self.tts);
        lock(&self.shared).busy = None;
        result
    }

    /// The silent probe: a word at the lowest volume must begin and end before the deadline.
    fn probe(&mut self, deadline: Instant) -> Result<(), String> {
        let limit = self.timeout;
        let min = self.tts.min_volume();
        let volume = self.call("volume", limit, |t| t.get_volume()).ok();
        let spoken = self
            .call("probe", limit, |t| {
                t.set_volume(min)?;
                t.speak(PROBE_TEXT, false)
            })
            .map_err(|e| format!("speech-dispatcher refused to speak: {e}"))?;
        let Some(id) = spoken else {
            return Err("speech-dispatcher gave no id for speech".to_string());
        };
        let id = key(&id);
        let mut begun = false;
        let result = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.rx.recv_timeout(left) {
                Ok(Msg::Begin(k)) if k == id => begun = true,
                Ok(Msg::End(k)) if k == id => break Ok(()),
                Ok(Msg::Begin(_)) | Ok(Msg::End(_)) => {}
                Ok(other) => self.early.push_back(other),
                Err(RecvTimeoutError::Timeout) if begun => {
                    break Err(
                        "speech-dispatcher began to speak but no audio was played (is its audio \
                         output working?)"
                            .to_string(),
                    );
                }
                Err(RecvTimeoutError::Timeout) => {
                    break Err("speech-dispatcher accepted speech but did not speak".to_string());
                }
                Err(RecvTimeoutError::Disconnected) => {
                    break Err("the speech thread lost its messages".to_string());
                }
            }
        };
        result?;
        if let Some(v) = volume {
            let _ = self.call("volume", limit, |t| t.set_volume(v).map(|_| ()));
        }
        Ok(())
    }

    fn apply_rate_and_volume(&mut self) {
        let limit = self.timeout;
        if let Some(rate) = self.options.rate {
            let r = rate.clamp(-100, 100) as f32 / 100.0;
            let (min, normal, max) = (
                self.tts.min_rate(),
                self.tts.normal_rate(),
                self.tts.max_rate(),
            );
            let value = if r >= 0.0 {
                normal + r * (max - normal)
            } else {
                normal + r * (normal - min)
            };
            if let Err(e) = self.call("rate", limit, |t| t.set_rate(value).map(|_| ())) {
                self.note(format!("rate not set: {e}"));
            }
        }
        if let Some(volume) = self.options.volume {
            let p = f32::from(volume.min(100)) / 100.0;
            let (min, max) = (self.tts.min_volume(), self.tts.max_volume());
            let value = min + p * (max - min);
            if let Err(e) = self.call("volume", limit, |t| t.set_volume(value).map(|_| ())) {
                self.note(format!("volume not set: {e}"));
            }
        }
    }

    /// Opens the side connection and finds the `tts` connection's client id; `false` if not.
    fn open_side(&mut self) -> bool {
        let limit = self.timeout;
        let Ok(mut side) = side::Side::open(limit) else {
            return false;
        };
        let Ok(pitch) = self.call("pitch", limit, |t| t.get_pitch()) else {
            return false;
        };
        let pitch = pitch.round() as i32;
        let marker = if pitch >= 100 { pitch - 1 } else { pitch + 1 };
        let Some(candidate) = side.own_id.checked_sub(1).filter(|c| *c > 0) else {
            return false;
        };
        if side
            .command(&format!("SET {candidate} PITCH {marker}"))
            .is_err()
        {
            return false;
        }
        let seen = self.call("pitch", limit, |t| t.get_pitch());
        if seen.is_ok_and(|p| p.round() as i32 == marker) {
            let _ = self.call("pitch", limit, |t| t.set_pitch(pitch as f32).map(|_| ()));
            side.target = Some(candidate);
            self.side = Some(side);
            true
        } else {
            // Another client took that id: put its pitch back as it most likely was.
            let _ = side.command(&format!("SET {candidate} PITCH {pitch}"));
            false
        }
    }

    /// Sets the language (and the voice, if one is named) for speech to come.
    fn set_language(&mut self, lang: &str) {
        if self.lang == lang {
            return;
        }
        self.lang = lang.to_string();
        let voice = self.options.voice.clone();
        if let Some(side) = &mut self.side {
            let target = side.target.unwrap_or_default();
            let mut ok = side
                .command(&format!("SET {target} LANGUAGE {lang}"))
                .is_ok();
            if let Some(voice) = &voice {
                ok &= side
                    .command(&format!("SET {target} SYNTHESIS_VOICE {voice}"))
                    .is_ok();
            }
            if ok {
                return;
            }
            self.side = None;
        }
        self.note(format!(
            "language {lang} set from the list of voices (slow)"
        ));
        let voices = match self.call("list of voices", LIST_TIMEOUT, |t| t.voices()) {
            Ok(v) => v,
            Err(e) => {
                self.note(format!("cannot list the voices: {e}"));
                return;
            }
        };
        let chosen = match &voice {
            Some(name) => voices
                .iter()
                .find(|v| v.name() == *name)
                .or_else(|| voices.iter().find(|v| v.name().eq_ignore_ascii_case(name))),
            None => voices
                .iter()
                .filter(|v| v.language().primary_language().eq_ignore_ascii_case(lang))
                .min_by_key(|v| v.name().contains('+')),
        };
        match chosen.cloned() {
            Some(v) => {
                if let Err(e) = self.call("voice", LIST_TIMEOUT, |t| t.set_voice(&v)) {
                    self.note(format!("voice {} not set: {e}", v.name()));
                }
            }
            None => self.note(match &voice {
                Some(name) => format!("no voice named {name}"),
                None => format!("no voice for the language {lang}"),
            }),
        }
    }

    fn fail(&mut self, why: String) {
        let mut shared = lock(&self.shared);
        if shared.failure.is_none() {
            shared.failure = Some(why);
        }
    }

    fn failed(&self) -> bool {
        lock(&self.shared).failure.is_some()
    }

    fn finished(&self, seq: u64) {
        lock(&self.shared).unfinished.retain(|s| *s != seq);
    }

    fn run(mut self) {
        loop {
            let msg = match self.early.pop_front() {
                Some(m) => Ok(m),
                None => self.rx.recv_timeout(Duration::from_millis(50)),
            };
            match msg {
                Ok(Msg::Say(item)) => self.accept(item),
                Ok(Msg::Silence) => self.silence(),
                Ok(Msg::Begin(k)) => {
                    if let Some(c) = self.current.as_mut().filter(|c| c.key == k) {
                        c.begun.get_or_insert_with(Instant::now);
                    }
                }
                Ok(Msg::End(k)) => {
                    if self.current.as_ref().is_some_and(|c| c.key == k)
                        && let Some(c) = self.current.take()
                    {
                        self.finished(c.item.seq);
                    }
                }
                Ok(Msg::Shutdown) | Err(RecvTimeoutError::Disconnected) => {
                    self.shutting.get_or_insert_with(Instant::now);
                    self.silence();
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
            self.watch();
            if self.failed() {
                break;
            }
            self.next();
            let idle = self.current.is_none() && self.public.is_empty();
            if let Some(since) = self.shutting
                && (idle || since.elapsed() > DROP_WAIT)
            {
                break;
            }
        }
        // See the module documentation: the connection stays open until the process ends.
        std::mem::forget(self.tts);
    }

    fn accept(&mut self, item: Item) {
        match item.channel {
            Channel::Public => {
                if self
                    .current
                    .as_ref()
                    .is_some_and(|c| c.item.channel == Channel::Private)
                {
                    self.cut_current();
                }
                self.public.push_back(item);
            }
            Channel::Private => {
                self.silence();
                self.private = Some(item);
            }
        }
    }

    fn silence(&mut self) {
        if let Some(old) = self.private.take() {
            self.finished(old.seq);
        }
        if self
            .current
            .as_ref()
            .is_some_and(|c| c.item.channel == Channel::Private)
        {
            self.cut_current();
        }
    }

    /// Stops the utterance speaking (a private one: public ones are never cut).
    fn cut_current(&mut self) {
        let Some(c) = self.current.take() else {
            return;
        };
        self.finished(c.item.seq);
        let limit = self.timeout;
        if let Err(e) = self.call("stop", limit, |t| t.stop().map(|_| ())) {
            self.fail(format!("speech-dispatcher could not stop speaking: {e}"));
        }
    }

    /// Sends the next utterance if none is speaking: public ones first.
    fn next(&mut self) {
        if self.current.is_some() {
            return;
        }
        let Some(item) = self.public.pop_front().or_else(|| self.private.take()) else {
            return;
        };
        let lang = item.lang.clone();
        self.set_language(&lang);
        let limit = self.timeout;
        let text = item.text.clone();
        match self.call("speak", limit, |t| t.speak(text, false)) {
            Ok(Some(id)) => {
                self.current = Some(Current {
                    item,
                    key: key(&id),
                    sent: Instant::now(),
                    begun: None,
                });
            }
            Ok(None) => {
                self.requeue(item);
                self.fail("speech-dispatcher gave no id for speech".to_string());
            }
            Err(e) => {
                self.requeue(item);
                self.fail(format!("speech-dispatcher refused to speak: {e}"));
            }
        }
    }

    fn requeue(&mut self, item: Item) {
        match item.channel {
            Channel::Public => self.public.push_front(item),
            Channel::Private => self.private = Some(item),
        }
    }

    /// Fails an utterance that does not begin, or does not end long after it should have.
    fn watch(&mut self) {
        let Some(c) = &self.current else {
            return;
        };
        match c.begun {
            None if c.sent.elapsed() > BEGIN_TIMEOUT => {
                self.fail(format!(
                    "speech-dispatcher did not begin to speak within {} s",
                    BEGIN_TIMEOUT.as_secs()
                ));
            }
            Some(begun) if begun.elapsed() > self.longest(&c.item.text) => {
                self.fail(
                    "speech-dispatcher did not finish speaking (is its audio output working?)"
                        .to_string(),
                );
            }
            _ => {}
        }
    }

    /// A generous bound on how long a text takes to speak: 4 s and a quarter second a
    /// character at the normal rate, up to two and a half times that at the slowest.
    fn longest(&self, text: &str) -> Duration {
        let slow = f64::from((-self.options.rate.unwrap_or(0)).clamp(0, 100)) / 100.0;
        let chars = text.chars().count() as f64;
        Duration::from_secs_f64((4.0 + 0.25 * chars) * (1.0 + 1.5 * slow))
    }
}

/// A plain SSIP connection to the daemon `tts` talks to, for what `tts` cannot do quickly.
mod side {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::net::{TcpStream, ToSocketAddrs};
    #[cfg(unix)]
    use std::os::unix::net::UnixStream;
    use std::path::PathBuf;
    use std::time::Duration;

    enum Stream {
        #[cfg(unix)]
        Unix(UnixStream),
        Tcp(TcpStream),
    }

    impl Read for Stream {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            match self {
                #[cfg(unix)]
                Stream::Unix(s) => s.read(buf),
                Stream::Tcp(s) => s.read(buf),
            }
        }
    }

    impl Write for Stream {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            match self {
                #[cfg(unix)]
                Stream::Unix(s) => s.write(buf),
                Stream::Tcp(s) => s.write(buf),
            }
        }

        fn flush(&mut self) -> std::io::Result<()> {
            match self {
                #[cfg(unix)]
                Stream::Unix(s) => s.flush(),
                Stream::Tcp(s) => s.flush(),
            }
        }
    }

    pub struct Side {
        conn: BufReader<Stream>,
        /// This connection's own client id.
        pub own_id: u64,
        /// The client id of the `tts` connection, once confirmed.
        pub target: Option<u64>,
    }

    /// Where speech-dispatcher listens, as its client library finds it: `SPEECHD_ADDRESS`
    /// (`unix_socket:PATH`, `inet_socket:HOST:PORT`) or the user's runtime directory.
    fn address() -> Option<Result<PathBuf, (String, u16)>> {
        let default_socket = || {
            let runtime = std::env::var_os("XDG_RUNTIME_DIR")
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
                .or_else(|| {
                    std::env::var_os("XDG_CACHE_HOME")
                        .filter(|v| !v.is_empty())
                        .map(PathBuf::from)
                })
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
            Some(runtime.join("speech-dispatcher/speechd.sock"))
        };
        let Some(address) = std::env::var("SPEECHD_ADDRESS")
            .ok()
            .filter(|a| !a.is_empty())
        else {
            return default_socket().map(Ok);
        };
        let mut parts = address.splitn(2, ':');
        match (parts.next(), parts.next()) {
            (Some("unix_socket"), Some(path)) if !path.is_empty() => Some(Ok(PathBuf::from(path))),
            (Some("unix_socket"), _) => default_socket().map(Ok),
            (Some("inet_socket"), rest) => {
                let rest = rest.unwrap_or("");
                let (host, port) = match rest.rsplit_once(':') {
                    Some((h, p)) => (h.to_string(), p.parse().ok()?),
                    None if rest.is_empty() => ("127.0.0.1".to_string(), 6560),
                    None => (rest.to_string(), 6560),
                };
                Some(Err((host, port)))
            }
            _ => None,
        }
    }

    impl Side {
        pub fn open(timeout: Duration) -> Result<Side, String> {
            let stream = match address().ok_or("no speech-dispatcher address")? {
                #[cfg(unix)]
                Ok(path) => {
                    let s = UnixStream::connect(&path).map_err(|e| e.to_string())?;
                    s.set_read_timeout(Some(timeout))
                        .map_err(|e| e.to_string())?;
                    s.set_write_timeout(Some(timeout))
                        .map_err(|e| e.to_string())?;
                    Stream::Unix(s)
                }
                #[cfg(not(unix))]
                Ok(_) => return Err("no Unix sockets here".to_string()),
                Err((host, port)) => {
                    let addr = (host.as_str(), port)
                        .to_socket_addrs()
                        .map_err(|e| e.to_string())?
                        .next()
                        .ok_or("no address")?;
                    let s =
                        TcpStream::connect_timeout(&addr, timeout).map_err(|e| e.to_string())?;
                    s.set_read_timeout(Some(timeout))
                        .map_err(|e| e.to_string())?;
                    s.set_write_timeout(Some(timeout))
                        .map_err(|e| e.to_string())?;
                    Stream::Tcp(s)
                }
            };
            let mut side = Side {
                conn: BufReader::new(stream),
                own_id: 0,
                target: None,
            };
            side.command("SET SELF CLIENT_NAME anna:anna:settings")?;
            let id = side.command("HISTORY GET CLIENT_ID")?;
            side.own_id = id
                .first()
                .and_then(|l| l.trim().parse().ok())
                .ok_or("no client id")?;
            Ok(side)
        }

        /// Sends one command and reads its reply: the data lines of a 2xx answer, or the error.
        pub fn command(&mut self, line: &str) -> Result<Vec<String>, String> {
            let stream = self.conn.get_mut();
            stream
                .write_all(format!("{line}\r\n").as_bytes())
                .and_then(|_| stream.flush())
                .map_err(|e| e.to_string())?;
            let mut data = Vec::new();
            loop {
                let mut reply = String::new();
                let n = self.conn.read_line(&mut reply).map_err(|e| e.to_string())?;
                if n == 0 {
                    return Err("connection closed".to_string());
                }
                let reply = reply.trim_end();
                if reply.len() < 4 {
                    return Err(format!("unexpected reply: {reply}"));
                }
                let (code, rest) = reply.split_at(3);
                if let Some(d) = rest.strip_prefix('-') {
                    data.push(d.to_string());
                    continue;
                }
                return if code.starts_with('2') {
                    Ok(data)
                } else {
                    Err(reply.to_string())
                };
            }
        }
    }
}
