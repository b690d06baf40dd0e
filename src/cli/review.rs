//! `anna review`: one of anna's games or any game of a PGN file, analysed once by the engine
//! (the analysis kept beside the game) and then stepped through; without an engine, the game
//! as a book. Also the review that follows a game when the players say `analyse`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Args;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, fen::Fen};

use super::args::UiArgs;
use super::front_end::front_end;
use super::io_error;
use super::settings::Settings;
use crate::engine::Uci;
use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::ImportError;
use crate::output::Event;
use crate::output::Output;
use crate::play::{Driver, Reviewer};
use crate::record::{find_game, games_dir, last_game, read_journal};
use crate::review::{self, DEFAULT_DEPTH, Depth, Walk};
use crate::session::{Session, Setup};
use crate::ui::View;

#[derive(Args, Debug, Clone, Default)]
pub struct ReviewArgs {
    /// A game name (see `anna resume --list`) or a journal file [default: the last game].
    #[arg(conflicts_with = "pgn")]
    pub game: Option<String>,
    /// Any game of a PGN file instead of one of anna's.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file, counted from 1 [default: 1].
    #[arg(long, value_name = "N", requires = "pgn")]
    pub pgn_game: Option<usize>,
    /// List the games of the PGN file, to choose one by its number.
    #[arg(long, requires = "pgn")]
    pub list: bool,
    /// How deep the engine searches each position, in half-moves [default: 14].
    #[arg(long, value_name = "PLIES", conflicts_with = "nodes")]
    pub depth: Option<u32>,
    /// Search each position this many nodes instead of to a depth.
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Step through the game without the engine: the game as a book.
    #[arg(long)]
    pub no_engine: bool,
    #[command(flatten)]
    pub ui: UiArgs,
}

/// A game to review: its set-up (names, start, words), its moves, and where its analysis is
/// kept (the first place that can be written).
struct Source {
    setup: Setup,
    start: Chess,
    moves: Vec<Move>,
    stores: Vec<PathBuf>,
    /// What is missing from a damaged journal: said before the review, never left out.
    damage: Option<Message>,
}

/// How the review searches, and with which engine (none: the game as a book).
struct Analysis {
    depth: Depth,
    engine: Option<PathBuf>,
}

pub(super) fn review(
    args: &ReviewArgs,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let language = &settings.language;
    // 11.3: a device set up for a tournament analyses nothing.
    if settings.options.play.rules.tournament {
        return Err(Message::new("review-tournament"));
    }
    let source = match &args.pgn {
        Some(path) => {
            let bytes = crate::files::read_input(path, crate::files::MAX_INPUT_BYTES)
                .map_err(|e| e.message(path))?;
            if args.list {
                return list(&bytes, language, out);
            }
            pgn_source(&bytes, path, args.pgn_game.unwrap_or(1), settings)?
        }
        None => journal_source(args.game.as_deref())?,
    };
    let depth = match (args.nodes, args.depth) {
        (Some(n), _) => Depth::Nodes(n.max(1)),
        (None, Some(d)) => Depth::Plies(d.clamp(1, 60)),
        (None, None) => DEFAULT_DEPTH,
    };
    let analysis = Analysis {
        depth,
        engine: (!args.no_engine).then(|| settings.engine_path.clone()),
    };
    let mut greeting = Vec::new();
    let session = reading_session(&source.setup, language)?;
    let words = session.words_in(language);
    let (mut view, outputs) = front_end(&session, &words, &mut greeting, settings, out);
    run(
        source,
        view.as_mut(),
        outputs,
        &analysis,
        language,
        greeting,
    )
}

/// `analyse` at the end of a game: its review with the game's view and outputs.
pub(super) fn after_game(
    driver: &Driver,
    view: &mut dyn View,
    outputs: Vec<Box<dyn Output>>,
    settings: &Settings,
) -> Result<i32, Message> {
    let session = driver.session();
    let setup = session.setup().clone();
    let source = Source {
        start: setup.start_position().map_err(|e| e.message())?,
        moves: session.game().moves().iter().map(|p| p.mv).collect(),
        stores: vec![driver.journal_path().with_extension("review.json")],
        setup,
        damage: None,
    };
    let analysis = Analysis {
        depth: DEFAULT_DEPTH,
        engine: Some(settings.engine_path.clone()),
    };
    let language = driver.language().clone();
    run(source, view, outputs, &analysis, &language, Vec::new())
}

/// The set-up's game at its start, in the conversation's language.
fn reading_session(setup: &Setup, language: &std::sync::Arc<Language>) -> Result<Session, Message> {
    let mut session = Session::new(Setup {
        time_control: None,
        ..setup.clone()
    })
    .map_err(|e| e.message())?;
    session.read_also(language.code());
    Ok(session)
}

/// One of anna's games: the one named, else the last one played.
fn journal_source(name: Option<&str>) -> Result<Source, Message> {
    let dir = games_dir()?;
    let path = match name {
        Some(name) => find_game(&dir, name)?,
        None => last_game(&dir).ok_or_else(|| Message::new("review-no-game"))?,
    };
    let journal = read_journal(&path).map_err(|e| e.message())?;
    let (session, stopped) = Session::replay_intact(&journal.records).map_err(|e| e.message())?;
    // The intact part is reviewed; what is missing is said (as `anna export` does).
    let damage = (journal.is_damaged() || stopped.is_some())
        .then(|| crate::record::damage_message(&journal, Some(&session), stopped));
    let setup = session.setup().clone();
    // 11.3: a tournament game still being played is not analysed.
    if session.kind().is_tournament() && !session.game().is_over() {
        return Err(Message::new("review-tournament"));
    }
    Ok(Source {
        start: setup.start_position().map_err(|e| e.message())?,
        moves: session.game().moves().iter().map(|p| p.mv).collect(),
        stores: vec![path.with_extension("review.json")],
        setup,
        damage,
    })
}

/// The `n`th game of a PGN file, its names from its tags and its words from the options.
fn pgn_source(bytes: &[u8], path: &Path, n: usize, settings: &Settings) -> Result<Source, Message> {
    let language = &settings.language;
    let text = String::from_utf8_lossy(bytes);
    let game = crate::notation::read_nth_game(&text, n).map_err(|e| match e {
        ImportError::NoGame if n > 1 => Message::new("pgn-no-such-game")
            .with("path", Arg::Text(path.display().to_string()))
            .with("number", n),
        other => other.message(),
    })?;
    let tag = |name: &str| {
        game.tags
            .iter()
            .find(|(k, v)| k == name && !v.trim().is_empty() && v.trim() != "?")
            .map(|(_, v)| v.trim().to_string())
    };
    let base = Setup::default();
    let fen = Fen::from_position(&game.start, EnPassantMode::Legal).to_string();
    let setup = Setup {
        white: tag("White").unwrap_or_else(|| language.side(Color::White)),
        black: tag("Black").unwrap_or_else(|| language.side(Color::Black)),
        event: tag("Event").unwrap_or(base.event),
        site: tag("Site").unwrap_or(base.site),
        round: tag("Round").unwrap_or(base.round),
        board: tag("Board").unwrap_or_default(),
        date: tag("Date").unwrap_or(base.date),
        fen: (game.start != Chess::default() || game.castling_mode == CastlingMode::Chess960)
            .then_some(fen),
        vocab: settings.vocab.clone(),
        announce: settings.announce,
        time_control: None,
        ..base
    };
    // Beside the file if it may be written there, else with anna's games.
    let mut beside = path.as_os_str().to_owned();
    beside.push(format!(".{n}.review.json"));
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut stores = vec![PathBuf::from(beside)];
    if let Ok(dir) = games_dir() {
        stores.push(dir.join("reviews").join(format!("{stem}-{n}.review.json")));
    }
    Ok(Source {
        start: game.start,
        moves: game.moves,
        stores,
        setup,
        damage: None,
    })
}

/// `--list`: one line a game, by number, as the player chooses among them.
fn list(bytes: &[u8], language: &Language, out: &mut dyn Write) -> Result<i32, Message> {
    let text = String::from_utf8_lossy(bytes);
    let games = crate::notation::read_all_tags(&text).map_err(|e| e.message())?;
    if games.is_empty() {
        return Err(ImportError::NoGame.message());
    }
    let vocab = crate::notation::Vocabulary::fallback();
    for (i, tags) in games.iter().enumerate() {
        let tag = |name: &str| {
            let value = tags
                .iter()
                .find(|(k, _)| k == name)
                .map_or("", |(_, v)| v.trim());
            Arg::Text(if value == "?" { "" } else { value }.to_string())
        };
        let line = Message::new("review-list-game")
            .with("number", i + 1)
            .with("white", tag("White"))
            .with("black", tag("Black"))
            .with("result", tag("Result"))
            .with("event", tag("Event"))
            .with("date", tag("Date"));
        writeln!(out, "{}", language.text(&line, vocab)).map_err(io_error)?;
    }
    Ok(0)
}

/// Analyses the game unless its analysis is stored, then lets the player step through it.
fn run(
    source: Source,
    view: &mut dyn View,
    outputs: Vec<Box<dyn Output>>,
    analysis: &Analysis,
    language: &std::sync::Arc<Language>,
    greeting: Vec<Event>,
) -> Result<i32, Message> {
    let Source {
        setup,
        start,
        moves,
        stores,
        damage,
    } = source;
    let mut greeting = greeting;
    greeting.extend(damage.map(Event::Private));
    // The moves come from a replayed journal or a checked PGN: all legal.
    let walk = Walk::new(start.clone(), moves.clone(), Vec::new())
        .map_err(|_| Message::new("internal-error"))?;
    let fen = Fen::from_position(&start, EnPassantMode::Legal).to_string();
    let game = review::AnalysedGame {
        fen: &fen,
        start: &start,
        moves: &moves,
        castling: setup.castling_mode(),
    };
    let white = Arg::Text(setup.white.trim().to_string());
    let black = Arg::Text(setup.black.trim().to_string());
    let mut reviewer = Reviewer::new(walk, setup, language.clone(), outputs, None)?;
    reviewer.tell(view, &greeting);
    let (stored, engine) = stored_analysis(analysis, &stores, &game, &mut reviewer, view);
    let analysed = stored.is_some();
    if let Some(stored) = &stored {
        reviewer.set_analyses(review::analyses(stored, &game));
    }
    reviewer.set_engine(engine);
    let mut said = vec![Event::Private(
        Message::new("review-ready")
            .with("white", white)
            .with("black", black)
            .with("moves", moves.len().div_ceil(2)),
    )];
    if analysed {
        said.push(Event::Private(reviewer.summary()));
    }
    said.push(Event::Private(reviewer.where_it_stands()));
    reviewer.run(view, said).map_err(io_error)?;
    Ok(0)
}

/// The game's analysis: the one stored, else the engine's now; and the engine, kept for the
/// player's questions. Without an engine the game is a book; a stored analysis still counts.
fn stored_analysis(
    analysis: &Analysis,
    stores: &[PathBuf],
    game: &review::AnalysedGame,
    reviewer: &mut Reviewer,
    view: &mut dyn View,
) -> (Option<review::Stored>, Option<Uci>) {
    let Some(path) = &analysis.engine else {
        return (None, None);
    };
    let cached = stores
        .iter()
        .find_map(|p| review::load(p, game, analysis.depth));
    match Uci::start(path) {
        Err(e) => {
            if cached.is_none() {
                let said = Message::new("review-no-engine").with("reason", e.message());
                reviewer.tell(view, &[Event::Private(said)]);
            }
            (cached, None)
        }
        Ok(mut uci) => {
            let stored = match cached {
                Some(stored) => Some(stored),
                None => analyse(&mut uci, game, analysis, stores, reviewer, view),
            };
            (stored, Some(uci))
        }
    }
}

/// The engine's evaluation of every position, said while it goes on, then stored.
fn analyse(
    uci: &mut Uci,
    game: &review::AnalysedGame,
    analysis: &Analysis,
    stores: &[PathBuf],
    reviewer: &mut Reviewer,
    view: &mut dyn View,
) -> Option<review::Stored> {
    let total = game.moves.len() + 1;
    reviewer.tell(
        view,
        &[Event::Private(
            Message::new("review-analysing").with("positions", total),
        )],
    );
    // Progress every ten seconds: often enough to know it goes on, rarely enough to listen.
    let every = Duration::from_secs(10);
    let mut told = Instant::now();
    let result = review::analyse(uci, game, analysis.depth, |done, total| {
        if done < total && told.elapsed() >= every {
            told = Instant::now();
            let progress = Message::new("review-progress")
                .with("done", done)
                .with("total", total);
            reviewer.tell(view, &[Event::Private(progress)]);
        }
    });
    let stored = match result {
        Ok(stored) => stored,
        Err(e) => {
            let said = Message::new("review-no-engine").with("reason", e.message());
            reviewer.tell(view, &[Event::Private(said)]);
            return None;
        }
    };
    let mut failure = None;
    for path in stores {
        match review::store(path, &stored) {
            Ok(()) => {
                failure = None;
                break;
            }
            Err(e) => failure = Some(e),
        }
    }
    if let Some(e) = failure {
        let said = Message::new("review-not-stored").with("reason", crate::message::io_reason(&e));
        tracing::warn!(event = "review", "{}", reviewer.text(&said));
        reviewer.tell(view, &[Event::Private(said)]);
    }
    Some(stored)
}
