//! FIDE Laws Appendix D.2.9 for the arbiter: when the two boards of a game with a blind or
//! visually impaired player show different positions, the two score sheets decide.
//!
//! - [`crate::board_words`]: a physical board compared with the recorded position
//!   ([`crate::game::board_check`]), with the fewest corrections in words and as JSON, and the
//!   position read rank by rank.
//! - [`resolve`]: the D.2.9 resolution as data ([`SyncReport`]).
//! - [`command`]: `anna sync`, text or JSON (docs/arbiter.md).

pub mod command;
pub mod resolve;

pub use crate::board_words::{
    BoardCheck, Correction, CorrectionKind, PieceName, SquareDifference, check, corrections,
    differences, rank_lines,
};
/// The English name of a kind of piece, as JSON gives it (the language files' key for it).
pub use crate::lang::role_key as role_name;
/// Score sheets are read by [`crate::notation::scoresheet`].
pub use crate::notation::{
    MAX_SHEET_BYTES, ScoreSheet, SheetError, SheetMove, SheetPlace, plain_moves, read_sheet,
};
pub use command::{SyncCommand, report, run};
pub use resolve::{
    BoardInfo, BoardSource, ClockSetting, DifferingBoard, FirstDifference, MoveCounts, PerSheet,
    PlyRef, SheetName, SyncInput, SyncReport, hms, resolve,
};
