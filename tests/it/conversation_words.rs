//! The help's example move is worded in the game's move words, so that typing it makes the
//! move; and a line in the conversation's own move words is read where it names one move (in
//! an English conversation with FIDE's German words: "knight c6", "Bishop c4").

use crate::common::{Dirs, run_with_input};

#[test]
fn the_help_example_is_typed_and_english_move_words_are_read_in_an_english_game() {
    let dirs = Dirs::new("conversation-words");
    let out = run_with_input(
        dirs.command(&["--language", "en"]),
        b"help\nhelp square\nSpringer Felix drei\nknight c6\nPawn Eva four\nKnight Felix six\nBishop c4\nbishop b4\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // The example is FIDE's words, the game's, not the English ones it would refuse.
    assert!(
        text.contains("for example Springer Felix drei, Nf3 or g1f3."),
        "{text}"
    );
    assert!(text.contains("For example square Eva vier."), "{text}");
    for played in [
        "1. Springer Felix drei (Nf3)",
        "1. … Springer Cesar sechs (Nc6)",
        "2. Bauer Eva vier (e4)",
        "2. … Springer Felix sechs (Nf6)",
        "3. Läufer Cesar vier (Bc4)",
    ] {
        assert!(text.contains(played), "{played}: {text}");
    }
    // Read in English and refused by the position: the refusal in the game's words.
    assert!(
        text.contains("Läufer to Bella vier is not possible"),
        "{text}"
    );
}

/// The conversation's words are its language's: a German conversation does not read English
/// piece words, and `anna parse` reads as the game does.
#[test]
fn only_the_conversations_own_move_words_are_read_besides_the_games() {
    let dirs = Dirs::new("conversation-words-parse");
    let english = dirs.output(&["--language", "en", "parse", "knight", "f3"]);
    assert_eq!(String::from_utf8_lossy(&english.stdout), "g1f3 Nf3\n");
    let german = dirs.output(&["parse", "knight", "f3"]);
    assert_eq!(german.status.code(), Some(2), "{german:?}");
    assert!(
        String::from_utf8_lossy(&german.stderr).contains("Unbekanntes Wort: „knight“"),
        "{german:?}"
    );
    // Persian words in an Arabic game are not read: only the conversation's language.
    let arabic = dirs.output(&["--language", "ar", "--vocab", "de", "parse", "اسب", "f3"]);
    assert_eq!(arabic.status.code(), Some(2), "{arabic:?}");
}
