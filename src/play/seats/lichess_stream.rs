//! The Lichess seat's reading of the game's stream: a reader thread per connection, whose
//! lines (keep-alive lines too, for the liveness watch) are handed on with the connection's
//! number and its place in the seat's one order of lines and requests, and Lichess's moves written as the game writes them (castling king-to-rook on
//! Lichess, as the game's castling mode in anna).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::Sender;

use shakmaty::Position;
use shakmaty::uci::UciMove;

use super::Doorbell;
use crate::lichess::{Client, GameLines, GameNews, Line, PushError};
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

/// The one order of what the seat hears and sends, which decides what a request came to
/// (not the order in which its two threads happen to hand things over): every line a stream
/// reader receives takes the next number, and a request is stamped, just before it goes out,
/// with the number of the last line received. A state numbered above a request's stamp came
/// after the request was sent.
#[derive(Clone, Debug, Default)]
pub(super) struct Order(Arc<AtomicU64>);

impl Order {
    /// The next line's number.
    pub(super) fn next(&self) -> u64 {
        self.0.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// The last line's number: a request's stamp.
    pub(super) fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// One thing heard, with its reader's connection and its place in the [`Order`].
pub(super) struct Stamped {
    pub connection: u64,
    pub order: u64,
    pub heard: Heard,
}

/// Where the stream's readers hand on what they hear, and the seat's one order.
#[derive(Clone)]
pub(super) struct Listener {
    pub tx: Sender<Stamped>,
    pub ring: Doorbell,
    pub order: Order,
}

impl Listener {
    /// Hands on `heard` with the next number; `false` when the seat has gone.
    pub(super) fn hand_on(&self, connection: u64, heard: Heard) -> bool {
        let order = self.order.next();
        let sent = self.tx.send(Stamped {
            connection,
            order,
            heard,
        });
        self.ring.ring();
        sent.is_ok()
    }
}

/// A thread that reads the game's stream on connection number `connection` until it ends,
/// handing on every line (keep-alive lines too: they show the connection lives). `opened`: a
/// stream already open (the one whose full state welcomed the player), read on from where
/// that left it; else the stream is opened here.
pub(super) fn read_stream(
    client: &Client,
    id: &str,
    connection: u64,
    listener: &Listener,
    opened: Option<GameLines>,
) {
    let (client, id, listener) = (client.clone(), id.to_string(), listener.clone());
    std::thread::spawn(move || {
        let lines = match opened {
            Some(lines) => Ok(lines),
            None => client.game_stream(&id),
        };
        let failure = match lines {
            Ok(mut lines) => {
                tracing::info!(event = "lichess", stream = "open", connection);
                while let Some(line) = lines.next_or_keep_alive::<GameNews>() {
                    if !listener.hand_on(connection, Heard::Line(line)) {
                        return;
                    }
                }
                None
            }
            Err(e) => Some(e),
        };
        tracing::warn!(event = "lichess", stream = "ended", connection, failure = ?failure);
        listener.hand_on(connection, Heard::Dropped(failure));
    });
}
