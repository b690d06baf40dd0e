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

#[cfg(test)]
mod tests {
    use shakmaty::Position;
    use shakmaty::uci::UciMove;

    use crate::game::Game;

    fn play(game: &mut Game, uci: &str) {
        let m = uci
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(game.position()).ok())
            .unwrap_or_else(|| panic!("{uci} is legal"));
        game.play(m).unwrap_or_else(|e| panic!("{uci}: {e:?}"));
    }

    /// Only the positions since the last capture or pawn's move are compared, and those are
    /// all counted: the knights' dance repeats the start after e4 three times, and the
    /// position before e4 is not counted again once e4 is played.
    #[test]
    fn repetitions_are_counted_since_the_last_pawns_move() {
        let mut game = Game::default();
        for _ in 0..2 {
            for uci in ["g1f3", "g8f6", "f3g1", "f6g8"] {
                play(&mut game, uci);
            }
        }
        assert_eq!(game.repetitions(), 3);
        play(&mut game, "e2e4");
        assert_eq!(game.repetitions(), 1);
        for uci in ["g8f6", "g1f3", "f6g8", "f3g1"] {
            play(&mut game, uci);
        }
        assert_eq!(game.repetitions(), 2);
        assert_eq!(game.position().halfmoves(), 4);
    }
}
