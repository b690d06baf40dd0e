//! Take-backs in a Lichess game, both ways: the player's `zurück` asks the opponent on
//! Lichess, and the game follows when he agrees (or is told he declined); the opponent's
//! asking is said once, `zurück` agrees to it, and the moves Lichess takes back are taken back
//! at the board too, so that the game and Lichess's never differ.

use crate::common::lichess::FakeLichess;
use crate::common::{Anna, Dirs, pgn_moves};

const TOKEN: &str = "lip_TakeBack789";
const GAME: &str = "tb1Game7";

fn start(server: &FakeLichess, dirs: &Dirs) -> Anna {
    let args = ["lichess", "play", "--server", &server.url];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.expect("Eine Partie auf Lichess gegen Hector; du spielst Weiß.");
    anna.until_prompt();
    anna
}

#[test]
fn the_players_takeback_is_asked_on_lichess_and_followed_when_agreed_or_declined() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dirs = Dirs::new("lichess-takeback-mine");
    let mut anna = start(&server, &dirs);
    anna.send("e4");
    server.wait_for("e2e4", |r| r.path.ends_with("/move/e2e4"));
    server.opponent_moves("e7e5");
    anna.expect("Bauer Eva fünf");
    anna.send("Sf3");
    server.wait_for("g1f3", |r| r.path.ends_with("/move/g1f3"));
    // Asked, and declined: said, and nothing is taken back.
    anna.send("zurück");
    anna.expect("Auf Lichess gefragt: der Gegner soll der Zurücknahme des Zuges zustimmen.");
    server.wait_for("the asking", |r| r.path.ends_with("/takeback/yes"));
    server.opponent_answers_takeback(false);
    anna.expect("Der Gegner lehnt die Zurücknahme ab.");
    // Asked again and agreed: Lichess takes Nf3 back, and so does the game.
    anna.send("zurück");
    server.wait_for("the second asking", |r| {
        r.path.ends_with("/takeback/yes") && server.the_game().wtakeback
    });
    server.opponent_answers_takeback(true);
    assert_eq!(server.the_game().moves, ["e2e4", "e7e5"]);
    anna.expect("Zurückgenommen: Springer Felix drei.");
    // The player's new move is sent once and the game goes on as Lichess has it.
    anna.until_prompt();
    anna.send("Lc4");
    server.wait_for("f1c4", |r| r.path.ends_with("/move/f1c4"));
    assert_eq!(server.the_game().moves, ["e2e4", "e7e5", "f1c4"]);
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    // The score sheet has the game as Lichess has it.
    assert_eq!(pgn_moves(&dirs.read_game_file("pgn")), ["e4", "e5", "Bc4"]);
}

#[test]
fn the_opponents_takeback_is_said_once_and_agreed_with_zurueck() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dirs = Dirs::new("lichess-takeback-theirs");
    let mut anna = start(&server, &dirs);
    anna.send("d4");
    server.wait_for("d2d4", |r| r.path.ends_with("/move/d2d4"));
    server.opponent_moves("g8f6");
    anna.expect("Springer Felix sechs");
    // Black asks to take Nf6 back: said once, and agreed with the word for a take-back.
    server.opponent_asks_takeback();
    anna.expect("Der Gegner bittet, seinen letzten Zug zurückzunehmen");
    anna.send("zurück");
    anna.expect("Auf Lichess zugestimmt: der Zug wird zurückgenommen.");
    server.wait_for("the agreement", |r| r.path.ends_with("/takeback/yes"));
    assert_eq!(server.the_game().moves, ["d2d4"]);
    anna.expect("Zurückgenommen: Springer Felix sechs.");
    // Black plays another move at the same ply: made, not taken for a move Lichess refused.
    server.opponent_moves("d7d5");
    anna.expect("1. … Bauer David fünf (d5)");
    assert_eq!(
        anna.out.matches("bittet, seinen letzten Zug").count(),
        1,
        "{}",
        anna.out
    );
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
}
