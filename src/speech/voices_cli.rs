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
//!   `word<TAB>key<TAB>file` / `letter<TAB>key<TAB>file` lines, or the manifest for them; used
//!   by `scripts/make-voices.sh`.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use clap::{Args, Subcommand};
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SizedSample};

use super::audio::Segment;
use super::voice::{DeviceChoice, VoiceOptions, VoiceSpeech};
use super::voice_pack::{ClipFormat, ClipKeys, MANIFEST, Manifest, VoicePack, write_clip};
use super::{Channel, Speech};
use crate::notation::{Token, Vocabulary};

/// The rate of recorded packs, as the shipped ones.
pub const DEFAULT_RATE: u32 = 22050;

/// Peak level clips are brought to: -3 dBFS, as `sox norm -3`.
pub const PEAK: f32 = 0.708;

/// What is quieter than this (1 % of full scale, as `sox silence … 1%`) is silence.
pub const SILENCE: f32 = 0.01;

#[derive(Args, Debug, Clone, PartialEq, Eq)]
pub struct VoicesArgs {
    #[command(subcommand)]
    pub command: VoicesCommand,
}

#[derive(Subcommand, Debug, Clone, PartialEq, Eq)]
pub enum VoicesCommand {
    /// Check a voice pack: its manifest, its clips and the words it lacks.
    Check {
        /// The pack's folder (with manifest.toml).
        dir: PathBuf,
        /// The vocabulary to check against (default: the pack's language).
        #[arg(long)]
        vocab: Option<String>,
    },
    /// Record a voice pack word by word from the microphone.
    Record {
        /// The vocabulary whose words are recorded.
        #[arg(long, default_value = "de")]
        vocab: String,
        /// The pack's folder; created if needed, continued if it has words already.
        dir: PathBuf,
        /// Record again the words the pack has already.
        #[arg(long)]
        again: bool,
    },
    /// Speak a phrase with a voice pack and wait until it is done.
    Say {
        /// The pack's folder.
        dir: PathBuf,
        /// The words to say, e.g. "Springer Felix drei".
        #[arg(required = true)]
        text: Vec<String>,
        /// The vocabulary for numbers (default: the pack's language).
        #[arg(long)]
        vocab: Option<String>,
        /// Silence between words, in milliseconds.
        #[arg(long, default_value_t = 60)]
        gap: u64,
        /// Silence for a comma or full stop, in milliseconds.
        #[arg(long, default_value_t = 250)]
        pause: u64,
        /// The output device (its id, as `default` or `hw:1,0`, or its name).
        #[arg(long)]
        device: Option<String>,
    },
    /// List the words a pack for the vocabulary needs.
    #[command(hide = true)]
    Words {
        #[arg(long, default_value = "de")]
        vocab: String,
        /// Print the manifest for them instead.
        #[arg(long)]
        manifest: bool,
        /// The clips' sample rate, for the manifest.
        #[arg(long, default_value_t = DEFAULT_RATE)]
        rate: u32,
    },
}

/// Runs a `voices` command; the exit status, or a message for an error that stops it.
pub fn run(args: VoicesArgs, out: &mut dyn Write) -> Result<i32, String> {
    match args.command {
        VoicesCommand::Check { dir, vocab } => check(&dir, vocab.as_deref(), out),
        VoicesCommand::Record { vocab, dir, again } => {
            let vocab = Vocabulary::load(&vocab).map_err(|e| e.to_string())?;
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut mic = CpalMicrophone::default();
            record(&dir, &vocab, again, &mut input, out, &mut mic)
        }
        VoicesCommand::Say {
            dir,
            text,
            vocab,
            gap,
            pause,
            device,
        } => say(
            &dir,
            &text.join(" "),
            vocab.as_deref(),
            gap,
            pause,
            device,
            out,
        ),
        VoicesCommand::Words {
            vocab,
            manifest,
            rate,
        } => {
            let vocab = Vocabulary::load(&vocab).map_err(|e| e.to_string())?;
            let m = Manifest::for_vocabulary(&vocab, rate);
            let io = |e: std::io::Error| e.to_string();
            if manifest {
                write!(out, "{}", m.to_toml()).map_err(io)?;
            } else {
                for (key, file) in &m.words {
                    writeln!(out, "word\t{key}\t{file}").map_err(io)?;
                }
                for (key, file) in &m.letters {
                    writeln!(out, "letter\t{key}\t{file}").map_err(io)?;
                }
            }
            Ok(0)
        }
    }
}

fn pack_vocab(pack: &VoicePack, vocab: Option<&str>) -> Result<Vocabulary, String> {
    Vocabulary::load(vocab.unwrap_or(&pack.manifest().language)).map_err(|e| e.to_string())
}

/// `anna voices check`: 0 if the pack is whole, 1 with the problems listed.
pub fn check(dir: &Path, vocab: Option<&str>, out: &mut dyn Write) -> Result<i32, String> {
    let io = |e: std::io::Error| e.to_string();
    let pack = match VoicePack::open(dir) {
        Ok(pack) => pack,
        Err(e) => {
            for p in &e.problems {
                writeln!(out, "{}: {p}", dir.display()).map_err(io)?;
            }
            return Ok(1);
        }
    };
    let vocab = pack_vocab(&pack, vocab)?;
    let problems = pack.read_all();
    let missing = pack.missing(&vocab);
    for p in &problems {
        writeln!(out, "{}: {p}", dir.display()).map_err(io)?;
    }
    for m in &missing {
        writeln!(out, "{}: no clip for {m}", dir.display()).map_err(io)?;
    }
    let m = pack.manifest();
    writeln!(
        out,
        "{}: {} words, {} letters, {} Hz; {} for vocabulary {}",
        dir.display(),
        m.words.len(),
        m.letters.len(),
        m.sample_rate,
        if problems.is_empty() && missing.is_empty() {
            "complete".to_string()
        } else {
            format!("{} problems, {} missing", problems.len(), missing.len())
        },
        vocab.code()
    )
    .map_err(io)?;
    Ok(if problems.is_empty() && missing.is_empty() {
        0
    } else {
        1
    })
}

/// `anna voices say`: plays the phrase on the chosen device and waits until it is done.
pub fn say(
    dir: &Path,
    text: &str,
    vocab: Option<&str>,
    gap: u64,
    pause: u64,
    device: Option<String>,
    out: &mut dyn Write,
) -> Result<i32, String> {
    let pack = VoicePack::open(dir).map_err(|e| format!("voice pack {}: {e}", dir.display()))?;
    let vocab = pack_vocab(&pack, vocab)?;
    let tokens = [Token::Text(text.to_string())];
    let spelled = pack.missing_in(&ClipKeys::new(&vocab), &tokens, &vocab);
    if !spelled.is_empty() {
        writeln!(out, "not in the pack, spelled: {}", spelled.join(", "))
            .map_err(|e| e.to_string())?;
    }
    let choice = device.map_or(DeviceChoice::Default, DeviceChoice::Named);
    let options = VoiceOptions {
        public: choice.clone(),
        private: choice,
        gap: Duration::from_millis(gap),
        pause: Duration::from_millis(pause),
        rate: None,
    };
    let mut speech = VoiceSpeech::new(pack, options)?;
    speech.say(&tokens, Channel::Public, &vocab);
    // An hour is more than any phrase; what matters is the device failing.
    let done = speech.wait_idle(Duration::from_secs(3600));
    if let Some(failure) = speech.failure() {
        return Err(failure);
    }
    if !done {
        return Err("the phrase was not played to its end".to_string());
    }
    // What the device holds in its buffer is heard only now.
    std::thread::sleep(Duration::from_millis(200));
    Ok(0)
}

/// Where recorded samples come from.
pub trait Microphone {
    /// Starts recording.
    fn start(&mut self) -> Result<(), String>;
    /// Stops recording and gives what was recorded, one channel, and its rate.
    fn stop(&mut self) -> Result<(Vec<f32>, u32), String>;
}

/// The default cpal input device.
#[derive(Default)]
pub struct CpalMicrophone {
    stream: Option<cpal::Stream>,
    samples: Arc<Mutex<Vec<f32>>>,
    rate: u32,
}

impl Microphone for CpalMicrophone {
    fn start(&mut self) -> Result<(), String> {
        let host = cpal::default_host();
        let device = host
            .default_input_device()
            .ok_or_else(|| "there is no default audio input device (microphone)".to_string())?;
        let supported = device
            .default_input_config()
            .map_err(|e| format!("microphone: {e}"))?;
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
            other => Err(format!(
                "microphone: sample format {other} is not supported"
            )),
        }?;
        stream.play().map_err(|e| format!("microphone: {e}"))?;
        self.stream = Some(stream);
        Ok(())
    }

    fn stop(&mut self) -> Result<(Vec<f32>, u32), String> {
        self.stream = None;
        let samples = self
            .samples
            .lock()
            .map(|mut s| std::mem::take(&mut *s))
            .map_err(|_| "microphone: recording lost".to_string())?;
        Ok((samples, self.rate))
    }
}

fn input<T>(
    device: &cpal::Device,
    config: cpal::StreamConfig,
    samples: &Arc<Mutex<Vec<f32>>>,
) -> Result<cpal::Stream, String>
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
        .map_err(|e| format!("microphone: {e}"))
}

/// `anna voices record`: every word and letter the vocabulary needs, one after the other.
pub fn record(
    dir: &Path,
    vocab: &Vocabulary,
    again: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    mic: &mut dyn Microphone,
) -> Result<i32, String> {
    let io = |e: std::io::Error| e.to_string();
    std::fs::create_dir_all(dir.join("clips"))
        .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let manifest_path = dir.join(MANIFEST);
    let mut manifest = if manifest_path.exists() {
        let text = std::fs::read_to_string(&manifest_path)
            .map_err(|e| format!("{}: {e}", manifest_path.display()))?;
        let m = Manifest::from_toml(&text)?;
        if m.channels != 1 || m.format != ClipFormat::S16 {
            return Err(format!(
                "{}: recording adds 16-bit mono clips; this pack has another format",
                manifest_path.display()
            ));
        }
        m
    } else {
        Manifest::new(vocab.code(), DEFAULT_RATE)
    };
    let rate = manifest.sample_rate;
    let wanted = Manifest::for_vocabulary(vocab, rate);
    let mut todo: Vec<(bool, String, String)> = Vec::new();
    for (key, file) in &wanted.words {
        if again || !manifest.words.contains_key(key) {
            let file = manifest.words.get(key).unwrap_or(file).clone();
            todo.push((false, key.clone(), file));
        }
    }
    for (key, file) in &wanted.letters {
        if again || !manifest.letters.contains_key(key) {
            let file = manifest.letters.get(key).unwrap_or(file).clone();
            todo.push((true, key.clone(), file));
        }
    }
    writeln!(
        out,
        "{} words to record into {}. For each: say it, then press Enter. \
         s and Enter skips a word, q and Enter stops (recording can be continued later).",
        todo.len(),
        dir.display()
    )
    .map_err(io)?;
    let total = todo.len();
    let mut recorded = 0;
    let mut index = 0;
    while index < total {
        let (letter, key, file) = &todo[index];
        let shown = if *letter {
            format!("the letter {}", key.to_uppercase())
        } else {
            key.clone()
        };
        write!(out, "[{}/{total}] {shown} … ", index + 1).map_err(io)?;
        out.flush().map_err(io)?;
        mic.start()?;
        let mut line = String::new();
        let read = input.read_line(&mut line).map_err(io);
        let (samples, mic_rate) = mic.stop()?;
        if read? == 0 || line.trim() == "q" {
            writeln!(out, "stopped.").map_err(io)?;
            break;
        }
        if line.trim() == "s" {
            writeln!(out, "skipped.").map_err(io)?;
            index += 1;
            continue;
        }
        let clip = prepare_clip(&samples, mic_rate, rate);
        if clip.is_empty() {
            writeln!(out, "nothing heard; again.").map_err(io)?;
            continue;
        }
        write_clip(&dir.join(file), &clip, rate)?;
        if *letter {
            manifest.letters.insert(key.clone(), file.clone());
        } else {
            manifest.words.insert(key.clone(), file.clone());
        }
        write_manifest(&manifest_path, &manifest)?;
        writeln!(out, "{:.2} s.", clip.len() as f32 / rate as f32).map_err(io)?;
        recorded += 1;
        index += 1;
    }
    write_manifest(&manifest_path, &manifest)?;
    let pack = VoicePack::open(dir).map_err(|e| e.to_string())?;
    let missing = pack.missing(vocab).len();
    writeln!(
        out,
        "{recorded} recorded; {missing} still missing (anna voices check {}).",
        dir.display()
    )
    .map_err(io)?;
    Ok(0)
}

/// Writes the manifest through a temporary file, so that an interrupted recording never leaves
/// half a manifest.
fn write_manifest(path: &Path, manifest: &Manifest) -> Result<(), String> {
    let tmp = path.with_extension("toml.tmp");
    std::fs::write(&tmp, manifest.to_toml()).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// A recording made into a clip: resampled to the pack's rate, silence trimmed at both ends,
/// brought to the common peak ([`PEAK`]). Empty if nothing but silence was recorded.
pub fn prepare_clip(samples: &[f32], from: u32, to: u32) -> Vec<f32> {
    let resampled = resample(samples, from, to);
    let mut clip = trim_silence(&resampled, to, SILENCE).to_vec();
    normalize_peak(&mut clip, PEAK);
    clip
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
