//! A game from the command line: its set-up from the options and the configuration, resuming,
//! and the loop with its outputs.

use std::io::Write;
use std::path::{Path, PathBuf};

use shakmaty::Color;

use crate::message::{Arg, Message};
use crate::notation::ScoreSheet;
use crate::output::Event;
use crate::play::Driver;
use crate::record::{find_game, games_dir};
use crate::session::{IllegalMoveRule, Setup, Started, Supervision};

use super::front_end::front_end;
use super::io_error;
use super::scripts::unfinished;
use super::settings::Settings;

pub(super) fn new_game(settings: &Settings, out: &mut dyn Write) -> Result<i32, Message> {
    let mut setup = setup(settings)?;
    let continued = match &settings.from_pgn {
        Some((path, n)) => Some(continued_game(path, *n, &mut setup)?),
        None => None,
    };
    if setup.fen.is_some() && setup.chess960.is_some() {
        return Err(Message::new("fen-or-chess960"));
    }
    let checked = setup.check().map_err(|e| e.message())?;
    let mut driver = Driver::start(checked).map_err(|e| e.0)?;
    driver.set_language(settings.language.clone());
    let mut taken = None;
    if let Some((path, sheet)) = continued {
        let moves: Vec<shakmaty::Move> = sheet.moves.iter().map(|m| m.mv).collect();
        driver.make_recorded(&moves).map_err(|e| e.0)?;
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        taken = Some(
            Message::new("pgn-continued")
                .with("plies", moves.len())
                .with("file", Arg::Text(file)),
        );
    }
    let welcome = welcome(&driver, taken);
    drive(driver, welcome, settings, out)
}

/// The game's set-up; an engine opponent is started once now, so that a missing one is said
/// before the game and not at its first move.
pub(super) fn setup(settings: &Settings) -> Result<Setup, Message> {
    let language = &settings.language;
    let play = &settings.options.play;
    let base = Setup::default();
    let started = Started::now();
    let mut setup = Setup {
        // Unnamed players and events are named in the conversation's words.
        white: settings
            .names
            .white
            .clone()
            .unwrap_or_else(|| language.side(Color::White)),
        black: settings
            .names
            .black
            .clone()
            .unwrap_or_else(|| language.side(Color::Black)),
        event: play.event.clone().unwrap_or_else(|| {
            language
                .plain("casual-game")
                .unwrap_or_else(|| base.event.clone())
        }),
        site: play.site.clone().unwrap_or(base.site),
        round: play.round.clone().unwrap_or(base.round),
        board: play.board_number.clone().unwrap_or_default(),
        date: started.date,
        time: started.time,
        utc_date: started.utc_date,
        utc_time: started.utc_time,
        fen: play.moves.fen.clone(),
        chess960: settings.chess960,
        vocab: settings.vocab.clone(),
        announce: settings.announce,
        rules: play.rules.clone(),
        time_control: settings.time_control.clone(),
        warnings_ms: settings.warnings_ms.clone(),
        default_time_ms: settings.default_time_ms,
        seating: play.seating.clone(),
        engine: settings.engine,
        online: false,
        confirm_moves: false,
    };
    if let Some(engine) = setup.engine
        && !setup.rules.tournament
    {
        // Its name goes on the score sheet unless one was given.
        let uci = crate::engine::Uci::start(&settings.engine_path).map_err(|e| e.message())?;
        let name = uci.name().to_string();
        let set = settings.names.get(Color::from(engine.side));
        let seat = match Color::from(engine.side) {
            Color::White => &mut setup.white,
            Color::Black => &mut setup.black,
        };
        if set.is_none() && !name.is_empty() {
            *seat = name;
        }
    }
    Ok(setup)
}

/// The `n`th game of the PGN file at `path`, continued: its start position goes into `setup`,
/// its moves are made before anyone types.
fn continued_game(
    path: &Path,
    n: usize,
    setup: &mut Setup,
) -> Result<(PathBuf, ScoreSheet), Message> {
    if setup.fen.is_some() || setup.chess960.is_some() {
        return Err(Message::new("fen-or-chess960"));
    }
    let bytes = crate::files::read_input(path, crate::files::MAX_INPUT_BYTES)
        .map_err(|e| e.message(path))?;
    let text = String::from_utf8_lossy(&bytes);
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
    Ok((path.to_path_buf(), sheet))
}

/// What a new game says first: whose move it is, the moves taken from a PGN, the rules of a
/// tournament and of supervision, who types.
fn welcome(driver: &Driver, taken: Option<Message>) -> Vec<Event> {
    let s = driver.session();
    // A game over at its start (a dead position set up) has nobody to move.
    let welcome = match s.game().is_over() {
        true => Message::new("welcome-over"),
        false => Message::new("welcome").with("side", s.game().turn()),
    };
    let mut lines = vec![Event::Private(welcome)];
    lines.extend(taken.map(Event::Private));
    let setup = s.setup();
    if s.kind().is_tournament() {
        lines.push(Event::Private(Message::new("welcome-tournament")));
    }
    // Rapid and blitz: how an illegal move is dealt with, told once at the start (A.5).
    if let Some(supervision) = setup.supervision() {
        let id = match (supervision, setup.rules.illegal_move_rule()) {
            (Supervision::Full, _) => "welcome-supervision-full",
            (Supervision::Partial, IllegalMoveRule::Penalty) => "welcome-supervision-partial",
            (Supervision::Partial, IllegalMoveRule::Loss) => "welcome-supervision-loss",
        };
        lines.push(Event::Private(Message::new(id)));
    }
    lines.extend(s.who_enters().into_iter().map(Event::Private));
    lines
}

pub(super) fn drive(
    driver: Driver,
    greeting: Vec<crate::output::Event>,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    drive_with(driver, greeting, settings, out, None)
}

/// A game against an opponent online, who sits at the table as `seat`; the keyboard is
/// `side`'s, and no engine helps.
pub(super) fn drive_online(
    driver: Driver,
    greeting: Vec<crate::output::Event>,
    settings: &Settings,
    out: &mut dyn Write,
    seat: Box<dyn crate::play::Seat>,
    side: Color,
) -> Result<i32, Message> {
    drive_with(driver, greeting, settings, out, Some((seat, side)))
}

fn drive_with(
    mut driver: Driver,
    greeting: Vec<crate::output::Event>,
    settings: &Settings,
    out: &mut dyn Write,
    online: Option<(Box<dyn crate::play::Seat>, Color)>,
) -> Result<i32, Message> {
    let mut greeting = greeting;
    let words = driver.words();
    let (mut view, outputs) = front_end(driver.session(), &words, &mut greeting, settings, out);
    driver.set_outputs(outputs);
    driver.set_verbose(settings.options.play.ui.verbose);
    let online = online.is_some_and(|(seat, side)| {
        driver.add_seat(seat);
        driver.set_keyboard(side);
        true
    });
    let session = driver.session();
    let (setup, kind) = (session.setup(), session.kind());
    if !kind.is_tournament() && !online {
        if let Some(engine) = kind.engine() {
            let side = Color::from(engine.side);
            greeting.push(Event::Private(
                Message::new("engine-welcome")
                    .with("name", Arg::Text(setup.player(side).to_string()))
                    .with("side", side)
                    .with("strength", engine.strength.message()),
            ));
        }
        let engine = crate::engine::Engine::new(settings.engine_path.clone());
        driver.add_seat(Box::new(crate::play::EngineSeat::new(engine)));
    }
    if let Some(every) = settings.heartbeat {
        driver.set_heartbeat(every);
    }
    if let Some(broadcast) = &settings.broadcast {
        let client = broadcast.client.clone();
        let seat = crate::play::BroadcastSeat::new(
            client,
            broadcast.round.clone(),
            settings.language.clone(),
        );
        driver.add_seat(Box::new(seat));
    }
    if let Some((link, habits, white_left)) = super::eboard::for_game(settings, &mut greeting) {
        driver.add_seat(Box::new(crate::play::EboardSeat::new(
            link, habits, white_left,
        )));
        // The sighted player's moves come from his board: the keyboard is the blind player's.
        if let Some(blind) = driver.session().entry().blind {
            driver.set_keyboard(blind);
        }
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
        return super::review::after_game(&driver, view.as_mut(), outputs, settings);
    }
    Ok(0)
}

pub(super) fn resume(
    game: Option<&str>,
    settings: &Settings,
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
    driver.set_language(settings.language.clone());
    drive(driver, notices, settings, out)
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
