//! The journal: every committed record, one JSON line each, written to the disk before the
//! record is announced. A game is rebuilt by replaying it.
//!
//! Each line carries a CRC-32C of itself as its last field (`…,"crc":"1a2b3c4d"}`), so that a
//! line torn by a crash or a full disk, or changed on the disk, is recognised as damaged; the
//! lines are cut at the newlines, so reading goes on with the next intact line. Lines written
//! before the checksum existed have none and are read as they are.
//!
//! Nothing intact is ever destroyed: a write that fails half-way is rolled back to the last
//! good length before anything else is written; a damaged journal is copied aside
//! (`GAME.journal.damaged-1`) before it is continued, and continued as its intact records. One
//! process at a time writes a game: it holds an advisory lock (`flock`, released by the kernel
//! when the process dies), and its process id is written beside the journal (`GAME.journal.pid`)
//! so that a second can say who has it.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::message::{Arg, Message, io_reason};
use crate::session::Record;

/// The largest journal read: a game of a thousand moves is a few hundred kilobytes.
pub const MAX_JOURNAL_BYTES: u64 = 64 << 20;

#[derive(Serialize, Deserialize)]
struct Line {
    /// Milliseconds since 1970 when the record was committed: the clock is replayed from these.
    at: u64,
    #[serde(flatten)]
    record: Record,
}

/// An open journal that records are appended to, locked for this process.
pub struct Journal {
    file: File,
    path: PathBuf,
    /// The length of the intact records: where the next one goes, and what a failed write is
    /// cut back to.
    len: u64,
}

/// A journal read back.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadJournal {
    /// Each intact record with the moment it was committed, in milliseconds since 1970.
    pub records: Vec<(u64, Record)>,
    /// The 1-based numbers of the lines that are damaged (torn, changed, not a record); the
    /// intact lines after them are kept.
    pub damaged: Vec<usize>,
}

/// Why a journal cannot be opened or read.
#[derive(Debug)]
pub enum JournalError {
    Io(std::io::Error),
    /// Another process has the game open; its process id, if it wrote one.
    Locked {
        pid: Option<u32>,
    },
    /// Not a regular file (a FIFO, a device), or larger than any game.
    NotAJournal,
}

impl From<std::io::Error> for JournalError {
    fn from(e: std::io::Error) -> Self {
        JournalError::Io(e)
    }
}

impl JournalError {
    pub fn message(&self) -> Message {
        match self {
            JournalError::Io(e) => Message::new("journal-unreadable").with("reason", io_reason(e)),
            JournalError::Locked { pid: Some(pid) } => {
                Message::new("journal-locked").with("pid", Arg::Number(i64::from(*pid)))
            }
            JournalError::Locked { pid: None } => Message::new("journal-locked-unknown"),
            JournalError::NotAJournal => Message::new("journal-not-a-file"),
        }
    }
}

impl ReadJournal {
    pub fn is_damaged(&self) -> bool {
        !self.damaged.is_empty()
    }
}

/// The line of a record, with its checksum.
fn framed(at: u64, record: &Record) -> std::io::Result<String> {
    let line = Line {
        at,
        record: record.clone(),
    };
    let text = serde_json::to_string(&line).map_err(std::io::Error::other)?;
    let body = text.strip_suffix('}').unwrap_or(&text);
    let crc = crc32c::crc32c(text.as_bytes());
    Ok(format!("{body},\"crc\":\"{crc:08x}\"}}\n"))
}

/// A line's record, if the line is intact: its checksum matches, or it is a line of the time
/// before checksums.
fn unframed(line: &[u8]) -> Option<(u64, Record)> {
    let text = std::str::from_utf8(line).ok()?;
    let split = text
        .len()
        .checked_sub(18)
        .filter(|&i| text.is_char_boundary(i))
        .map(|i| text.split_at(i));
    let checked = match split {
        Some((body, tail)) if tail.starts_with(",\"crc\":\"") && tail.ends_with("\"}") => {
            let crc = u32::from_str_radix(&tail[8..16], 16).ok()?;
            let original = format!("{body}}}");
            (crc32c::crc32c(original.as_bytes()) == crc).then_some(original)?
        }
        _ => text.to_string(),
    };
    let line: Line = serde_json::from_str(&checked).ok()?;
    Some((line.at, line.record))
}

/// Holds the advisory lock on the journal, or says who holds it.
fn lock(file: &File, path: &Path) -> Result<(), JournalError> {
    // SAFETY: flock on a descriptor this process owns; no memory is involved.
    let locked = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
    if !locked {
        let pid = std::fs::read_to_string(pid_path(path))
            .ok()
            .and_then(|t| t.trim().parse().ok());
        return Err(JournalError::Locked { pid });
    }
    // Only a help for the message above: the lock is what counts.
    let _ = std::fs::write(pid_path(path), format!("{}\n", std::process::id()));
    Ok(())
}

fn pid_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".pid");
    PathBuf::from(name)
}

/// Makes a new directory entry durable.
fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(d) = File::open(dir)
    {
        let _ = d.sync_all();
    }
}

impl Journal {
    /// Creates a new journal; fails if the file exists, so no game is ever overwritten.
    pub fn create(path: &Path) -> Result<Journal, JournalError> {
        let file = OpenOptions::new()
            .create_new(true)
            .read(true)
            .append(true)
            .open(path)?;
        lock(&file, path)?;
        sync_dir(path);
        Ok(Journal {
            file,
            path: path.to_path_buf(),
            len: 0,
        })
    }

    /// Opens a journal to continue it: locked first, then read. A damaged journal is copied
    /// aside (its name is returned) and continued as its intact records, so that nothing is
    /// appended after damage and nothing of it is lost.
    pub fn resume(path: &Path) -> Result<(Journal, ReadJournal, Option<PathBuf>), JournalError> {
        let mut file = OpenOptions::new().read(true).append(true).open(path)?;
        lock(&file, path)?;
        let meta = file.metadata()?;
        if !meta.is_file() || meta.len() > MAX_JOURNAL_BYTES {
            return Err(JournalError::NotAJournal);
        }
        let mut bytes = Vec::new();
        file.seek(SeekFrom::Start(0))?;
        (&file).take(MAX_JOURNAL_BYTES).read_to_end(&mut bytes)?;
        let (read, clean) = parse(&bytes);
        if clean {
            return Ok((
                Journal {
                    file,
                    path: path.to_path_buf(),
                    len: bytes.len() as u64,
                },
                read,
                None,
            ));
        }
        // Damage, or a last line without its newline: the whole file is kept aside, and the
        // game goes on from its intact records, rewritten whole and then put in place.
        let aside = free_name(path);
        std::fs::copy(path, &aside)?;
        File::open(&aside)?.sync_all()?;
        let mut tmp_name = path.as_os_str().to_owned();
        tmp_name.push(".tmp");
        let tmp = PathBuf::from(tmp_name);
        let mut text = String::new();
        for (at, record) in &read.records {
            text.push_str(&framed(*at, record)?);
        }
        {
            let mut out = File::create(&tmp)?;
            out.write_all(text.as_bytes())?;
            out.sync_all()?;
        }
        std::fs::rename(&tmp, path)?;
        sync_dir(path);
        // The lock went with the old file: the new one is locked before anything is written.
        drop(file);
        file = OpenOptions::new().read(true).append(true).open(path)?;
        lock(&file, path)?;
        Ok((
            Journal {
                file,
                path: path.to_path_buf(),
                len: text.len() as u64,
            },
            read,
            Some(aside),
        ))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one record, committed at `at` (milliseconds since 1970), and waits until it is
    /// on the disk. A write that fails is cut back to where it started, so that the next
    /// record is never glued to a torn one.
    pub fn append(&mut self, record: &Record, at: u64) -> std::io::Result<()> {
        let line = framed(at, record)?;
        let written = self
            .file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.sync_data());
        match written {
            Ok(()) => {
                self.len += line.len() as u64;
                Ok(())
            }
            Err(e) => {
                let _ = self.file.set_len(self.len);
                let _ = self.file.sync_data();
                Err(e)
            }
        }
    }
}

/// `GAME.journal.damaged-1`, or the first number not taken.
fn free_name(path: &Path) -> PathBuf {
    (1..)
        .map(|n| {
            let mut name = path.as_os_str().to_owned();
            name.push(format!(".damaged-{n}"));
            PathBuf::from(name)
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| path.with_extension("damaged"))
}

/// The intact records and the damaged lines of a journal's bytes; `true` when nothing is wrong
/// (no damaged line, and the last line ends with its newline).
fn parse(bytes: &[u8]) -> (ReadJournal, bool) {
    let mut records = Vec::new();
    let mut damaged = Vec::new();
    let mut lines = bytes.split(|b| *b == b'\n').enumerate().peekable();
    while let Some((i, line)) = lines.next() {
        // The piece after the last newline: empty when the file ends with one.
        let last = lines.peek().is_none();
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match unframed(line) {
            Some(record) if !last => records.push(record),
            // A last line without its newline may be whole; it is kept if intact, but the file
            // is not clean: the next record must not be glued to it.
            Some(record) => {
                records.push(record);
                return (ReadJournal { records, damaged }, false);
            }
            None => damaged.push(i + 1),
        }
    }
    let clean = damaged.is_empty();
    (ReadJournal { records, damaged }, clean)
}

/// Reads a journal without changing it: every intact record, and the damaged lines.
pub fn read(path: &Path) -> Result<ReadJournal, JournalError> {
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() || meta.len() > MAX_JOURNAL_BYTES {
        return Err(JournalError::NotAJournal);
    }
    let mut bytes = Vec::new();
    file.take(MAX_JOURNAL_BYTES).read_to_end(&mut bytes)?;
    Ok(parse(&bytes).0)
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

    fn moves(uci: &[&str]) -> Vec<Record> {
        let mut out = vec![Record::Setup(Box::default())];
        out.extend(uci.iter().map(|u| Record::Move {
            uci: u.parse().expect("uci"),
        }));
        out
    }

    fn write(path: &Path, records: &[Record]) {
        let mut j = Journal::create(path).unwrap();
        for (i, r) in records.iter().enumerate() {
            j.append(r, 1000 + i as u64).unwrap();
        }
    }

    #[test]
    fn records_come_back_in_order() {
        let path = temp("order");
        let records = moves(&["e2e4", "e7e5"]);
        write(&path, &records);
        let read_back = read(&path).unwrap();
        let expected: Vec<(u64, Record)> = records
            .into_iter()
            .enumerate()
            .map(|(i, r)| (1000 + i as u64, r))
            .collect();
        assert_eq!(read_back.records, expected);
        assert!(!read_back.is_damaged());
        assert!(
            Journal::create(&path).is_err(),
            "an existing journal is never overwritten"
        );
    }

    #[test]
    fn a_flipped_byte_damages_one_line_and_the_rest_is_read() {
        let path = temp("flipped");
        write(&path, &moves(&["e2e4", "e7e5", "g1f3"]));
        let mut bytes = std::fs::read(&path).unwrap();
        // A digit of the second move's "at", changed: still JSON, but not what was written.
        let second = bytes
            .split(|b| *b == b'\n')
            .take(2)
            .map(|l| l.len() + 1)
            .sum::<usize>();
        bytes[second + 8] ^= 0x01;
        std::fs::write(&path, &bytes).unwrap();
        let read_back = read(&path).unwrap();
        assert_eq!(read_back.damaged, [3]);
        assert_eq!(read_back.records.len(), 3);
    }

    #[test]
    fn a_torn_line_is_kept_aside_and_the_game_goes_on_after_it() {
        let path = temp("torn");
        write(&path, &moves(&["e2e4"]));
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"at\":1,\"kind\":\"mo").unwrap();
        drop(f);
        let before = std::fs::read(&path).unwrap();
        let (mut j, read_back, aside) = Journal::resume(&path).unwrap();
        assert_eq!(read_back.records.len(), 2);
        assert_eq!(read_back.damaged, [3]);
        let aside = aside.expect("copied aside");
        assert_eq!(std::fs::read(&aside).unwrap(), before);
        j.append(
            &Record::Move {
                uci: "e7e5".parse().expect("uci"),
            },
            3,
        )
        .unwrap();
        drop(j);
        let read_back = read(&path).unwrap();
        assert_eq!(read_back.records.len(), 3);
        assert!(!read_back.is_damaged());
    }

    #[test]
    fn a_last_line_without_its_newline_is_kept_and_not_glued_to() {
        let path = temp("no-newline");
        write(&path, &moves(&["e2e4"]));
        let mut bytes = std::fs::read(&path).unwrap();
        bytes.pop();
        std::fs::write(&path, &bytes).unwrap();
        let (mut j, read_back, aside) = Journal::resume(&path).unwrap();
        assert_eq!(read_back.records.len(), 2);
        assert!(aside.is_some());
        j.append(
            &Record::Move {
                uci: "e7e5".parse().expect("uci"),
            },
            3,
        )
        .unwrap();
        drop(j);
        assert_eq!(read(&path).unwrap().records.len(), 3);
    }

    #[test]
    fn a_second_writer_is_refused_while_the_first_holds_the_game() {
        let path = temp("lock");
        write(&path, &moves(&["e2e4"]));
        let (first, ..) = Journal::resume(&path).unwrap();
        match Journal::resume(&path) {
            Err(JournalError::Locked { pid }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("{:?}", other.map(|_| ())),
        }
        drop(first);
        assert!(Journal::resume(&path).is_ok());
    }

    #[test]
    fn lines_before_checksums_are_read() {
        let path = temp("legacy");
        std::fs::write(
            &path,
            "{\"at\":1,\"kind\":\"setup\"}\n{\"at\":2,\"kind\":\"move\",\"uci\":\"e2e4\"}\n",
        )
        .unwrap();
        let read_back = read(&path).unwrap();
        assert!(!read_back.is_damaged(), "{read_back:?}");
        assert_eq!(read_back.records.len(), 2);
    }
}
