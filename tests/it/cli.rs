//! The scripting commands `anna parse` and `anna say`, as scripts use them.

use std::process::{Command, Output};

fn anna(args: &[&str]) -> Output {
    // German answers whatever the machine's locale: the language is the default one.
    Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the anna binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn parse_prints_uci_and_san() {
    for input in [
        "Springer Felix drei",
        "Sf3",
        "Nf3",
        "g1f3",
        "Ng1-f3",
        "springer felix 3",
    ] {
        let o = anna(&["parse", input]);
        assert_eq!(stdout(&o), "g1f3 Nf3\n", "{input}");
        assert_eq!(o.status.code(), Some(0));
    }
}

#[test]
fn parse_prints_castling_as_king_to_square() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(
        stdout(&anna(&["--fen", fen, "parse", "Kurze Rochade"])),
        "e1g1 O-O\n"
    );
    assert_eq!(
        stdout(&anna(&["--fen", fen, "parse", "0-0-0"])),
        "e1c1 O-O-O\n"
    );
    assert_eq!(
        stdout(&anna(&["--fen", fen, "parse", "e1g1"])),
        "e1g1 O-O\n"
    );
}

#[test]
fn parse_refuses_with_a_sentence_on_stderr_and_status_2() {
    let o = anna(&["parse", "Nd2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    assert_eq!(stderr(&o), "Springer nach David zwei ist nicht möglich.\n");
    let o = anna(&["--language", "en", "--vocab", "en", "parse", "Zebra f3"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "Unknown word: “Zebra”.\n");
}

#[test]
fn parse_names_both_origins_when_two_pieces_can_go() {
    let fen = "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1";
    let o = anna(&["--fen", fen, "parse", "Springer David zwei"]);
    assert_eq!(o.status.code(), Some(2));
    let message = stderr(&o);
    assert!(message.starts_with("Mehrdeutig: Springer "), "{message}");
    assert!(
        message.contains("Springer Bella eins David zwei"),
        "{message}"
    );
    assert!(
        message.contains("Springer Felix eins David zwei"),
        "{message}"
    );
    assert!(message.contains(" oder "), "{message}");
}

#[test]
fn bad_fen_and_vocabulary_are_explained() {
    let o = anna(&["--fen", "not a fen", "parse", "e4"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), "not a fen ist keine FEN.\n");
    let o = anna(&["--vocab", "klingon", "parse", "e4"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "Kein Vokabular klingon: weder eingebaut (de, en) noch eine Datei.\n"
    );
}

#[test]
fn say_stops_at_the_first_bad_move_and_names_it() {
    let o = anna(&["say", "e4", "e5", "Ke3"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "Bauer Eva vier\nBauer Eva fünf\n");
    assert_eq!(
        stderr(&o),
        "Zug 3 (Ke3): König nach Eva drei ist nicht möglich.\n"
    );
}

#[test]
fn say_options_change_the_words() {
    let o = anna(&["--origin", "always", "say", "Nf3"]);
    assert_eq!(stdout(&o), "Springer Gustav eins Felix drei\n");
    let o = anna(&["--no-pawn-name", "say", "e4"]);
    assert_eq!(stdout(&o), "Eva vier\n");
    let o = anna(&["--captured-piece", "say", "e4", "d5", "exd5"]);
    assert_eq!(
        stdout(&o).lines().last(),
        Some("Bauer Eva schlägt Bauer David fünf")
    );
    let o = anna(&["--ranks-from", "black", "say", "e4"]);
    assert_eq!(stdout(&o), "Bauer Eva fünf\n");
}
