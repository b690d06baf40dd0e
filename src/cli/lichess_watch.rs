//! `anna lichess watch ROUND-ID|GAME-ID|URL` and `anna lichess tv [CHANNEL]`: a broadcast
//! round, any game or Lichess TV followed as it is played, in the player's words, voice and
//! braille (`play::Watcher`). Nothing is sent: a token, if there is one, only opens a private
//! broadcast (`study:read`).

use std::io::Write;

use clap::Args;

use super::args::{MoveWords, PlayArgs, UiArgs};
use super::settings::Settings;
use crate::lichess::{Client, PushError, Token, WatchSource};
use crate::message::{Arg, Message};
use crate::output::Event;
use crate::play::{Wanted, Watcher};
use crate::session::Setup;

/// `anna lichess watch`'s options.
#[derive(Args, Debug, Clone, Default)]
pub struct WatchOnline {
    #[command(flatten)]
    pub ui: UiArgs,
    #[command(flatten)]
    pub moves: MoveWords,
    /// A broadcast round's id, a game's id, or its address on Lichess.
    pub what: String,
    /// Follow this board of the round (from 1) [default: 1].
    #[arg(long, value_name = "N", conflicts_with = "player")]
    pub board: Option<usize>,
    /// Follow the board where this player plays (part of the name).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// The Lichess server [default: https://lichess.org].
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
}

/// `anna lichess tv`'s options.
#[derive(Args, Debug, Clone, Default)]
pub struct TvOnline {
    #[command(flatten)]
    pub ui: UiArgs,
    #[command(flatten)]
    pub moves: MoveWords,
    /// The TV channel (`rapid`, `blitz`, `classical` …) [default: Lichess's featured game].
    pub channel: Option<String>,
    /// The Lichess server [default: https://lichess.org].
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
}

impl WatchOnline {
    pub(super) fn play(&self) -> PlayArgs {
        PlayArgs {
            ui: self.ui.clone(),
            moves: self.moves.clone(),
            server: self.server.clone(),
            ..PlayArgs::default()
        }
    }
}

impl TvOnline {
    pub(super) fn play(&self) -> PlayArgs {
        PlayArgs {
            ui: self.ui.clone(),
            moves: self.moves.clone(),
            server: self.server.clone(),
            ..PlayArgs::default()
        }
    }

    /// The channel as what is watched.
    pub(super) fn watched(&self) -> WatchOnline {
        WatchOnline {
            ui: self.ui.clone(),
            moves: self.moves.clone(),
            what: String::new(),
            board: None,
            player: None,
            server: self.server.clone(),
        }
    }
}

/// Watches until the player leaves; `tv`: Lichess TV (of `channel`).
pub(super) fn run(
    args: &WatchOnline,
    tv: Option<Option<String>>,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let config = crate::config::default_path();
    let folder = config.as_deref().and_then(std::path::Path::parent);
    let token = Token::find(folder, "study:read").unwrap_or_else(|_| Token::none());
    let client = Client::new(settings.lichess_server.clone(), token);
    let named = match tv {
        Some(channel) => Some(WatchSource::Tv(channel)),
        None => WatchSource::parse(&args.what)?,
    };
    let opened = match named {
        Some(source) => crate::lichess::open_watch(&client, &source).map(|r| (source, r)),
        None => crate::lichess::open_guessing(&client, args.what.trim()),
    };
    let (source, first) = opened.map_err(|e| refused(e, &args.what, &client))?;
    let wanted = match (&args.player, args.board, &source) {
        (Some(name), _, _) => Wanted::Player(name.clone()),
        (None, Some(n), _) => Wanted::Board(n),
        (None, None, WatchSource::Round { game: Some(id), .. }) => Wanted::Game(id.clone()),
        _ => Wanted::Board(1),
    };
    let base = Setup {
        vocab: settings.vocab.clone(),
        announce: settings.announce,
        ..Setup::default()
    };
    let greeting = welcome(&source);
    let mut watcher = Watcher::new(
        client,
        source,
        first,
        wanted,
        base,
        settings.language.clone(),
    )?;
    let mut greeting = vec![Event::Private(greeting)];
    let words = watcher.words();
    let (mut view, mut outputs) =
        super::front_end::front_end(watcher.session(), &words, &mut greeting, settings, out);
    crate::play::run_watch(&mut watcher, view.as_mut(), &mut outputs, greeting)
        .map_err(super::io_error)?;
    Ok(0)
}

/// What is watched, said first.
fn welcome(source: &WatchSource) -> Message {
    match source {
        WatchSource::Round { id, .. } => {
            Message::new("watch-welcome-round").with("round", Arg::Text(id.clone()))
        }
        WatchSource::Game(id) => {
            Message::new("watch-welcome-game").with("game", Arg::Text(id.clone()))
        }
        WatchSource::Tv(_) => Message::new("watch-welcome-tv"),
    }
}

/// A stream that does not open, in words that say what to do.
fn refused(error: PushError, what: &str, client: &Client) -> Message {
    match error {
        PushError::Status(404) => {
            Message::new("watch-not-found").with("id", Arg::Text(crate::lichess::clean(what)))
        }
        PushError::Unreachable => Message::new("lichess-unreachable-at")
            .with("url", Arg::Text(client.server().url().to_string())),
        e => e.message(),
    }
}
