//! Every end Lichess gives a game (`GameStatusName` in its description) ends it at the board
//! once: the result (or, for an abort, the words and the saved score sheet) comes once, the
//! stream Lichess closes is not opened again, and nothing loops.

use std::time::{Duration, Instant};

use anna::clock::Moment;
use anna::command::Intent;
use anna::play::{Act, LichessSeat, Seat};
use anna::session::Record;
use anna::table::Table;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use crate::common::lichess::FakeLichess;
use crate::common::{Anna, Dirs};

/// Every status the description lists for a finished game, with a winner where Lichess
/// names one.
const ENDS: &[(&str, Option<&str>)] = &[
    ("aborted", None),
    ("noStart", None),
    ("mate", Some("white")),
    ("resign", Some("black")),
    ("stalemate", None),
    ("timeout", Some("white")),
    ("draw", None),
    ("outoftime", Some("black")),
    ("cheat", Some("white")),
    ("unknownFinish", None),
    ("insufficientMaterialClaim", None),
    ("variantEnd", Some("black")),
];

fn record(uci: &str) -> Vec<Record> {
    let uci = UciMove::from_ascii(uci.as_bytes()).expect("uci");
    Intent::record(Record::Move { uci }).records().to_vec()
}

/// Everything the seat does within `span` of the network's time, done as the loop does it;
/// the injected clock stands at `now`.
fn everything(
    seat: &mut LichessSeat,
    table: &mut Table,
    now: Moment,
    span: Duration,
) -> Vec<String> {
    let mut done = Vec::new();
    let until = Instant::now() + span;
    while Instant::now() < until {
        seat.prepare(table, false, now);
        for act in seat.woken(table, now) {
            match act {
                Act::Do(Intent::Save) => {
                    table
                        .save(&anna::lang::Language::fallback())
                        .expect("saved");
                    done.push("save".to_string());
                }
                Act::Do(intent) => {
                    let committed = table.commit(intent.records(), now);
                    // As the loop does: a game that ended is saved at once, in its words.
                    if committed.result_written {
                        table.save_event(&anna::lang::Language::fallback());
                    }
                    seat.changed(table, committed.moved, now);
                    done.push(format!("{:?}", intent.records()));
                }
                other => done.push(format!("{other:?}")),
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    done
}

#[test]
fn lichess_end_every_status_ends_the_game_once_and_closes_its_stream() {
    for (i, (status, winner)) in ENDS.iter().enumerate() {
        let id = format!("end{i:05}");
        let server = FakeLichess::start();
        server.game(&id, true, &["e2e4", "e7e5"]);
        let dir = crate::common::temp::TempDir::new("lichess", &id);
        let t0 = Moment::from_secs(1000);
        let mut table = Table::start(
            anna::session::Setup::default()
                .check()
                .expect("a set-up the Laws allow"),
            &dir.0,
            t0,
        )
        .unwrap();
        for m in ["e2e4", "e7e5"] {
            table.commit(&record(m), t0);
        }
        let url = anna::lichess::Server::parse(&server.url).unwrap();
        let token = anna::lichess::Token::parse("lip_EndToken1", "board:play").unwrap();
        let client = anna::lichess::Client::new(url, token);
        let mut seat = LichessSeat::new(client, id.clone(), Color::White);
        server.wait_for("the game stream", |r| r.path.contains("/stream/"));
        let quiet = everything(&mut seat, &mut table, t0, Duration::from_millis(100));
        assert!(quiet.is_empty(), "{status}: {quiet:?}");
        server.change(|g| {
            g.status = status.to_string();
            g.winner = *winner;
        });
        // A minute and more on the injected clock: time enough for any reconnection.
        let mut done = everything(&mut seat, &mut table, t0, Duration::from_millis(300));
        done.extend(everything(
            &mut seat,
            &mut table,
            t0 + Duration::from_secs(120),
            Duration::from_millis(300),
        ));
        let game = table.session().game();
        assert_eq!(done.len(), 1, "{status}: {done:?}");
        assert!(game.is_over(), "{status}: {done:?}");
        // An abort is over at the board with no result (`*`), never a win or a draw.
        let no_result = game
            .outcome()
            .is_some_and(|o| o.result == anna::game::GameResult::NoResult);
        assert_eq!(
            no_result,
            matches!(*status, "aborted" | "noStart"),
            "{status}: {:?}",
            game.outcome()
        );
        let saved = std::fs::read_dir(&dir.0)
            .unwrap()
            .flatten()
            .any(|e| e.path().extension().is_some_and(|x| x == "pgn"));
        assert!(saved, "{status}: no score sheet in {}", dir.0.display());
        assert_eq!(
            server.game_streams_opened(),
            1,
            "{status}: the stream opened again"
        );
        // Nothing more is sent once Lichess has ended the game.
        let before = server.requests().len();
        seat.answer(
            &table,
            anna::play::Question::Online(anna::command::OnlineAsk::Abort),
            t0,
        );
        everything(&mut seat, &mut table, t0, Duration::from_millis(50));
        assert_eq!(server.requests().len(), before, "{status}");
    }
}

#[test]
fn lichess_end_an_abort_is_said_once_the_game_saved_and_beenden_leaves_without_asking() {
    let server = FakeLichess::start();
    server.game("abort001", false, &["e2e4"]);
    let dirs = Dirs::new("lichess-abort");
    let mut anna: Anna = dirs.spawn_with_env(
        &[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--game",
            "abort001",
        ],
        &[("LICHESS_TOKEN", "lip_AbortToken1")],
    );
    anna.expect("du spielst Schwarz.");
    anna.until_prompt();
    // One stream, opened before the welcome: the seat reads on from its full state.
    let opened = server.game_streams_opened();
    assert_eq!(opened, 1);
    // The opponent aborts on Lichess.
    server.change(|g| g.status = "aborted".into());
    anna.expect("Partie beendet: kein Ergebnis, auf Lichess abgebrochen.");
    anna.until_prompt();
    // The game is over: `beenden` leaves at once, no "Partie unterbrechen?".
    anna.send("beenden");
    let (_, status) = anna.finish();
    let all = anna.out.clone();
    assert_eq!(all.matches("auf Lichess abgebrochen").count(), 1, "{all:?}");
    assert!(!all.contains("unterbrechen?"), "{all:?}");
    assert!(format!("{status:?}").contains("Exited"), "{status:?}");
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(
        pgn.contains("{kein Ergebnis: auf Lichess abgebrochen}"),
        "{pgn}"
    );
    assert!(pgn.contains("1. e4"), "{pgn}");
    assert_eq!(
        server.game_streams_opened(),
        opened,
        "no stream after the end"
    );
}

/// Resigning before both sides have moved is an abort on Lichess (lila's `Pov.resignable`):
/// at the board and in the score sheet the game is aborted, not lost.
#[test]
fn lichess_end_resigning_before_both_moved_is_an_abort_not_0_1() {
    let server = FakeLichess::start();
    server.game("resab001", true, &[]);
    let dirs = Dirs::new("lichess-resign-abort");
    let mut anna: Anna = dirs.spawn_with_env(
        &[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--game",
            "resab001",
        ],
        &[("LICHESS_TOKEN", "lip_ResAbToken1")],
    );
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    anna.send("e4");
    server.wait_for("the move", |r| r.path.ends_with("/move/e2e4"));
    anna.until_prompt();
    anna.send("aufgeben");
    anna.send("ja");
    // Asked as the abort Lichess makes of it: no 0-1 said first.
    server.wait_for("the abort", |r| r.path.ends_with("/abort"));
    assert_eq!(server.the_game().status, "aborted");
    anna.expect("Partie beendet: kein Ergebnis, auf Lichess abgebrochen.");
    assert!(!anna.out.contains("Schwarz gewinnt"), "{}", anna.out);
    anna.until_prompt();
    anna.send("beenden");
    anna.finish();
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(!pgn.contains("0-1"), "{pgn}");
    assert!(pgn.contains("[Termination \"abandoned\"]"), "{pgn}");
}

/// A resignation already on the board (typed before the seat knew) that Lichess turns into an
/// abort: the board's 0-1 becomes no result, once, and the score sheet is written again.
#[test]
fn lichess_end_a_resignation_lichess_aborted_becomes_no_result_on_the_board() {
    let server = FakeLichess::start();
    server.game("resab002", true, &["e2e4"]);
    let dir = crate::common::temp::TempDir::new("lichess", "resab002");
    let t0 = Moment::from_secs(1000);
    let mut table = Table::start(
        anna::session::Setup::default()
            .check()
            .expect("a set-up the Laws allow"),
        &dir.0,
        t0,
    )
    .unwrap();
    table.commit(&record("e2e4"), t0);
    let url = anna::lichess::Server::parse(&server.url).unwrap();
    let token = anna::lichess::Token::parse("lip_ResAbToken2", "board:play").unwrap();
    let client = anna::lichess::Client::new(url, token);
    let mut seat = LichessSeat::new(client, "resab002".into(), Color::White);
    server.wait_for("the game stream", |r| r.path.contains("/stream/"));
    everything(&mut seat, &mut table, t0, Duration::from_millis(100));
    let resign = Intent::record(Record::Resign {
        by: Color::White.into(),
    });
    let committed = table.commit(resign.records(), t0);
    seat.changed(&table, committed.moved, t0);
    server.wait_for("the resignation", |r| r.path.ends_with("/resign"));
    let done = everything(&mut seat, &mut table, t0, Duration::from_millis(300));
    assert_eq!(done.len(), 1, "{done:?}");
    let outcome = table.session().game().outcome();
    assert!(
        outcome.is_some_and(|o| o.result == anna::game::GameResult::NoResult),
        "{outcome:?}"
    );
    let pgn = std::fs::read_dir(&dir.0)
        .unwrap()
        .flatten()
        .find(|e| e.path().extension().is_some_and(|x| x == "pgn"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .unwrap_or_default();
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
}

/// Lichess's first-move timer is said once before the player's first move, in the seconds
/// Lichess gives.
#[test]
fn lichess_end_the_first_move_timer_is_said_once() {
    let server = FakeLichess::start();
    server.game("timer001", false, &["e2e4"]);
    let dirs = Dirs::new("lichess-first-move");
    let mut anna: Anna = dirs.spawn_with_env(
        &[
            "lichess",
            "play",
            "--server",
            &server.url,
            "--game",
            "timer001",
        ],
        &[("LICHESS_TOKEN", "lip_TimerToken1")],
    );
    anna.expect("du spielst Schwarz.");
    anna.expect(
        "Mach deinen ersten Zug innerhalb von 30 Sekunden, sonst bricht Lichess die Partie ab.",
    );
    anna.until_prompt();
    anna.send("e5");
    server.wait_for("the move", |r| r.path.ends_with("/move/e7e5"));
    server.opponent_moves("g1f3");
    anna.expect("Springer");
    anna.until_prompt();
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert_eq!(
        anna.out.matches("ersten Zug innerhalb").count(),
        1,
        "{}",
        anna.out
    );
}
