//! The talking clock's journal (`GAMES/DATE-TIME.clock`): like a game's, every change of the
//! clock is written before it is said, and a running clock's heartbeat once a second, so that
//! after a crash, a closed terminal or a deliberate end `anna clock --resume` has both times
//! where they were (at most a second off). One JSON object a line, each with `at`, the
//! milliseconds on the clock's own time line (which `--resume` continues: the time the program
//! was not running is charged to nobody).

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::clock_arbiter::Order;
use crate::message::{Arg, Message, io_reason};

/// A change of the clock, as its journal keeps it: replayed at the same instants, it gives the
/// same clock.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum ClockEntry {
    /// A player's key.
    Press { side: crate::session::Side },
    /// `p`: pause or resume.
    Pause,
    /// The arbiter's change, carried out.
    Arbiter { order: Order },
}

/// The largest clock journal read: a day of heartbeats is under 3 MB.
const MAX_JOURNAL_BYTES: u64 = 64 << 20;

/// One line of the journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub at: u64,
    #[serde(flatten)]
    pub what: What,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum What {
    /// The first line: the time control, in the friendly form.
    Start {
        control: String,
    },
    Change {
        entry: ClockEntry,
    },
    /// The clock ran until here.
    Beat,
    /// The clock was ended on purpose (`q` and `ja`).
    Left,
}

/// The journal being written.
pub struct ClockJournal {
    file: File,
    path: PathBuf,
}

impl ClockJournal {
    /// A new journal in `dir`, named for the date and time.
    pub fn create(dir: &Path, control: &str) -> Result<ClockJournal, Message> {
        std::fs::create_dir_all(dir).map_err(|e| unwritable(dir, &e))?;
        let stamp = jiff::Timestamp::now()
            .to_zoned_datetime(crate::session::local_zone())
            .strftime("%Y-%m-%d-%H%M%S")
            .to_string();
        for n in 1..100 {
            let name = match n {
                1 => format!("{stamp}.clock"),
                n => format!("{stamp}-{n}.clock"),
            };
            let path = dir.join(name);
            let opened = OpenOptions::new()
                .append(true)
                .create_new(true)
                .mode(0o600)
                .open(&path);
            match opened {
                Ok(file) => {
                    let mut journal = ClockJournal { file, path };
                    let start = What::Start {
                        control: control.to_string(),
                    };
                    journal
                        .write(0, start)
                        .map_err(|e| unwritable(&journal.path, &e))?;
                    return Ok(journal);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(unwritable(&path, &e)),
            }
        }
        Err(unwritable(
            dir,
            &io::Error::from(io::ErrorKind::AlreadyExists),
        ))
    }

    /// The newest clock journal in `dir`, to be continued: its lines, and the journal open for
    /// writing on.
    pub fn resume(dir: &Path) -> Result<(ClockJournal, Vec<Line>), Message> {
        let newest = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "clock"))
            .max()
            .ok_or_else(|| Message::new("clock-app-no-journal"))?;
        let text = crate::files::read_input_text(&newest, MAX_JOURNAL_BYTES)
            .map_err(|e| e.message(&newest))?;
        // A line cut by a crash is the last one, and is left out.
        let lines: Vec<Line> = text
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect();
        if !matches!(lines.first().map(|l| &l.what), Some(What::Start { .. })) {
            return Err(Message::new("clock-app-journal-damaged")
                .with("path", Arg::Text(newest.display().to_string())));
        }
        let file = OpenOptions::new()
            .append(true)
            .open(&newest)
            .map_err(|e| unwritable(&newest, &e))?;
        Ok((ClockJournal { file, path: newest }, lines))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends a line; a change is on the disk when this returns.
    pub fn write(&mut self, at: u64, what: What) -> io::Result<()> {
        let sync = !matches!(what, What::Beat);
        let mut text = serde_json::to_string(&Line { at, what }).map_err(io::Error::other)?;
        text.push('\n');
        self.file.write_all(text.as_bytes())?;
        if sync {
            self.file.sync_data()?;
        }
        Ok(())
    }
}

/// The journal cannot be written: why, naming the file.
pub fn unwritable(path: &Path, e: &io::Error) -> Message {
    Message::new("clock-app-journal-unwritable")
        .with("path", Arg::Text(path.display().to_string()))
        .with("reason", io_reason(e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::clock_arbiter::Order;
    use crate::session::{ClockChange, Side};

    #[test]
    fn every_line_reads_back_as_written() {
        let lines = [
            What::Start {
                control: "5+3".into(),
            },
            What::Change {
                entry: ClockEntry::Press { side: Side::Black },
            },
            What::Change {
                entry: ClockEntry::Arbiter {
                    order: Order::Change(ClockChange::Add {
                        to: Side::White,
                        ms: 120_000,
                    }),
                },
            },
            What::Change {
                entry: ClockEntry::Arbiter {
                    order: Order::Rewind { ply: 3 },
                },
            },
            What::Beat,
            What::Left,
        ];
        for (at, what) in lines.into_iter().enumerate() {
            let line = Line {
                at: at as u64,
                what,
            };
            let text = serde_json::to_string(&line).unwrap();
            assert_eq!(serde_json::from_str::<Line>(&text).unwrap(), line, "{text}");
        }
    }
}
