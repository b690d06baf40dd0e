//! Games played through the library with moves picked at random (a fixed seed): the journals
//! the fault and forgery tests attack.

use anna::clock::Moment;
use anna::session::Record;
use anna::table::Table;
use shakmaty::Position;
use shakmaty::uci::UciMove;

/// The next move of a game played at random: one of the legal moves, picked by `state` (a
/// linear congruential generator, advanced here), that does not end the game.
pub fn next_move(table: &Table, state: &mut u64, now: Moment) -> Record {
    let session = table.session();
    let pos = session.game().position().clone();
    let moves = pos.legal_moves();
    *state = state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    let first = (*state >> 33) as usize % moves.len();
    (0..moves.len())
        .map(|k| Record::Move {
            uci: UciMove::from_move(moves[(first + k) % moves.len()], pos.castles().mode()),
        })
        .find(|record| {
            let mut next = session.clone();
            next.apply(record, now).is_ok() && !next.game().is_over()
        })
        .expect("a move that does not end the game")
}
