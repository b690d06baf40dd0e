//! The configuration file: `$XDG_CONFIG_HOME/anna/config.toml` (or `~/.config/anna/config.toml`).
//! The file is read into the same structs as the command line (they live in `cli::args` and
//! implement [`FileLayer`]); here are the reader, the check of its keys, and the values read from text the same way
//! from both. Each value is read into its type when the file is loaded, so that a bad one is
//! named with its line before anything starts.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::clock::TimeControl;
use crate::engine::Strength;
use crate::message::{Arg, Message, io_reason};

/// `view`, `--view`: the file and the command line read the same words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum ViewKind {
    /// One line per event, for screen readers and braille displays.
    Line,
    /// A drawn board for the sighted opponent.
    Board,
}

/// A side of a chess clock, seen from the front (`--eboard-clock-white`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum ClockSide {
    Left,
    Right,
}

/// The `[speech_options]` table: how the voices sound and where they play.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpeechOptions {
    /// System speech: rate from -100 to 100.
    pub rate: Option<i32>,
    /// System speech: volume in percent.
    pub volume: Option<u8>,
    /// System speech: a voice by its synthesizer name.
    pub voice: Option<String>,
    /// System speech: milliseconds before it counts as failed.
    pub timeout_ms: Option<u64>,
    /// Voice pack: milliseconds of silence between words.
    pub gap_ms: Option<u64>,
    /// Voice pack: the output device for moves ("default", an ALSA name, or "off").
    pub public_device: Option<String>,
    /// Voice pack: the output device for private answers.
    pub private_device: Option<String>,
    /// The folder of voice packs (each in a folder named for its vocabulary).
    pub voices: Option<std::path::PathBuf>,
}

/// The configuration file's usual place, if the environment names one.
pub fn default_path() -> Option<PathBuf> {
    match std::env::var_os("XDG_CONFIG_HOME").filter(|v| !v.is_empty()) {
        Some(dir) => Some(PathBuf::from(dir).join("anna/config.toml")),
        None => std::env::var_os("HOME")
            .filter(|v| !v.is_empty())
            .map(|home| PathBuf::from(home).join(".config/anna/config.toml")),
    }
}

/// The options a configuration file is read into: the same structs the command line fills,
/// each reading its own keys from the whole file (see `cli::args`).
pub trait FileLayer: Default {
    /// Every key of the file, from serde's own list of each struct's fields.
    fn keys() -> Vec<&'static str>;
    /// The options of `text`, or the reader's mistake.
    fn read(text: &str) -> Result<Self, toml::de::Error>;
}

/// Reads the file at `path` into `L`; a missing file at the usual place is no options, a
/// missing file named on the command line is an error.
pub fn load<L: FileLayer>(path: Option<&Path>) -> Result<L, Message> {
    let (path, must_exist) = match path {
        Some(p) => (p.to_path_buf(), true),
        None => match default_path() {
            Some(p) => (p, false),
            None => return Ok(L::default()),
        },
    };
    let text = match crate::files::read_input_text(&path, 1 << 20) {
        Ok(text) => text,
        Err(crate::files::InputError::Io(e))
            if e.kind() == std::io::ErrorKind::NotFound && !must_exist =>
        {
            return Ok(L::default());
        }
        Err(crate::files::InputError::Io(e)) => {
            return Err(Message::new("config-unreadable")
                .with("path", Arg::Text(path.display().to_string()))
                .with("reason", io_reason(&e)));
        }
        Err(other) => return Err(other.message(&path)),
    };
    read(&text).map_err(|(line, detail)| {
        Message::new("config-invalid")
            .with("path", Arg::Text(path.display().to_string()))
            .with("line", line)
            .with("detail", detail)
    })
}

/// The options in `text`, or the line of the first mistake and what it is: a key no struct
/// reads, then what the reader refuses (a value read into its type names its own line).
pub fn read<L: FileLayer>(text: &str) -> Result<L, (usize, Arg)> {
    let line_of = |start: usize| text[..start.min(text.len())].matches('\n').count() + 1;
    let syntax = |e: toml::de::Error| {
        let line = e.span().map_or(1, |span| line_of(span.start));
        let detail = match refused::take() {
            Some(message) => message.into(),
            None => toml_detail(e.message().trim()),
        };
        (line, detail)
    };
    let written: std::collections::BTreeMap<toml::Spanned<String>, serde::de::IgnoredAny> =
        toml::from_str(text).map_err(syntax)?;
    let keys = L::keys();
    // The first unknown key in the file's order (the map's is the alphabet's).
    if let Some(key) = written
        .keys()
        .filter(|k| !keys.contains(&k.get_ref().as_str()))
        .min_by_key(|k| k.span().start)
    {
        return Err((line_of(key.span().start), unknown_key(key.get_ref(), &keys)));
    }
    L::read(text).map_err(syntax)
}

/// The names serde reads a struct's fields under (renamed, skipped ones left out): asked of
/// the struct itself, so that the list of keys is never written by hand.
pub fn fields<T: serde::de::DeserializeOwned>() -> &'static [&'static str] {
    use serde::de::{Error, Visitor};
    struct Fields<'a>(&'a mut &'static [&'static str]);
    impl<'de> serde::Deserializer<'de> for Fields<'_> {
        type Error = serde::de::value::Error;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
            Err(Self::Error::custom("struct_only"))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Self::Error> {
            *self.0 = fields;
            Err(Self::Error::custom("fields taken"))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
            identifier ignored_any
        }
    }
    let mut fields: &'static [&'static str] = &[];
    let _ = T::deserialize(Fields(&mut fields));
    fields
}

/// A key no option reads: the word, and the nearest key, if one is near.
fn unknown_key(typed: &str, keys: &[&str]) -> Arg {
    let typed_arg = Arg::Text(typed.to_string());
    match crate::lang::nearest(typed, keys.iter().copied()) {
        Some(near) => Message::new("config-unknown-key")
            .with("word", typed_arg)
            .with("nearest", Arg::Text(near.to_string()))
            .into(),
        None => Message::new("config-unknown-key-none")
            .with("word", typed_arg)
            .into(),
    }
}

/// A value read from its text, the same way from the command line and from the file: its
/// refusal is a message, said in the user's language with the option or the line named.
pub trait FromText: Sized + Clone + Send + Sync + 'static {
    fn from_text(text: &str) -> Result<Self, Message>;
}

/// A value the command line or the file cannot use, and why.
#[derive(Debug)]
pub struct Refusal(pub Message);

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.id())
    }
}

impl std::error::Error for Refusal {}

/// clap's reader of a [`FromText`] value (`value_parser = typed::<T>`): its refusal goes to
/// `cli::errors` as the error's source.
pub fn typed<T: FromText>(text: &str) -> Result<T, Refusal> {
    T::from_text(text).map_err(Refusal)
}

/// serde's reader of an optional [`FromText`] value (`deserialize_with = "from_text"`): the
/// refusal is kept for [`read`], which names it with the value's line.
pub fn from_text<'de, D: serde::Deserializer<'de>, T: FromText>(
    from: D,
) -> Result<Option<T>, D::Error> {
    let text = String::deserialize(from)?;
    T::from_text(&text).map(Some).map_err(|message| {
        refused::keep(message);
        serde::de::Error::custom("refused")
    })
}

/// The refusal of a value read by serde, which can only carry a string: kept here until the
/// reader's error (with the value's place) comes back to [`read`].
mod refused {
    use std::cell::RefCell;

    use crate::message::Message;

    thread_local! {
        static REFUSED: RefCell<Option<Message>> = const { RefCell::new(None) };
    }

    pub fn keep(message: Message) {
        REFUSED.with(|r| *r.borrow_mut() = Some(message));
    }

    pub fn take() -> Option<Message> {
        REFUSED.with(|r| r.borrow_mut().take())
    }
}

/// The time control typed (`--time`, `time`): `None` for "off", a game without a clock.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeChoice(pub Option<TimeControl>);

impl FromText for TimeChoice {
    fn from_text(text: &str) -> Result<Self, Message> {
        time_control(text).map(TimeChoice)
    }
}

/// The remaining times to be warned at (`--warn`, `warn`), in milliseconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Warnings(pub Vec<u64>);

impl FromText for Warnings {
    fn from_text(text: &str) -> Result<Self, Message> {
        warnings(text).map(Warnings)
    }
}

/// The event's default time (`--default-time`, `default_time`: 6.7.1), in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DefaultTime(pub u64);

impl FromText for DefaultTime {
    fn from_text(text: &str) -> Result<Self, Message> {
        default_time(text).map(DefaultTime)
    }
}

impl FromText for Strength {
    fn from_text(text: &str) -> Result<Self, Message> {
        strength(text)
    }
}

/// `heartbeat_seconds`: a whole number of seconds in [`HEARTBEAT_SECONDS`].
pub fn heartbeat<'de, D: serde::Deserializer<'de>>(from: D) -> Result<Option<u64>, D::Error> {
    let seconds = u64::deserialize(from)?;
    in_range("heartbeat_seconds", seconds, HEARTBEAT_SECONDS)
        .map(Some)
        .map_err(|message| {
            refused::keep(message);
            serde::de::Error::custom("refused")
        })
}

/// `engine_time` in the file: seconds, whole or not, as milliseconds; a number outside
/// `--engine-time`'s range leaves the engine thinking on its clock, as if it were not set.
pub fn engine_seconds<'de, D: serde::Deserializer<'de>>(from: D) -> Result<Option<u64>, D::Error> {
    Ok(Some(f64::deserialize(from)?)
        .filter(|s| *s > 0.0 && *s <= 3600.0)
        .map(|s| (s * 1000.0).round() as u64))
}

/// A mistake the TOML reader names, in the user's language where it is an unknown key or
/// value ("unknown field `colour`, expected one of …"): the word, and the nearest one that
/// works, not the reader's English list. Other mistakes (the file's syntax) keep its words.
fn toml_detail(detail: &str) -> Arg {
    // The reader quotes the word typed first, then the words it expected, in backticks.
    let quoted: Vec<&str> = detail.split('`').skip(1).step_by(2).collect();
    let Some((&typed, expected)) = quoted.split_first() else {
        return Arg::Text(detail.to_string());
    };
    let id = if detail.starts_with("unknown field") {
        "config-unknown-key"
    } else if detail.starts_with("unknown variant") {
        "config-unknown-value"
    } else {
        return Arg::Text(detail.to_string());
    };
    let typed_arg = Arg::Text(typed.to_string());
    match crate::lang::nearest(typed, expected.iter().copied()) {
        Some(near) => Message::new(id)
            .with("word", typed_arg)
            .with("nearest", Arg::Text(near.to_string()))
            .into(),
        None if id == "config-unknown-value" => Message::new("config-unknown-value-list")
            .with("word", typed_arg)
            .with("valid", Arg::Text(expected.join(", ")))
            .into(),
        None => Message::new("config-unknown-key-none")
            .with("word", typed_arg)
            .into(),
    }
}

/// The heartbeat's interval a file may give, in seconds: at least one beat a second, and at
/// most a minute of thinking time that a crash leaves uncounted.
const HEARTBEAT_SECONDS: std::ops::RangeInclusive<u64> = 1..=60;

/// `value` if `range` holds it; else the refusal, naming the key and the range.
fn in_range(key: &str, value: u64, range: std::ops::RangeInclusive<u64>) -> Result<u64, Message> {
    if range.contains(&value) {
        return Ok(value);
    }
    Err(Message::new("config-out-of-range")
        .with("key", Arg::Text(key.to_string()))
        .with("min", *range.start())
        .with("max", *range.end()))
}

/// A time control typed in the friendly or the PGN form; `None` for "off", a game without a
/// clock.
pub fn time_control(text: &str) -> Result<Option<TimeControl>, Message> {
    let text = text.trim();
    TimeControl::from_user(text).map_err(|e| {
        Message::new("setup-time-control")
            .with("control", Arg::Text(text.to_string()))
            .with("reason", e.message())
    })
}

/// "5:00,1:00": the remaining times to be warned at, in milliseconds.
pub fn warnings(text: &str) -> Result<Vec<u64>, Message> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|t| {
            crate::clock::parse_time(t.trim()).ok_or_else(|| {
                Message::new("bad-time").with(
                    "word",
                    Message::new("quoted").with("word", Arg::Text(t.trim().to_string())),
                )
            })
        })
        .collect()
}

/// "15" (minutes) or "0:15:00": the event's default time (6.7.1), in milliseconds.
pub fn default_time(text: &str) -> Result<u64, Message> {
    crate::clock::parse_time(text.trim()).ok_or_else(|| {
        Message::new("bad-time").with(
            "word",
            Message::new("quoted").with("word", Arg::Text(text.trim().to_string())),
        )
    })
}

/// "beginner", an Elo, or "max", as `--strength` takes it.
pub fn strength(text: &str) -> Result<Strength, Message> {
    Strength::parse(text).ok_or_else(|| Strength::refusal(text))
}
