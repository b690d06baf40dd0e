//! The command line: `anna` (a new game), `anna resume`, `anna export`, `anna say`, `anna parse`,
//! `anna sync`, `anna voices`, `anna clock`, `anna review`, `anna eboard`. The clap definitions and the dispatch are here; the
//! options in `args`, a game's set-up and loop in `game`, the devices in `devices`, the
//! one-shot commands in `scripts`, clap's own errors in `errors`.

mod args;
mod check_code;
mod devices;
mod eboard;
pub mod errors;
mod front_end;
mod game;
pub mod help;
mod lichess;
mod lichess_login;
mod lichess_play;
mod lichess_puzzle;
mod lichess_wait;
mod lichess_watch;
mod package_files;
mod review;
mod scripts;
mod settings;
pub mod stdout;
pub mod voices;
mod voices_args;
mod voices_console;
mod voices_files;
mod voices_say;

pub use args::*;
pub use eboard::{EboardAction, EboardArgs};
use game::{new_game, resume};
pub use review::ReviewArgs;
use scripts::{export, list_unfinished, say, script_setup};

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use clap::{Args, Parser, Subcommand};
use shakmaty::san::SanPlus;

use crate::clock::TimeControl;
use crate::lang::Language;
use crate::message::{Message, io_reason};
use crate::notation::{AnnounceOptions, Vocabulary, parse_move, uci};
use crate::record::BrfOptions;
use args::Or;
use settings::Settings;

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

impl Cli {
    /// The command line as clap reads it, the same as `Cli::try_parse`, but clap's tree of
    /// commands and options is kept for the program's life instead of being taken apart:
    /// freeing its some thousand allocations was a tenth of the work before a game's first
    /// prompt (callgrind, issue 43).
    pub fn from_command_line() -> Result<Cli, clap::Error> {
        let mut command = <Cli as clap::CommandFactory>::command();
        let read = command
            .try_get_matches_from_mut(std::env::args_os())
            .and_then(|mut matches| {
                <Cli as clap::FromArgMatches>::from_arg_matches_mut(&mut matches)
            });
        std::mem::forget(command);
        read
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Start a new game (the same as `anna` alone).
    Play(Box<PlayArgs>),
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
        /// A game name (see `anna resume --list`) or a journal file [default: the last game].
        game: Option<String>,
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
        /// One liblouis translation table for the whole BRF; by default each script its own
        /// (docs/braille.md).
        #[arg(long, requires = "brf")]
        table: Option<String>,
    },
    /// Print the spoken words of each move, one line per move.
    Say {
        /// Play the main line of the first game in this PGN file.
        #[arg(long)]
        pgn: Option<PathBuf>,
        #[command(flatten)]
        moves_words: MoveWords,
        /// Read many queries from standard input, one per line: a FEN (empty: the start), a
        /// tab, a move; answer each with one line, `! ` and the reason if it cannot be said.
        #[arg(long, conflicts_with_all = ["pgn", "moves"])]
        batch: bool,
        /// Moves in any accepted form, played in order.
        moves: Vec<String>,
    },
    /// Print `UCI SAN` of the one legal move the text names.
    Parse {
        #[command(flatten)]
        moves_words: MoveWords,
        /// Read many queries from standard input, one per line: a FEN (empty: the start), a
        /// tab, the text; answer each with one line, `! ` and the reason if it names no move.
        #[arg(long, conflicts_with = "text")]
        batch: bool,
        /// The move, in any accepted form; several words are joined.
        #[arg(required_unless_present = "batch")]
        text: Vec<String>,
    },
    /// D.2.9: compare both score sheets (and boards) and say how to put the game right.
    Sync(SyncArgs),
    /// Go through a finished game move by move, analysed by the engine: each move's verdict,
    /// the better move for a mistake, a summary per side. Any PGN game too, as a book.
    Review(Box<ReviewArgs>),
    /// The sighted player's electronic board (DGT): the boards found, what one reads, its
    /// set-up checked, a simulated board.
    Eboard(EboardArgs),
    /// Voice packs: check one, record one, say a phrase with one.
    Voices(crate::cli::voices::VoicesArgs),
    /// Check game journals: intact or damaged, how many records, what is missing; with --code,
    /// whether a journal is the game a closing code was given for.
    Check {
        /// A game name from `anna resume --list`, or a journal's path [default: every game].
        game: Option<String>,
        /// The closing code anna gave for the game (on the result slip): whether the journal
        /// is that game; exit status 0 yes, 1 no, 2 cannot tell.
        #[arg(long, value_name = "CODE", requires = "game")]
        code: Option<String>,
    },
    /// Write the manual pages and shell completions into a folder (for packaging).
    #[command(hide = true)]
    PackageFiles {
        /// The folder: man/ and completions/ are made in it.
        out: PathBuf,
    },
    /// A talking chess clock without a game, for a game kept on paper.
    Clock(ClockArgs),
    /// Lichess: play the account's game there (play), follow a broadcast round or game live (watch, tv), store the token (login), send a game to a broadcast round (push). See docs/online.md.
    Lichess(lichess::LichessArgs),
}

// `anna sync`'s options (a doc comment here would replace the subcommand's help).
#[derive(Args, Debug)]
pub struct SyncArgs {
    /// Our score sheet: PGN or a plain move list in any accepted notation.
    #[arg(long, value_name = "FILE")]
    pub ours: PathBuf,
    /// The other score sheet.
    #[arg(long, value_name = "FILE")]
    pub theirs: PathBuf,
    /// What stands on our board: FEN or a piece list (Kg1 Sf3 e4 ... schwarz: Kg8 ...).
    #[arg(long, value_name = "BOARD")]
    pub board_ours: Option<String>,
    /// What stands on the other board.
    #[arg(long, value_name = "BOARD")]
    pub board_theirs: Option<String>,
    /// The game's journal (a file or a game name), for the clock times to set.
    #[arg(long, value_name = "JOURNAL")]
    pub game: Option<String>,
    /// Print one JSON object instead of sentences.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub moves_words: MoveWords,
}

impl SyncArgs {
    /// The comparison asked for, its moves worded by `moves` over the outer `outer_moves`.
    fn command(self, vocab: Option<String>, outer_moves: &MoveWords) -> crate::sync::SyncCommand {
        let moves_words = self.moves_words.or(outer_moves);
        crate::sync::SyncCommand {
            ours: self.ours,
            theirs: self.theirs,
            board_ours: self.board_ours,
            board_theirs: self.board_theirs,
            game: self.game,
            json: self.json,
            vocab,
            opts: moves_words.announce_options(AnnounceOptions::default()),
            fen: moves_words.fen,
        }
    }
}

// `anna clock`'s options (a doc comment here would replace the subcommand's help): the time
// control, speech and braille are a game's own groups, under the same flags.
#[derive(Args, Debug)]
pub struct ClockArgs {
    #[command(flatten)]
    pub clock: TimeArgs,
    #[command(flatten)]
    pub outputs: OutputArgs,
    /// No word for each press of a player's key or of a key with no task.
    #[arg(long)]
    pub quiet_keys: bool,
    /// The last clock goes on where it stood (after a crash, a closed terminal or an end).
    #[arg(long)]
    pub resume: bool,
}

impl ClockArgs {
    /// The clock's options as a game's, its time control over the one given before `clock`.
    fn play(self, outer: &PlayArgs) -> PlayArgs {
        PlayArgs {
            clock: self.clock.or(&outer.clock),
            ui: UiArgs {
                outputs: self.outputs,
                ..UiArgs::default()
            },
            ..PlayArgs::default()
        }
    }
}

/// Exit status for input that names no move or a file that cannot be used.
pub const EXIT_BAD_INPUT: i32 = 2;

/// Runs the command; what it prints goes to `out`, messages to `err`. Returns the exit status.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    // `anna voices say` reads its pack while the log, the file and the language are made ready.
    let early = match &cli.command {
        Some(Command::Voices(args)) => voices::Reading::begin(&args.command),
        _ => None,
    };
    crate::log::start(cli.words.debug);
    let (file, language) = settings::load(&cli.words);
    // A language that cannot be used stops anna before a game in another language begins.
    let language = match language {
        Ok(language) => language,
        Err(refusal) => {
            let fallback = crate::lang::Language::fallback();
            let _ = writeln!(err, "{}", fallback.text(&refusal, Vocabulary::fallback()));
            return EXIT_BAD_INPUT;
        }
    };
    // A refused move is worded in the move words asked for (`--vocab ar`: «لانج روشادي»),
    // else in FIDE's words of the conversation's script, as the game would say it.
    let code = cli
        .words
        .vocab
        .clone()
        .unwrap_or_else(|| Vocabulary::fide_code_for(language.code()).to_string());
    match run_inner(cli, file, &language, out, early) {
        Ok(code) => code,
        Err(message) => {
            let vocab = Vocabulary::load(&code).ok();
            let vocab = vocab.as_ref().unwrap_or(Vocabulary::fallback());
            let _ = writeln!(err, "{}", language.text(&message, vocab));
            EXIT_BAD_INPUT
        }
    }
}

type ClockParts = (
    crate::play::TalkingClock,
    crate::output::Words,
    Vec<Box<dyn crate::output::Output>>,
);

/// The talking clock, the words of its outputs, and its outputs: speech
/// and the braille display as for a game (the display shows the messages only).
fn clock_outputs(control: TimeControl, settings: &Settings) -> Result<ClockParts, Message> {
    let language = &settings.language;
    let vocab = crate::notation::Vocabulary::load(&settings.vocab).map_err(|e| e.message())?;
    let words = crate::output::Words::new(language.clone(), Arc::new(vocab));
    let clock = crate::play::TalkingClock::new(control, words.clone());
    let mut outputs: Vec<Box<dyn crate::output::Output>> = Vec::new();
    let started = crate::braille::Braille::start(&settings.braille, &settings.vocab, |_| {});
    let clock = match started.notice {
        Some(notice) => clock.with_notice(notice),
        None => clock,
    };
    if let Some(braille) = started.braille {
        outputs.push(Box::new(crate::braille::BrailleMessages(braille)));
    }
    outputs.extend(devices::speech(settings, language, words.vocab()));
    Ok((clock, words, outputs))
}

/// `anna clock`: the talking clock alone, with its journal; `--resume`: the last clock goes
/// on where it stood.
fn clock(
    settings: &Settings,
    quiet_keys: bool,
    resume: bool,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let dir = crate::record::games_dir()?;
    let (journal, lines) = if resume {
        let (journal, lines) = crate::play::ClockJournal::resume(&dir)?;
        (Some(journal), lines)
    } else {
        (None, Vec::new())
    };
    let control = match lines.first().map(|l| &l.what) {
        Some(crate::play::clock_journal::What::Start { control }) => {
            TimeControl::from_friendly(control).map_err(|e| e.message())?
        }
        _ => settings
            .time_control
            .clone()
            .ok_or_else(|| Message::new("clock-app-needs-control"))?,
    };
    let (clock, words, outputs) = clock_outputs(control, settings)?;
    let mut clock = if quiet_keys {
        clock.quiet_keys()
    } else {
        clock
    };
    let (journal, resumed) = match journal {
        Some(journal) => {
            let resumed = crate::play::resume_clock(&mut clock, &lines);
            (journal, Some(resumed))
        }
        None => {
            let control = clock.clock().control().to_string();
            (crate::play::ClockJournal::create(&dir, &control)?, None)
        }
    };
    crate::play::run_clock(clock, words, outputs, out, journal, resumed).map_err(io_error)?;
    Ok(0)
}

/// `say --batch`, `parse --batch` on standard input.
fn run_batch(
    kind: scripts::Batch,
    words: &WordOptions,
    moves: &MoveWords,
    language: &Language,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let (vocab, opts, start) = script_setup(words, moves, language)?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    scripts::batch(kind, &start, &vocab, &opts, language, &mut input, out)
}

/// `anna parse TEXT`: the move's UCI and SAN.
fn parse(
    text: &[String],
    words: &WordOptions,
    moves: &MoveWords,
    language: &Language,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let (vocab, opts, start) = script_setup(words, moves, language)?;
    let m = parse_move(&text.join(" "), &start, &vocab, &opts).map_err(|e| e.message())?;
    let san = SanPlus::from_move(start, m);
    writeln!(out, "{} {}", uci(m, shakmaty::CastlingMode::Standard), san).map_err(io_error)?;
    Ok(0)
}

fn io_error(e: std::io::Error) -> Message {
    Message::new("write-failed").with("reason", io_reason(&e))
}

/// Runs the command with the configuration `file` (or why it cannot be used): the commands
/// that play, time or show take their [`Settings`] from it, the scripts read none of it.
fn run_inner(
    cli: Cli,
    file: Result<Options, Message>,
    language: &Arc<Language>,
    out: &mut dyn Write,
    early: Option<voices::Reading>,
) -> Result<i32, Message> {
    let Cli {
        command,
        words,
        play,
    } = cli;
    // The command line's options over the file's, merged once.
    let settings = |play: &PlayArgs, file: Result<Options, Message>| {
        let typed = Options {
            words: words.clone(),
            play: play.clone(),
        };
        Settings::resolve(&typed.or(&file?), language)
    };
    match command {
        None => new_game(&settings(&play, file)?, out),
        Some(Command::Play(own)) => new_game(&settings(&own.or(&play), file)?, out),
        Some(Command::Resume {
            list: false,
            game,
            ui,
        }) => {
            let play = PlayArgs {
                ui,
                ..PlayArgs::default()
            };
            resume(game.as_deref(), &settings(&play, file)?, out)
        }
        Some(Command::Clock(args)) => {
            let (quiet_keys, resume) = (args.quiet_keys, args.resume);
            clock(&settings(&args.play(&play), file)?, quiet_keys, resume, out)
        }
        Some(Command::Eboard(args)) => {
            eboard::run(&args, &settings(&PlayArgs::default(), file)?, out)
        }
        Some(Command::Review(args)) => {
            let play = PlayArgs {
                ui: args.ui.clone(),
                ..PlayArgs::default()
            };
            review::review(&args, &settings(&play, file)?, out)
        }
        Some(Command::Lichess(args)) => {
            // Playing and puzzles are refused in a tournament (`--tournament` given before).
            let tournament = play.rules.tournament;
            lichess::run(&args, tournament, &settings(&args.play(), file)?, out)
        }
        Some(Command::Voices(args)) => {
            let mut words = voices::VoicesConsole { out, language };
            voices::run(args, &mut words, early)
        }
        Some(script) => run_script(script, &words, &play, language, out),
    }
}

/// Runs a command that reads no settings (the scripts, the journals' checks):
/// the words and the move words of the command line only.
fn run_script(
    command: Command,
    words: &WordOptions,
    play: &PlayArgs,
    language: &Arc<Language>,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    match command {
        Command::Say {
            pgn,
            moves,
            moves_words,
            batch,
        } => {
            let moves_words = moves_words.or(&play.moves);
            if batch {
                return run_batch(scripts::Batch::Say, words, &moves_words, language, out);
            }
            let (vocab, opts, start) = script_setup(words, &moves_words, language)?;
            say(start, pgn, &moves, (&vocab, &opts, language), out)
        }
        Command::Parse {
            text,
            moves_words,
            batch,
        } => {
            let moves_words = moves_words.or(&play.moves);
            match batch {
                true => run_batch(scripts::Batch::Parse, words, &moves_words, language, out),
                false => parse(&text, words, &moves_words, language, out),
            }
        }
        Command::Export {
            game,
            brf,
            width,
            lines,
            table,
            ..
        } => {
            let brf = brf.then_some(BrfOptions {
                width,
                lines_per_page: lines,
                table,
            });
            export(game.as_deref(), brf, language, words.vocab.as_deref(), out)
        }
        Command::Resume { list: true, .. } => list_unfinished(language, out),
        Command::Check { game, code } => check_code::check(game, code, language, out),
        Command::PackageFiles { out } => {
            package_files::write(&out).map_err(io_error)?;
            Ok(0)
        }
        Command::Sync(args) => {
            let sync = args.command(words.vocab.clone(), &play.moves);
            crate::sync::run(&sync, language, out)
        }
        // The commands with settings, and the voices (read early), are run by `run_inner`.
        Command::Voices(_)
        | Command::Play(_)
        | Command::Resume { .. }
        | Command::Clock(_)
        | Command::Eboard(_)
        | Command::Review(_)
        | Command::Lichess(_) => unreachable!("a command with settings"),
    }
}
