//! A language is data, and every sentence comes from it: a pseudo-language made from the German
//! file by wrapping every message in ⟦…⟧ is loaded with `--language FILE`, and every line anna
//! prints in a scripted session must carry the brackets — except the moves themselves (move
//! words are the vocabulary's) and the user's own words.

use crate::common;

use std::path::{Path, PathBuf};

use common::Dirs;

/// The German language file with every message wrapped in ⟦…⟧; the command words (`cmd-*`) and
/// the number data (`num-*`) stay as they are, since they are words read or built, not said.
fn pseudo_language(dir: &Path) -> PathBuf {
    let german = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("lang/de.ftl"))
        .expect("read lang/de.ftl");
    let lines: Vec<&str> = german.lines().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let entry = line.starts_with(|c: char| c.is_ascii_alphabetic()) && line.contains('=');
        let id = line.split('=').next().unwrap_or("").trim();
        if !entry || id.starts_with("cmd-") || id.starts_with("num-") {
            out.push(line.to_string());
            i += 1;
            continue;
        }
        // The message runs on over the indented lines that follow it.
        let mut end = i + 1;
        while end < lines.len() && lines[end].starts_with(' ') {
            end += 1;
        }
        let mut block: Vec<String> = lines[i..end].iter().map(|l| l.to_string()).collect();
        let (head, value) = block[0].split_once('=').expect("an entry has =");
        if value.trim().is_empty() {
            // The value starts on the next line, after its indentation.
            let first = &block[1];
            let indent = first.len() - first.trim_start().len();
            block[1] = format!("{}⟦{}", &first[..indent], &first[indent..]);
        } else {
            block[0] = format!("{head}= ⟦{}", value.trim_start());
        }
        if let Some(last) = block.last_mut() {
            last.push('⟧');
        }
        out.extend(block);
        i = end;
    }
    let path = dir.join("pseudo.ftl");
    std::fs::write(&path, out.join("\n") + "\n").expect("write the pseudo-language");
    path
}

/// "12. Weiß> " and "12. … Schwarz> " prompts, which the line view prints before each line read.
fn strip_prompts(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut rest = line;
        while let Some(i) = rest.find("⟧> ") {
            // A prompt is "N. ⟦side⟧> " or "N. … ⟦side⟧> ".
            let before = &rest[..i];
            match before.rfind('⟦') {
                Some(open) if before[..open].trim_end().ends_with(['.', '…']) => {
                    rest = &rest[i + "⟧> ".len()..];
                }
                _ => break,
            }
        }
        if !rest.trim().is_empty() {
            out.push_str(rest);
            out.push('\n');
        }
    }
    out
}

/// A move's announcement: "12. Springer Felix drei (Nf3)" or "12. … Bauer Eva fünf (e5)".
fn is_move_line(line: &str) -> bool {
    let number = line.split('.').next().unwrap_or("");
    !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit())
        && line.ends_with(')')
        && line.contains(" (")
}

/// The lines outside every ⟦…⟧ (a message of several lines is inside from its first line to
/// its last) that are not moves.
fn unbracketed(text: &str) -> Vec<String> {
    let mut depth = 0i32;
    let mut bare = Vec::new();
    for line in strip_prompts(text).lines() {
        let inside = depth > 0 || line.contains('⟦');
        depth += line.matches('⟦').count() as i32 - line.matches('⟧').count() as i32;
        if !inside && !is_move_line(line) {
            bare.push(line.to_string());
        }
    }
    bare
}

fn run(dirs: &Dirs, args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = dirs
        .command(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the anna binary runs");
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input.as_bytes()).expect("type the lines");
    }
    let out = child.wait_with_output().expect("anna ends");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn every_line_of_a_game_comes_from_the_language_file() {
    let dirs = Dirs::new("pseudo-game");
    let pseudo = pseudo_language(&dirs.root);
    let lang = pseudo.to_str().expect("a UTF-8 path");
    let script = [
        "hilfe",
        "hilfe zeit",
        "hilfe nichts",
        "e4",
        "e5",
        "Sf3",
        "zeit",
        "zeit kurz",
        "zeit genau",
        "feld e4",
        "feld z9",
        "brett",
        "figuren weiß",
        "reihe 2",
        "linie e",
        "angriffe e5",
        "zuege g1",
        "liste",
        "letzter",
        "wer",
        "xyz",
        "Dd5",
        "remis",
        "ablehnen",
        "reklamieren",
        "reklamieren wiederholung",
        "zurueck",
        "vielleicht",
        "ja",
        "geraete",
        "nochmal",
        "speichern",
        "schiedsrichter plus weiß 1:00",
        "schiedsrichter plus weiß x",
        "aufgeben",
        "ja",
    ]
    .join("\n")
        + "\n";
    let out = run(
        &dirs,
        &["--language", lang, "--speech", "off", "--braille", "off"],
        &script,
    );
    let bare = unbracketed(&out);
    assert!(
        bare.is_empty(),
        "lines not from the language file: {bare:#?}\n{out}"
    );
    assert!(out.contains("⟦"), "{out}");
}

#[test]
fn resume_list_sync_voices_and_command_line_errors_come_from_the_language_file() {
    let dirs = Dirs::new("pseudo-cli");
    let pseudo = pseudo_language(&dirs.root);
    let lang = pseudo.to_str().expect("a UTF-8 path");
    // One unfinished game to list.
    run(
        &dirs,
        &["--language", lang, "--speech", "off", "--braille", "off"],
        "e4\nbeenden\nja\n",
    );
    // Two score sheets that differ at Black's second move, and a board for each.
    let ours = dirs.root.join("ours.pgn");
    let theirs = dirs.root.join("theirs.pgn");
    std::fs::write(&ours, "1. e4 e5 2. Nf3 Nc6 *\n").expect("write a sheet");
    std::fs::write(&theirs, "1. e4 e5 2. Nf3 Nf6 *\n").expect("write a sheet");
    let (ours, theirs) = (ours.to_str().unwrap(), theirs.to_str().unwrap());
    let board = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let broken_pack = dirs.root.join("pack");
    std::fs::create_dir_all(&broken_pack).expect("a pack folder");
    std::fs::write(broken_pack.join("manifest.toml"), "language = 1\n").expect("a manifest");
    let pack = broken_pack.to_str().unwrap();
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/voices/de.zip");
    for args in [
        vec!["sync", "--ours", ours, "--theirs", ours],
        vec![
            "sync",
            "--ours",
            ours,
            "--theirs",
            theirs,
            "--board-ours",
            board,
            "--board-theirs",
            board,
        ],
        vec!["sync", "--ours", "/no/such/sheet.pgn", "--theirs", theirs],
        vec!["voices", "check", shipped],
        vec!["voices", "check", pack],
        vec!["voices", "say", pack, "Springer"],
        vec!["resume", "--list"],
        vec!["--time", "xyz"],
        vec!["--vocab", "nowhere"],
        vec!["--fen", "not a fen"],
        vec!["--bogus"],
        vec!["export", "no-such-game"],
        vec!["parse", "Qz9"],
        vec!["clock", "--time", "off"],
    ] {
        let mut full = vec!["--language", lang];
        full.extend(args.iter());
        let out = run(&dirs, &full, "");
        let bare = unbracketed(&out);
        assert!(!out.trim().is_empty(), "{args:?} said nothing");
        assert!(
            bare.is_empty(),
            "{args:?}: lines not from the language file: {bare:#?}"
        );
    }
}

#[test]
fn the_talking_clock_speaks_the_language_file() {
    let dirs = Dirs::new("pseudo-clock");
    let pseudo = pseudo_language(&dirs.root);
    let lang = pseudo.to_str().expect("a UTF-8 path");
    let mut anna = dirs.spawn(&["--language", lang, "clock", "--time", "0:01"]);
    anna.expect("beenden, nach einer Frage.⟧\n");
    anna.press("1");
    anna.expect("Zeitüberschreitung.⟧\n");
    for key in [" ", "k", "p", "1"] {
        anna.press(key);
    }
    anna.press("q");
    anna.expect("Uhr beendet.⟧\n");
    anna.assert_exits_cleanly();
    let bare = unbracketed(&anna.out);
    assert!(
        bare.is_empty(),
        "lines not from the language file: {bare:#?}\n{}",
        anna.out
    );
}
