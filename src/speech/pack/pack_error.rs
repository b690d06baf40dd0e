//! What can be wrong with a voice pack or one of its clips, typed, so that `anna voices` and a
//! game that falls back from a broken pack say it in the user's language. The place in the
//! manifest (`words."drei"`) is the manifest's own spelling, the same in every language.

use std::fmt;
use std::io::ErrorKind;
use std::path::PathBuf;

use super::clip_format::ClipFormat;
use crate::message::{Arg, Message, io_kind_reason};

/// The manifest's two tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ManifestTable {
    Words,
    Letters,
}

impl ManifestTable {
    fn name(self) -> &'static str {
        match self {
            ManifestTable::Words => "words",
            ManifestTable::Letters => "letters",
        }
    }
}

/// One thing wrong with a pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackProblem {
    /// `manifest.toml` cannot be read.
    NoManifest { path: PathBuf, reason: ErrorKind },
    /// `manifest.toml` is not a manifest, from `line` on; `detail` is the TOML reader's own
    /// account.
    BadManifest { line: usize, detail: String },
    /// The pack's folder or file cannot be opened.
    NoFolder { path: PathBuf, reason: ErrorKind },
    /// A FIFO, a device or a socket where a pack's folder or file was named.
    NotAFile { path: PathBuf },
    /// A file that is not a pack file (not a ZIP archive); the ZIP reader's own account.
    NotAPack { path: PathBuf, detail: String },
    /// Opus clips are decoded at 8, 12, 16, 24 or 48 kHz only.
    OpusRate { rate: u32 },
    /// `sample_rate` or `channels` is zero.
    ZeroFormat,
    /// A `language` that is not a code a file can be named after (letters, digits, `-` and
    /// `_`, at most [`MAX_LANGUAGE_CODE`] characters): the pack is installed as `CODE.zip`.
    BadLanguage { code: String },
    /// A name in the pack file's index that is not a plain name inside the pack.
    BadEntry { name: String },
    /// A key that is not one lower-case word (words) or one letter (letters).
    BadKey { table: ManifestTable, key: String },
    /// A clip named by the manifest that cannot be used.
    Clip {
        table: ManifestTable,
        key: String,
        file: String,
        problem: ClipProblem,
    },
    /// A clip that can be opened but not read to its end (found by `anna voices check`).
    Unreadable {
        table: ManifestTable,
        key: String,
        error: ClipError,
    },
}

/// Why a clip the manifest names cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClipProblem {
    NoFile,
    Absolute,
    LeadsOut,
    /// A control character, a backslash or an empty part (`a//b`) in the name.
    NotPlain,
    LinkLeadsOut,
    Missing,
    NotAFile,
    /// Not a WAV file; the WAV reader's own account.
    NotWav {
        detail: String,
    },
    /// Not an Ogg Opus clip, or one that does not decode; the decoder's own account.
    NotOpus {
        detail: String,
    },
    /// A stored clip the pack file cannot give back whole; the archive reader's account.
    Damaged {
        detail: String,
    },
    /// Another channel count than the manifest declares.
    Channels {
        channels: u16,
        declared: u16,
    },
    /// Another rate, channel count or sample format than the manifest declares.
    Format {
        rate: u32,
        channels: u16,
        bits: u16,
        float: bool,
        declared_rate: u32,
        declared_channels: u16,
        declared: ClipFormat,
    },
    Empty,
    /// Larger than any word's clip.
    TooLarge {
        megabytes: u64,
    },
}

/// A clip that could not be read or written: the file and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClipError {
    pub path: PathBuf,
    pub problem: ClipProblem,
}

/// Everything wrong with a pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    pub problems: Vec<PackProblem>,
}

impl PackError {
    pub(crate) fn one(problem: PackProblem) -> PackError {
        PackError {
            problems: vec![problem],
        }
    }

    /// Every problem, one sentence each.
    pub fn messages(&self) -> Vec<Message> {
        self.problems.iter().map(PackProblem::message).collect()
    }

    /// All problems as one message (a fallback notice in a game).
    pub fn message(&self) -> Message {
        Message::new("pack-problems").with(
            "problems",
            Arg::Sentences(
                self.messages()
                    .into_iter()
                    .map(|m| Arg::Message(Box::new(m)))
                    .collect(),
            ),
        )
    }
}

/// The longest language code a pack may have: the longest BCP 47 tag a reader must take.
pub const MAX_LANGUAGE_CODE: usize = 35;

/// Whether `code` can name the installed pack file: 1 to [`MAX_LANGUAGE_CODE`] ASCII letters,
/// digits, `-` and `_`, starting with a letter or digit (so never a path, a hidden file, an
/// option to a shell tool, or a name with a line break).
pub fn language_code_ok(code: &str) -> bool {
    code.len() <= MAX_LANGUAGE_CODE
        && code
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric())
        && code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// A name from a pack as shown in a message: on one line, and cut after 40 characters (a name
/// of a thousand characters would fill the braille display for minutes).
fn shown(name: &str) -> String {
    let line = crate::message::one_line(name);
    match line.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

fn place(table: ManifestTable, key: &str) -> Arg {
    Arg::Text(format!("{}.\"{key}\"", table.name()))
}

impl PackProblem {
    pub fn message(&self) -> Message {
        match self {
            PackProblem::NoManifest { path, reason } => Message::new("pack-no-manifest")
                .with("path", Arg::Text(path.display().to_string()))
                .with("reason", io_kind_reason(*reason)),
            PackProblem::BadManifest { line, detail } => Message::new("pack-bad-manifest")
                .with("line", *line)
                .with("detail", Arg::Text(detail.clone())),
            PackProblem::NoFolder { path, reason } => Message::new("pack-no-folder")
                .with("path", Arg::Text(path.display().to_string()))
                .with("reason", io_kind_reason(*reason)),
            PackProblem::NotAFile { path } => {
                Message::new("pack-not-a-file").with("path", Arg::Text(path.display().to_string()))
            }
            PackProblem::NotAPack { path, detail } => Message::new("pack-not-a-pack")
                .with("path", Arg::Text(path.display().to_string()))
                .with("detail", Arg::Text(detail.clone())),
            PackProblem::OpusRate { rate } => {
                Message::new("pack-opus-rate").with("rate", Arg::Number(i64::from(*rate)))
            }
            PackProblem::ZeroFormat => Message::new("pack-zero-format"),
            PackProblem::BadLanguage { code } => Message::new("pack-bad-language")
                .with("code", Arg::Text(shown(code)))
                .with("length", code.chars().count())
                .with("max", MAX_LANGUAGE_CODE),
            PackProblem::BadEntry { name } => {
                Message::new("pack-bad-entry").with("name", Arg::Text(shown(name)))
            }
            PackProblem::BadKey { table, key } => Message::new(match table {
                ManifestTable::Words => "pack-bad-word-key",
                ManifestTable::Letters => "pack-bad-letter-key",
            })
            .with("place", place(*table, key)),
            PackProblem::Clip {
                table,
                key,
                file,
                problem,
            } => Message::new("pack-clip")
                .with(
                    "place",
                    Arg::Text(format!("{}.\"{key}\" = \"{file}\"", table.name())),
                )
                .with("problem", problem.message()),
            PackProblem::Unreadable { table, key, error } => Message::new("pack-clip")
                .with("place", place(*table, key))
                .with("problem", error.message()),
        }
    }
}

impl ClipProblem {
    pub fn message(&self) -> Message {
        match self {
            ClipProblem::NoFile => Message::new("clip-no-file"),
            ClipProblem::Absolute => Message::new("clip-absolute"),
            ClipProblem::LeadsOut => Message::new("clip-leads-out"),
            ClipProblem::NotPlain => Message::new("clip-not-plain"),
            ClipProblem::LinkLeadsOut => Message::new("clip-link-leads-out"),
            ClipProblem::Missing => Message::new("clip-missing"),
            ClipProblem::NotAFile => Message::new("clip-not-a-file"),
            ClipProblem::NotWav { detail } => {
                Message::new("clip-not-wav").with("detail", Arg::Text(detail.clone()))
            }
            ClipProblem::NotOpus { detail } => {
                Message::new("clip-not-opus").with("detail", Arg::Text(detail.clone()))
            }
            ClipProblem::Damaged { detail } => {
                Message::new("clip-damaged").with("detail", Arg::Text(detail.clone()))
            }
            ClipProblem::Channels { channels, declared } => Message::new("clip-channels")
                .with("channels", Arg::Number(i64::from(*channels)))
                .with("declared", Arg::Number(i64::from(*declared))),
            ClipProblem::Format {
                rate,
                channels,
                bits,
                float,
                declared_rate,
                declared_channels,
                declared,
            } => Message::new("clip-format")
                .with("rate", Arg::Number(i64::from(*rate)))
                .with("channels", Arg::Number(i64::from(*channels)))
                .with("bits", Arg::Number(i64::from(*bits)))
                .with("float", Arg::Key(if *float { "float" } else { "int" }))
                .with("declared_rate", Arg::Number(i64::from(*declared_rate)))
                .with(
                    "declared_channels",
                    Arg::Number(i64::from(*declared_channels)),
                )
                .with(
                    "declared",
                    Arg::Text(
                        match declared {
                            ClipFormat::S16 => "s16",
                            ClipFormat::F32 => "f32",
                            ClipFormat::Opus => "opus",
                        }
                        .into(),
                    ),
                ),
            ClipProblem::Empty => Message::new("clip-empty"),
            ClipProblem::TooLarge { megabytes } => {
                Message::new("clip-too-large").with("megabytes", *megabytes)
            }
        }
    }
}

impl ClipError {
    pub fn message(&self) -> Message {
        Message::new("clip-error")
            .with("path", Arg::Text(self.path.display().to_string()))
            .with("problem", self.problem.message())
    }
}

/// German, for logs and tests; the user sees [`PackError::message`] in their language.
impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self.messages().iter().map(|m| m.to_string()).collect();
        f.write_str(&lines.join("\n"))
    }
}

impl std::error::Error for PackError {}

impl fmt::Display for ClipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for ClipError {}
