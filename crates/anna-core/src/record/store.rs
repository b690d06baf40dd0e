//! Where games live: `$XDG_DATA_HOME/anna/games` (or `~/.local/share/anna/games`), one journal
//! and one PGN per game, named by the moment the game started.

use crate::message::{Arg, Message};
use crate::session::Started;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::chain::ReadJournal;
use super::journal::{JournalError, read};

/// The folder for games, from the environment as the XDG base directory rules say.
pub fn games_dir() -> Result<PathBuf, Message> {
    let base = match std::env::var_os("XDG_DATA_HOME").filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => {
            let home = std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .ok_or_else(|| Message::new("games-no-home"))?;
            PathBuf::from(home).join(".local/share")
        }
    };
    Ok(base.join("anna").join("games"))
}

/// A new, unused game name in the folder: the local start, `2026-11-21-231005`, and, if
/// taken (by a file or a link, even one that leads nowhere), `-2`, `-3` … Another game may take
/// it in the same moment: the journal takes its name only if it is still free.
pub fn new_game_id(dir: &Path) -> String {
    let base = Started::now().name;
    let mut id = base.clone();
    let mut n = 2;
    while std::fs::symlink_metadata(journal_path(dir, &id)).is_ok() {
        id = format!("{base}-{n}");
        n += 1;
    }
    id
}

pub fn journal_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.journal"))
}

pub fn pgn_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.pgn"))
}

/// A game named on the command line: a journal path, or a game name in the games folder.
pub fn find_game(dir: &Path, name: &str) -> Result<PathBuf, Message> {
    let as_path = PathBuf::from(name);
    if as_path.is_file() {
        return Ok(as_path);
    }
    let path = journal_path(dir, name.trim_end_matches(".journal"));
    if path.is_file() {
        return Ok(path);
    }
    Err(Message::new("games-no-such-game").with("name", Arg::Text(name.to_string())))
}

/// The newest game whose journal reads: what `review` and `export` take when no game is named.
pub fn last_game(dir: &Path) -> Option<PathBuf> {
    all_games(dir)
        .into_iter()
        .find(|(_, _, journal)| journal.is_ok())
        .map(|(_, path, _)| path)
}

/// Every journal in the folder, newest first, read.
pub fn all_games(dir: &Path) -> Vec<(String, PathBuf, Result<ReadJournal, JournalError>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    type Game = (
        SystemTime,
        String,
        PathBuf,
        Result<ReadJournal, JournalError>,
    );
    let mut games: Vec<Game> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "journal"))
        .filter_map(|p| {
            let id = p.file_stem()?.to_string_lossy().into_owned();
            let modified = p.metadata().and_then(|m| m.modified()).ok()?;
            let journal = read(&p);
            Some((modified, id, p, journal))
        })
        .collect();
    games.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    games.into_iter().map(|(_, id, p, j)| (id, p, j)).collect()
}
