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
        "Kein Vokabular klingon: weder eingebaut (de, en, ar, ar-native, fa, fa-native) noch eine Datei.\n"
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

/// announcements.md, "Letter case": a capital piece letter is that piece, always; only small
/// letters are read again.
#[test]
fn a_capital_piece_letter_is_never_a_pawn_move() {
    let after_c4_e5 = "rnbqkbnr/pppp1ppp/8/4p3/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2";
    for (fen, input, refusal) in [
        (None, "Bc4", "Läufer nach Cesar vier ist nicht möglich.\n"),
        (None, "Ba4", "Läufer nach Anna vier ist nicht möglich.\n"),
        // Caps lock (no small letter at all): read as "bc4", the b-pawn's capture.
        (None, "BC4", "Bauer nach Cesar vier ist nicht möglich.\n"),
        (
            Some(after_c4_e5),
            "Dd3",
            "Dame nach David drei ist nicht möglich.\n",
        ),
    ] {
        let mut args = Vec::new();
        if let Some(fen) = fen {
            args.extend(["--fen", fen]);
        }
        args.extend(["parse", input]);
        let o = anna(&args);
        assert_eq!(
            (stdout(&o).as_str(), stderr(&o).as_str()),
            ("", refusal),
            "{input}"
        );
        assert_eq!(o.status.code(), Some(2), "{input}");
    }
    // Small letters are files first, then pieces where only that names a move.
    let pawns = "4k3/8/8/8/2p5/1P6/8/4K3 w - - 0 1";
    assert_eq!(
        stdout(&anna(&["--fen", pawns, "parse", "bc4"])),
        "b3c4 bxc4\n"
    );
    assert_eq!(stdout(&anna(&["parse", "nf3"])), "g1f3 Nf3\n");
    assert_eq!(stdout(&anna(&["parse", "E4"])), "e2e4 e4\n");
}

/// A device or a pipe named as a file is refused before it is opened: no hang, no memory
/// filled (`/dev/zero` was read until memory ran out).
#[test]
fn a_device_or_a_pipe_is_refused_as_a_file() {
    let o = anna(&["say", "--pgn", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "/dev/zero ist keine gewöhnliche Datei (ein Ordner, ein Gerät oder eine Pipe) und wird \
         nicht gelesen.\n"
    );
    let o = anna(&["sync", "--ours", "/dev/zero", "--theirs", "/dev/zero"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("Das Formular des blinden Spielers: /dev/zero ist keine"),
        "{}",
        stderr(&o)
    );
}

/// `anna say --pgn` reads every move form anna's own parser reads, and a token it cannot read
/// stops the game with its move number: never a shorter game and exit status 0.
#[test]
fn say_pgn_reads_every_form_and_names_a_token_it_cannot_read() {
    let dir = crate::common::temp::TempDir::new("say-pgn", "forms");
    let pgn = dir.0.join("forms.pgn");
    std::fs::write(
        &pgn,
        "[Event \"x\"]\n\n1. e2-e4 {a comment\n[over two lines]} e5 2. Sf3 Nc6 3. Bb5 a6 \
         4. B:c6 dxc6 5. o-o ♗g4 *\n",
    )
    .unwrap();
    let path = pgn.to_str().unwrap();
    let o = anna(&["say", "--pgn", path]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 10, "{}", stdout(&o));
    assert!(
        stdout(&o).ends_with("Kurze Rochade\nLäufer Gustav vier\n"),
        "{}",
        stdout(&o)
    );

    std::fs::write(&pgn, "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Zz9 3. Bb5 *\n").unwrap();
    let o = anna(&["say", "--pgn", path]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        format!("{path}, Zug 2 (Schwarz): „Zz9“: Unbekanntes Wort: „Zz9“.\n")
    );
}

/// `anna say --pgn` of a file of several games says every game, each headed by its number and
/// players as `anna review --list` names it, the second from its own start (issue 43).
#[test]
fn say_pgn_says_every_game_of_the_file() {
    let dir = crate::common::temp::TempDir::new("say-pgn", "games");
    let pgn = dir.0.join("two.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Open\"]\n[White \"Anna\"]\n[Black \"Berta\"]\n[Result \"1-0\"]\n\n\
         1. e4 e5 1-0\n\n[Event \"Open\"]\n[White \"Cesar\"]\n[Black \"Dora\"]\n\
         [Result \"*\"]\n\n1. d4 *\n",
    )
    .unwrap();
    let o = anna(&["say", "--pgn", pgn.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    let said: Vec<&str> = text.lines().collect();
    assert_eq!(said.len(), 5, "{said:?}");
    assert_eq!(said[0], "Partie 1: Anna – Berta");
    assert_eq!(&said[1..3], ["Bauer Eva vier", "Bauer Eva fünf"]);
    assert_eq!(said[3], "Partie 2: Cesar – Dora");
    assert_eq!(said[4], "Bauer David vier");
}

/// A FEN whose castling rights only make sense in Chess960 (Shredder-FEN `HFhf`) makes the game
/// a Chess960 game, with `--fen` and in a PGN, whatever the Variant tag calls it.
#[test]
fn a_chess960_fen_is_read_as_chess960() {
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let o = anna(&["--fen", fen, "say", "g3"]);
    assert_eq!(
        (stdout(&o).as_str(), o.status.code()),
        ("Bauer Gustav drei\n", Some(0))
    );
    let dir = crate::common::temp::TempDir::new("chess960", "pgn");
    let pgn = dir.0.join("960.pgn");
    for variant in [
        "",
        "[Variant \"fischerandom\"]\n",
        "[Variant \"Chess960\"]\n",
    ] {
        std::fs::write(&pgn, format!("{variant}[FEN \"{fen}\"]\n\n9. g3 *\n")).unwrap();
        let o = anna(&["say", "--pgn", pgn.to_str().unwrap()]);
        assert_eq!(
            stdout(&o),
            "Bauer Gustav drei\n",
            "{variant}: {}",
            stderr(&o)
        );
    }
}

/// A command line clap cannot read is answered in the language's words, naming the option and
/// the value; a list of possible values only where there is one.
#[test]
fn a_bad_command_line_is_answered_in_words() {
    let cases = [
        (
            vec!["--ranks-from", "x", "say", "e4"],
            "x geht nicht für --ranks-from <SEITE>; möglich: white, black. \
             anna --help listet die Optionen.\n",
        ),
        (
            vec!["--chess960", "say"],
            "say geht nicht für --chess960 [<N>]. anna --help listet die Optionen.\n",
        ),
        (
            vec!["--nonsense"],
            "--nonsense kennt anna nicht. anna --help listet die Optionen.\n",
        ),
    ];
    for (args, expected) in cases {
        let o = anna(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o), expected, "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
    }
    // The clock's help lists only what the clock uses.
    let help = String::from_utf8_lossy(&anna(&["clock", "--help"]).stdout).into_owned();
    for option in [
        "--time",
        "--speech",
        "--braille",
        "--quiet-keys",
        "--language",
    ] {
        assert!(help.contains(option), "{option} missing:\n{help}");
    }
    for option in [
        "--fen",
        "--no-pawn-name",
        "--origin",
        "--ranks-from",
        "--white",
    ] {
        assert!(!help.contains(option), "{option} listed:\n{help}");
    }
}

/// `--batch` answers each line of standard input with one line, the one-shot command's answer
/// or `! ` and the reason, so that a script can pair answers with questions by line number; a
/// bad line (no tab, not UTF-8, a bad FEN, no such move) changes nothing for the lines after it.
#[test]
fn batch_answers_line_by_line_and_refusals_keep_lines_aligned() {
    let knights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let mut input = Vec::new();
    input.extend_from_slice(b"\te4\n");
    input.extend_from_slice(format!("{knights}\tSpringer David zwei\n").as_bytes());
    input.extend_from_slice(b"e4 without a tab\n");
    input.extend_from_slice(b"\tSpringer \xff\n");
    input.extend_from_slice(b"not a fen\te4\n");
    input.extend_from_slice(format!("{knights}\tSbd2\r\n").as_bytes());
    input.extend_from_slice(format!("{chess960}\tg3\n").as_bytes());
    input.extend_from_slice(b"\tSpringer Felix drei");
    let mut command = Command::new(env!("CARGO_BIN_EXE_anna"));
    command.args(["parse", "--batch"]).env("LANG", "C.UTF-8");
    let o = crate::common::run_with_input(command, &input);
    let answers = stdout(&o);
    let answers: Vec<&str> = answers.lines().collect();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(answers.len(), 8, "{answers:?}");
    assert_eq!(answers[0], "e2e4 e4");
    // The one-shot command's refusal, word for word.
    let one_shot = anna(&["--fen", knights, "parse", "Springer David zwei"]);
    assert_eq!(answers[1], format!("! {}", stderr(&one_shot).trim_end()));
    assert!(answers[1].contains("Springer Bella eins"), "{}", answers[1]);
    assert!(answers[2].starts_with("! Kein Tabulator"), "{}", answers[2]);
    assert_eq!(answers[3], "! Diese Zeile ist kein UTF-8-Text.");
    assert!(
        answers[4].starts_with("! ") && answers[4].contains("not a fen"),
        "{}",
        answers[4]
    );
    assert_eq!(answers[5], "b1d2 Nbd2");
    assert_eq!(answers[6], "g2g3 g3");
    assert_eq!(answers[7], "g1f3 Nf3");

    let mut command = Command::new(env!("CARGO_BIN_EXE_anna"));
    command.args(["say", "--batch"]).env("LANG", "C.UTF-8");
    let o = crate::common::run_with_input(command, b"\te4\n\tKurze Rochade\n\tNf3\n");
    assert_eq!(
        stdout(&o),
        "Bauer Eva vier\n! Kurze Rochade ist nicht möglich.\nSpringer Felix drei\n"
    );
}

/// A set-up that needs the blind player's colour says which option gives it, and the option
/// takes the colour as the message names it and in German too.
#[test]
fn a_set_up_without_the_blind_players_colour_names_the_option() {
    use crate::common::{Dirs, run_with_input};
    let dirs = Dirs::new("blind-side");
    let o = run_with_input(dirs.command(&["--assistant", "blind"]), b"");
    assert_ne!(o.status.code(), Some(0));
    let said = String::from_utf8_lossy(&o.stderr).into_owned() + &stdout(&o);
    assert!(said.contains("--blind weiß oder --blind schwarz"), "{said}");
    for colour in ["white", "schwarz", "weiß"] {
        let o = run_with_input(
            dirs.command(&["--assistant", "blind", "--blind", colour]),
            b"quit\nja\n",
        );
        let said = String::from_utf8_lossy(&o.stdout).into_owned();
        assert!(
            said.contains("neue Partie"),
            "{colour}: {said}{}",
            stderr(&o)
        );
    }
}

/// The language set in a configuration file applies whether the file is the default one or
/// named by `--config` (it used to reach every setting but the language).
#[test]
fn the_configured_language_applies_from_either_configuration_file() {
    let dirs = crate::common::Dirs::new("config-language");
    let named = dirs.root.join("my.toml");
    std::fs::write(
        &named,
        "language = \"en\"\nspeech = \"off\"\nbraille = \"off\"\n",
    )
    .expect("a configuration file");
    let out = crate::common::run_with_input(
        dirs.command(&["--config", named.to_str().unwrap()]),
        b"e4\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("anna: new game, White to move."), "{text}");
    let default = dirs.config().join("anna/config.toml");
    std::fs::write(
        &default,
        "language = \"en\"\nspeech = \"off\"\nbraille = \"off\"\n",
    )
    .expect("a configuration file");
    let out = crate::common::run_with_input(dirs.command(&[]), b"e4\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("anna: new game, White to move."), "{text}");
}
