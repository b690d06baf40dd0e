//! Where games live: `$XDG_DATA_HOME/anna/games` (or `~/.local/share/anna/games`), one journal
//! and one PGN per game, named by the moment the game started.

use crate::lang::{Arg, Message};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::journal::{JournalError, ReadJournal, read};

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

/// Civil date and time in UTC from seconds since 1970 (Howard Hinnant's algorithm).
pub fn civil(secs: u64) -> (i64, u32, u32, u32, u32, u32) {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        year,
        month,
        day,
        (rem / 3600) as u32,
        (rem % 3600 / 60) as u32,
        (rem % 60) as u32,
    )
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Today as a PGN date, `YYYY.MM.DD`.
pub fn pgn_date() -> String {
    let (y, m, d, ..) = civil(now_secs());
    format!("{y:04}.{m:02}.{d:02}")
}

/// A new, unused game name in the folder: `2026-11-21-2310` and, if taken, `-2`, `-3` …
pub fn new_game_id(dir: &Path) -> String {
    let (y, mo, d, h, mi, s) = civil(now_secs());
    let base = format!("{y:04}-{mo:02}-{d:02}-{h:02}{mi:02}{s:02}");
    let mut id = base.clone();
    let mut n = 2;
    while journal_path(dir, &id).exists() {
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

#[cfg(test)]
mod tests {
    use super::civil;

    #[test]
    fn civil_dates() {
        assert_eq!(civil(0), (1970, 1, 1, 0, 0, 0));
        assert_eq!(civil(951_782_400), (2000, 2, 29, 0, 0, 0));
        assert_eq!(civil(1_795_300_215), (2026, 11, 21, 22, 30, 15));
    }
}
