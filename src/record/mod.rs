//! Score sheets and the journal: PGN out, the append-only journal, where games are kept.

mod brf;
mod damage;
pub use brf::{BrfOptions, brf_runs, brf_table, score_text, to_brf};
mod journal;
mod pgn_export;
mod store;

pub use damage::damage_message;
pub use journal::{Journal, JournalError, MAX_JOURNAL_BYTES, ReadJournal, read as read_journal};
pub use pgn_export::to_pgn;
pub use store::{all_games, find_game, games_dir, journal_path, new_game_id, pgn_path};
