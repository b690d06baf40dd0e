//! Voice packs as one file: a folder of clips made into a pack file with every clip in Ogg
//! Opus, checked, installed where anna finds it and listed; a damaged clip named by its word;
//! names that cannot reach out of the pack; files that are no pack refused in words.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use anna::speech::pack::pack_error::ClipProblem;
use anna::speech::pack::voice_pack::{ClipFormat, VoicePack, write_clip};

use crate::common::temp::TempDir;

fn tone(n: usize) -> Vec<f32> {
    (0..n).map(|i| ((i as f32) * 0.05).sin() * 0.5).collect()
}

/// A folder pack with three words and the letter a, 16-bit WAV at 22,050 Hz.
fn folder_pack(dir: &Path) {
    std::fs::create_dir_all(dir.join("clips")).unwrap();
    for (word, n) in [
        ("springer", 3000),
        ("felix", 2000),
        ("drei", 2500),
        ("a", 800),
    ] {
        write_clip(&dir.join(format!("clips/{word}.wav")), &tone(n), 22050).unwrap();
    }
    let manifest = "language = \"de\"\nsample_rate = 22050\nchannels = 1\nformat = \"s16\"\n\
         [words]\nspringer = \"clips/springer.wav\"\nfelix = \"clips/felix.wav\"\n\
         drei = \"clips/drei.wav\"\n[letters]\na = \"clips/a.wav\"\n";
    std::fs::write(dir.join("manifest.toml"), manifest).unwrap();
}

/// Runs anna in English with its data folders in `home`.
fn anna(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(["--language", "en"])
        .args(args)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_DATA_DIRS", home.join("none"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env_remove("ANNA_VOICES")
        .output()
        .expect("anna runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn arg(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// The stored names and bytes of a ZIP archive.
fn entries(file: &Path) -> Vec<(String, Vec<u8>)> {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(file).unwrap()).unwrap();
    (0..archive.len())
        .map(|i| {
            let mut entry = archive.by_index(i).unwrap();
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut bytes).unwrap();
            (entry.name().unwrap().to_string(), bytes)
        })
        .collect()
}

/// Writes a ZIP archive of these entries.
fn write_zip(file: &Path, entries: &[(String, Vec<u8>)]) {
    let mut zip = zip::ZipWriter::new(std::fs::File::create(file).unwrap());
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, bytes) in entries {
        zip.start_file(name.as_str(), options).unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap();
}

fn packed(tmp: &TempDir) -> PathBuf {
    let folder = tmp.0.join("mine");
    folder_pack(&folder);
    let out = anna(&tmp.0, &["voices", "pack", arg(&folder)]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let file = tmp.0.join("mine.zip");
    assert!(
        stdout(&out).starts_with(&format!("{}: 4 clips, ", file.display())),
        "{}",
        stdout(&out)
    );
    file
}

#[test]
fn a_folder_of_clips_becomes_one_pack_file_of_opus_clips() {
    let tmp = TempDir::new("pack-file", "pack");
    let file = packed(&tmp);
    let names: Vec<String> = entries(&file).into_iter().map(|(n, _)| n).collect();
    assert_eq!(
        names,
        [
            "manifest.toml",
            "clips/drei.opus",
            "clips/felix.opus",
            "clips/springer.opus",
            "clips/a.opus"
        ]
    );
    let pack = VoicePack::open(&file).expect("the pack file opens");
    assert!(pack.is_file());
    assert_eq!(pack.manifest().format, ClipFormat::Opus);
    assert_eq!(pack.manifest().sample_rate, 24000);
    // Each word as long as it was, brought from 22,050 to 24,000 Hz.
    let springer = pack.clip("springer").unwrap().unwrap();
    assert_eq!(springer.rate, 24000);
    assert_eq!(springer.samples.len(), 2999 * 24000 / 22050 + 1);
    assert!(
        springer.floats().iter().any(|s| s.abs() > 0.3),
        "not silence"
    );
    assert!(pack.read_all().is_empty());
    // The same folder makes the same bytes: a rebuilt pack changes nothing in the tree.
    let again = tmp.0.join("again.zip");
    let out = anna(
        &tmp.0,
        &[
            "voices",
            "pack",
            arg(&tmp.0.join("mine")),
            "-o",
            arg(&again),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        std::fs::read(&file).unwrap(),
        std::fs::read(&again).unwrap()
    );
    // A pack file packed again is copied as it is.
    let copy = tmp.0.join("copy.zip");
    let out = anna(&tmp.0, &["voices", "pack", arg(&file), "-o", arg(&copy)]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(entries(&copy), entries(&file));
    // No temporary file is left beside them.
    let left: Vec<String> = std::fs::read_dir(&tmp.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn a_clip_that_does_not_decode_is_named_by_its_word() {
    let tmp = TempDir::new("pack-file", "damaged");
    let file = packed(&tmp);
    let mut stored = entries(&file);
    let (_, felix) = stored
        .iter_mut()
        .find(|(n, _)| n == "clips/felix.opus")
        .unwrap();
    let middle = felix.len() / 2;
    felix[middle] ^= 0x5a;
    let damaged = tmp.0.join("damaged.zip");
    write_zip(&damaged, &stored);
    let out = anna(&tmp.0, &["voices", "check", arg(&damaged)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("words.\"felix\""), "{text}");
    assert!(text.contains("not an Ogg Opus clip"), "{text}");
    // The whole clips are not named as damaged (a missing word such as "springerendspiel" may
    // be listed: the pack holds four clips).
    assert!(!text.contains("words.\"springer\""), "{text}");
    // Such a pack is not installed.
    let out = anna(&tmp.0, &["voices", "install", arg(&damaged)]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("words.\"felix\""),
        "{out:?}"
    );
    assert!(!tmp.0.join("data/anna/voices/de.zip").exists());
}

/// A pack opened for speaking keeps a small index of its own instead of the ZIP reader's:
/// every clip read through it is the one the ZIP reader gives, and a clip damaged after the
/// opening is refused by its checksum, not played.
#[test]
fn a_pack_opened_for_speaking_reads_the_same_clips_and_refuses_damage() {
    let tmp = TempDir::new("pack-file", "speaking");
    let file = packed(&tmp);
    let checked = VoicePack::open(&file).unwrap();
    let speaking = VoicePack::open_for_speaking(&file).unwrap();
    for (word, name) in &checked.manifest().words {
        let bytes = checked.clip_bytes(name).unwrap();
        assert_eq!(speaking.clip_bytes(name).unwrap(), bytes, "{word}");
        assert_eq!(speaking.clip(word), checked.clip(word), "{word}");
    }
    assert_eq!(speaking.manifest(), checked.manifest());
    // One byte of felix's clip changed in place, under the open pack.
    let felix = checked.clip_bytes("clips/felix.opus").unwrap();
    let mut whole = std::fs::read(&file).unwrap();
    let at = whole
        .windows(felix.len())
        .position(|w| w == felix.as_slice())
        .unwrap();
    whole[at + felix.len() / 2] ^= 0x5a;
    std::fs::OpenOptions::new()
        .write(true)
        .open(&file)
        .unwrap()
        .write_all(&whole)
        .unwrap();
    let error = speaking.clip_bytes("clips/felix.opus").unwrap_err();
    assert!(
        matches!(error.problem, ClipProblem::Damaged { .. }),
        "{error:?}"
    );
    assert!(speaking.clip("felix").unwrap().is_err());
    assert_eq!(
        speaking.clip_bytes("clips/drei.opus").unwrap(),
        checked.clip_bytes("clips/drei.opus").unwrap()
    );
    assert!(speaking.clip_bytes("clips/none.opus").is_err());
}

#[test]
fn install_puts_the_pack_where_anna_finds_it_and_list_shows_it() {
    let tmp = TempDir::new("pack-file", "install");
    let file = packed(&tmp);
    let out = anna(&tmp.0, &["voices", "install", arg(&file)]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let installed = tmp.0.join("data/anna/voices/de.zip");
    let text = stdout(&out);
    assert!(
        text.starts_with(&format!("Installed as {} for de.", installed.display())),
        "{text}"
    );
    assert!(
        text.contains("words are missing; anna spells them."),
        "{text}"
    );
    assert_eq!(entries(&installed), entries(&file));
    // A folder is made into a pack file as it is installed, replacing the one there.
    let out = anna(&tmp.0, &["voices", "install", arg(&tmp.0.join("mine"))]);
    assert!(
        stdout(&out).contains("replacing the pack that was there"),
        "{out:?}"
    );
    let out = anna(&tmp.0, &["voices", "list"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        stdout(&out).lines().take(2).collect::<Vec<_>>(),
        [
            format!("{}:", tmp.0.join("data/anna/voices").display()),
            "de.zip: pack file, language de, complete for no vocabulary.".to_string(),
        ]
    );
    // The game's lookup finds the installed file.
    let out = anna(&tmp.0, &["voices", "check", "--vocab", "de"]);
    assert!(
        stdout(&out).contains(&installed.display().to_string()),
        "{out:?}"
    );
}

#[test]
fn names_in_a_pack_file_stay_inside_it() {
    let tmp = TempDir::new("pack-file", "names");
    let file = packed(&tmp);
    let mut stored = entries(&file);
    let manifest = String::from_utf8(stored[0].1.clone()).unwrap();
    let manifest = manifest
        .replace("\"clips/drei.opus\"", "\"../drei.opus\"")
        .replace("\"clips/felix.opus\"", "\"/etc/passwd\"");
    stored[0].1 = manifest.into_bytes();
    // An entry named to lead out is never reached: names are looked up in the archive.
    stored.push(("../drei.opus".to_string(), b"x".to_vec()));
    let bad = tmp.0.join("bad.zip");
    write_zip(&bad, &stored);
    let out = anna(&tmp.0, &["voices", "check", arg(&bad)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let text = stdout(&out);
    assert!(
        text.contains("words.\"drei\" = \"../drei.opus\": '..' leads out"),
        "{text}"
    );
    assert!(
        text.contains("words.\"felix\" = \"/etc/passwd\": an absolute path"),
        "{text}"
    );
}

#[test]
fn what_is_no_pack_is_refused_in_words() {
    let tmp = TempDir::new("pack-file", "no-pack");
    let text_file = tmp.0.join("notes.zip");
    std::fs::write(&text_file, "not an archive").unwrap();
    let out = anna(&tmp.0, &["voices", "check", arg(&text_file)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stdout(&out).contains("is not a voice pack file (a ZIP archive with manifest.toml)"),
        "{out:?}"
    );
    // A FIFO is refused by its type, before anything waits on it.
    let fifo = tmp.0.join("fifo.zip");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let out = anna(&tmp.0, &["voices", "check", arg(&fifo)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        stdout(&out).contains("is neither a folder nor a file"),
        "{out:?}"
    );
    // An archive without a manifest says so.
    let empty = tmp.0.join("empty.zip");
    write_zip(&empty, &[("clips/x.opus".to_string(), b"x".to_vec())]);
    let out = anna(&tmp.0, &["voices", "check", arg(&empty)]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(stdout(&out).contains("manifest.toml"), "{out:?}");
}

/// Every file under `dir` with its bytes (links as their target's name), for comparing a tree
/// before and after.
fn tree(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        let Ok(read) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in read.flatten() {
            let path = entry.path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                dirs.push(path.clone());
                out.push((path, Vec::new()));
            } else if meta.is_symlink() {
                let target = std::fs::read_link(&path).unwrap();
                out.push((path, target.into_os_string().into_encoded_bytes()));
            } else {
                out.push((path.clone(), std::fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// A pack's `language` names the installed file: one that is a path, has a line break or is
/// a thousand characters long is refused with the reason by `install`, `pack`, `check` and
/// `say`, and nothing anywhere changes, inside the voices folder or outside it.
#[test]
fn a_hostile_language_installs_nothing_and_says_why() {
    let tmp = TempDir::new("pack-file", "hostile");
    let outside = tmp.0.join("outside");
    std::fs::create_dir_all(&outside).unwrap();
    // The folder anna installs into exists, with a pack in it, so that a write there shows.
    let voices = tmp.0.join("data/anna/voices");
    std::fs::create_dir_all(&voices).unwrap();
    std::fs::write(voices.join("de.zip"), b"the installed pack").unwrap();
    let good = packed(&tmp);
    let stored = entries(&good);
    let manifest = String::from_utf8(stored[0].1.clone()).unwrap();
    let absolute = outside.join("abs").display().to_string();
    let long = "a".repeat(1000);
    let hostile = [
        absolute.as_str(),
        "../../../outside/up",
        "../../../../../../../../../../tmp/anna-hostile-up",
        "de\nx",
        "de/../../../outside/in",
        long.as_str(),
        "..",
        "",
        ".hidden",
        "-rf",
    ];
    for language in hostile {
        let escaped = language.replace('\n', "\\n");
        let changed = manifest.replace("language = \"de\"", &format!("language = \"{escaped}\""));
        assert_ne!(changed, manifest);
        let mut pack = stored.clone();
        pack[0].1 = changed.clone().into_bytes();
        let file = tmp.0.join("hostile.zip");
        write_zip(&file, &pack);
        let folder = tmp.0.join("hostile-folder");
        folder_pack(&folder);
        let folder_manifest = std::fs::read_to_string(folder.join("manifest.toml")).unwrap();
        std::fs::write(
            folder.join("manifest.toml"),
            folder_manifest.replace("language = \"de\"", &format!("language = \"{escaped}\"")),
        )
        .unwrap();
        let before = tree(&tmp.0);
        for (args, status) in [
            (vec!["voices", "install", arg(&file)], 2),
            (vec!["voices", "install", arg(&folder)], 2),
            (vec!["voices", "check", arg(&file)], 1),
            (
                vec![
                    "voices",
                    "pack",
                    arg(&folder),
                    "-o",
                    arg(&outside.join("p.zip")),
                ],
                2,
            ),
            (vec!["voices", "say", arg(&file), "drei"], 2),
        ] {
            let out = anna(&tmp.0, &args);
            let said = stdout(&out) + &String::from_utf8_lossy(&out.stderr);
            assert_eq!(
                out.status.code(),
                Some(status),
                "{args:?} {language:?}: {said}"
            );
            assert!(
                said.contains("is no language code") && said.contains("at most 35 characters"),
                "{args:?} {language:?}: {said}"
            );
            // A name of a thousand characters is not said whole.
            assert!(said.len() < 800, "{said}");
            assert_eq!(tree(&tmp.0), before, "{args:?} {language:?} changed a file");
        }
    }
    assert!(!Path::new("/tmp/anna-hostile-up.zip").exists());
    // The good pack still installs.
    let out = anna(&tmp.0, &["voices", "install", arg(&good)]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

/// A pack file whose archive holds a name that is not a plain name inside the pack (`..`, an
/// absolute path, a line break, a backslash) is refused, naming it, though anna never unpacks.
#[test]
fn an_archive_name_that_leads_out_is_refused() {
    let tmp = TempDir::new("pack-file", "entries");
    let good = packed(&tmp);
    for name in [
        "../evil.opus",
        "/etc/evil.opus",
        "clips/a\nb.opus",
        "clips\\..\\..\\evil.opus",
        "clips//x.opus",
    ] {
        let mut stored = entries(&good);
        stored.push((name.to_string(), b"x".to_vec()));
        let bad = tmp.0.join("bad.zip");
        write_zip(&bad, &stored);
        let out = anna(&tmp.0, &["voices", "check", arg(&bad)]);
        assert_eq!(out.status.code(), Some(1), "{name:?}: {out:?}");
        let text = stdout(&out);
        assert!(
            text.contains("which is not a plain name inside the pack"),
            "{name:?}: {text}"
        );
        let out = anna(&tmp.0, &["voices", "install", arg(&bad)]);
        assert_eq!(out.status.code(), Some(2), "{name:?}: {out:?}");
        assert!(!tmp.0.join("data/anna/voices/de.zip").exists());
    }
}
