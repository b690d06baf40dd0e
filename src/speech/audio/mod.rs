//! Playing utterances through one cpal output device, by the channels' rules of every back end
//! ([`super::queue`]): public utterances in order and never cut, one private answer at most, cut
//! by a public one, a newer private one, or [`AudioOutput::silence_private`].
//!
//! Clips are resampled to the device's rate as they are played (linear interpolation) and the
//! mono signal goes to every channel of the device.
//!
//! # Errors
//!
//! Nothing here prints: ALSA's own error lines are caught before the device is touched (see
//! [`alsa_log`]), and the stream's errors are typed. An error that stops the stream fails the
//! output ([`AudioOutput::failure`]) and wakes the owner once; errors the stream survives (an
//! underrun, a busy device) are counted in a [`Tally`], which gives one notice and then a count
//! at most once a minute, however fast they come.

pub mod alsa_log;
pub mod stretch;
pub mod tally;

use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SizedSample};

use super::Channel;
use super::health::{AudioProblem, SharedWaker, SpeechFault, StreamProblem};
use super::queue::{self, Queued};
pub use super::segment::Segment;
use tally::Tally;

/// Which device a channel plays on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum DeviceChoice {
    /// The system's default output device.
    #[default]
    Default,
    /// The output device with this id (ALSA: `default`, `hw:1,0`, …) or name.
    Named(String),
    /// Nothing is played on the channel.
    Muted,
}

/// Segments to be played one after the other on one channel.
#[derive(Clone, Debug)]
pub struct Utterance {
    pub channel: Channel,
    pub segments: Vec<Segment>,
    /// Given by [`AudioOutput::push`]: the count of utterances pushed.
    pub id: u64,
}

impl Utterance {
    /// The whole utterance at `out` Hz, as the device receives it.
    pub fn render(&self, out: u32) -> Vec<f32> {
        let mut v = Vec::new();
        let mut segments = self.segments.clone();
        let mut i = 0;
        while i < segments.len() {
            resolve(&mut segments, i);
            i += 1;
        }
        for seg in &segments {
            v.extend((0..seg.frames(out)).map(|i| seg.sample(i, out)));
        }
        v
    }
}

impl Queued for Utterance {
    fn channel(&self) -> Channel {
        self.channel
    }
}

/// How far the utterance playing got: its segment, and the frame within it.
struct Position {
    segment: usize,
    frame: u64,
    frames: u64,
}

#[derive(Default)]
struct Queue {
    line: queue::Queue<Utterance, Position>,
    /// How many utterances were pushed: the stream stops only after a whole tail without one.
    /// Also the id of the last one.
    pushed: u64,
}

impl Queue {
    fn idle(&self) -> bool {
        self.line.is_idle()
    }

    fn public_pending(&self) -> bool {
        self.line.public_pending()
    }

    fn start(&mut self, mut utterance: Utterance, rate: u32) {
        resolve(&mut utterance.segments, 0);
        let frames = utterance.segments.first().map_or(0, |s| s.frames(rate));
        self.line.begin(
            utterance,
            Position {
                segment: 0,
                frame: 0,
                frames,
            },
        );
    }

    fn next(&mut self, rate: u32) -> f32 {
        loop {
            if let Some((u, at)) = self.line.speaking_mut() {
                if at.frame < at.frames {
                    let v = u.segments[at.segment].sample(at.frame, rate);
                    at.frame += 1;
                    return v;
                }
                at.segment += 1;
                at.frame = 0;
                resolve(&mut u.segments, at.segment);
                match u.segments.get(at.segment) {
                    Some(seg) => at.frames = seg.frames(rate),
                    None => {
                        let _ = self.line.end();
                    }
                }
            } else if let Some(u) = self.line.next_waiting() {
                self.start(u, rate);
            } else {
                return 0.0;
            }
        }
    }
}

/// How long the player waits for the rest of a phrase still being decoded (about a
/// millisecond a word): only a decoder that stopped makes it wait that long, and the rest is
/// then left out so that the device goes on.
const LATER_WAIT: Duration = Duration::from_secs(2);

/// Puts the segments of a [`Segment::Later`] at `at` in its place, waiting for them (its
/// decoder gives them long before the words before it have played; this is what keeps a
/// phrase one sound on a device that takes a second of sound at once).
fn resolve(segments: &mut Vec<Segment>, at: usize) {
    while let Some(Segment::Later(later)) = segments.get(at) {
        let rest = later.wait(LATER_WAIT).unwrap_or_default();
        segments.splice(at..=at, rest);
    }
}

struct Shared {
    queue: Mutex<Queue>,
    idle: Condvar,
    failure: Mutex<Option<SpeechFault>>,
    /// Errors the stream survived.
    errors: Tally,
    waker: Mutex<Option<SharedWaker>>,
    /// The output is gone: the thread that stops the stream ends.
    closed: std::sync::atomic::AtomicBool,
}

impl Shared {
    fn queue(&self) -> MutexGuard<'_, Queue> {
        // A panic in the audio callback must not silence the game for good.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Fails the output; only the first failure is kept and wakes the owner.
    fn fail(&self, fault: SpeechFault) {
        let mut f = self.failure.lock().unwrap_or_else(|e| e.into_inner());
        let first = f.is_none();
        if first {
            *f = Some(fault);
        }
        drop(f);
        self.idle.notify_all();
        if first {
            let waker = self.waker.lock().unwrap_or_else(|e| e.into_inner()).clone();
            if let Some(wake) = waker {
                wake();
            }
        }
    }

    fn failure(&self) -> Option<SpeechFault> {
        self.failure
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// A stream error: one that stops the stream fails the output, others are counted.
    fn stream_error(&self, device: &str, kind: cpal::ErrorKind) {
        use cpal::ErrorKind as K;
        let problem = match kind {
            K::Xrun => StreamProblem::Underrun,
            K::DeviceBusy | K::DeviceChanged | K::RealtimeDenied => StreamProblem::Disturbed,
            _ => StreamProblem::Broken,
        };
        if problem == StreamProblem::Broken {
            // Later errors of a broken stream say nothing new: the back end is replaced.
            self.fail(SpeechFault::DeviceGone {
                device: device.to_string(),
            });
        } else {
            self.errors.record(
                AudioProblem::Stream {
                    device: device.to_string(),
                    kind: problem,
                },
                Instant::now(),
            );
        }
    }
}

/// How long the stream goes on playing silence after the last utterance before it stops: the
/// device's buffers are played out, and a sentence that follows at once finds it running.
const TAIL: Duration = Duration::from_millis(300);
/// How long a stream built at start-up waits for its first utterance before the device is let
/// go (a private device nobody speaks on would otherwise stay busy for the whole game).
const UNUSED: Duration = Duration::from_secs(2);

/// The stream and what it takes to build it again. While nothing is to be said the stream is
/// stopped, so that a waiting game costs no wake-ups; the next utterance starts it again.
struct Playback {
    stream: Option<cpal::Stream>,
    device: cpal::Device,
    config: cpal::StreamConfig,
    format: cpal::SampleFormat,
    name: String,
    /// Whether the stream plays. A stream built at start-up waits, its device prepared and
    /// silent, until the first utterance: then the device's first buffer already holds it,
    /// instead of the utterance waiting behind a buffer of silence.
    playing: bool,
    /// Set when the output is dropped: the thread that stops the stream ends.
    closed: bool,
}

impl Playback {
    /// Builds the stream if it was stopped and lets it play; false if the device refuses.
    fn start(&mut self, shared: &Arc<Shared>) -> bool {
        if self.stream.is_none() {
            match build(&self.device, self.config, self.format, shared, &self.name) {
                Ok(stream) => self.stream = Some(stream),
                Err(_) => return false,
            }
        }
        if !self.playing {
            match &self.stream {
                Some(stream) if stream.play().is_ok() => self.playing = true,
                _ => return false,
            }
        }
        true
    }

    fn stop(&mut self) {
        self.stream = None;
        self.playing = false;
    }
}

/// One output device, playing utterances as they are pushed.
pub struct AudioOutput {
    shared: Arc<Shared>,
    playback: Arc<(Mutex<Playback>, Condvar)>,
    rate: u32,
    channels: u16,
    id: String,
}

/// Stops the stream once it has been idle for [`TAIL`]; waits without a timeout otherwise.
fn stop_when_idle(shared: &Shared, playback: &(Mutex<Playback>, Condvar)) {
    let (lock, started) = playback;
    loop {
        // Wait until a stream runs; one built and not played is closed after a while.
        {
            let mut p = lock.lock().unwrap_or_else(|e| e.into_inner());
            while !p.playing && !p.closed {
                if p.stream.is_some() {
                    let (q, waited) = started
                        .wait_timeout(p, UNUSED)
                        .unwrap_or_else(|e| e.into_inner());
                    p = q;
                    if waited.timed_out() && !p.playing {
                        p.stop();
                    }
                } else {
                    p = started.wait(p).unwrap_or_else(|e| e.into_inner());
                }
            }
            if p.closed {
                return;
            }
        }
        // Wait until its queue is empty, then for a whole tail with nothing pushed.
        let mut q = shared.queue();
        let stop = loop {
            while !q.idle() {
                if shared.closed.load(std::sync::atomic::Ordering::SeqCst) {
                    return;
                }
                q = shared.idle.wait(q).unwrap_or_else(|e| e.into_inner());
            }
            let pushed = q.pushed;
            let since = Instant::now();
            loop {
                let left = TAIL.saturating_sub(since.elapsed());
                if left.is_zero() || q.pushed != pushed || !q.idle() {
                    break;
                }
                q = shared
                    .idle
                    .wait_timeout(q, left)
                    .unwrap_or_else(|e| e.into_inner())
                    .0;
            }
            if q.pushed == pushed && q.idle() {
                break pushed;
            }
        };
        drop(q);
        let mut p = lock.lock().unwrap_or_else(|e| e.into_inner());
        // Pushes take the playback lock first: nothing was queued since if the count stands.
        let still = {
            let q = shared.queue();
            q.idle() && q.pushed == stop
        };
        if still {
            p.stop();
        }
    }
}

impl Drop for AudioOutput {
    fn drop(&mut self) {
        let (lock, started) = &*self.playback;
        let mut p = lock.lock().unwrap_or_else(|e| e.into_inner());
        p.closed = true;
        p.stop();
        drop(p);
        // Under the queue's lock: the stopping thread is either waiting or sees it.
        let q = self.shared.queue();
        self.shared
            .closed
            .store(true, std::sync::atomic::Ordering::SeqCst);
        drop(q);
        started.notify_all();
        self.shared.idle.notify_all();
    }
}

impl AudioOutput {
    /// Opens the device and builds its stream, which starts playing with the first utterance
    /// pushed (a device that builds a stream but then refuses to play fails then, as a device
    /// gone, not here). `None` for a muted choice. The stream has a fixed format, else the
    /// device's default format at `rate` instead of the default rate if the device takes it
    /// with the same channels and sample format.
    pub fn open(
        choice: &DeviceChoice,
        rate: Option<u32>,
    ) -> Result<Option<AudioOutput>, SpeechFault> {
        alsa_log::silence();
        let name = match choice {
            DeviceChoice::Muted => return Ok(None),
            DeviceChoice::Default => "default",
            DeviceChoice::Named(name) => name.as_str(),
        };
        let opening = Opening {
            name,
            before: alsa_log::ERRORS.count(),
        };
        let host = cpal::default_host();
        let device = match choice {
            DeviceChoice::Named(name) => find_device(&host, name)?,
            _ => host
                .default_output_device()
                .ok_or_else(|| opening.no_device())?,
        };
        let id = device
            .id()
            .map(|i| i.to_string())
            .unwrap_or_else(|_| device.to_string());
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            idle: Condvar::new(),
            failure: Mutex::new(None),
            errors: Tally::new(),
            waker: Mutex::new(None),
            closed: std::sync::atomic::AtomicBool::new(false),
        });
        // A fixed format first (two channels of f32 at the rate asked for, else 48 kHz), which
        // most devices take as they are or through ALSA's conversion: no enumeration of what
        // the device supports, which costs more than the rest of the start.
        let wanted = rate.unwrap_or(48_000);
        let fixed = cpal::StreamConfig {
            channels: 2,
            sample_rate: wanted,
            buffer_size: cpal::BufferSize::Fixed(wanted / 100),
        };
        let format = cpal::SampleFormat::F32;
        let (stream, config, format) = match build(&device, fixed, format, &shared, name) {
            Ok(stream) => (stream, fixed, format),
            Err(_) => opening.as_the_device_says(&device, rate, &shared)?,
        };
        Ok(Some(AudioOutput::running(
            shared, stream, device, config, format, name, id,
        )))
    }

    /// The output of a stream built, with the thread that stops it while idle.
    fn running(
        shared: Arc<Shared>,
        stream: cpal::Stream,
        device: cpal::Device,
        config: cpal::StreamConfig,
        format: cpal::SampleFormat,
        name: &str,
        id: String,
    ) -> AudioOutput {
        let playback = Arc::new((
            Mutex::new(Playback {
                stream: Some(stream),
                device,
                config,
                format,
                name: name.to_string(),
                playing: false,
                closed: false,
            }),
            Condvar::new(),
        ));
        let (idler_shared, idler_playback) = (shared.clone(), playback.clone());
        std::thread::spawn(move || stop_when_idle(&idler_shared, &idler_playback));
        AudioOutput {
            shared,
            playback,
            rate: config.sample_rate,
            channels: config.channels,
            id,
        }
    }

    /// The device's rate, in Hz.
    pub fn rate(&self) -> u32 {
        self.rate
    }

    pub fn channels(&self) -> u16 {
        self.channels
    }

    /// The device's id, as cpal names it.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Queues an utterance by its channel's rules (see the module documentation), starting
    /// the stream if it was stopped; its id, for [`AudioOutput::extend`].
    pub fn push(&self, mut utterance: Utterance) -> u64 {
        let (lock, started) = &*self.playback;
        let mut playback = lock.lock().unwrap_or_else(|e| e.into_inner());
        // Queued first: a stream that starts now finds it in its very first buffer.
        let id = {
            let mut q = self.shared.queue();
            q.pushed += 1;
            utterance.id = q.pushed;
            // A private answer cut or replaced is simply not played on.
            let _ = q.line.say(utterance);
            q.pushed
        };
        let was_stopped = !playback.playing;
        if !playback.start(&self.shared) {
            let device = playback.name.clone();
            drop(playback);
            self.shared.fail(SpeechFault::DeviceGone { device });
            return id;
        }
        if was_stopped {
            started.notify_all();
        }
        id
    }

    /// Cuts the private utterance playing or waiting.
    pub fn silence_private(&self) {
        let mut q = self.shared.queue();
        let _ = q.line.silence();
        drop(q);
        self.shared.idle.notify_all();
    }

    /// Waits until everything queued has been handed to the device, or the device failed.
    pub fn wait_idle(&self, deadline: Instant) -> bool {
        self.wait(deadline, |q| q.idle())
    }

    /// Waits until every public utterance has been handed to the device.
    pub fn wait_public(&self, deadline: Instant) -> bool {
        self.wait(deadline, |q| !q.public_pending())
    }

    fn wait(&self, deadline: Instant, done: impl Fn(&Queue) -> bool) -> bool {
        let mut q = self.shared.queue();
        loop {
            if done(&q) {
                return true;
            }
            if self.shared.failure().is_some() {
                return false;
            }
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            // Woken when the queue empties; the timeout also covers a device that stopped.
            let wait = (deadline - now).min(Duration::from_millis(50));
            q = match self.shared.idle.wait_timeout(q, wait) {
                Ok((q, _)) => q,
                Err(e) => e.into_inner().0,
            };
        }
    }

    /// What went wrong with the device since it was opened, if anything.
    pub fn failure(&self) -> Option<SpeechFault> {
        self.shared.failure()
    }

    /// Errors the stream survived (underruns, a busy device), counted.
    pub fn errors(&self) -> &Tally {
        &self.shared.errors
    }

    /// Who to wake when the device fails or its errors are worth a notice; a failure that came
    /// before the waker (a device that fails at once) wakes it at once.
    pub fn set_waker(&self, waker: SharedWaker) {
        *self.shared.waker.lock().unwrap_or_else(|e| e.into_inner()) = Some(waker.clone());
        self.shared.errors.set_waker(Some(waker.clone()));
        if self.shared.failure().is_some() {
            waker();
        }
    }
}

fn find_device(host: &cpal::Host, name: &str) -> Result<cpal::Device, SpeechFault> {
    let devices = host.output_devices().map_err(|_| SpeechFault::NoDevice {
        device: name.to_string(),
        alsa: None,
    })?;
    let mut seen = Vec::new();
    for device in devices {
        let id = device.id().map(|i| i.id().to_string()).unwrap_or_default();
        let full_id = device.id().map(|i| i.to_string()).unwrap_or_default();
        let label = device
            .description()
            .map(|d| d.name().to_string())
            .unwrap_or_default();
        if [&id, &full_id, &label]
            .iter()
            .any(|n| !n.is_empty() && n.eq_ignore_ascii_case(name))
        {
            return Ok(device);
        }
        seen.push(if label.is_empty() || label == id {
            id
        } else {
            format!("{id} ({label})")
        });
    }
    Err(SpeechFault::UnknownDevice {
        device: name.to_string(),
        available: seen,
    })
}

fn build(
    device: &cpal::Device,
    config: cpal::StreamConfig,
    format: cpal::SampleFormat,
    shared: &Arc<Shared>,
    name: &str,
) -> Result<cpal::Stream, cpal::Error> {
    use cpal::SampleFormat as F;
    match format {
        F::F32 => build_typed::<f32>(device, config, shared, name),
        F::F64 => build_typed::<f64>(device, config, shared, name),
        F::I16 => build_typed::<i16>(device, config, shared, name),
        F::I32 => build_typed::<i32>(device, config, shared, name),
        F::I8 => build_typed::<i8>(device, config, shared, name),
        F::U16 => build_typed::<u16>(device, config, shared, name),
        F::U8 => build_typed::<u8>(device, config, shared, name),
        F::U32 => build_typed::<u32>(device, config, shared, name),
        _ => Err(cpal::Error::new(cpal::ErrorKind::UnsupportedConfig)),
    }
}

fn build_typed<T>(
    device: &cpal::Device,
    config: cpal::StreamConfig,
    shared: &Arc<Shared>,
    name: &str,
) -> Result<cpal::Stream, cpal::Error>
where
    T: SizedSample + FromSample<f32>,
{
    let channels = usize::from(config.channels.max(1));
    let rate = config.sample_rate;
    let data = Arc::clone(shared);
    let errors = Arc::clone(shared);
    let name = name.to_string();
    device.build_output_stream::<T, _, _>(
        config,
        move |out: &mut [T], _| {
            let mut q = data.queue();
            let was_idle = q.idle();
            for frame in out.chunks_mut(channels) {
                let v = T::from_sample(q.next(rate));
                frame.fill(v);
            }
            let idle = q.idle();
            drop(q);
            if idle && !was_idle {
                data.idle.notify_all();
            }
        },
        // Called for every error, however often: it counts, and wakes at most rarely.
        move |err: cpal::Error| errors.stream_error(&name, err.kind()),
        None,
    )
}

/// A device being opened: its name and where ALSA's error count stood, so that a failure
/// can say what ALSA said meanwhile.
struct Opening<'a> {
    name: &'a str,
    before: u64,
}

impl Opening<'_> {
    /// The device cannot be opened, with what ALSA said while it was tried.
    fn no_device(&self) -> SpeechFault {
        SpeechFault::NoDevice {
            device: self.name.to_string(),
            alsa: match alsa_log::ERRORS.latest_after(self.before) {
                Some(AudioProblem::Alsa(e)) => Some(e),
                _ => None,
            },
        }
    }

    /// The way when the fixed format is refused: the device's own format, at the rate asked
    /// for where it offers it, with a buffer of about 10 ms where it says what it accepts (a
    /// move is heard at once), else its default buffer.
    fn as_the_device_says(
        &self,
        device: &cpal::Device,
        rate: Option<u32>,
        shared: &Arc<Shared>,
    ) -> Result<(cpal::Stream, cpal::StreamConfig, cpal::SampleFormat), SpeechFault> {
        let supported = self.supported(device, rate)?;
        let rate = supported.sample_rate();
        let small = match supported.buffer_size() {
            cpal::SupportedBufferSize::Range { min, max } => {
                Some((rate / 100).clamp(*min, (*max).max(*min)))
            }
            cpal::SupportedBufferSize::Unknown => None,
        };
        let format = supported.sample_format();
        let mut config: cpal::StreamConfig = supported.config();
        for buffer in [
            small.map(cpal::BufferSize::Fixed),
            Some(cpal::BufferSize::Default),
        ]
        .into_iter()
        .flatten()
        {
            config.buffer_size = buffer;
            if let Ok(stream) = build(device, config, format, shared, self.name) {
                return Ok((stream, config, format));
            }
        }
        Err(self.no_device())
    }

    /// The device's default output format, at the rate asked for if the device offers it in
    /// the same channels and sample format.
    fn supported(
        &self,
        device: &cpal::Device,
        rate: Option<u32>,
    ) -> Result<cpal::SupportedStreamConfig, SpeechFault> {
        let supported = device
            .default_output_config()
            .map_err(|_| self.no_device())?;
        // Enumerated only for a rate asked for: the enumeration is the slow part of opening.
        let Some(wanted) = rate else {
            return Ok(supported);
        };
        let Ok(ranges) = device.supported_output_configs() else {
            return Ok(supported);
        };
        let same = |r: &cpal::SupportedStreamConfigRange| {
            r.channels() == supported.channels() && r.sample_format() == supported.sample_format()
        };
        Ok(ranges
            .filter(same)
            .find_map(|r| r.try_with_sample_rate(wanted))
            .unwrap_or(supported))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clip of 16-bit samples; the floats given are steps of 16 bits, so nothing is rounded.
    fn clip(v: &[f32], rate: u32) -> Segment {
        Segment::Clip {
            samples: v
                .iter()
                .map(|s| crate::speech::segment::to_i16(*s))
                .collect(),
            rate,
        }
    }

    #[test]
    fn equal_rates_keep_every_sample() {
        let s = clip(&[0.125, 0.25, -0.375], 22050);
        assert_eq!(s.frames(22050), 3);
        let v: Vec<f32> = (0..3).map(|i| s.sample(i, 22050)).collect();
        assert_eq!(v, [0.125, 0.25, -0.375]);
    }

    #[test]
    fn doubling_the_rate_interpolates() {
        let s = clip(&[0.0, 0.5], 1000);
        assert_eq!(s.frames(2000), 3);
        let v: Vec<f32> = (0..3).map(|i| s.sample(i, 2000)).collect();
        assert_eq!(v, [0.0, 0.25, 0.5]);
        assert_eq!(
            Segment::Silence(Duration::from_millis(60)).frames(48000),
            2880
        );
    }

    fn utterance(channel: Channel, v: f32) -> Utterance {
        Utterance {
            id: 0,
            channel,
            segments: vec![clip(&[v / 8.0; 4], 100)],
        }
    }

    /// Queues as [`Output::push`] does.
    fn say(q: &mut Queue, utterance: Utterance) {
        let _ = q.line.say(utterance);
    }

    /// The next `n` samples, as the values given to [`utterance`].
    fn drain(q: &mut Queue, n: usize) -> Vec<f32> {
        (0..n).map(|_| q.next(100) * 8.0).collect()
    }

    #[test]
    fn public_is_never_cut_and_private_is_replaced() {
        let mut q = Queue::default();
        say(&mut q, utterance(Channel::Public, 1.0));
        say(&mut q, utterance(Channel::Private, 2.0));
        assert_eq!(drain(&mut q, 2), [1.0, 1.0]);
        // A new private answer replaces the waiting one; the public one plays on.
        say(&mut q, utterance(Channel::Private, 3.0));
        assert_eq!(drain(&mut q, 4), [1.0, 1.0, 3.0, 3.0]);
        // A public utterance cuts the private one playing.
        say(&mut q, utterance(Channel::Public, 4.0));
        assert_eq!(drain(&mut q, 6), [4.0, 4.0, 4.0, 4.0, 0.0, 0.0]);
        assert!(q.idle());
    }

    /// The rest of a phrase decoded while its first word plays: the device waits for it where
    /// it begins and plays the phrase as one sound, however the two threads meet.
    #[test]
    fn a_phrase_whose_rest_comes_later_plays_without_a_gap() {
        for early in [true, false] {
            let mut q = Queue::default();
            let later = Arc::new(crate::speech::segment::Later::default());
            let rest = vec![
                Segment::Silence(Duration::from_millis(20)),
                clip(&[0.5 / 8.0; 3], 100),
            ];
            if early {
                later.fill(rest.clone());
            }
            say(
                &mut q,
                Utterance {
                    id: 0,
                    channel: Channel::Public,
                    segments: vec![clip(&[0.25; 3], 100), Segment::Later(Arc::clone(&later))],
                },
            );
            let filler = {
                let later = Arc::clone(&later);
                std::thread::spawn(move || later.fill(rest))
            };
            assert_eq!(
                drain(&mut q, 9),
                [2.0, 2.0, 2.0, 0.0, 0.0, 0.5, 0.5, 0.5, 0.0]
            );
            assert!(q.idle());
            let _ = filler.join();
        }
    }

    /// A rest whose decoder stopped before giving it is left out: the device goes on.
    #[test]
    fn a_rest_never_given_is_left_out() {
        let mut q = Queue::default();
        let later = Arc::new(crate::speech::segment::Later::default());
        later.fill_if_empty();
        let mut u = utterance(Channel::Public, 1.0);
        u.segments.push(Segment::Later(later));
        say(&mut q, u);
        assert_eq!(drain(&mut q, 5), [1.0, 1.0, 1.0, 1.0, 0.0]);
        assert!(q.idle());
    }
}
