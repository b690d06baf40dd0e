//! `anna check GAME --code CODE`: whether the journal is the game a closing code was given for
//! (see `record::closing_code`). Exit status 0 when it is, 1 when it is not, 2 when it cannot
//! be told: the code is not a code (a slip of the pen is found by its check character), or
//! the journal cannot be read, or it is broken before its end so that the code might belong
//! to a part that cannot be read.

use std::io::Write;

use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;
use crate::record::{ClosingCode, damage_message, find_game, games_dir, read_journal};
use crate::session::Session;

use super::io_error;

/// `anna check [GAME] [--code CODE]`: with a code, whether the game is the one it was given
/// for; without, each journal intact or damaged.
pub(super) fn check(
    game: Option<String>,
    code: Option<String>,
    language: &Language,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    match (game, code) {
        (Some(game), Some(code)) => check_code(&game, &code, language, out),
        (game, _) => super::scripts::check_games(game.as_deref(), language, out),
    }
}

/// Compares the code with the code after each record of the journal's chain: a code given
/// while the game went on (`prüfcode`) matches the journal it continued in, with what was
/// written after it named.
fn check_code(
    game: &str,
    code: &str,
    language: &Language,
    out: &mut dyn Write,
) -> Result<i32, Message> {
    let code = ClosingCode::parse(code)
        .map_err(|e| Message::new("code-unusable").with("reason", e.message()))?;
    let path = find_game(&games_dir()?, game)?;
    let name = path
        .file_stem()
        .map_or_else(|| game.to_string(), |s| s.to_string_lossy().into_owned());
    let journal = read_journal(&path).map_err(|e| {
        Message::new("check-unreadable")
            .with("name", Arg::Text(name.clone()))
            .with("reason", e.message())
    })?;
    let (line, status) = match journal.codes.iter().position(|c| *c == code) {
        Some(index) => {
            let plies = Session::replay_intact(&journal.records[..=index])
                .map_or(0, |(session, _)| session.game().plies());
            let line = Message::new("code-matches")
                .with("name", Arg::Text(name))
                .with("record", index + 1)
                .with("plies", plies)
                .with("after", journal.records.len() - index - 1);
            (line, 0)
        }
        // Readable records after a break: the code may be of a part that is not in the chain.
        None if journal.fault.is_some() && !journal.after.is_empty() => {
            return Err(Message::new("code-cannot-tell")
                .with("name", Arg::Text(name))
                .with("damage", damage_message(&journal, None, None)));
        }
        None => (
            Message::new("code-differs").with("name", Arg::Text(name)),
            1,
        ),
    };
    writeln!(out, "{}", language.text(&line, Vocabulary::fallback())).map_err(io_error)?;
    Ok(status)
}
