//! The game's stream is watched on the game's clock: Lichess sends a line at least every 7
//! seconds, so one silent for 20 seconds (a half-open connection) is a dropped one: said
//! once, connected again, and the game resumes from the full state with the moves made
//! meanwhile. `opponentGone`, repeated by Lichess with its countdown, is said once; `sieg`
//! says how long still.

use std::time::{Duration, Instant};

use anna::clock::Moment;
use anna::command::{Intent, OnlineAsk};
use anna::play::{Act, LichessSeat, Question, Seat};
use anna::session::Record;
use anna::table::Table;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use crate::common::lichess::FakeLichess;

const GAME: &str = "alive001";

fn seat_for(server: &FakeLichess, dir: &std::path::Path, t0: Moment) -> (LichessSeat, Table) {
    let mut table = Table::start(
        anna::session::Setup::default()
            .check()
            .expect("a set-up the Laws allow"),
        dir,
        t0,
    )
    .unwrap();
    let uci = UciMove::from_ascii(b"e2e4").unwrap();
    table.commit(Intent::record(Record::Move { uci }).records(), t0);
    let url = anna::lichess::Server::parse(&server.url).unwrap();
    let token = anna::lichess::Token::parse("lip_AliveToken1", "board:play").unwrap();
    let seat = LichessSeat::new(
        anna::lichess::Client::new(url, token),
        GAME.into(),
        Color::White,
    );
    (seat, table)
}

/// The seat's doings until `enough` of them or two seconds of the network's time, the game's
/// clock standing at `now`; moves are made at the board, the rest returned as text.
fn doings(seat: &mut LichessSeat, table: &mut Table, now: Moment, enough: usize) -> Vec<String> {
    let mut said = Vec::new();
    let until = Instant::now() + Duration::from_secs(2);
    while said.len() < enough && Instant::now() < until {
        let (acts, _) = seat.prepare(table, false, now);
        for act in acts.into_iter().chain(seat.woken(table, now)) {
            match act {
                Act::Do(intent) => {
                    let committed = table.commit(intent.records(), now);
                    seat.changed(table, committed.moved, now);
                    said.push(format!("made {:?}", intent.records()));
                }
                other => said.push(format!("{other:?}")),
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    said
}

#[test]
fn lichess_alive_a_silent_stream_is_dropped_and_the_game_resumes_within_30_s() {
    let server = FakeLichess::start();
    server.game(GAME, true, &["e2e4"]);
    let dir = crate::common::temp::TempDir::new("lichess", "alive-silent");
    let t0 = Moment::from_secs(1000);
    let (mut seat, mut table) = seat_for(&server, &dir.0, t0);
    server.wait_for("the game stream", |r| r.path.contains("/stream/"));
    assert!(doings(&mut seat, &mut table, t0, 1).is_empty());
    // Keep-alive lines every 7 seconds: a quiet game is not a dropped stream.
    for tick in 1..=4u64 {
        let now = t0 + Duration::from_secs(7 * tick);
        server.keep_alive();
        while seat.last_heard() != Some(now) {
            assert!(seat.woken(&table, now).is_empty());
            std::thread::sleep(Duration::from_millis(2));
        }
        let (acts, wake) = seat.prepare(&table, false, now);
        assert!(acts.is_empty(), "{acts:?}");
        assert!(wake.is_some(), "the loop is woken to watch the stream");
    }
    assert_eq!(server.game_streams_opened(), 1);
    // The connection goes half-open; the opponent moves meanwhile.
    let t28 = t0 + Duration::from_secs(28);
    server.half_open();
    server.opponent_moves("e7e5");
    let t47 = t28 + Duration::from_secs(19);
    assert!(
        doings(&mut seat, &mut table, t47, 1).is_empty(),
        "19 s of silence"
    );
    let t48 = t28 + Duration::from_secs(20);
    let said = doings(&mut seat, &mut table, t48, 1);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("lichess-stream-lost"), "{said:?}");
    // Connected again after the first pause; the opponent's move comes with the full game.
    let t49 = t48 + Duration::from_secs(1);
    let said = doings(&mut seat, &mut table, t49, 2);
    assert_eq!(server.game_streams_opened(), 2);
    assert!(said[0].contains("lichess-stream-back"), "{said:?}");
    assert!(said[1].contains("made"), "{said:?}");
    assert_eq!(table.session().game().plies(), 2);
    assert!(t49.saturating_since(t28) <= Duration::from_secs(30));
}

#[test]
fn lichess_alive_opponent_gone_twenty_times_is_said_once_and_sieg_counts_down() {
    let server = FakeLichess::start();
    server.game(GAME, true, &["e2e4", "e7e5"]);
    let dir = crate::common::temp::TempDir::new("lichess", "alive-gone");
    let t0 = Moment::from_secs(1000);
    let (mut seat, mut table) = seat_for(&server, &dir.0, t0);
    let uci = UciMove::from_ascii(b"e7e5").unwrap();
    table.commit(Intent::record(Record::Move { uci }).records(), t0);
    server.wait_for("the game stream", |r| r.path.contains("/stream/"));
    let mut said = Vec::new();
    for i in 0..20u64 {
        let now = t0 + Duration::from_secs(i);
        let left = 20 - i;
        server.send_line(&format!(
            r#"{{"type":"opponentGone","gone":true,"claimWinInSeconds":{left}}}"#
        ));
        let deadline = Instant::now() + Duration::from_secs(2);
        while seat.last_heard() != Some(now) && Instant::now() < deadline {
            said.extend(
                seat.woken(&table, now)
                    .into_iter()
                    .map(|a| format!("{a:?}")),
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("lichess-opponent-gone"), "{said:?}");
    // The last countdown said 1 s at t0 + 19 s: at t0 + 19.5 s, `sieg` says how long still.
    let now = t0 + Duration::from_millis(19_500);
    seat.woken(&table, now);
    let asked = seat.answer(&table, Question::Online(OnlineAsk::ClaimVictory), now);
    let asked = format!("{asked:?}");
    assert!(asked.contains("lichess-opponent-gone"), "{asked}");
    assert!(
        !server
            .requests()
            .iter()
            .any(|r| r.path.ends_with("/claim-victory"))
    );
    // Back, said once.
    server.send_line(r#"{"type":"opponentGone","gone":false}"#);
    server.send_line(r#"{"type":"opponentGone","gone":false}"#);
    let said = doings(&mut seat, &mut table, now, 2);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("lichess-opponent-back"), "{said:?}");
}
