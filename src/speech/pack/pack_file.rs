//! Making a pack file from a pack: every clip as Ogg Opus ([`super::opus_clip`]) and the
//! manifest, in one ZIP archive ([`super::pack_source`]). `anna voices pack` and `anna voices
//! install` use it, and `scripts/make-voices.sh` through them.
//!
//! Clips already in Opus are copied as they are; WAV clips are decoded, brought to
//! [`PACK_RATE`] (linear interpolation, as playing does: a clip recorded or made at the pack rate
//! needs none) and encoded. The archive is written beside its final name under a name no other
//! process uses, created new (never through a link), and renamed into place once whole, so
//! a pack file is there complete or not at all. Every entry has the same date and mode, so
//! the same pack gives the same bytes.

use std::io::Write;
use std::path::{Path, PathBuf};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

use super::opus_clip::{self, PACK_RATE};
use super::pack_error::{ClipError, ClipProblem};
use super::voice_pack::{ClipFormat, MANIFEST, Manifest, VoicePack, decode_clip};

/// What went wrong while making a pack file.
#[derive(Debug)]
pub enum PackFileError {
    /// A clip that cannot be read or encoded: nothing was written.
    Clip(ClipError),
    /// The file cannot be written; the system's account.
    Write { path: PathBuf, detail: String },
}

/// What was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    pub clips: usize,
    /// The pack file's size in bytes.
    pub bytes: u64,
    /// The clips' size in bytes before.
    pub before: u64,
}

/// What goes into a pack file: the manifest, each clip's name and Opus bytes, and how large
/// the clips were before.
struct Contents {
    manifest: Manifest,
    files: Vec<(String, Vec<u8>)>,
    before: u64,
}

/// The clips of the pack in Opus, with their names in the new manifest.
fn opus_clips(pack: &VoicePack) -> Result<Contents, PackFileError> {
    let old = pack.manifest();
    let mut manifest = Manifest {
        language: old.language.clone(),
        sample_rate: if old.format == ClipFormat::Opus {
            old.sample_rate
        } else {
            PACK_RATE
        },
        channels: if old.format == ClipFormat::Opus {
            old.channels
        } else {
            1
        },
        format: ClipFormat::Opus,
        words: Default::default(),
        letters: Default::default(),
    };
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut before = 0u64;
    let tables = [(&old.words, false), (&old.letters, true)];
    for (table, letters) in tables {
        for (key, file) in table {
            let bytes = pack.clip_bytes(file).map_err(PackFileError::Clip)?;
            before += bytes.len() as u64;
            let fail = |problem| {
                PackFileError::Clip(ClipError {
                    path: pack.path().join(file),
                    problem,
                })
            };
            let opus = if old.format == ClipFormat::Opus {
                // Checked as it is copied: a pack file never holds a clip that does not decode.
                decode_clip(&bytes, old).map_err(fail)?;
                bytes
            } else {
                let clip = decode_clip(&bytes, old).map_err(fail)?;
                let samples =
                    crate::speech::segment::resample(&clip.floats(), clip.rate, PACK_RATE);
                opus_clip::encode(&samples, PACK_RATE).map_err(|e| {
                    fail(ClipProblem::NotOpus {
                        detail: e.to_string(),
                    })
                })?
            };
            let stem = Path::new(file)
                .file_stem()
                .map_or_else(|| key.clone(), |s| s.to_string_lossy().into_owned());
            let name = unique(&files, &format!("clips/{stem}"));
            if letters {
                manifest.letters.insert(key.clone(), name.clone());
            } else {
                manifest.words.insert(key.clone(), name.clone());
            }
            files.push((name, opus));
        }
    }
    Ok(Contents {
        manifest,
        files,
        before,
    })
}

/// `base.opus`, or `base-2.opus` … if a clip has that name already.
fn unique(files: &[(String, Vec<u8>)], base: &str) -> String {
    let taken = |name: &str| files.iter().any(|(n, _)| n == name);
    let mut name = format!("{base}.opus");
    let mut n = 2;
    while taken(&name) {
        name = format!("{base}-{n}.opus");
        n += 1;
    }
    name
}

/// Writes the pack file `out` from `pack` (a folder or another pack file).
pub fn write_pack(pack: &VoicePack, out: &Path) -> Result<Written, PackFileError> {
    let Contents {
        manifest,
        files,
        before,
    } = opus_clips(pack)?;
    let write_error = |path: &Path, detail: String| PackFileError::Write {
        path: path.to_path_buf(),
        detail,
    };
    let folder = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = out
        .file_name()
        .map_or_else(|| "pack".into(), |n| n.to_string_lossy().into_owned());
    let (tmp, file) = create_new(&folder, &name).map_err(|e| write_error(out, e.to_string()))?;
    let written = (|| -> zip::result::ZipResult<()> {
        let mut zip = ZipWriter::new(std::io::BufWriter::new(file));
        let options = SimpleFileOptions::default()
            .last_modified_time(DateTime::DEFAULT)
            .unix_permissions(0o644);
        zip.start_file(
            MANIFEST,
            options.compression_method(CompressionMethod::Deflated),
        )?;
        zip.write_all(manifest.to_toml().as_bytes())?;
        // Opus does not shrink further: the clips are stored, and read without inflating.
        let stored = options.compression_method(CompressionMethod::Stored);
        for (name, bytes) in &files {
            zip.start_file(name.as_str(), stored)?;
            zip.write_all(bytes)?;
        }
        let mut inner = zip.finish()?;
        inner.flush()?;
        inner.get_ref().sync_all()?;
        Ok(())
    })();
    let done = written
        .map_err(|e| e.to_string())
        .and_then(|()| std::fs::rename(&tmp, out).map_err(|e| e.to_string()));
    if let Err(detail) = done {
        let _ = std::fs::remove_file(&tmp);
        return Err(write_error(out, detail));
    }
    let bytes = std::fs::metadata(out).map_or(0, |m| m.len());
    Ok(Written {
        clips: files.len(),
        bytes,
        before,
    })
}

/// A new file in `folder` that no other process has: created with `O_EXCL` (so never through
/// a planted link), named after the final name, the process and a counter.
fn create_new(folder: &Path, name: &str) -> std::io::Result<(PathBuf, std::fs::File)> {
    let pid = std::process::id();
    let mut n = 0u32;
    loop {
        let tmp = folder.join(format!(".{name}.{pid}.{n}.tmp"));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => n += 1,
            Err(e) => return Err(e),
        }
    }
}
