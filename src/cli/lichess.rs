//! `anna lichess push ROUND-ID GAME`: a finished, left or resumed game sent to a Lichess
//! broadcast round after the fact, as `--broadcast` sends it during the game.

use std::io::Write;

use clap::{Args, Subcommand};

use super::args::PlayArgs;
use super::lichess_play::PlayOnline;
use super::settings::Settings;
use crate::message::{Arg, Message};
use crate::record::to_pgn_noted;

#[derive(Args, Debug, Clone)]
pub struct LichessArgs {
    #[command(subcommand)]
    pub action: LichessAction,
}

#[derive(Subcommand, Debug, Clone)]
pub enum LichessAction {
    /// Send a game's score sheet to a broadcast round (the token needs study:write).
    Push {
        /// The broadcast round's id (the last part of its address on Lichess).
        round: String,
        /// A game name from `anna resume --list`, or a journal file.
        game: String,
        /// The Lichess server [default: https://lichess.org].
        #[arg(long, value_name = "URL")]
        server: Option<String>,
    },
    /// Store the personal token (asked for with echo off), after asking Lichess what it allows.
    Login {
        /// The Lichess server [default: https://lichess.org].
        #[arg(long, value_name = "URL")]
        server: Option<String>,
    },
    /// Play the account's game on Lichess (the token needs board:play).
    Play(Box<PlayOnline>),
    /// Follow a broadcast round or any game live, as at the board (nothing is sent).
    Watch(Box<super::lichess_watch::WatchOnline>),
    /// Follow Lichess TV's featured game live (of a channel if named).
    Tv(Box<super::lichess_watch::TvOnline>),
    /// Solve Lichess puzzles; with a token (puzzle:read, puzzle:write) the results count there.
    Puzzle(Box<super::lichess_puzzle::PuzzleArgs>),
}

impl LichessArgs {
    /// The options as a game's, for the settings (the round, the server).
    pub(super) fn play(&self) -> PlayArgs {
        match &self.action {
            LichessAction::Push { round, server, .. } => PlayArgs {
                broadcast: Some(round.clone()),
                server: server.clone(),
                ..PlayArgs::default()
            },
            LichessAction::Login { server } => PlayArgs {
                server: server.clone(),
                ..PlayArgs::default()
            },
            LichessAction::Play(online) => online.play(),
            LichessAction::Watch(watch) => watch.play(),
            LichessAction::Tv(tv) => tv.play(),
            LichessAction::Puzzle(puzzle) => puzzle.play(),
        }
    }
}

/// Sends the game; a damaged journal is not sent (the round would show a game that differs
/// from the one played).
pub(super) fn run(
    args: &LichessArgs,
    tournament: bool,
    settings: &Settings,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let LichessAction::Push { game, .. } = &args.action else {
        return match &args.action {
            LichessAction::Login { .. } => super::lichess_login::run(settings, out),
            LichessAction::Play(online) => {
                super::lichess_play::run(online, tournament, settings, out)
            }
            LichessAction::Puzzle(puzzle) => {
                super::lichess_puzzle::run(puzzle, tournament, settings, out)
            }
            LichessAction::Watch(watch) => super::lichess_watch::run(watch, None, settings, out),
            LichessAction::Tv(tv) => {
                super::lichess_watch::run(&tv.watched(), Some(tv.channel.clone()), settings, out)
            }
            LichessAction::Push { .. } => Err(Message::new("cli-usage")),
        };
    };
    let Some(broadcast) = &settings.broadcast else {
        return Err(Message::new("cli-usage"));
    };
    let (journal, session, damage) = super::scripts::replayed(game)?;
    if let Some(damage) = damage {
        return Err(damage);
    }
    let pgn = to_pgn_noted(
        session.setup(),
        session.game(),
        session.clock(),
        &settings.language,
        None,
        journal.codes.last(),
    );
    broadcast
        .client
        .push_round(&broadcast.round, &pgn)
        .map_err(|e| e.message())?;
    let done = Message::new("broadcast-pushed").with("round", Arg::Text(broadcast.round.clone()));
    let _ = writeln!(out, "{}", settings.language.text(&done, session.vocab()));
    Ok(0)
}
