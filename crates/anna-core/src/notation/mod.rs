//! Moves as words and words as moves: the vocabularies, the announcement of a move
//! (announcements.md) and the one parser for every accepted input form.

mod announce;
mod board_text;
mod error;
mod lexer;
mod move_number;
mod options;
mod parse;
mod pgn_import;
mod san;
pub mod scoresheet;
mod spelling;
mod squares;
mod vocab;

pub use announce::{announce, push_square};
pub use board_text::{BoardError, parse_board};

use shakmaty::Role;

/// The kinds of piece from the most valuable down, the order in which pieces are listed.
pub const ROLES_BY_VALUE: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];
pub use error::{ParseError, ParseErrorKind, fill, promotion_question};
pub use lexer::{MAX_INPUT_CHARS, names_a_piece};
pub use move_number::{move_number_text, pgn_move_number};
pub use options::{AnnounceOptions, Origin};
pub use parse::parse_move;
pub use pgn_import::{
    ImportError, ImportedGame, games, nth_game, read_all_tags, read_first_game, read_nth_game,
};
pub use san::{german_san, uci};
pub use scoresheet::{
    MAX_SHEET_BYTES, ScoreSheet, SheetError, SheetMove, SheetPlace, plain_moves, read_sheet,
};
pub use spelling::{bare, fold_input, normalize};
pub use squares::{parse_file, parse_rank, parse_role, parse_side, parse_square};
pub use vocab::{VocabError, Vocabulary, Word};
