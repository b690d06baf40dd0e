//! Names and chat from Lichess are cleaned of right-to-left overrides and invisible
//! characters before they are shown, said or written into the score sheet and the journal.

use crate::common::lichess::FakeLichess;
use crate::common::{Dirs, all_files};

#[test]
fn lichess_names_and_chat_reach_screen_and_files_without_bidi_overrides() {
    let server = FakeLichess::start();
    // "Hector" with an override that would show "rotceH"-like text, and a zero-width space.
    server.opponent_named("Hec\u{202E}tor\u{202C}\u{200B}");
    server.game("names001", true, &[]);
    let dirs = Dirs::new("lichess-names");
    let mut anna = dirs.spawn_with_env(
        &[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--game",
            "names001",
        ],
        &[("LICHESS_TOKEN", "lip_NamesToken1")],
    );
    anna.expect("Eine Partie auf Lichess gegen Hector; du spielst Weiß.");
    anna.until_prompt();
    // One stream: the one whose full state welcomed the player, read on by the game.
    assert_eq!(server.game_streams_opened(), 1);
    server.send_line(
        "{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"Hec\u{2066}tor\",\"text\":\"gl\u{202E} hf\u{FEFF}\"}",
    );
    anna.expect("Chat von Hector: gl hf");
    anna.until_prompt();
    // The player's own line comes back from Lichess: kept, not said as a chat from him.
    let (said, _) = anna.step("chat viel Glück");
    assert!(said.contains("An den Chat gesendet."), "{said}");
    server.wait_for("the chat line", |r| r.path.ends_with("/chat"));
    let read = (0..50)
        .map(|_| anna.step("chat").0)
        .find(|said| said.contains("Chat von Maria: viel Glück"));
    assert!(read.is_some(), "{}", anna.out);
    anna.send("e4");
    server.wait_for("the move", |r| r.path.ends_with("/move/e2e4"));
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert_eq!(
        anna.out.matches("Chat von Maria").count(),
        1,
        "{}",
        anna.out
    );
    let hidden = ['\u{202E}', '\u{202C}', '\u{200B}', '\u{2066}', '\u{FEFF}'];
    assert!(!anna.out.contains(hidden), "{:?}", anna.out);
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[Black \"Hector\"]"), "{pgn}");
    for (path, text) in all_files(&dirs.root) {
        assert!(
            !text.contains(hidden),
            "hidden characters in {}",
            path.display()
        );
    }
}
