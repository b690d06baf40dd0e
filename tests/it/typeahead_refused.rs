//! Lines typed ahead of a move that is refused are not played one half-move off: on a
//! terminal they are held, anna says how many and which, and the player takes or drops them.
//! After `+` and a refused move a line typed meanwhile is said to be not entered.

use std::time::Duration;

use crate::common::Dirs;

/// Pasted, one a line: `Lb4` cannot be played, and the rest would be one half-move off.
const PASTED: [&str; 8] = ["e4", "e5", "Sf3", "Sc6", "Lb4", "d6", "d4", "exd4"];

/// The moves of the one journal's game, as `anna export` gives them.
fn exported_moves(dirs: &Dirs) -> Vec<String> {
    let journal = dirs.only_game_file("journal");
    let pgn = dirs.run(&["export", &journal.to_string_lossy()]);
    crate::common::pgn_moves(&pgn)
}

/// Pastes the eight lines on a terminal of kind `term`; `Lb4` is refused and the three lines
/// after it wait for the player.
fn pasted(name: &str, term: &str) -> (Dirs, crate::common::Anna) {
    let dirs = Dirs::new(name);
    let mut anna = dirs.spawn_on(&[], term);
    anna.expect("Weiß");
    anna.drain_for(Duration::from_millis(300));
    anna.press(&format!("{}\r", PASTED.join("\r")));
    anna.expect("(Nc6)");
    let refused = anna.expect("3 weitere Zeilen waren schon eingegeben: d6, d4, exd4.");
    assert!(refused.contains("Läufer"), "{refused}");
    // Nothing more is played while the player decides.
    let meanwhile = anna.drain_for(Duration::from_millis(300));
    assert!(
        !meanwhile.contains("(d6)") && !meanwhile.contains("(d4)"),
        "{meanwhile}"
    );
    (dirs, anna)
}

fn leave(anna: &mut crate::common::Anna) {
    anna.send("beenden");
    anna.expect("ja oder nein");
    anna.send("ja");
    anna.finish();
}

#[test]
fn lines_pasted_after_a_refused_move_wait_and_can_be_dropped() {
    for term in ["dumb", "xterm"] {
        let (dirs, mut anna) = pasted(&format!("held-drop-{term}"), term);
        anna.send("nein");
        anna.expect("Die 3 Zeilen sind verworfen.");
        leave(&mut anna);
        assert_eq!(exported_moves(&dirs), ["e4", "e5", "Nf3", "Nc6"], "{term}");
    }
}

#[test]
fn lines_pasted_after_a_refused_move_are_played_when_taken() {
    let (dirs, mut anna) = pasted("held-take", "dumb");
    // Taken, `d6` is refused for White in turn, and the two after it wait again.
    anna.send("ja");
    anna.expect("2 weitere Zeilen waren schon eingegeben: d4, exd4.");
    anna.send("ja");
    anna.expect("(exd4)");
    leave(&mut anna);
    assert_eq!(
        exported_moves(&dirs),
        ["e4", "e5", "Nf3", "Nc6", "d4", "exd4"]
    );
}

/// From a pipe the lines read on as a script, as before.
#[test]
fn piped_lines_read_on() {
    let dirs = Dirs::new("held-pipe");
    let input = format!("{}\nbeenden\nja\n", PASTED.join("\n"));
    let out = crate::common::run_with_input(dirs.command(&[]), input.as_bytes());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("schon eingegeben"), "{text}");
}

/// After `+` and a refused move, a legal move typed next is not entered, and says so; the
/// reason came first.
#[test]
fn a_move_typed_after_a_refused_entry_is_said_to_be_not_entered() {
    let dirs = Dirs::new("refused-press");
    let mut anna = dirs.spawn(&[
        "--tournament",
        "--time",
        "180",
        "--blind",
        "white",
        "--assistant",
        "blind",
    ]);
    anna.expect("Weiß");
    anna.send("e4");
    anna.send("");
    anna.expect("(e4)");
    anna.send("+");
    anna.expect("Schwarz hat die Uhr gedrückt");
    anna.send("Sd5");
    anna.expect(
        "Springer nach David fünf ist nicht möglich. Beide Uhren stehen. Schwarz: \
         ein Fehler bei der Eingabe oder ein regelwidriger Zug (Artikel 7.5)? fehler oder regelwidrig.",
    );
    // Typed at the prompt that asks (a line typed ahead would be held instead).
    anna.expect("[Uhren stehen: fehler oder regelwidrig]> ");
    anna.send("Sf6");
    anna.expect("„Sf6“ ist nicht eingegeben: erst fehler oder regelwidrig.");
    anna.send("fehler");
    anna.expect("gibt den Zug neu ein");
    anna.send("Sf6");
    anna.send("");
    anna.expect("(Nf6)");
    leave(&mut anna);
}

/// The board view holds the lines as the line view does.
#[test]
fn lines_pasted_after_a_refused_move_wait_in_the_board_view() {
    let dirs = Dirs::new("held-board");
    let mut anna = dirs.spawn_on(&["--view", "board", "--no-color"], "xterm");
    anna.expect("Weiß am Zug");
    anna.drain_for(Duration::from_millis(300));
    anna.press(&format!("{}\r", PASTED.join("\r")));
    anna.expect("3 weitere Zeilen");
    anna.drain_for(Duration::from_millis(300));
    anna.press("nein\r");
    anna.expect("verworfen");
    anna.press("beenden\r");
    anna.expect("ja oder nein");
    anna.press("ja\r");
    anna.finish();
    assert_eq!(exported_moves(&dirs), ["e4", "e5", "Nf3", "Nc6"]);
}
