//! `anna lichess play --confirm-moves`: each typed move is read back and sent to Lichess only
//! when Enter makes it (D.2.8), so that a slip of the keyboard is put right before the
//! opponent sees it; without the option a typed move goes at once.

use crate::common::Dirs;
use crate::common::lichess::FakeLichess;

#[test]
fn with_confirm_moves_a_move_is_read_back_and_sent_only_with_enter() {
    let server = FakeLichess::start();
    server.game("cm1Game2", true, &[]);
    let dirs = Dirs::new("lichess-confirm");
    let args = [
        "lichess",
        "play",
        "--server",
        &server.url,
        "--confirm-moves",
    ];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", "lip_Confirm321")]);
    anna.expect("Eine Partie auf Lichess gegen Hector; du spielst Weiß.");
    anna.until_prompt();
    // A slip: read back, not sent; the move replacing it is read back too.
    anna.send("e3");
    anna.expect("Eingegeben: Bauer Eva drei. Eingabetaste führt den Zug aus");
    anna.send("e4");
    anna.expect("Eingegeben: Bauer Eva vier.");
    anna.until_prompt();
    anna.step("letzter");
    let moves = |server: &FakeLichess| {
        server
            .requests()
            .iter()
            .filter(|r| r.path.contains("/move/"))
            .count()
    };
    assert_eq!(moves(&server), 0, "nothing sent before Enter");
    // Enter makes it: sent once, the entered one only.
    anna.send("");
    server.wait_for("e2e4", |r| r.path.ends_with("/move/e2e4"));
    assert_eq!(server.the_game().moves, ["e2e4"]);
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert_eq!(moves(&server), 1);
}
