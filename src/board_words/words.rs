//! The wording of `anna sync`: every sentence a message `sync-*` of the language files, filled
//! with words already made (squares, moves, times).

use shakmaty::Piece;

use crate::lang::Language;
use crate::message::{Arg, Message, Token};
use crate::notation::Vocabulary;

/// The message ids of `anna sync`'s sentences, with the language that words them.
pub(crate) struct Phrases<'a> {
    language: &'a Language,
    pub starts_differ: &'static str,
    pub agree: &'static str,
    pub lagging: &'static str,
    pub differ: &'static str,
    pub first_difference: &'static str,
    pub no_move: &'static str,
    pub longer: &'static str,
    pub last_agreement: &'static str,
    pub no_agreement: &'static str,
    pub position_after: &'static str,
    pub position_start: &'static str,
    pub position_sheets: &'static str,
    pub ranks_heading: &'static str,
    pub board_not_given: &'static str,
    pub board_right: &'static str,
    pub board_fix: &'static str,
    pub culprit_one: &'static str,
    pub culprit_both: &'static str,
    pub culprit_none: &'static str,
    pub no_boards: &'static str,
    pub clocks_unchanged: &'static str,
    pub clock_set: &'static str,
    pub clock_set_start: &'static str,
    pub no_game: &'static str,
    pub no_clock: &'static str,
    pub log_short: &'static str,
    pub journal_differs: &'static str,
    pub correction_move: &'static str,
    pub correction_remove: &'static str,
    pub correction_place: &'static str,
}

/// The sentences of `anna sync` in `language`.
pub(crate) fn phrases(language: &Language) -> Phrases<'_> {
    Phrases {
        language,
        starts_differ: "sync-starts-differ",
        agree: "sync-agree",
        lagging: "sync-lagging",
        differ: "sync-differ",
        first_difference: "sync-first-difference",
        no_move: "sync-no-move",
        longer: "sync-longer",
        last_agreement: "sync-last-agreement",
        no_agreement: "sync-no-agreement",
        position_after: "sync-position-after",
        position_start: "sync-position-start",
        position_sheets: "sync-position-sheets",
        ranks_heading: "sync-ranks-heading",
        board_not_given: "sync-board-not-given",
        board_right: "sync-board-right",
        board_fix: "sync-board-fix",
        culprit_one: "sync-culprit-one",
        culprit_both: "sync-culprit-both",
        culprit_none: "sync-culprit-none",
        no_boards: "sync-no-boards",
        clocks_unchanged: "sync-clocks-unchanged",
        clock_set: "sync-clock-set",
        clock_set_start: "sync-clock-set-start",
        no_game: "sync-no-game",
        no_clock: "sync-no-clock",
        log_short: "sync-log-short",
        journal_differs: "sync-journal-differs",
        correction_move: "sync-correction-move",
        correction_remove: "sync-correction-remove",
        correction_place: "sync-correction-place",
    }
}

impl Phrases<'_> {
    /// White or Black in the conversation's words.
    pub(crate) fn side(&self, color: shakmaty::Color) -> String {
        self.language.side(color)
    }

    /// The message `id` with its slots filled with words already made.
    pub(crate) fn fill(&self, id: &'static str, slots: &[(&'static str, &str)]) -> String {
        let mut message = Message::new(id);
        for (name, value) in slots {
            message = message.with(name, Arg::Text((*value).to_string()));
        }
        self.language.text(&message, Vocabulary::fallback())
    }
}

/// The piece as the thing to place: "weißen Läufer", "a white Bishop".
pub(crate) fn placed_piece(language: &Language, vocab: &Vocabulary, piece: Piece) -> String {
    language.text(&piece_message("sync-placed-piece", piece), vocab)
}

/// The piece as the thing to remove: "Bauer" in German, "white Pawn" in English.
pub(crate) fn removed_piece(language: &Language, vocab: &Vocabulary, piece: Piece) -> String {
    language.text(&piece_message("sync-removed-piece", piece), vocab)
}

fn piece_message(id: &'static str, piece: Piece) -> Message {
    Message::new(id)
        .with("color", Arg::Key(crate::lang::color_key(piece.color)))
        .with("role", Arg::Key(crate::lang::role_key(piece.role)))
        .with("name", Token::Piece(piece.role))
}

/// A sentence starting with a capital and ending with a full stop.
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with(['.', ':', '!', '?']) {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
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
        assert_eq!(placed_piece(&german, &de, bishop), "weißen Läufer");
        assert_eq!(placed_piece(&english, &en, bishop), "a white Bishop");
        assert_eq!(
            sentence("weißen Läufer auf Cesar vier stellen"),
            "Weißen Läufer auf Cesar vier stellen."
        );
    }
}
