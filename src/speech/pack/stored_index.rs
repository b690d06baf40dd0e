//! A pack file's index kept small for a game: where each stored entry's local header is, its
//! size and checksum, and every name in one string. The ZIP reader's own index holds a record
//! of a few hundred bytes per entry (the name twice, extra fields, dates), about 0.3 MB for a
//! pack of 930 clips, kept the whole game; this one holds 24 bytes and the name, about 40 KB.
//!
//! It is made from the reader's index once a pack is opened for speaking (see
//! [`super::pack_source::PackSource::compact`]), and only when every entry but the manifest
//! (read once, at the opening, and left out) is stored (not compressed) and not encrypted, as
//! in the shipped packs; a clip is then read by its local
//! header (APPNOTE.TXT 4.3.7: 30 bytes, then the name and the extra field) and checked against
//! the central directory's CRC-32, as the ZIP reader checks it.

use std::fs::File;
use std::io::BufReader;
use std::os::unix::fs::FileExt;

use super::pack_error::ClipProblem;
use crate::data_dirs::MANIFEST;

/// The signature of a local file header.
const LOCAL_HEADER: u32 = 0x0403_4b50;
/// The fixed part of a local file header.
const LOCAL_HEADER_LEN: usize = 30;

/// One entry: the end of its name in [`StoredIndex::names`], where its local header is, its
/// size and CRC-32.
struct Entry {
    name_end: u32,
    size: u32,
    header: u64,
    crc: u32,
    file: bool,
}

/// A [`StoredIndex`] as kept between runs: the names, and each entry's name end, size, local
/// header, CRC-32 and whether it is a file.
#[derive(serde::Serialize, serde::Deserialize)]
pub struct Parts {
    names: String,
    entries: Vec<(u32, u32, u64, u32, bool)>,
}

/// The ZIP reader of a pack file.
pub type Zip = zip::ZipArchive<BufReader<File>>;

/// The entries of a pack file, sorted by name.
pub struct StoredIndex {
    file: File,
    names: String,
    entries: Vec<Entry>,
}

impl StoredIndex {
    /// The index of an archive whose entries are all stored and not encrypted but the manifest
    /// (left out), its file kept and its reader let go; the archive back if one is not (the
    /// ZIP reader is kept for such a pack), or a name is not text.
    pub fn of(archive: Zip) -> Result<StoredIndex, Zip> {
        match StoredIndex::entries(&archive) {
            Some((names, entries)) => Ok(StoredIndex {
                file: archive.into_inner().into_inner(),
                names,
                entries,
            }),
            None => Err(archive),
        }
    }

    /// The names, one after the other in order, and the entries. The names are sorted as the
    /// archive holds them, without a copy each.
    fn entries(archive: &Zip) -> Option<(String, Vec<Entry>)> {
        let mut order: Vec<(&str, usize)> = archive
            .file_names_raw()
            .enumerate()
            .filter(|(_, name)| *name != MANIFEST.as_bytes())
            .map(|(i, name)| std::str::from_utf8(name).ok().map(|name| (name, i)))
            .collect::<Option<_>>()?;
        order.sort_unstable();
        let mut names = String::with_capacity(order.iter().map(|(n, _)| n.len()).sum());
        let mut entries = Vec::with_capacity(order.len());
        for (name, i) in order {
            let entry = archive.by_index_data(i).ok()?;
            if entry.encrypted() || entry.compression() != zip::CompressionMethod::Stored {
                return None;
            }
            names.push_str(name);
            entries.push(Entry {
                name_end: u32::try_from(names.len()).ok()?,
                size: u32::try_from(entry.compressed_size()).ok()?,
                header: entry.header_start(),
                crc: entry.crc32(),
                file: entry.is_file(),
            });
        }
        Some((names, entries))
    }

    /// The index as it is kept between runs ([`super::kept_index`]).
    pub fn parts(&self) -> Parts {
        Parts {
            names: self.names.clone(),
            entries: self
                .entries
                .iter()
                .map(|e| (e.name_end, e.size, e.header, e.crc, e.file))
                .collect(),
        }
    }

    /// The index of `file` from its kept parts; `None` unless every name lies where its entry
    /// says and the names are in order (the lookup halves the range by them).
    pub fn from_parts(file: File, parts: Parts) -> Option<StoredIndex> {
        let mut start = 0usize;
        let mut last: Option<&str> = None;
        for &(end, ..) in &parts.entries {
            let end = end as usize;
            let name = parts.names.get(start..end)?;
            if last.is_some_and(|last| last >= name) {
                return None;
            }
            last = Some(name);
            start = end;
        }
        let entries = parts
            .entries
            .into_iter()
            .map(|(name_end, size, header, crc, file)| Entry {
                name_end,
                size,
                header,
                crc,
                file,
            })
            .collect();
        Some(StoredIndex {
            file,
            names: parts.names,
            entries,
        })
    }

    /// The pack file the index is of.
    pub fn file(&self) -> &File {
        &self.file
    }

    fn name(&self, i: usize) -> &str {
        let start = i
            .checked_sub(1)
            .map_or(0, |p| self.entries[p].name_end as usize);
        &self.names[start..self.entries[i].name_end as usize]
    }

    /// The bytes the index holds on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.names.capacity() + self.entries.capacity() * std::mem::size_of::<Entry>()
    }

    /// Every name, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        (0..self.entries.len()).map(|i| self.name(i))
    }

    fn find(&self, name: &str) -> Option<&Entry> {
        let mut low = 0;
        let mut high = self.entries.len();
        while low < high {
            let mid = (low + high) / 2;
            match self.name(mid).cmp(name) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => return Some(&self.entries[mid]),
            }
        }
        None
    }

    /// Whether the entry is there and is a file.
    pub fn check(&self, name: &str) -> Result<(), ClipProblem> {
        match self.find(name) {
            None => Err(ClipProblem::Missing),
            Some(entry) if !entry.file => Err(ClipProblem::NotAFile),
            Some(_) => Ok(()),
        }
    }

    /// The bytes of an entry of at most `limit` bytes, checked against its CRC-32.
    pub fn read(&self, name: &str, limit: u64) -> Result<Vec<u8>, ClipProblem> {
        let entry = self.find(name).ok_or(ClipProblem::Missing)?;
        if !entry.file {
            return Err(ClipProblem::NotAFile);
        }
        if u64::from(entry.size) > limit {
            return Err(ClipProblem::TooLarge {
                megabytes: limit >> 20,
            });
        }
        let damaged = |detail: String| ClipProblem::Damaged { detail };
        let io = |e: std::io::Error| damaged(e.to_string());
        let mut header = [0u8; LOCAL_HEADER_LEN];
        self.file
            .read_exact_at(&mut header, entry.header)
            .map_err(io)?;
        let word = |at: usize| u16::from_le_bytes([header[at], header[at + 1]]);
        if u32::from_le_bytes([header[0], header[1], header[2], header[3]]) != LOCAL_HEADER {
            return Err(io(std::io::ErrorKind::InvalidData.into()));
        }
        let start =
            entry.header + LOCAL_HEADER_LEN as u64 + u64::from(word(26)) + u64::from(word(28));
        let mut bytes = vec![0u8; entry.size as usize];
        self.file.read_exact_at(&mut bytes, start).map_err(io)?;
        if crc32fast::hash(&bytes) != entry.crc {
            return Err(io(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "Invalid checksum",
            )));
        }
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    /// A pack file as `anna voices pack` writes it: the manifest compressed, the clips stored;
    /// `compress_clip` compresses one clip too.
    fn pack_file(name: &str, compress_clip: bool) -> std::path::PathBuf {
        use zip::CompressionMethod::{Deflated, Stored};
        let path = std::env::temp_dir().join(format!("anna-stored-{}-{name}", std::process::id()));
        let mut zip = zip::ZipWriter::new(File::create(&path).unwrap());
        let options = zip::write::SimpleFileOptions::default();
        zip.start_file(MANIFEST, options.compression_method(Deflated))
            .unwrap();
        zip.write_all(b"language = \"de\"").unwrap();
        zip.add_directory("clips/", options).unwrap();
        for (clip, bytes) in [("clips/b.opus", &b"bb"[..]), ("clips/a.opus", b"aaaa")] {
            let method = if compress_clip { Deflated } else { Stored };
            zip.start_file(clip, options.compression_method(method))
                .unwrap();
            zip.write_all(bytes).unwrap();
        }
        zip.finish().unwrap();
        path
    }

    fn open(path: &std::path::Path) -> Zip {
        zip::ZipArchive::new(BufReader::new(File::open(path).unwrap())).unwrap()
    }

    #[test]
    fn the_stored_entries_are_read_by_name_and_the_manifest_left_out() {
        let path = pack_file("stored", false);
        let index = StoredIndex::of(open(&path)).ok().unwrap();
        assert_eq!(
            index.names().collect::<Vec<_>>(),
            ["clips/", "clips/a.opus", "clips/b.opus"]
        );
        assert_eq!(index.read("clips/a.opus", 100).unwrap(), b"aaaa");
        assert_eq!(index.read("clips/b.opus", 100).unwrap(), b"bb");
        assert_eq!(index.check("clips/"), Err(ClipProblem::NotAFile));
        assert_eq!(index.read(MANIFEST, 100), Err(ClipProblem::Missing));
        assert!(matches!(
            index.read("clips/a.opus", 3),
            Err(ClipProblem::TooLarge { .. })
        ));
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn a_compressed_clip_keeps_the_zip_reader() {
        let path = pack_file("deflated", true);
        assert!(StoredIndex::of(open(&path)).is_err());
        let _ = std::fs::remove_file(path);
    }
}
