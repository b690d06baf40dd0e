//! Voice packs: one recorded clip per word, so that anna can speak without a speech engine.
//!
//! A pack is one file, `CODE.zip` (a ZIP archive, see [`super::pack_source`]), or a folder,
//! holding a `manifest.toml` and the clips:
//!
//! ```toml
//! language = "de"          # the vocabulary the pack speaks
//! sample_rate = 24000      # every clip has this rate …
//! channels = 1             # … this many channels …
//! format = "opus"          # … and this format: "opus" (Ogg Opus), "s16" or "f32" (WAV)
//!
//! [words]                  # clip key → file, relative to the pack
//! springer = "clips/springer.opus"
//! "weiß" = "clips/weiss.opus"
//!
//! [letters]                # one letter → file: for spelling words the pack has no clip for
//! a = "clips/letter-a.opus"
//! ```
//!
//! A manifest cannot name a file outside its pack: absolute paths and `..` are refused, in a
//! folder also symbolic links that lead out, and in a file names are looked up in the archive
//! only. The shipped packs are files of Opus clips ([`super::opus_clip`]); `anna voices record`
//! makes a folder of WAV clips, which [`super::pack_file`] makes into a file.
//!
//! # What a clip key is
//!
//! [`ClipKeys`] turns tokens into the keys a pack must hold, by one rule for every token:
//!
//! - a token's text (the vocabulary's word for it, or a [`Token::Text`] as it is) is cut into
//!   words at everything that is not a letter: spaces, hyphens, quotes, brackets, punctuation.
//!   A word is a run of letters (an apostrophe between letters stays inside the word); its key is
//!   the word in lower case, accents kept ("Läufer" → `läufer`, "Kurze Rochade" → `kurze`,
//!   `rochade`, "Fünfzig-Züge-Regel" → `fünfzig`, `züge`, `regel`);
//! - `,` `.` `;` `:` `?` `!` `…` and line breaks, and [`Token::Pause`], are a pause (a longer
//!   gap); pauses at the start or end of an utterance are dropped, several in a row are one;
//! - a number (a [`Token::Number`] or a run of digits in a text, "12." or "1:05:00") is said in the
//!   vocabulary's number words: below 100 the words of [`Vocabulary::number`] ("dreiundzwanzig";
//!   "twenty-three" is `twenty`, `three`); from 100 to 999 the language's own words when they
//!   are several (`one`, `hundred`, `and`, `one`; Arabic `مئة`, `وواحدة`, the "and" joined to
//!   the word after it), else the words of the hundreds ("einhundert") then those of the rest
//!   below 100; from 1000 on digit by digit. A number word of 100–999 already written out in a text
//!   ("einhundertdreiundzwanzig Züge" in a clock report) is said the same way, so a pack needs
//!   clips for 0–99 and the nine hundreds only.
//!
//! So a pack covers a vocabulary when it has a clip for every key of every word a token can
//! have, every word of every message and answer template (without its `{slots}`), the numbers
//! 0–99, the hundreds and the unit words; [`required_words`] lists them, and the letters `a`–`z`
//! ([`REQUIRED_LETTERS`]).
//!
//! # Words no pack can know
//!
//! Text that is not known in advance (a word the user typed, quoted back in an answer; a file
//! path; an error from the system) may hold words without a clip. Such a word is spelled, letter
//! by letter, from the pack's `[letters]`; a letter with no clip (after trying it without its
//! accent, `ß` as `ss`) is left out. Nothing fails.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use shakmaty::{File, Rank, Role};

use super::pack_error::{
    ClipError, ClipProblem, ManifestTable, PackError, PackProblem, language_code_ok,
};
use super::pack_source::PackSource;
use super::{kept_index, opus_clip};
use crate::lang::Language;
use crate::message::{Token, one_line};
use crate::notation::{Vocabulary, normalize};
use crate::speech::segment::{to_float, to_i16};

pub use super::clip_format::ClipFormat;
pub use super::pack_source::{MANIFEST, MAX_CLIP_BYTES};

/// Arabic and Persian "and", which Arabic writes onto the word after it.
const AND: &str = "و";

/// The letters every pack needs, to spell words it has no clip for.
pub const REQUIRED_LETTERS: std::ops::RangeInclusive<char> = 'a'..='z';

/// A pack's `manifest.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// The vocabulary code the pack speaks (`de`, `en`).
    pub language: String,
    pub sample_rate: u32,
    pub channels: u16,
    pub format: ClipFormat,
    /// Clip key → file relative to the pack's folder.
    #[serde(default)]
    pub words: BTreeMap<String, String>,
    /// One letter → file, for spelling.
    #[serde(default)]
    pub letters: BTreeMap<String, String>,
}

impl Manifest {
    /// An empty manifest for clips of 16-bit mono samples.
    pub fn new(language: &str, sample_rate: u32) -> Manifest {
        Manifest {
            language: language.to_string(),
            sample_rate,
            channels: 1,
            format: ClipFormat::S16,
            words: BTreeMap::new(),
            letters: BTreeMap::new(),
        }
    }

    /// The manifest of `text`, its names cleaned of control characters (a TOML escape such as
    /// `\u001b` would otherwise reach the terminal when a name is shown).
    pub fn from_toml(text: &str) -> Result<Manifest, PackProblem> {
        let manifest: Manifest =
            toml::from_str(text).map_err(|e: toml::de::Error| PackProblem::BadManifest {
                line: e.span().map_or(1, |span| {
                    text[..span.start.min(text.len())].matches('\n').count() + 1
                }),
                detail: one_line(e.message().trim()),
            })?;
        let clean = |names: BTreeMap<String, String>| -> BTreeMap<String, String> {
            names
                .into_iter()
                .map(|(key, file)| (one_line(&key), one_line(&file)))
                .collect()
        };
        Ok(Manifest {
            language: one_line(&manifest.language),
            words: clean(manifest.words),
            letters: clean(manifest.letters),
            ..manifest
        })
    }

    pub fn to_toml(&self) -> String {
        // A struct of strings and numbers always serialises.
        toml::to_string(self).unwrap_or_default()
    }

    /// The manifest of a pack for `vocab`: every required word and letter, each with a file name
    /// made of ASCII letters, digits and hyphens (`weiß` → `clips/weiss.wav`, letters as
    /// `clips/letter-a.wav`), unique within the pack.
    pub fn for_vocabulary(vocab: &Vocabulary, sample_rate: u32) -> Manifest {
        Manifest::for_vocabularies(std::slice::from_ref(vocab), sample_rate)
    }

    /// [`Manifest::for_vocabulary`] for the words of several vocabularies of one language (the
    /// Arabic pack speaks `ar` and `ar-native`); the first names the pack.
    pub fn for_vocabularies(vocabs: &[Vocabulary], sample_rate: u32) -> Manifest {
        let code = vocabs.first().map_or("de", Vocabulary::code);
        let mut manifest = Manifest::new(code, sample_rate);
        let mut used = BTreeSet::new();
        let words: BTreeSet<String> = vocabs.iter().flat_map(required_words).collect();
        for word in words {
            let file = unique_file(&mut used, &slug(&word));
            manifest.words.insert(word, file);
        }
        for letter in REQUIRED_LETTERS {
            let file = unique_file(&mut used, &format!("letter-{letter}"));
            manifest.letters.insert(letter.to_string(), file);
        }
        manifest
    }
}

/// A file name for a clip key: the key without accents, in ASCII letters, digits and hyphens;
/// a letter of another script as `u` and its code point (Arabic "فير": `u0641u064au0631`).
pub fn slug(key: &str) -> String {
    let mut out = String::new();
    for ch in normalize(key).chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch);
        } else if ch.is_alphanumeric() {
            out.push_str(&format!("u{:04x}", u32::from(ch)));
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_matches('-').to_string();
    if out.is_empty() {
        "word".to_string()
    } else {
        out
    }
}

fn unique_file(used: &mut BTreeSet<String>, base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 2;
    while used.contains(&name) {
        name = format!("{base}-{n}");
        n += 1;
    }
    used.insert(name.clone());
    format!("clips/{name}.wav")
}

/// A clip's samples, mixed down to one channel, in 16 bits: what a sound card is given, and
/// half the memory of floats for the clips a game keeps decoded.
#[derive(Clone, Debug, PartialEq)]
pub struct Clip {
    pub rate: u32,
    pub samples: Arc<[i16]>,
}

impl Clip {
    /// The samples as floats in -1..1.
    pub fn floats(&self) -> Vec<f32> {
        self.samples.iter().copied().map(to_float).collect()
    }
}

/// A clip whose beginning is decoded ([`VoicePack::begin_clip`]).
pub struct BegunClip {
    stream: opus_clip::OpusStream,
    rate: u32,
    path: PathBuf,
}

impl BegunClip {
    /// What is decoded of the clip so far.
    pub fn head(&self) -> Clip {
        Clip {
            rate: self.rate,
            samples: self.stream.decoded().into(),
        }
    }

    /// The whole clip, its rest decoded.
    pub fn finish(self) -> Result<Clip, ClipError> {
        let path = self.path;
        match self.stream.finish() {
            Ok(samples) => Ok(Clip {
                rate: self.rate,
                samples: samples.into(),
            }),
            Err(e) => Err(ClipError {
                path,
                problem: ClipProblem::NotOpus {
                    detail: e.to_string(),
                },
            }),
        }
    }
}

/// An opened pack: its manifest, with every name checked to be inside the pack (a pack with a
/// problem is not opened, so its words are the manifest's). The clips are read and decoded
/// when first needed ([`VoicePack::clip`]).
#[derive(Clone, Debug)]
pub struct VoicePack {
    source: Arc<PackSource>,
    manifest: Manifest,
    letters: HashMap<char, String>,
}

impl VoicePack {
    /// Reads and checks a pack (a folder or a pack file): the manifest parses, every clip's
    /// name stays inside the pack, and each clip is there with the declared rate, channels and
    /// format. Every problem is reported, not only the first.
    pub fn open(path: &Path) -> Result<VoicePack, PackError> {
        VoicePack::open_checking(path, true)
    }

    /// Reads the index and the manifest only, for speaking at once: each name is checked as a
    /// name (inside the pack), the clip itself when it is first read (a missing or broken clip
    /// is then reported and the word spelled). `anna voices check` does the whole check.
    ///
    /// A pack file opened so once is opened the next time from what was kept of it
    /// ([`super::kept_index`]): its first word is then heard sooner.
    pub fn open_for_speaking(path: &Path) -> Result<VoicePack, PackError> {
        if let Some((source, manifest)) = kept_index::load::<Manifest>(path) {
            return Ok(VoicePack::kept(source, manifest));
        }
        let pack = VoicePack::open_checking(path, false)?;
        kept_index::keep(path, &pack.source, &pack.manifest);
        Ok(pack)
    }

    /// A pack from what was kept of it: it passed every check when it was kept.
    fn kept(source: PackSource, manifest: Manifest) -> VoicePack {
        let letters = manifest
            .letters
            .iter()
            .filter_map(|(key, file)| {
                let mut chars = key.chars();
                match (chars.next(), chars.next()) {
                    (Some(letter), None) => Some((letter, file.clone())),
                    _ => None,
                }
            })
            .collect();
        VoicePack {
            source: Arc::new(source),
            manifest,
            letters,
        }
    }

    fn open_checking(path: &Path, files: bool) -> Result<VoicePack, PackError> {
        let source = PackSource::open(path).map_err(PackError::one)?;
        let text = source.manifest().map_err(PackError::one)?;
        // For speaking, the small index a game keeps (and the ZIP reader's let go) before the
        // manifest is parsed: the parse's own peak (about 0.7 MB for 930 words) then does not
        // come on top of the reader's index.
        let source = if files { source } else { source.compact() };
        let manifest = Manifest::from_toml(&text).map_err(PackError::one)?;
        drop(text);
        let mut problems: Vec<PackProblem> = source
            .bad_entries()
            .into_iter()
            .map(|name| PackProblem::BadEntry { name })
            .collect();
        if !language_code_ok(&manifest.language) {
            problems.push(PackProblem::BadLanguage {
                code: manifest.language.clone(),
            });
        }
        if manifest.sample_rate == 0 || manifest.channels == 0 {
            problems.push(PackProblem::ZeroFormat);
        } else if manifest.format == ClipFormat::Opus
            && opus_clip::opus_rate(manifest.sample_rate).is_err()
        {
            problems.push(PackProblem::OpusRate {
                rate: manifest.sample_rate,
            });
        }
        let mut pack = VoicePack {
            source: Arc::new(source),
            manifest,
            letters: HashMap::new(),
        };
        for (key, file) in &pack.manifest.words {
            if key.is_empty() || key.chars().any(|c| !is_word_char(c)) || *key != key.to_lowercase()
            {
                problems.push(PackProblem::BadKey {
                    table: ManifestTable::Words,
                    key: key.clone(),
                });
                continue;
            }
            if let Err(problem) = pack.check_clip(file, files) {
                problems.push(PackProblem::Clip {
                    table: ManifestTable::Words,
                    key: key.clone(),
                    file: file.clone(),
                    problem,
                });
            }
        }
        for (key, file) in &pack.manifest.letters {
            let mut chars = key.chars();
            let (Some(letter), None) = (chars.next(), chars.next()) else {
                problems.push(PackProblem::BadKey {
                    table: ManifestTable::Letters,
                    key: key.clone(),
                });
                continue;
            };
            match pack.check_clip(file, files) {
                Ok(()) => {
                    pack.letters.insert(letter, file.clone());
                }
                Err(problem) => problems.push(PackProblem::Clip {
                    table: ManifestTable::Letters,
                    key: key.clone(),
                    file: file.clone(),
                    problem,
                }),
            }
        }
        if !problems.is_empty() {
            return Err(PackError { problems });
        }
        Ok(pack)
    }

    /// The clip's name stays inside the pack; with `files`, also that it is there and is a clip
    /// of the manifest's format (its header only; [`VoicePack::read_all`] decodes every clip).
    fn check_clip(&self, file: &str, files: bool) -> Result<(), ClipProblem> {
        self.source.check_name(file, files)?;
        if !files {
            return Ok(());
        }
        let bytes = self.source.read(file)?;
        match self.manifest.format {
            ClipFormat::Opus => {
                let head = opus_clip::head(&bytes).map_err(|e| ClipProblem::NotOpus {
                    detail: e.to_string(),
                })?;
                check_channels(u16::from(head.channels), &self.manifest)
            }
            ClipFormat::S16 | ClipFormat::F32 => {
                let reader = hound::WavReader::new(std::io::Cursor::new(bytes)).map_err(|e| {
                    ClipProblem::NotWav {
                        detail: e.to_string(),
                    }
                })?;
                check_spec(reader.spec(), &self.manifest)
            }
        }
    }

    /// The pack's folder or file.
    pub fn path(&self) -> &Path {
        self.source.path()
    }

    /// The bytes a pack file opened for speaking keeps as its index (see
    /// [`super::stored_index`]); `None` if it keeps the ZIP reader's, or is a folder.
    pub fn index_bytes(&self) -> Option<usize> {
        self.source.index_bytes()
    }

    /// Whether the pack is one file (else a folder of clips).
    pub fn is_file(&self) -> bool {
        self.source.is_file()
    }

    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    pub fn has_word(&self, key: &str) -> bool {
        self.manifest.words.contains_key(key)
    }

    pub fn has_letter(&self, letter: char) -> bool {
        self.letters.contains_key(&letter)
    }

    /// The samples of a word's clip, `None` if the pack has no such word.
    pub fn clip(&self, key: &str) -> Option<Result<Clip, ClipError>> {
        let file = self.manifest.words.get(key)?;
        Some(self.read(file))
    }

    /// The samples of a letter's clip, `None` if the pack has no such letter.
    pub fn letter_clip(&self, letter: char) -> Option<Result<Clip, ClipError>> {
        let file = self.letters.get(&letter)?;
        Some(self.read(file))
    }

    /// A word's clip with its first `head` samples decoded and the rest to come
    /// ([`BegunClip::finish`]), so that they can be played while it is decoded; `None` if the
    /// pack has no clip for the word or its clips are not Opus (a WAV clip is read whole).
    pub fn begin_clip(&self, key: &str, head: usize) -> Option<Result<BegunClip, ClipError>> {
        if self.manifest.format != ClipFormat::Opus {
            return None;
        }
        let file = self.manifest.words.get(key)?;
        let error = |problem| ClipError {
            path: self.source.place(file),
            problem,
        };
        let not_opus = |e: opus_clip::OpusProblem| {
            error(ClipProblem::NotOpus {
                detail: e.to_string(),
            })
        };
        let begun = self.clip_bytes(file).and_then(|bytes| {
            let mut stream =
                opus_clip::OpusStream::new(bytes, self.manifest.sample_rate).map_err(not_opus)?;
            check_channels(u16::from(stream.channels()), &self.manifest).map_err(error)?;
            stream.decode_until(head).map_err(not_opus)?;
            Ok(BegunClip {
                stream,
                rate: self.manifest.sample_rate,
                path: self.source.place(file),
            })
        });
        Some(begun)
    }

    /// The stored bytes of a clip, as the pack holds them.
    pub fn clip_bytes(&self, file: &str) -> Result<Vec<u8>, ClipError> {
        self.source.read(file).map_err(|problem| ClipError {
            path: self.source.place(file),
            problem,
        })
    }

    /// Reads and decodes a clip the manifest names.
    fn read(&self, file: &str) -> Result<Clip, ClipError> {
        let bytes = self.clip_bytes(file)?;
        decode_clip(&bytes, &self.manifest).map_err(|problem| ClipError {
            path: self.source.place(file),
            problem,
        })
    }

    /// The clips a word is spelled with: its letters in lower case, each as it is or else
    /// without its accent (`ß` as `ss`); letters with neither are left out.
    pub fn spelling(&self, word: &str) -> Vec<char> {
        let mut out = Vec::new();
        for ch in word.chars().flat_map(char::to_lowercase) {
            if self.has_letter(ch) {
                out.push(ch);
            } else {
                out.extend(
                    normalize(&ch.to_string())
                        .chars()
                        .filter(|c| self.has_letter(*c)),
                );
            }
        }
        out
    }

    /// Required words and letters of `vocab` the pack has no clip for.
    pub fn missing(&self, vocab: &Vocabulary) -> Vec<Missing> {
        let mut missing: Vec<Missing> = required_words(vocab)
            .into_iter()
            .filter(|w| !self.has_word(w))
            .map(Missing::Word)
            .collect();
        missing.extend(
            REQUIRED_LETTERS
                .filter(|c| !self.has_letter(*c))
                .map(Missing::Letter),
        );
        missing
    }

    /// The words of `tokens` that the pack would have to spell.
    pub fn missing_in(&self, keys: &ClipKeys, tokens: &[Token], vocab: &Vocabulary) -> Vec<String> {
        keys.keys(tokens, vocab)
            .into_iter()
            .filter_map(|s| match s {
                Spoken::Word(w) if self.clips_of(&w).is_none() => Some(w),
                _ => None,
            })
            .collect()
    }

    /// The clips a word is said with: its own, else, for an Arabic or Persian word that starts
    /// with «و» ("and", written onto the next word: «ودقيقتان» in «ساعة واحدة ودقيقتان»), the
    /// clip of «و» and that of the rest. `None` if it has to be spelled.
    pub fn clips_of(&self, word: &str) -> Option<Vec<String>> {
        if self.has_word(word) {
            return Some(vec![word.to_string()]);
        }
        let rest = word.strip_prefix(AND)?;
        (self.has_word(AND) && self.has_word(rest)).then(|| vec![AND.to_string(), rest.to_string()])
    }

    /// Reads and decodes every clip in full: what `anna voices check` does beyond
    /// [`VoicePack::open`].
    pub fn read_all(&self) -> Vec<PackProblem> {
        let mut problems = Vec::new();
        let words = self.manifest.words.iter();
        let letters: BTreeMap<String, &String> = self
            .letters
            .iter()
            .map(|(c, f)| (c.to_string(), f))
            .collect();
        let all = words
            .into_iter()
            .map(|(k, f)| (ManifestTable::Words, k.clone(), f))
            .chain(
                letters
                    .into_iter()
                    .map(|(k, f)| (ManifestTable::Letters, k, f)),
            );
        for (table, key, file) in all {
            let error = match self.read(file) {
                Ok(clip) if clip.samples.is_empty() => ClipError {
                    path: self.source.place(file),
                    problem: ClipProblem::Empty,
                },
                Ok(_) => continue,
                Err(e) => e,
            };
            problems.push(PackProblem::Unreadable { table, key, error });
        }
        problems
    }
}

fn check_channels(channels: u16, manifest: &Manifest) -> Result<(), ClipProblem> {
    if channels == manifest.channels {
        Ok(())
    } else {
        Err(ClipProblem::Channels {
            channels,
            declared: manifest.channels,
        })
    }
}

fn check_spec(spec: hound::WavSpec, manifest: &Manifest) -> Result<(), ClipProblem> {
    let format_ok = match manifest.format {
        ClipFormat::S16 => {
            spec.sample_format == hound::SampleFormat::Int && spec.bits_per_sample == 16
        }
        ClipFormat::F32 => {
            spec.sample_format == hound::SampleFormat::Float && spec.bits_per_sample == 32
        }
        ClipFormat::Opus => false,
    };
    if spec.sample_rate != manifest.sample_rate || spec.channels != manifest.channels || !format_ok
    {
        return Err(ClipProblem::Format {
            rate: spec.sample_rate,
            channels: spec.channels,
            bits: spec.bits_per_sample,
            float: spec.sample_format == hound::SampleFormat::Float,
            declared_rate: manifest.sample_rate,
            declared_channels: manifest.channels,
            declared: manifest.format,
        });
    }
    Ok(())
}

/// Reads a clip file of the manifest's format, mixed down to one channel.
pub fn read_clip(path: &Path, manifest: &Manifest) -> Result<Clip, ClipError> {
    let fail = |problem| ClipError {
        path: path.to_path_buf(),
        problem,
    };
    let bytes = crate::files::read_input(path, MAX_CLIP_BYTES)
        .map_err(|e| fail(super::pack_source::file_problem(e)))?;
    decode_clip(&bytes, manifest).map_err(fail)
}

/// Decodes a clip's bytes of the manifest's format (WAV or Ogg Opus), mixed down to one
/// channel, in 16 bits (a clip of floats rounded to the nearest step).
pub fn decode_clip(bytes: &[u8], manifest: &Manifest) -> Result<Clip, ClipProblem> {
    if manifest.format == ClipFormat::Opus {
        let head = opus_clip::head(bytes).map_err(|e| ClipProblem::NotOpus {
            detail: e.to_string(),
        })?;
        check_channels(u16::from(head.channels), manifest)?;
        let samples =
            opus_clip::decode(bytes, manifest.sample_rate).map_err(|e| ClipProblem::NotOpus {
                detail: e.to_string(),
            })?;
        return Ok(Clip {
            rate: manifest.sample_rate,
            samples: samples.into(),
        });
    }
    let not_wav = |e: hound::Error| ClipProblem::NotWav {
        detail: e.to_string(),
    };
    let mut reader = hound::WavReader::new(std::io::Cursor::new(bytes)).map_err(not_wav)?;
    let spec = reader.spec();
    check_spec(spec, manifest)?;
    let interleaved: Vec<f32> = match manifest.format {
        ClipFormat::S16 => reader
            .samples::<i16>()
            .map(|s| s.map(to_float))
            .collect::<Result<_, _>>(),
        ClipFormat::F32 | ClipFormat::Opus => reader.samples::<f32>().collect::<Result<_, _>>(),
    }
    .map_err(not_wav)?;
    let channels = usize::from(spec.channels.max(1));
    let samples: Arc<[i16]> = interleaved
        .chunks(channels)
        .map(|frame| to_i16(frame.iter().sum::<f32>() / channels as f32))
        .collect();
    Ok(Clip {
        rate: spec.sample_rate,
        samples,
    })
}

/// Writes mono samples as a 16-bit WAV clip; the error is the WAV writer's.
pub fn write_clip(path: &Path, samples: &[f32], rate: u32) -> Result<(), hound::Error> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(path, spec)?;
    for s in samples {
        let v = (s.clamp(-1.0, 1.0) * 32767.0).round() as i16;
        writer.write_sample(v)?;
    }
    writer.finalize()
}

/// A word or letter a pack lacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    Word(String),
    Letter(char),
}

/// One step of an utterance as a pack plays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spoken {
    /// A clip key (see the module's rule), or a word to spell if the pack has no such clip.
    Word(String),
    /// A longer gap: a comma, a full stop, [`Token::Pause`].
    Pause,
}

/// The clip keys of tokens in one vocabulary (see the module documentation for the rule), with
/// the numbers of the language of the same code.
#[derive(Clone, Debug)]
pub struct ClipKeys {
    code: String,
    language: Arc<Language>,
    /// The words for 100, 200, … 900 where they are one word, and the start that the one-word
    /// forms of 101 and 102 share ("einhundert"): a number of 100–999 written as one word
    /// starts with one of them, even where the hundred said alone is another word ("hundert").
    hundreds: Vec<String>,
    /// Number words of 100–999 written as one word ("einhundertdreiundzwanzig") → the number;
    /// made when a word first starts like one (making it takes a millisecond, which the first
    /// sound of a phrase without numbers need not wait for).
    long_numbers: OnceLock<HashMap<String, u32>>,
}

impl ClipKeys {
    pub fn new(vocab: &Vocabulary) -> ClipKeys {
        let language = pack_language(vocab);
        let one_word = |n: u64| match words_of(&language.number_words(n)).as_slice() {
            [word] => Some(word.clone()),
            _ => None,
        };
        let mut hundreds = Vec::new();
        for h in 1..10u64 {
            hundreds.extend(one_word(h * 100));
            // The part "einhunderteins" and "einhundertzwei" share.
            if let (Some(a), Some(b)) = (one_word(h * 100 + 1), one_word(h * 100 + 2)) {
                let shared: String = a
                    .chars()
                    .zip(b.chars())
                    .take_while(|(x, y)| x == y)
                    .map(|(x, _)| x)
                    .collect();
                if !shared.is_empty() {
                    hundreds.push(shared);
                }
            }
        }
        ClipKeys {
            code: vocab.code().to_string(),
            language,
            hundreds,
            long_numbers: OnceLock::new(),
        }
    }

    /// The number a word of 100–999 written as one word stands for.
    fn long_number(&self, word: &str) -> Option<u32> {
        if !self.hundreds.iter().any(|h| word.starts_with(h.as_str())) {
            return None;
        }
        let numbers = self.long_numbers.get_or_init(|| {
            let mut numbers = HashMap::new();
            for n in 100u32..1000 {
                if let [word] = words_of(&self.language.number_words(u64::from(n))).as_slice() {
                    numbers.insert(word.clone(), n);
                }
            }
            numbers
        });
        numbers.get(word).copied()
    }

    /// The vocabulary code these keys were made for.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// What a pack plays for the tokens, in order.
    pub fn keys(&self, tokens: &[Token], vocab: &Vocabulary) -> Vec<Spoken> {
        let mut out = Vec::new();
        for token in tokens {
            match token {
                Token::Pause => out.push(Spoken::Pause),
                Token::Number(n) => self.number(u64::from(*n), &mut out),
                _ => self.text(vocab.word(token), &mut out),
            }
        }
        tidy(out)
    }

    /// What a pack plays for a line of text in the vocabulary.
    pub fn text_keys(&self, text: &str) -> Vec<Spoken> {
        let mut out = Vec::new();
        self.text(text, &mut out);
        tidy(out)
    }

    fn text(&self, text: &str, out: &mut Vec<Spoken>) {
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let ch = chars[i];
            if ch.is_alphabetic() {
                let word;
                (word, i) = word_at(&chars, i);
                match self.long_number(&word) {
                    Some(n) => self.number(u64::from(n), out),
                    None => out.push(Spoken::Word(word)),
                }
            } else if ch.is_ascii_digit() {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let digits: String = chars[start..i].iter().collect();
                match digits.parse::<u64>() {
                    Ok(n) => self.number(n, out),
                    Err(_) => {
                        for d in digits.chars().filter_map(|d| d.to_digit(10)) {
                            self.number(u64::from(d), out);
                        }
                    }
                }
            } else {
                if is_pause(ch) {
                    out.push(Spoken::Pause);
                }
                i += 1;
            }
        }
    }

    fn number(&self, n: u64, out: &mut Vec<Spoken>) {
        match n {
            0..=99 => {
                out.extend(
                    words_of(&self.language.number_words(n))
                        .into_iter()
                        .map(Spoken::Word),
                );
            }
            100..=999 => {
                // A language that writes the number in several words ("مئة وواحدة", "one
                // hundred and one") is played word by word, so that a number in a text and the
                // same number as a token sound alike; one long word ("hunderteins") is played
                // as its hundreds and its rest.
                let words = words_of(&self.language.number_words(n));
                if words.len() > 1 {
                    out.extend(words.into_iter().map(Spoken::Word));
                    return;
                }
                let hundreds = n / 100 * 100;
                out.extend(
                    words_of(&self.language.number_words(hundreds))
                        .into_iter()
                        .map(Spoken::Word),
                );
                if !n.is_multiple_of(100) {
                    self.number(n % 100, out);
                }
            }
            _ => {
                for d in n.to_string().chars().filter_map(|d| d.to_digit(10)) {
                    self.number(u64::from(d), out);
                }
            }
        }
    }
}

/// Every clip key a pack for `vocab` must hold (see the module documentation): the move words,
/// every word of the language file of the same code, the numbers to 999.
pub fn required_words(vocab: &Vocabulary) -> BTreeSet<String> {
    let keys = ClipKeys::new(vocab);
    let mut tokens = move_tokens();
    tokens.push(Token::AnyPiece);
    tokens.push(Token::Or);
    for n in 0..1000 {
        tokens.push(Token::Number(n));
    }
    let mut words = BTreeSet::new();
    let mut add = |spoken: Vec<Spoken>| {
        for s in spoken {
            if let Spoken::Word(w) = s {
                words.insert(w);
            }
        }
    };
    for token in tokens {
        add(keys.keys(std::slice::from_ref(&token), vocab));
    }
    for text in keys.language.said_texts() {
        add(keys.text_keys(&text));
    }
    words
}

/// The language a pack for `vocab` speaks: the one of the same code (`de`, `en`), else German.
pub fn pack_language(vocab: &Vocabulary) -> Arc<Language> {
    Language::load(vocab.language()).unwrap_or_else(|_| Language::fallback())
}

/// The tokens of every move announcement: pieces, files, ranks and the move words.
pub(crate) fn move_tokens() -> Vec<Token> {
    let mut t = vec![
        Token::Takes,
        Token::Check,
        Token::Checkmate,
        Token::Stalemate,
        Token::CastleShort,
        Token::CastleLong,
        Token::EnPassant,
    ];
    t.extend(Role::ALL.map(Token::Piece));
    t.extend(File::ALL.map(Token::File));
    t.extend(Rank::ALL.map(Token::Rank));
    t
}

/// The words of a text in lower case, by the clip-key rule, without number handling.
fn words_of(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, &ch) in chars.iter().enumerate() {
        let inner_apostrophe = is_apostrophe(ch)
            && !current.is_empty()
            && chars.get(i + 1).is_some_and(|c| c.is_alphabetic());
        if ch.is_alphabetic() || inner_apostrophe {
            current.extend(ch.to_lowercase());
        } else if !current.is_empty() {
            words.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// The word that begins at `start` (letters, and an apostrophe between two), lowercased, and
/// where it ends.
fn word_at(chars: &[char], start: usize) -> (String, usize) {
    let mut i = start;
    while i < chars.len()
        && (chars[i].is_alphabetic()
            || (is_apostrophe(chars[i]) && chars.get(i + 1).is_some_and(|c| c.is_alphabetic())))
    {
        i += 1;
    }
    (chars[start..i].iter().collect::<String>().to_lowercase(), i)
}

fn is_apostrophe(ch: char) -> bool {
    ch == '\'' || ch == '’'
}

fn is_word_char(ch: char) -> bool {
    ch.is_alphabetic() || is_apostrophe(ch)
}

fn is_pause(ch: char) -> bool {
    matches!(ch, ',' | '.' | ';' | ':' | '?' | '!' | '…' | '\n')
}

/// Pauses only between words, never two in a row.
fn tidy(items: Vec<Spoken>) -> Vec<Spoken> {
    let mut out: Vec<Spoken> = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Spoken::Pause if matches!(out.last(), None | Some(Spoken::Pause)) => {}
            item => out.push(item),
        }
    }
    if out.last() == Some(&Spoken::Pause) {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(items: &[Spoken]) -> Vec<String> {
        items
            .iter()
            .map(|s| match s {
                Spoken::Word(w) => w.clone(),
                Spoken::Pause => "|".to_string(),
            })
            .collect()
    }

    /// The word for its hundreds starts every number of 100–999 written as one word, so only
    /// words that start like one need the whole table: none is missed.
    #[test]
    fn every_number_written_as_one_word_is_found() {
        for code in Vocabulary::builtin_codes() {
            let vocab = Vocabulary::builtin(code).unwrap();
            let keys = ClipKeys::new(&vocab);
            let language = pack_language(&vocab);
            let mut found = 0;
            for n in 100u32..1000 {
                if let [word] = words_of(&language.number_words(u64::from(n))).as_slice() {
                    assert_eq!(keys.long_number(word), Some(n), "{code}: {word}");
                    found += 1;
                }
            }
            assert!(code != "de" || found == 900, "{code}: {found}");
            assert_eq!(keys.long_number("springer"), None);
        }
    }

    #[test]
    fn tokens_become_keys() {
        let de = Vocabulary::builtin("de").unwrap();
        let keys = ClipKeys::new(&de);
        let t = [
            Token::Piece(Role::Knight),
            Token::File(File::F),
            Token::Rank(Rank::Third),
            Token::Pause,
            Token::Check,
        ];
        assert_eq!(
            words(&keys.keys(&t, &de)),
            ["springer", "felix", "drei", "|", "schach"]
        );
        assert_eq!(
            words(&keys.text_keys("Weiß: einhundertdreiundzwanzig Züge. 1:05:00")),
            [
                "weiß",
                "|",
                "einhundert",
                "dreiundzwanzig",
                "züge",
                "|",
                "eins",
                "|",
                "fünf",
                "|",
                "null"
            ]
        );
        assert_eq!(words(&keys.text_keys("12. … \"xy\"")), ["zwölf", "|", "xy"]);
        let en = Vocabulary::builtin("en").unwrap();
        let keys = ClipKeys::new(&en);
        assert_eq!(
            words(&keys.keys(&[Token::Number(145), Token::Number(1203)], &en)),
            [
                "one", "hundred", "forty", "five", "one", "two", "zero", "three"
            ]
        );
    }

    #[test]
    fn slugs_are_ascii_and_unique() {
        let de = Vocabulary::builtin("de").unwrap();
        let m = Manifest::for_vocabulary(&de, 22050);
        assert_eq!(m.words["weiß"], "clips/weiss.wav");
        let files: BTreeSet<&String> = m.words.values().chain(m.letters.values()).collect();
        assert_eq!(files.len(), m.words.len() + m.letters.len());
        assert!(files.iter().all(|f| f.is_ascii()));
        let back = Manifest::from_toml(&m.to_toml()).unwrap();
        assert_eq!(back, m);
    }
}
