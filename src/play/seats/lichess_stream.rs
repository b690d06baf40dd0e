//! The Lichess seat's reading of the game's stream: a reader thread per connection, whose
//! lines (keep-alive lines too, for the liveness watch) are handed on with the connection's
//! number, and Lichess's moves written as the game writes them (castling king-to-rook on
//! Lichess, as the game's castling mode in anna).

use std::sync::mpsc::Sender;

use shakmaty::Position;
use shakmaty::uci::UciMove;

use super::Doorbell;
use crate::lichess::{Client, GameNews, Line, PushError};
use crate::session::Session;

/// What the stream thread hears.
pub(super) enum Heard {
    Line(Line<GameNews>),
    /// The stream ended or could not be opened: its reader thread has ended.
    Dropped(Option<PushError>),
}

/// Lichess's moves written as the game writes them. Lichess's game stream writes castling
/// king-to-rook (`e1h1`, `e8a8`) in every variant, anna as the game's castling mode does
/// (`e1g1` in standard chess): the two lists are compared as moves, not as text, so each of
/// Lichess's moves is read in its position and written again. From the first move that does
/// not read, the rest stays as Lichess wrote it (the game then says it is not legal).
pub(super) fn in_game_notation(session: &Session, moves: &[String]) -> Vec<String> {
    let game = session.game();
    let mode = game.castling_mode();
    let mut position = game.start().clone();
    let mut written = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let legal = UciMove::from_ascii(text.as_bytes())
            .ok()
            .and_then(|uci| uci.to_move(&position).ok());
        let Some(next) = legal.and_then(|m| Some((m, position.clone().play(m).ok()?))) else {
            written.extend(moves[i..].iter().cloned());
            break;
        };
        written.push(crate::notation::uci(next.0, mode));
        position = next.1;
    }
    written
}

/// A thread that reads the game's stream on connection number `connection` until it ends,
/// handing on every line (keep-alive lines too: they show the connection lives).
pub(super) fn read_stream(
    client: &Client,
    id: &str,
    connection: u64,
    heard: &Sender<(u64, Heard)>,
    ring: &Doorbell,
) {
    let (client, id, heard, ring) = (client.clone(), id.to_string(), heard.clone(), ring.clone());
    std::thread::spawn(move || {
        let failure = match client.game_stream(&id) {
            Ok(mut lines) => {
                tracing::info!(event = "lichess", stream = "open", connection);
                while let Some(line) = lines.next_or_keep_alive::<GameNews>() {
                    if heard.send((connection, Heard::Line(line))).is_err() {
                        return;
                    }
                    ring.ring();
                }
                None
            }
            Err(e) => Some(e),
        };
        tracing::warn!(event = "lichess", stream = "ended", connection, failure = ?failure);
        if heard.send((connection, Heard::Dropped(failure))).is_ok() {
            ring.ring();
        }
    });
}
