//! The words of an announcement, before any vocabulary turns them into text.
//!
//! Speech plays one clip per token, braille translates each, the screen joins them: keeping the
//! token list primary is what lets every output render the same announcement its own way.

use shakmaty::{File, Rank, Role};

/// One spoken word (or pause) of an announcement or an answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Token {
    Piece(Role),
    File(File),
    /// The rank as spoken, already turned for the rank orientation in force.
    Rank(Rank),
    /// The word for "piece" when no kind is named ("Figur").
    AnyPiece,
    Takes,
    Check,
    Checkmate,
    Stalemate,
    CastleShort,
    CastleLong,
    EnPassant,
    /// A short pause, written as a comma: before a promotion piece and before check or mate.
    Pause,
    /// A count, written as digits; speech says it in the vocabulary's number words.
    Number(u32),
    /// The word joining alternatives ("oder").
    Or,
    /// A fixed piece of a message's wording, in the vocabulary's language.
    Text(String),
}
