//! The journal: every committed record, one JSON line each, written to the disk before the
//! record is announced. A game is rebuilt by replaying it.
//!
//! The records form a chain: each line carries its sequence number (`"seq":1` for the first)
//! and, as its last field, a check value (`…,"crc":"1a2b3c4d"}`): the CRC-32C of the line
//! continued from the check value of the record before (0 before the first). A line torn by a
//! crash or a full disk, or changed on the disk, does not check; a line swapped, repeated,
//! deleted or inserted breaks the chain at its place. The game as recorded is the chain up to
//! its first break; the readable records after a break are kept for the arbiter but never
//! played as if they followed. A line without a sequence number or a check value is refused.
//! The end of the journal is witnessed by its closing record and by the sidecar
//! (`witness.rs`), so that a cut at a line boundary is found too.
//!
//! Nothing intact is ever destroyed: a write that fails half-way is rolled back to the last
//! good length before anything else is written; a journal damaged only at its end (the line a
//! crash tore) is copied aside (`GAME.journal.damaged-1`) before it is continued, and continued
//! as its chain. One process at a time writes a game: it holds an advisory lock (`flock`,
//! released by the kernel when the process dies), and its process id is written beside the
//! journal (`GAME.journal.pid`) so that a second can say who has it.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};

use super::chain::{Link, ReadJournal, framed, parse};
use super::damage::damage_message;
use super::witness::Sidecar;
use crate::message::{Arg, Message, io_reason};
use crate::session::{Record, Session};

/// The largest journal read: a game of a thousand moves is a few hundred kilobytes.
pub const MAX_JOURNAL_BYTES: u64 = 64 << 20;

/// An open journal that records are appended to, locked for this process.
pub struct Journal {
    file: File,
    path: PathBuf,
    /// The length of the intact records: where the next one goes, and what a failed write is
    /// cut back to.
    len: u64,
    /// The last record's link: what the next one continues.
    last: Option<Link>,
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
    /// The game cannot go on from this journal: a record is missing or out of place before
    /// its end, or its end is not witnessed. Nothing was changed.
    Broken(Box<ReadJournal>),
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
            JournalError::Broken(read) => broken_message(read),
        }
    }
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

/// What is missing from a journal the game cannot go on from, and what the arbiter can do.
fn broken_message(read: &ReadJournal) -> Message {
    let damage = match Session::replay_intact(&read.records) {
        Ok((session, stopped)) => damage_message(read, Some(&session), stopped),
        Err(_) => damage_message(read, None, None),
    };
    Message::new("resume-refused").with("damage", damage)
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
            last: None,
        })
    }

    /// Opens a journal to continue it: locked first, then read. A journal damaged at its end
    /// only (the line a crash tore) is copied aside (its name is returned) and continued as its
    /// chain, so that nothing is appended after damage and nothing of it is lost; one with a
    /// record missing or out of place, or whose end is not witnessed, is refused unchanged.
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
        let parsed = parse(&bytes, Sidecar::read(path).witness);
        let read = parsed.read;
        if !read.continuable() {
            return Err(JournalError::Broken(Box::new(read)));
        }
        if parsed.clean {
            return Ok((
                Journal {
                    file,
                    path: path.to_path_buf(),
                    len: bytes.len() as u64,
                    last: parsed.last,
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
        let mut last = None;
        for (at, record) in &read.records {
            let (line, link) = framed(*at, record, last)?;
            text.push_str(&line);
            last = Some(link);
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
                last,
            },
            read,
            Some(aside),
        ))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The last record's link, for the witness.
    pub fn last(&self) -> Option<Link> {
        self.last
    }

    /// Appends one record, committed at `at` (milliseconds since 1970), and waits until it is
    /// on the disk. A write that fails is cut back to where it started, so that the next
    /// record is never glued to a torn one.
    pub fn append(&mut self, record: &Record, at: u64) -> std::io::Result<()> {
        let (line, link) = framed(at, record, self.last)?;
        let written = self
            .file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.sync_data());
        match written {
            Ok(()) => {
                self.len += line.len() as u64;
                self.last = Some(link);
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

/// Reads a journal without changing it: its chain, what breaks it, and its end against the
/// witness beside it.
pub fn read(path: &Path) -> Result<ReadJournal, JournalError> {
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() || meta.len() > MAX_JOURNAL_BYTES {
        return Err(JournalError::NotAJournal);
    }
    let mut bytes = Vec::new();
    file.take(MAX_JOURNAL_BYTES).read_to_end(&mut bytes)?;
    Ok(parse(&bytes, Sidecar::read(path).witness).read)
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

    /// Writes the records and their witness, as a game that is still running leaves them.
    fn write(path: &Path, records: &[Record]) {
        let mut j = Journal::create(path).unwrap();
        for (i, r) in records.iter().enumerate() {
            j.append(r, 1000 + i as u64).unwrap();
        }
        let sidecar = Sidecar {
            beat: None,
            witness: j
                .last()
                .map(|last| super::super::Witness { last, plies: 0 }),
        };
        std::fs::write(super::super::sidecar_path(path), sidecar.text()).unwrap();
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
        // The game as recorded ends before the damaged line; the move after it is kept apart.
        assert_eq!(read_back.records.len(), 2);
        assert_eq!(read_back.after.len(), 1);
        assert!(matches!(
            Journal::resume(&path),
            Err(JournalError::Broken(_))
        ));
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
    fn a_line_without_a_check_value_is_refused() {
        let path = temp("legacy");
        std::fs::write(
            &path,
            "{\"at\":1,\"kind\":\"setup\"}\n{\"at\":2,\"kind\":\"move\",\"uci\":\"e2e4\"}\n",
        )
        .unwrap();
        let read_back = read(&path).unwrap();
        assert_eq!(read_back.damaged, [1, 2]);
        assert!(read_back.records.is_empty());
    }
}
