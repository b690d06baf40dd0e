//! What the sensors say about the game: the same position, the position after one legal move
//! (the move made, however the pieces were lifted and put down), a move still being made, or a
//! board that differs, with the fewest piece moves that put it right (D.2.9 caught at once).

use shakmaty::{Board, Chess, Move, Piece, Position, Role, Square};

use super::protocol::Field;
use crate::game::board_check::{self, Fix, WrongSquare};

/// Which way the board lies: the board numbers its fields from its own edge, not from White's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Field 0 is a8.
    Normal,
    /// Field 0 is h1: the board is turned round.
    Rotated,
}

impl Orientation {
    pub fn square(self, field: u8) -> Square {
        let field = u32::from(field.min(63));
        let (file, rank) = (field % 8, 7 - field / 8);
        let square = Square::new(rank * 8 + file);
        match self {
            Orientation::Normal => square,
            Orientation::Rotated => square.flip_vertical().flip_horizontal(),
        }
    }

    /// The way the sensors lie if they show `position`, or the start position: the other way
    /// only when it fits better.
    pub fn of(fields: &[Field; 64], position: &Chess) -> Orientation {
        let wrong = |o: Orientation| differences(position.board(), &board(fields, o)).len();
        if wrong(Orientation::Rotated) < wrong(Orientation::Normal) {
            Orientation::Rotated
        } else {
            Orientation::Normal
        }
    }
}

/// The sensors as a board, the way it lies.
pub fn board(fields: &[Field; 64], orientation: Orientation) -> Board {
    let mut board = Board::empty();
    for (field, piece) in (0u8..).zip(fields) {
        if let Some(piece) = piece {
            board.set_piece_at(orientation.square(field), *piece);
        }
    }
    board
}

/// A board that is not the game's position: where, and how to put it right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The squares that differ, a8 to h1 as a board is read.
    pub wrong: Vec<WrongSquare>,
    /// The fewest piece moves that put it right ([`board_check::corrections`]).
    pub fixes: Vec<Fix>,
}

/// What the settled board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    Same,
    /// The position after this legal move of the side to move.
    Moved(Move),
    /// Part of a legal move: a piece in the hand, a rook not yet beside its king. Worth
    /// waiting for a little longer before calling it a difference.
    Moving(Difference),
    Differs(Difference),
}

/// Options of reading moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Habits {
    /// A rook put down on the last rank is a queen (the upside-down rook of a missing queen).
    pub rook_for_queen: bool,
}

/// Reads the board against the game's position.
pub fn read(position: &Chess, found: &Board, habits: Habits) -> Reading {
    let wrong = differences(position.board(), found);
    if wrong.is_empty() {
        return Reading::Same;
    }
    let moves = position.legal_moves();
    for m in &moves {
        let mut after = position.clone();
        after.play_unchecked(*m);
        let mut expected = after.board().clone();
        if habits.rook_for_queen && m.promotion() == Some(Role::Queen) {
            let to = m.to();
            expected.set_piece_at(
                to,
                Piece {
                    color: position.turn(),
                    role: Role::Rook,
                },
            );
            if expected == *found {
                return Reading::Moved(*m);
            }
            continue;
        }
        if expected == *found {
            return Reading::Moved(*m);
        }
    }
    let difference = Difference {
        fixes: board_check::corrections(position.board(), found),
        wrong,
    };
    // A mixture of the position before a legal move and after it, with pieces in the hand:
    // every square that differs is empty or already as the move leaves it.
    let moving = moves.iter().any(|m| {
        let mut after = position.clone();
        after.play_unchecked(*m);
        difference
            .wrong
            .iter()
            .all(|w| w.actual.is_none() || w.actual == after.board().piece_at(w.square))
    });
    if moving {
        Reading::Moving(difference)
    } else {
        Reading::Differs(difference)
    }
}

/// How `found` differs from `expected`, with the fixes; `None` if it does not.
pub fn compare(expected: &Board, found: &Board) -> Option<Difference> {
    let wrong = differences(expected, found);
    (!wrong.is_empty()).then(|| Difference {
        fixes: board_check::corrections(expected, found),
        wrong,
    })
}

/// The squares where two boards differ, a8 to h1 as a board is read (and said).
pub fn differences(expected: &Board, found: &Board) -> Vec<WrongSquare> {
    let mut wrong = board_check::differences(expected, found);
    wrong.sort_by_key(|w| (std::cmp::Reverse(w.square.rank()), w.square.file()));
    wrong
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, EnPassantMode};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .unwrap_or_else(|| panic!("{fen}"))
    }

    fn after(position: &Chess, uci: &str) -> Board {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(position).ok())
            .unwrap_or_else(|| panic!("{uci}"));
        let mut p = position.clone();
        p.play_unchecked(m);
        p.board().clone()
    }

    #[test]
    fn castling_en_passant_and_promotion_are_read_from_the_board() {
        let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let board = after(&castle, "e1g1");
        assert!(
            matches!(read(&castle, &board, Habits::default()), Reading::Moved(m) if m.is_castle())
        );
        let ep = position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        let board = after(&ep, "e5d6");
        assert!(
            matches!(read(&ep, &board, Habits::default()), Reading::Moved(m) if m.is_en_passant())
        );
        let promote = position("8/1P2k3/8/8/8/8/8/4K3 w - - 0 1");
        let board = after(&promote, "b7b8n");
        assert!(matches!(
            read(&promote, &board, Habits::default()),
            Reading::Moved(m) if m.promotion() == Some(Role::Knight)
        ));
        // A rook for the missing queen only when that habit is allowed.
        let mut rook = after(&promote, "b7b8q");
        rook.set_piece_at(
            Square::B8,
            Piece {
                color: Color::White,
                role: Role::Rook,
            },
        );
        assert!(matches!(
            read(&promote, &rook, Habits::default()),
            Reading::Moved(m) if m.promotion() == Some(Role::Rook)
        ));
        assert!(matches!(
            read(&promote, &rook, Habits { rook_for_queen: true }),
            Reading::Moved(m) if m.promotion() == Some(Role::Queen)
        ));
        let _ = EnPassantMode::Legal;
    }

    #[test]
    fn a_king_beside_its_rook_not_yet_moved_is_a_move_in_the_making() {
        let castle = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let mut board = castle.board().clone();
        board.discard_piece_at(Square::E1);
        board.set_piece_at(
            Square::G1,
            Piece {
                color: Color::White,
                role: Role::King,
            },
        );
        assert!(matches!(
            read(&castle, &board, Habits::default()),
            Reading::Moving(_)
        ));
        // A piece in the hand.
        let mut lifted = castle.board().clone();
        lifted.discard_piece_at(Square::A1);
        assert!(matches!(
            read(&castle, &lifted, Habits::default()),
            Reading::Moving(_)
        ));
    }

    #[test]
    fn a_knight_put_on_the_wrong_square_is_a_difference_with_one_fix() {
        let start = Chess::default();
        let mut game = start.clone();
        let nf3 = "g1f3"
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(&game).ok())
            .unwrap_or_else(|| panic!("Nf3"));
        game.play_unchecked(nf3);
        // The knight was put on h3 instead: Black to move, White's knight wrong.
        let board = after(&start, "g1h3");
        let Reading::Differs(d) = read(&game, &board, Habits::default()) else {
            panic!("a difference");
        };
        let knight = Piece {
            color: Color::White,
            role: Role::Knight,
        };
        assert_eq!(
            d.fixes,
            vec![Fix::Move {
                piece: knight,
                from: Square::H3,
                to: Square::F3
            }]
        );
    }

    #[test]
    fn the_board_turned_round_is_recognised() {
        let start = Chess::default();
        let mut fields: [Field; 64] = [None; 64];
        for (field, f) in (0u8..).zip(fields.iter_mut()) {
            *f = start.board().piece_at(Orientation::Rotated.square(field));
        }
        assert_eq!(Orientation::of(&fields, &start), Orientation::Rotated);
        assert_eq!(board(&fields, Orientation::Rotated), *start.board());
        assert_eq!(Orientation::Normal.square(0), Square::A8);
        assert_eq!(Orientation::Normal.square(63), Square::H1);
        assert_eq!(Orientation::Rotated.square(0), Square::H1);
    }
}
