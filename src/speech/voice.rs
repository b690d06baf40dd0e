//! The voice back end: speech from a voice pack's recorded words, played through cpal.
//!
//! Each word is one clip of the pack (see [`super::pack::voice_pack`] for what a word is); clips are
//! joined with a short gap (default [`DEFAULT_GAP_MS`]), a pause (a comma, a full stop,
//! [`Token::Pause`]) is a longer gap (default 250 ms), and a word the pack has no clip for is
//! spelled letter by letter.
//!
//! [`VoiceSpeech::say`] never blocks the game: it turns the tokens into clip keys and, when every
//! clip has been decoded already (the words of moves are decoded ahead once the first sentence
//! is queued), queues the utterance on the channel's device itself; otherwise it hands the keys
//! to a worker thread, which reads and decodes the clips (each once, then kept within a bound),
//! in the order said: it queues the first word's first 60 ms as soon as they are decoded, with
//! the rest of the phrase to come ([`Segment::Later`]), and decodes the rest while they play
//! (a clip decodes in about a millisecond). The device waits for the rest where it begins: a
//! phrase queued a word at a time would be played with silence between its words on a device
//! with a deep buffer (many sound servers' ALSA devices take a second or more at once), so the
//! phrase is one sound on any buffer, and its first sound waits for a few Opus packets.
//!
//! On each device the channels keep the rules of every back end (`queue.rs`): a move
//! announcement (public) is never dropped or cut off, and public utterances play in order; a
//! public utterance starts at once, cutting a private answer being spoken; a new private answer
//! replaces an older one, waiting or playing; [`VoiceSpeech::silence`] cuts the private answer
//! and leaves announcements alone. A private answer said before a silence and still being
//! decoded then is not played either. Channels on different devices play independently.
//!
//! A device that cannot be opened makes [`VoiceSpeech::start`] fail; one that fails later makes
//! [`VoiceSpeech::health`] say so, and wakes the owner at once (see [`VoiceSpeech::set_waker`]),
//! so the caller can fall back to another speech. Errors the devices survive (an underrun, ALSA
//! complaining) are counted, never printed, and given as notices by
//! [`VoiceSpeech::take_notices`]: the first, then the count at most once a minute.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::audio::{AudioOutput, Segment, Utterance, alsa_log};
use super::health::{Health, HealthWaker, SharedWaker, SpeechFault, SpeechNotice};
use super::pack::pack_error::ClipError;
use super::pack::voice_pack::{BegunClip, Clip, ClipKeys, Spoken, VoicePack, move_tokens};
use super::queue::DROP_WAIT;
use super::segment::Later;
use super::{Channel, Speech};
use crate::message::Token;
use crate::notation::Vocabulary;

pub use super::audio::DeviceChoice;

/// The silence between two words of a pack: about the closure of a stop consonant, as long as
/// espeak-ng's own joins between words inside a sentence (10–45 ms), so that the words run
/// together as in speech and the phrase is no longer than espeak-ng's (docs/speech.md).
pub const DEFAULT_GAP_MS: u64 = 20;

/// The voice back end's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoiceOptions {
    /// The device for move announcements and what both players hear.
    pub public: DeviceChoice,
    /// The device for private answers (headphones, say).
    pub private: DeviceChoice,
    /// Silence between two words.
    pub gap: Duration,
    /// Silence for a comma, a full stop or a [`Token::Pause`].
    pub pause: Duration,
    /// The rate to play at, if the device takes it (`Some(pack rate)` spares resampling);
    /// `None`: the device's default rate.
    pub rate: Option<u32>,
    /// How fast the words are said, from −100 (half as fast) to 100 (twice as fast), as the
    /// system speech's rate; the pitch stays ([`super::audio::stretch`]).
    pub tempo: i32,
}

impl Default for VoiceOptions {
    fn default() -> Self {
        VoiceOptions {
            public: DeviceChoice::Default,
            private: DeviceChoice::Default,
            gap: Duration::from_millis(DEFAULT_GAP_MS),
            pause: Duration::from_millis(250),
            rate: None,
            tempo: 0,
        }
    }
}

struct Job {
    channel: Channel,
    spoken: Vec<Spoken>,
    /// The silence count when the job was made: a private job older than a silence is dropped.
    epoch: u64,
}

/// The pack's clips, each read and decoded once and then kept (within a bound, see [`Cache`]),
/// shared by [`VoiceSpeech::say`] and the worker.
struct Clips {
    pack: Arc<VoicePack>,
    cache: Mutex<Cache>,
    problems: Mutex<Vec<ClipError>>,
    gap: Duration,
    pause: Duration,
    /// 1 for the pack's own speed.
    speed: f32,
}

/// How much of a phrase's first word is decoded before it is played (three Opus packets): the
/// rest is decoded in about a millisecond, long before this has played.
const HEAD: Duration = Duration::from_millis(60);

/// How many decoded samples the cache keeps: 2 MiB of 16-bit samples, about 40 s of speech at
/// 24 kHz, room for every move word and the sentences of the moment. The word used longest ago goes first.
const CACHE_SAMPLES: usize = 1 << 20;

/// Decoded clips. Words are kept within [`CACHE_SAMPLES`], the least recently used going
/// first; letters (a few dozen short clips) are all kept.
#[derive(Default)]
struct Cache {
    words: HashMap<String, Cached>,
    letters: HashMap<char, Option<Clip>>,
    /// The samples of the words kept.
    samples: usize,
    /// Counts uses, for the least recently used.
    uses: u64,
}

struct Cached {
    clip: Option<Clip>,
    used: u64,
}

impl Cache {
    fn word(&mut self, key: &str) -> Option<Option<Clip>> {
        self.uses += 1;
        let uses = self.uses;
        let cached = self.words.get_mut(key)?;
        cached.used = uses;
        Some(cached.clip.clone())
    }

    fn keep_word(&mut self, key: &str, clip: Option<Clip>) {
        let len = clip.as_ref().map_or(0, |c| c.samples.len());
        self.uses += 1;
        let old = self.words.insert(
            key.to_string(),
            Cached {
                clip,
                used: self.uses,
            },
        );
        self.samples += len;
        self.samples -= old.and_then(|o| o.clip).map_or(0, |c| c.samples.len());
        while self.samples > CACHE_SAMPLES && self.words.len() > 1 {
            let oldest = self
                .words
                .iter()
                .filter(|(k, _)| k.as_str() != key)
                .min_by_key(|(_, c)| c.used)
                .map(|(k, _)| k.clone());
            let Some(oldest) = oldest else {
                break;
            };
            if let Some(gone) = self.words.remove(&oldest) {
                self.samples -= gone.clip.map_or(0, |c| c.samples.len());
            }
        }
    }
}

/// A clip not read yet, when reading is not allowed.
struct NotRead;

impl Clips {
    fn cache(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The first word's clip begun, its first [`HEAD`] decoded: when the word is one clip of
    /// the pack, not decoded yet, and played at the pack's own speed (a clip is stretched
    /// whole).
    fn begin(&self, spoken: &[Spoken]) -> Option<(String, BegunClip)> {
        let Some(Spoken::Word(word)) = spoken.iter().find(|s| matches!(s, Spoken::Word(_))) else {
            return None;
        };
        let keys = self.pack.clips_of(word)?;
        let [key] = keys.as_slice() else {
            return None;
        };
        if self.speed != 1.0 || self.cache().word(key).is_some() {
            return None;
        }
        let head =
            (u128::from(self.pack.manifest().sample_rate) * HEAD.as_millis() / 1000) as usize;
        // A clip that cannot be read is read again the usual way, which reports it.
        let begun = self.pack.begin_clip(key, head)?.ok()?;
        Some((key.clone(), begun))
    }

    /// The rest of a begun clip decoded, and the clip kept; `None` if it could not be.
    fn finish(&self, key: &str, begun: BegunClip) -> Option<Clip> {
        let clip = self.read(Some(begun.finish()));
        self.cache().keep_word(key, clip.clone());
        clip
    }

    /// A word's clip; `Ok(None)` if the pack has none (or it cannot be read).
    fn word(&self, key: &str, read: bool) -> Result<Option<Clip>, NotRead> {
        if !self.pack.has_word(key) {
            return Ok(None);
        }
        if let Some(clip) = self.cache().word(key) {
            return Ok(clip);
        }
        if !read {
            return Err(NotRead);
        }
        // Read without holding the cache, so that `say` never waits for a file.
        let clip = self.read(self.pack.clip(key));
        self.cache().keep_word(key, clip.clone());
        Ok(clip)
    }

    fn letter(&self, letter: char, read: bool) -> Result<Option<Clip>, NotRead> {
        if !self.pack.has_letter(letter) {
            return Ok(None);
        }
        if let Some(clip) = self.cache().letters.get(&letter) {
            return Ok(clip.clone());
        }
        if !read {
            return Err(NotRead);
        }
        let clip = self.read(self.pack.letter_clip(letter));
        self.cache().letters.insert(letter, clip.clone());
        Ok(clip)
    }

    fn read(&self, clip: Option<Result<Clip, ClipError>>) -> Option<Clip> {
        match clip? {
            Ok(clip) if self.speed != 1.0 => Some(Clip {
                samples: super::audio::stretch::stretch(&clip.floats(), clip.rate, self.speed)
                    .into_iter()
                    .map(super::segment::to_i16)
                    .collect(),
                rate: clip.rate,
            }),
            Ok(clip) => Some(clip),
            Err(e) => {
                self.problems
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(e);
                None
            }
        }
    }

    /// The clips and gaps of an utterance: a gap between two clips, a pause instead where the
    /// words have one; a word without a clip spelled. Without `read`, `Err` if a clip has not
    /// been read yet.
    fn segments(&self, spoken: &[Spoken], read: bool) -> Result<Vec<Segment>, NotRead> {
        let mut segments = Vec::new();
        let mut joined = false;
        let mut pause = false;
        for item in spoken {
            let clips = match item {
                Spoken::Pause => {
                    pause = true;
                    continue;
                }
                Spoken::Word(word) => {
                    let keys = self
                        .pack
                        .clips_of(word)
                        .unwrap_or_else(|| vec![word.clone()]);
                    let mut clips = Vec::new();
                    for key in &keys {
                        clips.extend(self.word(key, read)?);
                    }
                    if clips.is_empty() {
                        for c in self.pack.spelling(word) {
                            clips.extend(self.letter(c, read)?);
                        }
                    }
                    clips
                }
            };
            for clip in clips {
                if joined {
                    segments.push(Segment::Silence(if pause { self.pause } else { self.gap }));
                }
                joined = true;
                pause = false;
                segments.push(Segment::Clip {
                    samples: clip.samples,
                    rate: clip.rate,
                });
            }
        }
        Ok(segments)
    }
}

/// Where each channel plays, and the silence count.
#[derive(Clone)]
struct Routes {
    outputs: Vec<Arc<AudioOutput>>,
    route: [Option<usize>; 2],
    epoch: Arc<AtomicU64>,
}

impl Routes {
    fn output(&self, channel: Channel) -> Option<&Arc<AudioOutput>> {
        self.route[route_index(channel)].map(|i| &self.outputs[i])
    }

    /// Queues the segments on the channel's device; the utterance's id, if one was queued.
    fn push(&self, channel: Channel, segments: Vec<Segment>, epoch: u64) -> Option<u64> {
        let output = self.output(channel)?;
        if channel == Channel::Private && epoch != self.epoch.load(Ordering::SeqCst) {
            return None;
        }
        if segments.is_empty() {
            return None;
        }
        Some(output.push(Utterance {
            channel,
            segments,
            id: 0,
        }))
    }
}

struct Worker {
    clips: Arc<Clips>,
    routes: Routes,
    pending: Arc<AtomicUsize>,
}

/// The words of every move, read one at a time while nothing is to be said, so that a move
/// announced later finds its clips in memory and the first sentence waits for none of them.
struct Preload {
    vocab: Option<Vocabulary>,
    keys: Option<ClipKeys>,
    tokens: Vec<Token>,
}

impl Preload {
    fn new(language: &str) -> Preload {
        Preload {
            vocab: Vocabulary::builtin(language),
            keys: None,
            tokens: move_tokens(),
        }
    }

    /// Reads the clips of one more move word; false when all are read.
    fn step(&mut self, clips: &Clips) -> bool {
        let Some(vocab) = &self.vocab else {
            return false;
        };
        let Some(token) = self.tokens.pop() else {
            return false;
        };
        let keys = self.keys.get_or_insert_with(|| ClipKeys::new(vocab));
        for key in keys.keys(std::slice::from_ref(&token), vocab) {
            if let Spoken::Word(w) = key {
                let _ = clips.word(&w, true);
            }
        }
        true
    }
}

impl Worker {
    fn run(self, jobs: Receiver<Job>) {
        // Nothing is read ahead before the first sentence: it waits for no other file.
        let Ok(first) = jobs.recv() else {
            return;
        };
        self.speak(first);
        let mut preload = Preload::new(&self.clips.pack.manifest().language);
        loop {
            // What is to be said comes first; the reading ahead fills the pauses.
            let job = match jobs.try_recv() {
                Ok(job) => job,
                Err(mpsc::TryRecvError::Disconnected) => return,
                Err(mpsc::TryRecvError::Empty) => {
                    if preload.step(&self.clips) {
                        continue;
                    }
                    match jobs.recv() {
                        Ok(job) => job,
                        Err(_) => return,
                    }
                }
            };
            self.speak(job);
        }
    }

    /// Queues the phrase's first word, or only its beginning ([`Worker::speak_begun`]), with
    /// the rest to come ([`Segment::Later`]), then decodes the rest: the first sound waits
    /// for a word at most, and the device, which waits for the rest when it gets there, plays
    /// the phrase as one sound (a phrase queued a word at a time would have silence played
    /// between its words on a device with a deep buffer, which takes all it can hold at once).
    fn speak(&self, job: Job) {
        let first = first_word(&job.spoken).len();
        let decoded = self.clips.segments(&job.spoken, false).is_ok();
        let begun = (!decoded)
            .then(|| self.clips.begin(&job.spoken[..first]))
            .flatten();
        if let Some(begun) = begun {
            self.speak_begun(&job, first, begun);
        } else if decoded || first == job.spoken.len() {
            if let Ok(segments) = self.clips.segments(&job.spoken, true) {
                self.routes.push(job.channel, segments, job.epoch);
            }
        } else if let Ok(segments) = self.clips.segments(&job.spoken[..first], true) {
            let played = segments.len();
            self.push_then(&job, segments, || {
                // The first word is a prefix of the whole: its segments are left out.
                let mut whole = self.clips.segments(&job.spoken, true).unwrap_or_default();
                whole.split_off(played.min(whole.len()))
            });
        }
        self.pending.fetch_sub(1, Ordering::SeqCst);
    }

    /// Plays the beginning of the phrase's first word (its first [`HEAD`]) at once, and
    /// the rest of the word and of the phrase once they are decoded: the first sound waits
    /// for a few Opus packets instead of a word.
    fn speak_begun(&self, job: &Job, first: usize, (key, begun): (String, BegunClip)) {
        let head = begun.head();
        // The seam: the head plays what lies before its last sample, the rest from there on.
        let seam = head.samples.len().saturating_sub(1);
        let beginning = Segment::Part {
            samples: Arc::clone(&head.samples),
            rate: head.rate,
            from: 0,
            to: seam,
        };
        self.push_then(job, vec![beginning], || {
            self.rest_after_begun(job, first, (key, begun), &head.samples, seam)
        });
    }

    /// The rest of a phrase whose first word's beginning, up to `seam`, is playing: the rest of
    /// that word, then of the phrase.
    fn rest_after_begun(
        &self,
        job: &Job,
        first: usize,
        (key, begun): (String, BegunClip),
        head: &[i16],
        seam: usize,
    ) -> Vec<Segment> {
        let word = self.clips.finish(&key, begun);
        let mut rest = self.clips.segments(&job.spoken, true).unwrap_or_default();
        match (word, rest.first()) {
            (Some(word), Some(Segment::Clip { samples, rate }))
                if samples.get(..seam) == head.get(..seam) =>
            {
                rest[0] = Segment::Part {
                    samples: Arc::clone(samples),
                    rate: *rate,
                    from: seam,
                    to: word.samples.len(),
                };
            }
            // The word's clip broke off (its problem is reported), or ended within its
            // beginning: the phrase goes on after it.
            _ => {
                rest = self
                    .clips
                    .segments(&job.spoken[first..], true)
                    .unwrap_or_default();
                if !rest.is_empty() {
                    rest.insert(0, Segment::Silence(self.clips.gap));
                }
            }
        }
        rest
    }

    /// Queues `segments` with the rest to come ([`Segment::Later`]), then makes the rest: the
    /// device plays the segments at once and waits for the rest where it begins.
    fn push_then(
        &self,
        job: &Job,
        mut segments: Vec<Segment>,
        rest: impl FnOnce() -> Vec<Segment>,
    ) {
        let later = Filling(Arc::new(Later::default()));
        segments.push(Segment::Later(Arc::clone(&later.0)));
        self.routes.push(job.channel, segments, job.epoch);
        later.0.fill(rest());
    }
}

/// The rest of a phrase being decoded: given empty if its decoder stops before it is filled,
/// so that the device never waits for it.
struct Filling(Arc<Later>);

impl Drop for Filling {
    fn drop(&mut self) {
        self.0.fill_if_empty();
    }
}

/// The phrase up to its first word: what its first sound waits for.
pub fn first_word(spoken: &[Spoken]) -> &[Spoken] {
    let end = spoken
        .iter()
        .position(|s| matches!(s, Spoken::Word(_)))
        .map_or(spoken.len(), |i| i + 1);
    &spoken[..end]
}

fn route_index(channel: Channel) -> usize {
    match channel {
        Channel::Public => 0,
        Channel::Private => 1,
    }
}

/// Runs `first` on a thread of its own while `second` runs here, or one after the other if no
/// thread can be made; `None` for `first` if its thread panicked.
pub fn alongside<A: Send, B>(
    first: impl FnOnce() -> A + Send,
    second: impl FnOnce() -> B,
) -> (Option<A>, B) {
    let slot = Mutex::new(Some(first));
    // Takes `first` out of its slot and runs it, wherever it is called first.
    let run = || {
        let first = slot.lock().ok().and_then(|mut f| f.take());
        first.map(|f| f())
    };
    std::thread::scope(
        |scope| match std::thread::Builder::new().spawn_scoped(scope, run) {
            Ok(handle) => {
                let b = second();
                (handle.join().ok().flatten(), b)
            }
            Err(_) => {
                let b = second();
                (run(), b)
            }
        },
    )
}

/// The devices of a voice, opened (their streams built, silent) before the pack is needed.
pub struct Devices(Routes);

impl Devices {
    /// Opens the devices chosen; channels on the same device share one stream (and so one
    /// queue).
    pub fn open(options: &VoiceOptions) -> Result<Devices, SpeechFault> {
        let mut outputs: Vec<Arc<AudioOutput>> = Vec::new();
        let mut route = [None, None];
        for (i, choice) in [&options.public, &options.private].into_iter().enumerate() {
            if i == 1 && options.private == options.public {
                route[1] = route[0];
                continue;
            }
            if let Some(output) = AudioOutput::open(choice, options.rate)? {
                match outputs.iter().position(|o| o.id() == output.id()) {
                    // The same device under another name: one stream only.
                    Some(j) => route[i] = Some(j),
                    None => {
                        route[i] = Some(outputs.len());
                        outputs.push(Arc::new(output));
                    }
                }
            }
        }
        // What ALSA said while the devices were found and opened is not news: they work.
        alsa_log::ERRORS.mark();
        Ok(Devices(Routes {
            outputs,
            route,
            epoch: Arc::new(AtomicU64::new(0)),
        }))
    }
}

/// A pack opened for speaking, with its decoded clips: made before the devices are open, so
/// that the clips of a first phrase are decoded while they open and its first sound waits for
/// the slower of the two only.
pub struct PackClips(Arc<Clips>);

impl PackClips {
    /// The pack's clips as the options say them (gaps, pauses, tempo); none decoded yet.
    pub fn new(pack: VoicePack, options: &VoiceOptions) -> PackClips {
        PackClips(Arc::new(Clips {
            pack: Arc::new(pack),
            cache: Mutex::new(Cache::default()),
            problems: Mutex::new(Vec::new()),
            gap: options.gap,
            pause: options.pause,
            speed: super::audio::stretch::speed_of_rate(options.tempo),
        }))
    }

    pub fn pack(&self) -> &VoicePack {
        &self.0.pack
    }

    /// Decodes the clips of the words now (each is kept), so that saying them waits for none.
    /// The words are shared out between this thread and one more: a first phrase's sound waits
    /// for its clips (about half a millisecond each), and a second core halves that wait.
    pub fn read(&self, spoken: &[Spoken]) {
        let two = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
        let words = spoken
            .iter()
            .filter(|s| matches!(s, Spoken::Word(_)))
            .count();
        if !two || words < 2 {
            let _ = self.0.segments(spoken, true);
            return;
        }
        // Split where half the words are on each side; pauses go with either.
        let mut seen = 0;
        let half = spoken
            .iter()
            .position(|s| {
                seen += usize::from(matches!(s, Spoken::Word(_)));
                seen > words / 2
            })
            .unwrap_or(spoken.len());
        let (here, there) = spoken.split_at(half);
        std::thread::scope(|scope| {
            let other = std::thread::Builder::new()
                .name("anna-clip-read".to_string())
                .spawn_scoped(scope, || {
                    let _ = self.0.segments(there, true);
                });
            let _ = self.0.segments(here, true);
            // A thread that could not start leaves its words to be read here.
            if other.is_err() {
                let _ = self.0.segments(there, true);
            }
        });
    }
}

/// Speech from a voice pack (see the module documentation).
pub struct VoiceSpeech {
    clips: Arc<Clips>,
    keys: Option<ClipKeys>,
    routes: Routes,
    jobs: Option<Sender<Job>>,
    worker: Option<JoinHandle<()>>,
    /// Jobs sent to the worker and not yet queued on a device.
    pending: Arc<AtomicUsize>,
    /// The owner's waker, also given to ALSA's error tally.
    waker: Option<SharedWaker>,
    /// How many unreadable clips have been told of already.
    clips_told: usize,
}

impl VoiceSpeech {
    /// Opens the pack in `dir` and the devices; fails if the pack is broken or a device cannot
    /// be opened.
    pub fn start(dir: &Path, options: VoiceOptions) -> Result<VoiceSpeech, SpeechFault> {
        // The manifest is read while the devices open: each takes a millisecond or two, and
        // the game's first prompt waits for the longer only.
        let (pack, devices) = alongside(
            || VoicePack::open_for_speaking(dir),
            || Devices::open(&options),
        );
        let pack =
            pack.ok_or(SpeechFault::ThreadStopped)?
                .map_err(|error| SpeechFault::BadPack {
                    dir: dir.to_path_buf(),
                    error,
                })?;
        VoiceSpeech::on_devices(PackClips::new(pack, &options), devices?)
    }

    /// Speaks with an opened pack on devices opened before (perhaps while the pack was read and
    /// the first phrase decoded).
    pub fn on_devices(clips: PackClips, devices: Devices) -> Result<VoiceSpeech, SpeechFault> {
        let routes = devices.0;
        let clips = clips.0;
        let pending = Arc::new(AtomicUsize::new(0));
        let worker = Worker {
            clips: Arc::clone(&clips),
            routes: routes.clone(),
            pending: Arc::clone(&pending),
        };
        let (tx, rx) = mpsc::channel();
        let handle = std::thread::Builder::new()
            .name("anna-voice".to_string())
            .spawn(move || worker.run(rx))
            .map_err(|_| SpeechFault::ThreadStopped)?;
        Ok(VoiceSpeech {
            clips,
            keys: None,
            routes,
            jobs: Some(tx),
            worker: Some(handle),
            pending,
            waker: None,
            clips_told: 0,
        })
    }

    /// Uses keys made before (they take a millisecond to make) for their vocabulary.
    pub fn set_keys(&mut self, keys: ClipKeys) {
        self.keys = Some(keys);
    }

    pub fn pack(&self) -> &VoicePack {
        &self.clips.pack
    }

    /// The rate and channel count of the device a channel plays on; `None` when muted.
    pub fn device_format(&self, channel: Channel) -> Option<(u32, u16)> {
        let output = self.routes.output(channel)?;
        Some((output.rate(), output.channels()))
    }

    /// What the tokens sound like on a channel's device: the samples handed to it, one channel.
    pub fn render(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) -> Vec<f32> {
        let Some((rate, _)) = self.device_format(channel) else {
            return Vec::new();
        };
        let spoken = self.keys(vocab).keys(tokens, vocab);
        let segments = self.clips.segments(&spoken, true).unwrap_or_default();
        Utterance {
            channel,
            segments,
            id: 0,
        }
        .render(rate)
    }

    fn keys(&mut self, vocab: &Vocabulary) -> &ClipKeys {
        if self.keys.as_ref().is_none_or(|k| k.code() != vocab.code()) {
            self.keys = Some(ClipKeys::new(vocab));
        }
        self.keys.get_or_insert_with(|| ClipKeys::new(vocab))
    }

    /// Cuts the private answer being spoken and any waiting; move announcements play on.
    pub fn silence(&mut self) {
        self.routes.epoch.fetch_add(1, Ordering::SeqCst);
        for output in &self.routes.outputs {
            output.silence_private();
        }
    }

    /// Whether every device still plays; if not, the caller may fall back to other speech. A
    /// failed device stays failed: the voice does not come back by itself.
    pub fn health(&self) -> Health {
        match self.routes.outputs.iter().find_map(|o| o.failure()) {
            Some(fault) => Health::Failed(fault),
            None => Health::Working,
        }
    }

    /// Who to wake when a device fails, or its errors (or ALSA's) are worth a notice.
    pub fn set_waker(&mut self, waker: HealthWaker) {
        let waker: SharedWaker = Arc::from(waker);
        for output in &self.routes.outputs {
            output.set_waker(Arc::clone(&waker));
        }
        // The process has one ALSA library, and one voice speaking through it.
        alsa_log::ERRORS.set_waker(Some(Arc::clone(&waker)));
        self.waker = Some(waker);
    }

    /// Notices of errors the devices survived: for each source (a device's stream, ALSA), the
    /// first error, then the count at most once a minute. Nothing once a device has failed: the
    /// failure says it all, and the back end is replaced.
    pub fn take_notices(&mut self) -> Vec<SpeechNotice> {
        if !self.health().is_working() {
            return Vec::new();
        }
        let mut notices: Vec<SpeechNotice> = self
            .routes
            .outputs
            .iter()
            .filter_map(|o| o.errors().notice())
            .collect();
        notices.extend(alsa_log::ERRORS.notice());
        // A clip that cannot be read is told of once: its word is spelled from then on.
        let problems = self.problems();
        notices.extend(
            problems
                .iter()
                .skip(self.clips_told)
                .cloned()
                .map(SpeechNotice::BadClip),
        );
        self.clips_told = problems.len();
        notices
    }

    /// Clips that could not be read (each is left out and its word spelled).
    pub fn problems(&self) -> Vec<ClipError> {
        self.clips
            .problems
            .lock()
            .map(|p| p.clone())
            .unwrap_or_default()
    }

    /// Waits until everything said so far has been handed to the devices; `false` on timeout or
    /// device failure.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while self.pending.load(Ordering::SeqCst) > 0 {
            if Instant::now() >= deadline || !self.health().is_working() {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        self.routes.outputs.iter().all(|o| o.wait_idle(deadline))
    }
}

impl Speech for VoiceSpeech {
    /// Returns at once: with every clip already read and nothing waiting for the worker, the
    /// utterance is queued on the device here; otherwise the worker reads the clips and queues
    /// it, in the order said.
    fn say(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        if self.routes.output(channel).is_none() {
            return;
        }
        let spoken = self.keys(vocab).keys(tokens, vocab);
        if spoken.is_empty() {
            return;
        }
        let epoch = self.routes.epoch.load(Ordering::SeqCst);
        if self.pending.load(Ordering::SeqCst) == 0
            && let Ok(segments) = self.clips.segments(&spoken, false)
        {
            self.routes.push(channel, segments, epoch);
            return;
        }
        if let Some(jobs) = &self.jobs {
            self.pending.fetch_add(1, Ordering::SeqCst);
            let job = Job {
                channel,
                spoken,
                epoch,
            };
            if jobs.send(job).is_err() {
                self.pending.fetch_sub(1, Ordering::SeqCst);
            }
        }
    }

    fn silence(&mut self) {
        VoiceSpeech::silence(self);
    }
}

impl Drop for VoiceSpeech {
    /// Private answers stop; move announcements already said are played to their end (waiting
    /// at most 10 s).
    fn drop(&mut self) {
        if let Some(waker) = self.waker.take() {
            alsa_log::ERRORS.forget_waker(&waker);
        }
        self.jobs = None;
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
        self.silence();
        let deadline = Instant::now() + DROP_WAIT;
        for output in &self.routes.outputs {
            output.wait_public(deadline);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clip(len: usize) -> Option<Clip> {
        Some(Clip {
            rate: 24000,
            samples: vec![0; len].into(),
        })
    }

    /// A long game says many sentences: the decoded clips kept stay within the bound, and the
    /// words used again and again (the move words) are the ones kept.
    #[test]
    fn the_cache_keeps_the_words_used_last_within_its_bound() {
        let mut cache = Cache::default();
        let tenth = CACHE_SAMPLES / 10;
        cache.keep_word("springer", clip(tenth));
        for i in 0..50 {
            cache.keep_word(&format!("word{i}"), clip(tenth));
            assert!(cache.word("springer").is_some(), "after {i} words");
            assert!(cache.samples <= CACHE_SAMPLES, "{}", cache.samples);
        }
        assert!(cache.word("word0").is_none());
        assert!(cache.word("word49").is_some());
        let kept: usize = cache
            .words
            .values()
            .map(|c| c.clip.as_ref().map_or(0, |c| c.samples.len()))
            .sum();
        assert_eq!(kept, cache.samples);
    }
}
