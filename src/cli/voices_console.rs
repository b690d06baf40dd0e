//! Where the words of `anna voices` go: a file of its own, so that the subcommand (voices.rs)
//! and the pack files it makes and installs (voices_files.rs) both write there and neither
//! names the other.

use std::io::Write;

use crate::lang::Language;
use crate::message::{Message, io_reason};
use crate::notation::Vocabulary;

/// Where the words of `anna voices` go: the output and the user's language.
pub struct VoicesConsole<'a> {
    pub out: &'a mut dyn Write,
    pub language: &'a Language,
}

impl VoicesConsole<'_> {
    pub(super) fn line(&mut self, message: &Message) -> Result<(), Message> {
        let text = self.language.text(message, Vocabulary::fallback());
        writeln!(self.out, "{text}").map_err(write_failed)
    }

    /// Text with no line end (a prompt), flushed so it is seen before the answer.
    pub(super) fn prompt(&mut self, message: &Message) -> Result<(), Message> {
        let text = self.language.text(message, Vocabulary::fallback());
        write!(self.out, "{text} ").map_err(write_failed)?;
        self.out.flush().map_err(write_failed)
    }

    /// Data lines (`anna voices words`), not words.
    pub(super) fn raw(&mut self, text: &str) -> Result<(), Message> {
        write!(self.out, "{text}").map_err(write_failed)
    }
}

fn write_failed(e: std::io::Error) -> Message {
    Message::new("write-failed").with("reason", io_reason(&e))
}
