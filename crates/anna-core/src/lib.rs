//! anna's core: the FIDE Laws and their Appendix D, the notation, the words' mechanism (the
//! language files and the vocabularies), the clock, the journal, the command language, the
//! events the outputs show and the table every change goes through. It depends on no device
//! and no terminal (no audio, braille, serial, HTTP or line-editor crate), so the compiler keeps
//! the layers: the `anna` package above it holds the devices, the seats, the views and the
//! command line.

#![warn(clippy::too_many_lines)]

pub mod board_words;
pub mod clock;
pub mod command;
pub mod data_dirs;
pub mod files;
pub mod game;
pub mod lang;
pub mod layers;
pub mod message;
pub mod notation;
pub mod output;
pub mod record;
pub mod session;
pub mod sync;
pub mod table;
mod value_words;
