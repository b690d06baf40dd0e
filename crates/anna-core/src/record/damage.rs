//! What a damaged journal lacks, in words: for `anna check`, `anna export`, `anna resume` and
//! `anna sync`.

use shakmaty::{Color, Position};

use super::{End, Fault, ReadJournal};

/// How the sidecar that witnesses a journal's end is named to the arbiter: by its ending, the
/// journal's name before it.
const WITNESS_FILE: &str = ".beat";
use crate::message::{Arg, Message};
use crate::session::{Record, Session, move_number};

/// What a damaged journal lacks: the lines that cannot be read, where the chain breaks, the
/// move from which on the game is missing, and what its end lacks. `session` is the game of
/// the chain, if it has a set-up; `stopped` is the record from which on the chain could not be
/// replayed.
pub fn damage_message(
    journal: &ReadJournal,
    session: Option<&Session>,
    stopped: Option<usize>,
) -> Message {
    let mut parts: Vec<Message> = Vec::new();
    if !journal.damaged.is_empty() || stopped.is_some() {
        let lines = journal
            .damaged
            .iter()
            .map(|n| Arg::Number(*n as i64))
            .collect();
        parts.push(
            Message::new("journal-damage")
                .with("count", journal.damaged.len())
                .with("lines", Arg::Series(lines)),
        );
    }
    parts.extend(journal.fault.and_then(fault_message));
    let at_end_only = stopped.is_none() && journal.damaged_at_end_only();
    match session {
        Some(session) if !at_end_only => {
            let pos = session.game().position();
            parts.push(
                Message::new("journal-gap")
                    .with("number", pos.fullmoves().get())
                    .with("side", pos.turn()),
            );
        }
        None => parts.push(Message::new("journal-gap-start")),
        Some(_) => {}
    }
    // A gap in the middle is named above; the end is told by the witness.
    if at_end_only {
        parts.extend(end_message(journal.end, session));
    }
    Message::new("sentences").with(
        "parts",
        Arg::Sentences(parts.into_iter().map(Into::into).collect()),
    )
}

/// A break of the chain other than a line that cannot be read (which is named with the rest).
fn fault_message(fault: Fault) -> Option<Message> {
    let number = |n: u64| Arg::Number(i64::try_from(n).unwrap_or(i64::MAX));
    match fault {
        Fault::Unreadable { .. } => None,
        Fault::Repeated { line, seq } => Some(
            Message::new("journal-repeated")
                .with("line", line)
                .with("seq", number(seq)),
        ),
        Fault::Moved {
            line,
            seq,
            expected,
            at,
        } => Some(
            Message::new("journal-moved")
                .with("line", line)
                .with("seq", number(seq))
                .with("expected", number(expected))
                .with("at", at),
        ),
        Fault::Twice { line, other, seq } => Some(
            Message::new("journal-twice")
                .with("line", line)
                .with("other", other)
                .with("seq", number(seq)),
        ),
        Fault::Missing { line, from, to } => Some(
            Message::new("journal-missing")
                .with("line", line)
                .with("count", number(to - from + 1))
                .with("from", number(from))
                .with("to", number(to)),
        ),
    }
}

/// What the end of the journal lacks, told by its witness.
fn end_message(end: End, session: Option<&Session>) -> Option<Message> {
    match end {
        End::Whole => None,
        End::PossiblyCut => Some(Message::new("journal-possibly-cut").with("file", witness_file())),
        End::Differs { seq } => Some(
            Message::new("journal-witness-differs")
                .with("seq", Arg::Number(i64::try_from(seq).unwrap_or(i64::MAX)))
                .with("file", witness_file()),
        ),
        End::Short { missing, plies } => {
            let game = session.map(Session::game);
            let gone = game.and_then(|g| plies.checked_sub(g.plies()));
            let moves = match (game, gone) {
                (Some(game), Some(gone @ 1..)) => {
                    let pos = game.position();
                    let nth = |k: usize| {
                        // The k-th half-move from here (0: the next one).
                        let index = k + usize::from(pos.turn() == Color::Black);
                        let fullmove = pos.fullmoves().get() + (index / 2) as u32;
                        let side = if index.is_multiple_of(2) {
                            Color::White
                        } else {
                            Color::Black
                        };
                        move_number(fullmove, side)
                    };
                    Arg::from(
                        Message::new("journal-short-moves")
                            .with("from", nth(0))
                            .with("to", nth(gone - 1)),
                    )
                }
                _ => Arg::Text(String::new()),
            };
            Some(
                Message::new("journal-short")
                    .with(
                        "count",
                        Arg::Number(i64::try_from(missing).unwrap_or(i64::MAX)),
                    )
                    .with("moves", moves)
                    .with("file", witness_file()),
            )
        }
    }
}

fn witness_file() -> Arg {
    Arg::Text(WITNESS_FILE.to_string())
}

/// The moves a journal holds after the break of its chain, in UCI, for a comment: never
/// played from the position before the break.
pub fn moves_after_gap(journal: &ReadJournal) -> Option<Message> {
    let moves: Vec<Arg> = journal
        .after
        .iter()
        .filter_map(|r| match r {
            Record::Move { uci } => Some(Arg::Text(uci.to_string())),
            _ => None,
        })
        .collect();
    (!moves.is_empty()).then(|| {
        Message::new("journal-after-gap")
            .with("count", moves.len())
            .with("moves", Arg::Series(moves))
    })
}
