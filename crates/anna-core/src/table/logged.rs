//! What the table has to write to the log for whoever helps afterwards (a journal written anew,
//! a journal or witness that could not be written). The table holds no words: it keeps the
//! event, and the runtime, which holds the conversation's language, words it into the log.

use std::path::PathBuf;

use crate::output::Event;

/// Which log line: each has its level and its fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogKind {
    /// The journal was written anew under the running game (a warning, `restored = true`).
    Restored,
    /// A record could not be written to the journal (an error).
    JournalFailed,
    /// The witness beside the journal could not be written (an error).
    WitnessFailed,
}

/// One line for the log: what happened, to which journal, and the event the players were told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Logged {
    pub kind: LogKind,
    pub journal: PathBuf,
    pub event: Event,
}

impl super::Table {
    /// Notes a line for the log.
    pub(super) fn log(&mut self, kind: LogKind, event: &Event) {
        let journal = self.journal.path().to_path_buf();
        self.logged.push(Logged {
            kind,
            journal,
            event: event.clone(),
        });
    }

    /// The lines for the log since the last call, for the runtime to word and write.
    pub fn take_log(&mut self) -> Vec<Logged> {
        std::mem::take(&mut self.logged)
    }
}
