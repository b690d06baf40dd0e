//! The journal under faults, with the real binary: a flipped byte in the middle, two resumes
//! of one game, a journal that cannot be read at all. The invariant each time: nothing intact
//! is lost, and what is missing is named, never a silently shorter game.

use crate::common::Dirs;

/// Plays `moves` in a new game and leaves it; the journal's path.
fn game_with(dirs: &Dirs, moves: &[&str]) -> std::path::PathBuf {
    let mut anna = dirs.spawn(&[]);
    anna.expect("1. Weiß> ");
    for m in moves {
        anna.send(m);
        anna.expect(")\n");
    }
    anna.send("beenden");
    anna.expect("ja oder nein.");
    anna.send("ja");
    anna.assert_exits_cleanly();
    dirs.only_game_file("journal")
}

#[test]
fn a_flipped_byte_in_the_middle_is_named_and_nothing_after_it_is_lost() {
    let dirs = Dirs::new("journal-flipped");
    let journal = game_with(&dirs, &["e4", "e5", "Sf3", "Sc6"]);
    let mut bytes = std::fs::read(&journal).expect("the journal");
    // Line 3 is the second move (e7e5): one byte of its square changed.
    let start: usize = bytes
        .split(|b| *b == b'\n')
        .take(2)
        .map(|l| l.len() + 1)
        .sum();
    let at = start
        + bytes[start..]
            .windows(4)
            .position(|w| w == b"e7e5")
            .expect("the move");
    bytes[at + 1] = b'6';
    std::fs::write(&journal, &bytes).expect("damage the journal");
    let id = journal.file_stem().unwrap().to_string_lossy().into_owned();

    // export: the intact part, a non-zero status and what is missing.
    let out = dirs.output(&["export", &id]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        said.trim_end(),
        "Das Spielprotokoll ist beschädigt: Zeile 3 ist nicht lesbar. Ab Zug 1, Schwarz, fehlt \
         die Partie: der Schiedsrichter stellt sie nach den Partieformularen wieder her; der \
         Rest des Protokolls bleibt erhalten."
    );
    let pgn = String::from_utf8_lossy(&out.stdout);
    assert!(
        pgn.contains("\n1. e4 {") && pgn.trim_end().ends_with(" *"),
        "{pgn}"
    );

    // resume: refused with the same words, and nothing is changed.
    let out = dirs.output(&["resume", &id]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Zeile 3 ist nicht lesbar"));
    let after = std::fs::read(&journal).expect("the journal");
    // The intact records are all there (the copy aside holds the damaged line as it was).
    let text = String::from_utf8_lossy(&after);
    for uci in ["e2e4", "g1f3", "b8c6"] {
        assert!(text.contains(uci), "{uci} lost:\n{text}");
    }
    let copy = std::fs::read(journal.with_file_name(format!("{id}.journal.damaged-1")))
        .expect("the damaged journal kept aside");
    assert_eq!(copy, bytes);
}

#[test]
fn a_second_resume_of_an_open_game_is_refused_and_changes_nothing() {
    let dirs = Dirs::new("journal-lock");
    let journal = game_with(&dirs, &["e4"]);
    let mut first = dirs.spawn(&["resume"]);
    first.expect("… Schwarz> ");
    let before = std::fs::read(&journal).expect("the journal");
    let out = dirs.output(&["resume"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        format!(
            "Diese Partie ist schon offen, in Prozess {}; sie wird nicht ein zweites Mal \
             geöffnet.",
            first.pid()
        )
    );
    assert_eq!(std::fs::read(&journal).expect("the journal"), before);
    first.send("e5");
    first.expect("(e5)\n");
    first.send("beenden");
    first.expect("ja oder nein.");
    first.send("ja");
    first.assert_exits_cleanly();
}

#[test]
fn resume_list_shows_a_game_it_cannot_read() {
    let dirs = Dirs::new("journal-list");
    game_with(&dirs, &["e4"]);
    std::fs::write(dirs.games().join("broken.journal"), "no journal at all\n")
        .expect("a broken journal");
    let list = dirs.run(&["resume", "--list"]);
    assert!(
        list.lines()
            .any(|l| l.starts_with("broken: nicht lesbar: ")),
        "{list}"
    );
    assert!(list.contains(", ein Halbzug, Schwarz am Zug"), "{list}");
}

/// A journal written before the lines had checksums (by the release before this one) is read
/// and resumed as it is, without being called damaged.
#[test]
fn a_journal_of_the_release_before_is_resumed_as_it_is() {
    let dirs = Dirs::new("journal-fixture");
    std::fs::create_dir_all(dirs.games()).expect("the games folder");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/before-checksums.journal"
    );
    let journal = dirs.games().join("2026-11-24-041103.journal");
    std::fs::copy(fixture, &journal).expect("the fixture");
    let pgn = dirs.run(&["export", "2026-11-24-041103"]);
    assert!(pgn.contains("[White \"Anna Müller\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 {"), "{pgn}");
    let mut anna = dirs.spawn(&["resume"]);
    let (notices, prompt) = anna.until_prompt();
    assert_eq!(
        notices,
        "Partie fortgesetzt, 3 Halbzüge gespielt, Schwarz am Zug.\n\
         Zuletzt angesagt: 2. Springer Felix drei.\n"
    );
    assert_eq!(prompt, "2. … Schwarz> ");
    anna.send("Sc6");
    anna.expect("(Nc6)\n");
    anna.send("beenden");
    anna.expect("ja oder nein.");
    anna.send("ja");
    anna.assert_exits_cleanly();
    assert!(
        !journal.with_extension("journal.damaged-1").exists(),
        "an intact old journal is no damaged one"
    );
    let text = std::fs::read_to_string(&journal).expect("the journal");
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.contains("\"crc\":\"")),
        "{text}"
    );
}
