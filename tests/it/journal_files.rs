//! The files of a game attacked from outside, with the real binary: the journal deleted or
//! replaced while the game runs, a FIFO where a journal or the log should be, links planted at
//! every name anna writes beside a game. The invariants: no announced move is lost, no command
//! hangs, and no file outside the games folder changes.

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::{Anna, Dirs};

/// Forty half-moves of a Ruy Lopez, as they are typed.
const MOVES: [&str; 40] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8", "Nf1", "Bf8", "Ng3", "g6",
    "a4", "c5", "d5", "c4", "Bg5", "h6", "Be3", "Nc5", "Qd2", "h5", "Bg5", "Be7",
];

/// The moves of a game as `anna export` gives them, and whether it exited 0.
fn exported(dirs: &Dirs, id: &str) -> (Vec<String>, bool) {
    let out = dirs.output(&["export", id]);
    let moves = crate::common::pgn_moves(&String::from_utf8_lossy(&out.stdout));
    (moves, out.status.success())
}

fn game_id(journal: &Path) -> String {
    journal
        .file_stem()
        .expect("a file name")
        .to_string_lossy()
        .into_owned()
}

/// Plays `moves` in the running game, each until it is announced.
fn play(anna: &mut Anna, moves: &[&str]) {
    for m in moves {
        anna.send(m);
        anna.expect(&format!("({m})\n"));
    }
}

/// The power goes: the program is killed with no chance to close anything.
fn kill_9(anna: &mut Anna) {
    // SAFETY: a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(anna.pid(), libc::SIGKILL) }, 0);
    let _ = anna.finish();
}

/// How often `text` occurs in the transcript.
fn said_times(anna: &Anna, text: &str) -> usize {
    anna.transcript().matches(text).count()
}

/// The journal deleted after 20 half-moves, 20 more played, kill -9: the game resumes with all
/// 40, and the players were told once.
#[test]
fn a_journal_deleted_mid_game_is_written_anew_and_a_kill_loses_nothing() {
    let dirs = Dirs::new("files-deleted");
    let mut anna = dirs.spawn(&["--time", "off"]);
    anna.expect("1. Weiß> ");
    play(&mut anna, &MOVES[..20]);
    let journal = dirs.only_game_file("journal");
    std::fs::remove_file(&journal).expect("delete the journal");
    play(&mut anna, &MOVES[20..]);
    assert_eq!(
        said_times(
            &anna,
            "war nicht mehr da; anna hat es aus der Partie neu gespeichert"
        ),
        1,
        "{}",
        anna.transcript()
    );
    kill_9(&mut anna);
    let id = game_id(&journal);
    let (moves, intact) = exported(&dirs, &id);
    assert!(intact);
    assert_eq!(moves, MOVES);
    let mut resumed = dirs.spawn(&["resume", &id]);
    resumed.expect("Partie fortgesetzt, 40 Halbzüge gespielt, Weiß am Zug.");
    resumed.expect("21. Weiß> ");
    kill_9(&mut resumed);
}

/// A journal renamed, or replaced by another file: a whole journal is written at its name
/// and the game goes on; the other file is kept beside it, never deleted.
#[test]
fn a_journal_replaced_mid_game_is_kept_aside_and_written_anew() {
    let dirs = Dirs::new("files-replaced");
    let mut anna = dirs.spawn(&["--time", "off"]);
    anna.expect("1. Weiß> ");
    play(&mut anna, &MOVES[..4]);
    let journal = dirs.only_game_file("journal");
    let moved = journal.with_extension("moved");
    std::fs::rename(&journal, &moved).expect("rename the journal");
    std::fs::write(&journal, "someone else's file\n").expect("put another file there");
    play(&mut anna, &MOVES[4..8]);
    let copy = journal.with_extension("journal.replaced-1");
    assert_eq!(
        said_times(&anna, "Statt des Spielprotokolls"),
        1,
        "{}",
        anna.transcript()
    );
    assert_eq!(
        std::fs::read_to_string(&copy).expect("the other file is kept"),
        "someone else's file\n"
    );
    assert!(
        moved.exists(),
        "the renamed journal is left where it was put"
    );
    kill_9(&mut anna);
    let (moves, intact) = exported(&dirs, &game_id(&journal));
    assert!(intact);
    assert_eq!(moves, MOVES[..8]);
}

/// Runs `command` and waits for it at most a second, without sleeping: a FIFO opened for
/// reading or writing would make it wait for ever.
fn answers_within_a_second(mut command: Command, what: &str) -> Output {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("anna starts");
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        if child.try_wait().expect("wait for anna").is_some() {
            return child.wait_with_output().expect("anna's output");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("anna {what} did not answer within a second");
        }
        std::thread::yield_now();
    }
}

fn mkfifo(path: &Path) {
    let name = CString::new(path.as_os_str().as_bytes()).expect("a path without NUL");
    // SAFETY: a valid C string; no memory is shared.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o644) }, 0, "mkfifo");
}

/// A FIFO named like a journal: `check`, `resume --list`, `resume` and `export` answer at once,
/// and say it is no journal.
#[test]
fn a_fifo_as_a_journal_is_refused_without_waiting() {
    let dirs = Dirs::new("files-fifo-journal");
    std::fs::create_dir_all(dirs.games()).expect("the games folder");
    mkfifo(&dirs.games().join("x.journal"));
    for args in [
        &["check"][..],
        &["check", "x"],
        &["resume", "--list"],
        &["resume", "x"],
        &["resume"],
        &["export", "x"],
    ] {
        let out = answers_within_a_second(dirs.command(args), &args.join(" "));
        if args != ["resume", "--list"] {
            assert!(!out.status.success(), "anna {args:?} succeeded");
        }
    }
    let out = answers_within_a_second(dirs.command(&["check"]), "check");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("x: "),
        "the FIFO is named: {}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// A FIFO where the log goes: every command answers at once, and runs without a log.
#[test]
fn a_fifo_as_the_log_hangs_no_command() {
    let dirs = Dirs::new("files-fifo-log");
    let state = dirs.root.join("state");
    std::fs::create_dir_all(state.join("anna")).expect("the state folder");
    mkfifo(&state.join("anna/anna.log"));
    for args in [
        &["--time", "off"][..],
        &["check"],
        &["resume", "--list"],
        &["resume"],
        &["export", "x"],
        &["parse", "e4"],
        &["say", "e4"],
        &["sync", "x"],
        &["review", "x"],
        &["voices", "check", "x"],
        &["clock", "--help"],
        &["eboard", "simulate", "--help"],
    ] {
        let mut command = dirs.command(args);
        command.env("XDG_STATE_HOME", &state);
        answers_within_a_second(command, &args.join(" "));
    }
}

/// Every file outside the games folder and its bytes.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("the outside folder")
        .map(|e| {
            let path = e.expect("an entry").path();
            let bytes = std::fs::read(&path).unwrap_or_default();
            (path, bytes)
        })
        .collect();
    files.sort();
    files
}

/// Plants a link at `name` in the games folder to a file of its own outside it.
fn plant(dirs: &Dirs, outside: &Path, name: &str) {
    let victim = outside.join(name);
    std::fs::write(&victim, format!("not anna's: {name}\n")).expect("a file outside");
    std::os::unix::fs::symlink(&victim, dirs.games().join(name)).expect("plant a link");
}

/// Links planted at every name anna writes beside a game (the process id, the heartbeat, the
/// score sheet, the copy of a damaged journal, the temporary names of old) lead nowhere:
/// through a start, a repair on resuming, moves with a running clock and the end of the game,
/// no file outside the games folder changes and none is made there.
#[test]
fn planted_links_make_anna_write_nothing_outside_the_games_folder() {
    let dirs = Dirs::new("files-links");
    let outside = dirs.root.join("outside");
    std::fs::create_dir_all(&outside).expect("a folder outside");
    std::fs::create_dir_all(dirs.games()).expect("the games folder");
    plant_at_a_new_games_names(&dirs, &outside);
    let before = snapshot(&outside);
    let mut anna = dirs.spawn(&["--time", "5+0"]);
    anna.expect("1. Weiß> ");
    play(&mut anna, &MOVES[..2]);
    kill_9(&mut anna);
    assert_eq!(snapshot(&outside), before, "a new game wrote outside");

    // The game's own names, for a resume that repairs a torn journal and plays to the end.
    let (journal, id) = plant_at_the_games_own_names(&dirs, &outside);
    let before = snapshot(&outside);
    let mut torn = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .expect("the journal");
    std::io::Write::write_all(&mut torn, b"{\"at\":1,\"kind\":\"mo").expect("tear the last line");
    drop(torn);
    let mut anna = dirs.spawn(&["resume", &id]);
    anna.expect("2 Halbzüge gespielt");
    play(&mut anna, &MOVES[2..6]);
    anna.send("aufgeben");
    anna.expect("ja oder nein.");
    anna.send("ja");
    anna.expect("Gespeichert.");
    kill_9(&mut anna);
    assert_eq!(snapshot(&outside), before, "a resumed game wrote outside");
    the_games_files_are_its_own(&journal);
}

/// A new game's names, for the moment it starts: its journal's name is a link to nowhere, so
/// the game takes the next name, and finds links there too.
fn plant_at_a_new_games_names(dirs: &Dirs, outside: &Path) {
    let base = anna::session::Started::now().name;
    std::os::unix::fs::symlink(
        outside.join("new"),
        dirs.games().join(format!("{base}.journal")),
    )
    .expect("a link to nowhere");
    for id in [base.clone(), format!("{base}-2")] {
        for side in [
            "journal.pid",
            "journal.beat",
            "pgn",
            "pgn.tmp",
            "journal.tmp",
        ] {
            plant(dirs, outside, &format!("{id}.{side}"));
        }
    }
}

/// Links at every name beside the game's journal; the journal and the game's id.
fn plant_at_the_games_own_names(dirs: &Dirs, outside: &Path) -> (PathBuf, String) {
    let journal = dirs
        .games()
        .read_dir()
        .expect("the games folder")
        .map(|e| e.expect("an entry").path())
        .find(|p| {
            p.extension().is_some_and(|x| x == "journal")
                && !std::fs::symlink_metadata(p).expect("a file").is_symlink()
        })
        .expect("the game's journal");
    let id = game_id(&journal);
    for side in [
        "journal.pid",
        "journal.beat",
        "pgn",
        "pgn.tmp",
        "journal.tmp",
        "journal.damaged-1",
    ] {
        let name = format!("{id}.{side}");
        // The witness read through the link is the game's own (a link holding something else
        // leaves the journal unwitnessed, and the resume is refused); it is then written
        // beside the journal, never through the link.
        let witness = std::fs::read_to_string(dirs.games().join(&name)).ok();
        let _ = std::fs::remove_file(dirs.games().join(&name));
        plant(dirs, outside, &name);
        if let Some(witness) = witness.filter(|_| side == "journal.beat") {
            std::fs::write(outside.join(&name), witness).expect("the witness outside");
        }
    }
    (journal, id)
}

/// The damaged copy took the next free name, and the score sheet replaced the link at its
/// name and holds the game to its end.
fn the_games_files_are_its_own(journal: &Path) {
    let copy = journal.with_extension("journal.damaged-2");
    assert!(copy.is_file(), "the damaged copy took the next free name");
    let pgn = journal.with_extension("pgn");
    assert!(
        !std::fs::symlink_metadata(&pgn)
            .expect("a score sheet")
            .is_symlink(),
        "the link at the score sheet's name is replaced by the score sheet"
    );
    let pgn = std::fs::read_to_string(pgn).expect("the score sheet");
    assert!(
        pgn.contains("3. Bb5 ") && pgn.trim_end().ends_with("0-1"),
        "{pgn}"
    );
}

/// A command whose files may grow to at most `limit` bytes each: a full disk, as far as
/// anna can tell (writes fail with EFBIG).
fn on_a_full_disk(mut command: Command, limit: libc::rlim_t) -> Command {
    use std::os::unix::process::CommandExt;
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
    command
}

/// Every file in the games folder and its bytes.
fn games_folder(dirs: &Dirs) -> Vec<(PathBuf, Vec<u8>)> {
    if !dirs.games().exists() {
        return Vec::new();
    }
    snapshot(&dirs.games())
}

/// A start that cannot write its first record leaves no file at all: no empty journal, no
/// process id.
#[test]
fn a_start_on_a_full_disk_leaves_nothing_behind() {
    let dirs = Dirs::new("files-full-start");
    let out = crate::common::run_with_input(
        on_a_full_disk(dirs.command(&["--time", "off"]), 20),
        b"e4\n",
    );
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("der Datenträger ist voll"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(games_folder(&dirs), Vec::new());
}

/// Games started in the same second each get a journal of their own and keep their moves.
#[test]
fn games_started_in_the_same_second_all_keep_their_moves() {
    use std::io::Write;
    let dirs = Dirs::new("files-same-second");
    let games = 24;
    let children: Vec<_> = (0..games)
        .map(|_| {
            let mut child = dirs
                .command(&["--time", "off"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("anna starts");
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(b"e4\n")
                .expect("type a move");
            child
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().expect("anna ends");
        assert!(
            !String::from_utf8_lossy(&out.stdout).contains("Nicht gespeichert"),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
    }
    let journals: Vec<String> = games_folder(&dirs)
        .into_iter()
        .filter(|(p, _)| p.extension().is_some_and(|x| x == "journal"))
        .map(|(p, _)| game_id(&p))
        .collect();
    assert_eq!(journals.len(), games, "{journals:?}");
    for id in journals {
        assert_eq!(exported(&dirs, &id), (vec!["e4".to_string()], true), "{id}");
    }
}

/// A damaged journal whose copy cannot be written whole (a full disk) is not resumed and not
/// touched: no part of a copy, no temporary file. With room, the copy is the whole journal.
#[test]
fn a_damaged_copy_is_whole_or_not_made() {
    let dirs = Dirs::new("files-full-copy");
    let mut anna = dirs.spawn(&["--time", "off"]);
    anna.expect("1. Weiß> ");
    play(&mut anna, &MOVES[..6]);
    kill_9(&mut anna);
    let journal = dirs.only_game_file("journal");
    let mut torn = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .expect("the journal");
    std::io::Write::write_all(&mut torn, b"{\"at\":1,\"kind\":\"mo").expect("tear the last line");
    drop(torn);
    let bytes = std::fs::read(&journal).expect("the journal");
    let before = games_folder(&dirs);
    let id = game_id(&journal);
    let limit = bytes.len() as libc::rlim_t - 1;
    let out =
        crate::common::run_with_input(on_a_full_disk(dirs.command(&["resume", &id]), limit), b"");
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("der Datenträger ist voll"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        games_folder(&dirs),
        before,
        "a refused repair changed the folder"
    );
    let mut anna = dirs.spawn(&["resume", &id]);
    anna.expect("6 Halbzüge gespielt");
    kill_9(&mut anna);
    let copy = journal.with_extension("journal.damaged-1");
    assert_eq!(std::fs::read(copy).expect("the copy"), bytes);
}

/// A heartbeat dated after the moment of resuming (the computer's clock was set back) says
/// nothing about when anna stopped: the players are told, and nobody is charged for the time
/// between.
#[test]
fn a_heartbeat_from_the_future_is_unknown_and_charged_to_nobody() {
    let dirs = Dirs::new("files-future-beat");
    let mut anna = dirs.spawn(&["--time", "5+0"]);
    anna.expect("1. Weiß> ");
    play(&mut anna, &MOVES[..2]);
    kill_9(&mut anna);
    let journal = dirs.only_game_file("journal");
    let beat = journal.with_extension("journal.beat");
    // The beat line dated far ahead; the witness line kept as it is.
    let sidecar = std::fs::read_to_string(&beat).expect("the sidecar");
    let witness: String = sidecar.lines().filter(|l| l.starts_with("last ")).collect();
    let future = format!(
        "beat {:020} {:020}\n{witness}\n",
        99_999_999_999_999u64, 5000
    );
    std::fs::write(&beat, future).expect("a heartbeat from the future");
    let mut anna = dirs.spawn(&["resume", &game_id(&journal)]);
    anna.expect("Das letzte Lebenszeichen ist später als jetzt");
    anna.expect("2. Weiß> ");
    let said = anna.transcript();
    assert!(!said.contains("nicht ordentlich beendet"), "{said}");
    kill_9(&mut anna);
}
