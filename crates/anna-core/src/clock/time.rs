//! Where the clock's "now" comes from.
//!
//! The chess clock never reads the time itself: every call that needs it takes a [`Moment`].
//! The game loop asks a [`TimeSource`] for it, so play uses the machine's monotonic clock,
//! tests advance a [`ManualTime`] by hand and never sleep, and a journal can be replayed with
//! the very instants it recorded.

use std::ops::Add;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// An instant on a monotonic time line, as the time since that line's origin (the start of
/// the program for [`RealTime`], zero for [`ManualTime`]). Only differences mean anything.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Moment(Duration);

impl Moment {
    pub const ZERO: Moment = Moment(Duration::ZERO);

    pub const fn from_duration(since_origin: Duration) -> Moment {
        Moment(since_origin)
    }

    pub const fn from_millis(millis: u64) -> Moment {
        Moment(Duration::from_millis(millis))
    }

    pub const fn from_secs(secs: u64) -> Moment {
        Moment(Duration::from_secs(secs))
    }

    pub const fn since_origin(self) -> Duration {
        self.0
    }

    /// The next whole millisecond from here on (this one if it is whole): what the journal
    /// can hold, never earlier than the instant itself (a flag that fell has still fallen).
    pub fn whole_ms_up(self) -> Moment {
        let ms = self.0.as_millis() + u128::from(!self.0.subsec_nanos().is_multiple_of(1_000_000));
        Moment(Duration::from_millis(u64::try_from(ms).unwrap_or(u64::MAX)))
    }

    /// The time from `earlier` to `self`; zero if `earlier` is in fact later, so that a
    /// caller handing instants out of order can never make the clock panic or run backwards.
    pub fn saturating_since(self, earlier: Moment) -> Duration {
        self.0.saturating_sub(earlier.0)
    }
}

impl Add<Duration> for Moment {
    type Output = Moment;

    /// Saturates at the far end of the time line instead of overflowing.
    fn add(self, rhs: Duration) -> Moment {
        Moment(self.0.saturating_add(rhs))
    }
}

/// A monotonic source of the current instant.
pub trait TimeSource {
    fn now(&self) -> Moment;

    /// The real instant a moment of this source stands for, for waiting until it: the game
    /// loop hands it to the view, which waits for a key no longer than that.
    fn instant(&self, moment: Moment) -> Instant;
}

/// The machine's monotonic clock, counted from the moment this value was made.
#[derive(Clone, Copy, Debug)]
pub struct RealTime {
    origin: Instant,
}

impl RealTime {
    pub fn new() -> RealTime {
        RealTime {
            origin: Instant::now(),
        }
    }
}

impl Default for RealTime {
    fn default() -> Self {
        RealTime::new()
    }
}

impl TimeSource for RealTime {
    fn now(&self) -> Moment {
        Moment(self.origin.elapsed())
    }

    fn instant(&self, moment: Moment) -> Instant {
        self.origin
            .checked_add(moment.since_origin())
            .unwrap_or(self.origin)
    }
}

/// The machine's monotonic clock, but counted from 1970 as the wall clock stood when this value
/// was made: moments from it can be written into the journal and compared with those of an
/// earlier run, while within a run they never jump with the wall clock.
#[derive(Clone, Copy, Debug)]
pub struct WallTime {
    origin: Instant,
    unix_at_origin: Duration,
}

impl WallTime {
    pub fn new() -> WallTime {
        let unix_at_origin = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or(Duration::ZERO);
        WallTime {
            origin: Instant::now(),
            unix_at_origin,
        }
    }
}

impl Default for WallTime {
    fn default() -> Self {
        WallTime::new()
    }
}

impl TimeSource for WallTime {
    fn now(&self) -> Moment {
        Moment(self.unix_at_origin.saturating_add(self.origin.elapsed()))
    }

    fn instant(&self, moment: Moment) -> Instant {
        let offset = moment.since_origin().saturating_sub(self.unix_at_origin);
        self.origin.checked_add(offset).unwrap_or(self.origin)
    }
}

/// A clock for tests and replays that moves only when told. Clones share the same time, so a
/// test can keep one handle and give another to the code under test.
#[derive(Clone, Debug)]
pub struct ManualTime {
    nanos: Arc<AtomicU64>,
    /// The real instant [`Moment::ZERO`] stands for: fixed, so that a moment and the instant
    /// the game loop waits for turn into each other exactly ([`ManualTime::moment`]).
    anchor: Instant,
}

impl Default for ManualTime {
    fn default() -> Self {
        ManualTime {
            nanos: Arc::default(),
            anchor: Instant::now(),
        }
    }
}

impl ManualTime {
    /// A clock standing at [`Moment::ZERO`].
    pub fn new() -> ManualTime {
        ManualTime::default()
    }

    /// The moment an instant from [`TimeSource::instant`] stands for: a test's view told to
    /// wait until then moves this clock there instead of waiting.
    pub fn moment(&self, instant: Instant) -> Moment {
        Moment(instant.saturating_duration_since(self.anchor))
    }

    /// Moves the time on; it saturates after some 584 years.
    pub fn advance(&self, by: Duration) {
        let add = u64::try_from(by.as_nanos()).unwrap_or(u64::MAX);
        // fetch_update with a closure that always returns Some never fails.
        let _ = self
            .nanos
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                Some(n.saturating_add(add))
            });
    }

    pub fn advance_millis(&self, millis: u64) {
        self.advance(Duration::from_millis(millis));
    }

    /// Sets the time; a value earlier than now is allowed (for replays), the chess clock treats
    /// time that runs backwards as no time at all.
    pub fn set(&self, to: Moment) {
        let n = u64::try_from(to.since_origin().as_nanos()).unwrap_or(u64::MAX);
        self.nanos.store(n, Ordering::SeqCst);
    }
}

impl TimeSource for ManualTime {
    fn now(&self) -> Moment {
        Moment(Duration::from_nanos(self.nanos.load(Ordering::SeqCst)))
    }

    fn instant(&self, moment: Moment) -> Instant {
        self.anchor
            .checked_add(moment.since_origin())
            .unwrap_or(self.anchor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_time_moves_only_when_told_and_clones_share_it() {
        let t = ManualTime::new();
        let handle = t.clone();
        assert_eq!(t.now(), Moment::ZERO);
        handle.advance_millis(1500);
        assert_eq!(t.now(), Moment::from_millis(1500));
        t.set(Moment::from_secs(2));
        assert_eq!(handle.now(), Moment::from_secs(2));
    }

    /// A test's view is handed the instant the loop would wait for and moves the clock to
    /// exactly the moment it stands for.
    #[test]
    fn a_manual_moment_and_its_instant_turn_into_each_other() {
        let t = ManualTime::new();
        let at = Moment::from_millis(1_795_300_002_345);
        assert_eq!(t.moment(t.instant(at)), at);
        assert_eq!(t.clone().moment(t.instant(Moment::ZERO)), Moment::ZERO);
    }

    /// The journal keeps milliseconds: a moment is written as the next whole one, so that a
    /// flag that fell has fallen at the written moment too.
    #[test]
    fn whole_milliseconds_round_up() {
        let m = |ns: u64| Moment::from_duration(Duration::from_nanos(ns));
        assert_eq!(m(5_000_000).whole_ms_up(), Moment::from_millis(5));
        assert_eq!(m(5_000_001).whole_ms_up(), Moment::from_millis(6));
        assert_eq!(m(5_999_999).whole_ms_up(), Moment::from_millis(6));
        assert_eq!(Moment::ZERO.whole_ms_up(), Moment::ZERO);
    }

    #[test]
    fn moments_saturate_instead_of_panicking() {
        let a = Moment::from_secs(5);
        assert_eq!(Moment::ZERO.saturating_since(a), Duration::ZERO);
        assert_eq!(
            a.saturating_since(Moment::from_secs(2)),
            Duration::from_secs(3)
        );
        let far = Moment::from_duration(Duration::MAX) + Duration::from_secs(1);
        assert_eq!(far.since_origin(), Duration::MAX);
    }

    #[test]
    fn real_time_does_not_run_backwards() {
        let t = RealTime::new();
        let a = t.now();
        let b = t.now();
        assert!(b >= a);
        assert!(t.instant(b) >= t.instant(a));
    }
}
