//! Audio errors counted instead of printed or announced one by one: a device failing every few
//! milliseconds must not flood the blind player with notices (nor wake the game loop each
//! time). The first error after [`Tally::mark`] wakes the owner and gives one notice; more of
//! them wake it at most once per [`REPORT_EVERY`], and each such wake gives one notice with the
//! count.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::speech::health::{AudioProblem, SharedWaker, SpeechNotice};

/// How often repeated errors may wake the owner and give a notice of their count.
pub const REPORT_EVERY: Duration = Duration::from_secs(60);

/// Errors of one source (an audio stream, the ALSA library), shared by the threads that report
/// them and the owner that reads them.
pub struct Tally {
    state: Mutex<State>,
}

struct State {
    /// Errors since the process started.
    count: u64,
    /// The count at the last mark: errors before it are not reported.
    base: u64,
    /// The count last reported.
    reported: u64,
    latest: Option<AudioProblem>,
    /// When the owner was last woken for these errors.
    woken: Option<Instant>,
    /// The wake the last notice answered.
    answered: Option<Instant>,
    waker: Option<SharedWaker>,
}

impl Tally {
    pub const fn new() -> Tally {
        Tally {
            state: Mutex::new(State {
                count: 0,
                base: 0,
                reported: 0,
                latest: None,
                woken: None,
                answered: None,
                waker: None,
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Called from audio threads and a C callback: a poisoned lock still counts.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts one error at `now`; wakes the owner if this is the first since the mark, or the
    /// last wake is [`REPORT_EVERY`] old.
    pub fn record(&self, problem: AudioProblem, now: Instant) {
        let mut s = self.lock();
        s.count += 1;
        s.latest = Some(problem);
        let due = s
            .woken
            .is_none_or(|t| now.saturating_duration_since(t) >= REPORT_EVERY);
        let waker = if due {
            s.woken = Some(now);
            s.waker.clone()
        } else {
            None
        };
        drop(s);
        if let Some(wake) = waker {
            wake();
        }
    }

    /// Errors before now are not reported (those of opening a device: the device works).
    pub fn mark(&self) {
        let mut s = self.lock();
        s.base = s.count;
        s.reported = s.count;
        s.woken = None;
        s.answered = None;
    }

    pub fn set_waker(&self, waker: Option<SharedWaker>) {
        self.lock().waker = waker;
    }

    /// Drops the waker if it is this one (its owner is going; a newer owner's stays).
    pub fn forget_waker(&self, waker: &SharedWaker) {
        let mut s = self.lock();
        if s.waker.as_ref().is_some_and(|w| Arc::ptr_eq(w, waker)) {
            s.waker = None;
        }
    }

    /// How many errors there have been since the process started.
    pub fn count(&self) -> u64 {
        self.lock().count
    }

    /// The latest error, if there was any after the count `before`.
    pub fn latest_after(&self, before: u64) -> Option<AudioProblem> {
        let s = self.lock();
        if s.count > before {
            s.latest.clone()
        } else {
            None
        }
    }

    /// The notice due, if any: errors not reported yet, and a wake not answered yet.
    pub fn notice(&self) -> Option<SpeechNotice> {
        let mut s = self.lock();
        if s.count <= s.reported || s.woken == s.answered {
            return None;
        }
        s.reported = s.count;
        s.answered = s.woken;
        Some(SpeechNotice::AudioErrors {
            problem: s.latest.clone()?,
            count: s.count - s.base,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::speech::health::StreamProblem;

    fn underrun() -> AudioProblem {
        AudioProblem::Stream {
            device: "default".into(),
            kind: StreamProblem::Underrun,
        }
    }

    fn count_of(notice: Option<SpeechNotice>) -> Option<u64> {
        match notice? {
            SpeechNotice::AudioErrors { count, .. } => Some(count),
            _ => None,
        }
    }

    #[test]
    fn a_flood_gives_one_notice_then_a_count_a_minute() {
        let tally = Tally::new();
        // Errors while the device was opened are not reported.
        let t0 = Instant::now();
        tally.record(underrun(), t0);
        tally.mark();
        assert_eq!(tally.notice(), None);
        let wakes = Arc::new(AtomicUsize::new(0));
        let w = Arc::clone(&wakes);
        tally.set_waker(Some(Arc::new(move || {
            w.fetch_add(1, Ordering::SeqCst);
        })));
        // A thousand errors in a second: one wake, one notice.
        for i in 0..1000 {
            tally.record(underrun(), t0 + Duration::from_millis(i));
        }
        assert_eq!(wakes.load(Ordering::SeqCst), 1);
        assert_eq!(count_of(tally.notice()), Some(1000));
        assert_eq!(tally.notice(), None);
        // More within the minute: counted, no wake, no notice.
        tally.record(underrun(), t0 + Duration::from_secs(30));
        assert_eq!(wakes.load(Ordering::SeqCst), 1);
        assert_eq!(tally.notice(), None);
        // A minute after the first wake: one more wake, a notice with the whole count.
        tally.record(underrun(), t0 + Duration::from_secs(61));
        assert_eq!(wakes.load(Ordering::SeqCst), 2);
        assert_eq!(count_of(tally.notice()), Some(1002));
        assert_eq!(tally.notice(), None);
    }
}
