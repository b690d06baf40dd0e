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
//!
//! A journal is born whole: its first record is written under a temporary name, which it
//! loses only when the journal takes its own name, so no empty journal is ever seen, and two
//! games never share one. Before each record, the file written to is compared with the one at
//! the journal's name: a journal deleted, renamed or replaced under a running game is written
//! anew from the records the open file holds, so that a crash afterwards loses nothing.

use std::fs::File;
use std::io::Write;
use std::os::fd::AsRawFd;
use std::os::unix::fs::{FileExt, MetadataExt};
use std::path::{Path, PathBuf};

use super::chain::{End, ReadJournal, framed, parse};
use super::closing_code::{ClosingCode, CodeChain};
use super::damage::damage_message;
use super::link::Link;
use super::witness::{Sidecar, sidecar_path};
use crate::files::{
    InputError, create_temp, open_regular, publish_new, read_input_text, sync_dir, write_replacing,
};
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
    /// Whether the file read at opening needs a repair before anything is appended: damage, or
    /// a last line without its newline.
    unclean: bool,
    /// The journal was written anew under the running game and nobody has been told yet.
    restored: Option<Message>,
    /// The last record's link: what the next one continues.
    last: Option<Link>,
    /// Opened without a witness of its end, its writer (this process id) dead: a crash before
    /// the first witness was written, continued as it is and said so.
    unwitnessed: Option<u32>,
    /// The hash of every record so far: the closing code of the game as it stands.
    hash: CodeChain,
    /// The device and inode of `file`, once asked (see [`Journal::held`]).
    held: Option<(u64, u64)>,
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

/// What is missing from a journal the game cannot go on from, and what the arbiter can do.
fn broken_message(read: &ReadJournal) -> Message {
    let damage = match Session::replay_intact(&read.records) {
        Ok((session, stopped)) => damage_message(read, Some(&session), stopped),
        Err(_) => damage_message(read, None, None),
    };
    Message::new("resume-refused").with("damage", damage)
}

/// How often, and how far apart, the journal's lock is tried: 50 ms in all, which a person
/// starting a second anna on a game does not notice.
const LOCK_TRIES: u32 = 11;
const LOCK_PAUSE: std::time::Duration = std::time::Duration::from_millis(5);

/// Holds the advisory lock on the journal, or says who holds it. Tried for a moment before it
/// is refused: a lock outlives its writer by the instant a child process started then holds a
/// copy of the descriptor (between its fork and its exec), and a game resumed at once must not
/// be refused for that.
fn lock(file: &File, path: &Path) -> Result<(), JournalError> {
    let try_lock =
        // SAFETY: flock on a descriptor this process owns; no memory is involved.
        || unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
    let locked = (0..LOCK_TRIES).any(|attempt| {
        if attempt > 0 {
            std::thread::sleep(LOCK_PAUSE);
        }
        try_lock()
    });
    if !locked {
        let pid = read_input_text(&pid_path(path), 64)
            .ok()
            .and_then(|t| t.trim().parse().ok());
        return Err(JournalError::Locked { pid });
    }
    Ok(())
}

/// Writes this process's id beside the journal, once the game is its own. Only a help for the
/// message of a second opening and for telling a dead writer: the lock is what counts. Not
/// waited for on the disk: a process killed leaves it written (the kernel has it), and after a
/// power cut every writer is dead, so a pid file lost then only makes a journal without a
/// witness wait for the arbiter.
fn write_pid(path: &Path) {
    let _ = write_replacing(
        &pid_path(path),
        format!("{}\n", std::process::id()).as_bytes(),
    );
}

/// Opens a journal for reading, refusing a FIFO or a device before it is opened.
fn open_journal(path: &Path, write: bool) -> Result<File, JournalError> {
    open_regular(path, write, true).map_err(|e| match e {
        InputError::Io(e) => JournalError::Io(e),
        InputError::NotAFile | InputError::TooLarge { .. } => JournalError::NotAJournal,
    })
}

/// The bytes of an open journal from its start, if it is a regular file of a sane size.
fn read_all(file: &File) -> Result<Vec<u8>, JournalError> {
    let meta = file.metadata()?;
    if !meta.is_file() || meta.len() > MAX_JOURNAL_BYTES {
        return Err(JournalError::NotAJournal);
    }
    let mut bytes = vec![0u8; usize::try_from(meta.len()).unwrap_or(0)];
    let mut got = 0;
    while got < bytes.len() {
        match file.read_at(&mut bytes[got..], got as u64)? {
            0 => break,
            n => got += n,
        }
    }
    bytes.truncate(got);
    Ok(bytes)
}

/// The device and inode of an open file: what it is, as long as it is open.
fn identity(file: &File) -> std::io::Result<(u64, u64)> {
    let meta = file.metadata()?;
    Ok((meta.dev(), meta.ino()))
}

/// Whether the file of identity `held` is the file at `path` (a link followed): the same
/// device and inode. One look at the path; the held file's own identity never changes.
fn same_file(held: (u64, u64), path: &Path) -> std::io::Result<bool> {
    match std::fs::metadata(path) {
        Ok(there) => Ok((there.dev(), there.ino()) == held),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// Where a journal's bytes really are: the target of a journal that is a link (which stays),
/// else the journal's own name.
fn real_path(path: &Path) -> PathBuf {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if is_link && let Ok(target) = std::fs::canonicalize(path) {
        return target;
    }
    path.to_path_buf()
}

/// A new file beside `path` holding `bytes`, written to the disk and locked for this process;
/// its temporary name, to be renamed or published. Removed again if anything fails. An empty
/// one is not synced: its first record's sync takes the file along, and the name it gets
/// is synced when it is published.
fn whole_temp(path: &Path, bytes: &[u8]) -> Result<(PathBuf, File), JournalError> {
    let (tmp, mut file) = create_temp(path)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| match bytes.is_empty() {
            true => Ok(()),
            false => file.sync_all(),
        })
        .map_err(JournalError::Io)
        .and_then(|()| lock(&file, &tmp));
    match written {
        Ok(()) => Ok((tmp, file)),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// The process the pid file beside the journal names, if it has ended: the journal's last
/// writer died (a crash, a kill), it is not writing on.
fn dead_writer(path: &Path) -> Option<u32> {
    let pid: u32 = read_input_text(&pid_path(path), 64)
        .ok()?
        .trim()
        .parse()
        .ok()?;
    (pid != std::process::id() && !crate::files::process_alive(pid)).then_some(pid)
}

/// Where the process id of a journal's writer is kept: beside it (`GAME.journal.pid`).
pub fn pid_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".pid");
    PathBuf::from(name)
}

impl Journal {
    /// Creates a new journal holding its first record, committed at `at`; fails with
    /// `AlreadyExists` if the name is taken, so no game is ever overwritten. Nothing is left
    /// behind when it fails.
    pub fn create(path: &Path, first: &Record, at: u64) -> Result<Journal, JournalError> {
        let (tmp, file) = whole_temp(path, b"")?;
        let mut journal = Journal {
            file,
            path: path.to_path_buf(),
            len: 0,
            unclean: false,
            restored: None,
            last: None,
            unwitnessed: None,
            hash: CodeChain::default(),
            held: None,
        };
        // The pid file first, so that a journal is never seen without it: a writer killed
        // before its first witness is known dead, and its game can be resumed.
        let free = std::fs::symlink_metadata(path).is_err();
        if free {
            write_pid(path);
        }
        let named = journal
            .write(first, at, true)
            .and_then(|()| publish_new(&tmp, path));
        if let Err(e) = named {
            let _ = std::fs::remove_file(&tmp);
            if free {
                let _ = std::fs::remove_file(pid_path(path));
            }
            return Err(JournalError::Io(e));
        }
        if !free {
            write_pid(path);
        }
        Ok(journal)
    }

    /// Opens a journal to continue it: locked first, then read; nothing on the disk is changed
    /// until [`Journal::take_over`]. One with a record missing or out of place, or whose end is
    /// not witnessed, is refused as it is.
    pub fn open(path: &Path) -> Result<(Journal, ReadJournal), JournalError> {
        let file = open_journal(path, true)?;
        lock(&file, path)?;
        let bytes = read_all(&file)?;
        let mut parsed = parse(&bytes, Sidecar::read(path).witness);
        // No witness ever written (no file at its name) and no closing record, but an intact
        // chain whose writer has died: a crash before the first witness (or while none could
        // be written), taken as it is. A witness that is there but unreadable is not passed
        // over.
        let never_witnessed = std::fs::symlink_metadata(sidecar_path(path)).is_err();
        let unwitnessed = (never_witnessed
            && parsed.read.damaged_at_end_only()
            && parsed.read.end == End::PossiblyCut)
            .then(|| dead_writer(path))
            .flatten();
        if unwitnessed.is_some() {
            parsed.read.end = End::Whole;
        }
        if !parsed.read.continuable() {
            return Err(JournalError::Broken(Box::new(parsed.read)));
        }
        Ok((
            Journal {
                file,
                path: path.to_path_buf(),
                len: bytes.len() as u64,
                unclean: !parsed.clean,
                restored: None,
                last: parsed.last,
                unwitnessed,
                hash: parsed.hash,
                held: None,
            },
            parsed.read,
        ))
    }

    /// Makes an opened journal this process's to continue. A damaged journal is first copied
    /// aside whole (its name is returned) and then continued as its intact records `read`, so
    /// that nothing is appended after damage and nothing of it is lost; when the copy cannot
    /// be made whole, nothing is changed. A journal that is a link is repaired at its target.
    pub fn take_over(&mut self, read: &ReadJournal) -> Result<Option<PathBuf>, JournalError> {
        if !self.unclean {
            write_pid(&self.path);
            return Ok(None);
        }
        let bytes = read_all(&self.file)?;
        let target = real_path(&self.path);
        let aside = copy_aside(&target, &bytes)?;
        let mut text = String::new();
        let mut last = None;
        let mut hash = CodeChain::default();
        for (at, record) in &read.records {
            let framed = framed(*at, record, last)?;
            text.push_str(&framed.line);
            hash.add(&framed.covered);
            last = Some(framed.link);
        }
        // The new file is locked before it takes the name, so no other process gets between.
        let renamed = whole_temp(&target, text.as_bytes()).and_then(|(tmp, file)| {
            std::fs::rename(&tmp, &target).map_err(|e| {
                let _ = std::fs::remove_file(&tmp);
                JournalError::Io(e)
            })?;
            Ok(file)
        });
        match renamed {
            Ok(file) => {
                sync_dir(&target);
                self.file = file;
                self.held = None;
                self.len = text.len() as u64;
                self.unclean = false;
                self.last = last;
                self.hash = hash;
                write_pid(&self.path);
                Ok(Some(aside))
            }
            Err(e) => {
                // Refused whole: the copy goes too, the journal was not touched.
                let _ = std::fs::remove_file(&aside);
                Err(e)
            }
        }
    }

    /// The dead writer's process id, if the journal was opened without a witness of its end.
    pub fn unwitnessed(&self) -> Option<u32> {
        self.unwitnessed
    }

    /// What the players are to be told once: the journal was written anew under the game.
    pub fn take_restored(&mut self) -> Option<Message> {
        self.restored.take()
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The last record's link, for the witness.
    pub fn last(&self) -> Option<Link> {
        self.last
    }

    /// The closing code of the records written so far.
    pub fn code(&self) -> ClosingCode {
        self.hash.code()
    }

    /// Appends one record, committed at `at` (milliseconds since 1970), and waits until it is
    /// on the disk. A write that fails is cut back to where it started, so that the next
    /// record is never glued to a torn one.
    pub fn append(&mut self, record: &Record, at: u64) -> std::io::Result<()> {
        self.keep_in_place()?;
        self.write(record, at, true)
    }

    /// [`Journal::append`] without waiting for the disk: for a record nobody is told about and
    /// that another place holds as well (Lichess's clock times, which its server keeps). The
    /// next record's sync takes it along (one `fdatasync` writes every page of the file); a
    /// power cut before that loses it, and the witness never names it before then.
    pub fn append_unsynced(&mut self, record: &Record, at: u64) -> std::io::Result<()> {
        self.keep_in_place()?;
        self.write(record, at, false)
    }

    /// Writes one record to the open file (and waits for the disk if `sync`), cut back if the
    /// write fails.
    fn write(&mut self, record: &Record, at: u64, sync: bool) -> std::io::Result<()> {
        let framed = framed(at, record, self.last)?;
        let written = self
            .file
            .write_all(framed.line.as_bytes())
            .and_then(|()| match sync {
                true => self.file.sync_data(),
                false => Ok(()),
            });
        match written {
            Ok(()) => {
                self.len += framed.line.len() as u64;
                self.last = Some(framed.link);
                self.hash.add(&framed.covered);
                Ok(())
            }
            Err(e) => {
                let _ = self.file.set_len(self.len);
                let _ = self.file.sync_data();
                Err(e)
            }
        }
    }

    /// The device and inode of the file written to, asked once for each file it holds (a
    /// record then costs one look at the journal's name, not two, issue 43).
    fn held(&mut self) -> std::io::Result<(u64, u64)> {
        match self.held {
            Some(held) => Ok(held),
            None => {
                let held = identity(&self.file)?;
                self.held = Some(held);
                Ok(held)
            }
        }
    }

    /// Makes sure the file written to is the one at the journal's name. A journal deleted or
    /// renamed is written anew at its name from the records the open file holds; one replaced
    /// by another file is written anew too, the other file kept as `GAME.journal.replaced-N`.
    /// The next record then goes to the new file, and the players are told once.
    fn keep_in_place(&mut self) -> std::io::Result<()> {
        if same_file(self.held()?, &self.path)? {
            return Ok(());
        }
        let mut bytes = vec![0u8; usize::try_from(self.len).unwrap_or(usize::MAX)];
        self.file.read_exact_at(&mut bytes, 0)?;
        let (tmp, file) = whole_temp(&self.path, &bytes).map_err(|e| match e {
            JournalError::Io(e) => e,
            other => std::io::Error::other(format!("{other:?}")),
        })?;
        let kept = match publish_new(&tmp, &self.path) {
            Ok(()) => None,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let aside = aside_name(&self.path, "replaced", |aside| {
                    std::fs::hard_link(&self.path, aside)
                });
                let renamed = aside.and_then(|aside| {
                    std::fs::rename(&tmp, &self.path)?;
                    sync_dir(&self.path);
                    Ok(aside)
                });
                match renamed {
                    Ok(aside) => Some(aside),
                    Err(e) => {
                        let _ = std::fs::remove_file(&tmp);
                        return Err(e);
                    }
                }
            }
            Err(e) => {
                let _ = std::fs::remove_file(&tmp);
                return Err(e);
            }
        };
        self.file = file;
        self.held = None;
        write_pid(&self.path);
        let path = Arg::Text(self.path.display().to_string());
        self.restored = Some(match kept {
            None => Message::new("journal-restored").with("path", path),
            Some(aside) => Message::new("journal-restored-replaced")
                .with("path", path)
                .with("copy", Arg::Text(aside.display().to_string())),
        });
        Ok(())
    }
}

/// Gives `make` the names `GAME.journal.KIND-1`, `-2` … until one is free for it; the name it
/// took.
fn aside_name(
    path: &Path,
    kind: &str,
    mut make: impl FnMut(&Path) -> std::io::Result<()>,
) -> std::io::Result<PathBuf> {
    for n in 1..1000 {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".{kind}-{n}"));
        let name = PathBuf::from(name);
        match make(&name) {
            Ok(()) => return Ok(name),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(std::io::ErrorKind::AlreadyExists.into())
}

/// A whole copy of a damaged journal's `bytes` as `GAME.journal.damaged-N`, on the disk
/// before it has its name; on a full disk no copy is made and the error is returned.
fn copy_aside(path: &Path, bytes: &[u8]) -> Result<PathBuf, JournalError> {
    let (tmp, file) = whole_temp(path, bytes)?;
    drop(file);
    let copied = aside_name(path, "damaged", |aside| publish_new(&tmp, aside));
    if copied.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    Ok(copied?)
}

/// Reads a journal without changing it: its chain, what breaks it, and its end against the
/// witness beside it. A FIFO or a device is refused before it is opened.
pub fn read(path: &Path) -> Result<ReadJournal, JournalError> {
    let file = open_journal(path, false)?;
    Ok(parse(&read_all(&file)?, Sidecar::read(path).witness).read)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Record;
    use std::fs::OpenOptions;

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
        let mut j = Journal::create(path, &records[0], 1000).unwrap();
        for (i, r) in records.iter().enumerate().skip(1) {
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
            Journal::create(&path, &expected[0].1, 1).is_err(),
            "an existing journal is never overwritten"
        );
        assert_eq!(read(&path).unwrap().records, expected);
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
        assert!(matches!(Journal::open(&path), Err(JournalError::Broken(_))));
    }

    #[test]
    fn a_torn_line_is_kept_aside_and_the_game_goes_on_after_it() {
        let path = temp("torn");
        write(&path, &moves(&["e2e4"]));
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"at\":1,\"kind\":\"mo").unwrap();
        drop(f);
        let before = std::fs::read(&path).unwrap();
        let (mut j, read_back) = Journal::open(&path).unwrap();
        let aside = j.take_over(&read_back).unwrap();
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
        let (mut j, read_back) = Journal::open(&path).unwrap();
        let aside = j.take_over(&read_back).unwrap();
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
        let (first, _) = Journal::open(&path).unwrap();
        match Journal::open(&path) {
            Err(JournalError::Locked { pid }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("{:?}", other.map(|_| ())),
        }
        drop(first);
        assert!(Journal::open(&path).is_ok());
    }

    #[test]
    fn a_journal_that_is_a_link_is_repaired_at_its_target_and_stays_a_link() {
        let real = temp("link-target");
        write(&real, &moves(&["e2e4"]));
        let mut f = OpenOptions::new().append(true).open(&real).unwrap();
        f.write_all(b"{\"at\":1,\"kind\":\"mo").unwrap();
        drop(f);
        let link = temp("link").with_file_name("link.journal");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        // The game ran under the link's name: its witness is beside the link.
        std::fs::copy(
            super::super::sidecar_path(&real),
            super::super::sidecar_path(&link),
        )
        .unwrap();
        let (mut j, read_back) = Journal::open(&link).unwrap();
        let aside = j.take_over(&read_back).unwrap().expect("copied aside");
        assert_eq!(
            aside.parent(),
            real.parent(),
            "the copy is beside the target"
        );
        assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
        j.append(
            &Record::Move {
                uci: "e7e5".parse().expect("uci"),
            },
            3,
        )
        .unwrap();
        assert!(
            j.take_restored().is_none(),
            "the repaired file is the journal"
        );
        let read_back = read(&real).unwrap();
        assert_eq!(read_back.records.len(), 3);
        assert!(!read_back.is_damaged());
    }

    #[test]
    fn a_deleted_journal_is_written_anew_before_the_next_record() {
        let path = temp("deleted");
        let records = moves(&["e2e4", "e7e5"]);
        let mut j = Journal::create(&path, &records[0], 1000).unwrap();
        j.append(&records[1], 1001).unwrap();
        std::fs::remove_file(&path).unwrap();
        j.append(&records[2], 1002).unwrap();
        assert!(j.take_restored().is_some());
        assert!(j.take_restored().is_none(), "said once");
        drop(j);
        assert_eq!(read(&path).unwrap().records.len(), 3);
    }

    /// The writer's running code is the reader's code of the same record, also after the
    /// journal was reopened, and after a torn last line was copied aside and left out.
    #[test]
    fn the_closing_code_goes_on_across_a_resumption_and_a_repair() {
        let path = temp("code");
        write(&path, &moves(&["e2e4", "e7e5"]));
        let codes = read(&path).unwrap().codes;
        assert_eq!(codes.len(), 3);
        let (mut j, read_back) = Journal::open(&path).unwrap();
        assert_eq!(j.code(), codes[2]);
        j.take_over(&read_back).unwrap();
        j.append(&Record::Left, 4).unwrap();
        let code = j.code();
        drop(j);
        let after = read(&path).unwrap().codes;
        assert_eq!(after[..3], codes[..]);
        assert_eq!(after.last(), Some(&code));
        // A torn line: the code is the chain's, without it.
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(b"{\"at\":5,\"kind\":\"mo").unwrap();
        drop(f);
        let (mut j, read_back) = Journal::open(&path).unwrap();
        j.take_over(&read_back).unwrap().expect("copied aside");
        assert_eq!(j.code(), code);
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
