//! The live broadcast to a Lichess round (`--broadcast ROUND-ID`), against the tests' own small
//! Lichess on this machine: the game's PGN after every move, with the token as bearer and
//! anna's name as user agent; a server that fails costs the game nothing and is announced once
//! when it fails and once when it works again; the token is a secret and a server without
//! HTTPS is refused.

use std::os::unix::fs::PermissionsExt;

use crate::common::lichess::{Answer, FakeLichess};
use crate::common::{Dirs, all_files, pgn_moves as moves_of};

const TOKEN: &str = "lip_SecretToken123";

#[test]
fn every_move_is_pushed_to_the_broadcast_round() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("broadcast");
    let args = [
        "--broadcast",
        "R1bc",
        "--server",
        &server.url,
        "--white",
        "Maria",
        "--round",
        "3",
        "--board-number",
        "12",
    ];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.until_prompt();
    for m in ["e4", "e5", "Sf3"] {
        anna.step(m);
    }
    let push = server.wait_for("the push after Nf3", |r| moves_of(&r.body).len() == 3);
    assert_eq!(moves_of(&push.body), ["e4", "e5", "Nf3"]);
    assert_eq!(push.method, "POST");
    assert_eq!(push.path, "/api/broadcast/round/R1bc/push");
    assert_eq!(push.headers["authorization"], format!("Bearer {TOKEN}"));
    assert!(push.headers["user-agent"].starts_with("anna/"), "{push:?}");
    // The tags a broadcast places the game by: the players, the round and the board.
    for tag in ["[White \"Maria\"]", "[Round \"3\"]", "[Board \"12\"]"] {
        assert!(push.body.contains(tag), "{tag} in {}", push.body);
    }
    // One push for each move, each with the game so far.
    let counts: Vec<usize> = server
        .requests()
        .iter()
        .map(|r| moves_of(&r.body).len())
        .collect();
    assert!(counts.windows(2).all(|w| w[0] <= w[1]), "{counts:?}");
    anna.step("beenden");
    anna.send("ja");
    let (rest, _) = anna.finish();
    // The token is nowhere: not on the screen, not in the journal, the PGN or the log.
    assert!(!anna.out.contains(TOKEN) && !rest.contains(TOKEN));
    let files = all_files(&dirs.root);
    let log = files.iter().find(|(p, _)| p.ends_with("anna/anna.log"));
    assert!(
        log.is_some_and(|(_, text)| text.contains("broadcast")
            && text.contains("study:write")
            && text.contains("LICHESS_TOKEN")),
        "the log names the pushes, the scope needed and where the token was found"
    );
    for (path, text) in files {
        assert!(!text.contains(TOKEN), "the token in {}", path.display());
    }
}

#[test]
fn a_failing_server_is_announced_once_and_its_return_once() {
    let server = FakeLichess::start();
    server.answer(Answer::Status(503));
    let dirs = Dirs::new("broadcast-down");
    let args = ["--broadcast", "R2", "--server", &server.url];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.until_prompt();
    anna.send("e4");
    anna.expect(
        "Die Übertragung an Lichess (Runde R2) gelingt nicht: Lichess antwortet mit Fehler 503.",
    );
    // The game goes on while the server fails, and the failure is not said again.
    for m in ["e5", "Sf3", "Sc6"] {
        let (answer, _) = anna.step(m);
        assert!(!answer.contains("Übertragung"), "{answer}");
    }
    server.answer(Answer::Ok);
    anna.expect("Die Übertragung an Lichess (Runde R2) geht wieder.");
    let push = server.wait_for("the whole game", |r| moves_of(&r.body).len() == 4);
    assert_eq!(moves_of(&push.body), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(anna.out.matches("gelingt nicht").count(), 1, "{}", anna.out);
}

#[test]
fn the_token_and_the_server_are_checked_before_the_game() {
    let dirs = Dirs::new("broadcast-checks");
    // Plain HTTP to another machine would show the token to the network.
    let out = dirs.output(&["--broadcast", "R3", "--server", "http://example.org"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("ohne HTTPS ginge der Token unverschlüsselt"),
        "{err}"
    );
    // No token at all: how to make one, with the scope it needs.
    let out = dirs.output(&["--broadcast", "R3", "--server", "http://127.0.0.1:9"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Kein Lichess-Token gefunden") && err.contains("study:write"),
        "{err}"
    );
    // A token file others may read is refused with the reason, the token not shown.
    let file = dirs.config().join("anna/lichess-token");
    std::fs::write(&file, format!("{TOKEN}\n")).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = dirs.output(&["--broadcast", "R3", "--server", "http://127.0.0.1:9"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Andere dürfen sie lesen"), "{err}");
    assert!(!err.contains(TOKEN));
    // A refused start leaves no game behind.
    let games = std::fs::read_dir(dirs.games()).map_or(0, |d| d.count());
    assert_eq!(games, 0, "nothing in the games folder");
}

#[test]
fn a_finished_game_is_pushed_after_the_fact() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("broadcast-push");
    crate::common::run_with_input(dirs.command(&[]), "f3\ne5\ng4\nDh4\n".as_bytes());
    let journal = dirs.only_game_file("journal");
    let journal = journal.to_string_lossy();
    let args = ["lichess", "push", "R4", &*journal, "--server", &server.url];
    let out = dirs
        .command(&args)
        .env("LICHESS_TOKEN", TOKEN)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        said.trim(),
        "Die Partie ist an Lichess übertragen (Runde R4)."
    );
    let push = server.wait_for("the push", |r| r.path == "/api/broadcast/round/R4/push");
    assert_eq!(moves_of(&push.body), ["f3", "e5", "g4", "Qh4#"]);
    assert!(push.body.contains("[Result \"0-1\"]"), "{}", push.body);
    // A server that refuses the token: the reason and the scope, exit 1.
    server.answer(Answer::Status(403));
    let out = dirs
        .command(&args)
        .env("LICHESS_TOKEN", TOKEN)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_ne!(out.status.code(), Some(0));
    assert!(err.contains("Berechtigung study:write"), "{err}");
}

/// After Lichess's "429 Too Many Requests" the next push waits a whole minute on anna's own
/// clock (handed in here: the test does not wait for it), and a push that works again is said
/// once.
#[test]
fn after_429_the_next_push_waits_a_whole_minute() {
    use anna::clock::Moment;
    use anna::play::{Act, Seat};
    let server = FakeLichess::start();
    server.answer(Answer::Status(429));
    let dir = crate::common::temp::TempDir::new("broadcast", "rate");
    let t0 = Moment::from_secs(1000);
    let table = anna::table::Table::start(
        anna::session::Setup::default()
            .check()
            .expect("a set-up the Laws allow"),
        &dir.0,
        t0,
    )
    .unwrap();
    let server_url = anna::lichess::Server::parse(&server.url).unwrap();
    let token = anna::lichess::Token::parse(TOKEN, "study:write").unwrap();
    let client = anna::lichess::Client::new(server_url, token);
    let mut seat =
        anna::play::BroadcastSeat::new(client, "R5".into(), anna::lang::Language::fallback());
    let said = |acts: Vec<Act>| -> Vec<String> {
        acts.into_iter()
            .map(|a| match a {
                Act::Say(event) => format!("{event:?}"),
                other => panic!("a broadcast only speaks: {other:?}"),
            })
            .collect()
    };
    assert!(seat.changed(&table, true, t0).is_empty());
    server.wait_for("the first push", |_| true);
    // The answer comes back on the pushing thread: asked until it is there.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let failing = loop {
        let acts = said(seat.woken(&table, t0));
        if !acts.is_empty() || std::time::Instant::now() > deadline {
            break acts;
        }
        std::thread::yield_now();
    };
    assert_eq!(failing.len(), 1, "{failing:?}");
    assert!(
        failing[0].contains("broadcast-failing") && failing[0].contains("lichess-rate-limited")
    );
    server.answer(Answer::Ok);
    // 59 seconds later: still waiting, nothing sent.
    let (_, wake) = seat.prepare(&table, false, t0 + std::time::Duration::from_secs(59));
    assert!(wake.is_some(), "the loop is woken for the next try");
    assert_eq!(server.requests().len(), 1);
    // A minute later: sent, and said once that it works again.
    let t1 = t0 + std::time::Duration::from_secs(60);
    seat.prepare(&table, false, t1);
    server.wait_for("the second push", |r| {
        server.requests().len() == 2 && r.path.ends_with("R5/push")
    });
    let back = loop {
        let acts = said(seat.woken(&table, t1));
        if !acts.is_empty() || std::time::Instant::now() > deadline {
            break acts;
        }
        std::thread::yield_now();
    };
    assert_eq!(back.len(), 1, "{back:?}");
    assert!(back[0].contains("broadcast-back"), "{back:?}");
    assert_eq!(server.requests().len(), 2);
}
