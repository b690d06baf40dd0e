//! The configuration file: `$XDG_CONFIG_HOME/anna/config.toml` (or `~/.config/anna/config.toml`).
//! Every play option of the command line has a key; the command line wins where both are given.
//! Each value is read into its type when the file is loaded, so that a bad one is named with
//! its line before anything starts.

use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::braille::BrailleMode;
use crate::clock::TimeControl;
use crate::engine::Strength;
use crate::message::{Arg, Message, io_reason};
use crate::notation::AnnounceOptions;
use crate::speech::SpeechChoice;

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

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The language of the conversation: a built-in code or a language file.
    pub language: Option<String>,
    /// The language of the sighted opponent's board view.
    pub opponent_language: Option<String>,
    pub vocab: Option<String>,
    /// "latin" or "native", as `--digits`.
    pub digits: Option<crate::lang::Digits>,
    pub view: Option<ViewKind>,
    pub speech: Option<SpeechChoice>,
    /// auto, on or off, as `--braille`.
    pub braille: Option<BrailleMode>,
    /// The liblouis table list for the braille display, e.g. "de-g0.utb".
    pub braille_table: Option<String>,
    pub speech_options: SpeechOptions,
    pub no_color: Option<bool>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub round: Option<String>,
    /// The board number in the round, as `--board-number`.
    pub board_number: Option<String>,
    pub tournament: Option<bool>,
    /// "full" or "partial", as `--supervision`.
    pub supervision: Option<crate::session::Supervision>,
    /// "penalty" or "loss", as `--illegal-move-rule`.
    pub illegal_move_rule: Option<crate::session::IllegalMoveRule>,
    /// The time control, as `--time` takes it; `Some(None)` is "off", a game without a clock.
    #[serde(skip)]
    pub time: Option<Option<TimeControl>>,
    #[serde(rename = "time")]
    time_text: Option<Spanned<String>>,
    /// Warnings, as `--warn` takes them ("5,1"), in milliseconds.
    #[serde(skip)]
    pub warn: Option<Vec<u64>>,
    #[serde(rename = "warn")]
    warn_text: Option<Spanned<String>>,
    /// The event's default time (6.7.1), as `--default-time` takes it, in milliseconds.
    #[serde(skip)]
    pub default_time: Option<u64>,
    #[serde(rename = "default_time")]
    default_time_text: Option<Spanned<String>>,
    pub announce: Option<AnnounceOptions>,
    /// Seconds between two heartbeats of a running clock: after a crash, thinking time up to
    /// the last one is charged (10 unless given; 1 to 60).
    #[serde(skip)]
    pub heartbeat_seconds: Option<u64>,
    #[serde(rename = "heartbeat_seconds")]
    heartbeat_written: Option<Spanned<u64>>,
    /// The side the engine plays, as `--engine` ("white" or "black").
    pub engine: Option<crate::session::Side>,
    /// As `--strength`: "beginner", an Elo, or "max".
    #[serde(skip)]
    pub strength: Option<Strength>,
    #[serde(rename = "strength")]
    strength_text: Option<Spanned<String>>,
    /// As `--engine-path`.
    pub engine_path: Option<PathBuf>,
    /// As `--engine-time`, in milliseconds; the file gives seconds, and a number outside
    /// `--engine-time`'s range leaves the engine thinking on its clock, as if it were not set.
    #[serde(skip)]
    pub engine_time: Option<u64>,
    #[serde(rename = "engine_time")]
    engine_seconds: Option<f64>,
    /// As `--engine-nodes`.
    pub engine_nodes: Option<u64>,
    /// As `--eboard`: the sighted player's electronic board, a port or `auto`.
    pub eboard: Option<crate::eboard::Port>,
    /// As `--eboard-settle`, in milliseconds.
    pub eboard_settle_ms: Option<u64>,
    /// As `--eboard-rook-for-queen`.
    pub eboard_rook_for_queen: Option<bool>,
    /// As `--eboard-clock-white`: `left` or `right`.
    pub eboard_clock_white: Option<ClockSide>,
    /// As `--server`: the Lichess server.
    pub lichess_server: Option<String>,
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

impl Config {
    /// Reads the file at `path`; a missing file at the usual place is an empty configuration,
    /// a missing file named on the command line is an error.
    pub fn load(path: Option<&Path>) -> Result<Config, Message> {
        let (path, must_exist) = match path {
            Some(p) => (p.to_path_buf(), true),
            None => match default_path() {
                Some(p) => (p, false),
                None => return Ok(Config::default()),
            },
        };
        let text = match crate::files::read_input_text(&path, 1 << 20) {
            Ok(text) => text,
            Err(crate::files::InputError::Io(e))
                if e.kind() == std::io::ErrorKind::NotFound && !must_exist =>
            {
                return Ok(Config::default());
            }
            Err(crate::files::InputError::Io(e)) => {
                return Err(Message::new("config-unreadable")
                    .with("path", Arg::Text(path.display().to_string()))
                    .with("reason", io_reason(&e)));
            }
            Err(other) => return Err(other.message(&path)),
        };
        Config::read(&text).map_err(|(line, detail)| {
            Message::new("config-invalid")
                .with("path", Arg::Text(path.display().to_string()))
                .with("line", line)
                .with("detail", detail)
        })
    }

    /// The configuration in `text`, or the line of the first mistake and what it is.
    fn read(text: &str) -> Result<Config, (usize, Arg)> {
        let line_of = |start: usize| text[..start.min(text.len())].matches('\n').count() + 1;
        let mut config: Config = toml::from_str(text).map_err(|e: toml::de::Error| {
            let line = e.span().map_or(1, |span| line_of(span.start));
            (line, toml_detail(e.message().trim()))
        })?;
        let typed = |written: Option<Spanned<String>>| {
            written.map(|w| (line_of(w.span().start), w.into_inner()))
        };
        if let Some((line, text)) = typed(config.time_text.take()) {
            config.time = Some(time_control(&text).map_err(|m| (line, m.into()))?);
        }
        if let Some((line, text)) = typed(config.warn_text.take()) {
            config.warn = Some(warnings(&text).map_err(|m| (line, m.into()))?);
        }
        if let Some((line, text)) = typed(config.default_time_text.take()) {
            config.default_time = Some(default_time(&text).map_err(|m| (line, m.into()))?);
        }
        if let Some((line, text)) = typed(config.strength_text.take()) {
            config.strength = Some(strength(&text).map_err(|m| (line, m.into()))?);
        }
        if let Some(written) = config.heartbeat_written.take() {
            let line = line_of(written.span().start);
            config.heartbeat_seconds = Some(
                in_range("heartbeat_seconds", *written.get_ref(), HEARTBEAT_SECONDS)
                    .map_err(|m| (line, m.into()))?,
            );
        }
        config.engine_time = config
            .engine_seconds
            .take()
            .filter(|s| *s > 0.0 && *s <= 3600.0)
            .map(|s| (s * 1000.0).round() as u64);
        Ok(config)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The line and the words of a mistake in `text`.
    fn mistake(text: &str) -> (usize, String) {
        match Config::read(text) {
            Ok(config) => panic!("read: {config:?}"),
            Err((line, Arg::Text(detail))) => (line, detail),
            Err((line, Arg::Message(detail))) => (line, detail.id().to_string()),
            Err((line, _)) => (line, String::new()),
        }
    }

    #[test]
    fn every_key_is_read() {
        let c = Config::read(
            "vocab = \"en\"\nview = \"board\"\nspeech = \"text\"\nno_color = true\nwhite = \"A\"\n\
             black = \"B\"\nevent = \"E\"\nsite = \"S\"\nround = \"3\"\ntournament = true\n\
             time = \"off\"\nwarn = \"5,0:30\"\nstrength = \"max\"\nengine_time = 0.5\n\
             default_time = \"0:15:00\"\n\
             [announce]\npawn_name = false\norigin = \"always\"\ncaptured_piece = true\n\
             rank_orientation = \"black\"\n",
        )
        .unwrap();
        assert_eq!(c.view, Some(ViewKind::Board));
        assert_eq!(c.time, Some(None));
        assert_eq!(c.warn, Some(vec![300_000, 30_000]));
        assert_eq!(c.default_time, Some(900_000));
        assert_eq!(c.strength, Some(Strength::Full));
        assert_eq!(c.engine_time, Some(500));
        let a = c.announce.unwrap();
        assert!(!a.pawn_name && a.captured_piece);
        assert_eq!(a.rank_orientation, shakmaty::Color::Black);
    }

    #[test]
    fn unknown_key_is_named_with_its_line() {
        let (line, detail) = mistake("vocab = \"de\"\ncolour = \"red\"\n");
        assert_eq!(line, 2);
        assert_eq!(detail, "config-unknown-key");
    }

    #[test]
    fn bad_value_is_named_with_its_line() {
        let (line, detail) = mistake("\n\nview = \"sideways\"\n");
        assert_eq!(line, 3);
        assert_eq!(detail, "config-unknown-value-list");
        let (line, detail) = mistake("[announce]\nrank_orientation = \"up\"\n");
        assert!(
            line == 2 && detail == "config-unknown-value-list",
            "{detail}"
        );
        // Near a value that exists: that value is named.
        let (_, detail) = mistake("view = \"bord\"\n");
        assert_eq!(detail, "config-unknown-value");
    }

    /// The values read into their types are named with their own line, whatever comes before.
    #[test]
    fn a_typed_value_that_cannot_be_read_is_named_with_its_line() {
        let speech = "[speech_options]\ntimeout_ms = 500\n";
        assert_eq!(
            mistake(&format!("warn = \"soon\"\n{speech}")),
            (1, "bad-time".into())
        );
        let text = format!("vocab = \"de\"\ntime = \"fast\"\n{speech}");
        assert_eq!(mistake(&text), (2, "setup-time-control".into()));
        let text = format!("\ndefault_time = \"late\"\n{speech}");
        assert_eq!(mistake(&text), (2, "bad-time".into()));
        let text = format!("\n\nstrength = \"strong\"\n{speech}");
        assert_eq!(mistake(&text), (3, "bad-strength".into()));
    }

    /// A heartbeat of a huge number of seconds once overflowed the clock; 0 would beat
    /// without pause.
    #[test]
    fn the_heartbeat_is_between_one_second_and_a_minute() {
        for wrong in ["0", "61", "18446744073709551615"] {
            let text = format!("vocab = \"de\"\nheartbeat_seconds = {wrong}\n");
            assert_eq!(mistake(&text), (2, "config-out-of-range".into()), "{wrong}");
        }
        for right in [1, 5, 60] {
            let text = format!("heartbeat_seconds = {right}\n");
            assert_eq!(Config::read(&text).unwrap().heartbeat_seconds, Some(right));
        }
    }
}
