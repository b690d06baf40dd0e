//! "The same position" exactly as Article 9.2.2 defines it.

use shakmaty::{Bitboard, Board, Chess, Color, EnPassantMode, Position, Square};

/// Two positions are the same when the same player has the move, the same pieces stand on the
/// same squares, and all pieces have the same possible moves. The possible moves differ only
/// through castling rights (lost only by moving king or rook, 9.2.2.2) and through an en
/// passant capture that is really possible (9.2.2.1), so those are the key's remaining parts.
/// The key is compared whole, not hashed, so no two positions can ever be mistaken for each
/// other.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    en_passant: Option<Square>,
}

impl PositionKey {
    pub fn of(pos: &Chess) -> PositionKey {
        PositionKey {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling_rights: pos.castles().castling_rights(),
            en_passant: pos.ep_square(EnPassantMode::Legal),
        }
    }
}
