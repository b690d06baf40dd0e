//! Type-ahead is never lost: lines typed faster than anna answers (written to the terminal at
//! once, or a millisecond and a half apart) all reach the game, in the order typed, in the line
//! view (with line editing and without) and in the board view.

use std::time::{Duration, Instant};

use crate::common::Dirs;

/// Ten half-moves of the Italian game, as typed.
const MOVES: [&str; 10] = [
    "e4", "e5", "Sf3", "Sc6", "Lc4", "Lc5", "c3", "Sf6", "d4", "exd4",
];

/// The same ten half-moves in the score sheet.
const SAN: [&str; 10] = [
    "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4",
];

/// The moves of the one journal's game, as `anna export` gives them (without move numbers,
/// clock comments and the result).
fn exported_moves(dirs: &Dirs) -> Vec<String> {
    let journal = dirs.only_game_file("journal");
    let pgn = dirs.run(&["export", &journal.to_string_lossy()]);
    crate::common::pgn_moves(&pgn)
}

/// Types every move with `gap` between the lines (all at once when `None`), on a terminal of
/// kind `term`, waits for the position after the last one, and checks the recorded game.
fn typed_ahead(name: &str, args: &[&str], term: &str, gap: Option<Duration>, last: &str) {
    let dirs = Dirs::new(name);
    let mut anna = dirs.spawn_on(args, term);
    anna.expect("Weiß");
    // Give the program time to reach its first prompt: the lines come while it waits or works.
    anna.drain_for(Duration::from_millis(300));
    match gap {
        None => anna.press(&format!("{}\r", MOVES.join("\r"))),
        Some(gap) => {
            let mut at = Instant::now();
            for line in MOVES {
                anna.press(&format!("{line}\r"));
                at += gap;
                while Instant::now() < at {
                    std::hint::spin_loop();
                }
            }
        }
    }
    anna.expect(last);
    anna.press("beenden\r");
    anna.expect("ja oder nein");
    anna.press("ja\r");
    anna.finish();
    assert_eq!(exported_moves(&dirs), SAN, "{name}");
}

#[test]
fn ten_lines_at_once_all_reach_the_game_in_the_line_editor() {
    let last = "5. … Bauer Eva schlägt David vier (exd4)";
    typed_ahead("typeahead-xterm", &[], "xterm", None, last);
    let gap = Some(Duration::from_micros(1500));
    typed_ahead("typeahead-xterm-gap", &[], "xterm", gap, last);
}

#[test]
fn ten_lines_at_once_all_reach_the_game_without_line_editing() {
    let last = "5. … Bauer Eva schlägt David vier (exd4)";
    typed_ahead("typeahead-dumb", &[], "dumb", None, last);
    let gap = Some(Duration::from_micros(1500));
    typed_ahead("typeahead-dumb-gap", &[], "dumb", gap, last);
}

#[test]
fn ten_lines_at_once_all_reach_the_game_in_the_board_view() {
    let args = ["--view", "board", "--no-color"];
    typed_ahead("typeahead-board", &args, "xterm", None, "exd4");
}
