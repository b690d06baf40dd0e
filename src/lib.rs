//! anna: over-the-board chess for blind and visually impaired players, their assistants and
//! their sighted opponents, by the FIDE Laws of Chess and their Appendix D.

#![warn(clippy::too_many_lines)]

/// The core (`crates/anna-core`: the rules, the notation, the words' mechanism, the clock, the
/// journal, the commands, the outputs' events and the table) re-exported under its old module
/// names, so that every `crate::session::…` path in this package and every `anna::…` path in
/// the tests keeps working unchanged. This is deliberate: several branches edit these files in
/// parallel, and the re-export lets their merge follow the move with no path rewritten. New code
/// may name `anna_core::…` directly.
pub use anna_core::{
    board_words, clock, command, data_dirs, files, game, lang, message, notation, output, session,
    sync, table,
};

/// The journal and the score sheets, from the core, with the braille (BRF) score sheet that
/// needs liblouis and so stays out of the core.
pub mod record {
    pub use crate::brf::{BrfOptions, brf_runs, brf_table, score_text, to_brf, to_brf_coded};
    pub use anna_core::record::*;
}

pub mod backoff;
pub mod braille;
mod brf;
pub mod cli;
pub mod config;
pub mod eboard;
pub mod engine;
pub mod heap;
pub mod lichess;
pub mod log;
pub mod louis;
pub mod play;
pub mod review;
pub mod speech;
pub mod ui;
