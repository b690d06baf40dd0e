//! The configuration file: `$XDG_CONFIG_HOME/anna/config.toml` (or `~/.config/anna/config.toml`).
//! Every play option of the command line has a key; the command line wins where both are given.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::braille::BrailleMode;
use crate::message::{Arg, Message, io_reason};
use crate::notation::AnnounceOptions;
use crate::speech::SpeechChoice;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum ViewKind {
    /// One line per event, for screen readers and braille displays.
    Line,
    /// A drawn board for the sighted opponent.
    Board,
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
    pub tournament: Option<bool>,
    /// "full" or "partial", as `--supervision`.
    pub supervision: Option<crate::session::Supervision>,
    /// "penalty" or "loss", as `--illegal-move-rule`.
    pub illegal_move_rule: Option<crate::session::IllegalMoveRule>,
    /// The time control, as `--time` takes it.
    pub time: Option<String>,
    /// Warnings, as `--warn` takes them: "5,1".
    pub warn: Option<String>,
    pub announce: Option<AnnounceOptions>,
    /// Seconds between two heartbeats of a running clock: after a crash, thinking time up to
    /// the last one is charged (5 unless given).
    pub heartbeat_seconds: Option<u64>,
    /// The side the engine plays, as `--engine` ("white" or "black").
    pub engine: Option<crate::session::Side>,
    /// As `--strength`: "beginner", an Elo, or "max".
    pub strength: Option<String>,
    /// As `--engine-path`.
    pub engine_path: Option<PathBuf>,
    /// As `--engine-time`, in seconds.
    pub engine_time: Option<f64>,
    /// As `--engine-nodes`.
    pub engine_nodes: Option<u64>,
    /// As `--eboard`: the sighted player's electronic board, a port or `auto`.
    pub eboard: Option<String>,
    /// As `--eboard-settle`, in milliseconds.
    pub eboard_settle_ms: Option<u64>,
    /// As `--eboard-rook-for-queen`.
    pub eboard_rook_for_queen: Option<bool>,
    /// As `--eboard-clock-white`: `left` or `right`.
    pub eboard_clock_white: Option<crate::cli::ClockSide>,
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
        let invalid = |line: usize, detail: Arg| {
            Message::new("config-invalid")
                .with("path", Arg::Text(path.display().to_string()))
                .with("line", line)
                .with("detail", detail)
        };
        let config: Config = toml::from_str(&text).map_err(|e: toml::de::Error| {
            let line = e.span().map_or(1, |span| {
                text[..span.start.min(text.len())].matches('\n').count() + 1
            });
            invalid(line, Arg::Text(e.message().trim().to_string()))
        })?;
        // A time control that cannot be read is named with the file's line, not as `--time`.
        if let Some(time) = &config.time
            && let Err(e) = crate::clock::TimeControl::from_user(time)
        {
            let line = text
                .lines()
                .position(|l| l.trim_start().starts_with("time"))
                .map_or(1, |i| i + 1);
            let detail = Message::new("setup-time-control")
                .with("control", Arg::Text(time.clone()))
                .with("reason", e.message());
            return Err(invalid(line, detail.into()));
        }
        Ok(config)
    }

    /// Parses configuration text; the error names the key and the line.
    pub fn parse(text: &str) -> Result<Config, String> {
        toml::from_str(text).map_err(|e| e.to_string().trim_end().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_read() {
        let c = Config::parse(
            "vocab = \"en\"\nview = \"board\"\nspeech = \"text\"\nno_color = true\nwhite = \"A\"\n\
             black = \"B\"\nevent = \"E\"\nsite = \"S\"\nround = \"3\"\ntournament = true\n\
             [announce]\npawn_name = false\norigin = \"always\"\ncaptured_piece = true\n\
             rank_orientation = \"black\"\n",
        )
        .unwrap();
        assert_eq!(c.view, Some(ViewKind::Board));
        let a = c.announce.unwrap();
        assert!(!a.pawn_name && a.captured_piece);
        assert_eq!(a.rank_orientation, shakmaty::Color::Black);
    }

    #[test]
    fn unknown_key_is_named_with_its_line() {
        let err = Config::parse("vocab = \"de\"\ncolour = \"red\"\n").unwrap_err();
        assert!(err.contains("colour"), "{err}");
        assert!(err.contains("line 2"), "{err}");
    }

    #[test]
    fn bad_value_is_named_with_its_line() {
        let err = Config::parse("\n\nview = \"sideways\"\n").unwrap_err();
        assert!(err.contains("line 3"), "{err}");
        assert!(err.contains("sideways"), "{err}");
        let err = Config::parse("[announce]\nrank_orientation = \"up\"\n").unwrap_err();
        assert!(err.contains("line 2") && err.contains("white"), "{err}");
    }
}
