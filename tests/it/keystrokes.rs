//! What the player types is read as the player meant it: a line typed with caps lock on is a
//! move like the same line in lower case, and a move whose piece letter is also a command's
//! key ("S e5") is a move.

use crate::common::{Dirs, run_with_input};

/// Caps lock: `D2D4`, `B1C3`, `DXE5` are moves as `d2d4`, `b1c3`, `dxe5` are (they were
/// refused: "Kein Zielfeld in „D2D4“", "Läufer nach Cesar drei ist nicht möglich"); mixed case
/// keeps the capital-letter rule (`Lc4` is the bishop).
#[test]
fn caps_lock_moves_are_read_as_lower_case() {
    let dirs = Dirs::new("caps-lock");
    let out = run_with_input(
        dirs.command(&[]),
        b"D2D4\nE7E5\nB1C3\nB8C6\nDXE5\nNXE5\nG1F3\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for said in [
        "1. Bauer David vier (d4)",
        "1. … Bauer Eva fünf (e5)",
        "2. Springer Cesar drei (Nc3)",
        "2. … Springer Cesar sechs (Nc6)",
        "3. Bauer David schlägt Eva fünf (dxe5)",
        "3. … Springer schlägt Eva fünf (Nxe5)",
        "4. Springer Felix drei (Nf3)",
    ] {
        assert!(text.contains(said), "{said}\n{text}");
    }
    // `anna parse` and `parse --batch` read the same way.
    let parse = |args: &[&str], input: &[u8]| {
        let out = run_with_input(dirs.command(args), input);
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    let fen = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2";
    assert_eq!(parse(&["parse", "--fen", fen, "D8C7"], b""), "d8c7 Qc7");
    assert_eq!(
        parse(&["parse", "--batch"], b"\tB2B4\n\tB1C3\n"),
        "b2b4 b4\nb1c3 Nc3"
    );
}

/// A move with a space after its piece letter is a move even where the letter is a command's
/// key (S speichern, L letzter, T takes the turn): legal, it is played; illegal, the move's own
/// refusal is said, never the command's answer ("Gespeichert.").
#[test]
fn a_move_is_never_taken_for_a_command() {
    let dirs = Dirs::new("move-not-command");
    let out = run_with_input(
        dirs.command(&[]),
        "S e5\nL c4\nT a3\ne4\ne5\nS f3\nf e4\nS\n".as_bytes(),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    for said in [
        "Springer nach Eva fünf ist nicht möglich.",
        "Läufer nach Cesar vier ist nicht möglich.",
        "Turm nach Anna drei ist nicht möglich.",
        "2. Springer Felix drei (Nf3)",
        // A command with a square after it is still the command.
        "Auf Eva vier steht ein weißer Bauer.",
    ] {
        assert!(text.contains(said), "{said}\n{text}");
    }
    assert_eq!(text.matches("Gespeichert.").count(), 1, "{text}");
}

/// The prompt tells the truth: after the end it says the game is over (not "2. … Schwarz>"),
/// Enter there says the result, `wer` says the result after the end and "Schach" when the side
/// to move is in check.
#[test]
fn the_prompt_tells_the_truth() {
    let dirs = Dirs::new("prompt-check");
    let out = run_with_input(dirs.command(&[]), b"e4\nf5\nDh5\nwer\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("2. … Schwarz> Schwarz am Zug, Schach."),
        "{text}"
    );
    let dirs = Dirs::new("prompt-truth");
    let out = run_with_input(
        dirs.command(&[]),
        b"e4\ne5\nLc4\nSc6\nDh5\nSf6\nDxf7\n\nwer\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let ended = "Partie beendet> Partie beendet: Weiß gewinnt, Schachmatt.";
    assert_eq!(text.matches(ended).count(), 2, "Enter and wer: {text}");
    assert!(!text.contains("… Schwarz> \n"), "{text}");
    let dirs = Dirs::new("prompt-truth-en");
    let out = run_with_input(dirs.command(&["--language", "en"]), b"f3\ne5\ng4\nQh4\n\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Game over> Game over: Black wins, checkmate."),
        "{text}"
    );
}
