//! One connection to speech-dispatcher: made (and checked by the silent probe) on a thread of its
//! own, which then speaks through it until it fails, a newer connection replaces it, or speech
//! shuts down. The thread blocks on its channel while nothing is being spoken; it only sets a
//! timeout while an utterance is under way (to see one that does not begin or end), or where the
//! connection cannot be watched (then it checks the daemon every [`RETRY`]).

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use tts::Tts;

use super::link::{Item, Link, Msg, RETRY};
use super::side::{SettingsConnection, Watch};
use super::{SystemNote, SystemOptions};
use crate::speech::Channel;
use crate::speech::health::{Call, SpeechFault};
use crate::speech::queue::{self, DROP_WAIT, Dropped, Queued};

/// How long an utterance sent may take to begin.
const BEGIN_TIMEOUT: Duration = Duration::from_secs(3);
/// How long listing the voices may take (slow with espeak-ng: see [`super`]).
const LIST_TIMEOUT: Duration = Duration::from_secs(20);
/// What the silent probe says.
const PROBE_TEXT: &str = "anna";

/// Makes connection `id` and, if it is still wanted, speaks through it (the thread's body).
pub fn attempt(link: Arc<Link>, id: u64, lang: String, deadline: Instant) {
    let (tx, rx) = mpsc::channel();
    match Worker::connect(Arc::clone(&link), id, &lang, rx, tx.clone(), deadline) {
        Ok(mut worker) => {
            if link.install(id, tx) {
                let guard = Guard {
                    link: Arc::clone(&link),
                    id,
                };
                // Without the side connection this is the slow way, so it comes after the
                // start-up check; nothing is spoken before it is done.
                worker.set_language(&lang);
                worker.run();
                drop(guard);
            } else {
                // Too late: the connection was given up on, or speech shut down.
                worker.close();
            }
        }
        Err(fault) => link.attempt_failed(id, fault),
    }
}

/// Fails speech if the worker's thread ends while its connection is in use (a panic), and wakes
/// whoever waits for the worker to end.
struct Guard {
    link: Arc<Link>,
    id: u64,
}

impl Drop for Guard {
    fn drop(&mut self) {
        let shutting = self.link.lock().shutdown;
        if !shutting {
            self.link.fail(self.id, SpeechFault::ThreadStopped);
        }
        self.link.worker_ended(self.id);
    }
}

impl Queued for Item {
    fn channel(&self) -> Channel {
        self.channel
    }
}

/// How far the utterance speaking got: sent to speech-dispatcher as `key`, and maybe begun.
struct Sent {
    key: String,
    sent: Instant,
    begun: Option<Instant>,
}

pub struct Worker {
    tts: Tts,
    rx: Receiver<Msg>,
    link: Arc<Link>,
    id: u64,
    options: SystemOptions,
    timeout: Duration,
    side: Option<SettingsConnection>,
    watch: Option<Watch>,
    /// The pitch read at start-up: setting it again is the liveness check without a watch.
    pitch: Option<f32>,
    ping_due: Option<Instant>,
    lang: String,
    queue: queue::Queue<Item, Sent>,
    /// Messages that came in during start-up, before the worker loop.
    early: VecDeque<Msg>,
    shutting: Option<Instant>,
}

fn key(id: &tts::UtteranceId) -> String {
    format!("{id:?}")
}

impl Worker {
    /// Connects, sets the language the fast way if it can, and checks with the silent probe that
    /// speech reaches the audio output before `deadline`.
    fn connect(
        link: Arc<Link>,
        id: u64,
        lang: &str,
        rx: Receiver<Msg>,
        events: Sender<Msg>,
        deadline: Instant,
    ) -> Result<Worker, SpeechFault> {
        let tts = Tts::default().map_err(|_| SpeechFault::DaemonGone)?;
        let features = tts.supported_features();
        if !features.utterance_callbacks {
            std::mem::forget(tts);
            return Err(SpeechFault::NoCallbacks);
        }
        // These run on the client library's own thread and must never panic (it is a C
        // callback): a send to a worker that is gone is simply lost.
        let begin = events.clone();
        let end = events.clone();
        let stop = events.clone();
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
        let options = link.options.clone();
        let timeout = options.timeout();
        let mut worker = Worker {
            tts,
            rx,
            link,
            id,
            options,
            timeout,
            side: None,
            watch: None,
            pitch: None,
            ping_due: None,
            lang: String::new(),
            queue: queue::Queue::default(),
            early: VecDeque::new(),
            shutting: None,
        };
        if registered.is_err() {
            worker.close();
            return Err(SpeechFault::NoCallbacks);
        }
        if worker.open_side() {
            worker.set_language(lang);
        }
        // The probe's own verdict must come before the supervisor gives up on the connection.
        let margin = (timeout / 10).min(Duration::from_millis(200));
        if let Err(fault) = worker.probe(deadline - margin) {
            worker.close();
            return Err(fault);
        }
        worker.apply_rate_and_volume();
        let (link, gone) = (Arc::clone(&worker.link), events);
        worker.watch = Watch::open(timeout, move || {
            link.fail(id, SpeechFault::DaemonGone);
            let _ = gone.send(Msg::Gone);
        });
        if worker.watch.is_none() {
            worker.pitch = worker.call(Call::Pitch, timeout, |t| t.get_pitch()).ok();
        }
        Ok(worker)
    }

    /// Leaves the connection open until the process ends: `tts` 0.26 unregisters its callbacks
    /// before closing the connection, and a notification arriving in between would panic inside
    /// a C callback, which aborts the process.
    fn close(self) {
        if let Some(watch) = &self.watch {
            watch.stop();
        }
        std::mem::forget(self.tts);
    }

    fn note(&self, note: SystemNote) {
        self.link.note(note);
    }

    /// Runs one call to the synthesizer, marked busy so that the supervisor sees a hung call.
    fn call<T>(&mut self, call: Call, limit: Duration, f: impl FnOnce(&mut Tts) -> T) -> T {
        self.link.call_begins(self.id, call, limit);
        let result = f(&mut self.tts);
        self.link.call_ends(self.id);
        result
    }

    fn fail(&self, fault: SpeechFault) {
        self.link.fail(self.id, fault);
    }

    /// The silent probe: a word at the lowest volume must begin and end before the deadline.
    fn probe(&mut self, deadline: Instant) -> Result<(), SpeechFault> {
        let limit = self.timeout;
        let min = self.tts.min_volume();
        let volume = self.call(Call::Volume, limit, |t| t.get_volume()).ok();
        let spoken = self
            .call(Call::Speak, limit, |t| {
                t.set_volume(min)?;
                t.speak(PROBE_TEXT, false)
            })
            .map_err(|_| SpeechFault::Refused { call: Call::Speak })?;
        let Some(id) = spoken else {
            return Err(SpeechFault::Refused { call: Call::Speak });
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
                Err(RecvTimeoutError::Timeout) if begun => break Err(SpeechFault::NoAudio),
                Err(RecvTimeoutError::Timeout) => {
                    break Err(SpeechFault::NotBegun {
                        limit: self.timeout,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => break Err(SpeechFault::ThreadStopped),
            }
        };
        result?;
        if let Some(v) = volume {
            let _ = self.call(Call::Volume, limit, |t| t.set_volume(v).map(|_| ()));
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
            if self
                .call(Call::Rate, limit, |t| t.set_rate(value).map(|_| ()))
                .is_err()
            {
                self.note(SystemNote::RateNotSet);
            }
        }
        if let Some(volume) = self.options.volume {
            let p = f32::from(volume.min(100)) / 100.0;
            let (min, max) = (self.tts.min_volume(), self.tts.max_volume());
            let value = min + p * (max - min);
            if self
                .call(Call::Volume, limit, |t| t.set_volume(value).map(|_| ()))
                .is_err()
            {
                self.note(SystemNote::VolumeNotSet);
            }
        }
    }

    /// Opens the side connection and finds the `tts` connection's client id; `false` if not.
    fn open_side(&mut self) -> bool {
        let limit = self.timeout;
        let Ok(mut side) = SettingsConnection::open(limit) else {
            return false;
        };
        let Ok(pitch) = self.call(Call::Pitch, limit, |t| t.get_pitch()) else {
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
        let seen = self.call(Call::Pitch, limit, |t| t.get_pitch());
        if seen.is_ok_and(|p| p.round() as i32 == marker) {
            let _ = self.call(Call::Pitch, limit, |t| {
                t.set_pitch(pitch as f32).map(|_| ())
            });
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
        self.note(SystemNote::LanguageSetSlowly(lang.to_string()));
        let Ok(voices) = self.call(Call::Voices, LIST_TIMEOUT, |t| t.voices()) else {
            self.note(SystemNote::VoicesNotListed);
            return;
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
                if self
                    .call(Call::Voice, LIST_TIMEOUT, |t| t.set_voice(&v))
                    .is_err()
                {
                    self.note(SystemNote::VoiceNotSet(v.name()));
                }
            }
            None => self.note(match voice {
                Some(name) => SystemNote::NoVoiceNamed(name),
                None => SystemNote::NoVoiceForLanguage(lang.to_string()),
            }),
        }
    }

    /// When the loop must look again without a message: an utterance that should have begun or
    /// ended, the end of the wait at shutdown, a liveness check. `None`: only a message.
    fn deadline(&self) -> Option<Instant> {
        let utterance = self.queue.speaking().map(|(item, s)| match s.begun {
            None => s.sent + BEGIN_TIMEOUT,
            Some(begun) => begun + self.longest(&item.text),
        });
        let shutting = self.shutting.map(|s| s + DROP_WAIT);
        [utterance, shutting, self.ping_due]
            .into_iter()
            .flatten()
            .min()
    }

    fn run(mut self) {
        if self.watch.is_none() {
            self.ping_due = Some(Instant::now() + RETRY);
        }
        loop {
            let msg = match self.early.pop_front() {
                Some(m) => Ok(m),
                None => match self.deadline() {
                    Some(t) => self
                        .rx
                        .recv_timeout(t.saturating_duration_since(Instant::now())),
                    None => self.rx.recv().map_err(|_| RecvTimeoutError::Disconnected),
                },
            };
            match msg {
                Ok(Msg::Say(item)) => self.accept(item),
                Ok(Msg::Silence) => self.silence(),
                Ok(Msg::Begin(k)) => {
                    if let Some((_, s)) = self.queue.speaking_mut().filter(|(_, s)| s.key == k) {
                        s.begun.get_or_insert_with(Instant::now);
                    }
                }
                Ok(Msg::End(k)) => {
                    if self.queue.speaking().is_some_and(|(_, s)| s.key == k)
                        && let Some(item) = self.queue.end()
                    {
                        self.link.finished(item.seq);
                    }
                }
                Ok(Msg::Gone) => self.fail(SpeechFault::DaemonGone),
                Ok(Msg::Shutdown) | Err(RecvTimeoutError::Disconnected) => {
                    self.shutting.get_or_insert_with(Instant::now);
                    self.silence();
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
            self.watch_utterance();
            self.ping();
            if !self.link.is_current(self.id) {
                break;
            }
            self.next();
            let idle = self.queue.speaking().is_none() && !self.queue.public_waiting();
            if let Some(since) = self.shutting
                && (idle || since.elapsed() > DROP_WAIT)
            {
                break;
            }
        }
        self.close();
    }

    /// The liveness check where the connection cannot be watched: only while idle, since an
    /// utterance under way is watched by its own timeouts.
    fn ping(&mut self) {
        let Some(due) = self.ping_due else {
            return;
        };
        if Instant::now() < due {
            return;
        }
        self.ping_due = Some(Instant::now() + RETRY);
        if self.queue.speaking().is_some() {
            return;
        }
        let (limit, pitch) = (self.timeout, self.pitch.unwrap_or(0.0));
        if self
            .call(Call::Ping, limit, |t| t.set_pitch(pitch).map(|_| ()))
            .is_err()
        {
            self.fail(SpeechFault::DaemonGone);
        }
    }

    fn accept(&mut self, item: Item) {
        let dropped = self.queue.say(item);
        self.drop_private(dropped);
    }

    fn silence(&mut self) {
        let dropped = self.queue.silence();
        self.drop_private(dropped);
    }

    /// Accounts for the private utterances the queue gave up, and stops the one speaking (public
    /// ones are never cut).
    fn drop_private(&mut self, dropped: Dropped<Item>) {
        if let Some(old) = dropped.waiting {
            self.link.finished(old.seq);
        }
        let Some(cut) = dropped.cut else {
            return;
        };
        self.link.finished(cut.seq);
        let limit = self.timeout;
        if self
            .call(Call::Stop, limit, |t| t.stop().map(|_| ()))
            .is_err()
        {
            self.fail(SpeechFault::Refused { call: Call::Stop });
        }
    }

    /// Sends the next utterance if none is speaking: public ones first.
    fn next(&mut self) {
        let Some(item) = self.queue.next_waiting() else {
            return;
        };
        let lang = item.lang.clone();
        self.set_language(&lang);
        let limit = self.timeout;
        let text = item.text.clone();
        match self.call(Call::Speak, limit, |t| t.speak(text, false)) {
            Ok(Some(id)) => self.queue.begin(
                item,
                Sent {
                    key: key(&id),
                    sent: Instant::now(),
                    begun: None,
                },
            ),
            Ok(None) | Err(_) => self.fail(SpeechFault::Refused { call: Call::Speak }),
        }
    }

    /// Fails an utterance that does not begin, or does not end long after it should have.
    fn watch_utterance(&mut self) {
        let Some((item, s)) = self.queue.speaking() else {
            return;
        };
        match s.begun {
            None if s.sent.elapsed() > BEGIN_TIMEOUT => self.fail(SpeechFault::NotBegun {
                limit: BEGIN_TIMEOUT,
            }),
            Some(begun) if begun.elapsed() > self.longest(&item.text) => {
                self.fail(SpeechFault::NoAudio)
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
