//! The written forms a score sheet uses besides the spoken one.

use shakmaty::{CastlingMode, Move, san::SanPlus, uci::UciMove};

/// SAN with the German piece letters (K, D, T, L, S), as German score sheets write it.
pub fn german_san(san: &SanPlus) -> String {
    san.to_string()
        .chars()
        .map(|c| match c {
            'Q' => 'D',
            'R' => 'T',
            'B' => 'L',
            'N' => 'S',
            other => other,
        })
        .collect()
}

/// UCI of a move; castling as king-to-square (`e1g1`) in standard chess, king-takes-rook in
/// Chess960 as engines expect there.
pub fn uci(m: Move, mode: CastlingMode) -> String {
    UciMove::from_move(m, mode).to_string()
}
