//! End to end: the real `anna` binary in a pseudo-terminal, played line by line as a blind
//! player with a screen reader would play it, and the games folder it leaves behind.

use crate::common;

use std::path::Path;

use common::*;
use expectrl::Expect;
use expectrl::process::unix::{Signal, WaitStatus};

/// A PGN's move text as one line: no tag pairs, no {comments} (clock times), no "12..."
/// before Black's moves, single spaces, so line breaks and annotations do not matter.
fn movetext(pgn: &str) -> String {
    let mut text = String::new();
    let mut depth = 0;
    for line in pgn.lines().filter(|l| !l.trim_start().starts_with('[')) {
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
        .filter(|w| !(w.ends_with("...") && w.trim_end_matches('.').parse::<u32>().is_ok()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The last words when the players leave: the goodbye, after a note that the PGN was saved
/// if anna saves on leaving.
fn assert_goodbye(rest: &str) {
    let rest = match rest.split_once('\n') {
        Some(("Gespeichert.", tail)) => tail,
        _ => rest,
    };
    assert_eq!(rest, "Partie unterbrochen. Fortsetzen mit: anna resume\n");
}

/// Leaves a German game with `beenden` and `ja`, at this prompt.
fn leave(anna: &mut Anna, prompt: &str) {
    anna.exchange(
        "beenden",
        "Partie unterbrechen? Mit anna resume geht sie weiter. ja oder nein.",
        &asking(prompt, "unterbrechen: ja/nein"),
    );
    anna.send("ja");
    let rest = anna.assert_exits_cleanly();
    assert_goodbye(&rest);
}

/// The German greeting of a new game, up to White's first prompt.
fn new_german_game(dirs: &Dirs) -> Anna {
    let mut anna = dirs.spawn(&[]);
    let (greeting, prompt) = anna.until_prompt();
    assert_eq!(
        greeting,
        "anna: neue Partie, Weiß am Zug. hilfe listet die Befehle.\n",
        "{}",
        anna.transcript()
    );
    assert_eq!(prompt, "1. Weiß> ");
    anna
}

/// The line a move is announced with: "5. Läufer Cesar vier (Bc4)" or "5. … Dame … (Qe6)".
fn move_line(ply: usize, words: &str, san: &str) -> String {
    let n = ply / 2 + 1;
    if ply.is_multiple_of(2) {
        format!("{n}. {words} ({san})")
    } else {
        format!("{n}. … {words} ({san})")
    }
}

/// Morphy – Duke of Brunswick and Count Isouard, Paris 1858: SAN and the words anna says.
const OPERA_GAME: [(&str, &str); 33] = [
    ("e4", "Bauer Eva vier"),
    ("e5", "Bauer Eva fünf"),
    ("Nf3", "Springer Felix drei"),
    ("d6", "Bauer David sechs"),
    ("d4", "Bauer David vier"),
    ("Bg4", "Läufer Gustav vier"),
    ("dxe5", "Bauer David schlägt Eva fünf"),
    ("Bxf3", "Läufer schlägt Felix drei"),
    ("Qxf3", "Dame schlägt Felix drei"),
    ("dxe5", "Bauer David schlägt Eva fünf"),
    ("Bc4", "Läufer Cesar vier"),
    ("Nf6", "Springer Felix sechs"),
    ("Qb3", "Dame Bella drei"),
    ("Qe7", "Dame Eva sieben"),
    ("Nc3", "Springer Cesar drei"),
    ("c6", "Bauer Cesar sechs"),
    ("Bg5", "Läufer Gustav fünf"),
    ("b5", "Bauer Bella fünf"),
    ("Nxb5", "Springer schlägt Bella fünf"),
    ("cxb5", "Bauer Cesar schlägt Bella fünf"),
    ("Bxb5+", "Läufer schlägt Bella fünf, Schach"),
    ("Nbd7", "Springer Bella David sieben"),
    ("O-O-O", "Lange Rochade"),
    ("Rd8", "Turm David acht"),
    ("Rxd7", "Turm schlägt David sieben"),
    ("Rxd7", "Turm schlägt David sieben"),
    ("Rd1", "Turm David eins"),
    ("Qe6", "Dame Eva sechs"),
    ("Bxd7+", "Läufer schlägt David sieben, Schach"),
    ("Nxd7", "Springer schlägt David sieben"),
    ("Qb8+", "Dame Bella acht, Schach"),
    ("Nxb8", "Springer schlägt Bella acht"),
    ("Rd8#", "Turm David acht, Schachmatt"),
];

#[test]
fn opera_game_in_german_spoken_words_ends_in_mate() {
    let dirs = Dirs::new("opera");
    // The words typed back are exactly the words `anna say` announces.
    let sans: Vec<&str> = OPERA_GAME.iter().map(|(san, _)| *san).collect();
    let said = dirs.run(&[&["say"], sans.as_slice()].concat());
    let said: Vec<&str> = said.lines().collect();
    let expected: Vec<&str> = OPERA_GAME.iter().map(|(_, w)| *w).collect();
    assert_eq!(said, expected, "anna say");

    let mut anna = new_german_game(&dirs);
    let last = OPERA_GAME.len() - 1;
    for (ply, (san, spoken)) in OPERA_GAME.iter().enumerate().take(last) {
        anna.exchange(spoken, &move_line(ply, spoken, san), &prompt_de(ply + 1));
    }
    let (san, spoken) = OPERA_GAME[last];
    anna.send(spoken);
    anna.expect(&format!("{}\n", move_line(last, spoken, san)));
    anna.expect("Partie beendet: Weiß gewinnt, Schachmatt.\n");
    // Saved, and the path not read aloud.
    anna.expect("Gespeichert.\n");
    anna.press("beenden\n");
    anna.assert_exits_cleanly();
    let pgn_path = dirs.only_game_file("pgn");

    let pgn = std::fs::read_to_string(&pgn_path).expect("the PGN is readable");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(movetext(&pgn).contains("17. Rd8#"), "{pgn}");
    assert!(
        movetext(&pgn).contains(
            "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
             8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 \
             14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#"
        ),
        "{pgn}"
    );
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
}

#[test]
fn game_in_english_san() {
    let dirs = Dirs::new("english");
    let mut anna = dirs.spawn(&[
        "--language",
        "en",
        "--vocab",
        "en",
        "--white",
        "Alice",
        "--black",
        "Bob",
    ]);
    let (greeting, prompt) = anna.until_prompt();
    assert_eq!(
        greeting,
        "anna: new game, White to move. help lists the commands.\n"
    );
    assert_eq!(prompt, "1. White> ");
    let game = [
        ("e4", "1. Pawn Eva four (e4)", "1. … Black> "),
        ("e5", "1. … Pawn Eva five (e5)", "2. White> "),
        ("Bc4", "2. Bishop Cesar four (Bc4)", "2. … Black> "),
        ("Nc6", "2. … Knight Cesar six (Nc6)", "3. White> "),
        ("Qh5", "3. Queen Hector five (Qh5)", "3. … Black> "),
        ("Nf6", "3. … Knight Felix six (Nf6)", "4. White> "),
    ];
    for (san, line, prompt) in game {
        anna.exchange(san, line, prompt);
    }
    // A command in English, answered in English, mid-game.
    anna.exchange(
        "square f7",
        "On Felix seven there is a black Pawn.",
        "4. White> ",
    );
    anna.send("Qxf7#");
    anna.expect("4. Queen takes Felix seven, checkmate (Qxf7#)\n");
    anna.expect("Game over: White wins, checkmate.\n");
    anna.expect("Saved.\nThe game's closing code, for the arbiter: ");
    anna.expect(".\nGame over> ");
    // The final position stays to be read; moves are refused; "quit" leaves at once.
    assert_eq!(
        anna.ask("e5", "Game over> "),
        "The game is over; list reads its moves."
    );
    anna.press("quit\n");
    anna.assert_exits_cleanly();
    let pgn_path = dirs.only_game_file("pgn");

    let pgn = std::fs::read_to_string(&pgn_path).expect("the PGN is readable");
    assert!(pgn.contains("[White \"Alice\"]"), "{pgn}");
    assert!(pgn.contains("[Black \"Bob\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(
        movetext(&pgn).contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#"),
        "{pgn}"
    );
    assert!(pgn.trim_end().ends_with("1-0"), "{pgn}");
}

const BOARD_AFTER_4_PLIES: &str = "\
Reihe acht: Anna schwarzer Turm, Cesar schwarzer Läufer, David schwarze Dame, Eva schwarzer König, Felix schwarzer Läufer, Gustav schwarzer Springer, Hector schwarzer Turm.
Reihe sieben: Anna schwarzer Bauer, Bella schwarzer Bauer, Cesar schwarzer Bauer, David schwarzer Bauer, Felix schwarzer Bauer, Gustav schwarzer Bauer, Hector schwarzer Bauer.
Reihe sechs: Cesar schwarzer Springer.
Reihe fünf: Eva schwarzer Bauer.
Reihe vier: Eva weißer Bauer.
Reihe drei: Felix weißer Springer.
Reihe zwei: Anna weißer Bauer, Bella weißer Bauer, Cesar weißer Bauer, David weißer Bauer, Felix weißer Bauer, Gustav weißer Bauer, Hector weißer Bauer.
Reihe eins: Anna weißer Turm, Bella weißer Springer, Cesar weißer Läufer, David weiße Dame, Eva weißer König, Felix weißer Läufer, Hector weißer Turm.";

#[test]
fn every_command_is_answered() {
    let dirs = Dirs::new("commands");
    let mut anna = new_german_game(&dirs);
    let w3 = "3. Weiß> ";
    let b2 = "2. … Schwarz> ";

    // Before any move.
    anna.exchanges(
        "1. Weiß> ",
        &[
            ("letzter", "Noch kein Zug."),
            ("liste", "Noch kein Zug."),
            ("zurueck", "Noch kein Zug."),
        ],
    );

    anna.exchange("e4", "1. Bauer Eva vier (e4)", "1. … Schwarz> ");
    anna.exchange("e5", "1. … Bauer Eva fünf (e5)", "2. Weiß> ");
    anna.exchange("Sf3", "2. Springer Felix drei (Nf3)", b2);
    anna.exchange("Sc6", "2. … Springer Cesar sechs (Nc6)", w3);

    help_names_every_command(&mut anna, w3);
    reading_commands_answer(&mut anna, w3);
    draw_offer_and_wrong_claim(&mut anna, w3);
    take_back_asked_and_agreed(&mut anna, w3, b2);

    // Resign, thought better of.
    anna.exchange(
        "aufgeben",
        "Schwarz, wirklich aufgeben? ja oder nein.",
        &asking(b2, "Schwarz gibt auf: ja/nein"),
    );
    anna.exchange("nein", "Abgebrochen.", b2);

    // Save now: the PGN holds the game so far.
    let (saved, prompt) = anna.step("speichern");
    assert_eq!(prompt, b2);
    let pgn_path = dirs.only_game_file("pgn");
    assert_eq!(saved, "Gespeichert.");
    let pgn = std::fs::read_to_string(&pgn_path).expect("the saved PGN is readable");
    assert!(movetext(&pgn).contains("1. e4 e5 2. Nf3 *"), "{pgn}");
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");

    bad_input_is_answered(&mut anna, b2);

    // The game goes on after all of that.
    anna.exchange(
        "Springer Cesar sechs",
        "2. … Springer Cesar sechs (Nc6)",
        w3,
    );

    // Leave: asked, refused once, then agreed.
    let confirm = "Partie unterbrechen? Mit anna resume geht sie weiter. ja oder nein.";
    let asked = asking(w3, "unterbrechen: ja/nein");
    anna.exchange("beenden", confirm, &asked);
    anna.exchange("nein", "Abgebrochen.", w3);
    anna.exchange("beenden", confirm, &asked);
    anna.send("ja");
    let rest = anna.assert_exits_cleanly();
    assert_goodbye(&rest);
}

/// `hilfe` names every command in a few lines; `hilfe BEFEHL` explains one.
fn help_names_every_command(anna: &mut Anna, w3: &str) {
    let (help, prompt) = anna.step("hilfe");
    assert_eq!(prompt, w3);
    assert!(help.starts_with("Befehle, auch auf Englisch"), "{help}");
    assert!(
        help.ends_with(
            "Alles andere wird als Zug gelesen, zum Beispiel Springer Felix drei, Sf3 oder g1f3."
        ),
        "{help}"
    );
    // A few lines that name every command by its spoken form; `hilfe BEFEHL` explains one.
    assert!(help.lines().count() <= 8, "{help}");
    for entry in [
        "letzter",
        "wer",
        "brett",
        "figuren",
        "feld",
        "reihe",
        "linie",
        "angriffe",
        "züge",
        "liste",
        "remis",
        "annehmen",
        "ablehnen",
        "reklamieren",
        "zurück",
        "aufgeben",
        "zeit",
        "schiedsrichter",
        "prüfen",
        "berührt",
        "nochmal",
        "ruhe",
        "geräte",
        "speichern",
        "beenden",
    ] {
        assert!(help.contains(entry), "help lacks {entry:?}:\n{help}");
    }
    let (one, _) = anna.step("hilfe zeit");
    assert!(one.starts_with("zeit, kurz u: beide Uhren"), "{one}");
    anna.exchange("?", &help, w3);
    anna.exchange("help", &help, w3);
}

/// After 1. e4 e5 2. Sf3 Sc6.
fn reading_commands_answer(anna: &mut Anna, w3: &str) {
    anna.exchanges(
        w3,
        &[
            ("letzter", "Letzter Zug: 2. … Springer Cesar sechs."),
            ("wer", "Weiß am Zug."),
            ("brett", BOARD_AFTER_4_PLIES),
            ("board", BOARD_AFTER_4_PLIES),
            (
                "figuren weiß",
                "Weiß: König Eva eins, Dame David eins, Turm Anna eins, Turm Hector eins, \
                 Läufer Cesar eins, Läufer Felix eins, Springer Bella eins, Springer Felix drei, \
                 Bauer Anna zwei, Bauer Bella zwei, Bauer Cesar zwei, Bauer David zwei, \
                 Bauer Felix zwei, Bauer Gustav zwei, Bauer Hector zwei, Bauer Eva vier.",
            ),
            (
                "figuren schwarz springer",
                "Schwarz: Springer Cesar sechs, Springer Gustav acht.",
            ),
        ],
    );
    let (both, _) = anna.step("figuren dame");
    assert_eq!(both, "Weiß: Dame David eins.\nSchwarz: Dame David acht.");
    anna.exchanges(
        w3,
        &[
            ("feld e4", "Auf Eva vier steht ein weißer Bauer."),
            ("feld Eva vier", "Auf Eva vier steht ein weißer Bauer."),
            ("square e4", "Auf Eva vier steht ein weißer Bauer."),
            ("feld d4", "David vier ist leer."),
            (
                "reihe 2",
                "Reihe zwei: Anna weißer Bauer, Bella weißer Bauer, Cesar weißer Bauer, \
                 David weißer Bauer, Felix weißer Bauer, Gustav weißer Bauer, \
                 Hector weißer Bauer.",
            ),
            ("reihe 4", "Reihe vier: Eva weißer Bauer."),
            (
                "linie e",
                "Linie Eva: Eva eins weißer König, Eva vier weißer Bauer, \
                 Eva fünf schwarzer Bauer, Eva acht schwarzer König.",
            ),
            (
                "angriffe e5",
                "Eva fünf, Angriffe von Weiß: Springer Felix drei; \
                 von Schwarz: Springer Cesar sechs.",
            ),
            ("zuege g1", "Gustav eins ist leer."),
            (
                "zuege b1",
                "weißer Springer Bella eins: Springer Anna drei, Springer Cesar drei.",
            ),
            ("zuege e5", "Schwarz ist nicht am Zug."),
            ("zuege e4", "weißer Bauer Eva vier: keine."),
            (
                "liste",
                "1. Bauer Eva vier, Bauer Eva fünf\n2. Springer Felix drei, Springer Cesar sechs",
            ),
            ("liste 1", "2. Springer Felix drei, Springer Cesar sechs"),
        ],
    );
}

fn draw_offer_and_wrong_claim(anna: &mut Anna, w3: &str) {
    // Draw offer, declined; a claim that is wrong (and, by 9.1.2.3, also offers a draw).
    anna.exchanges(
        w3,
        &[(
            "annehmen",
            "Es steht kein Remisangebot; remis bietet selbst eines an.",
        )],
    );
    anna.exchange(
        "remis schwarz",
        "Schwarz bietet Remis an. Weiß, nimmst du an? annehmen oder ablehnen.",
        &asking(w3, "Weiß, Remis: annehmen/ablehnen"),
    );
    anna.exchanges(
        w3,
        &[
            ("ablehnen", "Weiß lehnt das Remis ab."),
            (
                "reklamieren",
                "Was wird reklamiert? reklamieren wiederholung oder reklamieren fünfzig, \
                 mit oder ohne Zug, oder reklamieren tot.",
            ),
            (
                "reklamieren wiederholung",
                "Reklamation nicht berechtigt. Schwarz erhält eine Zeitgutschrift.\n\
                 Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen.",
            ),
            ("ablehnen", "Schwarz lehnt das Remis ab."),
        ],
    );
}

fn take_back_asked_and_agreed(anna: &mut Anna, w3: &str, b2: &str) {
    // Take-back: asked, a wrong answer, agreed.
    let asked = asking(w3, "Weiß, zurücknehmen: ja/nein");
    anna.exchange(
        "zurueck",
        "Weiß, einverstanden, den Zug Springer Cesar sechs zurückzunehmen? ja oder nein.",
        &asked,
    );
    // No answer: the question again. Reading the board leaves it open.
    anna.exchange(
        "vielleicht",
        "Weiß, einverstanden, den Zug Springer Cesar sechs zurückzunehmen? ja oder nein.",
        &asked,
    );
    anna.exchange(
        "feld c6",
        "Auf Cesar sechs steht ein schwarzer Springer.",
        &asked,
    );
    anna.exchanges(
        b2,
        &[
            ("ja", "Zurückgenommen: Springer Cesar sechs."),
            ("wer", "Schwarz am Zug."),
            ("feld c6", "Cesar sechs ist leer."),
        ],
    );
}

fn bad_input_is_answered(anna: &mut Anna, b2: &str) {
    // Bad input: answered, never fatal.
    anna.exchanges(
        b2,
        &[
            // Each with what would work (issue 40, point 7).
            (
                "quatsch",
                "Unbekanntes Wort: „quatsch“. Ein Zug heißt zum Beispiel Sf3 oder e4; hilfe \
                 nennt die Befehle.",
            ),
            (
                "Ke6",
                "König nach Eva sechs ist nicht möglich. Schwarz am Zug. Eva sechs ist leer.",
            ),
            (
                "e4",
                "Bauer nach Eva vier ist nicht möglich. Schwarz am Zug. Auf Eva vier steht ein \
                 weißer Bauer.",
            ),
            // A bad argument is answered with how the command goes.
            (
                "feld z9",
                "„z9“ verstehe ich hier nicht. feld, kurz f, und ein Feld: was dort steht. \
                 Zum Beispiel feld Eva vier.",
            ),
            (
                "feld",
                "Hier fehlt etwas. feld, kurz f, und ein Feld: was dort steht. \
                 Zum Beispiel feld Eva vier.",
            ),
            (
                "reihe 9",
                "„9“ verstehe ich hier nicht. reihe, kurz r, und eine Zahl: was auf der Reihe \
                 steht.",
            ),
            (
                "linie z",
                "„z“ verstehe ich hier nicht. linie, kurz i, und eine Linie: was auf der Linie \
                 steht. Zum Beispiel linie Eva.",
            ),
            (
                "liste 0",
                "„0“ verstehe ich hier nicht. liste, kurz z: die Notation. liste und eine Zahl: \
                 nur die letzten Züge.",
            ),
            (
                "figuren blau",
                "„blau“ verstehe ich hier nicht. figuren, kurz p: die Figuren beider Seiten. \
                 figuren weiß, figuren schwarz: einer Seite. figuren Springer: einer Art.",
            ),
        ],
    );
    let long = "Springer ".repeat(200);
    let (answer, prompt) = anna.step(&long);
    assert_eq!(prompt, b2);
    assert!(
        !answer.contains('\n'),
        "one line for a long input: {answer}"
    );
}

/// The first ten plies of the Ruy Lopez, with their words.
const RUY_LOPEZ: [(&str, &str); 10] = [
    ("e4", "Bauer Eva vier"),
    ("e5", "Bauer Eva fünf"),
    ("Nf3", "Springer Felix drei"),
    ("Nc6", "Springer Cesar sechs"),
    ("Bb5", "Läufer Bella fünf"),
    ("a6", "Bauer Anna sechs"),
    ("Ba4", "Läufer Anna vier"),
    ("Nf6", "Springer Felix sechs"),
    ("O-O", "Kurze Rochade"),
    ("Be7", "Läufer Eva sieben"),
];

#[test]
fn kill_and_resume_keeps_every_move() {
    let dirs = Dirs::new("kill");
    let mut anna = new_german_game(&dirs);
    for (ply, (san, spoken)) in RUY_LOPEZ.iter().enumerate().take(9) {
        anna.exchange(san, &move_line(ply, spoken, san), &prompt_de(ply + 1));
    }
    // The tenth move: as soon as its line is printed, the power goes.
    anna.send("Be7");
    anna.expect("5. … Läufer Eva sieben (Be7)\n");
    let pid = anna.pid();
    anna.session
        .get_process_mut()
        .kill(Signal::SIGKILL)
        .expect("send SIGKILL");
    let status = anna.session.get_process().wait().expect("wait for anna");
    assert!(
        matches!(status, WaitStatus::Signaled(p, Signal::SIGKILL, _) if p.as_raw() == pid),
        "killed: {status:?}"
    );
    drop(anna);

    let journal = dirs.only_game_file("journal");
    let id = journal
        .file_stem()
        .and_then(|s| s.to_str())
        .expect("a game name")
        .to_string();

    let list = dirs.run(&["resume", "--list"]);
    // "ID: Weiß – Schwarz, DATE, 10 Halbzüge, Weiß am Zug"
    let line = list.trim_end();
    assert_eq!(line.lines().count(), 1, "{list}");
    assert!(
        line.starts_with(&format!("{id}: Weiß – Schwarz, ")),
        "{list}"
    );
    assert!(line.ends_with(", 10 Halbzüge, Weiß am Zug"), "{list}");

    let pgn = dirs.run(&["export", &id, "--pgn"]);
    assert!(
        movetext(&pgn).contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *"),
        "{pgn}"
    );

    let mut anna = dirs.spawn(&["resume"]);
    let (notices, prompt) = anna.until_prompt();
    assert_eq!(
        notices,
        "Partie fortgesetzt, 10 Halbzüge gespielt, Weiß am Zug.\n\
         Zuletzt angesagt: 5. … Läufer Eva sieben.\n",
        "{}",
        anna.transcript()
    );
    assert_eq!(prompt, "6. Weiß> ");
    anna.exchange(
        "liste",
        "1. Bauer Eva vier, Bauer Eva fünf\n\
         2. Springer Felix drei, Springer Cesar sechs\n\
         3. Läufer Bella fünf, Bauer Anna sechs\n\
         4. Läufer Anna vier, Springer Felix sechs\n\
         5. Kurze Rochade, Läufer Eva sieben",
        "6. Weiß> ",
    );
    anna.exchange("Te1", "6. Turm Eva eins (Re1)", "6. … Schwarz> ");
    anna.exchange(
        "q",
        "Partie unterbrechen? Mit anna resume geht sie weiter. ja oder nein.",
        "6. … Schwarz [unterbrechen: ja/nein]> ",
    );
    anna.send("j");
    assert_goodbye(&anna.assert_exits_cleanly());
    let pgn = dirs.run(&["export", &id]);
    assert!(movetext(&pgn).contains("5. O-O Be7 6. Re1 *"), "{pgn}");
}

#[test]
fn damaged_last_journal_line_loses_only_that_line() {
    let dirs = Dirs::new("torn");
    let (journal, good, torn) = three_moves_then_a_torn_line(&dirs);
    let copy = resumed_with_the_torn_line_named(&dirs, &journal, &torn);
    only_the_torn_piece_is_gone(&journal, &good);

    // And it resumes cleanly now.
    let mut anna = dirs.spawn(&["resume"]);
    let (notices, prompt) = anna.until_prompt();
    assert_eq!(
        notices,
        "Partie fortgesetzt, 4 Halbzüge gespielt, Weiß am Zug.\n\
         Zuletzt angesagt: 2. … Springer Cesar sechs.\n"
    );
    assert_eq!(prompt, "3. Weiß> ");
    // No second copy: the journal was whole this time.
    assert!(!journal.with_file_name(copy.replace("-1", "-2")).exists());
    leave(&mut anna, "3. Weiß> ");
}

/// Three moves and leaving, then a power cut while the next line was written: the journal,
/// its good text, and its torn text.
fn three_moves_then_a_torn_line(dirs: &Dirs) -> (std::path::PathBuf, String, String) {
    let mut anna = new_german_game(dirs);
    anna.exchange("e4", "1. Bauer Eva vier (e4)", "1. … Schwarz> ");
    anna.exchange("e5", "1. … Bauer Eva fünf (e5)", "2. Weiß> ");
    anna.exchange("Sf3", "2. Springer Felix drei (Nf3)", "2. … Schwarz> ");
    leave(&mut anna, "2. … Schwarz> ");

    let journal = dirs.only_game_file("journal");
    let good = std::fs::read_to_string(&journal).expect("the journal is readable");
    assert_eq!(
        good.lines().count(),
        5,
        "set-up, three moves, and leaving:\n{good}"
    );
    assert!(
        good.lines()
            .last()
            .is_some_and(|l| l.contains("\"kind\":\"left\"")),
        "{good}"
    );
    let mut torn = good.clone();
    torn.push_str("{\"at\":1,\"kind\":\"mo");
    std::fs::write(&journal, &torn).expect("tear the journal");
    (journal, good, torn)
}

/// Resumed, anna names the torn line and the copy it keeps, and the game goes on with the
/// three moves kept and a fourth; the copy's name.
fn resumed_with_the_torn_line_named(dirs: &Dirs, journal: &Path, torn: &str) -> String {
    let mut anna = dirs.spawn(&["resume"]);
    let (notices, prompt) = anna.until_prompt();
    let copy = format!(
        "{}.damaged-1",
        journal.file_name().unwrap().to_string_lossy()
    );
    assert_eq!(
        notices,
        format!(
            "Das Spielprotokoll ist beschädigt: Zeile 6 ist nicht lesbar. Eine Kopie des ganzen \
             Protokolls liegt unter {copy}; die Partie geht mit allen lesbaren Einträgen weiter.\n\
             Partie fortgesetzt, 3 Halbzüge gespielt, Schwarz am Zug.\n\
             Zuletzt angesagt: 2. Springer Felix drei.\n"
        ),
        "{}",
        anna.transcript()
    );
    // The damaged journal, torn piece and all, is kept aside unchanged.
    assert_eq!(
        std::fs::read_to_string(journal.with_file_name(&copy)).expect("the copy"),
        torn
    );
    assert_eq!(prompt, "2. … Schwarz> ");
    anna.exchange(
        "liste",
        "1. Bauer Eva vier, Bauer Eva fünf\n2. Springer Felix drei",
        "2. … Schwarz> ",
    );
    anna.exchange(
        "Springer Cesar sechs",
        "2. … Springer Cesar sechs (Nc6)",
        "3. Weiß> ",
    );
    leave(&mut anna, "3. Weiß> ");
    copy
}

/// The torn piece is gone (kept in the copy) and the fourth move is on a line of its own.
fn only_the_torn_piece_is_gone(journal: &Path, good: &str) {
    let after = std::fs::read_to_string(journal).expect("the journal is readable");
    assert!(after.starts_with(good), "the good lines are kept:\n{after}");
    // Every line is a whole record now (anna may add records of its own, such as a note of the
    // resumption); the moves are the three kept and the fourth.
    let records: Vec<serde_json::Value> = after
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l:?}\n{after}")))
        .collect();
    let moves: Vec<&str> = records
        .iter()
        .filter(|r| r["kind"] == "move")
        .filter_map(|r| r["uci"].as_str())
        .collect();
    assert_eq!(moves, ["e2e4", "e7e5", "g1f3", "b8c6"], "{after}");
    assert_eq!(
        records
            .iter()
            .rev()
            .find(|r| r["kind"] != "left")
            .map(|r| &r["uci"]),
        Some(&"b8c6".into()),
        "{after}"
    );
    assert!(after.ends_with('\n'));
}

#[test]
fn a_line_that_is_not_utf8_is_answered_not_fatal() {
    let dirs = Dirs::new("latin1");
    let mut anna = new_german_game(&dirs);
    anna.exchange("e4", "1. Bauer Eva vier (e4)", "1. … Schwarz> ");
    // "figuren weiß" typed on a terminal set to Latin-1: "ß" is the single byte 0xDF.
    anna.session
        .send(b"figuren wei\xdf\n")
        .expect("type a Latin-1 line");
    match anna.until_prompt_or_end() {
        Some((answer, prompt)) => {
            assert!(!answer.trim().is_empty(), "{}", anna.transcript());
            assert_eq!(prompt, "1. … Schwarz> ", "{}", anna.transcript());
        }
        None => {
            let (_, status) = anna.finish();
            panic!(
                "one byte that is not UTF-8 ended the game ({status:?}) instead of being \
                 answered\n{}",
                anna.transcript()
            );
        }
    }
    // The game goes on.
    anna.exchange("e5", "1. … Bauer Eva fünf (e5)", "2. Weiß> ");
    leave(&mut anna, "2. Weiß> ");
}

#[test]
fn a_game_over_from_its_start_position_says_so() {
    let dirs = Dirs::new("over-at-start");
    // King against king: a dead position (5.2.2), so the game is over before the first move.
    let mut anna = dirs.spawn(&["--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"]);
    let said = anna.expect("Gespeichert.\n");
    anna.press("beenden\n");
    let (_, status) = anna.finish();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
    assert!(
        said.starts_with("anna: neue Partie. hilfe listet die Befehle.\n"),
        "{said}"
    );
    assert!(
        said.contains("Partie beendet: Remis, keine Mattmöglichkeit.")
            || said.contains("Die Partie ist beendet; liste liest ihre Züge."),
        "the players are not told that the game is over, or why:\n{said}"
    );
}

#[test]
fn helpers_read_prompts_and_move_text() {
    assert_eq!(
        movetext("[Event \"x\"]\n\n1. e4 {[%clk 1:30:29]} 1... e5 {[%clk 1:30:29]} 2.\nNf3 *\n"),
        "1. e4 e5 2. Nf3 *"
    );
    assert_eq!(prompt_len("12. Weiß> "), Some("12. Weiß> ".len()));
    assert_eq!(prompt_len("3. … Black> "), Some("3. … Black> ".len()));
    assert_eq!(prompt_len("1. Bauer Eva vier (e4)"), None);
    assert_eq!(prompt_len("Weiß> "), None);
    assert_eq!(
        prompt_len("Partie beendet> "),
        Some("Partie beendet> ".len())
    );
    assert!(Path::new(env!("CARGO_BIN_EXE_anna")).is_file());
}

/// At one shared keyboard, nobody agrees to a draw for a player who did not say it: a second
/// offer, in either side's name, only repeats the standing one and asks again.
#[test]
fn a_shared_keyboard_draw_needs_the_asked_players_answer() {
    let dirs = Dirs::new("shared-draw");
    let mut anna = new_german_game(&dirs);
    anna.step("e4");
    anna.step("e5");
    let stands = "Schwarz hat Remis angeboten. Weiß, nimmst du an? annehmen oder ablehnen.";
    // The prompt carries the question while it stands.
    let asked = asking(&prompt_de(2), "Weiß, Remis: annehmen/ablehnen");
    anna.exchanges(
        &asked,
        &[
            (
                "remis schwarz",
                "Schwarz bietet Remis an. Weiß, nimmst du an? annehmen oder ablehnen.",
            ),
            ("remis weiß", stands),
            ("remis schwarz", stands),
            ("remis", stands),
        ],
    );
    anna.exchanges(
        &prompt_de(2),
        &[
            ("nein", "Weiß lehnt das Remis ab."),
            ("ja", "Es ist keine Frage offen."),
        ],
    );
    let (out, _) = anna.step("Sf3");
    assert!(!out.contains("Einigung"), "{}", anna.transcript());
}

/// Ctrl-C asks first; a second interrupts, with the record of leaving and the score sheet.
#[test]
fn ctrl_c_asks_and_a_second_leaves_resumable() {
    let dirs = Dirs::new("ctrl-c");
    let mut anna = new_german_game(&dirs);
    anna.step("e4");
    anna.press("\x03");
    anna.expect(
        "Partie unterbrechen? ja oder nein; noch einmal Strg+C unterbricht sofort. \
         Mit anna resume geht sie weiter.\n",
    );
    // While asked, the game is as it was: "nein" goes on.
    anna.press("nein\n");
    anna.expect("Abgebrochen.\n");
    anna.press("\x03");
    anna.expect("Partie unterbrechen?");
    anna.press("\x03");
    anna.expect("Partie unterbrochen. Fortsetzen mit: anna resume\n");
    anna.assert_exits_cleanly();
    assert_left_resumable(&dirs, "Ctrl-C");
}

/// The journal's last record is the one of leaving, and the score sheet has the first move.
fn assert_left_resumable(dirs: &Dirs, how: &str) {
    let journal = dirs.read_game_file("journal");
    let kinds: Vec<String> = journal_lines(&journal)
        .into_iter()
        .map(|(_, k, _)| k)
        .collect();
    assert_eq!(
        kinds.last().map(String::as_str),
        Some("left"),
        "{how}: {journal}"
    );
    assert!(dirs.read_game_file("pgn").contains("1. e4"), "{how}");
}

/// The terminal closing (SIGHUP) or a shutdown (SIGTERM) leaves as at the end of input: the
/// record of leaving, the score sheet, a game that resumes.
#[test]
fn a_closed_terminal_or_a_shutdown_leaves_resumable() {
    for signal in ["-HUP", "-TERM"] {
        let dirs = Dirs::new(&format!("signal-{signal}"));
        let mut anna = new_german_game(&dirs);
        anna.step("e4");
        crate::common::speechd::signal(anna.pid() as u32, signal);
        anna.expect("Partie unterbrochen. Fortsetzen mit: anna resume\n");
        anna.assert_exits_cleanly();
        assert_left_resumable(&dirs, signal);
    }
}

/// Line editing on a terminal (issue: arrow keys typed `^[[A` into the move): left and right
/// move in the line, up recalls the previous line, in a casual and in a tournament game.
#[test]
fn arrows_edit_the_line_and_recall_earlier_ones() {
    let dirs = Dirs::new("editing");
    let mut anna = dirs.spawn_on(&[], "xterm");
    anna.expect("1. Weiß> ");
    // "f3", two steps left, "S" in front: Sf3.
    anna.press("f3");
    anna.press("\x1b[D\x1b[D");
    anna.press("S\r");
    anna.expect("1. Springer Felix drei (Nf3)\n");
    anna.press("feld f3\r");
    anna.expect("Auf Felix drei steht ein weißer Springer.\n");
    // Up: the last line again.
    anna.press("\x1b[A\r");
    anna.expect("Auf Felix drei steht ein weißer Springer.\n");

    let dirs = Dirs::new("editing-tournament");
    let mut anna = dirs.spawn_on(&["--tournament"], "xterm");
    anna.expect("Weiß> ");
    anna.press("feld e2\r");
    anna.expect("Auf Eva zwei steht ein weißer Bauer.\n");
    anna.press("\x1b[A\r");
    anna.expect("Auf Eva zwei steht ein weißer Bauer.\n");
}

/// `neu` after the end starts the next game with the colours swapped, in a journal and a score
/// sheet of its own; during a game it starts nothing.
#[test]
fn neu_after_the_end_starts_the_next_game_with_the_colours_swapped() {
    let dirs = Dirs::new("next-game");
    let mut anna = dirs.spawn(&["--white", "Maria", "--black", "Bernd", "--blind", "white"]);
    anna.until_prompt();
    anna.exchange(
        "neu",
        "Die Partie läuft noch. neu beginnt die nächste, wenn sie beendet ist.",
        "1. Weiß> ",
    );
    for m in ["f3", "e5", "g4"] {
        anna.step(m);
    }
    let (end, _) = anna.step("Dh4");
    assert!(
        end.contains(
            "Partie beendet: Schwarz gewinnt, Schachmatt.\nGespeichert.\n\
             Prüfcode der Partie für den Schiedsrichter: "
        ),
        "{end}"
    );
    anna.exchange(
        "neu",
        "Nächste Partie, die Farben getauscht: Weiß Bernd, Schwarz Maria. Weiß am Zug.",
        "1. Weiß> ",
    );
    anna.exchange("e4", "1. Bauer Eva vier (e4)", "1. … Schwarz> ");
    anna.exchange(
        "beenden",
        "Partie unterbrechen? Mit anna resume geht sie weiter. ja oder nein.",
        "1. … Schwarz [unterbrechen: ja/nein]> ",
    );
    anna.send("ja");
    anna.assert_exits_cleanly();

    let mut pgns: Vec<String> = std::fs::read_dir(dirs.games())
        .expect("the games folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .map(|p| std::fs::read_to_string(p).expect("a score sheet"))
        .collect();
    pgns.sort_by_key(|pgn| !pgn.contains("[Result \"0-1\"]"));
    assert_eq!(pgns.len(), 2, "{pgns:?}");
    assert!(pgns[0].contains("[White \"Maria\"]"), "{}", pgns[0]);
    assert!(movetext(&pgns[0]).contains("2. g4 Qh4#"), "{}", pgns[0]);
    assert!(pgns[1].contains("[White \"Bernd\"]"), "{}", pgns[1]);
    assert!(pgns[1].contains("[Black \"Maria\"]"), "{}", pgns[1]);
    assert!(movetext(&pgns[1]).starts_with("1. e4"), "{}", pgns[1]);
    // The blind player, Maria, plays Black now: the journal's set-up says so.
    let journals = std::fs::read_dir(dirs.games())
        .expect("the games folder")
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "journal"))
        .map(|e| std::fs::read_to_string(e.path()).expect("a journal"))
        .filter(|j| j.contains("\"white\":\"Bernd\""))
        .collect::<Vec<_>>();
    assert_eq!(journals.len(), 1);
    assert!(
        journals[0].contains("\"blind\":\"black\""),
        "{}",
        journals[0]
    );
}

/// A rapid or blitz game says at its start how an illegal move is dealt with (A.5); a
/// standard game says nothing of it.
#[test]
fn a_rapid_game_tells_its_supervision_at_the_start() {
    let dirs = Dirs::new("supervision");
    for (args, expected) in [
        (
            vec!["--time", "15+10"],
            Some("Schnell- oder Blitzschach unter teilweiser Aufsicht (Anhang A.4, B.4)"),
        ),
        (
            vec!["--time", "3+2", "--supervision", "full"],
            Some("Schnell- oder Blitzschach unter voller Aufsicht (Anhang A.3, B.3)."),
        ),
        (
            vec!["--time", "5+3", "--illegal-move-rule", "loss"],
            Some("der erste regelwidrige Zug verliert"),
        ),
        (vec!["--time", "90+30"], None),
    ] {
        let mut anna = dirs.spawn(&args);
        let (greeting, _) = anna.until_prompt();
        match expected {
            Some(text) => assert!(greeting.contains(text), "{args:?}: {greeting}"),
            None => assert!(!greeting.contains("Aufsicht"), "{args:?}: {greeting}"),
        }
        anna.send("beenden");
        anna.send("ja");
        anna.assert_exits_cleanly();
    }
}
