//! The review of a game with the system's Stockfish: a blunder found and the better move named,
//! the analysis kept beside the game, stepping through a pseudo-terminal, `analyse` after a
//! game, any PGN game as a book, and tournaments refusing it (11.3). Node and depth limits,
//! never wall-clock thinking.

use crate::common::{Dirs, run_with_input};

/// A queen left to be taken: 2…Qh4 is answered by 3.Nxh4.
const QUEEN_LEFT: &str = "[Event \"Training\"]\n[White \"Anna\"]\n[Black \"Berta\"]\n\
    [Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Qh4 3. Nxh4 Nc6 4. Nf3 1-0\n";

/// Two games, the second short.
const TWO_GAMES: &str = "[Event \"Club\"]\n[Date \"2024.03.01\"]\n[White \"Anna\"]\n\
    [Black \"Berta\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Qh4 3. Nxh4 1-0\n\n\
    [Event \"Club\"]\n[Date \"2024.03.08\"]\n[White \"Clara\"]\n[Black \"Dora\"]\n\
    [Result \"1/2-1/2\"]\n\n1. d4 d5 2. c4 1/2-1/2\n";

fn pgn(dirs: &Dirs, name: &str, text: &str) -> std::path::PathBuf {
    let path = dirs.root.join(name);
    std::fs::write(&path, text).expect("write the PGN");
    path
}

fn review(dirs: &Dirs, args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let mut all = vec!["review"];
    all.extend_from_slice(args);
    let out = run_with_input(dirs.command(&all), input.as_bytes());
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

#[test]
fn a_queen_left_to_be_taken_is_a_blunder_and_the_better_move_is_named() {
    let dirs = Dirs::new("review-blunder");
    let file = pgn(&dirs, "queen.pgn", QUEEN_LEFT);
    let file_arg = file.to_string_lossy().into_owned();
    let args = ["--pgn", file_arg.as_str(), "--nodes", "20000"];
    let (out, err, code) = review(&dirs, &args, "gehe 2 schwarz\nzusammenfassung\nbeenden\n");
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains("Die Engine wertet die Partie aus: 8 Stellungen"),
        "{out}"
    );
    assert!(
        out.contains("Nachspielen: Anna gegen Berta, 4 Züge."),
        "{out}"
    );
    // The move, its verdict, and a better move that is not the blunder itself.
    let line = out
        .lines()
        .find_map(|l| {
            l.split("> ")
                .find(|p| p.starts_with("2. … Dame Hector vier"))
        })
        .unwrap_or_else(|| panic!("no step to 2…Qh4:\n{out}"));
    let better = line
        .strip_prefix("2. … Dame Hector vier, Patzer. Besser: ")
        .unwrap_or_else(|| panic!("no blunder with a better move: {line}"));
    assert!(
        !better.is_empty() && !better.contains("Dame Hector"),
        "{line}"
    );
    // The summary counts it, and only for Black.
    assert!(
        out.contains("Schwarz: keine Ungenauigkeit, kein Fehler, ein Patzer, Genauigkeit"),
        "{out}"
    );
    assert!(
        out.contains("Weiß: keine Ungenauigkeit, kein Fehler, kein Patzer"),
        "{out}"
    );
    // Kept beside the game: the second review analyses nothing and says the same.
    assert!(dirs.root.join("queen.pgn.1.review.json").is_file());
    let (again, err, code) = review(&dirs, &args, "gehe 2 schwarz\nbeenden\n");
    assert_eq!(code, Some(0), "{again}{err}");
    assert!(!again.contains("Die Engine wertet"), "{again}");
    assert!(again.contains(line), "{again}");
}

/// Stepping through a pseudo-terminal, as a player does: every step says the move that led to
/// the position shown, the reading commands read that position, and nothing is played.
#[test]
fn stepping_commands_and_reading_the_position_work_in_a_terminal() {
    let dirs = Dirs::new("review-pty");
    let file = pgn(&dirs, "queen.pgn", QUEEN_LEFT);
    let file_arg = file.to_string_lossy().into_owned();
    let mut anna = dirs.spawn(&["review", "--pgn", &file_arg, "--no-engine"]);
    let (greeting, prompt) = anna.until_prompt();
    assert!(
        greeting.contains("Nachspielen: Anna gegen Berta"),
        "{greeting}"
    );
    assert!(
        greeting.contains("Ausgangsstellung, Weiß am Zug."),
        "{greeting}"
    );
    assert_eq!(prompt, "1. Weiß> ");
    let steps = [
        ("vor", "1. Bauer Eva vier.", "1. … Schwarz> "),
        ("", "1. … Bauer Eva fünf.", "2. Weiß> "),
        ("zurück", "1. Bauer Eva vier.", "1. … Schwarz> "),
        ("ende", "4. Springer Felix drei.", "4. … Schwarz> "),
        ("vor", "Schon am Ende der Partie.", "4. … Schwarz> "),
        (
            "gehe 3",
            "3. Springer schlägt Hector vier.",
            "3. … Schwarz> ",
        ),
        (
            "feld h4",
            "Auf Hector vier steht ein weißer Springer.",
            "3. … Schwarz> ",
        ),
        (
            "letzter",
            "Letzter Zug: 3. Springer schlägt Hector vier. Geschlagen: schwarze Dame.",
            "3. … Schwarz> ",
        ),
        ("gehe 7", "Kein Zug 7 in dieser Partie.", "3. … Schwarz> "),
        (
            "fehler",
            "Die Partie ist nicht ausgewertet.",
            "3. … Schwarz> ",
        ),
        ("anfang", "Ausgangsstellung, Weiß am Zug.", "1. Weiß> "),
        ("zurück", "Schon in der Ausgangsstellung.", "1. Weiß> "),
    ];
    for (line, answer, prompt) in steps {
        let (said, got) = anna.step(line);
        assert_eq!(said.trim(), answer, "{line:?}\n{}", anna.transcript());
        assert_eq!(got, prompt, "{line:?}\n{}", anna.transcript());
    }
    // A move is not played in a review; the position stays.
    let (said, got) = anna.step("e4");
    assert!(
        said.contains("Beim Nachspielen wird nicht gezogen"),
        "{said}"
    );
    assert_eq!(got, "1. Weiß> ");
    anna.send("beenden");
    anna.assert_exits_cleanly();
    // A book needs no analysis, so none is stored.
    assert!(!dirs.root.join("queen.pgn.1.review.json").exists());
}

/// `analyse` after a game: the review of that game follows at once, its blunder found.
#[test]
fn analyse_after_a_lost_game_finds_the_move_that_allowed_mate() {
    let dirs = Dirs::new("review-after-game");
    let input = "f3\ne5\nanalyse\ng4\nDh4\nanalyse\nfehler\nbeenden\n";
    let out = run_with_input(dirs.command(&["--time", "off"]), input.as_bytes());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    // Before the end it is refused: the game goes on.
    assert!(
        text.contains("Die Auswertung gibt es nach dem Ende der Partie"),
        "{text}"
    );
    assert!(
        text.contains("Die Engine wertet die Partie aus: 5 Stellungen"),
        "{text}"
    );
    assert!(
        text.contains(
            "2. Bauer Gustav vier, Patzer. Jetzt ist Matt nicht mehr abzuwenden. Besser: "
        ),
        "{text}"
    );
    let journal = dirs.only_game_file("journal");
    assert!(journal.with_extension("review.json").is_file());
}

/// 11.3: no analysis in a tournament game, nor on a device set up for tournaments.
#[test]
fn a_tournament_refuses_the_review_citing_article_11_3() {
    let dirs = Dirs::new("review-tournament");
    let out = run_with_input(
        dirs.command(&["--tournament", "--time", "off"]),
        "e4\nanalyse\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Im Turnier gibt es keine Auswertung, solange gespielt wird (Artikel 11.3)."),
        "{text}"
    );
    // The unfinished tournament game cannot be reviewed from outside either.
    let (out, err, code) = review(&dirs, &[], "");
    assert_eq!(code, Some(2), "{out}");
    assert!(err.contains("Artikel 11.3"), "{err}");
    // A device configured for tournaments reviews nothing, not even a PGN.
    let file = pgn(&dirs, "queen.pgn", QUEEN_LEFT);
    std::fs::write(
        dirs.config().join("anna/config.toml"),
        "speech = \"off\"\nbraille = \"off\"\ntournament = true\n",
    )
    .expect("write the configuration");
    let file_arg = file.to_string_lossy().into_owned();
    let (out, err, code) = review(&dirs, &["--pgn", &file_arg, "--no-engine"], "");
    assert_eq!(code, Some(2), "{out}");
    assert!(err.contains("Artikel 11.3"), "{err}");
}

/// A file of several games: a list to choose from, any game by its number, and a number the
/// file does not have refused with the file's name.
#[test]
fn any_game_of_a_pgn_file_is_listed_and_read_as_a_book() {
    let dirs = Dirs::new("review-pgn-games");
    let file = pgn(&dirs, "club.pgn", TWO_GAMES);
    let file_arg = file.to_string_lossy().into_owned();
    let (list, err, code) = review(&dirs, &["--pgn", &file_arg, "--list"], "");
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        list,
        "1. Anna – Berta, 1-0, Club, 2024.03.01\n2. Clara – Dora, 1/2-1/2, Club, 2024.03.08\n"
    );
    let (out, err, code) = review(
        &dirs,
        &["--pgn", &file_arg, "--pgn-game", "2", "--no-engine"],
        "\n\n\n\nende\nbeenden\n",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("Nachspielen: Clara gegen Dora, 2 Züge."),
        "{out}"
    );
    assert!(out.contains("1. Bauer David vier."), "{out}");
    assert!(out.contains("2. Bauer Cesar vier."), "{out}");
    assert!(out.contains("Schon am Ende der Partie."), "{out}");
    let (out, err, code) = review(&dirs, &["--pgn", &file_arg, "--pgn-game", "3"], "");
    assert_eq!(code, Some(2), "{out}");
    assert!(err.contains("club.pgn hat keine Partie Nummer 3"), "{err}");
}

/// Without an engine the game is still read, move by move, and the player is told why there
/// are no verdicts.
#[test]
fn without_an_engine_the_game_is_read_as_a_book() {
    let dirs = Dirs::new("review-no-engine");
    let file = pgn(&dirs, "queen.pgn", QUEEN_LEFT);
    let file_arg = file.to_string_lossy().into_owned();
    let missing = dirs.root.join("no-such-engine");
    let missing = missing.to_string_lossy().into_owned();
    let (out, err, code) = review(
        &dirs,
        &["--pgn", &file_arg, "--engine-path", &missing],
        "gehe 2 schwarz\nzusammenfassung\nbewertung\nbeenden\n",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Ohne Bewertung nachgespielt: "), "{out}");
    assert!(out.contains("2. … Dame Hector vier.\n"), "{out}");
    assert_eq!(
        out.matches("Die Partie ist nicht ausgewertet.").count(),
        2,
        "{out}"
    );
}

/// A damaged journal is reviewed as far as it is intact, and what is missing is said first,
/// never left out in silence.
#[test]
fn a_damaged_journal_is_reviewed_up_to_the_damage_and_the_damage_is_said() {
    let dirs = Dirs::new("review-damaged");
    let out = run_with_input(
        dirs.command(&["--time", "off"]),
        "e4\ne5\nSf3\nSc6\nbeenden\nja\n".as_bytes(),
    );
    assert_eq!(out.status.code(), Some(0));
    let journal = dirs.only_game_file("journal");
    let mut bytes = std::fs::read(&journal).expect("the journal");
    let at = bytes
        .windows(4)
        .position(|w| w == b"e7e5")
        .expect("the move");
    bytes[at + 1] = b'6';
    std::fs::write(&journal, &bytes).expect("damage the journal");
    let (out, err, code) = review(&dirs, &["--no-engine"], "ende\nbeenden\n");
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("Das Spielprotokoll ist beschädigt: Zeile 3 ist nicht lesbar."),
        "{out}"
    );
    assert!(
        out.contains("Nachspielen: Weiß gegen Schwarz, ein Zug."),
        "{out}"
    );
    assert!(out.contains("1. Bauer Eva vier."), "{out}");
}
