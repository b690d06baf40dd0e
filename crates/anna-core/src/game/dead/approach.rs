//! How a move of the helpmate search (`helpmate`) approaches the mate: the square the moving
//! piece heads for and whether it comes nearer. Below both the search and the pawn wall
//! (`wall`) that weighs moves the same way.

use std::sync::OnceLock;

use shakmaty::{Bitboard, Chess, Color, Position, Role, Square};

/// How a move changes the depth left.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Normal,
    Progress,
    Setback,
}

/// The square the moving piece heads for. The corner is on the loser's back rank, of the colour
/// of the winner's bishops (a bishop gives the mate there), or else opposite to the loser's
/// bishops (which could not shut a corner of their own colour).
pub(super) fn target(pos: &Chess, role: Role, winner: Color) -> Square {
    let board = pos.board();
    let bishops = board.bishops();
    let winners = bishops & board.by_color(winner);
    let dark = (winners & Bitboard::DARK_SQUARES).any()
        || winners.is_empty()
            && (bishops & board.by_color(!winner) & Bitboard::LIGHT_SQUARES).any();
    let king = role == Role::King;
    let square = match (pos.turn() == winner, king) {
        (true, true) => Square::H6,
        (true, false) | (false, true) => Square::H8,
        (false, false) => Square::G8,
    };
    let square = if dark {
        square
    } else {
        square.flip_horizontal()
    };
    match winner {
        Color::White => square,
        Color::Black => square.flip_vertical().flip_horizontal(),
    }
}

/// Whether a king or knight comes nearer the square (other pieces reach far in one move).
pub(super) fn closer(role: Role, from: Square, to: Square, target: Square) -> bool {
    match role {
        Role::King => to.distance(target) < from.distance(target),
        Role::Knight => knight_distance(to, target) < knight_distance(from, target),
        _ => false,
    }
}

/// Knight moves from one square to another on an empty board.
fn knight_distance(a: Square, b: Square) -> u8 {
    static TABLE: OnceLock<Vec<[u8; 64]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        Square::ALL
            .iter()
            .map(|&from| {
                let mut dist = [u8::MAX; 64];
                dist[usize::from(from)] = 0;
                let mut frontier = Bitboard::from_square(from);
                let mut steps = 0;
                while frontier.any() {
                    steps += 1;
                    let mut next = Bitboard::EMPTY;
                    for sq in frontier {
                        for to in shakmaty::attacks::knight_attacks(sq) {
                            if dist[usize::from(to)] == u8::MAX {
                                dist[usize::from(to)] = steps;
                                next.add(to);
                            }
                        }
                    }
                    frontier = next;
                }
                dist
            })
            .collect()
    });
    table
        .get(usize::from(a))
        .map_or(u8::MAX, |row| row[usize::from(b)])
}
