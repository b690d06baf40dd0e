//! Faster or slower speech from a voice pack without a change of pitch: WSOLA (waveform
//! similarity overlap-add). Windows of 30 ms are taken from the clip at `speed` times the step
//! at which they are laid down, each moved by up to 8 ms to where it continues the one before
//! most alike, and overlapped under a Hann window; the voice keeps its pitch and its timbre.

use std::f32::consts::PI;

/// The speed of a speech rate from −100 to 100, as system speech takes it: 0 is the pack's own
/// speed, 100 twice as fast, −100 half as fast.
pub fn speed_of_rate(rate: i32) -> f32 {
    2f32.powf(rate.clamp(-100, 100) as f32 / 100.0)
}

/// `samples` at `rate` Hz played `speed` times as fast, pitch unchanged.
pub fn stretch(samples: &[f32], rate: u32, speed: f32) -> Vec<f32> {
    let window = (rate as usize * 30 / 1000).max(8);
    if (speed - 1.0).abs() < 0.005 || !speed.is_finite() || samples.len() < 2 * window {
        return samples.to_vec();
    }
    let speed = speed.clamp(0.25, 4.0);
    let hop_out = window / 2;
    let hop_in = ((hop_out as f32) * speed).round().max(1.0) as usize;
    let tolerance = rate as usize * 8 / 1000;
    let hann: Vec<f32> = (0..window)
        .map(|i| 0.5 - 0.5 * (2.0 * PI * i as f32 / window as f32).cos())
        .collect();
    let target = (samples.len() as f32 / speed).round() as usize;
    let mut out = vec![0f32; target + window];
    let mut weight = vec![0f32; target + window];
    let last = samples.len() - window;
    let mut previous: Option<usize> = None;
    let mut k = 0;
    loop {
        let at = k * hop_out;
        let nominal = k * hop_in;
        if nominal > last || at >= target {
            break;
        }
        let position = match previous {
            None => nominal,
            Some(prev) => {
                // Where the last window would have gone on, had it not been cut.
                let natural = (prev + hop_out).min(last);
                let from = nominal.saturating_sub(tolerance);
                let to = (nominal + tolerance).min(last);
                let mut best = (f32::MIN, nominal);
                for candidate in from..=to {
                    let score: f32 = samples[candidate..candidate + hop_out]
                        .iter()
                        .zip(&samples[natural..natural + hop_out])
                        .map(|(a, b)| a * b)
                        .sum();
                    if score > best.0 {
                        best = (score, candidate);
                    }
                }
                best.1
            }
        };
        for i in 0..window {
            out[at + i] += samples[position + i] * hann[i];
            weight[at + i] += hann[i];
        }
        previous = Some(position);
        k += 1;
    }
    for (o, w) in out.iter_mut().zip(&weight) {
        if *w > 1e-3 {
            *o /= w;
        }
    }
    out.truncate(target);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sine(hz: f32, rate: u32, seconds: f32) -> Vec<f32> {
        let n = (rate as f32 * seconds) as usize;
        (0..n)
            .map(|i| (2.0 * PI * hz * i as f32 / rate as f32).sin() * 0.5)
            .collect()
    }

    /// Upward zero crossings a second, over the middle half.
    fn pitch(v: &[f32], rate: u32) -> f32 {
        let middle = &v[v.len() / 4..v.len() * 3 / 4];
        let ups = middle
            .windows(2)
            .filter(|w| w[0] < 0.0 && w[1] >= 0.0)
            .count();
        ups as f32 * rate as f32 / middle.len() as f32
    }

    #[test]
    fn faster_speech_is_shorter_and_keeps_its_pitch() {
        let rate = 22050;
        let tone = sine(220.0, rate, 1.0);
        for speed in [0.7f32, 1.3, 2.0] {
            let played = stretch(&tone, rate, speed);
            let want = tone.len() as f32 / speed;
            assert!(
                (played.len() as f32 - want).abs() < 2.0,
                "{speed}: {}",
                played.len()
            );
            let hz = pitch(&played, rate);
            assert!((hz - 220.0).abs() < 220.0 * 0.03, "{speed}: {hz} Hz");
        }
        assert_eq!(stretch(&tone, rate, 1.0), tone);
    }

    #[test]
    fn rates_map_to_speeds_as_system_speech_does_in_direction() {
        assert_eq!(speed_of_rate(0), 1.0);
        assert!((speed_of_rate(100) - 2.0).abs() < 1e-6);
        assert!((speed_of_rate(-100) - 0.5).abs() < 1e-6);
        assert!((speed_of_rate(500) - 2.0).abs() < 1e-6);
    }
}
