//! A piece of an utterance as samples (a clip at its own rate, or silence) and the linear
//! interpolation the audio device plays it at its own rate with: below both the audio device
//! (speech/audio/) and the voice-pack format (speech/pack/, which resamples a pack's clips the
//! same way), so that neither needs the other.

use std::sync::Arc;
use std::time::Duration;

/// A piece of an utterance.
#[derive(Clone, Debug)]
pub enum Segment {
    /// Mono samples at their own rate.
    Clip { samples: Arc<[f32]>, rate: u32 },
    /// Silence of this length.
    Silence(Duration),
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
            Segment::Silence(d) => (d.as_secs_f64() * f64::from(out)).round() as u64,
        }
    }

    /// Frame `i` at `out` Hz, linearly interpolated between the clip's samples.
    pub fn sample(&self, i: u64, out: u32) -> f32 {
        match self {
            Segment::Clip { samples, rate } => {
                let num = i * u64::from(*rate);
                let at = (num / u64::from(out)) as usize;
                let frac = (num % u64::from(out)) as f32 / out as f32;
                let a = samples.get(at).copied().unwrap_or(0.0);
                match samples.get(at + 1) {
                    Some(b) if frac > 0.0 => a + (b - a) * frac,
                    _ => a,
                }
            }
            Segment::Silence(_) => 0.0,
        }
    }
}

/// Linear resampling, as the voice back end does it when playing.
pub fn resample(samples: &[f32], from: u32, to: u32) -> Vec<f32> {
    if from == to {
        return samples.to_vec();
    }
    let seg = Segment::Clip {
        samples: samples.into(),
        rate: from,
    };
    (0..seg.frames(to)).map(|i| seg.sample(i, to)).collect()
}
