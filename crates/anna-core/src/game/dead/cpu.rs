//! The processor time the calling thread has used: what bounds a search. A bound in wall-clock
//! time would give a different answer on a loaded machine than on an idle one; the work a
//! search may do is the same on both, and on a player's machine, where nothing else runs, the
//! two are the same time.

use std::time::Duration;

/// The processor time of this thread so far; zero where the system cannot tell (the bound of
/// positions still holds there).
pub fn now() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the call.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &raw mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    let secs = u64::try_from(ts.tv_sec).unwrap_or(0);
    let nanos = u32::try_from(ts.tv_nsec).unwrap_or(0);
    Duration::new(secs, nanos)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work done shows as time used.
    #[test]
    fn work_uses_processor_time() {
        let before = now();
        let mut x = 0u64;
        for i in 0..5_000_000u64 {
            x = std::hint::black_box(x.wrapping_add(i * i));
        }
        assert!(now() > before, "{x}");
    }
}
