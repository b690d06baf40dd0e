//! End to end: a tournament game by Appendix D with the blind player's assistant, in a
//! pseudo-terminal: every move entered, read back and made with Enter; one slip of the tongue
//! corrected (D.2.8); one move entered wrongly and made, found when the opponent's next move
//! cannot be played, confirmed by a board check and resolved by the arbiter (D.2.9).

use crate::common;

use common::*;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{Chess, EnPassantMode, Position};

/// Fischer–Spassky, Reykjavik 1972, game 6, the first twenty moves.
const GAME: [&str; 40] = [
    "c4", "e6", "Nf3", "d5", "d4", "Nf6", "Nc3", "Be7", "Bg5", "O-O", "e3", "h6", "Bh4", "b6",
    "cxd5", "Nxd5", "Bxe7", "Qxe7", "Nxd5", "exd5", "Rc1", "Be6", "Qa4", "c5", "Qa3", "Rc8", "Bb5",
    "a6", "dxc5", "bxc5", "O-O", "Ra7", "Be2", "Nd7", "Nd4", "Qf8", "Nxe6", "fxe6", "e4", "d4",
];

/// Enters a move, checks the read-back, and makes it with Enter.
fn enter_and_make(anna: &mut Anna, ply: usize, san: &str) {
    let (read_back, p) = anna.step(san);
    assert!(
        read_back.starts_with("Eingegeben: "),
        "{san}: {read_back}\n{}",
        anna.transcript()
    );
    // The move is not made yet: the prompt shows it entered.
    let words = read_back
        .trim_start_matches("Eingegeben: ")
        .split('.')
        .next()
        .unwrap_or_default();
    assert_eq!(
        p,
        asking(
            &prompt_de(ply),
            &format!("eingegeben: {words}, Eingabetaste führt aus")
        )
    );
    let (made, p) = anna.step("");
    assert!(
        made.ends_with(&format!("({san})")) || made.contains(&format!("({san}")),
        "{san}: {made}"
    );
    assert_eq!(p, prompt_de(ply + 1));
}

/// The position after the first `plies` moves of a game, as a FEN board.
fn board_after(moves: &[&str]) -> String {
    let mut pos = Chess::default();
    for san in moves {
        let m = san
            .parse::<San>()
            .expect("SAN")
            .to_move(&pos)
            .expect("legal");
        pos.play_unchecked(m);
    }
    Fen::from_position(&pos, EnPassantMode::Legal).to_string()
}

#[test]
fn tournament_game_with_an_assistant_a_slip_and_a_divergence() {
    let dirs = Dirs::new("tournament");
    let mut anna = dirs.spawn(&[
        "--tournament",
        "--blind",
        "white",
        "--assistant",
        "blind",
        "--white",
        "Maria Blind",
        "--black",
        "Bernd Sehend",
        "--time",
        "90+30",
    ]);
    let (_, p) = anna.until_prompt();
    assert_eq!(p, prompt_de(0));
    a_slip_put_right_before_the_clock_starts(&mut anna);
    for (ply, san) in GAME.iter().enumerate().take(8).skip(1) {
        enter_and_make(&mut anna, ply, san);
    }
    // 5.Bg5 is played on the boards, but Lf4 is entered and made by mistake.
    enter_and_make(&mut anna, 8, "Bf4");
    for (ply, san) in GAME.iter().enumerate().take(12).skip(9) {
        enter_and_make(&mut anna, ply, san);
    }
    the_parted_boards_found_and_retraced(&mut anna);
    for (ply, san) in GAME.iter().enumerate().skip(8) {
        enter_and_make(&mut anna, ply, san);
    }
    let (answer, _) = anna.step("liste 1");
    assert_eq!(answer, "20. Bauer Eva vier, Bauer David vier");
    anna.step("beenden");
    anna.send("ja");
    anna.assert_exits_cleanly();
    the_journal_keeps_everything(&dirs);
}

/// A slip of the tongue, put right before the clock of the opponent starts (D.2.8).
fn a_slip_put_right_before_the_clock_starts(anna: &mut Anna) {
    let (read_back, _) = anna.step("Bauer Cesar drei");
    assert_eq!(
        read_back,
        "Eingegeben: Bauer Cesar drei. Eingabetaste führt den Zug aus, ein anderer Zug ersetzt ihn."
    );
    let (read_back, _) = anna.step("Bauer Cesar vier");
    assert!(
        read_back.starts_with("Eingegeben: Bauer Cesar vier."),
        "{read_back}"
    );
    let (made, p) = anna.step("");
    assert_eq!(made, "1. Bauer Cesar vier (c4)");
    assert_eq!(p, prompt_de(1));
}

/// 7.Bh4 cannot be played in anna's position: the boards have parted. The board check finds
/// where, and the arbiter retraces the game to the last move both agree on, 4...Be7; clocks
/// follow.
fn the_parted_boards_found_and_retraced(anna: &mut Anna) {
    let (answer, p) = anna.step("Lh4");
    assert!(answer.contains("ist nicht möglich"), "{answer}");
    assert!(
        answer.contains("Die Bretter stimmen vielleicht nicht überein"),
        "{answer}"
    );
    assert_eq!(p, prompt_de(12));

    // The board check compares the real board with the record.
    let real = board_after(&GAME[..12]);
    let (answer, _) = anna.step(&format!("pruefen {real}"));
    assert!(answer.starts_with("Das Brett weicht ab."), "{answer}");
    assert!(
        answer.contains("Gustav fünf") && answer.contains("Felix vier"),
        "{answer}"
    );

    let (answer, _) = anna.step("schiedsrichter zurueck 4 Bretter verschieden");
    assert_eq!(
        answer,
        "Schiedsrichter: zurück zur Stellung nach 4. … Läufer Eva sieben; 4 Halbzüge werden \
         zurückgenommen. Grund: Bretter verschieden. Ausführen? ja oder nein."
    );
    let (answer, p) = anna.step("ja");
    assert_eq!(
        answer,
        "Schiedsrichter: zurück zur Stellung nach 4. … Läufer Eva sieben."
    );
    assert_eq!(p, prompt_de(8));
    let (answer, _) = anna.step(&format!("pruefen {}", board_after(&GAME[..8])));
    assert_eq!(answer, "Das Brett stimmt mit der Aufzeichnung überein.");
}

/// The journal keeps everything: the slip, the wrong move, the retraction; the score sheet
/// only the game as played on the boards.
fn the_journal_keeps_everything(dirs: &Dirs) {
    let journal = dirs.read_game_file("journal");
    assert!(journal.contains("\"kind\":\"retract\""), "{journal}");
    assert!(
        journal.contains("\"uci\":\"c2c3\""),
        "the slip is in the journal"
    );
    assert!(
        journal.contains("\"uci\":\"c1f4\""),
        "the wrong move stays in the journal"
    );
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("5. Bg5"), "{pgn}");
    assert!(
        !pgn.contains("Bf4"),
        "the retracted move is not on the score sheet: {pgn}"
    );
}
