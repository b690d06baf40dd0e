//! The settings of a command, resolved once: the command line over the configuration file over
//! the defaults. Both fill the same structs ([`Options`]), merged once; [`Settings`] holds
//! their typed values with the defaults filled in. The file is read here and nowhere else;
//! every command takes what it needs from [`Settings`] and reads no file of its own.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::braille::BrailleConfig;
use crate::clock::TimeControl;
use crate::config::{ClockSide, SpeechOptions, ViewKind};
use crate::eboard::{DEFAULT_SETTLE, Habits};
use crate::lang::{Digits, Language};
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary};
use crate::session::{CHESS960_MAX, EngineGame};
use crate::speech::SpeechChoice;

use super::args::{Options, PlayArgs, UiArgs, WordOptions};

/// Everything a game, the clock, a review or the e-board command is set up with: the values
/// that need a type, a default or a check of their own, and every option as given (`options`),
/// so that an option used as it is typed is its field in `cli::args` and its one use.
pub(super) struct Settings {
    /// The command line over the configuration file, as typed.
    pub options: Options,
    pub language: Arc<Language>,
    /// The move words' vocabulary code: FIDE's in the conversation's script unless one is set.
    pub vocab: String,
    pub announce: AnnounceOptions,
    /// The players' names as set; a name nobody set is the conversation's word for the side.
    pub names: ByColor<Option<String>>,
    /// A Chess960 start position by number (a random one already drawn).
    pub chess960: Option<u32>,
    /// `None`: no clock ("off").
    pub time_control: Option<TimeControl>,
    pub warnings_ms: Vec<u64>,
    /// 6.7.1: zero unless the event sets one.
    pub default_time_ms: u64,
    /// A PGN file whose game is continued, and which of its games.
    pub from_pgn: Option<(PathBuf, usize)>,
    pub engine: Option<EngineGame>,
    pub engine_path: PathBuf,
    pub heartbeat: Option<Duration>,
    pub view: ViewKind,
    pub no_color: bool,
    /// The board view's language, loaded only for the board view.
    pub opponent_language: Option<String>,
    pub opponent_side: Option<Color>,
    /// The digits of the opponent's language too.
    pub digits: Digits,
    pub speech: SpeechChoice,
    pub speech_options: SpeechOptions,
    pub braille: BrailleConfig,
    pub eboard: Option<EboardSettings>,
    /// The Lichess server (`--server`, else `lichess_server`, else Lichess's own).
    pub lichess_server: crate::lichess::Server,
    /// The Lichess broadcast round the game is pushed to, and how.
    pub broadcast: Option<Broadcast>,
}

/// The sighted player's electronic board, as asked for.
pub(super) struct EboardSettings {
    /// A serial port, or the first board found.
    pub port: crate::eboard::Port,
    pub settle: Duration,
    pub habits: Habits,
    pub white_left: bool,
}

/// The strength of an engine nobody set: a club player's.
const DEFAULT_ELO: u32 = 1500;

/// A new game is 90 minutes with 30 seconds a move when nothing is said.
const DEFAULT_TIME_CONTROL: &str = "90+30";

impl Settings {
    /// The typed settings of `options`, the command line already merged over the
    /// configuration file (see [`Options`]): the defaults filled in, the values that need
    /// more than their text (a server, a token) checked. A command that has no such option
    /// gives it unset.
    pub fn resolve(options: &Options, language: &Arc<Language>) -> Result<Settings, Message> {
        let Options { words, play } = options;
        let ui = &play.ui;
        let lichess_server = lichess_server(play)?;
        Ok(Settings {
            options: options.clone(),
            language: language.clone(),
            vocab: words
                .vocab
                .clone()
                .unwrap_or_else(|| Vocabulary::fide_code_for(language.code()).into()),
            announce: play
                .moves
                .announce_options(play.announce.unwrap_or_default()),
            names: ByColor {
                white: play.white.clone(),
                black: play.black.clone(),
            },
            chess960: play.chess960.map(|n| n.unwrap_or_else(random_960)),
            time_control: time_control(play)?,
            warnings_ms: play.warn.clone().map(|w| w.0).unwrap_or_default(),
            default_time_ms: play.default_time.map_or(0, |t| t.0),
            from_pgn: play
                .from_pgn
                .clone()
                .map(|path| (path, play.pgn_game.unwrap_or(1))),
            engine: engine_game(play),
            engine_path: ui
                .engine_path
                .clone()
                .unwrap_or_else(crate::engine::default_path),
            heartbeat: play.heartbeat_seconds.map(Duration::from_secs),
            view: ui.view.unwrap_or(ViewKind::Line),
            no_color: ui.no_color || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()),
            opponent_language: ui.opponent_language.clone(),
            opponent_side: ui.opponent_side.map(Color::from),
            digits: words.digits.unwrap_or_default(),
            speech: ui.outputs.speech.unwrap_or(SpeechChoice::Auto),
            braille: BrailleConfig {
                mode: ui.outputs.braille.unwrap_or_default(),
                table: ui.braille_table.clone(),
                ..BrailleConfig::default()
            },
            eboard: eboard(ui),
            broadcast: broadcast(play, &lichess_server)?,
            lichess_server,
            speech_options: ui.speech_options.clone().unwrap_or_default(),
        })
    }
}

/// A Lichess broadcast round and the client that pushes to it.
pub(super) struct Broadcast {
    pub round: String,
    pub client: crate::lichess::Client,
}

/// The time control: the one given (`--time`, else the file's), else 90+30.
fn time_control(play: &PlayArgs) -> Result<Option<TimeControl>, Message> {
    match &play.clock.time {
        Some(choice) => Ok(choice.0.clone()),
        None => crate::config::time_control(DEFAULT_TIME_CONTROL),
    }
}

/// The Lichess server: `--server`, else `lichess_server`, else Lichess's own.
fn lichess_server(play: &PlayArgs) -> Result<crate::lichess::Server, Message> {
    match &play.server {
        Some(url) => crate::lichess::Server::parse(url),
        None => Ok(crate::lichess::Server::default()),
    }
}

/// The broadcast round asked for, with the server and the token: both checked before a game
/// starts.
fn broadcast(
    play: &PlayArgs,
    server: &crate::lichess::Server,
) -> Result<Option<Broadcast>, Message> {
    let Some(round) = &play.broadcast else {
        return Ok(None);
    };
    let config = crate::config::default_path();
    let folder = config.as_deref().and_then(Path::parent);
    let token = crate::lichess::Token::find(folder, "study:write")?;
    Ok(Some(Broadcast {
        round: round.clone(),
        client: crate::lichess::Client::new(server.clone(), token),
    }))
}

/// The engine opponent the options ask for, if any.
fn engine_game(play: &PlayArgs) -> Option<EngineGame> {
    Some(EngineGame {
        side: play.engine?,
        strength: play
            .strength
            .unwrap_or(crate::engine::Strength::Elo(DEFAULT_ELO)),
        nodes: play.engine_nodes.filter(|n| *n > 0),
        think_ms: play.engine_time,
    })
}

/// The e-board, if one is asked for.
fn eboard(ui: &UiArgs) -> Option<EboardSettings> {
    Some(EboardSettings {
        port: ui.eboard.clone()?,
        settle: ui
            .eboard_settle
            .map_or(DEFAULT_SETTLE, Duration::from_millis),
        habits: Habits {
            rook_for_queen: ui.eboard_rook_for_queen,
        },
        white_left: ui.eboard_clock_white != Some(ClockSide::Right),
    })
}

/// A number from the clock's nanoseconds: enough to pick a Chess960 position nobody planned.
fn random_960() -> u32 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() ^ d.as_secs() as u32)
        .unwrap_or(518);
    nanos % (CHESS960_MAX + 1)
}

/// The configuration file's options (`--config`, else the usual file), and the conversation's
/// language: the one named on the command line (`typed`), else the file's, the locale's,
/// German, in the digits named, else the file's. The file is read here only; a file that
/// cannot be read leaves the language to the others, and the commands that need the file say
/// why.
pub(super) fn load(
    typed: &WordOptions,
) -> (Result<Options, Message>, Result<Arc<Language>, Message>) {
    let file = crate::config::load::<Options>(typed.config.as_deref());
    let configured = file.as_ref().ok().map(|f| &f.words);
    let chosen = chosen_language(typed.language.clone(), configured, Language::from_locale());
    let digits = typed.digits.or_else(|| configured.and_then(|c| c.digits));
    let language = match chosen.as_deref() {
        None => Ok(Language::fallback()),
        Some(code) => Language::load(code).map_err(|e| refused(&e)),
    };
    (
        file,
        language.map(|l| l.with_digits(digits.unwrap_or_default())),
    )
}

/// The conversation's language, written once for the game, the help and clap's errors: the one
/// typed on the command line, else the configuration file's, else the environment's (the
/// locale); `None` leaves it to the fallback, German.
pub(super) fn chosen_language(
    typed: Option<String>,
    file: Option<&WordOptions>,
    locale: Option<&str>,
) -> Option<String> {
    typed
        .or_else(|| file.and_then(|c| c.language.clone()))
        .or_else(|| locale.map(str::to_string))
}

/// Why a language cannot be used, and the languages there are: said before anything else.
fn refused(error: &crate::lang::LangError) -> Message {
    let codes: Vec<&str> = Language::builtin_codes().collect();
    Message::new("sentences").with(
        "parts",
        Arg::Sentences(vec![
            error.message().into(),
            Message::new("lang-choices")
                .with("codes", Arg::Text(codes.join(", ")))
                .into(),
        ]),
    )
}

/// The language of `code`; one that cannot be loaded is said (in German) and German is used.
pub(super) fn named(code: Option<&str>) -> Arc<Language> {
    match code {
        Some(code) => Language::load(code).unwrap_or_else(|e| {
            eprintln!("{e}");
            Language::fallback()
        }),
        None => Language::fallback(),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::cli::args::{Or, TimeArgs};
    use crate::clock::TimeControl;
    use crate::config::{TimeChoice, read};
    use crate::engine::Strength;
    use crate::message::Arg;
    use crate::session::{IllegalMoveRule, Rules, Setup};

    /// The options of a configuration file's `text`.
    pub(in crate::cli) fn file(text: &str) -> Options {
        match read::<Options>(text) {
            Ok(options) => options,
            Err((line, detail)) => panic!("line {line}: {detail:?}"),
        }
    }

    /// The settings of `play` typed over the file's `text`.
    pub(in crate::cli) fn resolved(play: &PlayArgs, text: &str) -> Settings {
        let typed = Options {
            words: WordOptions::default(),
            play: play.clone(),
        };
        match Settings::resolve(&typed.or(&file(text)), &Language::fallback()) {
            Ok(settings) => settings,
            Err(message) => panic!("resolve: {}", message.id()),
        }
    }

    /// The line and the words of a mistake in `text`.
    fn mistake(text: &str) -> (usize, String) {
        match read::<Options>(text) {
            Ok(options) => panic!("read: {options:?}"),
            Err((line, Arg::Text(detail))) => (line, detail),
            Err((line, Arg::Message(detail))) => (line, detail.id().to_string()),
            Err((line, _)) => (line, String::new()),
        }
    }

    /// The language: the command line's over the file's over the locale's; none of them
    /// leaves it to the fallback.
    #[test]
    fn the_language_is_the_command_lines_else_the_files_else_the_locales() {
        let file = file("language = \"ar\"\n");
        let chosen = |typed: Option<&str>, file: Option<&WordOptions>, locale: Option<&str>| {
            chosen_language(typed.map(str::to_string), file, locale)
        };
        let words = Some(&file.words);
        assert_eq!(chosen(Some("en"), words, Some("fa")).as_deref(), Some("en"));
        assert_eq!(chosen(None, words, Some("fa")).as_deref(), Some("ar"));
        let none = WordOptions::default();
        assert_eq!(chosen(None, Some(&none), Some("fa")).as_deref(), Some("fa"));
        assert_eq!(chosen(None, None, Some("fa")).as_deref(), Some("fa"));
        assert_eq!(chosen(None, None, None), None);
    }

    /// An option typed wins over the file's, the file's over the default.
    #[test]
    fn the_command_line_wins_over_the_file_and_the_file_over_the_default() {
        let text = "illegal_move_rule = \"loss\"\nwhite = \"Anna\"\ntime = \"5+3\"\n\
                    eboard = \"auto\"\nno_color = true\n";
        let typed = PlayArgs {
            rules: Rules {
                illegal_move_rule: Some(IllegalMoveRule::Penalty),
                ..Rules::default()
            },
            white: Some("Ben".into()),
            clock: TimeArgs {
                time: Some(TimeChoice(None)),
            },
            ..PlayArgs::default()
        };
        let settings = resolved(&typed, text);
        assert_eq!(
            settings.options.play.rules.illegal_move_rule(),
            IllegalMoveRule::Penalty
        );
        assert_eq!(settings.names.white.as_deref(), Some("Ben"));
        assert_eq!(settings.time_control, None);
        let settings = resolved(&PlayArgs::default(), text);
        assert_eq!(
            settings.options.play.rules.illegal_move_rule(),
            IllegalMoveRule::Loss
        );
        assert_eq!(settings.names.white.as_deref(), Some("Anna"));
        assert!(settings.no_color);
        assert_eq!(
            settings.time_control.map(|c| c.to_pgn()).as_deref(),
            Some("300+3")
        );
        assert_eq!(
            settings.eboard.map(|e| e.port),
            Some(crate::eboard::Port::Auto)
        );
        let settings = resolved(&PlayArgs::default(), "");
        assert_eq!(
            settings.options.play.rules.illegal_move_rule(),
            IllegalMoveRule::Penalty
        );
        assert_eq!(settings.names.white, None);
        assert_eq!(
            settings.time_control.map(|c| c.to_pgn()).as_deref(),
            Some("5400+30")
        );
        assert!(settings.eboard.is_none());
    }

    /// The options given before a subcommand complete those after it, which win.
    #[test]
    fn the_options_after_the_subcommand_win_over_those_before() {
        let outer = PlayArgs {
            rules: Rules {
                illegal_move_rule: Some(IllegalMoveRule::Loss),
                ..Rules::default()
            },
            black: Some("Outer".into()),
            ..PlayArgs::default()
        };
        let inner = PlayArgs {
            black: Some("Inner".into()),
            ..PlayArgs::default()
        };
        let settings = resolved(&inner.or(&outer), "black = \"File\"\n");
        assert_eq!(
            settings.options.play.rules.illegal_move_rule(),
            IllegalMoveRule::Loss
        );
        assert_eq!(settings.names.black.as_deref(), Some("Inner"));
    }

    /// A configuration file as the versions before the one struct of options wrote it, with
    /// every key they knew.
    const PREVIOUS_FILE: &str = r#"
language = "en"
opponent_language = "de"
vocab = "en"
digits = "native"
view = "board"
speech = "text"
braille = "off"
braille_table = "de-g0.utb"
no_color = true
white = "A"
black = "B"
event = "E"
site = "S"
round = "3"
board_number = "7"
tournament = true
supervision = "full"
illegal_move_rule = "loss"
time = "off"
warn = "5,0:30"
default_time = "0:15:00"
heartbeat_seconds = 5
engine = "black"
strength = "max"
engine_path = "/usr/games/stockfish"
engine_time = 0.5
engine_nodes = 1000
eboard = "auto"
eboard_settle_ms = 250
eboard_rook_for_queen = true
eboard_clock_white = "right"
lichess_server = "http://localhost:9999"

[announce]
pawn_name = false
origin = "always"
captured_piece = true
rank_orientation = "black"

[speech_options]
rate = 10
timeout_ms = 500
"#;

    /// Each key of the previous version's file is still read: the words, the view and the
    /// devices.
    #[test]
    fn a_previous_configuration_file_sets_the_words_view_and_devices() {
        let options = file(PREVIOUS_FILE);
        assert_eq!(options.words.language.as_deref(), Some("en"));
        let s = resolved(&PlayArgs::default(), PREVIOUS_FILE);
        assert_eq!(s.vocab, "en");
        assert_eq!(s.digits, crate::lang::Digits::Native);
        assert_eq!(s.view, ViewKind::Board);
        assert_eq!(s.speech, SpeechChoice::Text);
        assert_eq!(s.braille.table.as_deref(), Some("de-g0.utb"));
        assert!(s.no_color);
        assert_eq!(s.opponent_language.as_deref(), Some("de"));
        assert_eq!(s.engine_path, PathBuf::from("/usr/games/stockfish"));
        let eboard = s.eboard.expect("an e-board");
        assert_eq!(eboard.settle, Duration::from_millis(250));
        assert!(eboard.habits.rook_for_queen && !eboard.white_left);
        assert_eq!(s.lichess_server.url(), "http://localhost:9999");
        assert!(!s.announce.pawn_name && s.announce.captured_piece);
        assert_eq!(s.announce.rank_orientation, Color::Black);
        assert_eq!(s.speech_options.rate, Some(10));
        assert_eq!(s.speech_options.timeout_ms, Some(500));
    }

    /// Each key of the previous version's file is still read: the game, its clock and the
    /// engine.
    #[test]
    fn a_previous_configuration_file_sets_the_game_clock_and_engine() {
        let s = resolved(&PlayArgs::default(), PREVIOUS_FILE);
        assert!(s.options.play.rules.tournament);
        assert_eq!(
            (s.names.white.as_deref(), s.names.black.as_deref()),
            (Some("A"), Some("B"))
        );
        assert_eq!(s.options.play.event.as_deref(), Some("E"));
        assert_eq!(s.options.play.site.as_deref(), Some("S"));
        assert_eq!(s.options.play.round.as_deref(), Some("3"));
        assert_eq!(s.options.play.board_number.as_deref(), Some("7"));
        assert_eq!(
            s.options.play.rules.supervision,
            Some(crate::session::Supervision::Full)
        );
        assert_eq!(
            s.options.play.rules.illegal_move_rule(),
            IllegalMoveRule::Loss
        );
        assert_eq!(s.time_control, None);
        assert_eq!(s.warnings_ms, vec![300_000, 30_000]);
        assert_eq!(s.default_time_ms, 900_000);
        assert_eq!(s.heartbeat, Some(Duration::from_secs(5)));
        let engine = s.engine.expect("an engine game");
        assert_eq!(engine.side, crate::session::Side::Black);
        assert_eq!(engine.strength, Strength::Full);
        assert_eq!((engine.think_ms, engine.nodes), (Some(500), Some(1000)));
    }

    /// The names of the options the journal records, from their one definition: the
    /// journal's key, the command line's flag (its id) and, for the rules, the file's key.
    fn recorded_keys() -> Vec<&'static str> {
        [
            crate::config::fields::<Rules>(),
            crate::config::fields::<crate::session::Seating>(),
        ]
        .concat()
    }

    /// Every option the journal records goes by one name on the command line, in the file
    /// (the rules; who sits at the board is never the file's) and in the journal.
    #[test]
    fn a_recorded_option_has_one_name_on_the_command_line_in_the_file_and_the_journal() {
        use clap::CommandFactory;
        let command = crate::cli::Cli::command();
        let setup = serde_json::to_value(Setup::default()).expect("a set-up");
        let file_keys = <Options as crate::config::FileLayer>::keys();
        for key in recorded_keys() {
            assert!(
                command.get_arguments().any(|a| a.get_id() == key),
                "--{key} on the command line"
            );
            assert!(setup.get(key).is_some(), "{key} in the journal");
        }
        for key in crate::config::fields::<Rules>() {
            assert!(file_keys.contains(key), "{key} in the file");
        }
        for key in crate::config::fields::<crate::session::Seating>() {
            assert!(!file_keys.contains(key), "{key} is not the file's");
        }
    }

    /// The file's `engine_time` outside `--engine-time`'s range leaves the engine on its
    /// clock, as it always did.
    #[test]
    fn an_engine_time_out_of_range_in_the_file_is_as_if_not_set() {
        let s = resolved(
            &PlayArgs::default(),
            "engine = \"white\"\nengine_time = 0\n",
        );
        assert_eq!(s.engine.map(|e| e.think_ms), Some(None));
    }

    #[test]
    fn unknown_key_is_named_with_its_line() {
        let (line, detail) = mistake("vocab = \"de\"\ncolour = \"red\"\n");
        assert_eq!(line, 2);
        assert_eq!(detail, "config-unknown-key");
        // Keys of the command line only are no keys of the file.
        let (line, detail) = mistake("\nblind = \"white\"\n");
        assert_eq!((line, detail.as_str()), (2, "config-unknown-key-none"));
        // The first in the file is named, whatever its letters.
        let (line, _) = mistake("vocab = \"de\"\nzzz = 1\naaa = 2\n");
        assert_eq!(line, 2);
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
            assert_eq!(file(&text).play.heartbeat_seconds, Some(right));
        }
    }

    /// The command line reads a time control as the file does; `off` is no clock.
    #[test]
    fn the_command_line_reads_typed_values_as_the_file_does() {
        use clap::Parser;
        let cli = crate::cli::Cli::try_parse_from(["anna", "--time", "5+3", "--warn", "1"])
            .expect("a command line");
        let from_file = file("time = \"5+3\"\nwarn = \"1\"\n");
        assert_eq!(cli.play.clock.time, from_file.play.clock.time);
        assert_eq!(cli.play.warn, from_file.play.warn);
        assert_eq!(
            cli.play.clock.time.and_then(|t| t.0).map(|c| c.to_pgn()),
            TimeControl::from_user("5+3")
                .ok()
                .flatten()
                .map(|c| c.to_pgn())
        );
        let refused = crate::cli::Cli::try_parse_from(["anna", "--time", "fast"])
            .expect_err("no time control");
        let source = std::error::Error::source(&refused)
            .and_then(|e| e.downcast_ref::<crate::config::Refusal>())
            .map(|r| r.0.id());
        assert_eq!(source, Some("setup-time-control"));
    }
}
