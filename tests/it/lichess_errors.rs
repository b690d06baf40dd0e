//! `anna lichess play` when it cannot begin: a token Lichess does not know, a game it does not
//! have, a player it does not have or who refuses, a server that cannot be reached: one
//! sentence each saying what to do, exit status 2, in German, English, Arabic and Persian.

use crate::common::Dirs;
use crate::common::lichess::FakeLichess;

const TOKEN: &str = "lip_ErrorToken1";

/// anna's standard error and exit status for `anna --language LANGUAGE lichess play ARGS`.
fn play(dirs: &Dirs, language: &str, server: &str, args: &[&str]) -> (String, Option<i32>) {
    let mut all = vec![
        "--language",
        language,
        "lichess",
        "play",
        "--server",
        server,
    ];
    all.extend_from_slice(args);
    let out = dirs
        .command(&all)
        .env("LICHESS_TOKEN", TOKEN)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).trim().to_string();
    (err, out.status.code())
}

/// A server no one listens on.
const CLOSED: &str = "http://127.0.0.1:9";

/// (language, server, args, words the sentence must hold): a token Lichess does not know (at
/// `strict`), a game it does not have (at `server`), a server that cannot be reached.
fn cases<'a>(
    strict: &'a str,
    server: &'a str,
) -> Vec<(&'a str, &'a str, &'a [&'a str], &'a [&'a str])> {
    vec![
        (
            "de",
            strict,
            &[],
            &["Lichess kennt diesen Token nicht", "anna lichess login"],
        ),
        (
            "en",
            strict,
            &[],
            &["Lichess does not know this token", "anna lichess login"],
        ),
        (
            "ar",
            strict,
            &[],
            &["لا يعرف ليتشس هذا الرمز", "anna lichess login"],
        ),
        (
            "fa",
            strict,
            &[],
            &["این توکن را نمی‌شناسد", "anna lichess login"],
        ),
        (
            "de",
            server,
            &["--game", "gone0001"],
            &["keine Partie gone0001", "--game"],
        ),
        (
            "en",
            server,
            &["--game", "gone0001"],
            &["no game gone0001", "--game"],
        ),
        (
            "ar",
            server,
            &["--game", "gone0001"],
            &["gone0001", "--game"],
        ),
        (
            "fa",
            server,
            &["--game", "gone0001"],
            &["gone0001", "--game"],
        ),
        ("de", CLOSED, &[], &["nicht erreichbar", CLOSED, "--server"]),
        (
            "en",
            CLOSED,
            &[],
            &["cannot be reached at", CLOSED, "--server"],
        ),
        ("ar", CLOSED, &[], &[CLOSED, "--server"]),
        ("fa", CLOSED, &[], &[CLOSED, "--server"]),
    ]
}

#[test]
fn lichess_errors_say_what_to_do_in_four_languages_with_status_2() {
    let server = FakeLichess::start();
    server.game("known001", true, &[]);
    let strict = FakeLichess::start();
    strict.reject_unknown_tokens();
    let dirs = Dirs::new("lichess-errors");
    for (language, url, args, words) in cases(&strict.url, &server.url) {
        let (err, code) = play(&dirs, language, url, args);
        assert_eq!(code, Some(2), "{language} {args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "one sentence: {err}");
        for word in words {
            assert!(err.contains(word), "{language} {args:?}: {err}");
        }
        assert!(
            !err.contains("Fehler 4") && !err.contains("error 4"),
            "{err}"
        );
    }
}

/// A challenge to a player Lichess does not have, or to one who takes none, is said with
/// Lichess's reason.
#[test]
fn lichess_errors_a_challenge_refused_says_why_with_status_2() {
    let server = FakeLichess::start();
    server.player_unknown("Nobody");
    server.player_refuses_challenges("Busy");
    let dirs = Dirs::new("lichess-errors-challenge");
    let challenge = |name: &str| ["--challenge", name, "--time", "15+10"].map(String::from);
    let args = challenge("Nobody");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (err, code) = play(&dirs, "en", &server.url, &args);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("Lichess has no player Nobody"), "{err}");
    let args = challenge("Busy");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (err, code) = play(&dirs, "de", &server.url, &args);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(
            "Lichess schickt die Herausforderung an Busy nicht: Busy does not accept challenges."
        ),
        "{err}"
    );
}

/// `anna --help` describes `anna lichess` as it is: playing, the token, the broadcast.
#[test]
fn lichess_errors_help_describes_anna_lichess_as_it_is() {
    let dirs = Dirs::new("lichess-help");
    let out = dirs
        .command(&["--language", "en", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    let line = help
        .lines()
        .find(|l| l.trim_start().starts_with("lichess"))
        .unwrap_or_default();
    assert!(
        line.contains("play") && line.contains("login") && line.contains("push"),
        "{help}"
    );
}

/// A move Lichess refuses with 403 is said with the reason and taken back, not retried.
#[test]
fn lichess_errors_a_move_refused_with_403_is_taken_back_once() {
    let server = FakeLichess::start();
    server.game("forb0001", true, &[]);
    let dirs = Dirs::new("lichess-403-move");
    let mut anna = dirs.spawn_with_env(
        &[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--game",
            "forb0001",
        ],
        &[("LICHESS_TOKEN", TOKEN)],
    );
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    server.refuse_next(403);
    anna.send("e4");
    anna.expect("Lichess lehnt das ab: der Token braucht die Berechtigung board:play");
    anna.expect("Lichess lehnt diesen Zug ab; er ist zurückgenommen.");
    anna.expect("1. Weiß> ");
    let tries = || {
        server
            .requests()
            .iter()
            .filter(|r| r.path.ends_with("/move/e2e4"))
            .count()
    };
    anna.send("d4");
    server.wait_for("the next move", |r| r.path.ends_with("/move/d2d4"));
    assert_eq!(tries(), 1, "the refused move is not sent again");
    assert_eq!(server.the_game().moves, ["d2d4"]);
}
