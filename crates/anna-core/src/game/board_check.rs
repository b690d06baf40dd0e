//! A physical board compared with the position it should show (D.2.9, a board check): which
//! squares differ, and the fewest steps that put it right. Words are the caller's.
//!
//! The steps are minimal: for every kind and colour of piece, the pieces standing where that
//! kind should not stand are paired with the squares where it is missing (one move each, nearest
//! first); what is left over is removed or placed. No sequence of moves, removals and placements
//! can be shorter: each step puts at most one wrong piece and one missing piece of one kind
//! right.

use shakmaty::{Bitboard, Board, Color, Piece, Square};

use crate::notation::ROLES_BY_VALUE;

/// A square whose content is not what it should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongSquare {
    pub square: Square,
    /// What should stand there; `None` for an empty square.
    pub expected: Option<Piece>,
    /// What stands there; `None` for an empty square.
    pub actual: Option<Piece>,
}

/// One step that puts a board right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fix {
    /// The piece on `from` goes to `to`.
    Move {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// The piece on `from` leaves the board.
    Remove { piece: Piece, from: Square },
    /// A piece from outside the board is put on `to`.
    Place { piece: Piece, to: Square },
}

impl Fix {
    pub fn piece(self) -> Piece {
        match self {
            Fix::Move { piece, .. } | Fix::Remove { piece, .. } | Fix::Place { piece, .. } => piece,
        }
    }
}

/// Every square whose content differs, from a1 to h8.
pub fn differences(expected: &Board, actual: &Board) -> Vec<WrongSquare> {
    Square::ALL
        .into_iter()
        .filter(|sq| expected.piece_at(*sq) != actual.piece_at(*sq))
        .map(|square| WrongSquare {
            square,
            expected: expected.piece_at(square),
            actual: actual.piece_at(square),
        })
        .collect()
}

/// The fewest steps that turn `actual` into `expected`, in an order that can be carried out:
/// removals first, then moves (a move whose square is still taken by a piece that moves away
/// comes after that move), then placements.
pub fn corrections(expected: &Board, actual: &Board) -> Vec<Fix> {
    let mut removals = Vec::new();
    let mut moves: Vec<(Piece, Square, Square)> = Vec::new();
    let mut placements = Vec::new();
    for color in Color::ALL {
        for role in ROLES_BY_VALUE {
            let piece = role.of(color);
            let want = squares_of(expected, piece);
            let have = squares_of(actual, piece);
            let mut wrong: Vec<Square> = (have & !want).into_iter().collect();
            let mut missing: Vec<Square> = (want & !have).into_iter().collect();
            // Nearest pairs first: any pairing is as short, the nearest is the easiest to do.
            while !wrong.is_empty() && !missing.is_empty() {
                let mut best = (0, 0, u32::MAX);
                for (i, from) in wrong.iter().enumerate() {
                    for (j, to) in missing.iter().enumerate() {
                        let d = from.distance(*to);
                        if d < best.2 {
                            best = (i, j, d);
                        }
                    }
                }
                let from = wrong.remove(best.0);
                let to = missing.remove(best.1);
                moves.push((piece, from, to));
            }
            removals.extend(wrong.into_iter().map(|from| Fix::Remove { piece, from }));
            placements.extend(missing.into_iter().map(|to| Fix::Place { piece, to }));
        }
    }
    let mut out = removals;
    out.extend(
        order_moves(moves)
            .into_iter()
            .map(|(piece, from, to)| Fix::Move { piece, from, to }),
    );
    out.extend(placements);
    out
}

fn squares_of(board: &Board, piece: Piece) -> Bitboard {
    board.by_color(piece.color) & board.by_role(piece.role)
}

/// Moves in an order that can be carried out one by one: a move into a square that another
/// move empties comes after it. Pieces that swap squares (a cycle) keep their order: lift them
/// together.
fn order_moves(mut pending: Vec<(Piece, Square, Square)>) -> Vec<(Piece, Square, Square)> {
    let mut out = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let free = pending
            .iter()
            .position(|(_, _, to)| !pending.iter().any(|(_, from, _)| from == to))
            .unwrap_or(0);
        out.push(pending.remove(free));
    }
    out
}

#[cfg(test)]
mod tests {
    use shakmaty::Role;

    use super::*;

    #[test]
    fn a_knight_on_the_wrong_square_is_one_move_and_a_swap_is_two() {
        let expected = Board::default();
        let mut actual = Board::default();
        actual.discard_piece_at(Square::G1);
        actual.set_piece_at(Square::F3, Role::Knight.of(Color::White));
        assert_eq!(
            corrections(&expected, &actual),
            [Fix::Move {
                piece: Role::Knight.of(Color::White),
                from: Square::F3,
                to: Square::G1
            }]
        );
        assert_eq!(differences(&expected, &actual).len(), 2);
    }
}
