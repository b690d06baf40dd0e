//! What a damaged journal lacks, in words: for `anna export`, `anna resume` and `anna sync`.

use shakmaty::Position;

use super::ReadJournal;
use crate::message::{Arg, Message};
use crate::session::Session;

/// What a damaged journal lacks: the damaged lines, and the move from which on the game could
/// not be replayed.
pub fn damage_message(journal: &ReadJournal, session: &Session, stopped: Option<usize>) -> Message {
    let lines = Arg::Series(
        journal
            .damaged
            .iter()
            .map(|n| Arg::Number(*n as i64))
            .collect(),
    );
    let message = Message::new("journal-damage")
        .with("count", journal.damaged.len())
        .with("lines", lines);
    match stopped {
        None => message.with("missing", Arg::Text(String::new())),
        Some(_) => {
            let pos = session.game().position();
            message.with(
                "missing",
                Message::new("journal-gap")
                    .with("number", pos.fullmoves().get())
                    .with("side", pos.turn()),
            )
        }
    }
}
