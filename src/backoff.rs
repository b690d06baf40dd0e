//! The pause before trying again after a failure: doubled after each failure up to a longest
//! pause, and back to the first after a success. One type for every place that tries again (the
//! Lichess requests and stream, the broadcast push, the system speech's reconnection), so that
//! they all grow their pauses the same way. It holds no clock: the caller hands in the time, as
//! an [`Instant`](std::time::Instant) or the game's injected [`Moment`](crate::clock::Moment).

use std::ops::Add;
use std::time::Duration;

/// A growing pause between tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    first: Duration,
    longest: Duration,
    next: Duration,
}

impl Backoff {
    /// Pauses of `first`, then twice as long after each further failure, never above `longest`.
    pub const fn new(first: Duration, longest: Duration) -> Backoff {
        Backoff {
            first,
            longest,
            next: first,
        }
    }

    /// A try failed at `now`: when to try again. The pause after the next failure is doubled.
    pub fn failed<T: Add<Duration, Output = T>>(&mut self, now: T) -> T {
        let pause = self.next;
        self.next = (self.next * 2).min(self.longest);
        now + pause
    }

    /// A try succeeded: the next failure waits the first pause again.
    pub fn succeeded(&mut self) {
        self.next = self.first;
    }

    /// The pause the next failure waits.
    pub fn pause(&self) -> Duration {
        self.next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(secs: u64) -> Duration {
        Duration::from_secs(secs)
    }

    #[test]
    fn each_failure_doubles_the_pause_up_to_the_longest() {
        let mut backoff = Backoff::new(s(1), s(60));
        let mut now = Duration::ZERO;
        let mut pauses = Vec::new();
        for _ in 0..9 {
            let next = backoff.failed(now);
            pauses.push((next - now).as_secs());
            now = next;
        }
        assert_eq!(pauses, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(backoff.pause(), s(60));
    }

    #[test]
    fn a_success_starts_from_the_first_pause_again() {
        let mut backoff = Backoff::new(Duration::from_millis(1500), s(60));
        backoff.failed(Duration::ZERO);
        backoff.failed(Duration::ZERO);
        assert_eq!(backoff.pause(), s(6));
        backoff.succeeded();
        assert_eq!(backoff.failed(s(10)), s(10) + Duration::from_millis(1500));
    }

    #[test]
    fn a_longest_pause_below_the_first_holds_from_the_second_try() {
        let mut backoff = Backoff::new(s(2), s(1));
        assert_eq!(backoff.failed(Duration::ZERO), s(2));
        assert_eq!(backoff.failed(Duration::ZERO), s(1));
    }
}
