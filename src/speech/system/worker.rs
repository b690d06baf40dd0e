//! One connection to speech-dispatcher: made (and checked by the silent probe) on a thread of its
//! own, which then speaks through it until it fails, a newer connection replaces it, or speech
//! shuts down. The thread sleeps in one wait for a message, an event from the daemon or the
//! daemon closing the connection (`connection.rs`); it only sets a timeout while an utterance is
//! under way (to see one that does not begin or end), or while shutting down.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use mio::net::UnixStream;
use ssip_client_async::{ClientResult, MessageScope, MioClient, Response};

use super::connection::{Connection, Failure, Mailbox, SELF};
use super::link::Link;
use super::mail::{Item, Msg};
use super::{SystemNote, SystemOptions, side};
use crate::speech::Channel;
use crate::speech::health::{Call, SpeechFault};
use crate::speech::queue::{self, DROP_WAIT, Dropped, Queued};

/// How long an utterance sent may take to begin.
const BEGIN_TIMEOUT: Duration = Duration::from_secs(3);
/// What the silent probe says.
const PROBE_TEXT: &str = "anna";

/// Makes connection `id` and, if it is still wanted, speaks through it (the thread's body).
pub fn attempt(link: Arc<Link>, id: u64, lang: String, deadline: Instant) {
    let (tx, rx) = mpsc::channel();
    match Worker::connect(Arc::clone(&link), id, &lang, rx, tx, deadline) {
        Ok((worker, mailbox)) => {
            // Otherwise too late: the connection was given up on, or speech shut down; it
            // closes as the worker is dropped.
            if link.install(id, mailbox) {
                let guard = Guard {
                    link: Arc::clone(&link),
                    id,
                };
                worker.run();
                drop(guard);
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
    conn: Connection,
    rx: Receiver<Msg>,
    link: Arc<Link>,
    id: u64,
    options: SystemOptions,
    timeout: Duration,
    lang: String,
    queue: queue::Queue<Item, Sent>,
    /// Messages from the owner that came in during start-up, before the worker loop.
    early: VecDeque<Msg>,
    shutting: Option<Instant>,
}

/// The fault a failed request stands for.
fn fault(call: Call, limit: Duration, failure: Failure) -> SpeechFault {
    match failure {
        Failure::Timeout => SpeechFault::Timeout { call, limit },
        Failure::Refused => SpeechFault::Refused { call },
        Failure::Gone => SpeechFault::DaemonGone,
    }
}

/// SSIP's volume (-100 to 100) for a volume in percent.
fn ssip_volume(percent: u8) -> i8 {
    (i16::from(percent.min(100)) * 2 - 100) as i8
}

impl Worker {
    /// Connects, sets the language and checks with the silent probe that speech reaches the
    /// audio output before `deadline`.
    fn connect(
        link: Arc<Link>,
        id: u64,
        lang: &str,
        rx: Receiver<Msg>,
        tx: Sender<Msg>,
        deadline: Instant,
    ) -> Result<(Worker, Mailbox), SpeechFault> {
        let options = link.options.clone();
        let timeout = options.timeout();
        // speech-dispatcher's own address only: `inet_socket` is not read (docs/speech.md).
        let socket = side::socket().ok_or(SpeechFault::DaemonGone)?;
        link.call_begins(id, Call::Connect, timeout);
        // As speech-dispatcher's own client library does: a daemon not running is started.
        let opened = match Connection::open(&socket, tx.clone(), timeout) {
            Err(Failure::Gone) if side::start_daemon(&socket) => {
                Connection::open(&socket, tx, timeout)
            }
            other => other,
        };
        link.call_ends(id);
        let (conn, mailbox) = opened.map_err(|f| fault(Call::Connect, timeout, f))?;
        let mut worker = Worker {
            conn,
            rx,
            link,
            id,
            options,
            timeout,
            lang: String::new(),
            queue: queue::Queue::default(),
            early: VecDeque::new(),
            shutting: None,
        };
        worker.set_language(lang);
        // The probe's own verdict must come before the supervisor gives up on the connection.
        let margin = (timeout / 10).min(Duration::from_millis(200));
        worker.probe(deadline - margin)?;
        worker.apply_rate_and_volume();
        Ok((worker, mailbox))
    }

    fn note(&self, note: SystemNote) {
        self.link.note(note);
    }

    /// Runs one request to the daemon, marked busy so that the supervisor sees a hung call.
    fn call(
        &mut self,
        call: Call,
        send: impl FnOnce(&mut MioClient<UnixStream>) -> ClientResult<()>,
    ) -> Result<Response, SpeechFault> {
        let limit = self.timeout;
        self.link.call_begins(self.id, call, limit);
        let result = self.conn.request(limit, send);
        self.link.call_ends(self.id);
        result.map_err(|f| fault(call, limit, f))
    }

    /// Says `text`; its message id.
    fn speak(&mut self, text: &str) -> Result<String, SpeechFault> {
        let limit = self.timeout;
        self.link.call_begins(self.id, Call::Speak, limit);
        let result = self.conn.speak(text, limit);
        self.link.call_ends(self.id);
        result.map_err(|f| fault(Call::Speak, limit, f))
    }

    fn fail(&self, fault: SpeechFault) {
        self.link.fail(self.id, fault);
    }

    /// The volume set now, if the daemon tells it.
    fn volume(&mut self) -> Option<i8> {
        match self.call(Call::Volume, |c| c.get_volume().map(|_| ())) {
            Ok(Response::Get(v)) => v.trim().parse().ok(),
            _ => None,
        }
    }

    /// The silent probe: a word at the lowest volume must begin and end before the deadline.
    fn probe(&mut self, deadline: Instant) -> Result<(), SpeechFault> {
        let volume = self.volume();
        self.call(Call::Volume, |c| c.set_volume(SELF, -100).map(|_| ()))?;
        let key = self.speak(PROBE_TEXT)?;
        let mut begun = false;
        loop {
            match self.conn.next(&self.rx, Some(deadline)) {
                Ok(Msg::Begin(k)) if k == key => begun = true,
                Ok(Msg::End(k)) if k == key => break,
                Ok(Msg::Begin(_)) | Ok(Msg::End(_)) => {}
                Ok(Msg::Gone) => return Err(SpeechFault::DaemonGone),
                Ok(other) => self.early.push_back(other),
                Err(RecvTimeoutError::Timeout) if begun => return Err(SpeechFault::NoAudio),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(SpeechFault::NotBegun {
                        limit: self.timeout,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(SpeechFault::ThreadStopped),
            }
        }
        if let Some(v) = volume {
            let _ = self.call(Call::Volume, |c| c.set_volume(SELF, v).map(|_| ()));
        }
        Ok(())
    }

    fn apply_rate_and_volume(&mut self) {
        if let Some(rate) = self.options.rate {
            let r = rate.clamp(-100, 100) as i8;
            if self
                .call(Call::Rate, |c| c.set_rate(SELF, r).map(|_| ()))
                .is_err()
            {
                self.note(SystemNote::RateNotSet);
            }
        }
        if let Some(volume) = self.options.volume {
            let v = ssip_volume(volume);
            if self
                .call(Call::Volume, |c| c.set_volume(SELF, v).map(|_| ()))
                .is_err()
            {
                self.note(SystemNote::VolumeNotSet);
            }
        }
    }

    /// Sets the language (and the voice, if one is named) for speech to come.
    fn set_language(&mut self, lang: &str) {
        if self.lang == lang {
            return;
        }
        self.lang = lang.to_string();
        let code = lang.to_string();
        if self
            .call(Call::Language, |c| c.set_language(SELF, &code).map(|_| ()))
            .is_err()
        {
            self.note(SystemNote::LanguageNotSet(lang.to_string()));
        }
        if let Some(voice) = self.options.voice.clone()
            && self
                .call(Call::Voice, |c| {
                    c.set_synthesis_voice(SELF, &voice).map(|_| ())
                })
                .is_err()
        {
            self.note(SystemNote::VoiceNotSet(voice));
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
        [utterance, shutting].into_iter().flatten().min()
    }

    fn run(mut self) {
        loop {
            let msg = match self.early.pop_front() {
                Some(m) => Ok(m),
                None => {
                    let deadline = self.deadline();
                    self.conn.next(&self.rx, deadline)
                }
            };
            if !self.handle(msg) {
                break;
            }
        }
    }

    /// Acts on one message (or a deadline passed); `false` when the loop is done.
    fn handle(&mut self, msg: Result<Msg, RecvTimeoutError>) -> bool {
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
        if !self.link.is_current(self.id) {
            return false;
        }
        self.next();
        let idle = self.queue.speaking().is_none() && !self.queue.public_waiting();
        !self
            .shutting
            .is_some_and(|since| idle || since.elapsed() > DROP_WAIT)
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
    /// ones are never cut). SSIP's `CANCEL`, not `STOP`: an answer speech-dispatcher has taken
    /// but not begun to speak yet (its module still starting, on a busy machine) is not being
    /// spoken, and `STOP` leaves it to be spoken whole after all; `CANCEL` also throws away
    /// what waits, and anna gives speech-dispatcher one utterance at a time, so nothing else
    /// of anna's waits there.
    fn drop_private(&mut self, dropped: Dropped<Item>) {
        if let Some(old) = dropped.waiting {
            self.link.finished(old.seq);
        }
        let Some(cut) = dropped.cut else {
            return;
        };
        self.link.finished(cut.seq);
        if let Err(fault) = self.call(Call::Stop, |c| c.cancel(MessageScope::Last).map(|_| ())) {
            self.fail(fault);
        }
    }

    /// Sends the next utterance if none is speaking: public ones first.
    fn next(&mut self) {
        let Some(item) = self.queue.next_waiting() else {
            return;
        };
        let lang = item.lang.clone();
        self.set_language(&lang);
        match self.speak(&item.text) {
            Ok(key) => self.queue.begin(
                item,
                Sent {
                    key,
                    sent: Instant::now(),
                    begun: None,
                },
            ),
            Err(fault) => self.fail(fault),
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

#[cfg(test)]
mod tests {
    use super::ssip_volume;

    #[test]
    fn a_volume_in_percent_spans_ssips_whole_range() {
        assert_eq!(ssip_volume(0), -100);
        assert_eq!(ssip_volume(50), 0);
        assert_eq!(ssip_volume(100), 100);
        assert_eq!(ssip_volume(250), 100);
    }
}
