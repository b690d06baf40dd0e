//! The e-board in words: a difference and how to put it right, what the board reads rank by
//! rank, and the board found on a port.

use std::path::Path;
use std::time::{Duration, Instant};

use shakmaty::{Board, Square};

use super::protocol::{BoardMessage, Decoder, command};
use super::reading::Difference;
use super::simulator::SimError;
use crate::game::board_check::Fix;
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, push_square};

fn square(square: Square, options: &AnnounceOptions) -> Arg {
    let mut tokens = Vec::new();
    push_square(&mut tokens, square, options);
    Arg::Words(tokens)
}

fn piece_or_empty(piece: Option<shakmaty::Piece>) -> Arg {
    match piece {
        Some(piece) => Arg::Piece(piece, false),
        None => Message::new("empty").into(),
    }
}

/// "Das Brett des Gegners weicht ab: …. So stimmt es wieder: …." (`eboard-differs` in a
/// game, `eboard-board-differs` for the board alone).
pub fn difference_message(
    id: &'static str,
    difference: &Difference,
    options: &AnnounceOptions,
) -> Message {
    let wrong = difference
        .wrong
        .iter()
        .map(|w| {
            Message::new("eboard-wrong")
                .with("square", square(w.square, options))
                .with("found", piece_or_empty(w.actual))
                .with("expected", piece_or_empty(w.expected))
                .into()
        })
        .collect();
    let fixes = difference
        .fixes
        .iter()
        .map(|fix| {
            match *fix {
                Fix::Move { piece, from, to } => Message::new("eboard-fix-move")
                    .with("piece", Arg::Piece(piece, false))
                    .with("from", square(from, options))
                    .with("to", square(to, options)),
                Fix::Remove { piece, from } => Message::new("eboard-fix-remove")
                    .with("piece", Arg::Piece(piece, false))
                    .with("square", square(from, options)),
                Fix::Place { piece, to } => Message::new("eboard-fix-put")
                    .with("piece", Arg::Piece(piece, false))
                    .with("square", square(to, options)),
            }
            .into()
        })
        .collect();
    Message::new(id)
        .with("wrong", Arg::Series(wrong))
        .with("fixes", Arg::Series(fixes))
        .with("moves", difference.fixes.len())
}

/// The board rank by rank from the far side of the player whose ranks are counted, each rank
/// with the pieces on it.
pub fn board_lines(board: &Board, options: &AnnounceOptions) -> Vec<Message> {
    crate::board_words::rank_lines(board, options)
}

/// The placement part of a FEN.
pub fn fen_of(board: &Board) -> String {
    board.board_fen().to_string()
}

/// Whether a DGT board answers on `path`: its version and serial number.
pub fn probe(path: &Path, timeout: Duration) -> Option<((u8, u8), Option<String>)> {
    let mut port = serial2::SerialPort::open(path, 9600).ok()?;
    port.write_all(&[
        command::RESET,
        command::VERSION,
        command::LONG_SERIAL_NUMBER,
    ])
    .ok()?;
    let mut decoder = Decoder::default();
    let (mut version, mut serial) = (None, None);
    let until = Instant::now() + timeout;
    let mut buffer = [0u8; 64];
    while Instant::now() < until && (version.is_none() || serial.is_none()) {
        port.set_read_timeout(until.saturating_duration_since(Instant::now()))
            .ok()?;
        let Ok(n) = port.read(&mut buffer) else {
            break;
        };
        if n == 0 {
            break;
        }
        for message in decoder.push(&buffer[..n]).messages {
            match message {
                BoardMessage::Version { major, minor } => version = Some((major, minor)),
                BoardMessage::SerialNumber(s) => serial = Some(s),
                _ => {}
            }
        }
    }
    Some((version?, serial))
}

/// A simulator's refusal of a typed line.
pub fn sim_error_message(error: &SimError) -> Message {
    match error {
        SimError::Unknown(word) => {
            Message::new("eboard-sim-unknown").with("word", Arg::Text(word.clone()))
        }
        SimError::NotPlugged => Message::new("eboard-sim-unplugged"),
        SimError::Io(kind) => crate::message::io_kind_reason(*kind),
    }
}
