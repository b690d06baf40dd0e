//! `--seek` and `--challenge` follow their own game: the event stream lists the games already
//! going on first (a correspondence game, say), and anna waits for the seek's game (its
//! source and time control) or the challenge's (its id); a decline is said with Lichess's
//! reason, an expiry in words, both ending anna with status 2.

use std::process::{Child, Stdio};

use crate::common::Dirs;
use crate::common::lichess::FakeLichess;

const TOKEN: &str = "lip_SeekToken123";

fn start(server: &FakeLichess, dirs: &Dirs, extra: &[&str]) -> crate::common::Anna {
    let mut args = vec!["lichess", "play", "--server", &server.url];
    args.extend_from_slice(extra);
    dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)])
}

fn streamed(server: &FakeLichess, id: &str) -> bool {
    let path = format!("/api/board/game/stream/{id}");
    server.requests().iter().any(|r| r.path == path)
}

#[test]
fn lichess_seek_plays_the_new_game_not_the_correspondence_game_running() {
    let server = FakeLichess::start();
    server.other_game_running("corr0001", "correspondence", 259_200);
    server.other_game_running("rapid001", "rapid", 312);
    let dirs = Dirs::new("lichess-seek-own");
    let mut anna = start(&server, &dirs, &["--seek", "15+10"]);
    anna.expect("Lichess");
    server.wait_for("the seek", |r| r.path == "/api/board/seek");
    // Held open by anna until Lichess closes it.
    assert!(server.seeking());
    server.seek_accepted("seek0001", true, 15);
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    assert!(streamed(&server, "seek0001"));
    assert!(!streamed(&server, "corr0001") && !streamed(&server, "rapid001"));
    anna.send("e4");
    server.wait_for("the move", |r| {
        r.path == "/api/board/game/seek0001/move/e2e4"
    });
}

#[test]
fn lichess_challenge_plays_the_game_of_its_id() {
    let server = FakeLichess::start();
    server.other_game_running("corr0001", "correspondence", 259_200);
    let dirs = Dirs::new("lichess-challenge-own");
    let mut anna = start(
        &server,
        &dirs,
        &["--challenge", "Hector", "--time", "15+10"],
    );
    server.wait_for("the challenge", |r| r.path == "/api/challenge/Hector");
    anna.expect("Hector ist auf Lichess herausgefordert");
    // Kept alive by its open request: it does not expire after 20 seconds.
    assert!(server.challenge_kept_alive());
    server.challenge_accepted(false);
    anna.expect("du spielst Schwarz.");
    assert!(streamed(&server, "ch1Abcde"));
    assert!(!streamed(&server, "corr0001"));
}

/// anna with `--challenge Hector`, its standard streams read when it ends.
fn challenging(server: &FakeLichess, dirs: &Dirs) -> Child {
    dirs.command(&[
        "lichess",
        "play",
        "--server",
        &server.url,
        "--challenge",
        "Hector",
        "--time",
        "15+10",
    ])
    .env("LICHESS_TOKEN", TOKEN)
    .stdin(Stdio::null())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .unwrap()
}

#[test]
fn lichess_challenge_declined_or_expired_is_said_and_ends_anna() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("lichess-challenge-declined");
    let anna = challenging(&server, &dirs);
    server.wait_for("the challenge", |r| r.path == "/api/challenge/Hector");
    server.wait_for("the event stream", |r| r.path == "/api/stream/event");
    server.challenge_declined("later", "I'm not accepting challenges at the moment.");
    let out = anna.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "Hector lehnt die Herausforderung ab: I'm not accepting challenges at the moment."
        ),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(2), "{err}");
    let server = FakeLichess::start();
    let anna = challenging(&server, &dirs);
    server.wait_for("the challenge", |r| r.path == "/api/challenge/Hector");
    server.wait_for("the event stream", |r| r.path == "/api/stream/event");
    server.challenge_canceled();
    let out = anna.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Die Herausforderung an Hector ist abgelaufen"),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(2), "{err}");
}

#[test]
fn lichess_seek_that_expires_is_said_and_ends_anna() {
    let server = FakeLichess::start();
    server.other_game_running("corr0001", "correspondence", 259_200);
    let dirs = Dirs::new("lichess-seek-expired");
    let anna = dirs
        .command(&[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--seek",
            "15+10",
        ])
        .env("LICHESS_TOKEN", TOKEN)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    server.wait_for("the seek", |r| r.path == "/api/board/seek");
    server.wait_for("the event stream", |r| r.path == "/api/stream/event");
    server.seek_expired();
    let out = anna.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Niemand hat die Suche nach einer Partie 15+10 auf Lichess angenommen"),
        "{err}"
    );
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(!streamed(&server, "corr0001"));
}

/// While anna waits for the seek's game, what is typed gets an answer: `hilfe`, `zeit`, a
/// move (no game yet); the game then begins and reads its own lines, none lost.
#[test]
fn lichess_seek_waiting_answers_hilfe_zeit_and_moves_then_plays() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("lichess-seek-waiting");
    let mut anna = start(&server, &dirs, &["--seek", "15+10"]);
    server.wait_for("the seek", |r| r.path == "/api/board/seek");
    anna.expect("Suche auf Lichess einen Gegner");
    anna.send("hilfe");
    anna.expect("Noch läuft keine Partie. Was jetzt geht: zeit sagt");
    anna.send("zeit");
    anna.expect("Noch keine Partie, also keine Uhr. anna wartet seit");
    anna.send("e4");
    anna.expect("Noch keine Partie: Züge und dieser Befehl gelten erst");
    server.seek_accepted("seek0002", true, 15);
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    // The move typed while waiting was answered, not kept for the game.
    assert!(!server.requests().iter().any(|r| r.path.contains("/move/")));
    anna.send("e4");
    server.wait_for("the move", |r| {
        r.path == "/api/board/game/seek0002/move/e2e4"
    });
}

/// `beenden` while waiting stops waiting: said, status 0, no game started.
#[test]
fn lichess_seek_waiting_beenden_leaves() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("lichess-seek-leave");
    let mut anna = start(&server, &dirs, &["--seek", "15+10"]);
    server.wait_for("the seek", |r| r.path == "/api/board/seek");
    anna.expect("Suche auf Lichess einen Gegner");
    anna.send("beenden");
    anna.expect("anna wartet nicht mehr; es hat keine Partie begonnen.");
    let (_, status) = anna.finish();
    assert!(
        format!("{status:?}").contains("Exited(") && format!("{status:?}").ends_with(", 0)"),
        "{status:?}"
    );
}
