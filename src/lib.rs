//! anna: over-the-board chess for blind and visually impaired players, their assistants and
//! their sighted opponents, by the FIDE Laws of Chess and their Appendix D.

#![warn(clippy::too_many_lines)]

pub mod board_words;
pub mod braille;
pub mod cli;
pub mod clock;
pub mod command;
pub mod config;
pub mod data_dirs;
pub mod eboard;
pub mod engine;
pub mod files;
pub mod game;
pub mod lang;
pub mod lichess;
pub mod log;
pub mod louis;
pub mod message;
pub mod notation;
pub mod output;
pub mod record;
pub mod review;
pub mod session;
pub mod speech;
pub mod sync;
pub mod table;
pub mod ui;
mod value_words;
