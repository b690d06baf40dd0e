//! FIDE Laws Appendix D.2.9 for the arbiter: when the two boards of a game with a blind or
//! visually impaired player show different positions, the two score sheets decide.
//!
//! - [`scoresheet`]: a score sheet read from PGN or a plain move list in any notation.
//! - [`board_check`]: a physical board (FEN or piece list) compared with the recorded position,
//!   with the fewest corrections in words, and the position read rank by rank.
//! - [`resolve`]: the D.2.9 resolution as data ([`SyncReport`]).
//! - [`command`]: `anna sync`, text or JSON (docs/arbiter.md).

pub mod board_check;
pub mod command;
pub mod resolve;
pub mod scoresheet;
mod words;

/// The English name of a kind of piece, as JSON gives it (the language files' key for it).
pub use crate::lang::role_key as role_name;
pub use board_check::{
    BoardCheck, BoardError, Correction, CorrectionKind, PieceName, SquareDifference, check,
    corrections, differences, parse_board, rank_lines,
};
pub use command::{SyncCommand, report, run};
pub use resolve::{
    BoardInfo, BoardSource, ClockSetting, DifferingBoard, FirstDifference, MoveCounts, PerSheet,
    PlyRef, SheetName, SyncInput, SyncReport, hms, resolve,
};
pub use scoresheet::{
    MAX_SHEET_BYTES, ScoreSheet, SheetError, SheetMove, SheetPlace, plain_moves, read_sheet,
};
