//! A move's number as the screens and the score sheets write it, in figures whatever the
//! language: the conversation has its own wording of it in each language file
//! (`move-number-white`), which a language may write its own way.

use shakmaty::Color;

/// "12." before White's move, "12. …" before Black's: the screens' number beside a move and in
/// the prompt.
pub fn move_number_text(fullmove: u32, turn: Color) -> String {
    match turn {
        Color::White => format!("{fullmove}."),
        Color::Black => format!("{fullmove}. …"),
    }
}

/// "12." before White's move, "12..." before Black's: PGN's way, kept by the score sheets (PGN
/// and BRF) and the braille display's last move, which all read as a score sheet does.
pub fn pgn_move_number(fullmove: u32, turn: Color) -> String {
    match turn {
        Color::White => format!("{fullmove}."),
        Color::Black => format!("{fullmove}..."),
    }
}
