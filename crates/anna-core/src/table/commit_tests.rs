//! A commit tries each record on a copy of the session (see [`Table::commit`]); these keep
//! that copy from copying the game (issue 43): the game's positions, repetition keys and moves
//! and the clock's log after a commit are the very ones it had before, shared, not copied.

use std::path::PathBuf;

use shakmaty::Chess;

use super::Table;
use crate::clock::{LogEntry, Moment, TimeControl};
use crate::game::{PlayedMove, PositionKey};
use crate::session::{Record, Setup};

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("anna-table-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn moves(uci: &[&str]) -> Vec<Record> {
    uci.iter()
        .map(|u| Record::Move {
            uci: u.parse().expect("uci"),
        })
        .collect()
}

/// Where the first elements of every history the session keeps are.
fn addresses(
    table: &Table,
) -> (
    *const Chess,
    *const PositionKey,
    *const PlayedMove,
    *const LogEntry,
) {
    let game = table.session().game();
    let log = table.session().clock().expect("a clock").log();
    (
        game.position_at(0).expect("the start"),
        game.key_at(0).expect("the start's key"),
        &game.moves()[0],
        &log[0],
    )
}

#[test]
fn a_commit_keeps_the_games_history_where_it_was() {
    let dir = folder("shared");
    let setup = Setup {
        time_control: TimeControl::from_pgn("40/5400+30:1800+30").ok(),
        ..Setup::default()
    };
    let mut table = Table::start(
        setup.check().expect("a set-up the Laws allow"),
        &dir,
        Moment::from_millis(1_000),
    )
    .expect("a new game");
    let first = table.commit(&moves(&["e2e4", "e7e5"]), Moment::from_millis(2_000));
    assert!(first.moved);
    let before = addresses(&table);
    let later = table.commit(
        &moves(&["g1f3", "b8c6", "f1b5"]),
        Moment::from_millis(3_000),
    );
    assert!(later.moved);
    assert_eq!(table.session().game().plies(), 5);
    assert_eq!(table.session().clock().map(|c| c.log().len()), Some(5));
    assert_eq!(
        addresses(&table),
        before,
        "the positions, keys, moves or clock log were copied by the commit"
    );
    // A record refused on the copy leaves the game as it was, and shares it still.
    let refused = table.commit(&moves(&["e1e8"]), Moment::from_millis(4_000));
    assert!(!refused.moved && !refused.events.is_empty());
    assert_eq!(addresses(&table), before);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A pawn's move or a capture is applied beside the journal's sync (`beside.rs`): the game
/// and what is said are those of the record applied here, and a game that ends with it ends.
#[test]
fn a_capture_applied_beside_the_sync_ends_the_game_as_here() {
    let dir = folder("beside");
    let setup = Setup {
        fen: Some("4k3/8/8/8/8/8/3p4/3BK3 w - - 0 1".into()),
        ..Setup::default()
    };
    let mut table = Table::start(
        setup.check().expect("a set-up the Laws allow"),
        &dir,
        Moment::from_millis(1_000),
    )
    .expect("a new game");
    let record = moves(&["e1d2"]);
    let mut here = table.session().clone();
    let said_here = here
        .apply(&record[0], Moment::from_millis(2_000))
        .expect("a legal capture");
    let committed = table.commit(&record, Moment::from_millis(2_000));
    assert!(
        table.beside.is_some(),
        "applied on the thread beside the sync"
    );
    assert_eq!(committed.events[..said_here.len()], said_here[..]);
    assert!(committed.result_written);
    assert_eq!(table.session().game().outcome(), here.game().outcome());
    assert_eq!(
        table.session().game().outcome().map(|o| o.termination),
        Some(crate::game::Termination::DeadPosition)
    );
    assert_eq!(table.session().game().plies(), 1);
    let _ = std::fs::remove_dir_all(dir);
}
