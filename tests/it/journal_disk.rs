//! A disk that fails, with the real binary on a real small file system (a 64 KiB tmpfs mounted
//! by the test; it is skipped, saying so, only where mounting is not permitted): a game whose
//! witness (`GAME.journal.beat`) cannot be written does not start and says why; a disk that
//! fills mid-game is said at once, and its return; a writer killed before its first witness
//! leaves a game that resumes, saying so; kill -9 during saves leaves no temporary file after
//! the next start, and a running writer's temporary files are never touched.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{Anna, Dirs, run_with_input};

/// A tmpfs mounted at a folder for one test, unmounted when dropped.
struct Tmpfs(PathBuf);

impl Tmpfs {
    /// A tmpfs of `size` at `dir`; none, with a clear message, where mounting is not
    /// permitted (not root, no CAP_SYS_ADMIN).
    fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(dir).expect("the mount point");
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .output();
        match out {
            Ok(out) if out.status.success() => Some(Tmpfs(dir.to_path_buf())),
            other => {
                eprintln!(
                    "SKIPPED: mounting a tmpfs is not permitted here ({other:?}); this test \
                     needs a small file system of its own"
                );
                None
            }
        }
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

const PAGE: u64 = 4096;

/// Fills the file system of `dir` with a file of its own until nothing is free, then gives
/// back `pages` pages; the filler's path.
fn fill(dir: &Path, pages: u64) -> PathBuf {
    let path = dir.join("filler");
    let mut file = std::fs::File::create(&path).expect("the filler");
    let chunk = vec![0u8; usize::try_from(PAGE).expect("a page")];
    while file.write_all(&chunk).is_ok() {}
    let used = file
        .metadata()
        .expect("the filler's size")
        .len()
        .div_ceil(PAGE);
    file.set_len(used.saturating_sub(pages) * PAGE)
        .expect("free pages");
    file.sync_all().expect("synced");
    path
}

/// The names in the games folder.
fn names(dirs: &Dirs) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dirs.games()) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

fn temps(dirs: &Dirs) -> Vec<String> {
    names(dirs)
        .into_iter()
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

/// The game's name: the stem of its one journal.
fn game_id(dirs: &Dirs) -> String {
    dirs.only_game_file("journal")
        .file_stem()
        .expect("a name")
        .to_string_lossy()
        .into_owned()
}

/// The power goes: the program is killed with no chance to close anything.
fn kill_9(anna: &mut Anna) {
    // SAFETY: a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(anna.pid(), libc::SIGKILL) }, 0);
    let _ = anna.finish();
}

/// The id of a process that has ended and been reaped.
fn dead_pid() -> u32 {
    let mut child = Command::new("true").spawn().expect("true runs");
    let pid = child.id();
    child.wait().expect("reaped");
    pid
}

/// A game whose witness cannot be written (room for its journal and process id, none for the
/// witness) is refused at the start with the reason, and leaves nothing behind.
#[test]
fn a_game_whose_witness_cannot_be_written_does_not_start() {
    let dirs = Dirs::new("disk-no-witness");
    let Some(_fs) = Tmpfs::mount(&dirs.data(), "64k") else {
        return;
    };
    std::fs::create_dir_all(dirs.games()).expect("the games folder");
    // The process id's file and the journal take a page each; the witness finds none.
    fill(&dirs.data(), 2);
    let out = run_with_input(dirs.command(&["--time", "off"]), b"e4\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert_eq!(
        err.trim_end(),
        "Die Partie beginnt nicht: ihr Zeuge (die Datei .beat neben dem Spielprotokoll) lässt \
         sich nicht schreiben: der Datenträger ist voll."
    );
    assert_eq!(names(&dirs), Vec::<String>::new(), "nothing is left behind");
}

/// The disk fills mid-game: the journal still takes the next moves (its page has room), the
/// witness cannot follow, and that is said at once with the move, once; when there is room
/// again that is said once too, and a kill then loses nothing.
#[test]
fn a_disk_that_fills_mid_game_is_said_at_once() {
    let dirs = Dirs::new("disk-full-mid-game");
    let Some(_fs) = Tmpfs::mount(&dirs.data(), "64k") else {
        return;
    };
    let mut anna = dirs.spawn(&["--time", "off"]);
    anna.expect("1. Weiß> ");
    for m in ["e4", "e5"] {
        let (said, _) = anna.step(m);
        assert!(said.contains(&format!("({m})")), "{said}");
    }
    let filler = fill(&dirs.data(), 0);
    let failed = "lässt sich nicht schreiben: der Datenträger ist voll. Die Züge stehen im \
                  Spielprotokoll, aber ob ihm am Ende etwas fehlt, lässt sich so nicht mehr \
                  prüfen. Bitte Platz schaffen; anna versucht es mit jedem Zug weiter.";
    let (said, _) = anna.step("Nf3");
    assert!(said.contains("(Nf3)") && said.contains(failed), "{said}");
    let (said, _) = anna.step("Nc6");
    assert!(
        said.contains("(Nc6)") && !said.contains("Zeuge"),
        "said once: {said}"
    );
    std::fs::remove_file(filler).expect("room again");
    let (said, _) = anna.step("Bb5");
    assert!(
        said.contains("(Bb5)") && said.contains("Der Zeuge der Partie ist wieder geschrieben."),
        "{said}"
    );
    kill_9(&mut anna);
    let id = game_id(&dirs);
    let mut resumed = dirs.spawn(&["resume", &id]);
    resumed.expect("Partie fortgesetzt, 5 Halbzüge gespielt, Schwarz am Zug.");
}

/// Killed between its set-up record and its first witness (the witness removed after a kill
/// stands for that moment): the chain is intact and its writer, named by the process id's
/// file, is dead, so the game resumes and says so. While the file names a running process the
/// journal is not taken as whole.
#[test]
fn a_writer_killed_before_its_first_witness_leaves_a_game_that_resumes() {
    let dirs = Dirs::new("disk-unwitnessed");
    let mut anna = dirs.spawn(&["--time", "off"]);
    anna.expect("1. Weiß> ");
    let writer = anna.pid();
    kill_9(&mut anna);
    let id = game_id(&dirs);
    let journal = dirs.only_game_file("journal");
    let beat = PathBuf::from(format!("{}.beat", journal.display()));
    let pid = PathBuf::from(format!("{}.pid", journal.display()));
    std::fs::remove_file(&beat).expect("the witness was there");
    assert_eq!(
        std::fs::read_to_string(&pid).expect("the pid file").trim(),
        writer.to_string()
    );

    // Named as running (this test's own process): refused, nothing changed.
    std::fs::write(&pid, format!("{}\n", std::process::id())).expect("a live writer");
    let before = std::fs::read(&journal).expect("the journal");
    let out = run_with_input(dirs.command(&["resume", &id]), b"");
    assert!(!out.status.success());
    assert_eq!(std::fs::read(&journal).expect("the journal"), before);

    std::fs::write(&pid, format!("{writer}\n")).expect("the dead writer");
    let mut resumed = dirs.spawn(&["resume", &id]);
    let said = resumed.expect("1. Weiß> ");
    assert!(
        said.contains(&format!(
            "Diese Partie hat keinen Zeugen (.beat); ihr Schreiber, Prozess {writer}, ist \
             beendet, und ihre Kette ist heil: sie geht weiter."
        )),
        "{said}"
    );
    resumed.send("e4");
    resumed.expect("(e4)\n");
    assert!(beat.exists(), "witnessed again");
}

/// kill -9 thirty times while the score sheet is being saved over and over: what a killed
/// writer left (and temporary files of a dead writer of every kind) is gone after the next
/// start in the folder; a running writer's temporary file is left alone.
#[test]
fn kill_9_during_saves_leaves_no_temporary_file_after_the_next_start() {
    let dirs = Dirs::new("disk-kill-saves");
    let mut anna = dirs.spawn(&["--time", "5+0"]);
    anna.expect("1. Weiß> ");
    kill_9(&mut anna);
    let id = game_id(&dirs);
    let mut left_by_kills = 0;
    for i in 0..30 {
        left_by_kills += usize::from(!temps(&dirs).is_empty());
        let mut anna = dirs.spawn(&["resume", &id]);
        anna.expect("1. Weiß> ");
        assert_eq!(temps(&dirs), Vec::<String>::new(), "run {i}");
        for _ in 0..30 {
            anna.send("speichern");
        }
        for _ in 0..=(i % 5) {
            anna.expect("Gespeichert.");
        }
        kill_9(&mut anna);
    }
    let dead = dead_pid();
    for kind in ["pgn", "journal.beat", "journal.pid", "journal"] {
        std::fs::write(
            dirs.games()
                .join(format!(".{id}.{kind}.{dead}.0123456789abcdef.tmp")),
            "left",
        )
        .expect("a dead writer's temporary file");
    }
    let live = format!(".{id}.pgn.{}.fedcba9876543210.tmp", std::process::id());
    std::fs::write(dirs.games().join(&live), "working").expect("a live writer's");
    let before = temps(&dirs).len();
    let mut anna = dirs.spawn(&["resume", &id]);
    anna.expect("1. Weiß> ");
    assert_eq!(temps(&dirs), [live], "only the running writer's is left");
    kill_9(&mut anna);
    eprintln!(
        "kill -9 during saves: {left_by_kills} of 30 kills left a temporary file; {before} \
         temporary files before the last start, 1 (a running writer's) after"
    );
}

/// The moves typed in [`syncs_before_the_first_prompt_and_per_typed_move`]: twenty half-moves
/// of a Ruy Lopez, none of which ends the game.
const TWENTY_MOVES: [&str; 20] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
];

/// The real binary under `strace`, which writes every sync (`fsync`, `fdatasync`, …) and
/// every write to the terminal to `trace`: the order of the two tells the syncs made before
/// the first prompt and for each move.
fn traced(dirs: &Dirs, args: &[&str], trace: &Path) -> Anna {
    let anna = dirs.command(args);
    let mut command = Command::new("strace");
    command
        .args(["-f", "-qq", "-s", "4096", "-o"])
        .arg(trace)
        .args([
            "-e",
            "trace=fsync,fdatasync,sync_file_range,syncfs,sync,msync,write,pwrite64,rename,renameat,renameat2",
        ])
        .arg(anna.get_program())
        .args(anna.get_args());
    for (key, value) in anna.get_envs() {
        match value {
            Some(value) => command.env(key, value),
            None => command.env_remove(key),
        };
    }
    Anna::in_pty(command, args)
}

/// From a trace of [`traced`]: the number of syncs before each prompt written to the
/// terminal (a write to descriptor 1 ending in "> ").
fn syncs_per_prompt(trace: &str) -> Vec<usize> {
    calls_per_prompt(
        trace,
        &[
            "fsync(",
            "fdatasync(",
            "sync_file_range(",
            "syncfs(",
            "sync(",
            "msync(",
        ],
    )
}

/// From a trace of [`traced`]: the number of calls named `names` before each prompt.
fn calls_per_prompt(trace: &str, names: &[&str]) -> Vec<usize> {
    let mut counts = Vec::new();
    let mut calls = 0;
    for line in trace.lines() {
        let call = line.split_whitespace().nth(1).unwrap_or("");
        if names.iter().any(|name| call.starts_with(name)) {
            calls += 1;
        } else if call.starts_with("write(") && line.contains("> \", ") {
            counts.push(calls);
            calls = 0;
        }
    }
    counts
}

/// Issue 43: at most two syncs before the first prompt (the journal's first record and its
/// name), and one a typed move (the journal's record; its witness follows without a sync of
/// its own and without a new file), counted by `strace` over twenty moves of a game with a
/// running clock.
#[test]
fn syncs_before_the_first_prompt_and_per_typed_move() {
    let dirs = Dirs::new("disk-syncs");
    let Ok(found) = Command::new("strace").arg("-V").output() else {
        panic!("strace is missing: scripts/install-deps.sh installs it");
    };
    assert!(found.status.success());
    let trace = dirs.root.join("strace.txt");
    let mut anna = traced(&dirs, &["--time", "90+30"], &trace);
    anna.expect("1. Weiß> ");
    for m in TWENTY_MOVES {
        let (said, _) = anna.step(m);
        assert!(said.contains(&format!("({m})")), "{said}");
    }
    anna.send("beenden");
    anna.expect("ja oder nein");
    anna.send("ja");
    let _ = anna.finish();
    let text = std::fs::read_to_string(&trace).expect("the trace");
    let counts = syncs_per_prompt(&text);
    assert!(counts.len() > TWENTY_MOVES.len(), "{text}");
    assert!(
        counts[0] <= 2,
        "{} syncs before the first prompt:\n{text}",
        counts[0]
    );
    let moves: usize = counts[1..=TWENTY_MOVES.len()].iter().sum();
    assert!(
        moves <= TWENTY_MOVES.len(),
        "{moves} syncs for {} moves: {counts:?}",
        TWENTY_MOVES.len()
    );
    assert!(
        counts[1..=TWENTY_MOVES.len()].iter().all(|&n| n == 1),
        "every move is on the disk before its prompt: {counts:?}"
    );
    // The witness (its first beat with it) written once before the first prompt, not again
    // by a heartbeat due at once.
    let before_prompt = text
        .lines()
        .take_while(|l| !(l.contains("write(") && l.contains("> \", ")))
        .filter(|l| (l.contains(" write(") || l.contains(" pwrite64(")) && l.contains("\"beat "))
        .count();
    assert_eq!(
        before_prompt, 1,
        "the sidecar written before the first prompt:\n{text}"
    );
    // The witness after each move is rewritten in place: no new file renamed over it, which
    // cost a move as much as its sync (ext4 writes a file renamed over another at once).
    let renames = calls_per_prompt(&text, &["rename(", "renameat(", "renameat2("]);
    assert!(
        renames[1..=TWENTY_MOVES.len()].iter().all(|&n| n == 0),
        "no file renamed on the way from a move to its prompt: {renames:?}"
    );
}
