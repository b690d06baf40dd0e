//! A board in messages: a physical board compared with the position it should show, the fewest
//! corrections to make it so, and the board read rank by rank. Below the session (whose
//! `prüfen` uses it) and the D.2.9 resolution (`sync`, which uses it too).

mod report;
mod words;

pub(crate) use report::color_name;
pub use report::{
    BoardCheck, Correction, CorrectionKind, PieceName, SquareDifference, check, corrections,
    differences, rank_lines,
};
