//! The settings of a command, resolved once: the command line over the configuration file over
//! the defaults. The file is read here and nowhere else; every command takes what it needs from
//! [`Settings`] and reads no file of its own.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::braille::BrailleConfig;
use crate::clock::TimeControl;
use crate::config::{ClockSide, Config, SpeechOptions, ViewKind};
use crate::eboard::{DEFAULT_SETTLE, Habits};
use crate::lang::{Digits, Language};
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary};
use crate::session::{
    Assistant, CHESS960_MAX, EngineGame, Enterer, IllegalMoveRule, Side, Supervision,
};
use crate::speech::SpeechChoice;

use super::args::{PlayArgs, WordOptions};

/// Everything a game, the clock, a review or the e-board command is set up with.
pub(super) struct Settings {
    pub language: Arc<Language>,
    /// The move words' vocabulary code: FIDE's in the conversation's script unless one is set.
    pub vocab: String,
    pub announce: AnnounceOptions,
    pub fen: Option<String>,
    /// The players' names as set; a name nobody set is the conversation's word for the side.
    pub names: ByColor<Option<String>>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub round: Option<String>,
    pub board_number: Option<String>,
    /// A Chess960 start position by number (a random one already drawn).
    pub chess960: Option<u32>,
    pub tournament: bool,
    /// `None`: no clock ("off").
    pub time_control: Option<TimeControl>,
    pub warnings_ms: Vec<u64>,
    /// 6.7.1: zero unless the event sets one.
    pub default_time_ms: u64,
    pub blind: Option<Side>,
    pub assistant: Assistant,
    pub deaf_opponent: bool,
    pub supervision: Option<Supervision>,
    pub illegal_move_rule: IllegalMoveRule,
    /// Who types each side's moves, where it is said.
    pub enters: ByColor<Option<Enterer>>,
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
    pub verbose: bool,
    pub speech: SpeechChoice,
    pub speech_to: Option<PathBuf>,
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

/// 6.7.1: the default time typed, else the file's, else zero as the Laws say.
fn default_time_ms(play: &PlayArgs, file: &Config) -> Result<u64, Message> {
    match &play.default_time {
        Some(text) => crate::config::default_time(text),
        None => Ok(file.default_time.unwrap_or(0)),
    }
}

impl Settings {
    /// The options of `play` over the configuration `file`; a command that has no such option
    /// gives it unset. The time control and the warnings typed are read here.
    pub fn resolve(
        words: &WordOptions,
        play: &PlayArgs,
        file: Config,
        language: &Arc<Language>,
    ) -> Result<Settings, Message> {
        let time_control = time_control(play, &file)?;
        let warnings_ms = match &play.warn {
            Some(text) => crate::config::warnings(text)?,
            None => file.warn.clone().unwrap_or_default(),
        };
        let ui = &play.ui;
        let lichess_server = lichess_server(play, &file)?;
        let no_color = ui.no_color
            || file.no_color.unwrap_or(false)
            || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Ok(Settings {
            language: language.clone(),
            vocab: words
                .vocab
                .clone()
                .or(file.vocab.clone())
                .unwrap_or_else(|| Vocabulary::fide_code_for(language.code()).into()),
            announce: play
                .moves
                .announce_options(file.announce.unwrap_or_default()),
            fen: play.moves.fen.clone(),
            names: ByColor {
                white: play.white.clone().or(file.white.clone()),
                black: play.black.clone().or(file.black.clone()),
            },
            event: play.event.clone().or(file.event.clone()),
            site: play.site.clone().or(file.site.clone()),
            round: play.round.clone().or(file.round.clone()),
            board_number: play.board_number.clone().or(file.board_number.clone()),
            chess960: play.chess960.map(|n| n.unwrap_or_else(random_960)),
            tournament: play.tournament || file.tournament.unwrap_or(false),
            time_control,
            warnings_ms,
            default_time_ms: default_time_ms(play, &file)?,
            blind: play.blind,
            assistant: play.assistant.unwrap_or_default(),
            deaf_opponent: play.deaf_opponent,
            supervision: play.supervision.or(file.supervision),
            illegal_move_rule: play
                .illegal_move_rule
                .or(file.illegal_move_rule)
                .unwrap_or_default(),
            enters: ByColor {
                white: play.white_enters,
                black: play.black_enters,
            },
            from_pgn: play
                .from_pgn
                .clone()
                .map(|path| (path, play.pgn_game.unwrap_or(1))),
            engine: engine_game(play, &file),
            engine_path: ui
                .engine_path
                .clone()
                .or(file.engine_path.clone())
                .unwrap_or_else(crate::engine::default_path),
            heartbeat: file.heartbeat_seconds.map(Duration::from_secs),
            view: ui.view.or(file.view).unwrap_or(ViewKind::Line),
            no_color,
            opponent_language: ui
                .opponent_language
                .clone()
                .or(file.opponent_language.clone()),
            opponent_side: ui.opponent_side.map(Color::from),
            digits: words.digits.or(file.digits).unwrap_or_default(),
            verbose: ui.verbose,
            speech: ui.speech.or(file.speech).unwrap_or(SpeechChoice::Auto),
            speech_to: ui.speech_to.clone(),
            braille: BrailleConfig {
                mode: ui.braille.or(file.braille).unwrap_or_default(),
                table: file.braille_table.clone(),
                ..BrailleConfig::default()
            },
            eboard: eboard(play, &file),
            broadcast: broadcast(play, &lichess_server)?,
            lichess_server,
            speech_options: file.speech_options,
        })
    }
}

/// A Lichess broadcast round and the client that pushes to it.
pub(super) struct Broadcast {
    pub round: String,
    pub client: crate::lichess::Client,
}

/// The time control: `--time`, else the configuration's, else the default (90+30).
fn time_control(play: &PlayArgs, file: &Config) -> Result<Option<TimeControl>, Message> {
    match &play.time {
        Some(text) => crate::config::time_control(text),
        None => match file.time.clone() {
            Some(control) => Ok(control),
            None => crate::config::time_control(DEFAULT_TIME_CONTROL),
        },
    }
}

/// The Lichess server: `--server`, else `lichess_server`, else Lichess's own.
fn lichess_server(play: &PlayArgs, file: &Config) -> Result<crate::lichess::Server, Message> {
    match play.server.as_ref().or(file.lichess_server.as_ref()) {
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

/// The engine opponent the options and the configuration ask for, if any.
fn engine_game(play: &PlayArgs, file: &Config) -> Option<EngineGame> {
    let side = play.engine.or(file.engine)?;
    Some(EngineGame {
        side,
        strength: play
            .strength
            .or(file.strength)
            .unwrap_or(crate::engine::Strength::Elo(DEFAULT_ELO)),
        nodes: play.engine_nodes.or(file.engine_nodes).filter(|n| *n > 0),
        think_ms: play.engine_time.or(file.engine_time),
    })
}

/// The e-board, if one is asked for.
fn eboard(play: &PlayArgs, file: &Config) -> Option<EboardSettings> {
    let ui = &play.ui;
    let port = ui.eboard.clone().or(file.eboard.clone())?;
    Some(EboardSettings {
        port,
        settle: ui
            .eboard_settle
            .or(file.eboard_settle_ms)
            .map_or(DEFAULT_SETTLE, Duration::from_millis),
        habits: Habits {
            rook_for_queen: ui.eboard_rook_for_queen || file.eboard_rook_for_queen.unwrap_or(false),
        },
        white_left: ui.eboard_clock_white.or(file.eboard_clock_white) != Some(ClockSide::Right),
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

/// The configuration file (`--config`, else the usual one) and the conversation's language:
/// the one named, else the file's, the locale's, German, in the digits named, else the file's.
/// The file is read here only; a file that cannot be read leaves the language to the others,
/// and the commands that need the file say why.
pub(super) fn load(
    language: Option<String>,
    digits: Option<Digits>,
    config: Option<&Path>,
) -> (Result<Config, Message>, Result<Arc<Language>, Message>) {
    let file = Config::load(config);
    let configured = file.as_ref().ok();
    let chosen = chosen_language(language, configured, Language::from_locale());
    let digits = digits.or_else(|| configured.and_then(|c| c.digits));
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
    file: Option<&Config>,
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
mod tests {
    use super::*;
    use crate::cli::args::Or;

    fn resolved(play: &PlayArgs, file: Config) -> Settings {
        let words = WordOptions::default();
        match Settings::resolve(&words, play, file, &Language::fallback()) {
            Ok(settings) => settings,
            Err(message) => panic!("resolve: {}", message.id()),
        }
    }

    /// The language: the command line's over the file's over the locale's; none of them
    /// leaves it to the fallback.
    #[test]
    fn the_language_is_the_command_lines_else_the_files_else_the_locales() {
        let mut file = Config::default();
        file.language = Some("ar".into());
        let chosen = |typed: Option<&str>, file: Option<&Config>, locale: Option<&str>| {
            chosen_language(typed.map(str::to_string), file, locale)
        };
        assert_eq!(
            chosen(Some("en"), Some(&file), Some("fa")).as_deref(),
            Some("en")
        );
        assert_eq!(chosen(None, Some(&file), Some("fa")).as_deref(), Some("ar"));
        assert_eq!(
            chosen(None, Some(&Config::default()), Some("fa")).as_deref(),
            Some("fa")
        );
        assert_eq!(chosen(None, None, Some("fa")).as_deref(), Some("fa"));
        assert_eq!(chosen(None, None, None), None);
    }

    /// An option typed wins over the file's, the file's over the default.
    #[test]
    fn the_command_line_wins_over_the_file_and_the_file_over_the_default() {
        let mut file = Config::default();
        file.illegal_move_rule = Some(IllegalMoveRule::Loss);
        file.white = Some("Anna".into());
        file.time = Some(TimeControl::from_pgn("300+3").ok());
        file.eboard = Some(crate::eboard::Port::Auto);
        let typed = PlayArgs {
            illegal_move_rule: Some(IllegalMoveRule::Penalty),
            white: Some("Ben".into()),
            time: Some("off".into()),
            ..PlayArgs::default()
        };
        let settings = resolved(&typed, file.clone());
        assert_eq!(settings.illegal_move_rule, IllegalMoveRule::Penalty);
        assert_eq!(settings.names.white.as_deref(), Some("Ben"));
        assert_eq!(settings.time_control, None);
        let settings = resolved(&PlayArgs::default(), file);
        assert_eq!(settings.illegal_move_rule, IllegalMoveRule::Loss);
        assert_eq!(settings.names.white.as_deref(), Some("Anna"));
        assert_eq!(
            settings.time_control.map(|c| c.to_pgn()).as_deref(),
            Some("300+3")
        );
        assert_eq!(
            settings.eboard.map(|e| e.port),
            Some(crate::eboard::Port::Auto)
        );
        let settings = resolved(&PlayArgs::default(), Config::default());
        assert_eq!(settings.illegal_move_rule, IllegalMoveRule::Penalty);
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
            illegal_move_rule: Some(IllegalMoveRule::Loss),
            black: Some("Outer".into()),
            ..PlayArgs::default()
        };
        let inner = PlayArgs {
            black: Some("Inner".into()),
            ..PlayArgs::default()
        };
        let settings = resolved(&inner.or(&outer), Config::default());
        assert_eq!(settings.illegal_move_rule, IllegalMoveRule::Loss);
        assert_eq!(settings.names.black.as_deref(), Some("Inner"));
    }
}
