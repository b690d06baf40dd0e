//! `anna lichess play`: the account's game on Lichess through the Board API, played in anna
//! with the player's words, voice and braille. It joins the ongoing game (or `--game ID`), or
//! waits on the account's event stream for one to start: from a seek (`--seek 10+5`), a
//! challenge (`--challenge NAME --time 15+10`), or one made on the web. The opponent sits at
//! the table as a seat (`play::LichessSeat`); the game is journaled and saved like any other,
//! with the Lichess game's address in `Site`.

use std::io::Write;
use std::sync::mpsc::channel;

use clap::Args;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::args::{MoveWords, PlayArgs, UiArgs};
use super::settings::Settings;
use crate::lichess::{
    AccountNews, BOARD_SCOPE, Client, GameFull, GameLines, GameNews, GameRef, Line, PushError,
    Server, Token,
};
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;
use crate::output::Event;
use crate::play::{Driver, LichessSeat};
use crate::session::{Setup, Started};

/// `anna lichess play`'s options.
#[derive(Args, Debug, Clone, Default)]
pub struct PlayOnline {
    #[command(flatten)]
    pub ui: UiArgs,
    #[command(flatten)]
    pub moves: MoveWords,
    /// The Lichess server [default: https://lichess.org].
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// The game to play, by its id (the last part of its address).
    #[arg(long, value_name = "ID")]
    pub game: Option<String>,
    /// Seek an opponent for a game of MINUTES+SECONDS (rapid or slower).
    #[arg(long, value_name = "TIME", conflicts_with_all = ["game", "challenge"])]
    pub seek: Option<String>,
    /// The seek is for a rated game.
    #[arg(long, requires = "seek")]
    pub rated: bool,
    /// Challenge this Lichess player.
    #[arg(long, value_name = "NAME", requires = "time", conflicts_with = "game")]
    pub challenge: Option<String>,
    /// The challenge's time control, MINUTES+SECONDS.
    #[arg(long, value_name = "TIME", requires = "challenge")]
    pub time: Option<String>,
    /// Read each move back and send it only with Enter, as in a tournament (D.2.8).
    #[arg(long)]
    pub confirm_moves: bool,
}

impl PlayOnline {
    /// The options as a game's, for the settings.
    pub(super) fn play(&self) -> PlayArgs {
        PlayArgs {
            ui: self.ui.clone(),
            moves: self.moves.clone(),
            server: self.server.clone(),
            ..PlayArgs::default()
        }
    }
}

/// How long after Lichess closed the seek its game may still be announced.
const SEEK_GRACE: std::time::Duration = std::time::Duration::from_secs(3);

/// `10+5`: minutes and seconds of increment.
fn minutes_plus(text: &str) -> Result<(u32, u32), Message> {
    let bad = || Message::new("lichess-time-bad").with("time", Arg::Text(text.to_string()));
    let (minutes, increment) = text.trim().split_once('+').ok_or_else(bad)?;
    let minutes = minutes.trim().parse().map_err(|_| bad())?;
    let increment = increment.trim().parse().map_err(|_| bad())?;
    Ok((minutes, increment))
}

/// Plays the game; `tournament` (from the options outside): refused, nothing online is
/// reachable from a tournament game.
pub(super) fn run(
    args: &PlayOnline,
    tournament: bool,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    if tournament {
        return Err(Message::new("lichess-tournament"));
    }
    let server = settings.lichess_server.clone();
    let config = crate::config::default_path();
    let folder = config.as_deref().and_then(std::path::Path::parent);
    let token = Token::find(folder, BOARD_SCOPE)?;
    let client = Client::new(server.clone(), token);
    let name = client.account().map_err(|e| said(e, &client))?;
    let tell = |message: Message, out: &mut dyn Write| {
        let text = settings.language.text(&message, Vocabulary::fallback());
        let _ = writeln!(out, "{text}");
    };
    let id = match &args.game {
        Some(id) => id.clone(),
        None => match awaited(args, &client, &settings.language, &mut |m| tell(m, out))? {
            Some(id) => id,
            // The player stopped waiting before a game began.
            None => return Ok(0),
        },
    };
    let (full, lines) = game_full(&client, &id)?;
    if !full.variant.playable() {
        let name = match full.variant.name.as_str() {
            "" => full.variant.key.clone(),
            name => name.to_string(),
        };
        return Err(Message::new("lichess-variant")
            .with("game", Arg::Text(id))
            .with("variant", Arg::Text(crate::lichess::clean(&name))));
    }
    let side = if full.white.id.eq_ignore_ascii_case(&name) {
        Color::White
    } else if full.black.id.eq_ignore_ascii_case(&name) {
        Color::Black
    } else {
        return Err(Message::new("lichess-not-yours").with("game", Arg::Text(id)));
    };
    let mut setup = setup(&full, &server, settings)?;
    setup.confirm_moves = args.confirm_moves;
    let checked = setup.check().map_err(|e| e.message())?;
    let mut driver = Driver::start(checked).map_err(|e| e.0)?;
    driver.set_language(settings.language.clone());
    let moves = legal_moves(&driver, &full.state.moves())?;
    driver.make_recorded(&moves).map_err(|e| e.0)?;
    let opponent = full_name(&full, !side);
    let welcome = vec![
        Event::Private(
            Message::new("lichess-welcome")
                .with("opponent", Arg::Text(opponent))
                .with("side", side),
        ),
        Event::Private(Message::new("welcome").with("side", driver.session().game().turn())),
    ];
    let seat = LichessSeat::joining(client, id, side, full, lines);
    super::game::drive_online(driver, welcome, settings, out, Box::new(seat), side)
}

/// Which game start is the one awaited: the event stream names every game already going on
/// first, so a seek's game is told by its source and its time control, a challenge's by its
/// id (the game's id is the challenge's).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Awaited {
    /// Any game that starts (one made on the web).
    Any,
    Seek {
        seconds: u64,
    },
    Challenge {
        id: String,
        name: String,
    },
}

impl Awaited {
    fn is(&self, game: &GameRef) -> bool {
        match self {
            Awaited::Any => true,
            Awaited::Seek { seconds } => {
                matches!(game.source.as_str(), "lobby" | "pool")
                    && game.speed != "correspondence"
                    && !game.has_moved
                    && game.seconds_left.is_none_or(|left| left == *seconds)
            }
            Awaited::Challenge { id, .. } => game.id == *id,
        }
    }

    /// What the event stream says of the awaited game: `Some` ends the waiting.
    fn heard(&self, news: AccountNews) -> Option<Result<String, Message>> {
        let Awaited::Challenge { id, name } = self else {
            return match news {
                AccountNews::GameStart { game } if self.is(&game) => Some(Ok(game.id)),
                _ => None,
            };
        };
        let name = Arg::Text(name.clone());
        match news {
            AccountNews::GameStart { game } if self.is(&game) => Some(Ok(game.id)),
            AccountNews::ChallengeDeclined { challenge } if challenge.id == *id => {
                Some(Err(Message::new("lichess-challenge-declined")
                    .with("name", name)
                    .with(
                        "reason",
                        Arg::Text(crate::lichess::clean(&challenge.decline_reason)),
                    )))
            }
            AccountNews::ChallengeCanceled { challenge } if challenge.id == *id => Some(Err(
                Message::new("lichess-challenge-expired").with("name", name),
            )),
            _ => None,
        }
    }
}

/// The game to play once it starts: the seek or challenge made, then the event stream's
/// start of that game (Lichess names the ongoing games first).
fn awaited(
    args: &PlayOnline,
    client: &Client,
    language: &crate::lang::Language,
    tell: &mut dyn FnMut(Message),
) -> Result<Option<String>, Message> {
    let mut events = client.account_events().map_err(|e| said(e, client))?;
    let (found, games) = channel::<Result<String, Message>>();
    let mut awaited = Awaited::Any;
    if let Some(seek) = &args.seek {
        let (minutes, increment) = minutes_plus(seek)?;
        awaited = Awaited::Seek {
            seconds: u64::from(minutes) * 60,
        };
        let (seeker, rated, told) = (client.clone(), args.rated, found.clone());
        let time = Arg::Text(seek.clone());
        std::thread::spawn(move || {
            let ended = match seeker.seek(minutes, increment, rated) {
                Err(PushError::Rejected(_)) => Message::new("lichess-seek-refused"),
                Err(e) => e.message(),
                // Lichess closes the seek when it is accepted (the game's start comes on the
                // event stream at the same moment) or when it expires: no game by then is
                // an expired seek.
                Ok(()) => {
                    std::thread::sleep(SEEK_GRACE);
                    Message::new("lichess-seek-expired").with("time", time)
                }
            };
            let _ = told.send(Err(ended));
        });
        tell(Message::new("lichess-seeking").with("time", Arg::Text(seek.clone())));
    } else if let (Some(name), Some(time)) = (&args.challenge, &args.time) {
        let (minutes, increment) = minutes_plus(time)?;
        let named = || Arg::Text(name.clone());
        let id = client
            .challenge(name, minutes, increment)
            .map_err(|e| match e {
                PushError::Status(404) => {
                    Message::new("lichess-player-unknown").with("name", named())
                }
                PushError::Rejected(reason) => Message::new("lichess-challenge-refused")
                    .with("name", named())
                    .with("reason", Arg::Text(crate::lichess::clean(&reason))),
                e => said(e, client),
            })?;
        awaited = Awaited::Challenge {
            id,
            name: name.clone(),
        };
        tell(Message::new("lichess-challenged").with("name", Arg::Text(name.clone())));
    } else {
        tell(Message::new("lichess-waiting"));
    }
    std::thread::spawn(move || {
        while let Some(line) = events.next_line::<AccountNews>() {
            if let Line::News(news) = line
                && let Some(result) = awaited.heard(news)
            {
                let _ = found.send(result);
                return;
            }
        }
        let _ = found.send(Err(Message::new("lichess-unreachable")));
    });
    super::lichess_wait::wait(&games, language, tell)
}

/// A failure in words that say what to do: the server's address when it cannot be reached.
fn said(error: PushError, client: &Client) -> Message {
    match error {
        PushError::Unreachable => Message::new("lichess-unreachable-at")
            .with("url", Arg::Text(client.server().url().to_string())),
        e => e.message(),
    }
}

/// The game's full state, the first line of its stream, and the stream, open: the seat reads
/// on from there (one stream per game).
fn game_full(client: &Client, id: &str) -> Result<(GameFull, GameLines), Message> {
    let mut lines = client.game_stream(id).map_err(|e| match e {
        PushError::Status(404) => {
            Message::new("lichess-game-unknown").with("game", Arg::Text(crate::lichess::clean(id)))
        }
        PushError::Rejected(reason) => Message::new("lichess-game-refused")
            .with("game", Arg::Text(crate::lichess::clean(id)))
            .with("reason", Arg::Text(crate::lichess::clean(&reason))),
        e => said(e, client),
    })?;
    while let Some(line) = lines.next_line::<GameNews>() {
        // Another game's state is the server's error, not this game.
        if let Line::News(GameNews::GameFull(full)) = line {
            return match full.id == id {
                true => Ok((*full, lines)),
                false => Err(Message::new("lichess-garbled")),
            };
        }
    }
    Err(Message::new("lichess-unreachable"))
}

/// A player's name as Lichess shows it (its engine by level).
fn full_name(full: &GameFull, color: Color) -> String {
    let player = match color {
        Color::White => &full.white,
        Color::Black => &full.black,
    };
    // Cleaned of what would turn the text around or hide in it, before it is shown, said
    // or written into the score sheet.
    match player.ai_level {
        Some(level) if player.name.is_empty() => format!("Stockfish level {level}"),
        _ => crate::lichess::clean(&player.name),
    }
}

/// The score sheet's tags from Lichess: the players, the game's address as its site.
/// The game's set-up; a clock that is no time control anna knows is refused as a time control
/// typed would be.
fn setup(full: &GameFull, server: &Server, settings: &Settings) -> Result<Setup, Message> {
    let started = Started::now();
    let fen = match full.initial_fen.as_str() {
        "" | "startpos" => None,
        fen => Some(fen.to_string()),
    };
    let time_control = match full.clock {
        Some(c) => {
            let tag = format!("{}+{}", c.initial / 1000, c.increment / 1000);
            let control = crate::clock::TimeControl::from_pgn(&tag)
                .map_err(|e| crate::session::SetupError::TimeControl(tag, e).message())?;
            Some(control)
        }
        None => None,
    };
    Ok(Setup {
        white: full_name(full, Color::White),
        black: full_name(full, Color::Black),
        event: "Lichess".into(),
        site: format!("{}/{}", server.url(), full.id),
        date: started.date,
        time: started.time,
        utc_date: started.utc_date,
        utc_time: started.utc_time,
        fen,
        vocab: settings.vocab.clone(),
        announce: settings.announce,
        // Lichess's clock is the clock: set from its stream, its flags from the server.
        time_control,
        online: true,
        ..Setup::default()
    })
}

/// The moves Lichess has, as moves of the game; one that is not legal is the server's error.
fn legal_moves(driver: &Driver, moves: &[String]) -> Result<Vec<shakmaty::Move>, Message> {
    let game = driver.session().game();
    let mut position = game.position().clone();
    let mut legal = Vec::new();
    for text in moves {
        let bad = || Message::new("lichess-illegal-move").with("uci", Arg::Text(text.clone()));
        let uci = UciMove::from_ascii(text.as_bytes()).map_err(|_| bad())?;
        let m = uci.to_move(&position).map_err(|_| bad())?;
        position = shakmaty::Position::play(position, m).map_err(|_| bad())?;
        legal.push(m);
    }
    Ok(legal)
}
