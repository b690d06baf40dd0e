//! Lichess's variants: a game whose rules anna does not know (atomic …) is refused in words
//! before it is joined; a Chess960 game is played from its start position.

use crate::common::Dirs;
use crate::common::lichess::FakeLichess;

const TOKEN: &str = "lip_VariantToken1";

#[test]
fn lichess_variant_atomic_is_refused_in_words_and_chess960_is_played() {
    let server = FakeLichess::start();
    server.game("atom0001", true, &[]);
    server.variant("atomic", "Atomic", None);
    let dirs = Dirs::new("lichess-variant");
    let args = [
        "lichess",
        "play",
        "--server",
        &server.url,
        "--game",
        "atom0001",
    ];
    let out = dirs
        .command(&args)
        .env("LICHESS_TOKEN", TOKEN)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("Die Partie atom0001 wird als Atomic gespielt"),
        "{err}"
    );
    assert!(!server.requests().iter().any(|r| r.path.contains("/move/")));
    // Chess960: the start position is Lichess's FEN.
    let server = FakeLichess::start();
    server.game("c9600001", true, &[]);
    let fen = "rknrbbqn/pppppppp/8/8/8/8/PPPPPPPP/RKNRBBQN w KQkq - 0 1";
    server.variant("chess960", "Chess960", Some(fen));
    let mut anna = dirs.spawn_with_env(
        &[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--game",
            "c9600001",
        ],
        &[("LICHESS_TOKEN", TOKEN)],
    );
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    anna.send("Sd3");
    server.wait_for("the knight's move", |r| r.path.ends_with("/move/c1d3"));
    server.opponent_moves("c8d6");
    anna.expect("d6");
    anna.until_prompt();
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains(fen.split(' ').next().unwrap()), "{pgn}");
    assert_eq!(crate::common::pgn_moves(&pgn), ["Nd3", "Nd6"]);
}

/// A game the Board API may not play is refused with Lichess's reason and what to do.
#[test]
fn lichess_variant_a_game_not_for_the_board_api_is_refused_in_words() {
    let server = FakeLichess::start();
    server.game("blitz001", true, &[]);
    server.not_board_compatible();
    let dirs = Dirs::new("lichess-not-board");
    let args = [
        "--language",
        "en",
        "lichess",
        "play",
        "--server",
        &server.url,
        "--game",
        "blitz001",
    ];
    let out = dirs
        .command(&args)
        .env("LICHESS_TOKEN", TOKEN)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("Lichess does not let anna play the game blitz001: This game cannot be played with the Board API."),
        "{err}"
    );
    assert!(
        err.contains("lichess.org") && !err.contains("error 400"),
        "{err}"
    );
}
