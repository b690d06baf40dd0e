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
    let bytes = flip_a_byte_of_the_second_move(&journal);
    let id = journal.file_stem().unwrap().to_string_lossy().into_owned();

    // check: damaged, with the line and the move from which the game is missing.
    let out = dirs.output(&["check"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim_end(),
        format!(
            "{id}: beschädigt, 5 lesbare Einträge. Das Spielprotokoll ist beschädigt: Zeile 3 ist \
             nicht lesbar. Ab Zug 1, Schwarz, fehlt die Partie: der Schiedsrichter stellt sie \
             nach den Partieformularen wieder her; der Rest des Protokolls bleibt erhalten."
        )
    );
    export_gives_the_intact_part_and_names_the_gap(&dirs, &id);
    resume_is_refused_and_changes_nothing(&dirs, &id, &journal, &bytes);
}

/// Line 3 is the second move (e7e5): one byte of its square changed. The journal's bytes
/// after.
fn flip_a_byte_of_the_second_move(journal: &std::path::Path) -> Vec<u8> {
    let mut bytes = std::fs::read(journal).expect("the journal");
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
    std::fs::write(journal, &bytes).expect("damage the journal");
    bytes
}

/// export: the intact part, a non-zero status and what is missing. The gap is named in the
/// score sheet; the moves after it are there only as a comment.
fn export_gives_the_intact_part_and_names_the_gap(dirs: &Dirs, id: &str) {
    let out = dirs.output(&["export", id]);
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
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("{Das Spielprotokoll ist beschädigt: Zeile 3"),
        "{pgn}"
    );
    assert!(
        flat.contains("nicht aus der Stellung davor gespielt: g1f3, b8c6.} *"),
        "{pgn}"
    );
    assert!(!pgn.contains("Nf3"), "{pgn}");
}

/// resume: refused with the same words and what the arbiter can do; nothing at all is
/// changed: the journal as it was (`bytes`), no copy, no temporary file.
fn resume_is_refused_and_changes_nothing(
    dirs: &Dirs,
    id: &str,
    journal: &std::path::Path,
    bytes: &[u8],
) {
    let listing = || {
        let mut files: Vec<_> = std::fs::read_dir(dirs.games())
            .expect("the games folder")
            .map(|e| {
                let path = e.expect("an entry").path();
                let bytes = std::fs::read(&path).unwrap_or_default();
                (path, bytes)
            })
            .collect();
        files.sort();
        files
    };
    let before = listing();
    let out = dirs.output(&["resume", id]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("Zeile 3 ist nicht lesbar. Ab Zug 1, Schwarz, fehlt die Partie")
            && said.contains("spielt sie mit anna --pgn DATEI nach."),
        "{said}"
    );
    assert_eq!(std::fs::read(journal).expect("the journal"), bytes);
    assert_eq!(
        listing(),
        before,
        "a refused resume changed the games folder"
    );
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

/// A journal written before the lines had check values (by an earlier release) is refused:
/// a line without its check value could be any line. Nothing is changed.
#[test]
fn a_journal_without_check_values_is_refused_and_left_as_it_is() {
    let dirs = Dirs::new("journal-fixture");
    std::fs::create_dir_all(dirs.games()).expect("the games folder");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/before-checksums.journal"
    );
    let journal = dirs.games().join("2026-11-24-041103.journal");
    std::fs::copy(fixture, &journal).expect("the fixture");
    let before = std::fs::read(&journal).expect("the journal");
    let out = dirs.output(&["check", "2026-11-24-041103"]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("sind nicht lesbar. Die Partie fehlt von Anfang an"),
        "{said}"
    );
    let out = dirs.output(&["export", "2026-11-24-041103"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "no game from no record");
    let out = dirs.output(&["resume", "2026-11-24-041103"]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("anna --pgn DATEI"), "{said}");
    assert_eq!(std::fs::read(&journal).expect("the journal"), before);
}

/// The moves of the Ruy Lopez's main line, long enough for the faults below.
const MOVES: [&str; 20] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
];

/// The SAN of every move announced in a transcript ("12. … Springer … (Nbd7)").
fn announced(out: &str) -> Vec<String> {
    out.lines()
        .filter_map(|l| {
            let l = l.rsplit("> ").next()?;
            let number = l.split('.').next()?;
            let is_move = !number.is_empty()
                && number.chars().all(|c| c.is_ascii_digit())
                && l.ends_with(')');
            let san = l.rsplit_once(" (")?.1.trim_end_matches(')');
            is_move.then(|| san.to_string())
        })
        .collect()
}

/// The moves a journal file holds, read by the program itself (`anna export`, no clock).
fn journal_moves(dirs: &Dirs, journal: &std::path::Path) -> (Vec<String>, bool) {
    let id = journal.file_stem().unwrap().to_string_lossy().into_owned();
    let out = dirs.output(&["export", &id]);
    let moves = crate::common::pgn_moves(&String::from_utf8_lossy(&out.stdout));
    (moves, out.status.success())
}

/// kill -9 at many moments while moves are being made: every move that was announced is in
/// the journal, and the journal is intact (a torn last line is named, never glued to).
#[test]
fn kill_9_at_random_moments_loses_no_announced_move() {
    use std::io::{Read, Write};
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let iterations = 40;
    let mut announced_total = 0;
    let mut cut_short = 0;
    for i in 0..iterations {
        let dirs = Dirs::new(&format!("kill9-{i}"));
        let mut child = dirs
            .command(&["--time", "off"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("anna starts");
        let mut stdin = child.stdin.take().expect("stdin");
        let script: String = MOVES.iter().map(|m| format!("{m}\n")).collect();
        stdin.write_all(script.as_bytes()).expect("type the moves");
        // The input ends after the moves: anna ends by itself if the kill comes late.
        drop(stdin);
        // Read a random amount of the output, then the power goes.
        let wanted = 60 + (next() % 1000) as usize;
        let mut out = Vec::new();
        let mut stdout = child.stdout.take().expect("stdout");
        let mut buf = [0u8; 64];
        while out.len() < wanted {
            match stdout.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => out.extend_from_slice(&buf[..n]),
            }
        }
        child.kill().expect("kill -9");
        let _ = child.wait();
        let said = announced(&String::from_utf8_lossy(&out));
        announced_total += said.len();
        cut_short += usize::from(said.len() < MOVES.len());
        let journal = dirs.only_game_file("journal");
        let (kept, intact) = journal_moves(&dirs, &journal);
        assert!(
            kept.len() >= said.len() && kept[..said.len()] == said[..],
            "iteration {i}: announced {said:?}, journal {kept:?}"
        );
        // The journal may only end in a torn line, which is named; nothing before it is lost.
        if !intact {
            let text = std::fs::read_to_string(&journal).unwrap_or_default();
            assert!(
                !text.ends_with('\n'),
                "iteration {i}: damage inside:\n{text}"
            );
        }
    }
    assert!(
        announced_total > iterations,
        "the kills came too early to test anything"
    );
    assert!(
        cut_short > iterations / 2,
        "the kills came too late: {cut_short} of {iterations} in the game"
    );
    eprintln!(
        "kill -9: {iterations} games, {announced_total} moves announced, {cut_short} killed \
         in the game, none lost"
    );
}

/// A full disk (the file size limit: writes fail with EFBIG): the move that cannot be saved is
/// not made and the players are told; nothing torn stays, and every announced move is kept.
#[test]
fn a_full_disk_refuses_the_move_it_cannot_save_and_tears_nothing() {
    use std::io::Write;
    use std::os::unix::process::CommandExt;
    let dirs = Dirs::new("journal-full");
    let limit: libc::rlim_t = 1400;
    let mut command = dirs.command(&["--time", "off"]);
    command
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        command.pre_exec(move || {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let rl = libc::rlimit {
                rlim_cur: limit,
                rlim_max: limit,
            };
            libc::setrlimit(libc::RLIMIT_FSIZE, &rl);
            Ok(())
        });
    }
    let mut child = command.spawn().expect("anna starts");
    let script: String = MOVES.iter().map(|m| format!("{m}\n")).collect();
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("type the moves");
    let out = child.wait_with_output().expect("anna ends");
    let text = String::from_utf8_lossy(&out.stdout);
    let said = announced(&text);
    assert!(!said.is_empty() && said.len() < MOVES.len(), "{text}");
    assert!(
        text.contains("der Datenträger ist voll"),
        "the players are told:\n{text}"
    );
    let journal = dirs.only_game_file("journal");
    assert!(std::fs::metadata(&journal).unwrap().len() <= limit);
    // No half score sheet: the last one written whole, or none, and no temporary file.
    for entry in std::fs::read_dir(dirs.games()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(!name.ends_with(".tmp"), "{name} left behind");
        if name.ends_with(".pgn") {
            let pgn = std::fs::read_to_string(&path).unwrap();
            assert!(pgn.trim_end().ends_with('*'), "a half score sheet:\n{pgn}");
        }
    }
    let (kept, intact) = journal_moves(&dirs, &journal);
    assert!(intact, "a torn line stayed in the journal");
    assert_eq!(kept, said);
}

/// A game continued from a score sheet (after a damaged journal, or from paper): the file's
/// start and moves first, then the players go on.
#[test]
fn a_game_is_continued_from_a_pgn_file() {
    use std::io::Write;
    let dirs = Dirs::new("from-pgn");
    let pgn = dirs.root.join("two.pgn");
    std::fs::write(
        &pgn,
        "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. Sf3 *\n",
    )
    .unwrap();
    let pgn = pgn.to_str().unwrap();
    let mut child = dirs
        .command(&["--from-pgn", pgn, "--pgn-game", "2"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("anna starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"liste\nSc6\nbeenden\nja\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("3 Halbzüge aus two.pgn übernommen.\n"),
        "{text}"
    );
    assert!(
        text.contains("1. Bauer David vier, Bauer David fünf\n2. Springer Felix drei\n"),
        "{text}"
    );
    assert!(text.contains("2. … Springer Cesar sechs (Nc6)"), "{text}");
    let journal = dirs.only_game_file("journal");
    let (moves, intact) = journal_moves(&dirs, &journal);
    assert!(intact);
    assert_eq!(moves, ["d4", "d5", "Nf3", "Nc6"]);

    let out = dirs.output(&["--from-pgn", pgn, "--pgn-game", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("{pgn} hat keine Partie Nummer 3.\n")
    );
}

/// The score sheet's `Date` is the local date where the game is played, with `Time`,
/// `UTCDate` and `UTCTime` beside it: far ahead of UTC (Kiritimati, +14) and far behind
/// (Pago Pago, −11), at least one of them on another date than UTC's at any moment.
#[test]
fn the_date_is_the_local_one_with_the_utc_one_beside_it() {
    let mut differs = false;
    for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago"] {
        let dirs = Dirs::new(&format!("date-{}", zone.replace('/', "-")));
        let tz = jiff::tz::TimeZone::get(zone).expect("a bundled zone");
        let before = jiff::Timestamp::now();
        let mut command = dirs.command(&["--speech", "off", "--braille", "off"]);
        command.env("TZ", zone);
        crate::common::run_with_input(command, b"e4\nspeichern\n");
        let after = jiff::Timestamp::now();
        let pgn = dirs.read_game_file("pgn");
        let tag = |name: &str| {
            pgn.lines()
                .find_map(|l| l.strip_prefix(&format!("[{name} \"")))
                .and_then(|l| l.strip_suffix("\"]"))
                .unwrap_or_else(|| panic!("no {name} in\n{pgn}"))
                .to_string()
        };
        let dates = |tz: &jiff::tz::TimeZone| {
            [before, after].map(|t| {
                t.to_zoned_datetime(tz.clone())
                    .strftime("%Y.%m.%d")
                    .to_string()
            })
        };
        let (date, utc_date) = (tag("Date"), tag("UTCDate"));
        assert!(dates(&tz).contains(&date), "{zone}: {date} in\n{pgn}");
        assert!(dates(&jiff::tz::TimeZone::UTC).contains(&utc_date), "{pgn}");
        assert_eq!(tag("Time").len(), 8, "{pgn}");
        assert_eq!(tag("UTCTime").len(), 8, "{pgn}");
        differs |= date != utc_date;
    }
    assert!(differs, "one of the zones is on another date than UTC");
}

/// The log is kept for whoever helps afterwards, never on the player's screen: the outputs at
/// the start are in `$XDG_STATE_HOME/anna/anna.log`; `--debug` shows it on standard error too;
/// a log grown past 1 MiB is moved to `anna.log.1` at the next start.
#[test]
fn the_log_is_kept_in_the_state_folder_and_never_on_the_screen() {
    let dirs = Dirs::new("log");
    let state = dirs.data().join("state");
    let log = state.join("anna/anna.log");
    std::fs::create_dir_all(log.parent().expect("a folder")).expect("the state folder");
    std::fs::write(&log, vec![b'x'; 2 << 20]).expect("a big old log");
    let run = |args: &[&str]| {
        let mut command = dirs.command(args);
        command.env("XDG_STATE_HOME", &state);
        crate::common::run_with_input(command, b"e4\nbeenden\nja\n")
    };
    let quiet = run(&["--speech", "text", "--braille", "off"]);
    let shown = String::from_utf8_lossy(&quiet.stdout);
    let text = std::fs::read_to_string(&log).expect("the log");
    assert!(text.contains("event=\"device\""), "{text}");
    assert!(!shown.contains("event="), "{shown}");
    assert!(
        quiet.stderr.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&quiet.stderr)
    );
    assert_eq!(
        std::fs::metadata(log.with_extension("log.1"))
            .map(|m| m.len())
            .ok(),
        Some(2 << 20),
        "the old log moved aside"
    );
    assert!(text.len() < 10_000, "a fresh log: {} bytes", text.len());
    let debug = run(&["--speech", "text", "--braille", "off", "--debug"]);
    let err = String::from_utf8_lossy(&debug.stderr);
    assert!(err.contains("event=\"device\""), "{err}");
}

/// The fixture journal `name` (written by the version before the game kinds, with its own
/// code: tests/fixtures/previous-*.journal) copied into a folder of its own.
fn previous_journal(name: &str) -> (crate::common::temp::TempDir, std::path::PathBuf) {
    let dir = crate::common::temp::TempDir::new("previous-journal", name);
    let fixture = format!(
        "{}/tests/fixtures/previous-{name}.journal",
        env!("CARGO_MANIFEST_DIR")
    );
    let path = dir.0.join(format!("2026-11-27-2015{}.journal", name.len()));
    std::fs::copy(&fixture, &path).expect("the fixture");
    (dir, path)
}

/// A training game's journal written by the previous version (its set-up with `engine`,
/// `blind`, `assistant` and `white_enters` side by side) opens, passes the door into the
/// game kinds and resumes where it stood; its set-up is written back in the same shape.
#[test]
fn a_journal_of_the_previous_version_opens_and_resumes() {
    use anna::session::{Assistant, Enterer, GameKind, Record};
    use shakmaty::Color;
    let (_dir, path) = previous_journal("training");
    let first_line = std::fs::read_to_string(&path).expect("the journal");
    let first_line = first_line.lines().next().expect("a first line");
    let at = anna::clock::Moment::from_millis(1_795_000_100_000);
    let (table, _) = anna::table::Table::resume(&path, at).expect("resumed");
    let session = table.session();
    let GameKind::Training(engine) = session.kind() else {
        panic!("not a training game: {:?}", session.kind());
    };
    assert_eq!(Color::from(engine.side), Color::Black);
    assert_eq!(engine.nodes, Some(1000));
    assert_eq!(session.entry().blind, Some(Color::White));
    assert_eq!(session.entry().assistant, Assistant::Blind);
    assert_eq!(session.entry().enters.white, Some(Enterer::Assistant));
    assert_eq!(session.game().plies(), 3);
    assert_eq!(session.game().turn(), Color::Black);
    assert!(session.clock().is_some(), "the clock of 900+10");
    // The set-up as this version writes it: the same keys and values as the line on disk.
    let written = serde_json::to_value(Record::Setup(Box::new(session.setup().clone())))
        .expect("the set-up serialises");
    let mut on_disk: serde_json::Value = serde_json::from_str(first_line).expect("JSON");
    let fields = on_disk.as_object_mut().expect("an object");
    for framing in ["at", "seq", "crc"] {
        fields.remove(framing);
    }
    assert_eq!(written, on_disk);
}

/// A finished tournament game of the previous version: the arbiter's result (`white_wins`,
/// once a type of its own) reads back as the game's result.
#[test]
fn a_result_of_the_previous_version_reads_as_the_games_result() {
    let (_dir, path) = previous_journal("tournament");
    let read = anna::record::read_journal(&path).expect("the journal reads");
    let (session, stopped) = anna::session::Session::replay_intact(&read.records).expect("a game");
    assert_eq!(stopped, None);
    assert!(session.kind().is_tournament());
    assert_eq!(
        session.game().outcome().map(|o| o.result),
        Some(anna::game::GameResult::WhiteWins)
    );
}
