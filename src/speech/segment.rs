//! A piece of an utterance as samples (a clip at its own rate, or silence) and the linear
//! interpolation the audio device plays it at its own rate with: below both the audio device
//! (speech/audio/) and the voice-pack format (speech/pack/, which resamples a pack's clips the
//! same way), so that neither needs the other.

use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// A piece of an utterance.
#[derive(Clone, Debug)]
pub enum Segment {
    /// Mono 16-bit samples at their own rate (what a pack's clips are: half the memory of
    /// floats, and no less than the sound card is given).
    Clip { samples: Arc<[i16]>, rate: u32 },
    /// The part of a clip from its sample `from` up to its sample `to` (or to its end): the
    /// frames of the whole clip played at the device's rate whose place in the clip is there,
    /// so that two parts that meet play exactly the frames of the whole (a phrase's first word
    /// is played in two: its beginning while the rest is decoded). `samples` needs to hold
    /// the clip up to `to` only.
    Part {
        samples: Arc<[i16]>,
        rate: u32,
        from: usize,
        to: usize,
    },
    /// Silence of this length.
    Silence(Duration),
    /// The rest of a phrase whose first word is playing while the rest is decoded: the device
    /// waits for it when it gets there (a clip decodes in about half a millisecond, a word
    /// plays for a few hundred), so the phrase is played as one sound on a deep buffer too.
    Later(Arc<Later>),
}

/// Segments still being made: filled once by whoever makes them, waited for by the player.
#[derive(Debug, Default)]
pub struct Later {
    segments: Mutex<Option<Vec<Segment>>>,
    filled: Condvar,
}

impl Later {
    /// Gives the segments, and wakes the player waiting for them.
    pub fn fill(&self, segments: Vec<Segment>) {
        let mut slot = self.segments.lock().unwrap_or_else(|e| e.into_inner());
        *slot = Some(segments);
        self.filled.notify_all();
    }

    /// Gives no segments if none were given yet (their maker stopped).
    pub fn fill_if_empty(&self) {
        let mut slot = self.segments.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            *slot = Some(Vec::new());
            self.filled.notify_all();
        }
    }

    /// The segments once they are given, waiting at most `wait`; `None` if they were not.
    pub fn wait(&self, wait: Duration) -> Option<Vec<Segment>> {
        let slot = self.segments.lock().unwrap_or_else(|e| e.into_inner());
        let (slot, _) = self
            .filled
            .wait_timeout_while(slot, wait, |s| s.is_none())
            .unwrap_or_else(|e| e.into_inner());
        slot.clone()
    }
}

impl Segment {
    /// The segment's length in frames at `out` Hz: a clip of n samples gives
    /// `(n - 1) * out / rate + 1` frames, exactly n when the rates are equal.
    pub fn frames(&self, out: u32) -> u64 {
        match self {
            Segment::Clip { samples, rate } => {
                let n = samples.len() as u64;
                if n == 0 || *rate == 0 {
                    0
                } else {
                    (n - 1) * u64::from(out) / u64::from(*rate) + 1
                }
            }
            Segment::Part {
                samples,
                rate,
                from,
                to,
            } => {
                let first = first_frame(*from, *rate, out);
                let end = if *to >= samples.len() {
                    Segment::Clip {
                        samples: Arc::clone(samples),
                        rate: *rate,
                    }
                    .frames(out)
                } else {
                    first_frame(*to, *rate, out)
                };
                end.saturating_sub(first)
            }
            Segment::Silence(d) => (d.as_secs_f64() * f64::from(out)).round() as u64,
            // Replaced by its segments when the player gets there.
            Segment::Later(_) => 0,
        }
    }

    /// Frame `i` at `out` Hz, linearly interpolated between the clip's samples.
    pub fn sample(&self, i: u64, out: u32) -> f32 {
        match self {
            Segment::Clip { samples, rate } => {
                interpolate(|j| samples.get(j).copied().map(to_float), i, *rate, out)
            }
            Segment::Part {
                samples,
                rate,
                from,
                ..
            } => interpolate(
                |j| samples.get(j).copied().map(to_float),
                first_frame(*from, *rate, out) + i,
                *rate,
                out,
            ),
            Segment::Silence(_) | Segment::Later(_) => 0.0,
        }
    }
}

/// The first frame at `out` Hz whose place in a clip at `rate` Hz is at or after its sample
/// `at`.
fn first_frame(at: usize, rate: u32, out: u32) -> u64 {
    if rate == 0 {
        return 0;
    }
    (at as u64 * u64::from(out)).div_ceil(u64::from(rate))
}

/// A 16-bit sample as a float in -1..1.
pub fn to_float(s: i16) -> f32 {
    f32::from(s) / 32768.0
}

/// A float sample as 16 bits, rounded to the nearest step (as a 16-bit sound card takes it).
pub fn to_i16(s: f32) -> i16 {
    (s * 32768.0).round().clamp(-32768.0, 32767.0) as i16
}

/// Frame `i` at `out` Hz of samples at `rate` Hz (`at(j)` the `j`th), linearly interpolated.
fn interpolate(at: impl Fn(usize) -> Option<f32>, i: u64, rate: u32, out: u32) -> f32 {
    let num = i * u64::from(rate);
    let j = (num / u64::from(out)) as usize;
    let frac = (num % u64::from(out)) as f32 / out as f32;
    let a = at(j).unwrap_or(0.0);
    match at(j + 1) {
        Some(b) if frac > 0.0 => a + (b - a) * frac,
        _ => a,
    }
}

/// Linear resampling, as the voice back end does it when playing.
pub fn resample(samples: &[f32], from: u32, to: u32) -> Vec<f32> {
    if from == to {
        return samples.to_vec();
    }
    if samples.is_empty() || from == 0 {
        return Vec::new();
    }
    let frames = (samples.len() as u64 - 1) * u64::from(to) / u64::from(from) + 1;
    (0..frames)
        .map(|i| interpolate(|j| samples.get(j).copied(), i, from, to))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The frames a segment gives at `out` Hz.
    fn played(segment: &Segment, out: u32) -> Vec<f32> {
        (0..segment.frames(out))
            .map(|i| segment.sample(i, out))
            .collect()
    }

    /// A clip played in two parts that meet at any sample gives exactly the frames of the
    /// whole, at the clip's rate and at the device's own: the head needs only its own samples.
    #[test]
    fn two_parts_that_meet_play_the_whole_clip() {
        let samples: Arc<[i16]> = (0..50i16).map(|i| i * 300 - (i % 7) * 900).collect();
        for (rate, out) in [
            (24000, 24000),
            (24000, 48000),
            (24000, 44100),
            (22050, 48000),
        ] {
            let whole = played(
                &Segment::Clip {
                    samples: Arc::clone(&samples),
                    rate,
                },
                out,
            );
            for seam in [0, 1, 17, 49, 50] {
                let head = Segment::Part {
                    samples: samples[..(seam + 1).min(samples.len())].into(),
                    rate,
                    from: 0,
                    to: seam,
                };
                let tail = Segment::Part {
                    samples: Arc::clone(&samples),
                    rate,
                    from: seam,
                    to: samples.len(),
                };
                let mut parts = played(&head, out);
                parts.extend(played(&tail, out));
                assert_eq!(parts, whole, "{rate} Hz at {out} Hz, seam {seam}");
            }
        }
    }
}
