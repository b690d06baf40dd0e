//! The files a user names (a PGN, a score sheet, the configuration, a vocabulary, a language
//! file, a voice pack's manifest) are read only if they are regular files of a sane size: a FIFO
//! or a device (`/dev/zero`) would hang the program or fill its memory. The check comes before
//! the file is opened, since opening a FIFO waits for a writer.
//!
//! The files anna writes beside a game (a temporary score sheet or journal, the process id,
//! the heartbeat) are created under names nobody can guess, never through a link, and renamed
//! into place, so that a file or link planted at a known name cannot make anna write elsewhere.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use crate::message::{Arg, Message, io_reason};

/// More than any file a user hands anna: a PGN collection of many thousand games.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Why a named file was not read.
#[derive(Debug)]
pub enum InputError {
    Io(std::io::Error),
    /// A directory, a FIFO, a device, a socket.
    NotAFile,
    /// Larger than `limit` bytes.
    TooLarge {
        limit: u64,
    },
}

impl InputError {
    /// The refusal, naming the file.
    pub fn message(&self, path: &Path) -> Message {
        let path = Arg::Text(path.display().to_string());
        match self {
            InputError::Io(e) => Message::new("file-unreadable")
                .with("path", path)
                .with("reason", io_reason(e)),
            InputError::NotAFile => Message::new("file-not-regular").with("path", path),
            InputError::TooLarge { limit } => Message::new("file-too-large")
                .with("path", path)
                .with("megabytes", limit / (1 << 20)),
        }
    }
}

/// The bytes of a regular file of at most `limit` bytes.
pub fn read_input(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let file = open_regular(path, false, true)?;
    if file.metadata().map_err(InputError::Io)?.len() > limit {
        return Err(InputError::TooLarge { limit });
    }
    let mut bytes = Vec::new();
    // A file that grows while it is read is cut at the limit, and refused.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(InputError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge { limit });
    }
    Ok(bytes)
}

/// [`read_input`] as text; bytes that are not UTF-8 are an error of the file's data.
pub fn read_input_text(path: &Path, limit: u64) -> Result<String, InputError> {
    let bytes = read_input(path, limit)?;
    String::from_utf8(bytes)
        .map_err(|_| InputError::Io(std::io::Error::from(std::io::ErrorKind::InvalidData)))
}

/// Opens a file that must be a regular one, for reading (`write` false) or appending: its type
/// is looked at first, since opening a FIFO waits for a writer (or a reader), and once more on
/// the open file (`O_NONBLOCK` keeps that open from waiting), in case it was swapped between.
/// With `follow` false a symbolic link is refused (`O_NOFOLLOW`).
pub fn open_regular(path: &Path, write: bool, follow: bool) -> Result<File, InputError> {
    let meta = if follow {
        std::fs::metadata(path)
    } else {
        std::fs::symlink_metadata(path)
    }
    .map_err(InputError::Io)?;
    if !meta.is_file() {
        return Err(InputError::NotAFile);
    }
    let mut flags = libc::O_NONBLOCK | libc::O_NOCTTY;
    if !follow {
        flags |= libc::O_NOFOLLOW;
    }
    let file = OpenOptions::new()
        .read(true)
        .append(write)
        .custom_flags(flags)
        .open(path)
        .map_err(InputError::Io)?;
    if !file.metadata().map_err(InputError::Io)?.is_file() {
        return Err(InputError::NotAFile);
    }
    Ok(file)
}

/// A name nobody can guess: a planted file or link at it is unlikely, and refused if there.
fn unpredictable() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    // The standard library seeds each of these from the system's randomness.
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u32(std::process::id());
    hasher.finish()
}

/// A new temporary file beside `path` (in its folder), open for reading and appending. Its
/// name is unpredictable and it is created with `O_EXCL|O_NOFOLLOW`, so that neither a file
/// nor a link planted there is ever written through; its name is `.NAME.PID.RANDOM.tmp`, PID
/// this process's id.
pub fn create_temp(path: &Path) -> std::io::Result<(PathBuf, File)> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut tries = 0;
    loop {
        // The writer's process id in the name tells a dead writer's leftovers from a live
        // one's work (`remove_dead_temps`).
        let pid = std::process::id();
        let tmp = dir.join(format!(".{name}.{pid}.{:016x}.tmp", unpredictable()));
        match OpenOptions::new()
            .read(true)
            .append(true)
            .create_new(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&tmp)
        {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && tries < 16 => tries += 1,
            Err(e) => return Err(e),
        }
    }
}

/// Whether the process `pid` is running (a zombie counts as ended only once reaped; a process
/// of another user, which may not be signalled, counts as running).
pub fn process_alive(pid: u32) -> bool {
    let Ok(id) = libc::pid_t::try_from(pid) else {
        return false;
    };
    if id <= 0 {
        return false;
    }
    // SAFETY: signal 0 only asks whether the process exists; nothing is sent.
    let r = unsafe { libc::kill(id, 0) };
    r == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

/// The writer's process id in the name of a temporary file of [`create_temp`]
/// (`.NAME.PID.RANDOM.tmp`), if the name is one.
fn temp_writer(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (rest, random) = rest.rsplit_once('.')?;
    let (_, pid) = rest.rsplit_once('.')?;
    let hex = random.len() == 16 && random.bytes().all(|b| b.is_ascii_hexdigit());
    hex.then(|| pid.parse().ok()).flatten()
}

/// Removes the temporary files of [`create_temp`] in `dir` whose writer has ended (a kill -9
/// in the middle of a save leaves one behind); a running writer's are left alone. Returns how
/// many were removed.
pub fn remove_dead_temps(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name.to_str().and_then(temp_writer) else {
            continue;
        };
        let regular = entry.file_type().is_ok_and(|t| t.is_file());
        if regular && !process_alive(pid) && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Gives the finished temporary file `tmp` the name `path` only if that name is free (a hard
/// link, which neither replaces nor follows anything), and drops the temporary name. An
/// existing file at `path` is an `AlreadyExists` error and `tmp` is left for the caller.
pub fn publish_new(tmp: &Path, path: &Path) -> std::io::Result<()> {
    std::fs::hard_link(tmp, path)?;
    let _ = std::fs::remove_file(tmp);
    sync_dir(path);
    Ok(())
}

/// Replaces `path` with `bytes` whole, through a temporary file renamed over it: a full disk
/// or a crash leaves the old file or the new one, never a half one, and a link planted at
/// `path` is replaced, not written through.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    replace(path, bytes, true)
}

/// [`write_atomically`] without waiting for the disk: for a file whose loss in a power cut
/// costs nothing the journal does not hold (the pid file, the journal's witness and
/// heartbeat). A process killed at any moment still leaves the old file or the new one (the
/// kernel keeps what was written); only a power cut may leave an older one, or none.
pub fn write_replacing(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    replace(path, bytes, false)
}

/// A small file of fixed length rewritten in place often (the journal's witness with every
/// record, the heartbeat): one write at its start, no new file, no rename, so a waiting game
/// wakes once for it and the folder is left alone. A process killed leaves the old text or
/// the new one (one write of less than a page). Only a regular file of this process's own
/// (one link, not a link followed) is written in place; anything else at the name (a link, a
/// FIFO, a file of another length) is replaced whole by [`write_replacing`]. Not waited for
/// on the disk.
///
/// The file written is kept open: a rewrite looks at the name once (it must still name that
/// file) and writes, instead of opening, asking and closing the file each time (issue 43:
/// five calls on a move's way to its prompt became three).
pub struct InPlace {
    path: PathBuf,
    /// The file written last, with its device and inode.
    held: Option<(File, (u64, u64))>,
}

/// A regular file of one link and of `len` bytes: what is rewritten in place.
fn in_place_fits(meta: &std::fs::Metadata, len: usize) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.is_file() && meta.nlink() == 1 && meta.len() == len as u64
}

impl InPlace {
    pub fn new(path: PathBuf) -> InPlace {
        InPlace { path, held: None }
    }

    /// Rewrites the file with `bytes`, in place where it fits, else replaced whole.
    pub fn rewrite(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        use std::os::unix::fs::{FileExt, MetadataExt};
        if let Some(file) = self.still_held(bytes.len()) {
            return file.write_all_at(bytes, 0);
        }
        self.held = None;
        let opened = OpenOptions::new()
            .write(true)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
            .open(&self.path);
        if let Ok(file) = opened
            && let Ok(meta) = file.metadata()
            && in_place_fits(&meta, bytes.len())
        {
            file.write_all_at(bytes, 0)?;
            self.held = Some((file, (meta.dev(), meta.ino())));
            return Ok(());
        }
        write_replacing(&self.path, bytes)
    }

    /// Replaces the file whole through a temporary file (a full disk is then found).
    pub fn replace(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.held = None;
        write_replacing(&self.path, bytes)
    }

    /// The file held, where the name (not followed through a link) still names it and it is
    /// still a regular file of one link and of `len` bytes.
    fn still_held(&self, len: usize) -> Option<&File> {
        use std::os::unix::fs::MetadataExt;
        let (file, id) = self.held.as_ref()?;
        let meta = std::fs::symlink_metadata(&self.path).ok()?;
        (in_place_fits(&meta, len) && (meta.dev(), meta.ino()) == *id).then_some(file)
    }

    /// [`out_of_room`] for this file: asked of the file held, without a walk along its name.
    pub fn out_of_room(&self) -> bool {
        use std::os::fd::AsRawFd;
        let Some((file, _)) = &self.held else {
            return out_of_room(&self.path);
        };
        // SAFETY: fstatvfs on a descriptor this value owns; `stat` a buffer it fills.
        let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
        (unsafe { libc::fstatvfs(file.as_raw_fd(), &mut stat) } == 0) && stat.f_bavail == 0
    }
}

/// Whether the file system holding `path` has no block left for an ordinary writer: then a
/// file rewritten in place (which needs no new block) would hide the full disk that a
/// replacement through a temporary file finds. One `statvfs`, no disk access; `false` if it
/// cannot be asked.
pub fn out_of_room(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(name) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `name` is a NUL-terminated path and `stat` a buffer `statvfs` fills.
    let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
    (unsafe { libc::statvfs(name.as_ptr(), &mut stat) } == 0) && stat.f_bavail == 0
}

/// Writes `bytes` to a temporary file beside `path`, on the disk first if `sync`, and renames
/// it over `path`.
fn replace(path: &Path, bytes: &[u8], sync: bool) -> std::io::Result<()> {
    let (tmp, mut file) = create_temp(path)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| if sync { file.sync_all() } else { Ok(()) })
        .and_then(|()| std::fs::rename(&tmp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Makes a new or renamed directory entry durable.
pub fn sync_dir(path: &Path) {
    if let Some(dir) = path.parent()
        && let Ok(d) = File::open(if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        })
    {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_and_folders_are_refused_without_being_read() {
        assert!(matches!(
            read_input(Path::new("/dev/zero"), MAX_INPUT_BYTES),
            Err(InputError::NotAFile)
        ));
        assert!(matches!(
            read_input(Path::new("/"), MAX_INPUT_BYTES),
            Err(InputError::NotAFile)
        ));
        let file = std::env::temp_dir().join(format!("anna-files-{}", std::process::id()));
        std::fs::write(&file, "0123456789").unwrap();
        assert!(matches!(
            read_input(&file, 5),
            Err(InputError::TooLarge { limit: 5 })
        ));
        assert_eq!(read_input(&file, 10).unwrap(), b"0123456789");
        let _ = std::fs::remove_file(file);
    }

    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = std::env::temp_dir().join(format!("anna-files-fifo-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let fifo = dir.join("fifo");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0);
        assert!(matches!(
            open_regular(&fifo, false, true),
            Err(InputError::NotAFile)
        ));
        assert!(matches!(
            open_regular(&fifo, true, false),
            Err(InputError::NotAFile)
        ));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn only_a_dead_writers_temporary_files_are_removed() {
        let dir = std::env::temp_dir().join(format!("anna-dead-temps-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let (live, _) = create_temp(&dir.join("g.pgn")).unwrap();
        // A process that has ended, reaped: its id is free.
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let left = dir.join(format!(".g.journal.beat.{dead}.0123456789abcdef.tmp"));
        let other = dir.join(format!(".g.pgn.{dead}.notrandom.tmp"));
        std::fs::write(&left, "x").unwrap();
        std::fs::write(&other, "x").unwrap();
        assert_eq!(remove_dead_temps(&dir), 1);
        assert!(live.exists() && !left.exists() && other.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_planted_link_is_replaced_and_never_written_through() {
        let dir = std::env::temp_dir().join(format!("anna-files-link-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let victim = dir.join("victim");
        std::fs::write(&victim, "precious").unwrap();
        let name = dir.join("game.pgn");
        std::os::unix::fs::symlink(&victim, &name).unwrap();
        write_atomically(&name, b"score sheet").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&name).unwrap(), "score sheet");
        assert!(!std::fs::symlink_metadata(&name).unwrap().is_symlink());
        // A name that is taken, by a file or a link, is never published over.
        let (tmp, _) = create_temp(&name).unwrap();
        let link = dir.join("game.journal");
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        let refused = publish_new(&tmp, &link).unwrap_err();
        assert_eq!(refused.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        let _ = std::fs::remove_dir_all(dir);
    }

    /// The file kept open is written only while its name still names it: a name deleted,
    /// replaced by another file or by a link mid-game gets the text at the name, and a link
    /// is replaced, never written through.
    #[test]
    fn a_file_rewritten_in_place_follows_its_name() {
        let dir = std::env::temp_dir().join(format!("anna-files-in-place-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let name = dir.join("game.journal.beat");
        let mut beat = InPlace::new(name.clone());
        beat.rewrite(b"one").unwrap();
        beat.rewrite(b"two").unwrap();
        assert_eq!(std::fs::read(&name).unwrap(), b"two");
        std::fs::remove_file(&name).unwrap();
        beat.rewrite(b"333").unwrap();
        assert_eq!(
            std::fs::read(&name).unwrap(),
            b"333",
            "deleted: written anew"
        );
        let other = dir.join("other");
        std::fs::write(&other, "xyz").unwrap();
        std::fs::rename(&other, &name).unwrap();
        beat.rewrite(b"444").unwrap();
        assert_eq!(
            std::fs::read(&name).unwrap(),
            b"444",
            "replaced: the new file"
        );
        let victim = dir.join("victim");
        std::fs::write(&victim, "abc").unwrap();
        std::fs::remove_file(&name).unwrap();
        std::os::unix::fs::symlink(&victim, &name).unwrap();
        beat.rewrite(b"555").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "abc");
        assert!(!std::fs::symlink_metadata(&name).unwrap().is_symlink());
        assert_eq!(std::fs::read(&name).unwrap(), b"555", "a link: replaced");
        assert!(!beat.out_of_room());
        let _ = std::fs::remove_dir_all(dir);
    }
}
