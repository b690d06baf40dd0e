//! Text from outside anna (a name given on the command line, a language file, a voice pack's
//! manifest) made safe to print and to write: a control character could move a terminal's
//! cursor or clear its screen, and a line break in a PGN tag would begin a new game for every
//! PGN reader.

/// `text` on one line: every control character (line breaks, tabs, ESC, DEL, C1) a space.
pub fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// `text` with its lines kept: every control character but the line break and the tab left out
/// (ESC, carriage return, backspace, DEL, C1).
pub fn without_controls(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_control_character_is_left() {
        assert_eq!(one_line("Eve\n\n1. e4\r\u{1b}[2J"), "Eve  1. e4  [2J");
        assert_eq!(
            without_controls("a = b\r\n\u{1b}[1Ac\u{7f}\u{9b}\td\n"),
            "a = b\n[1Ac\td\n"
        );
    }
}
