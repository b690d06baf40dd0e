//! The `anna voices` commands about where packs are and what they are made of: `list`,
//! `pack` (a folder of clips into one pack file) and `install` (a pack into the user's data
//! folder, where anna finds it for its language).

use std::path::{Path, PathBuf};

use super::voices_console::VoicesConsole;
use crate::data_dirs::PACK_EXTENSION;
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;
use crate::speech::health::SpeechFault;
use crate::speech::pack::pack_error::{PackError, PackProblem, language_code_ok};
use crate::speech::pack::pack_file::{PackFileError, write_pack};
use crate::speech::pack::voice_pack::VoicePack;

/// The pack file `anna voices pack DIR` writes without `--output`: `DIR.zip` beside the folder.
pub fn default_pack_file(dir: &Path) -> PathBuf {
    let name = dir
        .file_name()
        .map_or_else(|| "pack".into(), |n| n.to_string_lossy().into_owned());
    dir.with_file_name(format!("{name}.{PACK_EXTENSION}"))
}

fn bad_pack(path: &Path, error: PackError) -> Message {
    SpeechFault::BadPack {
        dir: path.to_path_buf(),
        error,
    }
    .message()
}

fn pack_file_error(error: &PackFileError) -> Message {
    match error {
        PackFileError::Clip(e) => e.message(),
        PackFileError::Write { path, detail } => Message::new("voices-cannot-write")
            .with("path", Arg::Text(path.display().to_string()))
            .with("detail", Arg::Text(detail.clone())),
    }
}

/// Megabytes with one decimal, as a person reads a file's size.
fn megabytes(bytes: u64) -> Arg {
    let tenths = (bytes * 10 + (1 << 19)) >> 20;
    Arg::Text(format!("{}.{}", tenths / 10, tenths % 10))
}

/// `anna voices pack DIR [-o FILE]`: the pack file, with its size before and after.
pub fn pack(dir: &Path, out: &Path, words: &mut VoicesConsole) -> Result<i32, Message> {
    let pack = VoicePack::open(dir).map_err(|e| bad_pack(dir, e))?;
    let written = write_pack(&pack, out).map_err(|e| pack_file_error(&e))?;
    words.line(
        &Message::new("voices-packed")
            .with("file", Arg::Text(out.display().to_string()))
            .with("clips", written.clips)
            .with("size", megabytes(written.bytes))
            .with("before", megabytes(written.before)),
    )?;
    Ok(0)
}

/// `anna voices install PACK`: a pack whose every clip decodes is put in the data folder as
/// `LANGUAGE.zip` (a folder is made into a pack file on the way); words it lacks are said, as
/// anna spells them in a game. The name comes from the manifest's language only when it is a
/// checked code ([`language_code_ok`]): never a path, so nothing is written outside the folder.
pub fn install(path: &Path, words: &mut VoicesConsole) -> Result<i32, Message> {
    let pack = VoicePack::open(path).map_err(|e| bad_pack(path, e))?;
    let problems = pack.read_all();
    if !problems.is_empty() {
        return Err(bad_pack(path, PackError { problems }));
    }
    // Checked again where it names a file: a pack is shared, its manifest is not trusted.
    let language = pack.manifest().language.clone();
    if !language_code_ok(&language) {
        let problem = PackProblem::BadLanguage { code: language };
        return Err(bad_pack(path, PackError::one(problem)));
    }
    let Some(home) = crate::data_dirs::data_home() else {
        return Err(Message::new("voices-no-data-home"));
    };
    let folder = home.join("voices");
    std::fs::create_dir_all(&folder).map_err(|e| {
        Message::new("voices-cannot-create")
            .with("path", Arg::Text(folder.display().to_string()))
            .with("reason", crate::message::io_reason(&e))
    })?;
    let target = folder.join(format!("{language}.{PACK_EXTENSION}"));
    let replaced = target.exists();
    write_pack(&pack, &target).map_err(|e| pack_file_error(&e))?;
    let missing = Vocabulary::load(&language).map_or(0, |v| pack.missing(&v).len());
    words.line(
        &Message::new("voices-installed")
            .with("file", Arg::Text(target.display().to_string()))
            .with("code", Arg::Text(language))
            .with("replaced", Arg::Key(if replaced { "yes" } else { "no" }))
            .with("missing", missing),
    )?;
    Ok(0)
}

/// The built-in vocabularies a pack speaks whole: those of its language's script (the pack's
/// own and, say, `ar-native` beside `ar`) with no word missing.
fn whole_for(pack: &VoicePack) -> Vec<String> {
    let language = Vocabulary::builtin(&pack.manifest().language)
        .map(|v| v.language().to_string())
        .unwrap_or_else(|| pack.manifest().language.clone());
    Vocabulary::builtin_codes()
        .filter_map(Vocabulary::builtin)
        .filter(|v| v.language() == language && pack.missing(v).is_empty())
        .map(|v| v.code().to_string())
        .collect()
}

/// `anna voices list`: every folder searched that has packs, then each pack in it with its
/// kind, its language and the vocabularies it speaks whole; the first folder that has a
/// language's pack is the one anna uses.
pub fn list(words: &mut VoicesConsole) -> Result<i32, Message> {
    let mut roots: Vec<PathBuf> = std::env::var_os("ANNA_VOICES")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    roots.extend(crate::data_dirs::voice_roots());
    let mut found = false;
    for root in &roots {
        let packs = crate::data_dirs::packs_in(root);
        if packs.is_empty() {
            continue;
        }
        found = true;
        words.line(
            &Message::new("voices-list-folder").with("dir", Arg::Text(root.display().to_string())),
        )?;
        for (code, path) in packs {
            let name = path
                .file_name()
                .map_or_else(|| code.clone(), |n| n.to_string_lossy().into_owned());
            let line = match VoicePack::open_for_speaking(&path) {
                Ok(pack) => {
                    let whole = whole_for(&pack);
                    Message::new("voices-list-pack")
                        .with("name", Arg::Text(name))
                        .with(
                            "kind",
                            Arg::Key(if pack.is_file() { "file" } else { "folder" }),
                        )
                        .with("language", Arg::Text(pack.manifest().language.clone()))
                        .with("count", whole.len())
                        .with("vocabs", Arg::Text(whole.join(", ")))
                }
                Err(e) => Message::new("voices-list-broken")
                    .with("name", Arg::Text(name))
                    .with("problem", e.message()),
            };
            words.line(&line)?;
        }
    }
    if !found {
        let searched: Vec<String> = roots.iter().map(|r| r.display().to_string()).collect();
        words
            .line(&Message::new("voices-list-none").with("dirs", Arg::Text(searched.join(", "))))?;
        return Ok(1);
    }
    Ok(0)
}
