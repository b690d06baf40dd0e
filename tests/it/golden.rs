//! The sample game of the Laws' Appendix C, announced in both shipped vocabularies.

use crate::common::temp::TempDir;
use std::process::Command;

const FULL: &str =
    "e4 e5 Nf3 Nf6 d4 exd4 e5 Ne4 Qxd4 d5 exd6 Nxd6 Bg5 Nc6 Qe3+ Be7 Nbd2 0-0 0-0-0 Re8 Kb1";
const SHORT: &str =
    "e4 e5 Nf3 Nf6 d4 ed4 e5 Ne4 Qd4 d5 ed6 Nd6 Bg5 Nc6 Qe3 Be7 Nbd2 0-0 0-0-0 Re8 Kb1";

const DE: &str = "\
Bauer Eva vier
Bauer Eva fünf
Springer Felix drei
Springer Felix sechs
Bauer David vier
Bauer Eva schlägt David vier
Bauer Eva fünf
Springer Eva vier
Dame schlägt David vier
Bauer David fünf
Bauer Eva schlägt David sechs en passant
Springer schlägt David sechs
Läufer Gustav fünf
Springer Cesar sechs
Dame Eva drei, Schach
Läufer Eva sieben
Springer Bella David zwei
Kurze Rochade
Lange Rochade
Turm Eva acht
König Bella eins
";

const EN: &str = "\
Pawn Eva four
Pawn Eva five
Knight Felix three
Knight Felix six
Pawn David four
Pawn Eva takes David four
Pawn Eva five
Knight Eva four
Queen takes David four
Pawn David five
Pawn Eva takes David six en passant
Knight takes David six
Bishop Gustav five
Knight Cesar six
Queen Eva three, check
Bishop Eva seven
Knight Bella David two
Short castling
Long castling
Rook Eva eight
King Bella one
";

fn say(vocab: &str, moves: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(["say", "--vocab", vocab])
        .args(moves.split_whitespace())
        .output()
        .expect("the anna binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn appendix_c_sample_game_in_german() {
    assert_eq!(say("de", FULL), DE);
}

#[test]
fn appendix_c_sample_game_in_english() {
    assert_eq!(say("en", FULL), EN);
}

#[test]
fn appendix_c_short_form_reads_as_the_full_form() {
    assert_eq!(say("de", SHORT), DE);
}

#[test]
fn appendix_c_sample_game_read_back_from_its_own_words() {
    // Each announced line, typed back as input, gives the same game again.
    let lines: Vec<&str> = DE.lines().collect();
    let out = Command::new(env!("CARGO_BIN_EXE_anna"))
        .arg("say")
        .args(&lines)
        .output()
        .expect("the anna binary runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), DE);
}

#[test]
fn appendix_c_from_a_pgn_file() {
    let dir = TempDir::new("golden", "appendix-c");
    let path = dir.0.join("appendix-c.pgn");
    let pgn = "[Event \"Appendix C\"]\n[Result \"*\"]\n\n1.e4 e5 2.Nf3 Nf6 3.d4 exd4 4.e5 Ne4 5.Qxd4 d5 \
               6.exd6 Nxd6 7.Bg5 Nc6 8.Qe3+ Be7 9.Nbd2 O-O 10.O-O-O Re8 11.Kb1 {(=)} *\n";
    std::fs::write(&path, pgn).expect("write pgn");
    let out = Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(["say", "--vocab", "en", "--pgn"])
        .arg(&path)
        .output()
        .expect("the anna binary runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), EN);
}
