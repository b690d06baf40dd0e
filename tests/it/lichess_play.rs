//! `anna lichess play` against the tests' own small Lichess (`common::lichess`): anna joins
//! the game the event stream announces, says the opponent's moves in FIDE's words, sends the
//! moves typed with the bearer token, answers a draw offer, ends with the result Lichess
//! gives; a dropped game stream costs no move and sends none twice; the token is nowhere.

use crate::common::lichess::FakeLichess;
use crate::common::{Anna, Dirs, all_files};

const TOKEN: &str = "lip_BoardToken456";
const GAME: &str = "g1Abcd42";

fn start(server: &FakeLichess, dirs: &Dirs, extra: &[&str]) -> Anna {
    let mut args = vec!["lichess", "play", "--server", &server.url];
    args.extend_from_slice(extra);
    dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)])
}

/// How often the server got this request path.
fn count(server: &FakeLichess, path: &str) -> usize {
    server.requests().iter().filter(|r| r.path == path).count()
}

#[test]
fn a_game_on_lichess_is_joined_played_and_drawn() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dirs = Dirs::new("lichess-play");
    let mut anna = start(&server, &dirs, &[]);
    anna.expect("Eine Partie auf Lichess gegen Hector; du spielst Weiß.");
    anna.until_prompt();
    anna.send("e4");
    let sent = server.wait_for("the move e2e4", |r| r.path.ends_with("/move/e2e4"));
    assert_eq!(sent.method, "POST");
    assert_eq!(sent.path, format!("/api/board/game/{GAME}/move/e2e4"));
    assert_eq!(sent.headers["authorization"], format!("Bearer {TOKEN}"));
    assert!(sent.headers["user-agent"].starts_with("anna/"), "{sent:?}");
    // The opponent's move, said as an opponent's at the board.
    server.opponent_moves("e7e5");
    anna.expect("1. … Bauer Eva fünf (e5)\n");
    anna.send("Sf3");
    server.wait_for("the move g1f3", |r| r.path.ends_with("/move/g1f3"));
    // Lichess's clock is the clock.
    server.change(|g| (g.wtime, g.btime) = (312_000, 455_000));
    anna.step("zeit");
    let clocks = (0..50)
        .map(|_| anna.step("zeit").0)
        .find(|said| said.contains("Weiß: fünf Minuten, zwölf Sekunden."));
    assert!(
        clocks.is_some_and(|c| c.contains("Schwarz: sieben Minuten")),
        "{}",
        anna.out
    );
    // The opponent offers a draw; the player accepts it at the board's words.
    server.change(|g| g.bdraw = true);
    anna.expect("Schwarz bietet Remis an.");
    anna.send("annehmen");
    server.wait_for("the draw accepted", |r| r.path.ends_with("/draw/yes"));
    anna.expect("Partie beendet: Remis");
    assert_eq!(server.the_game().status, "draw");
    anna.send("beenden");
    let (rest, _) = anna.finish();
    // Each move sent once, and none of the opponent's.
    assert_eq!(
        count(&server, &format!("/api/board/game/{GAME}/move/e2e4")),
        1
    );
    assert_eq!(
        count(&server, &format!("/api/board/game/{GAME}/move/g1f3")),
        1
    );
    assert_eq!(
        count(&server, &format!("/api/board/game/{GAME}/move/e7e5")),
        0
    );
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[White \"Maria\"]"), "{pgn}");
    assert!(pgn.contains("[Black \"Hector\"]"), "{pgn}");
    assert!(
        pgn.contains(&format!("[Site \"{}/{GAME}\"]", server.url)),
        "{pgn}"
    );
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert_eq!(crate::common::pgn_moves(&pgn), ["e4", "e5", "Nf3"]);
    // The token is nowhere: not on the screen, in the journal, the PGN or the log.
    assert!(!anna.out.contains(TOKEN) && !rest.contains(TOKEN));
    let files = all_files(&dirs.root);
    assert!(
        files
            .iter()
            .any(|(p, t)| p.ends_with("anna/anna.log") && t.contains("lichess")),
        "the log names the game's requests"
    );
    for (path, text) in files {
        assert!(!text.contains(TOKEN), "the token in {}", path.display());
    }
}

#[test]
fn a_dropped_stream_costs_no_move_and_the_opponent_leaving_wins() {
    let server = FakeLichess::start();
    server.game(GAME, false, &["d2d4"]);
    let dirs = Dirs::new("lichess-drop");
    let mut anna = start(&server, &dirs, &["--game", GAME]);
    anna.expect("du spielst Schwarz.");
    anna.until_prompt();
    anna.send("d5");
    server.wait_for("the move d7d5", |r| r.path.ends_with("/move/d7d5"));
    let opened = server.game_streams_opened();
    server.drop_game_streams();
    anna.expect("Die Verbindung zur Partie auf Lichess ist unterbrochen");
    // The opponent moves while anna is not connected: the move comes with the full game.
    server.opponent_moves("c2c4");
    anna.expect("Die Verbindung zur Partie auf Lichess steht wieder.");
    anna.expect("2. Bauer Cesar vier (c4)\n");
    assert!(server.game_streams_opened() > opened);
    anna.send("e6");
    server.wait_for("the move e7e6", |r| r.path.ends_with("/move/e7e6"));
    // A malformed line is said once and the stream goes on.
    server.send_line("{not json");
    anna.expect("Lichess hat eine Zeile geschickt, die anna nicht lesen kann");
    server.opponent_moves("b1c3");
    anna.expect("3. Springer Cesar drei (Nc3)\n");
    // The chat both ways, no engine, and the opponent leaving.
    server
        .send_line(r#"{"type":"chatLine","room":"player","username":"Hector","text":"good luck"}"#);
    anna.expect("Chat von Hector: good luck");
    anna.until_prompt();
    let (said, _) = anna.step("chat viel Glück");
    assert!(said.contains("An den Chat gesendet."), "{said}");
    let chat = server.wait_for("the chat line", |r| r.path.ends_with("/chat"));
    assert!(chat.body.contains("room=player"), "{chat:?}");
    let (said, _) = anna.step("tipp");
    assert!(said.contains("hilft keine Engine"), "{said}");
    let (said, _) = anna.step("sieg");
    assert!(said.contains("hat die Partie nicht verlassen"), "{said}");
    server.send_line(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":0}"#);
    anna.expect("Dein Gegner hat die Partie verlassen");
    // The victory claimed: Lichess ends the game.
    anna.send("sieg");
    server.wait_for("the claim", |r| r.path.ends_with("/claim-victory"));
    anna.expect("Partie beendet: Schwarz gewinnt");
    anna.send("beenden");
    anna.finish();
    assert_eq!(
        server.the_game().moves,
        ["d2d4", "d7d5", "c2c4", "e7e6", "b1c3"]
    );
    assert_eq!(
        count(&server, &format!("/api/board/game/{GAME}/move/d7d5")),
        1
    );
    assert_eq!(
        count(&server, &format!("/api/board/game/{GAME}/move/e7e6")),
        1
    );
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
}

#[test]
fn a_blitz_seek_is_refused_in_words_and_a_tournament_reaches_nothing() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("lichess-seek");
    let out = dirs
        .command(&["lichess", "play", "--server", &server.url, "--seek", "3+2"])
        .env("LICHESS_TOKEN", TOKEN)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Lichess lehnt diese Suche ab"), "{err}");
    assert!(err.contains("--challenge"), "{err}");
    let seek = server.wait_for("the seek", |r| r.path == "/api/board/seek");
    assert!(
        seek.body.contains("time=3") && seek.body.contains("increment=2"),
        "{seek:?}"
    );
    let out = dirs
        .command(&["--tournament", "lichess", "play", "--server", &server.url])
        .env("LICHESS_TOKEN", TOKEN)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nur die Übertragung erreichbar"), "{err}");
}

#[test]
fn a_refused_move_is_taken_back_and_an_illegal_one_is_said() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dirs = Dirs::new("lichess-refused");
    let mut anna = start(&server, &dirs, &["--game", GAME]);
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    server.refuse_next(400);
    anna.send("e4");
    anna.expect("Lichess lehnt diesen Zug ab; er ist zurückgenommen.");
    anna.expect("1. Weiß> ");
    anna.send("d4");
    server.wait_for("the move d2d4", |r| r.path.ends_with("/move/d2d4"));
    // Lichess sends a move that is not legal here: said, and not made.
    server.opponent_moves("e7e4");
    anna.expect("Lichess hat den Zug e7e4 geschickt, der hier nicht regelgemäß ist");
    // Resigning at the board resigns on Lichess.
    anna.until_prompt();
    anna.send("aufgeben");
    anna.send("ja");
    server.wait_for("the resignation", |r| r.path.ends_with("/resign"));
    anna.expect("Partie beendet: Schwarz gewinnt");
    assert_eq!(server.the_game().moves, ["d2d4", "e7e4"]);
    assert_eq!(server.the_game().status, "resign");
}
