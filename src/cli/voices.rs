//! `anna voices`: check a voice pack, record one's own, play a phrase, list the words a pack
//! needs.
//!
//! - `anna voices check DIR [--vocab CODE]`: the manifest, every clip, and every word the
//!   vocabulary (by default the pack's language) can say; exit status 1 if anything is wrong.
//! - `anna voices record --vocab de DIR`: records a pack word by word from the default
//!   microphone: the word is shown, recording runs until Enter, the clip is trimmed of silence,
//!   brought to the same peak loudness and written with the manifest. Words already recorded are
//!   skipped (`--again` records them anew), so a session can be stopped (`q`) and resumed.
//! - `anna voices say DIR "Springer Felix drei"`: plays a phrase and waits until it is done.
//! - `anna voices words --vocab de [--manifest]` (hidden): the words a pack needs as
//!   `word<TAB>key<TAB>file<TAB>spoken` / `letter<TAB>key<TAB>file<TAB>key` lines (`spoken`: what
//!   a synthesizer is to say), or the manifest for them; used by `scripts/make-voices.sh`.

use std::io::BufRead;
use std::path::Path;
use std::sync::{Arc, Mutex};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SizedSample};

pub use super::voices_args::{DEFAULT_RATE, VoicesArgs, VoicesCommand};
pub use super::voices_console::VoicesConsole;
use super::voices_files::{default_pack_file, install, list, pack};
pub use super::voices_say::Reading;
use super::voices_say::{pack_vocab, say};
use crate::lang::Language;
use crate::message::{Arg, Message, io_reason};
use crate::notation::Vocabulary;
use crate::speech::health::SpeechFault;
use crate::speech::pack::voice_pack::{
    ClipFormat, MANIFEST, Manifest, Missing, VoicePack, write_clip,
};
use crate::speech::segment::resample;

/// Peak level clips are brought to: -3 dBFS, as `sox norm -3`.
pub const PEAK: f32 = 0.708;

/// What is quieter than this (1 % of full scale, as `sox silence … 1%`) is silence.
pub const SILENCE: f32 = 0.01;

/// Runs a `voices` command; the exit status, or the error that stops it.
/// `early`: the pack of `anna voices say` being read since the command line was read.
pub fn run(
    args: VoicesArgs,
    words: &mut VoicesConsole,
    early: Option<Reading>,
) -> Result<i32, Message> {
    match args.command {
        VoicesCommand::Check { dir, vocab } => {
            let code = vocab.clone().unwrap_or_else(|| "de".into());
            let dir = match dir.or_else(|| crate::data_dirs::voice_pack(None, &code)) {
                Some(dir) => dir,
                None => return Err(Message::new("voices-none-for").with("code", Arg::Text(code))),
            };
            check(&dir, vocab.as_deref(), words)
        }
        VoicesCommand::List => list(words),
        VoicesCommand::Pack { dir, output } => {
            let out = output.unwrap_or_else(|| default_pack_file(&dir));
            pack(&dir, &out, words)
        }
        VoicesCommand::Install { pack } => install(&pack, words),
        VoicesCommand::Record { vocab, dir, again } => {
            let vocab = Vocabulary::load(&vocab).map_err(|e| e.message())?;
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut mic = CpalMicrophone::default();
            record(&dir, &vocab, again, &mut input, words, &mut mic)
        }
        command @ VoicesCommand::Say { .. } => match early.or_else(|| Reading::begin(&command)) {
            Some(reading) => say(reading, words),
            None => Ok(0),
        },
        VoicesCommand::Words {
            vocab,
            manifest,
            rate,
        } => {
            let vocabs = vocab
                .iter()
                .map(|code| Vocabulary::load(code).map_err(|e| e.message()))
                .collect::<Result<Vec<_>, _>>()?;
            let m = Manifest::for_vocabularies(&vocabs, rate);
            if manifest {
                words.raw(&m.to_toml())?;
            } else {
                // The fourth column is what a synthesizer is to say for the word: its spoken
                // form where the written one misleads (`Vocabulary::spoken_word`).
                for (key, file) in &m.words {
                    let spoken = vocabs
                        .iter()
                        .find_map(|v| v.spoken_word(key))
                        .unwrap_or(key);
                    words.raw(&format!("word\t{key}\t{file}\t{spoken}\n"))?;
                }
                for (key, file) in &m.letters {
                    words.raw(&format!("letter\t{key}\t{file}\t{key}\n"))?;
                }
            }
            Ok(0)
        }
    }
}

/// The pack in `dir`, or what is wrong with it.
fn open_pack(dir: &Path) -> Result<VoicePack, Message> {
    VoicePack::open(dir).map_err(|error| {
        SpeechFault::BadPack {
            dir: dir.to_path_buf(),
            error,
        }
        .message()
    })
}

fn in_pack(dir: &Path, problem: Message) -> Message {
    Message::new("voices-in-pack")
        .with("dir", Arg::Text(dir.display().to_string()))
        .with("problem", problem)
}

fn missing_message(missing: &Missing) -> Message {
    match missing {
        Missing::Word(word) => Message::new("voices-no-clip").with("word", Arg::Text(word.clone())),
        Missing::Letter(letter) => {
            Message::new("voices-no-letter").with("letter", Arg::Text(letter.to_string()))
        }
    }
}

/// `anna voices check`: 0 if the pack is whole, 1 with the problems listed.
pub fn check(dir: &Path, vocab: Option<&str>, words: &mut VoicesConsole) -> Result<i32, Message> {
    let pack = match VoicePack::open(dir) {
        Ok(pack) => pack,
        Err(e) => {
            for p in e.messages() {
                words.line(&in_pack(dir, p))?;
            }
            return Ok(1);
        }
    };
    let vocab = pack_vocab(&pack, vocab)?;
    let problems = pack.read_all();
    let missing = pack.missing(&vocab);
    for p in &problems {
        words.line(&in_pack(dir, p.message()))?;
    }
    for m in &missing {
        words.line(&in_pack(dir, missing_message(m)))?;
    }
    let m = pack.manifest();
    let whole = problems.is_empty() && missing.is_empty();
    words.line(
        &Message::new("voices-summary")
            .with("dir", Arg::Text(dir.display().to_string()))
            .with("words", m.words.len())
            .with("letters", m.letters.len())
            .with("rate", Arg::Number(i64::from(m.sample_rate)))
            .with("problems", problems.len())
            .with("missing", missing.len())
            .with("vocab", Arg::Text(vocab.code().to_string())),
    )?;
    Ok(if whole { 0 } else { 1 })
}

/// Where recorded samples come from.
pub trait Microphone {
    /// Starts recording.
    fn start(&mut self) -> Result<(), MicError>;
    /// Stops recording and gives what was recorded, one channel, and its rate.
    fn stop(&mut self) -> Result<(Vec<f32>, u32), MicError>;
}

/// Why the microphone gives nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MicError {
    /// The system has no default input device.
    NoDevice,
    /// The device refused; the audio library's own account.
    Failed { detail: String },
    /// A sample format this program cannot record from.
    Format { format: String },
    /// The recording thread panicked and took the samples with it.
    Lost,
}

impl MicError {
    pub fn message(&self) -> Message {
        match self {
            MicError::NoDevice => Message::new("mic-none"),
            MicError::Failed { detail } => {
                Message::new("mic-failed").with("detail", Arg::Text(detail.clone()))
            }
            MicError::Format { format } => {
                Message::new("mic-format").with("format", Arg::Text(format.clone()))
            }
            MicError::Lost => Message::new("mic-lost"),
        }
    }
}

fn mic_failed(e: impl std::fmt::Display) -> MicError {
    MicError::Failed {
        detail: e.to_string(),
    }
}

/// The default cpal input device.
#[derive(Default)]
pub struct CpalMicrophone {
    stream: Option<cpal::Stream>,
    samples: Arc<Mutex<Vec<f32>>>,
    rate: u32,
}

impl Microphone for CpalMicrophone {
    fn start(&mut self) -> Result<(), MicError> {
        let host = cpal::default_host();
        let device = host.default_input_device().ok_or(MicError::NoDevice)?;
        let supported = device.default_input_config().map_err(mic_failed)?;
        self.rate = supported.sample_rate();
        if let Ok(mut s) = self.samples.lock() {
            s.clear();
        }
        let config = supported.config();
        use cpal::SampleFormat as F;
        let stream = match supported.sample_format() {
            F::F32 => input::<f32>(&device, config, &self.samples),
            F::F64 => input::<f64>(&device, config, &self.samples),
            F::I16 => input::<i16>(&device, config, &self.samples),
            F::I32 => input::<i32>(&device, config, &self.samples),
            F::I8 => input::<i8>(&device, config, &self.samples),
            F::U16 => input::<u16>(&device, config, &self.samples),
            F::U8 => input::<u8>(&device, config, &self.samples),
            other => Err(MicError::Format {
                format: other.to_string(),
            }),
        }?;
        stream.play().map_err(mic_failed)?;
        self.stream = Some(stream);
        Ok(())
    }

    fn stop(&mut self) -> Result<(Vec<f32>, u32), MicError> {
        self.stream = None;
        let samples = self
            .samples
            .lock()
            .map(|mut s| std::mem::take(&mut *s))
            .map_err(|_| MicError::Lost)?;
        Ok((samples, self.rate))
    }
}

fn input<T>(
    device: &cpal::Device,
    config: cpal::StreamConfig,
    samples: &Arc<Mutex<Vec<f32>>>,
) -> Result<cpal::Stream, MicError>
where
    T: SizedSample,
    f32: FromSample<T>,
{
    let channels = usize::from(config.channels.max(1));
    let sink = Arc::clone(samples);
    device
        .build_input_stream::<T, _, _>(
            config,
            move |data: &[T], _| {
                if let Ok(mut s) = sink.lock() {
                    s.extend(data.chunks(channels).map(|frame| {
                        frame
                            .iter()
                            .map(|v| <f32 as FromSample<T>>::from_sample_(*v))
                            .sum::<f32>()
                            / channels as f32
                    }));
                }
            },
            |_| {},
            None,
        )
        .map_err(mic_failed)
}

/// `anna voices record`: every word and letter the vocabulary needs, one after the other.
/// A line holding the language's skip key skips a word, its stop key (or the end of input)
/// stops.
pub fn record(
    dir: &Path,
    vocab: &Vocabulary,
    again: bool,
    input: &mut dyn BufRead,
    words: &mut VoicesConsole,
    mic: &mut dyn Microphone,
) -> Result<i32, Message> {
    let manifest_path = dir.join(MANIFEST);
    let mut manifest = recording_manifest(dir, &manifest_path, vocab)?;
    let rate = manifest.sample_rate;
    let todo = clips_to_record(&manifest, vocab, again);
    let keys = AnswerKeys::of(words.language);
    let total = todo.len();
    words.line(
        &Message::new("record-intro")
            .with("count", total)
            .with("dir", Arg::Text(dir.display().to_string()))
            .with("skip", Arg::Text(keys.skip.clone()))
            .with("stop", Arg::Text(keys.stop.clone())),
    )?;
    let mut recorded = 0;
    let mut index = 0;
    while let Some(wanted) = todo.get(index) {
        words.prompt(&wanted.prompt(index, total))?;
        let (samples, mic_rate) = match listen(input, mic, &keys)? {
            Answer::Stop => {
                words.line(&Message::new("record-stopped"))?;
                break;
            }
            Answer::Skip => {
                words.line(&Message::new("record-skipped"))?;
                index += 1;
                continue;
            }
            Answer::Spoken(samples, mic_rate) => (samples, mic_rate),
        };
        let clip = prepare_clip(&samples, mic_rate, rate);
        if clip.is_empty() {
            words.line(&Message::new("record-nothing"))?;
            continue;
        }
        keep_clip(dir, wanted, &clip, &mut manifest)?;
        write_manifest(&manifest_path, &manifest)?;
        words.line(&clip_length(clip.len(), rate))?;
        recorded += 1;
        index += 1;
    }
    write_manifest(&manifest_path, &manifest)?;
    let pack = open_pack(dir)?;
    let missing = pack.missing(vocab).len();
    words.line(
        &Message::new("record-done")
            .with("recorded", recorded)
            .with("missing", missing)
            .with("dir", Arg::Text(dir.display().to_string())),
    )?;
    Ok(0)
}

/// The manifest a recording adds to: the pack's own, or a new one. A pack in another clip
/// format is refused, as recorded clips could not join it.
fn recording_manifest(
    dir: &Path,
    manifest_path: &Path,
    vocab: &Vocabulary,
) -> Result<Manifest, Message> {
    let clips = dir.join("clips");
    std::fs::create_dir_all(&clips).map_err(|e| {
        Message::new("voices-cannot-create")
            .with("path", Arg::Text(clips.display().to_string()))
            .with("reason", io_reason(&e))
    })?;
    if !manifest_path.exists() {
        return Ok(Manifest::new(vocab.code(), DEFAULT_RATE));
    }
    // A FIFO at the manifest's name is refused, not waited on.
    let text = crate::files::read_input_text(manifest_path, crate::files::MAX_INPUT_BYTES)
        .map_err(|e| e.message(manifest_path))?;
    let m = Manifest::from_toml(&text).map_err(|p| in_pack(dir, p.message()))?;
    if m.channels != 1 || m.format != ClipFormat::S16 {
        return Err(in_pack(dir, Message::new("voices-other-format")));
    }
    Ok(m)
}

/// A word or letter to record, and the clip file it goes to.
struct WantedClip {
    letter: bool,
    key: String,
    file: String,
}

impl WantedClip {
    fn prompt(&self, index: usize, total: usize) -> Message {
        let shown = if self.letter {
            Message::new("record-letter").with("letter", Arg::Text(self.key.to_uppercase()))
        } else {
            Message::new("worded").with("text", Arg::Text(self.key.clone()))
        };
        Message::new("record-prompt")
            .with("index", index + 1)
            .with("total", total)
            .with("word", shown)
    }
}

/// The words, then the letters, the pack lacks (all of them `again`); a clip recorded again
/// keeps its file name.
fn clips_to_record(manifest: &Manifest, vocab: &Vocabulary, again: bool) -> Vec<WantedClip> {
    let wanted = Manifest::for_vocabulary(vocab, manifest.sample_rate);
    let words = wanted
        .words
        .iter()
        .map(|entry| (false, entry, &manifest.words));
    let letters = wanted
        .letters
        .iter()
        .map(|entry| (true, entry, &manifest.letters));
    words
        .chain(letters)
        .filter(|(_, (key, _), have)| again || !have.contains_key(*key))
        .map(|(letter, (key, file), have)| WantedClip {
            letter,
            key: key.clone(),
            file: have.get(key).unwrap_or(file).clone(),
        })
        .collect()
}

/// The lines that skip a word and stop the recording, in the conversation's language.
struct AnswerKeys {
    skip: String,
    stop: String,
}

impl AnswerKeys {
    fn of(language: &Language) -> AnswerKeys {
        let key = |id: &str, default: &str| {
            language
                .plain(id)
                .map(|k| k.trim().to_lowercase())
                .unwrap_or_else(|| default.to_string())
        };
        AnswerKeys {
            skip: key("record-skip-key", "s"),
            stop: key("record-stop-key", "q"),
        }
    }
}

/// What the speaker did while the microphone listened.
enum Answer {
    /// The stop key, or the end of input.
    Stop,
    Skip,
    /// Enter: the samples and their rate.
    Spoken(Vec<f32>, u32),
}

/// Records from the microphone until the speaker ends the line.
fn listen(
    input: &mut dyn BufRead,
    mic: &mut dyn Microphone,
    keys: &AnswerKeys,
) -> Result<Answer, Message> {
    mic.start().map_err(|e| e.message())?;
    let mut line = String::new();
    let read = input.read_line(&mut line);
    let (samples, mic_rate) = mic.stop().map_err(|e| e.message())?;
    let answer = line.trim().to_lowercase();
    if read.map_err(|e| Message::new("input-failed").with("reason", io_reason(&e)))? == 0
        || answer == keys.stop
    {
        return Ok(Answer::Stop);
    }
    if answer == keys.skip {
        return Ok(Answer::Skip);
    }
    Ok(Answer::Spoken(samples, mic_rate))
}

/// The clip is written before the manifest names it, so that the manifest never names a clip
/// that an interruption left unwritten.
fn keep_clip(
    dir: &Path,
    wanted: &WantedClip,
    clip: &[f32],
    manifest: &mut Manifest,
) -> Result<(), Message> {
    let path = dir.join(&wanted.file);
    write_clip(&path, clip, manifest.sample_rate).map_err(|e| {
        Message::new("voices-cannot-write")
            .with("path", Arg::Text(path.display().to_string()))
            .with("detail", Arg::Text(e.to_string()))
    })?;
    let entries = if wanted.letter {
        &mut manifest.letters
    } else {
        &mut manifest.words
    };
    entries.insert(wanted.key.clone(), wanted.file.clone());
    Ok(())
}

/// Tenths of a second: enough to hear that a word was cut short.
fn clip_length(samples: usize, rate: u32) -> Message {
    let tenths = (samples as u64 * 10 + u64::from(rate) / 2) / u64::from(rate);
    Message::new("record-length").with(
        "seconds",
        Arg::Text(format!("{}.{}", tenths / 10, tenths % 10)),
    )
}

/// Writes the manifest through a temporary file, so that an interrupted recording never leaves
/// half a manifest, and a link planted at the name is not written through.
fn write_manifest(path: &Path, manifest: &Manifest) -> Result<(), Message> {
    crate::files::write_atomically(path, manifest.to_toml().as_bytes()).map_err(|e| {
        Message::new("voices-cannot-write")
            .with("path", Arg::Text(path.display().to_string()))
            .with("detail", io_reason(&e))
    })
}

/// A recording made into a clip: resampled to the pack's rate, silence trimmed at both ends,
/// brought to the common peak ([`PEAK`]). Empty if nothing but silence was recorded.
pub fn prepare_clip(samples: &[f32], from: u32, to: u32) -> Vec<f32> {
    let resampled = resample(samples, from, to);
    let mut clip = trim_silence(&resampled, to, SILENCE).to_vec();
    normalize_peak(&mut clip, PEAK);
    clip
}

/// The samples from the first to the last that is louder than `threshold`, keeping 30 ms
/// before and after (so that soft starts and ends are not clipped); empty if none is louder.
pub fn trim_silence(samples: &[f32], rate: u32, threshold: f32) -> &[f32] {
    let loud = |s: &f32| s.abs() > threshold;
    let (Some(first), Some(last)) = (
        samples.iter().position(loud),
        samples.iter().rposition(loud),
    ) else {
        return &[];
    };
    let margin = (rate / 33) as usize;
    &samples[first.saturating_sub(margin)..(last + 1 + margin).min(samples.len())]
}

/// Scales the samples so that the loudest is at `peak`.
pub fn normalize_peak(samples: &mut [f32], peak: f32) {
    let max = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if max > 0.0 {
        let gain = peak / max;
        for s in samples {
            *s *= gain;
        }
    }
}
