//! The command line: `anna` (a new game), `anna resume`, `anna export`, `anna say`, `anna parse`.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand, ValueEnum};
use shakmaty::{Chess, Color, Position, san::SanPlus};

use crate::clock::TimeControl;
use std::sync::mpsc::Sender;

use crate::braille::{Braille, BrailleConfig, BrailleInput, BrailleMode};
use crate::config::{Config, ViewKind};
use crate::lang::{Arg, Language, Message, io_reason};
use crate::notation::{AnnounceOptions, Origin, Vocabulary, announce, parse_move, uci};
use crate::output::Output;
use crate::record::{
    BrfOptions, all_games, find_game, games_dir, pgn_date, read_first_game, read_journal, to_brf,
    to_pgn,
};
use crate::session::Event;
use crate::session::{Assistant, CHESS960_MAX, Enterer, Session, Setup, Side};
use crate::speech::auto::choose_typed;
use crate::speech::output::SpeechOutput;
use crate::speech::{
    Backend, DeviceChoice, SpeechChoice, SpeechFault, SpeechNotice, SystemOptions, VoiceOptions,
    VoiceSpeech,
};
use crate::ui::{Driver, Incoming, LineView, View};
use std::sync::Arc;

#[derive(Parser, Debug)]
#[command(
    name = "anna",
    version,
    about = "Over-the-board chess for blind and visually impaired players"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub words: WordOptions,
    #[command(flatten)]
    pub play: PlayArgs,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a new game (the same as `anna` alone).
    Play(PlayArgs),
    /// Continue the last unfinished game, or the one named.
    Resume {
        /// List the unfinished games instead.
        #[arg(long)]
        list: bool,
        /// A game name from `--list`, or a journal file.
        game: Option<String>,
        #[command(flatten)]
        ui: UiArgs,
    },
    /// Write a game's score sheet to standard output.
    Export {
        /// A game name (see `anna resume --list`) or a journal file.
        game: String,
        /// As PGN (the default).
        #[arg(long, conflicts_with = "brf")]
        pgn: bool,
        /// As a braille score sheet: BRF (Braille ASCII), ready for an embosser (D.2.7).
        #[arg(long)]
        brf: bool,
        /// BRF cells per line.
        #[arg(long, default_value_t = 40, requires = "brf")]
        width: usize,
        /// BRF lines per page.
        #[arg(long, default_value_t = 25, requires = "brf")]
        lines: usize,
        /// The liblouis translation table for the BRF; by default the vocabulary's.
        #[arg(long, requires = "brf")]
        table: Option<String>,
    },
    /// Print the spoken words of each move, one line per move.
    Say {
        /// Play the main line of the first game in this PGN file.
        #[arg(long)]
        pgn: Option<PathBuf>,
        /// Moves in any accepted form, played in order.
        moves: Vec<String>,
    },
    /// Print `UCI SAN` of the one legal move the text names.
    Parse {
        /// The move, in any accepted form; several words are joined.
        #[arg(required = true)]
        text: Vec<String>,
    },
    /// D.2.9: compare both score sheets (and boards) and say how to put the game right.
    Sync {
        /// Our score sheet: PGN or a plain move list in any accepted notation.
        #[arg(long, value_name = "FILE")]
        ours: PathBuf,
        /// The other score sheet.
        #[arg(long, value_name = "FILE")]
        theirs: PathBuf,
        /// What stands on our board: FEN or a piece list (Kg1 Sf3 e4 ... schwarz: Kg8 ...).
        #[arg(long, value_name = "BOARD")]
        board_ours: Option<String>,
        /// What stands on the other board.
        #[arg(long, value_name = "BOARD")]
        board_theirs: Option<String>,
        /// The game's journal (a file or a game name), for the clock times to set.
        #[arg(long, value_name = "JOURNAL")]
        game: Option<String>,
        /// Print one JSON object instead of sentences.
        #[arg(long)]
        json: bool,
    },
    /// Voice packs: check, record, play, list the words a pack needs.
    Voices(crate::speech::voices_cli::VoicesArgs),
    /// A talking chess clock without a game, for a game kept on paper.
    Clock {
        /// Time control, as for a game: 90+30, 40/90+30,30+30, 5d3 or PGN [default: 90+30].
        #[arg(long, value_name = "CONTROL")]
        time: Option<String>,
    },
}

#[derive(Args, Debug, Clone, Default)]
pub struct WordOptions {
    /// The language anna speaks in: a built-in one (de, en) or the path of a language file
    /// [default: from the locale, else de].
    #[arg(long, global = true, value_name = "LANGUAGE")]
    pub language: Option<String>,
    /// The words of the moves: a built-in vocabulary (de: FIDE's, en) or the path of a
    /// vocabulary file [default: de].

    #[arg(long, global = true)]
    pub vocab: Option<String>,
    /// Leave out the word for pawn ("Eva vier" instead of "Bauer Eva vier").
    #[arg(long, global = true)]
    pub no_pawn_name: bool,
    /// When to name the square a piece comes from [default: ambiguous].
    #[arg(long, global = true, value_enum)]
    pub origin: Option<OriginArg>,
    /// Name the piece that is taken.
    #[arg(long, global = true)]
    pub captured_piece: bool,
    /// Count ranks from this side (D.2.1: White's unless the arbiter decides otherwise).
    #[arg(long, global = true, value_enum)]
    pub ranks_from: Option<SideArg>,
    /// Start from this position (FEN) instead of the initial one.
    #[arg(long, global = true)]
    pub fen: Option<String>,
    /// Read this configuration file instead of the usual one.
    #[arg(long, global = true)]
    pub config: Option<PathBuf>,
}

#[derive(Args, Debug, Clone, Default)]
pub struct UiArgs {
    /// line: one line per event, for screen readers; board: a drawn board for the opponent.
    #[arg(long, value_enum)]
    pub view: Option<ViewKind>,
    /// auto (default): a voice pack, else the system's speech, else the screen only; voice,
    /// system, text (the screen reader reads the screen) or off.
    #[arg(long, value_enum)]
    pub speech: Option<SpeechChoice>,
    /// With --speech text: also write every spoken line to this file (a second device).
    #[arg(long, value_name = "FILE")]
    pub speech_to: Option<PathBuf>,
    /// The language of the board view for the sighted opponent [default: the game's].
    #[arg(long, value_name = "LANGUAGE")]
    pub opponent_language: Option<String>,
    /// Report every output (screen, speech, braille) and its state at the start.
    #[arg(long)]
    pub verbose: bool,
    /// No colours in the board view (also when NO_COLOR is set).
    #[arg(long)]
    pub no_color: bool,
    /// A braille display through BrlAPI: auto (when BRLTTY answers), on (wait for it), off.
    #[arg(long, value_enum)]
    pub braille: Option<BrailleMode>,
}

#[derive(Args, Debug, Clone, Default)]
pub struct PlayArgs {
    #[command(flatten)]
    pub ui: UiArgs,
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
    /// A Chess960 start position (Guideline II), by number 0–959, or a random one.
    #[arg(long, num_args = 0..=1, value_name = "N")]
    pub chess960: Option<Option<u32>>,
    /// A tournament game: no take-backs, no attack or legal-move answers (Article 11.3).
    #[arg(long)]
    pub tournament: bool,
    /// Time control, e.g. 90+30, 40/90+30,30+30, 5d3, or PGN 40/5400+30:1800+30; off for none
    /// [default: 90+30].
    #[arg(long, value_name = "CONTROL")]
    pub time: Option<String>,
    /// Tell the running player his time when it reaches these, e.g. 5,1 or 0:30 (off unless
    /// given: D.2.10.4).
    #[arg(long, value_name = "TIMES")]
    pub warn: Option<String>,
    /// The blind or visually impaired player's colour (Appendix D).
    #[arg(long, value_enum)]
    pub blind: Option<SideArg>,
    /// An assistant at the board: the blind player's (D.2.10) or the sighted player's (D.2.11).
    #[arg(long, value_enum)]
    pub assistant: Option<AssistantArg>,
    /// The sighted opponent is deaf: an assistant is required (D.2.11).
    #[arg(long)]
    pub deaf_opponent: bool,
    /// Who types White's moves: the blind player, the assistant, or the sighted player.
    #[arg(long, value_enum)]
    pub white_enters: Option<EntererArg>,
    /// Who types Black's moves.
    #[arg(long, value_enum)]
    pub black_enters: Option<EntererArg>,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntererArg {
    Blind,
    Assistant,
    Sighted,
}

impl From<EntererArg> for Enterer {
    fn from(e: EntererArg) -> Enterer {
        match e {
            EntererArg::Blind => Enterer::Blind,
            EntererArg::Assistant => Enterer::Assistant,
            EntererArg::Sighted => Enterer::Sighted,
        }
    }
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssistantArg {
    None,
    Blind,
    Sighted,
}

impl PlayArgs {
    /// These options, completed by those given before the subcommand (`anna --white X play`).
    fn or(&self, outer: &PlayArgs) -> PlayArgs {
        PlayArgs {
            ui: UiArgs {
                view: self.ui.view.or(outer.ui.view),
                speech: self.ui.speech.or(outer.ui.speech),
                speech_to: self.ui.speech_to.clone().or(outer.ui.speech_to.clone()),
                opponent_language: self
                    .ui
                    .opponent_language
                    .clone()
                    .or(outer.ui.opponent_language.clone()),
                verbose: self.ui.verbose || outer.ui.verbose,
                no_color: self.ui.no_color || outer.ui.no_color,
                braille: self.ui.braille.or(outer.ui.braille),
            },
            white: self.white.clone().or(outer.white.clone()),
            black: self.black.clone().or(outer.black.clone()),
            event: self.event.clone().or(outer.event.clone()),
            site: self.site.clone().or(outer.site.clone()),
            round: self.round.clone().or(outer.round.clone()),
            chess960: self.chess960.or(outer.chess960),
            tournament: self.tournament || outer.tournament,
            time: self.time.clone().or(outer.time.clone()),
            warn: self.warn.clone().or(outer.warn.clone()),
            blind: self.blind.or(outer.blind),
            assistant: self.assistant.or(outer.assistant),
            deaf_opponent: self.deaf_opponent || outer.deaf_opponent,
            white_enters: self.white_enters.or(outer.white_enters),
            black_enters: self.black_enters.or(outer.black_enters),
        }
    }
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum OriginArg {
    Ambiguous,
    Always,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum SideArg {
    White,
    Black,
}

impl WordOptions {
    /// The options for the words: the command line over `base`.
    pub fn announce_options(&self, base: AnnounceOptions) -> AnnounceOptions {
        AnnounceOptions {
            pawn_name: base.pawn_name && !self.no_pawn_name,
            origin: match self.origin {
                Some(OriginArg::Ambiguous) => Origin::Ambiguous,
                Some(OriginArg::Always) => Origin::Always,
                None => base.origin,
            },
            captured_piece: base.captured_piece || self.captured_piece,
            rank_orientation: match self.ranks_from {
                Some(SideArg::White) => Color::White,
                Some(SideArg::Black) => Color::Black,
                None => base.rank_orientation,
            },
        }
    }
}

/// Exit status for input that names no move or a file that cannot be used.
pub const EXIT_BAD_INPUT: i32 = 2;

/// Runs the command; what it prints goes to `out`, messages to `err`. Returns the exit status.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let language = language(&cli.words);
    match run_inner(cli, &language, out) {
        Ok(code) => code,
        Err(message) => {
            let _ = writeln!(err, "{}", language.text(&message, Vocabulary::fallback()));
            EXIT_BAD_INPUT
        }
    }
}

/// The conversation's language: the command line's, the configuration's, the locale's, German.
/// One that cannot be loaded is said (in German) and German is used.
fn language(words: &WordOptions) -> Arc<Language> {
    language_named(words.language.clone())
}

/// The language named, else the configured one, the locale's, German.
pub fn language_named(given: Option<String>) -> Arc<Language> {
    let configured = || Config::load(None).ok().and_then(|c| c.language);
    let chosen = given
        .or_else(configured)
        .or_else(|| Language::from_locale().map(str::to_string));
    match chosen {
        Some(code) => Language::load(&code).unwrap_or_else(|e| {
            eprintln!("{e}");
            Language::fallback()
        }),
        None => Language::fallback(),
    }
}

fn io_error(e: std::io::Error) -> Message {
    Message::new("write-failed").with("reason", io_reason(&e))
}

// TRANSITION: commands whose errors are still worded in code pass them through.
fn verbatim(text: String) -> Message {
    Message::new("verbatim").with("text", Arg::Text(text))
}

fn run_inner(cli: Cli, language: &Arc<Language>, out: &mut dyn Write) -> Result<i32, Message> {
    let words = cli.words;
    match cli.command {
        Some(Command::Say { pgn, moves }) => {
            let (vocab, opts, start) = script_setup(&words)?;
            say(start, pgn, &moves, &vocab, &opts, out)
        }
        Some(Command::Parse { text }) => {
            let (vocab, opts, start) = script_setup(&words)?;
            let m = parse_move(&text.join(" "), &start, &vocab, &opts).map_err(|e| e.message())?;
            let san = SanPlus::from_move(start, m);
            writeln!(out, "{} {}", uci(m, shakmaty::CastlingMode::Standard), san)
                .map_err(io_error)?;
            Ok(0)
        }
        Some(Command::Export {
            game, brf: false, ..
        }) => export(&game, None, language, out),
        Some(Command::Export {
            game,
            width,
            lines,
            table,
            ..
        }) => {
            let brf = BrfOptions {
                width,
                lines_per_page: lines,
                table,
            };
            export(&game, Some(brf), language, out)
        }
        Some(Command::Resume { list: true, .. }) => list_unfinished(language, out),
        Some(Command::Resume { game, ui, .. }) => {
            let config = Config::load(words.config.as_deref())?;
            resume(game.as_deref(), &ui, &config, language, out)
        }
        Some(Command::Voices(args)) => crate::speech::voices_cli::run(args, out).map_err(verbatim),
        Some(Command::Clock { time }) => {
            let config = Config::load(words.config.as_deref())?;
            let text = time.or(cli.play.time).or(config.time);
            let pgn = time_control(text.as_deref())?
                .ok_or_else(|| Message::new("clock-app-needs-control"))?;
            let control = TimeControl::from_pgn(&pgn).map_err(|e| e.message())?;
            let code = words.vocab.or(config.vocab).unwrap_or_else(|| "de".into());
            let vocab = Vocabulary::load(&code).map_err(|e| e.message())?;
            crate::ui::run_clock(control, language.clone(), vocab, out).map_err(io_error)?;
            Ok(0)
        }
        Some(Command::Sync {
            ours,
            theirs,
            board_ours,
            board_theirs,
            game,
            json,
        }) => crate::sync::run(
            &crate::sync::SyncCommand {
                ours,
                theirs,
                board_ours,
                board_theirs,
                game,
                json,
                vocab: words.vocab.clone(),
                fen: words.fen.clone(),
                opts: words.announce_options(AnnounceOptions::default()),
            },
            out,
        )
        .map_err(verbatim),
        Some(Command::Play(play)) => new_game(&words, &play.or(&cli.play), language, out),
        None => new_game(&words, &cli.play, language, out),
    }
}

/// `say` and `parse` read no configuration file, so scripts give the same output everywhere.
fn script_setup(words: &WordOptions) -> Result<(Vocabulary, AnnounceOptions, Chess), Message> {
    let vocab =
        Vocabulary::load(words.vocab.as_deref().unwrap_or("de")).map_err(|e| e.message())?;
    let opts = words.announce_options(AnnounceOptions::default());
    let setup = Setup {
        fen: words.fen.clone(),
        ..Setup::default()
    };
    Ok((
        vocab,
        opts,
        setup.start_position().map_err(|e| e.message())?,
    ))
}

fn say(
    start: Chess,
    pgn: Option<PathBuf>,
    moves: &[String],
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let mut pos = start;
    if let Some(path) = pgn {
        let file = std::fs::File::open(&path).map_err(|e| {
            Message::new("file-unreadable")
                .with("path", Arg::Text(path.display().to_string()))
                .with("reason", io_reason(&e))
        })?;
        let game = read_first_game(std::io::BufReader::new(file)).map_err(|e| {
            Message::new("pgn-unreadable")
                .with("path", Arg::Text(path.display().to_string()))
                .with("reason", e.message())
        })?;
        pos = game.start;
        for m in game.moves {
            writeln!(out, "{}", vocab.render(&announce(&pos, m, opts))).map_err(io_error)?;
            pos.play_unchecked(m);
        }
    }
    for (i, text) in moves.iter().enumerate() {
        let m = parse_move(text, &pos, vocab, opts).map_err(|e| {
            Message::new("say-bad-move")
                .with("number", i + 1)
                .with("text", Arg::Text(text.clone()))
                .with("reason", e.message())
        })?;
        writeln!(out, "{}", vocab.render(&announce(&pos, m, opts))).map_err(io_error)?;
        pos.play_unchecked(m);
    }
    Ok(0)
}

/// A number from the clock's nanoseconds: enough to pick a Chess960 position nobody planned.
fn random_960() -> u32 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() ^ d.as_secs() as u32)
        .unwrap_or(518);
    nanos % (CHESS960_MAX + 1)
}

/// The command line's value, else the configuration file's, else the default.
fn pick(given: &Option<String>, configured: &Option<String>, default: String) -> String {
    given
        .clone()
        .or_else(|| configured.clone())
        .unwrap_or(default)
}

fn new_game(
    words: &WordOptions,
    play: &PlayArgs,
    language: &Arc<Language>,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let config = Config::load(words.config.as_deref())?;
    let base = Setup::default();
    let setup = Setup {
        white: pick(&play.white, &config.white, base.white),
        black: pick(&play.black, &config.black, base.black),
        event: pick(&play.event, &config.event, base.event),
        site: pick(&play.site, &config.site, base.site),
        round: pick(&play.round, &config.round, base.round),
        date: pgn_date(),
        fen: words.fen.clone(),
        chess960: play.chess960.map(|n| n.unwrap_or_else(random_960)),
        vocab: words
            .vocab
            .clone()
            .or(config.vocab.clone())
            .unwrap_or(base.vocab),
        announce: words.announce_options(config.announce.unwrap_or_default()),
        tournament: play.tournament || config.tournament.unwrap_or(false),
        time_control: time_control(play.time.as_deref().or(config.time.as_deref()))?,
        warnings_ms: warnings(play.warn.as_deref().or(config.warn.as_deref()))?,
        blind: play.blind.map(|side| match side {
            SideArg::White => Side::White,
            SideArg::Black => Side::Black,
        }),
        assistant: match play.assistant {
            None | Some(AssistantArg::None) => Assistant::None,
            Some(AssistantArg::Blind) => Assistant::Blind,
            Some(AssistantArg::Sighted) => Assistant::Sighted,
        },
        deaf_opponent: play.deaf_opponent,
        white_enters: play.white_enters.map(Enterer::from),
        black_enters: play.black_enters.map(Enterer::from),
    };
    if setup.fen.is_some() && setup.chess960.is_some() {
        return Err(Message::new("fen-or-chess960"));
    }
    let tournament = setup.tournament;
    let mut driver = Driver::start(setup).map_err(|e| e.0)?;
    driver.session_mut().set_language(language.clone());
    let welcome = {
        let s = driver.session();
        let mut lines = vec![Event::Private(
            Message::new("welcome").with("side", s.game().turn()),
        )];
        if tournament {
            lines.push(Event::Private(Message::new("welcome-tournament")));
        }
        lines.extend(s.who_enters().into_iter().map(Event::Private));
        lines
    };
    drive(driver, welcome, &play.ui, &config, out)
}

/// The PGN form of a time control typed in the friendly or the PGN form; "off" plays without
/// a clock. A new game is 90 minutes with 30 seconds a move when nothing is said.
fn time_control(text: Option<&str>) -> Result<Option<String>, Message> {
    let text = text.unwrap_or("90+30").trim();
    if ["off", "none", "aus", "keine"].contains(&text.to_lowercase().as_str()) {
        return Ok(None);
    }
    let control = TimeControl::from_friendly(text)
        .or_else(|friendly| TimeControl::from_pgn(text).map_err(|_| friendly))
        .map_err(|e| {
            Message::new("setup-time-control")
                .with("control", Arg::Text(text.to_string()))
                .with("reason", e.message())
        })?;
    Ok(Some(control.to_pgn()))
}

/// "5:00,1:00": the remaining times to be warned at, in milliseconds.
fn warnings(text: Option<&str>) -> Result<Vec<u64>, Message> {
    let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
        return Ok(Vec::new());
    };
    text.split(',')
        .map(|t| {
            crate::session::parse_time(t.trim()).ok_or_else(|| {
                Message::new("bad-time").with(
                    "word",
                    Message::new("quoted").with("word", Arg::Text(t.trim().to_string())),
                )
            })
        })
        .collect()
}

/// The speech chosen on the command line or in the configuration file (`auto` when neither
/// says), started for the game's vocabulary, and what to tell the players about the choice.
fn speech(ui: &UiArgs, config: &Config, vocab: &Vocabulary) -> Option<Box<dyn Output>> {
    let choice = ui.speech.or(config.speech).unwrap_or(SpeechChoice::Auto);
    if choice == SpeechChoice::Off {
        return None;
    }
    // `auto` with no sound output at all has nothing to say and says nothing: the screen (and
    // the player's screen reader) already shows every word.
    if choice == SpeechChoice::Auto && !sound_output_likely() {
        return None;
    }
    // Text speech is the screen reader reading the line view: a copy of the spoken lines is
    // written only where asked for (`--speech-to`), never a second time on the terminal.
    let text_out: Box<dyn Write> = match &ui.speech_to {
        Some(path) => match std::fs::File::create(path) {
            Ok(file) => Box::new(file),
            Err(_) => Box::new(std::io::sink()),
        },
        None => Box::new(std::io::sink()),
    };
    let o = &config.speech_options;
    let system = SystemOptions {
        rate: o.rate,
        volume: o.volume,
        voice: o.voice.clone(),
        timeout_ms: o.timeout_ms,
    };
    let device = |name: &Option<String>| match name.as_deref() {
        None | Some("default") => DeviceChoice::Default,
        Some("off") => DeviceChoice::Muted,
        Some(other) => DeviceChoice::Named(other.to_string()),
    };
    let mut voice = VoiceOptions {
        public: device(&o.public_device),
        private: device(&o.private_device),
        ..VoiceOptions::default()
    };
    if let Some(ms) = o.gap_ms {
        voice.gap = std::time::Duration::from_millis(ms);
    }
    let pack = voice_pack_dir(o.voices.as_deref(), vocab.code());
    let try_voice = || {
        let dir = pack.ok_or_else(|| SpeechFault::NoVoicePack {
            language: vocab.code().to_string(),
        })?;
        VoiceSpeech::start(&dir, voice).map(|v| Box::new(v) as Box<dyn Backend>)
    };
    let (speech, notices) = choose_typed(choice, try_voice, &system, text_out, vocab);
    // Quiet: a back end that starts as asked is not announced; one that could not is, once.
    let first = notices
        .into_iter()
        .filter(|n| matches!(n, SpeechNotice::Using { skipped, .. } if !skipped.is_empty()))
        .collect();
    Some(Box::new(SpeechOutput::new(speech, vocab.clone(), first)))
}

/// Whether ALSA has anything to play on: a sound card, or a configuration of one's own (a
/// file capture in tests, a Bluetooth device). Without, opening the device only makes the ALSA
/// library print errors into the player's terminal.
fn sound_output_likely() -> bool {
    let own_config = std::env::var_os("ALSA_CONFIG_PATH").is_some()
        || std::env::var_os("PULSE_SERVER").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|d| Path::new(&d).join("pulse/native").exists())
        || std::env::var_os("HOME").is_some_and(|h| Path::new(&h).join(".asoundrc").is_file())
        || Path::new("/etc/asound.conf").is_file();
    let cards = std::fs::read_to_string("/proc/asound/cards").unwrap_or_default();
    own_config
        || cards
            .lines()
            .any(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
}

/// Where the voice pack of a vocabulary is: the configured folder, `$ANNA_VOICES`, the games'
/// data folder (`…/anna/voices`), or the `voices` folder beside the program or its source.
fn voice_pack_dir(configured: Option<&Path>, code: &str) -> Option<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    roots.extend(configured.map(Path::to_path_buf));
    roots.extend(std::env::var_os("ANNA_VOICES").map(PathBuf::from));
    if let Ok(games) = games_dir()
        && let Some(anna) = games.parent()
    {
        roots.push(anna.join("voices"));
    }
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).take(4).map(|d| d.join("voices")));
    }
    roots.push(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("voices"));
    roots
        .into_iter()
        .map(|r| r.join(code))
        .find(|d| d.join("manifest.toml").is_file())
}

fn drive(
    mut driver: Driver,
    greeting: Vec<crate::session::Event>,
    ui: &UiArgs,
    config: &Config,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let kind = ui.view.or(config.view).unwrap_or(ViewKind::Line);
    let no_color = ui.no_color
        || config.no_color.unwrap_or(false)
        || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    // Lines typed on the braille display join the keyboard's in the line view; the board view
    // is the sighted opponent's, so the display only shows there.
    let (mut view, braille_lines): (Box<dyn View + '_>, Option<Sender<Incoming>>) = match kind {
        ViewKind::Line => {
            let line_view = LineView::new(out);
            let sender = line_view.sender();
            (Box::new(line_view), Some(sender))
        }
        ViewKind::Board => {
            let opponent = ui
                .opponent_language
                .clone()
                .or(config.opponent_language.clone())
                .map(|l| language_named(Some(l)));
            (crate::ui::board_view(no_color, opponent), None)
        }
    };
    let mut greeting = greeting;
    let braille_config = BrailleConfig {
        mode: ui.braille.or(config.braille).unwrap_or_default(),
        table: config.braille_table.clone(),
        ..BrailleConfig::default()
    };
    let started = Braille::start(
        &braille_config,
        driver.session().vocab().code(),
        move |input| {
            if let Some(lines) = &braille_lines {
                let _ = lines.send(match input {
                    BrailleInput::Line(line) => Incoming::Line(Ok(line)),
                    BrailleInput::Say(event) => Incoming::Tell(event),
                });
            }
        },
    );
    if let Some(notice) = started.notice {
        greeting.push(Event::Private(notice));
    }
    let mut outputs: Vec<Box<dyn Output>> = Vec::new();
    if let Some(braille) = started.braille {
        braille.update(driver.session());
        outputs.push(Box::new(braille));
    }
    outputs.extend(speech(ui, config, driver.session().vocab()));
    driver.set_outputs(outputs);
    driver.set_verbose(ui.verbose);
    driver.run(view.as_mut(), greeting).map_err(io_error)?;
    Ok(0)
}

fn resume(
    game: Option<&str>,
    ui: &UiArgs,
    config: &Config,
    language: &Arc<Language>,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let dir = games_dir()?;
    let path = match game {
        Some(name) => find_game(&dir, name)?,
        None => unfinished(&dir)
            .into_iter()
            .next()
            .map(|(_, path, _)| path)
            .ok_or_else(|| Message::new("resume-none"))?,
    };
    let (mut driver, notices) = Driver::resume(&path).map_err(|e| e.0)?;
    driver.session_mut().set_language(language.clone());
    drive(driver, notices, ui, config, out)
}

/// Unfinished games, newest first: name, journal, session replayed.
fn unfinished(dir: &std::path::Path) -> Vec<(String, PathBuf, Session)> {
    all_games(dir)
        .into_iter()
        .filter_map(|(id, path, journal)| {
            let session = Session::replay(&journal.records).ok()?;
            (!session.game().is_over()).then_some((id, path, session))
        })
        .collect()
}

fn list_unfinished(language: &Language, out: &mut dyn Write) -> Result<i32, Message> {
    let dir = games_dir()?;
    let games = unfinished(&dir);
    let vocab = Vocabulary::fallback();
    if games.is_empty() {
        writeln!(
            out,
            "{}",
            language.text(&Message::new("resume-none"), vocab)
        )
        .map_err(io_error)?;
    }
    for (id, _, session) in games {
        let s = session.setup();
        let g = session.game();
        let line = Message::new("resume-list-game")
            .with("name", Arg::Text(id))
            .with("white", Arg::Text(s.white.clone()))
            .with("black", Arg::Text(s.black.clone()))
            .with("date", Arg::Text(s.date.clone()))
            .with("number", g.plies())
            .with("side", g.turn());
        writeln!(out, "{}", language.text(&line, vocab)).map_err(io_error)?;
    }
    Ok(0)
}

fn export(
    game: &str,
    brf: Option<BrfOptions>,
    language: &Language,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let dir = games_dir()?;
    let path = find_game(&dir, game)?;
    let (journal, _) = read_journal(&path)
        .map_err(|e| Message::new("journal-unreadable").with("reason", io_reason(&e)))?;
    let session = Session::replay(&journal.records).map_err(|e| e.message())?;
    let text = match brf {
        None => to_pgn(session.setup(), session.game(), session.clock(), language),
        Some(options) => to_brf(
            session.setup(),
            session.game(),
            language,
            session.vocab(),
            &options,
        )?,
    };
    write!(out, "{text}").map_err(io_error)?;
    Ok(0)
}
