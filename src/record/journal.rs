//! The journal: every committed record, one JSON line each, flushed to the disk before the
//! record is announced. A game is rebuilt by replaying it, so a crash or a power cut loses at
//! most the line being written.

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::session::Record;

#[derive(Serialize, Deserialize)]
struct Line {
    /// Milliseconds since 1970 when the record was committed: the clock is replayed from these.
    at: u64,
    #[serde(flatten)]
    record: Record,
}

/// An open journal that records are appended to.
pub struct Journal {
    file: File,
    path: PathBuf,
}

/// A journal read back: the records that could be read, and whether a damaged line was dropped.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadJournal {
    /// Each record with the moment it was committed, in milliseconds since 1970.
    pub records: Vec<(u64, Record)>,
    /// The 1-based line number of a damaged line that was dropped, and everything after it.
    pub damaged_line: Option<usize>,
}

impl Journal {
    /// Creates a new journal; fails if the file exists, so no game is ever overwritten.
    pub fn create(path: &Path) -> std::io::Result<Journal> {
        let file = OpenOptions::new()
            .create_new(true)
            .append(true)
            .open(path)?;
        Ok(Journal {
            file,
            path: path.to_path_buf(),
        })
    }

    /// Opens a journal to continue it. A damaged last line is cut off first, so that the next
    /// record starts on a line of its own.
    pub fn open(path: &Path, keep_bytes: u64) -> std::io::Result<Journal> {
        let file = OpenOptions::new().append(true).read(true).open(path)?;
        if file.metadata()?.len() > keep_bytes {
            file.set_len(keep_bytes)?;
            file.sync_all()?;
        }
        Ok(Journal {
            file,
            path: path.to_path_buf(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one record, committed at `at` (milliseconds since 1970), and waits until it is
    /// on the disk.
    pub fn append(&mut self, record: &Record, at: u64) -> std::io::Result<()> {
        let line = Line {
            at,
            record: record.clone(),
        };
        let mut text = serde_json::to_string(&line).map_err(std::io::Error::other)?;
        text.push('\n');
        self.file.write_all(text.as_bytes())?;
        self.file.sync_data()
    }
}

/// Reads a journal: every good line up to the first damaged one. Returns also the number of
/// bytes the good lines take, where appending may continue.
pub fn read(path: &Path) -> std::io::Result<(ReadJournal, u64)> {
    let reader = BufReader::new(File::open(path)?);
    let mut records = Vec::new();
    let mut good_bytes = 0u64;
    let mut damaged_line = None;
    for (i, line) in reader.split(b'\n').enumerate() {
        let line = line?;
        let parsed = std::str::from_utf8(&line)
            .ok()
            .and_then(|t| serde_json::from_str::<Line>(t).ok());
        match parsed {
            Some(l) => {
                records.push((l.at, l.record));
                good_bytes += line.len() as u64 + 1;
            }
            None if line.iter().all(u8::is_ascii_whitespace) => good_bytes += line.len() as u64 + 1,
            None => {
                damaged_line = Some(i + 1);
                break;
            }
        }
    }
    Ok((
        ReadJournal {
            records,
            damaged_line,
        },
        good_bytes,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Record;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("anna-journal-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("game.journal")
    }

    #[test]
    fn records_come_back_in_order() {
        let path = temp("order");
        let mut j = Journal::create(&path).unwrap();
        let records = vec![
            Record::Setup(Box::default()),
            Record::Move { uci: "e2e4".into() },
            Record::Move { uci: "e7e5".into() },
        ];
        for (i, r) in records.iter().enumerate() {
            j.append(r, 1000 + i as u64).unwrap();
        }
        let (read_back, _) = read(&path).unwrap();
        let expected: Vec<(u64, Record)> = records
            .into_iter()
            .enumerate()
            .map(|(i, r)| (1000 + i as u64, r))
            .collect();
        assert_eq!(read_back.records, expected);
        assert_eq!(read_back.damaged_line, None);
        assert!(
            Journal::create(&path).is_err(),
            "an existing journal is never overwritten"
        );
    }

    #[test]
    fn a_torn_last_line_loses_only_itself() {
        let path = temp("torn");
        let mut j = Journal::create(&path).unwrap();
        j.append(&Record::Setup(Box::default()), 1).unwrap();
        j.append(&Record::Move { uci: "e2e4".into() }, 2).unwrap();
        drop(j);
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"at\":1,\"kind\":\"mo").unwrap();
        drop(f);
        let (read_back, good) = read(&path).unwrap();
        assert_eq!(read_back.records.len(), 2);
        assert_eq!(read_back.damaged_line, Some(3));
        let mut j = Journal::open(&path, good).unwrap();
        j.append(&Record::Move { uci: "e7e5".into() }, 3).unwrap();
        let (read_back, _) = read(&path).unwrap();
        assert_eq!(read_back.records.len(), 3);
        assert_eq!(read_back.damaged_line, None);
    }
}
