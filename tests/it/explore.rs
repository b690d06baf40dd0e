//! Exploring the board as the fingers do on a peg board: the cursor keys of the line editor
//! (Alt and the arrows, Alt+End for the next piece, Alt and a piece letter for the next piece
//! of a kind, Alt+Enter for what a piece can do), `geschlagen` for the pieces each side has lost,
//! and `letzter` naming what the last move took.

use crate::common::Dirs;

const ALT_RIGHT: &str = "\x1b[1;3C";
const ALT_LEFT: &str = "\x1b[1;3D";
const ALT_UP: &str = "\x1b[1;3A";
const ALT_DOWN: &str = "\x1b[1;3B";
const ALT_END: &str = "\x1b[1;3F";
const ALT_ENTER: &str = "\x1b\r";

#[test]
fn the_cursor_keys_walk_the_board_and_say_each_square() {
    let dirs = Dirs::new("explore-cursor");
    let mut anna = dirs.spawn_on(&[], "xterm");
    anna.expect("1. Weiß> ");
    for line in ["e4", "d5", "exd5"] {
        anna.press(&format!("{line}\r"));
    }
    anna.expect("2. Bauer Eva schlägt David fünf (exd5)");
    anna.expect("2. … Schwarz> ");
    // The first key puts the cursor on the last move's square.
    anna.press(ALT_RIGHT);
    anna.expect("David fünf, weißer Bauer.");
    anna.press(ALT_UP);
    anna.expect("David sechs, leer.");
    anna.press(ALT_RIGHT);
    anna.expect("Eva sechs, leer.");
    anna.press(ALT_LEFT);
    anna.expect("David sechs, leer.");
    anna.press(ALT_DOWN);
    anna.expect("David fünf, weißer Bauer.");
    anna.press(ALT_DOWN);
    anna.expect("David vier, leer.");
    // The next king in reading order (rank by rank from the far side): White's on e1.
    anna.press("\x1bk");
    anna.expect("Eva eins, weißer König.");
    anna.press(ALT_DOWN);
    anna.expect("Rand. Eva eins, weißer König.");
    // The next piece after e1 is the bishop on f1.
    anna.press(ALT_END);
    anna.expect("Felix eins, weißer Läufer.");
    // On a square: what its piece can do, who attacks and defends it.
    anna.press(ALT_ENTER);
    anna.expect("Läufer Felix eins:");
    anna.expect("Felix eins, Angriffe von Weiß:");
    // A line typed around the keys is not disturbed by them.
    anna.press("Sf");
    anna.press(ALT_UP);
    anna.expect("Felix zwei, weißer Bauer.");
    anna.press("6\r");
    anna.expect("2. … Springer Felix sechs (Nf6)");
}

#[test]
fn captured_pieces_and_the_last_capture_are_said() {
    let dirs = Dirs::new("explore-captured");
    let mut anna = dirs.spawn(&[]);
    anna.until_prompt();
    for m in ["e4", "d5", "exd5", "Dxd5", "Sc3"] {
        anna.step(m);
    }
    anna.exchange(
        "geschlagen",
        "Weiß hat verloren: ein Bauer.\nSchwarz hat verloren: ein Bauer.",
        "3. … Schwarz> ",
    );
    anna.exchange(
        "letzter",
        "Letzter Zug: 3. Springer Cesar drei.",
        "3. … Schwarz> ",
    );
    anna.step("Dxg2");
    anna.exchange(
        "letzter",
        "Letzter Zug: 3. … Dame schlägt Gustav zwei. Geschlagen: weißer Bauer.",
        "4. Weiß> ",
    );
    anna.exchange(
        "geschlagen",
        "Weiß hat verloren: 2 Bauern.\nSchwarz hat verloren: ein Bauer.",
        "4. Weiß> ",
    );
}

/// Issue 40, point 9: after castling the cursor starts on the king, not on the empty rook
/// square; the letter keys that the Linux text console passes on (where Alt+← and Alt+→
/// switch consoles) walk the board as the arrows do.
#[test]
fn after_castling_the_cursor_starts_on_the_king_and_the_console_keys_walk() {
    let dirs = Dirs::new("explore-castle");
    let mut anna = dirs.spawn_on(&[], "xterm");
    anna.expect("1. Weiß> ");
    for line in ["e4", "e5", "Sf3", "Sc6", "Lc4", "Lc5", "O-O"] {
        anna.press(&format!("{line}\r"));
    }
    anna.expect("Kurze Rochade (O-O)");
    anna.expect("4. … Schwarz> ");
    anna.press("\x1bu");
    anna.expect("Gustav eins, weißer König.");
    anna.press("\x1bl");
    anna.expect("Hector eins, leer.");
    anna.press("\x1bh");
    anna.expect("Gustav eins, weißer König.");
    anna.press("\x1bh");
    anna.expect("Felix eins, weißer Turm.");
    anna.press("\x1bu");
    anna.expect("Felix zwei, weißer Bauer.");
    anna.press("\x1bd");
    anna.expect("Felix eins, weißer Turm.");
    anna.press("\x1b.");
    anna.expect("Gustav eins, weißer König.");
    anna.press("\x1b,");
    anna.expect("Felix eins, weißer Turm.");
}
