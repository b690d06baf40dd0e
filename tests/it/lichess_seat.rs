//! The Lichess seat driven with time handed in (the loop's part played here): after `429` in
//! the middle of a game the player's move waits a whole minute on anna's clock, is then sent
//! once, and the game goes on with no move lost and none sent twice.

use std::time::{Duration, Instant};

use anna::clock::Moment;
use anna::command::Intent;
use anna::play::{Act, LichessSeat, Seat};
use anna::session::Record;
use anna::table::Table;
use shakmaty::Color;
use shakmaty::uci::UciMove;

use crate::common::lichess::FakeLichess;

const TOKEN: &str = "lip_SeatToken789";
const GAME: &str = "seat0001";

/// What the seat does once its threads have answered: asked until it acts or ten seconds
/// have passed (the network's time, not the game's).
fn woken(seat: &mut LichessSeat, table: &Table, now: Moment) -> Vec<Act> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let acts = seat.woken(table, now);
        if !acts.is_empty() || Instant::now() > deadline {
            return acts;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The seat's acts done as the loop does them: a record committed, the seat told.
fn act(seat: &mut LichessSeat, table: &mut Table, acts: Vec<Act>, now: Moment) -> Vec<String> {
    let mut said = Vec::new();
    for act in acts {
        match act {
            Act::Do(intent) => commit(seat, table, intent.records(), now),
            other => said.push(format!("{other:?}")),
        }
    }
    said
}

fn commit(seat: &mut LichessSeat, table: &mut Table, records: &[Record], now: Moment) {
    let committed = table.commit(records, now);
    assert!(seat.changed(table, committed.moved, now).is_empty());
}

fn typed(uci: &str) -> Vec<Record> {
    let uci = UciMove::from_ascii(uci.as_bytes()).unwrap();
    Intent::record(Record::Move { uci }).records().to_vec()
}

fn moves_sent(server: &FakeLichess, uci: &str) -> usize {
    let path = format!("/api/board/game/{GAME}/move/{uci}");
    server.requests().iter().filter(|r| r.path == path).count()
}

#[test]
fn after_429_the_move_waits_a_minute_and_is_sent_once() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dir = crate::common::temp::TempDir::new("lichess", "seat-429");
    let t0 = Moment::from_secs(1000);
    let setup = anna::session::Setup::default();
    let mut table =
        Table::start(setup.check().expect("a set-up the Laws allow"), &dir.0, t0).unwrap();
    let url = anna::lichess::Server::parse(&server.url).unwrap();
    let token = anna::lichess::Token::parse(TOKEN, "board:play").unwrap();
    let client = anna::lichess::Client::new(url, token);
    let mut seat = LichessSeat::new(client, GAME.into(), Color::White);
    server.wait_for("the game stream", |r| r.path.contains("/stream/"));
    server.refuse_next(429);
    commit(&mut seat, &mut table, &typed("e2e4"), t0);
    let acts = woken(&mut seat, &table, t0);
    let said = act(&mut seat, &mut table, acts, t0);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].contains("lichess-failing") && said[0].contains("lichess-rate-limited"),
        "{said:?}"
    );
    assert_eq!(moves_sent(&server, "e2e4"), 1, "the refused one");
    // 59 seconds later: still waiting, the loop to be woken for it. The stream has spoken
    // meanwhile (Lichess's keep-alive line), so it is not taken for a dropped one.
    let t59 = t0 + Duration::from_secs(59);
    server.keep_alive();
    while seat.last_heard() != Some(t59) {
        assert!(seat.woken(&table, t59).is_empty());
        std::thread::sleep(Duration::from_millis(2));
    }
    let (acts, wake) = seat.prepare(&table, false, t59);
    assert!(acts.is_empty() && wake.is_some());
    assert_eq!(moves_sent(&server, "e2e4"), 1);
    // A minute later: sent, done, said once that Lichess answers again.
    let t60 = t0 + Duration::from_secs(60);
    seat.prepare(&table, false, t60);
    server.wait_for("the move again", |_| moves_sent(&server, "e2e4") == 2);
    let acts = woken(&mut seat, &table, t60);
    let back = act(&mut seat, &mut table, acts, t60);
    assert_eq!(back.len(), 1, "{back:?}");
    assert!(back[0].contains("lichess-back"), "{back:?}");
    // The opponent answers; the game follows, and nothing is sent twice.
    server.opponent_moves("e7e5");
    let acts = woken(&mut seat, &table, t60);
    assert!(act(&mut seat, &mut table, acts, t60).is_empty());
    assert_eq!(table.session().game().plies(), 2);
    for _ in 0..3 {
        seat.prepare(&table, false, t60 + Duration::from_secs(10));
        assert!(seat.woken(&table, t60).is_empty());
    }
    assert_eq!(moves_sent(&server, "e2e4"), 2);
    assert_eq!(server.the_game().moves, ["e2e4", "e7e5"]);
}
