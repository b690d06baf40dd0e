//! Where a voice pack's manifest and clips are read from: a folder (what `anna voices record`
//! makes and a user edits) or one pack file (what anna ships and `anna voices install` puts in
//! place).
//!
//! A pack file is a ZIP archive holding `manifest.toml` and the clips under the names the
//! manifest gives, so any archive tool can list it and any player play its Ogg Opus clips. The
//! archive's central directory is its index: opening a pack reads the index and the manifest,
//! and each clip is read when it is first needed. Names are looked up in the archive, never on
//! the disk, so no name inside a pack file reaches outside it; a folder's names are checked not
//! to lead out of it, links included.

use std::io::{BufReader, Read};
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

use super::pack_error::{ClipProblem, PackProblem};
use super::stored_index::StoredIndex;

pub use crate::data_dirs::{MANIFEST, PACK_EXTENSION};

/// The buffer the archive is read through: the index in a few reads, a clip in one.
const INDEX_BUFFER: usize = 64 << 10;

/// The largest manifest read.
const MAX_MANIFEST_BYTES: u64 = 1 << 20;

/// The largest clip read: minutes of sound, far more than one word needs.
pub const MAX_CLIP_BYTES: u64 = 16 << 20;

/// A pack's folder or file, opened.
pub enum PackSource {
    /// The folder, its real path (links followed).
    Folder(PathBuf),
    /// The pack file and its index.
    File {
        path: PathBuf,
        archive: Mutex<Archive>,
    },
}

/// A pack file's index: the ZIP reader's, or once the pack is opened for speaking, a small one
/// of its stored entries ([`StoredIndex`]).
pub enum Archive {
    Zip(zip::ZipArchive<BufReader<std::fs::File>>),
    Stored(StoredIndex),
}

impl std::fmt::Debug for PackSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PackSource({})", self.path().display())
    }
}

impl PackSource {
    /// Opens a pack's folder, or its file by the archive's index; nothing else is read yet.
    pub fn open(path: &Path) -> Result<PackSource, PackProblem> {
        let no_folder = |e: std::io::Error| PackProblem::NoFolder {
            path: path.to_path_buf(),
            reason: e.kind(),
        };
        let meta = std::fs::metadata(path).map_err(no_folder)?;
        if meta.is_dir() {
            return Ok(PackSource::Folder(path.canonicalize().map_err(no_folder)?));
        }
        // A FIFO or a device would hang the reader or never end.
        if !meta.is_file() {
            return Err(PackProblem::NotAFile {
                path: path.to_path_buf(),
            });
        }
        // Looked at again on the open file, in case it was swapped for a FIFO in between.
        let file = crate::files::open_regular(path, false, true).map_err(|e| match e {
            crate::files::InputError::Io(e) => no_folder(e),
            _ => PackProblem::NotAFile {
                path: path.to_path_buf(),
            },
        })?;
        // Buffered: the index is read in many small pieces (0.24 ms for the German pack's 930
        // entries, against 1 ms a read call each).
        let archive =
            zip::ZipArchive::new(BufReader::with_capacity(INDEX_BUFFER, file)).map_err(|e| {
                PackProblem::NotAPack {
                    path: path.to_path_buf(),
                    detail: e.to_string(),
                }
            })?;
        Ok(PackSource::File {
            path: path.to_path_buf(),
            archive: Mutex::new(Archive::Zip(archive)),
        })
    }

    /// A pack file at `path` read by its small index, made before ([`super::kept_index`]).
    pub fn stored(path: &Path, index: StoredIndex) -> PackSource {
        PackSource::File {
            path: path.to_path_buf(),
            archive: Mutex::new(Archive::Stored(index)),
        }
    }

    /// The small index of a pack file, if it is read by one.
    pub fn with_stored<T>(&self, f: impl FnOnce(&StoredIndex) -> T) -> Option<T> {
        let PackSource::File { archive, .. } = self else {
            return None;
        };
        match &*archive.lock().unwrap_or_else(|e| e.into_inner()) {
            Archive::Stored(index) => Some(f(index)),
            Archive::Zip(_) => None,
        }
    }

    /// The same source with a pack file's index made small (see [`StoredIndex`]) and its read
    /// buffer let go: what a game keeps while it speaks. A pack with a compressed or encrypted
    /// entry keeps the ZIP reader.
    pub fn compact(self) -> PackSource {
        let PackSource::File { path, archive } = self else {
            return self;
        };
        let archive = match archive.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Archive::Zip(zip) => match StoredIndex::of(zip) {
                Ok(stored) => Archive::Stored(stored),
                Err(zip) => Archive::Zip(zip),
            },
            stored => stored,
        };
        PackSource::File {
            path,
            archive: Mutex::new(archive),
        }
    }

    /// The bytes a pack file's small index holds on the heap; `None` for a folder or a pack
    /// file read through the ZIP reader.
    pub fn index_bytes(&self) -> Option<usize> {
        let PackSource::File { archive, .. } = self else {
            return None;
        };
        match &*archive.lock().unwrap_or_else(|e| e.into_inner()) {
            Archive::Stored(index) => Some(index.heap_bytes()),
            Archive::Zip(_) => None,
        }
    }

    /// The folder or the file.
    pub fn path(&self) -> &Path {
        match self {
            PackSource::Folder(dir) => dir,
            PackSource::File { path, .. } => path,
        }
    }

    /// Whether the pack is one file.
    pub fn is_file(&self) -> bool {
        matches!(self, PackSource::File { .. })
    }

    /// Where a name of the pack is, for messages: the folder's file, or the name inside the
    /// pack file (`de.zip/clips/drei.opus`).
    pub fn place(&self, name: &str) -> PathBuf {
        self.path().join(name)
    }

    /// The manifest's text.
    pub fn manifest(&self) -> Result<String, PackProblem> {
        let no_manifest = |reason| PackProblem::NoManifest {
            path: self.place(MANIFEST),
            reason,
        };
        let bytes = match self {
            PackSource::Folder(dir) => {
                crate::files::read_input(&dir.join(MANIFEST), MAX_MANIFEST_BYTES).map_err(|e| {
                    no_manifest(match e {
                        crate::files::InputError::Io(e) => e.kind(),
                        _ => std::io::ErrorKind::InvalidInput,
                    })
                })?
            }
            PackSource::File { .. } => {
                self.member(MANIFEST, MAX_MANIFEST_BYTES)
                    .map_err(|problem| {
                        no_manifest(match problem {
                            ClipProblem::Missing => std::io::ErrorKind::NotFound,
                            _ => std::io::ErrorKind::InvalidData,
                        })
                    })?
            }
        };
        String::from_utf8(bytes).map_err(|_| no_manifest(std::io::ErrorKind::InvalidData))
    }

    /// The names in a pack file's index that are not plain names inside the pack (see
    /// [`plain_name`]), in the index's order: anna never unpacks an archive, but a pack that
    /// holds such a name is made to harm whoever does, and is refused whole.
    pub fn bad_entries(&self) -> Vec<String> {
        let PackSource::File { archive, .. } = self else {
            return Vec::new();
        };
        // A folder's entry ends in one slash.
        let bad = |name: &str| plain_name(name.strip_suffix('/').unwrap_or(name)).is_err();
        match &*archive.lock().unwrap_or_else(|e| e.into_inner()) {
            Archive::Zip(zip) => zip
                .file_names()
                .filter_map(|name| match name {
                    Ok(name) if !bad(&name) => None,
                    Ok(name) => Some(name.into_owned()),
                    // A name that is no text in the archive's encoding.
                    Err(e) => Some(format!("\u{FFFD} ({e})")),
                })
                .collect(),
            Archive::Stored(index) => index
                .names()
                .filter(|name| bad(name))
                .map(str::to_string)
                .collect(),
        }
    }

    /// Checks a name the manifest gives: relative and inside the pack; with `present`, also
    /// that the file is there and is a file.
    pub fn check_name(&self, name: &str, present: bool) -> Result<(), ClipProblem> {
        check_relative(name)?;
        if !present {
            return Ok(());
        }
        match self {
            PackSource::Folder(dir) => inside(dir, name).map(|_| ()),
            PackSource::File { archive, .. } => {
                match &mut *archive.lock().unwrap_or_else(|e| e.into_inner()) {
                    Archive::Zip(zip) => {
                        let file = zip.by_name(name).map_err(|_| ClipProblem::Missing)?;
                        if file.is_file() {
                            Ok(())
                        } else {
                            Err(ClipProblem::NotAFile)
                        }
                    }
                    Archive::Stored(index) => index.check(name),
                }
            }
        }
    }

    /// The bytes of a clip the manifest names.
    pub fn read(&self, name: &str) -> Result<Vec<u8>, ClipProblem> {
        check_relative(name)?;
        self.member(name, MAX_CLIP_BYTES)
    }

    fn member(&self, name: &str, limit: u64) -> Result<Vec<u8>, ClipProblem> {
        let too_large = ClipProblem::TooLarge {
            megabytes: limit >> 20,
        };
        let mut bytes = Vec::new();
        match self {
            PackSource::Folder(dir) => {
                let path = inside(dir, name)?;
                bytes = crate::files::read_input(&path, limit).map_err(file_problem)?;
            }
            PackSource::File { archive, .. } => {
                let mut archive = archive.lock().unwrap_or_else(|e| e.into_inner());
                let zip = match &mut *archive {
                    Archive::Zip(zip) => zip,
                    Archive::Stored(index) => return index.read(name, limit),
                };
                let file = zip.by_name(name).map_err(|_| ClipProblem::Missing)?;
                if !file.is_file() {
                    return Err(ClipProblem::NotAFile);
                }
                if file.size() > limit {
                    return Err(too_large);
                }
                file.take(limit + 1)
                    .read_to_end(&mut bytes)
                    .map_err(|e| ClipProblem::Damaged {
                        detail: e.to_string(),
                    })?;
            }
        }
        if bytes.len() as u64 > limit {
            return Err(too_large);
        }
        Ok(bytes)
    }
}

/// Why a clip's file was not read, as a clip problem.
pub fn file_problem(e: crate::files::InputError) -> ClipProblem {
    match e {
        crate::files::InputError::TooLarge { limit } => ClipProblem::TooLarge {
            megabytes: limit >> 20,
        },
        crate::files::InputError::NotAFile => ClipProblem::NotAFile,
        crate::files::InputError::Io(_) => ClipProblem::Missing,
    }
}

/// A name relative to the pack, without `..`.
fn check_relative(name: &str) -> Result<(), ClipProblem> {
    if name.is_empty() {
        return Err(ClipProblem::NoFile);
    }
    plain_name(name)
}

/// A plain relative name under the pack: parts joined by single slashes, none of them `..`,
/// no root, no control character (a line break in a file name), no backslash (a separator
/// where the archive may be unpacked). `./` is allowed, as it leads nowhere.
pub fn plain_name(name: &str) -> Result<(), ClipProblem> {
    let rel = Path::new(name);
    if name.is_empty()
        || name.chars().any(|c| c.is_control() || c == '\\')
        || name.split('/').skip(1).any(str::is_empty)
    {
        return Err(ClipProblem::NotPlain);
    }
    if rel.is_absolute() || rel.has_root() {
        return Err(ClipProblem::Absolute);
    }
    for part in rel.components() {
        match part {
            Component::Normal(_) | Component::CurDir => {}
            Component::ParentDir => return Err(ClipProblem::LeadsOut),
            Component::RootDir | Component::Prefix(_) => return Err(ClipProblem::Absolute),
        }
    }
    Ok(())
}

/// The real path of a folder's file, if it stays inside the folder after links are followed.
fn inside(dir: &Path, name: &str) -> Result<PathBuf, ClipProblem> {
    let path = dir
        .join(name)
        .canonicalize()
        .map_err(|_| ClipProblem::Missing)?;
    if !path.starts_with(dir) {
        return Err(ClipProblem::LinkLeadsOut);
    }
    if !path.is_file() {
        return Err(ClipProblem::NotAFile);
    }
    Ok(path)
}
