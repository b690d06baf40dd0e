//! A game from the command line: its set-up from the options and the configuration, resuming,
//! and the loop with its outputs.

use std::io::Write;

use shakmaty::Color;
use std::sync::Arc;
use std::sync::mpsc::Sender;

use crate::braille::{Braille, BrailleConfig, BrailleInput};
use crate::clock::TimeControl;
use crate::config::{Config, ViewKind};
use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::output::Event;
use crate::output::Output;
use crate::record::{find_game, games_dir};
use crate::session::Started;
use crate::session::{Assistant, CHESS960_MAX, Enterer, IllegalMoveRule, Setup, Side, Supervision};
use crate::ui::{Driver, Incoming, LineView, View};

use super::args::*;

use super::devices::speech;
use super::scripts::unfinished;
use super::{io_error, language_named};

/// A number from the clock's nanoseconds: enough to pick a Chess960 position nobody planned.
pub(super) fn random_960() -> u32 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() ^ d.as_secs() as u32)
        .unwrap_or(518);
    nanos % (CHESS960_MAX + 1)
}

/// The command line's value, else the configuration file's, else the default.
pub(super) fn pick(given: &Option<String>, configured: &Option<String>, default: String) -> String {
    given
        .clone()
        .or_else(|| configured.clone())
        .unwrap_or(default)
}

pub(super) fn new_game(
    words: &WordOptions,
    play: &PlayArgs,
    language: &Arc<Language>,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let config = Config::load(words.config.as_deref())?;
    let base = Setup::default();
    let started = Started::now();
    let engine = engine_game(play, &config)?;
    let setup = Setup {
        // Unnamed players and events are named in the conversation's words.
        white: pick(&play.white, &config.white, language.side(Color::White)),
        black: pick(&play.black, &config.black, language.side(Color::Black)),
        event: pick(
            &play.event,
            &config.event,
            language
                .plain("casual-game")
                .unwrap_or_else(|| base.event.clone()),
        ),
        site: pick(&play.site, &config.site, base.site),
        round: pick(&play.round, &config.round, base.round),
        date: started.date,
        time: started.time,
        utc_date: started.utc_date,
        utc_time: started.utc_time,
        fen: play.moves.fen.clone(),
        chess960: play.chess960.map(|n| n.unwrap_or_else(random_960)),
        vocab: words
            .vocab
            .clone()
            .or(config.vocab.clone())
            .unwrap_or_else(|| crate::notation::Vocabulary::fide_code_for(language.code()).into()),
        announce: play
            .moves
            .announce_options(config.announce.unwrap_or_default()),
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
        supervision: play.supervision.or(config.supervision),
        illegal_move_rule: play
            .illegal_move_rule
            .or(config.illegal_move_rule)
            .unwrap_or_default(),
        white_enters: play.white_enters.map(Enterer::from),
        black_enters: play.black_enters.map(Enterer::from),
        engine,
    };
    let mut setup = setup;
    if let Some(engine) = setup.engine
        && !setup.tournament
    {
        // The engine is started once before the game, so that a missing one is said now and
        // not at its first move; its name goes on the score sheet unless one was given.
        let path = engine_path(&play.ui, &config);
        let uci = crate::engine::Uci::start(&path).map_err(|e| e.message())?;
        let name = uci.name().to_string();
        let (given, configured, seat) = match Color::from(engine.side) {
            Color::White => (&play.white, &config.white, &mut setup.white),
            Color::Black => (&play.black, &config.black, &mut setup.black),
        };
        if given.is_none() && configured.is_none() && !name.is_empty() {
            *seat = name;
        }
    }
    // A game continued from a PGN: its start position, and its moves made before anyone types.
    let continued = match &play.from_pgn {
        None => None,
        Some(path) => {
            if setup.fen.is_some() || setup.chess960.is_some() {
                return Err(Message::new("fen-or-chess960"));
            }
            let bytes = crate::files::read_input(path, crate::files::MAX_INPUT_BYTES)
                .map_err(|e| e.message(path))?;
            let text = String::from_utf8_lossy(&bytes);
            let n = play.pgn_game.unwrap_or(1);
            let game = crate::notation::nth_game(&text, n).ok_or_else(|| {
                Message::new("pgn-no-such-game")
                    .with("path", Arg::Text(path.display().to_string()))
                    .with("number", n)
            })?;
            let sheet = crate::notation::read_sheet(
                &path.display().to_string(),
                game,
                &shakmaty::Chess::default(),
                &crate::notation::Vocabulary::load(&setup.vocab).map_err(|e| e.message())?,
                &setup.announce,
            )
            .map_err(|e| e.message())?;
            if sheet.start != shakmaty::Chess::default() {
                setup.fen = Some(sheet.start_fen());
            }
            Some((path.clone(), sheet))
        }
    };
    if setup.fen.is_some() && setup.chess960.is_some() {
        return Err(Message::new("fen-or-chess960"));
    }
    let tournament = setup.tournament;
    let mut driver = Driver::start(setup).map_err(|e| e.0)?;
    driver.session_mut().set_language(language.clone());
    let mut taken = None;
    if let Some((path, sheet)) = continued {
        let moves: Vec<shakmaty::Move> = sheet.moves.iter().map(|m| m.mv).collect();
        driver.make_recorded(&moves).map_err(|e| e.0)?;
        taken = Some(
            Message::new("pgn-continued")
                .with("plies", moves.len())
                .with(
                    "file",
                    Arg::Text(
                        path.file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                    ),
                ),
        );
    }
    let welcome = {
        let s = driver.session();
        // A game over at its start (a dead position set up) has nobody to move.
        let welcome = match s.game().is_over() {
            true => Message::new("welcome-over"),
            false => Message::new("welcome").with("side", s.game().turn()),
        };
        let mut lines = vec![Event::Private(welcome)];
        lines.extend(taken.map(Event::Private));
        if tournament {
            lines.push(Event::Private(Message::new("welcome-tournament")));
        }
        // Rapid and blitz: how an illegal move is dealt with, told once at the start (A.5).
        let setup = s.setup();
        if let Some(supervision) = setup.supervision() {
            let id = match (supervision, setup.illegal_move_rule) {
                (Supervision::Full, _) => "welcome-supervision-full",
                (Supervision::Partial, IllegalMoveRule::Penalty) => "welcome-supervision-partial",
                (Supervision::Partial, IllegalMoveRule::Loss) => "welcome-supervision-loss",
            };
            lines.push(Event::Private(Message::new(id)));
        }
        lines.extend(s.who_enters().into_iter().map(Event::Private));
        lines
    };
    drive(driver, welcome, &play.ui, &config, out)
}

/// The engine opponent the options and the configuration ask for, if any.
fn engine_game(
    play: &PlayArgs,
    config: &Config,
) -> Result<Option<crate::session::EngineGame>, Message> {
    let side = match (play.engine, config.engine) {
        (Some(SideArg::White), _) => Side::White,
        (Some(SideArg::Black), _) => Side::Black,
        (None, Some(side)) => side,
        (None, None) => return Ok(None),
    };
    let strength = match (play.strength, &config.strength) {
        (Some(s), _) => s,
        (None, Some(text)) => crate::engine::Strength::parse(text)
            .ok_or_else(|| Message::new("bad-strength").with("word", Arg::Text(text.clone())))?,
        (None, None) => crate::engine::Strength::Elo(DEFAULT_ELO),
    };
    let think_ms = play.engine_time.or_else(|| {
        config
            .engine_time
            .filter(|s| *s > 0.0 && *s <= 3600.0)
            .map(|s| (s * 1000.0).round() as u64)
    });
    Ok(Some(crate::session::EngineGame {
        side,
        strength,
        nodes: play.engine_nodes.or(config.engine_nodes).filter(|n| *n > 0),
        think_ms,
    }))
}

/// The strength of an engine nobody set: a club player's.
const DEFAULT_ELO: u32 = 1500;

/// The engine program: the command line's, the configuration's, else the system's Stockfish.
pub(super) fn engine_path(ui: &UiArgs, config: &Config) -> std::path::PathBuf {
    ui.engine_path
        .clone()
        .or(config.engine_path.clone())
        .unwrap_or_else(crate::engine::default_path)
}

/// The PGN form of a time control typed in the friendly or the PGN form; "off" plays without
/// a clock. A new game is 90 minutes with 30 seconds a move when nothing is said.
pub(super) fn time_control(text: Option<&str>) -> Result<Option<String>, Message> {
    let text = text.unwrap_or("90+30").trim();
    let control = TimeControl::from_user(text).map_err(|e| {
        Message::new("setup-time-control")
            .with("control", Arg::Text(text.to_string()))
            .with("reason", e.message())
    })?;
    Ok(control.map(|c| c.to_pgn()))
}

/// "5:00,1:00": the remaining times to be warned at, in milliseconds.
pub(super) fn warnings(text: Option<&str>) -> Result<Vec<u64>, Message> {
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

/// What the players see, hear and type with: the view, and the other outputs; what starting
/// them has to say goes into `greeting`.
pub(super) type FrontEnd<'a> = (Box<dyn View + 'a>, Vec<Box<dyn Output>>);

pub(super) fn front_end<'a>(
    session: &crate::session::Session,
    greeting: &mut Vec<Event>,
    ui: &UiArgs,
    config: &Config,
    out: &'a mut dyn Write,
) -> FrontEnd<'a> {
    let kind = ui.view.or(config.view).unwrap_or(ViewKind::Line);
    let no_color = ui.no_color
        || config.no_color.unwrap_or(false)
        || std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    // Lines typed on the braille display join the keyboard's in the line view; the board view
    // is the sighted opponent's, so the display only shows there.
    let (view, braille_lines): (Box<dyn View + 'a>, Option<Sender<Incoming>>) = match kind {
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
                .map(|l| language_named(Some(l), config.digits));
            let side = ui.opponent_side.map(|s| match s {
                SideArg::White => Color::White,
                SideArg::Black => Color::Black,
            });
            (crate::ui::board_view(no_color, opponent, side), None)
        }
    };
    // Without the handlers (an unusual system), Ctrl-C and a closed terminal end the program
    // as they always do; the journal still holds every move.
    let _ = crate::ui::watch_signals(view.signal_sink());
    let braille_config = BrailleConfig {
        mode: ui.braille.or(config.braille).unwrap_or_default(),
        table: config.braille_table.clone(),
        ..BrailleConfig::default()
    };
    let started = Braille::start(&braille_config, session.vocab().code(), move |input| {
        if let Some(lines) = &braille_lines {
            let _ = lines.send(match input {
                BrailleInput::Line(line) => Incoming::Line(Ok(line)),
                BrailleInput::Say(event) => Incoming::Tell(event),
            });
        }
    });
    if let Some(notice) = started.notice {
        tracing::warn!(event = "device", "{}", session.text(&notice));
        greeting.push(Event::Private(notice));
    }
    let mut outputs: Vec<Box<dyn Output>> = Vec::new();
    if let Some(braille) = started.braille {
        braille.update(&session.scene(), &session.words());
        outputs.push(Box::new(braille));
    }
    outputs.extend(speech(ui, config, session.language(), session.vocab()));
    for output in &outputs {
        let status = Event::Private(output.status());
        tracing::info!(event = "device", "{}", session.words().event_text(&status));
    }
    (view, outputs)
}

pub(super) fn drive(
    mut driver: Driver,
    greeting: Vec<crate::output::Event>,
    ui: &UiArgs,
    config: &Config,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let mut greeting = greeting;
    let (mut view, outputs) = front_end(driver.session(), &mut greeting, ui, config, out);
    driver.set_outputs(outputs);
    driver.set_verbose(ui.verbose);
    let setup = driver.session().setup();
    if !setup.tournament {
        if let Some(engine) = setup.engine {
            let side = Color::from(engine.side);
            greeting.push(Event::Private(
                Message::new("engine-welcome")
                    .with("name", Arg::Text(setup.player(side).to_string()))
                    .with("side", side)
                    .with("strength", engine.strength.message()),
            ));
        }
        driver.set_engine(crate::engine::Engine::new(engine_path(ui, config)));
    }
    if let Some(seconds) = config.heartbeat_seconds {
        driver.set_heartbeat(std::time::Duration::from_secs(seconds));
    }
    if let Some((link, habits, white_left)) = super::eboard::for_game(ui, config, &mut greeting) {
        driver.set_eboard(link, habits, white_left);
    }
    // A fault in the program itself still leaves a resumable game: the record of leaving and
    // the score sheet are written, the terminal is given back (the view is dropped).
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        driver.run(view.as_mut(), greeting)
    }));
    match run {
        Ok(result) => result.map_err(io_error)?,
        Err(_) => {
            tracing::error!(event = "panic", journal = %driver.journal_path().display());
            driver.leave_after_fault();
            return Err(Message::new("internal-error"));
        }
    }
    if driver.review_asked() {
        let outputs = driver.take_outputs();
        return super::review::after_game(&driver, view.as_mut(), outputs, ui, config);
    }
    Ok(0)
}

pub(super) fn resume(
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
            .find(|(_, _, session)| session.is_ok())
            .map(|(_, path, _)| path)
            .ok_or_else(|| Message::new("resume-none"))?,
    };
    let (mut driver, notices) = Driver::resume(&path).map_err(|e| e.0)?;
    driver.session_mut().set_language(language.clone());
    drive(driver, notices, ui, config, out)
}
