//! Score sheets in and out: PGN import now; PGN export, BRF and the journal later.

mod pgn_import;

pub use pgn_import::{ImportError, ImportedGame, read_first_game};
