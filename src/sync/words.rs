//! The wording of `anna sync` that the vocabulary files do not hold, in one table per language,
//! keyed by the vocabulary's code; any other vocabulary gets the English wording (with its own
//! words for pieces, squares and sides).

use shakmaty::{Color, Piece, Role};

use crate::notation::Vocabulary;

/// Sentences with `{name}` slots, filled by [`fill`].
pub(crate) struct Phrases {
    /// `{sheet}, move {number} ({side}): "{text}": {reason}`
    pub sheet_error: &'static str,
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
    pub board_unknown_word: &'static str,
    pub board_square_twice: &'static str,
    pub board_bad_fen: &'static str,
    pub board_empty: &'static str,
    pub board_no_square: &'static str,
    /// A piece as the object of "stellen": the German accusative, king to pawn, white then
    /// black; `None` uses the vocabulary's "a white bishop".
    pub placed: Option<[[&'static str; 6]; 2]>,
}

const DE: Phrases = Phrases {
    sheet_error: "{sheet}, Zug {number} ({side}): \"{text}\": {reason}",
    starts_differ: "Die Formulare ours und theirs beginnen in verschiedenen Stellungen.",
    agree: "Die Partieformulare stimmen überein (Halbzüge: {plies}).",
    lagging: "Auf dem Formular {sheet} fehlt noch der letzte Halbzug, Zug {number}, {side}: {move}. Er ist wohl nur noch nicht aufgeschrieben und zählt als gespielt.",
    differ: "Die Partieformulare stimmen nicht überein.",
    first_difference: "Erster Unterschied bei Zug {number}, {side}: Formular ours {ours}; Formular theirs {theirs}.",
    no_move: "kein Zug",
    longer: "Das Formular {sheet} hat {n} Halbzüge mehr.",
    last_agreement: "Letzte Übereinstimmung: Zug {number}, {side}: {move}.",
    no_agreement: "Die Formulare unterscheiden sich schon beim ersten Halbzug.",
    position_after: "Beide Bretter müssen die Stellung nach Zug {number}, {side}, zeigen; {to_move} ist am Zug.",
    position_start: "Beide Bretter müssen die Ausgangsstellung zeigen; {to_move} ist am Zug.",
    position_sheets: "Beide Bretter müssen die Stellung der Formulare zeigen; {to_move} ist am Zug.",
    ranks_heading: "Die Stellung, Reihe für Reihe:",
    board_not_given: "Brett {sheet} nicht angegeben: angenommen wird die Stellung nach seinem Formular.",
    board_right: "Brett {sheet} ist richtig.",
    board_fix: "Brett {sheet} berichtigen:",
    culprit_one: "Brett {sheet} weicht von den Formularen ab: wer den richtigen Zug aufgeschrieben, aber einen anderen ausgeführt hat, berichtigt sein Brett (D.2.9).",
    culprit_both: "Beide Bretter weichen von den Formularen ab.",
    culprit_none: "Beide Bretter zeigen die Stellung der Formulare.",
    no_boards: "Kein Brett angegeben: mit --board-ours und --board-theirs sagt anna, welches Brett abweicht.",
    clocks_unchanged: "Die Uhren werden nicht verstellt.",
    clock_set: "Uhren stellen wie nach Zug {number}, {side}: {w} {white}, {b} {black}. Gespielte Züge: {w} {wm}, {b} {bm}.",
    clock_set_start: "Uhren stellen wie zu Beginn: {w} {white}, {b} {black}.",
    no_game: "Ohne --game keine Zeiten aus dem Uhrprotokoll: der Schiedsrichter stellt die Uhren nach seinem Ermessen (Artikel 7.1).",
    no_clock: "Die Partie im Spielprotokoll hat keine Uhr: der Schiedsrichter stellt die Uhren nach seinem Ermessen (Artikel 7.1).",
    log_short: "Das Uhrprotokoll reicht nur bis Halbzug {n}: der Schiedsrichter stellt die Uhren nach seinem Ermessen (Artikel 7.1).",
    journal_differs: "Achtung: das Spielprotokoll weicht bei Halbzug {n} von den Formularen ab.",
    correction_move: "{piece} von {from} nach {to}",
    correction_remove: "{piece} auf {square} entfernen",
    correction_place: "{piece} auf {square} stellen",
    board_unknown_word: "Brett {sheet}: \"{word}\" ist weder Figur noch Feld noch Seite.",
    board_square_twice: "Brett {sheet}: {square} ist zweimal besetzt.",
    board_bad_fen: "Brett {sheet}: \"{word}\" ist keine FEN-Stellung.",
    board_empty: "Brett {sheet}: keine Figuren angegeben.",
    board_no_square: "Brett {sheet}: nach \"{word}\" fehlt das Feld.",
    placed: Some([
        [
            "weißen König",
            "weiße Dame",
            "weißen Turm",
            "weißen Läufer",
            "weißen Springer",
            "weißen Bauern",
        ],
        [
            "schwarzen König",
            "schwarze Dame",
            "schwarzen Turm",
            "schwarzen Läufer",
            "schwarzen Springer",
            "schwarzen Bauern",
        ],
    ]),
};

const EN: Phrases = Phrases {
    sheet_error: "{sheet}, move {number} ({side}): \"{text}\": {reason}",
    starts_differ: "The sheets ours and theirs start from different positions.",
    agree: "The score sheets agree (half-moves: {plies}).",
    lagging: "The sheet {sheet} still lacks the last half-move, move {number}, {side}: {move}. It has probably not been written yet and counts as played.",
    differ: "The score sheets differ.",
    first_difference: "First difference at move {number}, {side}: sheet ours {ours}; sheet theirs {theirs}.",
    no_move: "no move",
    longer: "The sheet {sheet} has {n} more half-moves.",
    last_agreement: "Last agreement: move {number}, {side}: {move}.",
    no_agreement: "The sheets differ from the first half-move on.",
    position_after: "Both boards must show the position after move {number}, {side}; {to_move} to move.",
    position_start: "Both boards must show the starting position; {to_move} to move.",
    position_sheets: "Both boards must show the position of the score sheets; {to_move} to move.",
    ranks_heading: "The position, rank by rank:",
    board_not_given: "Board {sheet} not given: taken to show the position of its own sheet.",
    board_right: "Board {sheet} is right.",
    board_fix: "Correct board {sheet}:",
    culprit_one: "Board {sheet} differs from the score sheets: the player who wrote the right move but played another corrects his board (D.2.9).",
    culprit_both: "Both boards differ from the score sheets.",
    culprit_none: "Both boards show the position of the score sheets.",
    no_boards: "No board given: with --board-ours and --board-theirs anna says which board differs.",
    clocks_unchanged: "The clocks are not changed.",
    clock_set: "Set the clocks as after move {number}, {side}: {w} {white}, {b} {black}. Moves played: {w} {wm}, {b} {bm}.",
    clock_set_start: "Set the clocks as at the start: {w} {white}, {b} {black}.",
    no_game: "Without --game there are no logged times: the arbiter sets the clocks by his best judgement (Article 7.1).",
    no_clock: "The game in the journal has no clock: the arbiter sets the clocks by his best judgement (Article 7.1).",
    log_short: "The clock log only reaches half-move {n}: the arbiter sets the clocks by his best judgement (Article 7.1).",
    journal_differs: "Note: the game journal differs from the score sheets at half-move {n}.",
    correction_move: "{piece} from {from} to {to}",
    correction_remove: "Remove the {piece} on {square}",
    correction_place: "Place {piece} on {square}",
    board_unknown_word: "Board {sheet}: \"{word}\" is neither a piece nor a square nor a side.",
    board_square_twice: "Board {sheet}: {square} is given twice.",
    board_bad_fen: "Board {sheet}: \"{word}\" is not a FEN position.",
    board_empty: "Board {sheet}: no pieces given.",
    board_no_square: "Board {sheet}: the square is missing after \"{word}\".",
    placed: None,
};

/// The wording for a vocabulary; English for any code without its own table.
pub(crate) fn phrases(vocab: &Vocabulary) -> &'static Phrases {
    match vocab.code() {
        "de" => &DE,
        _ => &EN,
    }
}

/// A template with its `{name}` slots replaced; unknown slots stay as written.
pub(crate) fn fill(template: &str, slots: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open..];
        let slot = after[1..].find('}').and_then(|close| {
            let name = &after[1..=close];
            slots
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v, close + 2))
        });
        match slot {
            Some((value, len)) => {
                out.push_str(value);
                rest = &after[len..];
            }
            None => {
                out.push('{');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The piece as the thing to place: "weißen Läufer", "a white Bishop".
pub(crate) fn placed_piece(vocab: &Vocabulary, piece: Piece) -> String {
    match phrases(vocab).placed {
        Some(table) => {
            let by_color = &table[usize::from(piece.color == Color::Black)];
            by_color[6 - piece.role as usize].to_string()
        }
        None => vocab.colored_piece(piece, true).to_string(),
    }
}

/// The piece as the thing to remove: "Bauer" in German, "white Pawn" in English.
pub(crate) fn removed_piece(vocab: &Vocabulary, piece: Piece) -> String {
    match phrases(vocab).placed {
        Some(_) => vocab.piece(piece.role).to_string(),
        None => vocab.colored_piece(piece, false).to_string(),
    }
}

/// The English name of a kind of piece, as JSON gives it.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
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

    #[test]
    fn slots_are_filled_and_unknown_ones_kept() {
        assert_eq!(fill("{a} und {b}", &[("a", "x"), ("b", "y")]), "x und y");
        assert_eq!(fill("{a} {c} {", &[("a", "x")]), "x {c} {");
    }

    #[test]
    fn german_pieces_are_placed_in_the_accusative() {
        let de = Vocabulary::builtin("de").unwrap();
        let en = Vocabulary::builtin("en").unwrap();
        let bishop = Piece {
            color: Color::White,
            role: Role::Bishop,
        };
        assert_eq!(placed_piece(&de, bishop), "weißen Läufer");
        assert_eq!(placed_piece(&en, bishop), "a white Bishop");
        assert_eq!(
            sentence("weißen Läufer auf Cesar vier stellen"),
            "Weißen Läufer auf Cesar vier stellen."
        );
    }
}
