//! The journal attacked as an arbiter or a crafty opponent would attack a score sheet: lines
//! swapped (next to each other, and one side's moves), deleted, repeated, inserted from another
//! game, the journal cut at a line boundary, two move lines in a row damaged, a block zeroed.
//! Each at every place of a journal of 40 half-moves played through the library, with the
//! real binary: `anna check` exits 1 and names the place, `anna export` never gives a game
//! other than the one played (the moves before the gap, never one after it as a move), and
//! `anna resume` never goes on from a position that was not played (and changes nothing when
//! it refuses). No case may be silent; a failure names each silent one and the count per
//! class.
//!
//! Why 40 half-moves (it was 160): every check reads and replays the whole journal in a debug
//! build, about 2 ms a half-move, and the trials are three runs of the binary at each of the
//! journal's places, so the cost grows with the square of the length (160 half-moves took 15
//! to 20 minutes of the suite). Nothing in the journal's format depends on its length beyond
//! a few records: the witness names the last records, the chain links each record to the one
//! before, and a zeroed 512-byte block still spans several lines; 40 half-moves give every
//! kind of place (the set-up, White's and Black's moves, the middle, the last move, the
//! closing record) many times over.

use std::path::Path;

use anna::clock::Moment;
use anna::session::Setup;

use crate::common::Dirs;

/// The half-moves of the game every fault is tried on.
const PLIES: usize = 40;

/// The name of the game in each trial's folder.
const GAME: &str = "2026-11-26-120000";

/// A game of `PLIES` half-moves played through the library and left: its journal's lines (each
/// without its newline) and its sidecar. The moves are picked by `seed` among those that do
/// not end the game.
fn played(seed: u64, dir: &Path) -> (Vec<Vec<u8>>, Vec<u8>) {
    let start = 1_795_300_000_000;
    let mut table = anna::table::Table::start(
        Setup::default().check().expect("a set-up the Laws allow"),
        dir,
        Moment::from_millis(start),
    )
    .expect("a game starts");
    let mut state = seed;
    for ply in 0..PLIES {
        let now = Moment::from_millis(start + 1000 * (ply as u64 + 1));
        let record = crate::common::random_game::next_move(&table, &mut state, now);
        let committed = table.commit(&[record], now);
        assert!(committed.moved, "{:?}", committed.events);
    }
    table.leave(Moment::from_millis(start + 1000 * (PLIES as u64 + 2)));
    let journal = table.journal_path().to_path_buf();
    drop(table);
    let bytes = std::fs::read(&journal).expect("the journal");
    let sidecar = std::fs::read(anna::record::sidecar_path(&journal)).expect("the witness");
    let lines = bytes
        .strip_suffix(b"\n")
        .expect("ends with a newline")
        .split(|b| *b == b'\n')
        .map(<[u8]>::to_vec)
        .collect();
    (lines, sidecar)
}

#[derive(Clone, Copy, Debug)]
enum Class {
    Swap,
    SameSideSwap,
    Delete,
    Duplicate,
    Insert,
    Cut,
    TwoDamagedMoves,
    ZeroedBlock,
}

const CLASSES: [Class; 8] = [
    Class::Swap,
    Class::SameSideSwap,
    Class::Delete,
    Class::Duplicate,
    Class::Insert,
    Class::Cut,
    Class::TwoDamagedMoves,
    Class::ZeroedBlock,
];

/// One trial: the damaged journal, and the words of `anna check` one of which must name the
/// place.
struct Trial {
    bytes: Vec<u8>,
    place: Vec<String>,
}

/// Names of a line as `anna check` says them in German: alone, or first of several.
fn line_named(n: usize) -> Vec<String> {
    vec![
        format!("Zeile {n} "),
        format!("Zeile {n}."),
        format!("Zeilen {n},"),
        format!("Zeilen {n} "),
    ]
}

/// A cut end, as the witness tells it.
fn end_named() -> Vec<String> {
    vec![
        "fehlen im Spielprotokoll".to_string(),
        "fehlt im Spielprotokoll".to_string(),
    ]
}

fn joined(lines: &[Vec<u8>]) -> Vec<u8> {
    let mut out = Vec::new();
    for line in lines {
        out.extend_from_slice(line);
        out.push(b'\n');
    }
    out
}

/// A move line with its move changed (a file letter moved on): intact JSON, wrong check.
fn damaged_move(line: &[u8]) -> Vec<u8> {
    let mut line = line.to_vec();
    let at = line
        .windows(7)
        .position(|w| w == b"\"uci\":\"")
        .expect("a move line")
        + 7;
    line[at] = if line[at] == b'h' { b'a' } else { line[at] + 1 };
    line
}

/// The trials of a class: one at every place it can be made.
fn trials(class: Class, lines: &[Vec<u8>], foreign: &[Vec<u8>]) -> Vec<Trial> {
    let n = lines.len();
    let with = |edit: &dyn Fn(&mut Vec<Vec<u8>>)| {
        let mut lines = lines.to_vec();
        edit(&mut lines);
        joined(&lines)
    };
    match class {
        Class::Swap => (0..n - 1)
            .map(|i| Trial {
                bytes: with(&|l| l.swap(i, i + 1)),
                place: line_named(i + 1),
            })
            .collect(),
        Class::SameSideSwap => (0..n - 2)
            .map(|i| Trial {
                bytes: with(&|l| l.swap(i, i + 2)),
                place: line_named(i + 1),
            })
            .collect(),
        Class::Delete => (0..n)
            .map(|i| Trial {
                bytes: with(&|l| {
                    l.remove(i);
                }),
                place: if i + 1 == n {
                    end_named()
                } else {
                    line_named(i + 1)
                },
            })
            .collect(),
        Class::Duplicate => (0..n)
            .map(|i| Trial {
                bytes: with(&|l| l.insert(i + 1, l[i].clone())),
                place: line_named(i + 1),
            })
            .collect(),
        Class::Insert => (0..=n)
            .map(|i| {
                // Another game's line of the same number; the same set-up as this game's
                // first line is this game's own, and then the next line repeats it.
                let mut place = line_named(i + 1);
                place.extend(line_named(i + 2));
                Trial {
                    bytes: with(&|l| l.insert(i, foreign[i.min(foreign.len() - 1)].clone())),
                    place: if i == 0 { place } else { line_named(i + 1) },
                }
            })
            .collect(),
        Class::Cut => (0..n)
            .map(|k| Trial {
                bytes: joined(&lines[..k]),
                place: end_named(),
            })
            .collect(),
        Class::TwoDamagedMoves => (1..n - 2)
            .map(|i| Trial {
                bytes: with(&|l| {
                    l[i] = damaged_move(&l[i]);
                    l[i + 1] = damaged_move(&l[i + 1]);
                }),
                place: line_named(i + 1),
            })
            .collect(),
        Class::ZeroedBlock => (0..n)
            .map(|i| {
                let mut bytes = joined(lines);
                let from = joined(&lines[..i]).len();
                let to = (from + 512).min(bytes.len());
                bytes[from..to].fill(0);
                Trial {
                    bytes,
                    place: line_named(i + 1),
                }
            })
            .collect(),
    }
}

/// The moves of a PGN as they stand outside comments (no tags, numbers or result).
fn pgn_moves(pgn: &str) -> Vec<String> {
    let mut text = String::new();
    let mut depth = 0;
    for line in pgn.lines().filter(|l| !l.starts_with('[')) {
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                c if depth == 0 => text.push(c),
                _ => {}
            }
        }
        text.push(' ');
    }
    text.split_whitespace()
        .filter(|t| !t.ends_with('.') && !["*", "1-0", "0-1", "1/2-1/2"].contains(t))
        .map(str::to_string)
        .collect()
}

/// What went wrong with a trial, if anything.
fn run(dirs: &Dirs, trial: &Trial, sidecar: &[u8], intact: &[String]) -> Option<String> {
    let games = dirs.games();
    let _ = std::fs::remove_dir_all(&games);
    std::fs::create_dir_all(&games).expect("the games folder");
    let journal = games.join(format!("{GAME}.journal"));
    std::fs::write(&journal, &trial.bytes).expect("the damaged journal");
    std::fs::write(anna::record::sidecar_path(&journal), sidecar).expect("the witness");

    let out = dirs.output(&["check", GAME]);
    let said = String::from_utf8_lossy(&out.stdout);
    if out.status.code() != Some(1) {
        return Some(format!("check exits {:?}: {said}", out.status.code()));
    }
    if !trial.place.iter().any(|p| said.contains(p.as_str())) {
        return Some(format!("check does not name {:?}: {said}", trial.place));
    }

    let out = dirs.output(&["export", GAME]);
    let moves = pgn_moves(&String::from_utf8_lossy(&out.stdout));
    if out.status.code() == Some(0) && moves != intact {
        return Some("export exits 0 with another game".to_string());
    }
    if moves.len() > intact.len() || moves[..] != intact[..moves.len()] {
        return Some(format!("export gives moves not played: {moves:?}"));
    }

    let out = dirs.output(&["resume", GAME]);
    let said = String::from_utf8_lossy(&out.stdout);
    if out.status.success() && !said.contains(&format!("{PLIES} Halbzüge gespielt")) {
        return Some(format!("resume goes on from a position not played: {said}"));
    }
    if !out.status.success() && std::fs::read(&journal).ok().as_ref() != Some(&trial.bytes) {
        return Some("a refused resume changed the journal".to_string());
    }
    None
}

#[test]
fn every_fault_at_every_place_is_found_and_never_played_on() {
    let dirs = Dirs::new("journal-faults");
    let (lines, sidecar) = played(7, &dirs.root.join("played"));
    let (foreign, _) = played(11, &dirs.root.join("foreign"));
    assert_eq!(lines.len(), PLIES + 2, "set-up, moves, closing record");

    // The intact game: exported whole, with status 0.
    let intact = Trial {
        bytes: joined(&lines),
        place: Vec::new(),
    };
    let worker = Dirs::new("journal-faults-intact");
    std::fs::create_dir_all(worker.games()).expect("the games folder");
    let journal = worker.games().join(format!("{GAME}.journal"));
    std::fs::write(&journal, &intact.bytes).expect("the journal");
    std::fs::write(anna::record::sidecar_path(&journal), &sidecar).expect("the witness");
    assert!(worker.run(&["check", GAME]).contains("unversehrt"));
    let intact = pgn_moves(&worker.run(&["export", GAME]));
    assert_eq!(intact.len(), PLIES);

    let mut table = Vec::new();
    let mut failures = Vec::new();
    for class in CLASSES {
        let trials = trials(class, &lines, &foreign);
        let workers = 3;
        let found: Vec<Option<String>> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers)
                .map(|w| {
                    let trials = &trials;
                    let (sidecar, intact) = (&sidecar, &intact);
                    s.spawn(move || {
                        let dirs = Dirs::new(&format!("journal-faults-{class:?}-{w}"));
                        trials
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| i % workers == w)
                            .map(|(i, t)| (i, run(&dirs, t, sidecar, intact)))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            let mut all: Vec<(usize, Option<String>)> = handles
                .into_iter()
                .flat_map(|h| h.join().expect("a worker"))
                .collect();
            all.sort_by_key(|(i, _)| *i);
            all.into_iter().map(|(_, f)| f).collect()
        });
        let silent = found.iter().filter(|f| f.is_some()).count();
        for (i, f) in found.iter().enumerate() {
            if let Some(f) = f {
                failures.push(format!("{class:?} at {i}: {f}"));
            }
        }
        table.push((class, found.len(), found.len() - silent, silent));
    }
    let counts: Vec<String> = table
        .iter()
        .map(|(class, trials, detected, silent)| {
            format!("{class:?}: {trials} trials, {detected} detected, {silent} silent")
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} silent ({}):\n{}",
        failures.len(),
        counts.join("; "),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// A journal cut short says how many records its witness names beyond it, and which moves;
/// without its witness and closing record it is "possibly cut". Neither is ever intact.
#[test]
fn a_cut_journal_names_what_its_witness_holds_and_without_one_is_possibly_cut() {
    let dirs = Dirs::new("journal-cut");
    let (lines, sidecar) = played(3, &dirs.root.join("played"));
    std::fs::create_dir_all(dirs.games()).expect("the games folder");
    let journal = dirs.games().join(format!("{GAME}.journal"));
    std::fs::write(&journal, joined(&lines[..PLIES - 2])).expect("the cut journal");
    std::fs::write(anna::record::sidecar_path(&journal), &sidecar).expect("the witness");

    let out = dirs.output(&["check", GAME]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim_end(),
        format!(
            "{GAME}: beschädigt, 38 lesbare Einträge. Die letzten 4 Einträge fehlen im \
             Spielprotokoll (Züge 19. … bis 20. …): die Datei .beat nennt sie."
        )
    );
    let out = dirs.output(&["export", GAME]);
    assert_eq!(out.status.code(), Some(2));
    let flat = String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.ends_with("die Datei .beat nennt sie.} *"), "{flat}");
    let out = dirs.output(&["resume", GAME]);
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("(Züge 19. … bis 20. …)") && said.contains("anna --pgn DATEI"),
        "{said}"
    );

    std::fs::remove_file(anna::record::sidecar_path(&journal)).expect("no witness");
    let out = dirs.output(&["check", GAME]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("vielleicht fehlen Einträge an seinem Ende"),
        "{out:?}"
    );
    assert_eq!(dirs.output(&["export", GAME]).status.code(), Some(2));
    assert_eq!(dirs.output(&["resume", GAME]).status.code(), Some(2));
}
