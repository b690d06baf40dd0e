//! What the owner ([`super::SystemSpeech`]), the worker of the connection in use, its watch and
//! the supervisor share; and the supervisor, the thread that
//!
//! - fails a call to speech-dispatcher that has not returned within its limit (the worker is
//!   stuck in it and cannot tell), and
//! - while speech is failed, reconnects in the background: every [`RETRY`] it checks whether
//!   anything listens at the daemon's address; a daemon that listens again after it was seen
//!   gone is tried at once, one that stays reachable but broken (hung, no audio) is tried again
//!   after a backoff doubling up to [`RETRY_MAX`], and one that stays away only that slowly too
//!   (the client library may start it).
//!
//! The supervisor sleeps on a condition variable without a timeout while speech works and no
//! call is under way: an idle game costs no wake-ups. Each connection has a number; the worker,
//! watch and callbacks of an older one cannot change anything any more.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::connection::Mailbox;
use super::mail::{Item, Msg};
use super::side;
use super::{SystemNote, SystemOptions};
use crate::backoff::Backoff;
use crate::speech::Channel;
use crate::speech::health::{Call, Health, SharedWaker, SpeechFault};

/// How often a failed connection looks for the daemon again.
pub const RETRY: Duration = Duration::from_millis(1500);
/// The longest wait between two full reconnections to a daemon that stays broken.
const RETRY_MAX: Duration = Duration::from_secs(60);

/// A call to speech-dispatcher under way.
struct Busy {
    connection: u64,
    since: Instant,
    limit: Duration,
    call: Call,
}

/// A connection being made.
struct Attempt {
    id: u64,
    deadline: Instant,
    thread: JoinHandle<()>,
}

/// When to try to reconnect (see the module documentation).
struct Retry {
    /// When to look at the daemon's address again.
    next: Instant,
    /// The earliest full reconnection, unless the daemon was seen gone.
    full: Instant,
    /// The address refused since the last full reconnection: a daemon there now is a new one.
    gone: bool,
    backoff: Backoff,
}

impl Retry {
    fn new(now: Instant) -> Retry {
        Retry {
            next: now,
            full: now,
            gone: false,
            backoff: Backoff::new(RETRY, RETRY_MAX),
        }
    }

    /// Speech just failed: nothing before [`RETRY`].
    fn failed_now(&mut self, now: Instant) {
        self.next = now + RETRY;
        self.full = self.full.max(now + RETRY);
    }

    /// Whether to reconnect, given whether the address takes connections. While it refuses,
    /// only the backoff allows it (the client library may start the daemon); the first time it
    /// takes them again, at once.
    fn due(&mut self, reachable: Option<bool>, now: Instant) -> bool {
        if reachable == Some(false) {
            self.gone = true;
            return now >= self.full;
        }
        if self.gone {
            self.gone = false;
            return true;
        }
        now >= self.full
    }

    fn attempt_failed(&mut self, now: Instant) {
        self.next = now + RETRY;
        self.full = self.backoff.failed(now);
    }

    fn attempt_made(&mut self) {
        self.backoff.succeeded();
        self.gone = false;
    }
}

pub struct State {
    /// The number of the connection in use (or last in use).
    connection: u64,
    next_id: u64,
    tx: Option<Mailbox>,
    pub worker: Option<JoinHandle<()>>,
    /// The worker of the connection in use has ended its loop.
    pub worker_ended: bool,
    pub health: Health,
    busy: Option<Busy>,
    /// Utterances said and not yet spoken to their end (nor replaced or cut), in order.
    pub pending: Vec<Item>,
    pub notes: Vec<SystemNote>,
    pub waker: Option<SharedWaker>,
    /// The language of the last utterance: a new connection starts with it.
    pub lang: String,
    pub shutdown: bool,
    attempt: Option<Attempt>,
    /// An attempt given up on whose thread may still be blocked in the client library: no new
    /// one is started until it ends, so a hung daemon cannot pile up threads.
    straggler: Option<JoinHandle<()>>,
    /// How many attempts have ended (connected, failed or given up on).
    pub attempts: u64,
    retry: Retry,
}

impl State {
    /// The sender to the worker, if speech works.
    pub fn sender(&self) -> Option<&Mailbox> {
        self.tx.as_ref().filter(|_| self.health.is_working())
    }

    /// Fails speech; returns the waker to call once the lock is released.
    fn set_failed(&mut self, fault: SpeechFault, now: Instant) -> Option<SharedWaker> {
        if !self.health.is_working() {
            return None;
        }
        self.health = Health::Failed(fault);
        self.busy = None;
        self.tx = None;
        self.retry.failed_now(now);
        self.waker.clone()
    }

    /// A new reason while failed (a reconnection failed): no change of health, no wake.
    fn set_reason(&mut self, fault: SpeechFault) {
        if !self.health.is_working() {
            self.health = Health::Failed(fault);
        }
    }
}

pub struct Link {
    state: Mutex<State>,
    /// Wakes the supervisor: a call begun, health changed, shutting down.
    changed: Condvar,
    /// Wakes those waiting for speech to be spoken, or for the first connection.
    pub progress: Condvar,
    pub options: SystemOptions,
    /// How a connection is made, on a thread of its own (`worker::attempt`): handed in, so that
    /// the link, which the worker uses, does not name the worker.
    connect: Connect,
}

/// Makes connection `id` in `lang` for the link by `deadline`, and tells the link how it went.
pub type Connect = fn(Arc<Link>, u64, String, Instant);

impl Link {
    pub fn new(options: SystemOptions, lang: &str, connect: Connect) -> Arc<Link> {
        let now = Instant::now();
        Arc::new(Link {
            state: Mutex::new(State {
                connection: 0,
                next_id: 1,
                tx: None,
                worker: None,
                worker_ended: false,
                // Until the first connection is made.
                health: Health::Failed(SpeechFault::DaemonGone),
                busy: None,
                pending: Vec::new(),
                notes: Vec::new(),
                waker: None,
                lang: lang.to_string(),
                shutdown: false,
                attempt: None,
                straggler: None,
                attempts: 0,
                retry: Retry::new(now),
            }),
            changed: Condvar::new(),
            progress: Condvar::new(),
            options,
            connect,
        })
    }

    pub fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn wait_progress<'a>(
        &self,
        state: MutexGuard<'a, State>,
        timeout: Duration,
    ) -> MutexGuard<'a, State> {
        match self.progress.wait_timeout(state, timeout) {
            Ok((s, _)) => s,
            Err(e) => e.into_inner().0,
        }
    }

    /// Wakes the supervisor (shutting down, say).
    pub fn notify(&self) {
        self.changed.notify_all();
    }

    /// Fails speech if connection `id` is the one in use and works, and wakes the owner.
    pub fn fail(&self, id: u64, fault: SpeechFault) {
        let mut st = self.lock();
        let waker = if st.connection == id {
            st.set_failed(fault, Instant::now())
        } else {
            None
        };
        drop(st);
        self.changed.notify_all();
        self.progress.notify_all();
        if let Some(wake) = waker {
            wake();
        }
    }

    /// The worker of connection `id` has ended (or is about to); wakes whoever waits for it.
    pub fn worker_ended(&self, id: u64) {
        let mut st = self.lock();
        if st.connection == id {
            st.worker_ended = true;
        }
        drop(st);
        self.progress.notify_all();
    }

    /// Whether connection `id` is the one in use, and works.
    pub fn is_current(&self, id: u64) -> bool {
        let st = self.lock();
        st.connection == id && st.health.is_working()
    }

    /// A call of connection `id` begins: the supervisor fails it if it does not return in time.
    pub fn call_begins(&self, id: u64, call: Call, limit: Duration) {
        self.lock().busy = Some(Busy {
            connection: id,
            since: Instant::now(),
            limit,
            call,
        });
        self.changed.notify_all();
    }

    /// The call of connection `id` returned. The supervisor is told now, while speech is
    /// active, so that it does not wake at the call's deadline later, when all is idle.
    pub fn call_ends(&self, id: u64) {
        let mut st = self.lock();
        if st.busy.as_ref().is_some_and(|b| b.connection == id) {
            st.busy = None;
        }
        drop(st);
        self.changed.notify_all();
    }

    /// Utterance `seq` was spoken to its end, replaced or cut.
    pub fn finished(&self, seq: u64) {
        self.lock().pending.retain(|i| i.seq != seq);
        self.progress.notify_all();
    }

    pub fn note(&self, note: SystemNote) {
        self.lock().notes.push(note);
    }

    /// Makes connection `id`, just made, the one in use: speech works again, and the move
    /// announcements not spoken before are sent to it (private answers are stale by now).
    /// `false` if it was given up on or speech is shutting down.
    pub fn install(&self, id: u64, tx: Mailbox) -> bool {
        let mut st = self.lock();
        if st.shutdown || st.attempt.as_ref().is_none_or(|a| a.id != id) {
            return false;
        }
        if let Some(attempt) = st.attempt.take() {
            st.worker = Some(attempt.thread);
        }
        st.pending.retain(|i| i.channel == Channel::Public);
        for item in &st.pending {
            let _ = tx.send(Msg::Say(item.clone()));
        }
        st.connection = id;
        st.worker_ended = false;
        st.tx = Some(tx);
        st.busy = None;
        st.health = Health::Working;
        st.attempts += 1;
        st.retry.attempt_made();
        let waker = st.waker.clone();
        drop(st);
        self.changed.notify_all();
        self.progress.notify_all();
        if let Some(wake) = waker {
            wake();
        }
        true
    }

    /// Connection `id` could not be made.
    pub fn attempt_failed(&self, id: u64, fault: SpeechFault) {
        let mut st = self.lock();
        if st.attempt.as_ref().is_none_or(|a| a.id != id) {
            return;
        }
        st.attempt = None;
        st.set_reason(fault);
        st.attempts += 1;
        st.retry.attempt_failed(Instant::now());
        drop(st);
        self.changed.notify_all();
        self.progress.notify_all();
    }

    /// Starts making a connection on a thread of its own, to be made by `deadline`.
    pub fn start_attempt(self: &Arc<Self>, st: &mut State, deadline: Instant) {
        let id = st.next_id;
        st.next_id += 1;
        let link = Arc::clone(self);
        let lang = st.lang.clone();
        let connect = self.connect;
        let spawned = std::thread::Builder::new()
            .name("anna-system-speech".to_string())
            .spawn(move || connect(link, id, lang, deadline));
        match spawned {
            Ok(thread) => {
                st.attempt = Some(Attempt {
                    id,
                    deadline,
                    thread,
                })
            }
            Err(_) => {
                st.set_reason(SpeechFault::ThreadStopped);
                st.attempts += 1;
                st.retry.attempt_failed(Instant::now());
            }
        }
    }

    /// The supervisor's loop (see the module documentation); ends when speech shuts down.
    pub fn supervise(self: Arc<Self>) {
        let timeout = self.options.timeout();
        let mut st = self.lock();
        loop {
            if st.shutdown {
                return;
            }
            let now = Instant::now();
            let mut next: Option<Instant> = None;
            let mut waker = None;
            let hung = st
                .busy
                .as_ref()
                .filter(|b| b.connection == st.connection)
                .map(|b| (b.since + b.limit, b.call, b.limit));
            if let Some((due, call, limit)) = hung {
                if now >= due {
                    waker = st.set_failed(SpeechFault::Timeout { call, limit }, now);
                } else {
                    next = Some(due);
                }
            }
            if let Some(deadline) = st.attempt.as_ref().map(|a| a.deadline) {
                if now >= deadline {
                    // The thread stays behind, blocked in the client library; it ends when
                    // (if ever) the call returns and finds it was given up on.
                    st.straggler = st.attempt.take().map(|a| a.thread);
                    st.set_reason(SpeechFault::Timeout {
                        call: Call::Connect,
                        limit: timeout,
                    });
                    st.attempts += 1;
                    st.retry.attempt_failed(now);
                    self.progress.notify_all();
                } else {
                    next = earliest(next, deadline);
                }
            }
            if !st.health.is_working() && st.attempt.is_none() {
                if now >= st.retry.next {
                    st = self.look_again(st, timeout);
                    continue;
                }
                next = earliest(next, st.retry.next);
            }
            if let Some(wake) = waker {
                drop(st);
                wake();
                st = self.lock();
                continue;
            }
            st = match next {
                Some(t) => match self
                    .changed
                    .wait_timeout(st, t.saturating_duration_since(now))
                {
                    Ok((s, _)) => s,
                    Err(e) => e.into_inner().0,
                },
                None => self.changed.wait(st).unwrap_or_else(|e| e.into_inner()),
            };
        }
    }

    /// Looks at the daemon's address and reconnects if it is time to.
    fn look_again<'a>(
        self: &'a Arc<Self>,
        st: MutexGuard<'a, State>,
        timeout: Duration,
    ) -> MutexGuard<'a, State> {
        let now = Instant::now();
        let mut st = st;
        if st.straggler.as_ref().is_some_and(|t| !t.is_finished()) {
            st.retry.next = now + RETRY;
            return st;
        }
        st.straggler = None;
        drop(st);
        let reachable = side::reachable(timeout);
        let mut st = self.lock();
        let now = Instant::now();
        if st.shutdown || st.health.is_working() || st.attempt.is_some() {
            return st;
        }
        if st.retry.due(reachable, now) {
            self.start_attempt(&mut st, now + timeout);
        } else {
            st.retry.next = now + RETRY;
        }
        st
    }
}

fn earliest(a: Option<Instant>, b: Instant) -> Option<Instant> {
    Some(a.map_or(b, |a| a.min(b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(secs: f64) -> Duration {
        Duration::from_secs_f64(secs)
    }

    #[test]
    fn a_daemon_back_is_tried_at_once_and_a_broken_one_ever_more_rarely() {
        let t0 = Instant::now();
        let mut retry = Retry::new(t0);
        retry.failed_now(t0);
        assert_eq!(retry.next, t0 + RETRY);
        // Gone: the client library may start it, but only as often as the backoff allows.
        assert!(retry.due(Some(false), t0 + s(1.5)));
        retry.attempt_failed(t0 + s(1.5));
        assert!(!retry.due(Some(false), t0 + s(2.9)));
        // Listening again: a new daemon, tried at once, backoff or not.
        assert!(retry.due(Some(true), t0 + s(3.0)));
        // Listening but broken (hung, no audio): 3 s, 6 s, … up to a minute between tries.
        retry.attempt_failed(t0 + s(3.0));
        assert!(!retry.due(Some(true), t0 + s(5.9)));
        assert!(retry.due(Some(true), t0 + s(6.0)));
        let mut now = t0 + s(6.0);
        for _ in 0..10 {
            retry.attempt_failed(now);
            now = retry.full;
        }
        assert_eq!(retry.backoff.pause(), RETRY_MAX);
        // A connection made starts the backoff over.
        retry.attempt_made();
        assert_eq!(retry.backoff.pause(), RETRY);
    }
}
