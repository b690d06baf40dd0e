//! Score sheets and the journal: PGN out, the append-only journal, where games are kept.

mod chain;
mod closing_code;
mod damage;
mod journal;
mod link;
mod pgn_export;
mod store;
mod witness;

pub use chain::{End, Fault, ReadJournal};
pub use closing_code::{CODE_LENGTH, ClosingCode, CodeChain, CodeError};
pub use damage::{damage_message, moves_after_gap};
pub use journal::{Journal, JournalError, MAX_JOURNAL_BYTES, pid_path, read as read_journal};
pub use link::Link;
pub use pgn_export::{to_pgn, to_pgn_coded, to_pgn_noted};
pub use store::{all_games, find_game, games_dir, journal_path, last_game, new_game_id, pgn_path};
pub use witness::{Sidecar, Witness, sidecar_path};
