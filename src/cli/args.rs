//! Every option, in one place: the command line (clap's `Args`) and the configuration file
//! (serde's `Deserialize`, see `config`) fill the same structs, merged once by [`Or`]. An
//! option is one field here and its one use; `#[arg(skip)]` marks a key of the file only,
//! `#[serde(skip)]` an option of the command line only. An option the journal records is a
//! field of the core's `session::Rules` (also a key of the file) or `session::Seating` (the
//! command line only), which `PlayArgs` and the journal's `Setup` both flatten.

use std::path::PathBuf;

use clap::Args;
use serde::Deserialize;
use shakmaty::Color;

pub(super) use anna_core::layers::Or;

use crate::braille::BrailleMode;
use crate::config::{
    ClockSide, DefaultTime, FileLayer, SpeechOptions, TimeChoice, ViewKind, Warnings, fields,
    from_text, typed,
};
use crate::lang::Digits;
use crate::notation::{AnnounceOptions, Origin};
use crate::session::{Rules, Seating, Side};
use crate::speech::SpeechChoice;

anna_core::merged_options! {
/// The words of everything anna says: read from the command line (anywhere on it) and from the
/// configuration file.
#[derive(Args, Deserialize, Debug, Clone, Default)]
#[serde(default)]
pub struct WordOptions {
    /// The language anna speaks in: a built-in one (de, en, ar, fa) or the path of a language
    /// file [default: from the locale, else de].
    #[arg(long, global = true, value_name = "LANGUAGE")]
    pub language: Option<String>,
    /// The words of the moves: a built-in vocabulary (de: FIDE's; en; ar, fa: FIDE's in Arabic
    /// and Persian script; ar-native, fa-native: the native piece words) or the path of a
    /// vocabulary file [default: FIDE's words in the conversation's script].
    #[arg(long, global = true)]
    pub vocab: Option<String>,
    /// The digits numbers and times are written in: latin (0-9), or native, the language's own
    /// (Arabic-Indic for ar, Persian for fa) [default: latin].
    #[arg(long, global = true, value_enum)]
    pub digits: Option<Digits>,
    /// Read this configuration file instead of the usual one.
    #[arg(long, global = true)]
    #[serde(skip)]
    pub config: Option<PathBuf>,
    /// Also write the log (devices, fallbacks, journal problems) to standard error; it is
    /// always kept in $XDG_STATE_HOME/anna/anna.log.
    #[arg(long, global = true)]
    #[serde(skip)]
    pub debug: bool,
}
}

anna_core::merged_options! {
/// How moves are worded and where they start: for a game and for `say`, `parse` and `sync`,
/// not for the clock (so not global).
#[derive(Args, Debug, Clone, Default)]
pub struct MoveWords {
    /// Leave out the word for pawn ("Eva vier" instead of "Bauer Eva vier").
    #[arg(long)]
    pub no_pawn_name: bool,
    /// When to name the square a piece comes from [default: ambiguous].
    #[arg(long, value_enum)]
    pub origin: Option<Origin>,
    /// Name the piece that is taken.
    #[arg(long)]
    pub captured_piece: bool,
    /// Count ranks from this side (D.2.1: White's unless the arbiter decides otherwise).
    #[arg(long, value_enum)]
    pub ranks_from: Option<Side>,
    /// Start from this position (FEN) instead of the initial one.
    #[arg(long)]
    pub fen: Option<String>,
}
}

anna_core::merged_options! {
/// Where anna's words go besides the screen: speech and the braille display. Shared by a
/// game (through `UiArgs`) and the talking clock, under the same flags.
#[derive(Args, Deserialize, Debug, Clone, Default)]
#[serde(default)]
pub struct OutputArgs {
    /// auto (default): a voice pack, else the system's speech, else the screen only; voice,
    /// system, text (the screen reader reads the screen) or off.
    #[arg(long, value_enum)]
    pub speech: Option<SpeechChoice>,
    /// With --speech text: also write every spoken line to this file (a second device).
    #[arg(long, value_name = "FILE")]
    #[serde(skip)]
    pub speech_to: Option<PathBuf>,
    /// A braille display through BrlAPI: auto (when BRLTTY answers), on (wait for it), off.
    #[arg(long, value_enum)]
    pub braille: Option<BrailleMode>,
}
}

anna_core::merged_options! {
/// The time control: a game's and the talking clock's, under the same flag and key.
#[derive(Args, Deserialize, Debug, Clone, Default)]
#[serde(default)]
pub struct TimeArgs {
    /// Time control, e.g. 90+30, 40/90+30,30+30, 5d3, or PGN 40/5400+30:1800+30; off for none
    /// [default: 90+30].
    #[arg(long, value_name = "CONTROL", value_parser = typed::<TimeChoice>)]
    #[serde(deserialize_with = "from_text")]
    pub time: Option<TimeChoice>,
}
}

anna_core::merged_options! {
/// How the game is shown and heard, and its devices.
#[derive(Args, Deserialize, Debug, Clone, Default)]
#[serde(default)]
pub struct UiArgs {
    /// line: one line per event, for screen readers; board: a drawn board for the opponent.
    #[arg(long, value_enum)]
    pub view: Option<ViewKind>,
    // Speech and braille, as for the talking clock.
    #[command(flatten)]
    #[serde(skip)]
    pub outputs: OutputArgs,
    /// The language of the board view for the sighted opponent [default: the game's].
    #[arg(long, value_name = "LANGUAGE")]
    pub opponent_language: Option<String>,
    /// The side the board view shows the board from [default: the side that is not the blind
    /// player's, else White].
    #[arg(long, value_enum, value_name = "SIDE")]
    #[serde(skip)]
    pub opponent_side: Option<Side>,
    /// Report every output (screen, speech, braille) and its state at the start.
    #[arg(long)]
    #[serde(skip)]
    pub verbose: bool,
    /// No colours in the board view (also when NO_COLOR is set).
    #[arg(long)]
    pub no_color: bool,
    /// The UCI engine for engine games and hints [default: the system's Stockfish].
    #[arg(long, value_name = "PROGRAM")]
    pub engine_path: Option<PathBuf>,
    /// The sighted player's electronic board (DGT): its serial port, or auto for the first
    /// board found.
    #[arg(long, value_name = "PORT")]
    pub eboard: Option<crate::eboard::Port>,
    /// How long the e-board must be still before a move is read from it, in milliseconds
    /// [default: 400].
    #[arg(long, value_name = "MS")]
    #[serde(rename = "eboard_settle_ms")]
    pub eboard_settle: Option<u64>,
    /// On the e-board, a rook put down for a pawn's promotion is a queen (the upside-down
    /// rook when no second queen is at hand).
    #[arg(long)]
    pub eboard_rook_for_queen: bool,
    /// The side of the DGT clock that is White's, seen from the front [default: left].
    #[arg(long, value_enum, value_name = "SIDE")]
    pub eboard_clock_white: Option<ClockSide>,
    /// The configuration file's liblouis table list for the braille display, e.g.
    /// "de-g0.utb".
    #[arg(skip)]
    pub braille_table: Option<String>,
    /// The configuration file's `[speech_options]`: how the voices sound and where they play.
    #[arg(skip)]
    pub speech_options: Option<SpeechOptions>,
}
}

anna_core::merged_options! {
/// A game's options. A field is read from the command line and from the configuration file
/// under its name (or its `serde` name) unless it says `#[arg(skip)]` (the file only) or
/// `#[serde(skip)]` (the command line only).
#[derive(Args, Deserialize, Debug, Clone, Default)]
#[serde(default)]
pub struct PlayArgs {
    #[command(flatten)]
    #[serde(skip)]
    pub ui: UiArgs,
    #[command(flatten)]
    #[serde(skip)]
    pub moves: MoveWords,
    /// The configuration file's `[announce]`: how moves are worded, under the options of
    /// `MoveWords`.
    #[arg(skip)]
    pub announce: Option<AnnounceOptions>,
    /// The configuration file's seconds between two heartbeats of a running clock: after a
    /// crash, thinking time up to the last one is charged (10 unless given; 1 to 60).
    #[arg(skip)]
    #[serde(deserialize_with = "crate::config::heartbeat")]
    pub heartbeat_seconds: Option<u64>,
    /// White's name, for the score sheet [default: Weiß].
    #[arg(long)]
    pub white: Option<String>,
    /// Black's name, for the score sheet [default: Schwarz].
    #[arg(long)]
    pub black: Option<String>,
    /// The event, for the score sheet.
    #[arg(long)]
    pub event: Option<String>,
    /// Where the game is played, for the score sheet.
    #[arg(long)]
    pub site: Option<String>,
    /// The round, for the score sheet.
    #[arg(long)]
    pub round: Option<String>,
    /// The board number in the round, for the score sheet and the broadcast.
    #[arg(long, value_name = "N")]
    pub board_number: Option<String>,
    /// A Chess960 start position (Guideline II), by number 0–959, or a random one.
    #[arg(long, num_args = 0..=1, value_name = "N")]
    #[serde(skip)]
    pub chess960: Option<Option<u32>>,
    // How the game is played, recorded in its journal: from the command line and the file.
    #[command(flatten)]
    #[serde(skip)]
    pub rules: Rules,
    // The time control, as for the talking clock.
    #[command(flatten)]
    #[serde(skip)]
    pub clock: TimeArgs,
    /// Tell the running player his time when it reaches these, e.g. 5,1 or 0:30 (off unless
    /// given: D.2.10.4).
    #[arg(long, value_name = "TIMES", value_parser = typed::<Warnings>)]
    #[serde(deserialize_with = "from_text")]
    pub warn: Option<Warnings>,
    /// The event's default time (6.7.1): a player not at the board when his clock has run it
    /// loses; minutes, or m:ss, h:mm:ss (15 or 0:15:00 for a quarter hour) [default: 0].
    #[arg(long, value_name = "TIME", value_parser = typed::<DefaultTime>)]
    #[serde(deserialize_with = "from_text")]
    pub default_time: Option<DefaultTime>,
    // Who sits at the board, recorded in the journal: from the command line only.
    #[command(flatten)]
    #[serde(skip)]
    pub seating: Seating,
    /// Continue the game of a PGN file: its start and its moves come first.
    #[arg(long = "from-pgn", alias = "pgn", value_name = "FILE")]
    #[serde(skip)]
    pub from_pgn: Option<std::path::PathBuf>,
    /// Which game of that file, counted from 1 [default: 1].
    #[arg(long, value_name = "N", requires = "from_pgn")]
    #[serde(skip)]
    pub pgn_game: Option<usize>,
    /// Train against the engine, which plays this side (never in a tournament: 11.3).
    #[arg(long, value_enum, value_name = "SIDE")]
    pub engine: Option<Side>,
    /// How well the engine plays: beginner, an Elo such as 1500, or max [default: 1500].
    #[arg(long, value_name = "STRENGTH", value_parser = typed::<crate::engine::Strength>)]
    #[serde(deserialize_with = "from_text")]
    pub strength: Option<crate::engine::Strength>,
    /// The engine thinks this many seconds a move [default: on its clock].
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    #[serde(deserialize_with = "crate::config::engine_seconds")]
    pub engine_time: Option<u64>,
    /// The engine searches this many nodes a move: the same game every time.
    #[arg(long, value_name = "N")]
    pub engine_nodes: Option<u64>,
    /// Push the game live to this Lichess broadcast round after every move (with the
    /// arbiter's approval; the token needs the scope study:write).
    #[arg(long, value_name = "ROUND-ID")]
    #[serde(skip)]
    pub broadcast: Option<String>,
    /// The Lichess server [default: https://lichess.org].
    #[arg(long, value_name = "URL")]
    #[serde(rename = "lichess_server")]
    pub server: Option<String>,
}
}

/// Seconds, whole or with a fraction ("2", "0.5"), as milliseconds.
fn seconds(text: &str) -> Result<u64, String> {
    match text.trim().replace(',', ".").parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 3600.0 => Ok((s * 1000.0).round() as u64),
        _ => Err(text.to_string()),
    }
}

/// Every option of a game as one layer: the command line's (after the subcommand, then before
/// it) over the configuration file's, merged by [`Or`], field by field.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub words: WordOptions,
    pub play: PlayArgs,
}

impl Options {
    /// These options over `lower`'s.
    pub fn or(&self, lower: &Options) -> Options {
        Options {
            words: self.words.or(&lower.words),
            play: self.play.or(&lower.play),
        }
    }
}

impl FileLayer for Options {
    fn keys() -> Vec<&'static str> {
        [
            fields::<WordOptions>(),
            fields::<PlayArgs>(),
            fields::<Rules>(),
            fields::<UiArgs>(),
            fields::<OutputArgs>(),
            fields::<TimeArgs>(),
        ]
        .concat()
    }

    /// Each struct reads its own keys from the whole file; `MoveWords` and `Seating` have
    /// none.
    fn read(text: &str) -> Result<Options, toml::de::Error> {
        let mut play: PlayArgs = toml::from_str(text)?;
        play.ui = toml::from_str(text)?;
        play.rules = toml::from_str(text)?;
        play.clock = toml::from_str(text)?;
        play.ui.outputs = toml::from_str(text)?;
        Ok(Options {
            words: toml::from_str(text)?,
            play,
        })
    }
}

impl MoveWords {
    /// The options for the words: the command line over `base`.
    pub fn announce_options(&self, base: AnnounceOptions) -> AnnounceOptions {
        AnnounceOptions {
            pawn_name: base.pawn_name && !self.no_pawn_name,
            origin: self.origin.unwrap_or(base.origin),
            captured_piece: base.captured_piece || self.captured_piece,
            rank_orientation: self.ranks_from.map_or(base.rank_orientation, Color::from),
        }
    }
}
