//! A pack file's manifest and small index, kept in the user's cache folder between runs.
//!
//! Opening a pack file for speaking reads the archive's central directory (930 words: about
//! 0.5 ms), inflates the manifest and parses its TOML (about 0.9 ms), and checks every name:
//! two thirds of what `anna voices say` waits for before its first sound, every time. What
//! that opening made, the manifest and the small index of the stored clips
//! ([`StoredIndex`]), is written once to `$XDG_CACHE_HOME/anna/packs/` and read back the
//! next time in a tenth of that.
//!
//! What is kept is used only for the very file it was made of: the pack file's device, inode,
//! size, and times of change (which no program can set back) must be the same, and the kept
//! bytes must match their CRC-32; anything else (another pack installed, the file touched, a
//! cache from another version of anna, a damaged one) and the pack is opened as before and
//! kept anew. Each clip is still checked against the archive's CRC-32 as it is read. Losing
//! the cache costs one slower opening, so it is written without a sync, and a cache that
//! cannot be written is not news.

use std::fs::Metadata;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::pack_source::PackSource;
use super::stored_index::{Parts, StoredIndex};

/// Changed whenever what is kept changes its shape or meaning.
const VERSION: u32 = 1;

/// The largest kept index read: far more than a pack of every word.
const MAX_BYTES: u64 = 16 << 20;

/// Which file a kept index is of.
#[derive(Serialize, Deserialize, PartialEq, Eq)]
struct Identity {
    dev: u64,
    ino: u64,
    size: u64,
    modified: (i64, i64),
    changed: (i64, i64),
}

impl Identity {
    fn of(meta: &Metadata) -> Identity {
        Identity {
            dev: meta.dev(),
            ino: meta.ino(),
            size: meta.size(),
            modified: (meta.mtime(), meta.mtime_nsec()),
            changed: (meta.ctime(), meta.ctime_nsec()),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Kept<M> {
    version: u32,
    identity: Identity,
    manifest: M,
    index: Parts,
}

/// Where the kept index of the pack file at `path` is: one file for each path, so that a pack
/// installed anew replaces its own.
fn place(path: &Path) -> Option<PathBuf> {
    let absolute = std::path::absolute(path).ok()?;
    let name = crc32fast::hash(absolute.as_os_str().as_bytes());
    xdg::BaseDirectories::with_prefix("anna")
        .get_cache_home()
        .map(|dir| dir.join("packs").join(format!("{name:08x}.index")))
}

/// The pack file at `path` read by its kept index, and its manifest; `None` if nothing is kept
/// for this very file, or what is kept cannot be used.
pub fn load<M: DeserializeOwned>(path: &Path) -> Option<(PackSource, M)> {
    load_at(&place(path)?, path)
}

fn load_at<M: DeserializeOwned>(place: &Path, path: &Path) -> Option<(PackSource, M)> {
    let bytes = crate::files::read_input(place, MAX_BYTES).ok()?;
    let (body, sum) = bytes.split_at(bytes.len().checked_sub(4)?);
    if crc32fast::hash(body).to_le_bytes() != sum {
        return None;
    }
    let kept: Kept<M> = postcard::from_bytes(body).ok()?;
    if kept.version != VERSION {
        return None;
    }
    let file = crate::files::open_regular(path, false, true).ok()?;
    if Identity::of(&file.metadata().ok()?) != kept.identity {
        return None;
    }
    let index = StoredIndex::from_parts(file, kept.index)?;
    Some((PackSource::stored(path, index), kept.manifest))
}

/// Keeps what opening the pack file at `path` made, for the next run; nothing for a folder or a
/// pack read through the ZIP reader.
pub fn keep<M: Serialize>(path: &Path, source: &PackSource, manifest: &M) {
    if let Some(place) = place(path) {
        keep_at(&place, source, manifest);
    }
}

fn keep_at<M: Serialize>(place: &Path, source: &PackSource, manifest: &M) {
    let made = source.with_stored(|index| {
        let identity = Identity::of(&index.file().metadata().ok()?);
        let kept = Kept {
            version: VERSION,
            identity,
            manifest,
            index: index.parts(),
        };
        postcard::to_stdvec(&kept).ok()
    });
    let Some(Some(mut bytes)) = made else {
        return;
    };
    bytes.extend(crc32fast::hash(&bytes).to_le_bytes());
    let _ = write(place, &bytes);
}

/// Writes `bytes` to `place` whole or not at all, unsynced ([`crate::files::write_replacing`]:
/// a temporary file of its own beside it, renamed; two games may keep the same pack at once).
fn write(place: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = place.parent() {
        std::fs::create_dir_all(dir)?;
    }
    crate::files::write_replacing(place, bytes)
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;
    use crate::speech::pack::pack_source::MANIFEST;

    /// A folder of its own for each test, with a pack file of two stored clips (as `anna voices
    /// pack` writes them) holding `a`.
    fn pack(test: &str, a: &[u8]) -> (PathBuf, PathBuf) {
        let dir = std::env::temp_dir().join(format!("anna-kept-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("de.zip");
        write_pack(&path, a);
        (dir, path)
    }

    fn write_pack(path: &Path, a: &[u8]) {
        use zip::CompressionMethod::{Deflated, Stored};
        let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
        let options = zip::write::SimpleFileOptions::default();
        zip.start_file(MANIFEST, options.compression_method(Deflated))
            .unwrap();
        zip.write_all(b"language = \"de\"").unwrap();
        for (clip, bytes) in [("clips/a.opus", a), ("clips/b.opus", b"bb")] {
            zip.start_file(clip, options.compression_method(Stored))
                .unwrap();
            zip.write_all(bytes).unwrap();
        }
        zip.finish().unwrap();
    }

    fn opened(path: &Path) -> PackSource {
        PackSource::open(path).unwrap().compact()
    }

    #[test]
    fn what_was_kept_reads_the_clips_of_the_pack() {
        let (dir, path) = pack("same", b"aaaa");
        let place = dir.join("packs").join("kept.index");
        keep_at(&place, &opened(&path), &"the manifest".to_string());
        let (source, manifest) = load_at::<String>(&place, &path).unwrap();
        assert_eq!(manifest, "the manifest");
        assert_eq!(source.read("clips/a.opus").unwrap(), b"aaaa");
        assert_eq!(source.read("clips/b.opus").unwrap(), b"bb");
        assert!(source.read("clips/c.opus").is_err());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_pack_written_anew_is_opened_anew() {
        let (dir, path) = pack("anew", b"aaaa");
        let place = dir.join("kept.index");
        keep_at(&place, &opened(&path), &1u32);
        // Another pack under the same name, as `anna voices install` puts one in place.
        let other = dir.join("other.zip");
        write_pack(&other, b"AAAAAA");
        std::fs::rename(&other, &path).unwrap();
        assert!(load_at::<u32>(&place, &path).is_none());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_damaged_kept_index_is_not_used() {
        let (dir, path) = pack("damaged", b"aaaa");
        let place = dir.join("kept.index");
        keep_at(&place, &opened(&path), &1u32);
        let whole = std::fs::read(&place).unwrap();
        assert!(load_at::<u32>(&place, &path).is_some());
        for at in [0, whole.len() / 2, whole.len() - 1] {
            let mut damaged = whole.clone();
            damaged[at] ^= 0x10;
            std::fs::write(&place, &damaged).unwrap();
            assert!(load_at::<u32>(&place, &path).is_none(), "byte {at}");
        }
        std::fs::write(&place, &whole[..whole.len() - 3]).unwrap();
        assert!(load_at::<u32>(&place, &path).is_none());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_folder_is_not_kept() {
        let (dir, _) = pack("folder", b"aaaa");
        let place = dir.join("kept.index");
        keep_at(&place, &PackSource::Folder(dir.clone()), &1u32);
        assert!(!place.exists());
        let _ = std::fs::remove_dir_all(dir);
    }
}
