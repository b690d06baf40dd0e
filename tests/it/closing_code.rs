//! The closing code against a forger: a game of forty moves ends with a code, said and written
//! into the PGN and the BRF; `anna check GAME --code CODE` matches the journal it was given for
//! and no journal a forger made from it: cut by one move (the `.beat` fixed), two moves swapped,
//! the result changed, each with the CRC chain computed again so that `anna check` alone calls
//! it intact. A code copied with a slip of the pen is found as such (exit 2), not as a forgery.

use crate::common::session::GermanWords;
use std::path::{Path, PathBuf};

use anna::clock::Moment;
use anna::output::Event;
use anna::record::{ClosingCode, Link, Sidecar, Witness, sidecar_path};
use anna::session::{Record, Setup, Side};
use anna::table::Table;

use crate::common::Dirs;

/// Forty moves each, then White resigns.
const PLIES: usize = 80;

const START: u64 = 1_795_300_000_000;

/// The game played through the library in the test's games folder: its name, the code said
/// at its end, the words it was said in, and the code given by `prüfcode` after move 20.
struct Played {
    name: String,
    code: ClosingCode,
    said: String,
    midgame: ClosingCode,
}

fn play(dirs: &Dirs) -> Played {
    let mut table = Table::start(
        Setup::default().check().expect("a set-up the Laws allow"),
        &dirs.games(),
        Moment::from_millis(START),
    )
    .expect("a game starts");
    let mut state = 7u64;
    let mut midgame = None;
    for ply in 0..PLIES {
        let now = Moment::from_millis(START + 1000 * (ply as u64 + 1));
        let record = crate::common::random_game::next_move(&table, &mut state, now);
        let committed = table.commit(&[record], now);
        assert!(committed.moved && committed.closing.is_none());
        if ply == 39 {
            midgame = Some(table.code());
        }
    }
    let end = Moment::from_millis(START + 1000 * (PLIES as u64 + 5));
    let committed = table.commit(&[Record::Resign { by: Side::White }], end);
    let Some(closing @ Event::Public(_)) = committed.closing else {
        panic!("the code is said to everyone at the end: {committed:?}");
    };
    // The runtime saves the score sheet of a game that ended, in its words.
    assert!(committed.result_written, "the game ended");
    table
        .save(&anna::lang::Language::fallback())
        .expect("the score sheet saved");
    let said = table.session().words().event_text(&closing);
    let name = table
        .journal_path()
        .file_stem()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    Played {
        name,
        code: table.code(),
        said,
        midgame: midgame.expect("the code after move 20"),
    }
}

/// `anna check NAME --code CODE`: the exit status and what was printed.
fn check(dirs: &Dirs, name: &str, code: &str) -> (Option<i32>, String) {
    let out = dirs.output(&["check", name, "--code", code]);
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code(), text)
}

/// The journal's lines, each without its newline.
fn lines(journal: &Path) -> Vec<String> {
    std::fs::read_to_string(journal)
        .expect("the journal")
        .lines()
        .map(str::to_string)
        .collect()
}

/// What a forger's script does: the records numbered again from 1 and each check value
/// computed again from the one before, and the `.beat` made to name the new last record.
fn rechain(records: &[String], journal: &Path, plies: usize) {
    let mut out = String::new();
    let mut prev = 0u32;
    for (i, line) in records.iter().enumerate() {
        let body = &line[..line.len() - 18];
        let seq_at = body.find(",\"seq\":").expect("a sequence number") + 7;
        let seq_end = seq_at + body[seq_at..].find(',').expect("more after seq");
        let text = format!("{}{}{}}}", &body[..seq_at], i + 1, &body[seq_end..]);
        prev = crc32c::crc32c_append(prev, text.as_bytes());
        out.push_str(&format!(
            "{},\"crc\":\"{prev:08x}\"}}\n",
            &text[..text.len() - 1]
        ));
    }
    std::fs::write(journal, out).expect("the forged journal");
    let sidecar = Sidecar {
        beat: None,
        witness: Some(Witness {
            last: Link {
                seq: records.len() as u64,
                check: prev,
            },
            plies,
        }),
    };
    std::fs::write(sidecar_path(journal), sidecar.text()).expect("the forged witness");
}

fn journal_of(dirs: &Dirs) -> PathBuf {
    dirs.only_game_file("journal")
}

#[test]
fn a_forty_move_game_ends_with_a_code_that_only_its_own_journal_matches() {
    let dirs = Dirs::new("closing-code");
    let played = play(&dirs);
    let code = played.code.to_string();
    // Said in groups, each character apart, so that speech spells them.
    let spaced: Vec<String> = played
        .code
        .groups()
        .iter()
        .map(|g| g.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        played.said,
        format!(
            "Prüfcode der Partie für den Schiedsrichter: {}.",
            spaced.join(", ")
        )
    );
    // Four groups of four from Crockford's alphabet: no I, L, O or U.
    assert_eq!(code.len(), 19, "{code}");
    assert!(
        code.chars()
            .all(|c| c == '-' || c.is_ascii_digit() || "ABCDEFGHJKMNPQRSTVWXYZ".contains(c)),
        "{code}"
    );
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains(&format!("[ClosingCode \"{code}\"]")), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");

    let (status, said) = check(&dirs, &played.name, &code);
    assert_eq!(status, Some(0), "{said}");
    assert!(said.contains("Der Prüfcode passt:"), "{said}");
    // As an arbiter copies it by hand: small letters, spaces, O for 0, I for 1.
    let copied = code
        .to_lowercase()
        .replace('-', " ")
        .replace('0', "O")
        .replace('1', "I");
    assert_eq!(check(&dirs, &played.name, &copied).0, Some(0));
    // The code given with `prüfcode` after move 20 matches the journal that went on after it.
    let (status, said) = check(&dirs, &played.name, &played.midgame.to_string());
    assert_eq!(status, Some(0), "{said}");
    assert!(
        said.contains("nach 40 Halbzügen. Danach folgen noch 42 Einträge."),
        "{said}"
    );
    // One character miswritten: a slip of the pen, exit 2, not "does not match".
    let mut slip: Vec<char> = code.chars().collect();
    slip[5] = if slip[5] == 'X' { 'Y' } else { 'X' };
    let (status, said) = check(&dirs, &played.name, &slip.iter().collect::<String>());
    assert_eq!(status, Some(2), "{said}");
    assert!(said.contains("falsch abgeschrieben"), "{said}");
    let (status, said) = check(&dirs, &played.name, "7KQ2-M4XA");
    assert_eq!(status, Some(2), "{said}");
    assert!(
        said.contains("Ein Prüfcode hat 16 Zeichen, dieser 8"),
        "{said}"
    );

    forgeries_never_match(&dirs, &played, &code);
}

/// Each forgery passes the CRC check (`anna check` says intact) and fails the code.
fn forgeries_never_match(dirs: &Dirs, played: &Played, code: &str) {
    let journal = journal_of(dirs);
    let original = lines(&journal);
    let beat = std::fs::read(sidecar_path(&journal)).expect("the witness");
    // Setup, 80 moves, the resignation, the closing record.
    assert_eq!(original.len(), PLIES + 3);
    let resign = PLIES + 1;
    let forgeries: Vec<(&str, Vec<String>, usize)> = vec![
        (
            "cut by one move",
            {
                let mut cut = original.clone();
                cut.remove(PLIES);
                cut
            },
            PLIES - 1,
        ),
        (
            "two moves swapped",
            {
                let mut swapped = original.clone();
                swapped.swap(1, 3);
                swapped
            },
            PLIES,
        ),
        (
            "the result changed",
            {
                let mut changed = original.clone();
                changed[resign] = changed[resign].replace("\"by\":\"white\"", "\"by\":\"black\"");
                assert_ne!(changed[resign], original[resign]);
                changed
            },
            PLIES,
        ),
    ];
    for (what, records, plies) in forgeries {
        rechain(&records, &journal, plies);
        let read = anna::record::read_journal(&journal).expect("readable");
        assert!(!read.is_damaged(), "{what}: the CRC chain holds: {read:?}");
        let (status, said) = check(dirs, &played.name, code);
        assert_eq!(status, Some(1), "{what}: {said}");
        assert!(said.contains("Der Prüfcode passt nicht."), "{what}: {said}");
    }
    // Cut as the forger cut it: the first lines kept, the `.beat` copied from the last.
    let kept = &original[..PLIES];
    std::fs::write(&journal, kept.join("\n") + "\n").expect("the cut journal");
    let last = &kept[PLIES - 1];
    let check_value = u32::from_str_radix(&last[last.len() - 10..last.len() - 2], 16).unwrap();
    let sidecar = Sidecar {
        beat: None,
        witness: Some(Witness {
            last: Link {
                seq: PLIES as u64,
                check: check_value,
            },
            plies: PLIES - 1,
        }),
    };
    std::fs::write(sidecar_path(&journal), sidecar.text()).expect("the forged witness");
    assert_eq!(check(dirs, &played.name, code).0, Some(1));
    // The journal as it was written matches again.
    std::fs::write(&journal, original.join("\n") + "\n").expect("the journal back");
    std::fs::write(sidecar_path(&journal), beat).expect("the witness back");
    assert_eq!(check(dirs, &played.name, code).0, Some(0));
}

/// The BRF names the code too, in braille: read back with liblouis's own `lou_translate`.
#[test]
fn the_braille_score_sheet_ends_with_the_code() {
    let dirs = Dirs::new("closing-code-brf");
    let played = play(&dirs);
    let out = dirs.output(&[
        "--language",
        "en",
        "--vocab",
        "en",
        "export",
        &played.name,
        "--brf",
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let brf = String::from_utf8(out.stdout).expect("BRF is ASCII");
    // The last paragraph, after the result: its lines joined again.
    let lines: Vec<&str> = brf.trim_end().split("\r\n").collect();
    let start = lines
        .iter()
        .rposition(|l| l.trim().is_empty())
        .expect("paragraphs")
        + 1;
    let last = lines[start..]
        .iter()
        .map(|l| l.trim())
        .collect::<Vec<_>>()
        .join(" ");
    let mut back = std::process::Command::new("lou_translate")
        .args(["--backward", "en-us-brf.dis,en-ueb-g1.ctb"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("lou_translate (liblouis-bin) runs");
    use std::io::Write as _;
    back.stdin
        .take()
        .expect("stdin")
        .write_all(format!("{last}\n").as_bytes())
        .expect("written");
    let text = back.wait_with_output().expect("translated").stdout;
    // A line may break anywhere in the code: compared without spaces.
    let flat = |s: &str| s.split_whitespace().collect::<String>().to_lowercase();
    assert_eq!(
        flat(&String::from_utf8_lossy(&text)),
        flat(&format!("closing code: {}", played.code))
    );
}

/// A `crc` in upper-case hex is a changed byte: `anna check` does not call the journal intact.
#[test]
fn a_check_value_in_upper_case_hex_does_not_pass() {
    let dirs = Dirs::new("closing-code-hex");
    let played = play(&dirs);
    let journal = journal_of(&dirs);
    let mut records = lines(&journal);
    let check_value = |line: &String| line[line.len() - 10..line.len() - 2].to_string();
    // The first check value with a letter in it, past the set-up.
    let index = (1..records.len())
        .find(|&i| {
            check_value(&records[i])
                .chars()
                .any(|c| c.is_ascii_alphabetic())
        })
        .expect("a check value with a letter");
    let line = &mut records[index];
    let at = line.len() - 10;
    let upper = line[at..at + 8].to_uppercase();
    line.replace_range(at..at + 8, &upper);
    std::fs::write(&journal, records.join("\n") + "\n").expect("the changed journal");
    let out = dirs.output(&["check", &played.name]);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("beschädigt"),
        "{out:?}"
    );
}

/// The code as the screen shows it after `label`: its characters up to the full stop.
fn shown_code(text: &str, label: &str) -> ClosingCode {
    let start = text
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {text}"))
        + label.len();
    let end = start + text[start..].find('.').expect("a full stop");
    ClosingCode::parse(&text[start..end].replace(',', "")).expect("a code on the screen")
}

/// Through the real program, broadcast to the tests' own Lichess: `prüfcode` says the running
/// code, the push after the move carries the same, and the game's end says the closing code,
/// which the last push, the saved PGN and `anna check --code` all agree on.
#[test]
fn the_code_is_said_at_the_end_and_pushed_with_the_broadcast() {
    use crate::common::lichess::FakeLichess;
    let server = FakeLichess::start();
    let dirs = Dirs::new("closing-code-broadcast");
    let args = ["--broadcast", "R5", "--server", &server.url];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", "lip_CodeToken")]);
    anna.until_prompt();
    anna.step("f3");
    let (now, _) = anna.step("prüfcode");
    let running = shown_code(&now, "Prüfcode des Spielprotokolls bis jetzt: ");
    let tag = |code: &ClosingCode| format!("[ClosingCode \"{code}\"]");
    let push = server.wait_for("the push after f3", |r| {
        crate::common::pgn_moves(&r.body).len() == 1
    });
    assert!(push.body.contains(&tag(&running)), "{}", push.body);
    anna.step("e5");
    anna.step("g4");
    let (end, _) = anna.step("Dh4");
    let code = shown_code(&end, "Prüfcode der Partie für den Schiedsrichter: ");
    assert_ne!(code, running);
    // Said again with the result for whoever writes it down; `prüfcode` gives the same.
    let (again, _) = anna.step("nochmal");
    assert_eq!(
        shown_code(&again, "für den Schiedsrichter: "),
        code,
        "{again}"
    );
    let (asked, _) = anna.step("prüfcode");
    assert_eq!(
        shown_code(&asked, "für den Schiedsrichter: "),
        code,
        "{asked}"
    );
    let push = server.wait_for("the push with the closing code", |r| {
        r.body.contains(&tag(&code))
    });
    assert_eq!(
        crate::common::pgn_moves(&push.body),
        ["f3", "e5", "g4", "Qh4#"]
    );
    anna.send("beenden");
    anna.finish();
    assert!(dirs.read_game_file("pgn").contains(&tag(&code)));
    let name = journal_of(&dirs)
        .file_stem()
        .expect("a name")
        .to_string_lossy()
        .into_owned();
    assert_eq!(check(&dirs, &name, &code.to_string()).0, Some(0));
    assert_eq!(check(&dirs, &name, &running.to_string()).0, Some(0));
}
