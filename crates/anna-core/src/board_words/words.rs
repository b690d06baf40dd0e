//! The pieces of `anna sync`'s corrections as the language files word them: the piece to place
//! and the piece to remove, each in the case its sentence needs.

use shakmaty::Piece;

use crate::message::{Arg, Message, Token};

/// The piece as the thing to place: "weißen Läufer", "a white Bishop".
pub(crate) fn placed_piece(piece: Piece) -> Message {
    piece_message("sync-placed-piece", piece)
}

/// The piece as the thing to remove: "Bauer" in German, "white Pawn" in English.
pub(crate) fn removed_piece(piece: Piece) -> Message {
    piece_message("sync-removed-piece", piece)
}

fn piece_message(id: &'static str, piece: Piece) -> Message {
    Message::new(id)
        .with("color", Arg::Key(crate::lang::color_key(piece.color)))
        .with("role", Arg::Key(crate::lang::role_key(piece.role)))
        .with("name", Token::Piece(piece.role))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use crate::notation::Vocabulary;
    use shakmaty::{Color, Role};

    #[test]
    fn german_pieces_are_placed_in_the_accusative() {
        let de = Vocabulary::builtin("de").unwrap();
        let en = Vocabulary::builtin("en").unwrap();
        let german = Language::load("de").unwrap();
        let english = Language::load("en").unwrap();
        let bishop = Piece {
            color: Color::White,
            role: Role::Bishop,
        };
        assert_eq!(german.text(&placed_piece(bishop), &de), "weißen Läufer");
        assert_eq!(english.text(&placed_piece(bishop), &en), "a white Bishop");
    }
}
