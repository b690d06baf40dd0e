//! Text from other Lichess users (names, chat, a decline's reason) cleaned before it is shown,
//! said or written: the bidi controls that turn text around on screen (U+202A–U+202E,
//! U+2066–U+2069, U+061C, U+200E/U+200F), the invisible characters that hide in names
//! (the zero-width space, word joiners, the byte-order mark) and control characters. The
//! zero-width non-joiner and joiner (U+200C, U+200D) stay: Persian and Arabic words need them.
//! A name that is all of them is left empty; the caller says who it is otherwise.

/// Whether `c` changes how text is laid out or is not seen at all.
fn hidden(c: char) -> bool {
    matches!(c,
        '\u{202A}'..='\u{202E}'
        | '\u{2066}'..='\u{2069}'
        | '\u{061C}'
        | '\u{200B}'
        | '\u{200E}'
        | '\u{200F}'
        | '\u{2060}'..='\u{2064}'
        | '\u{FEFF}'
        | '\u{180E}'
    ) || c.is_control()
}

/// `text` without bidi controls, invisible characters and control characters.
pub fn clean(text: &str) -> String {
    text.chars().filter(|c| !hidden(*c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bidi_overrides_and_invisible_characters_are_taken_out() {
        assert_eq!(clean("Hec\u{202E}rot\u{202C}"), "Hecrot");
        assert_eq!(clean("Ma\u{200B}ria\u{FEFF}\u{2066}"), "Maria");
        assert_eq!(clean("good\u{0007} luck\n"), "good luck");
        // Persian and Arabic text stays as written, with its non-joiner.
        assert_eq!(clean("می\u{200C}شود"), "می\u{200C}شود");
    }
}
