//! `anna sync` as the arbiter runs it (FIDE Laws Appendix D.2.9): the real binary, score sheets
//! and expected outputs under tests/golden/sync/.
//!
//! To accept a changed output after checking it, run with `ANNA_BLESS=1`: the expected files
//! are then written instead of compared.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::temp::TempDir;
use anna::record::Journal;
use anna::session::{Record, Setup};

/// The position both sheets of the sample game reach after 18...Sc5.
const RUY_END: &str = "r2qrbk1/1b3p2/p2p1npp/1pnPp3/P1p1P3/2P1BNNP/1PB2PP1/R2QR1K1";

fn golden() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/sync")
}

/// Runs `anna sync` with the golden folder as working directory and empty XDG folders.
fn sync(name: &str, args: &[&str]) -> Output {
    let home = TempDir::new("sync-cli", name);
    let home = &home.0;
    Command::new(env!("CARGO_BIN_EXE_anna"))
        .arg("sync")
        .args(args)
        .current_dir(golden())
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("HOME", home)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the anna binary runs")
}

/// Compares `actual` with the golden file `name`, or writes it under `ANNA_BLESS=1`.
fn check_golden(name: &str, actual: &str) {
    let path = golden().join(name);
    if std::env::var_os("ANNA_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with ANNA_BLESS=1 to create it)",
            path.display()
        )
    });
    assert!(
        actual == expected,
        "{name} differs from the golden file.\n--- expected\n{expected}\n--- actual\n{actual}"
    );
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs a case that must succeed and checks its standard output against the golden file.
fn golden_case(name: &str, file: &str, args: &[&str]) -> String {
    let o = sync(name, args);
    assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
    assert_eq!(stderr(&o), "", "{name}");
    let out = stdout(&o);
    check_golden(file, &out);
    out
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not one JSON object: {e}\n{text}"))
}

/// As `golden_case`, with `--json` added; returns the output read as JSON.
fn golden_json(name: &str, file: &str, args: &[&str]) -> serde_json::Value {
    json(&golden_case(name, file, &[args, &["--json"]].concat()))
}

#[test]
fn german_san_and_english_pgn_agree_the_wrong_board_is_named() {
    // The other player's board: the knight went to b6, not c5.
    let wrong = "r2qrbk1/1b3p2/pn1p1npp/1p1Pp3/P1p1P3/2P1BNNP/1PB2PP1/R2QR1K1";
    let v = golden_json(
        "agree",
        "agree_wrong_board.json",
        &[
            "--ours",
            "ruy_de.txt",
            "--theirs",
            "ruy_en.pgn",
            "--board-ours",
            RUY_END,
            "--board-theirs",
            wrong,
        ],
    );
    assert_eq!(v["sheets_agree"], true);
    assert_eq!(v["differing_board"], "theirs");
    assert_eq!(
        v["corrections"]["theirs"][0]["words"],
        "Springer von Bella sechs nach Cesar fünf"
    );
    assert_eq!(v["clock"], serde_json::Value::Null);
}

#[test]
fn sheets_differ_at_move_17_clocks_from_the_move_16_log() {
    // The journal the program kept: the theirs sheet's moves, 90 minutes and 30 seconds a move,
    // each move 20 seconds plus a little more than the one before.
    let tmp = TempDir::new("sync-cli", "journal");
    let dir = &tmp.0;
    let journal = dir.join("game.journal");
    let moves = "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 \
                 e8g8 h2h3 c6b8 d2d4 b8d7 b1d2 c8b7 b3c2 f8e8 d2f1 e7f8 f1g3 g7g6 a2a4 c7c5 \
                 d4d5 c5c4 c1e3 d7c5";
    let t0 = 1_773_500_000_000u64;
    let setup = Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        date: "2026.03.14".into(),
        ..Setup::default()
    };
    let mut j = Journal::create(&journal, &Record::Setup(Box::new(setup)), t0).unwrap();
    let mut at = t0;
    for (i, uci) in moves.split_whitespace().enumerate() {
        at += 20_000 + 1_357 * (i as u64 + 1);
        j.append(
            &Record::Move {
                uci: uci.parse().expect("uci"),
            },
            at,
        )
        .unwrap();
    }
    // Left by the players: the closing record witnesses the journal's end.
    j.append(&Record::Left, at).unwrap();
    drop(j);
    let journal = journal.to_string_lossy().into_owned();
    let args = [
        "--ours",
        "ruy_de.txt",
        "--theirs",
        "ruy_en_17.pgn",
        "--game",
        &journal,
    ];
    let v = golden_json("differ17", "differ_17.json", &args);
    assert_eq!(v["sheets_agree"], false);
    assert_eq!(v["first_difference"]["move_number"], 17);
    assert_eq!(v["last_agreement"]["move_number"], 16);
    assert_eq!(v["clock"]["ply"], 32);
    // White used 16 moves of 20 s + 1.357 s × the odd plies 1 … 31, and gained 16 × 30 s.
    let white_used: u64 = (1..=32u64)
        .filter(|p| p % 2 == 1)
        .map(|p| 20_000 + 1_357 * p)
        .sum();
    assert_eq!(v["clock"]["white_ms"], 5_400_000 - white_used + 480_000);
    // The same case read aloud: the text output.
    let o = sync("differ17text", &args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    check_golden("differ_17.txt", &stdout(&o));
}

#[test]
fn a_typo_is_refused_with_the_move_number() {
    let o = sync(
        "typo",
        &["--ours", "ruy_typo.txt", "--theirs", "ruy_en.pgn", "--json"],
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "", "nothing on standard output");
    check_golden("typo.stderr", &stderr(&o));
    assert!(stderr(&o).contains("Zug 12 (Schwarz): „Sxe5“"));
}

#[test]
fn a_sheet_one_half_move_behind_agrees() {
    let v = golden_json(
        "behind1",
        "one_behind.json",
        &["--ours", "ruy_de_35.txt", "--theirs", "ruy_en.pgn"],
    );
    assert_eq!(v["sheets_agree"], true);
    assert_eq!(v["plies_ours"], 35);
    assert_eq!(v["longer_sheet"], "theirs");
}

#[test]
fn a_sheet_three_half_moves_short_is_retraced() {
    let v = golden_json(
        "behind3",
        "three_behind.json",
        &[
            "--ours",
            "ruy_en.pgn",
            "--theirs",
            "ruy_de_33.txt",
            "--vocab",
            "en",
            "--language",
            "en",
        ],
    );
    assert_eq!(v["sheets_agree"], false);
    assert_eq!(v["first_difference"]["ours"], "h6");
    assert_eq!(v["first_difference"]["theirs"], serde_json::Value::Null);
    assert_eq!(v["position_ply"], 33);
}

#[test]
fn spoken_sheet_against_pgn_with_a_piece_list_board_read_aloud() {
    // The blind player's board, as his assistant reads it out: the bishop still on g5.
    let board = "Weiß: Kg1 Dd1 Ta1 Te1 Lc2 Lg5 Sf3 Sg3 a4 b2 c3 d5 e4 f2 g2 h3 \
                 Schwarz: Kg8 Dd8 Ta8 Te8 Lb7 Lf8 Sc5 Sf6 a6 b5 c4 d6 e5 f7 g6 h6";
    let out = golden_case(
        "spoken",
        "spoken_board.txt",
        &[
            "--ours",
            "ruy_words.txt",
            "--theirs",
            "ruy_en.pgn",
            "--board-ours",
            board,
        ],
    );
    assert!(
        out.contains("Läufer von Gustav fünf nach Eva drei."),
        "{out}"
    );
}

#[test]
fn missing_file_and_bad_board_are_errors() {
    let o = sync(
        "missing",
        &["--ours", "nothing.txt", "--theirs", "ruy_en.pgn"],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with(
            "Das Formular des blinden Spielers: nothing.txt ist nicht lesbar: die Datei fehlt."
        ),
        "{}",
        stderr(&o)
    );
    let o = sync(
        "badboard",
        &[
            "--ours",
            "ruy_de.txt",
            "--theirs",
            "ruy_en.pgn",
            "--board-theirs",
            "Kg1 Qx9",
            "--vocab",
            "en",
            "--language",
            "en",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "The opponent's board: “Qx9” is neither a piece nor a square nor a side.\n"
    );
}

/// Issue 40, point 9: an English report gives the SAN in English letters, also when the sheets
/// are read in German words.
#[test]
fn an_english_report_gives_english_san() {
    let o = sync(
        "english-san",
        &[
            "--language",
            "en",
            "--vocab",
            "de",
            "--ours",
            "ruy_de.txt",
            "--theirs",
            "ruy_en_17.pgn",
        ],
    );
    let out = stdout(&o);
    assert!(
        out.contains(
            "the blind player's sheet Läufer Gustav fünf (Bg5); the opponent's sheet \
                       Läufer Eva drei (Be3)."
        ),
        "{out}"
    );
    assert!(!out.contains("(Lg5)"), "{out}");
}
