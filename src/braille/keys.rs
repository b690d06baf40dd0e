//! BrlAPI key codes, as a client in BRLTTY-command mode reads them, turned into the few keys
//! anna acts on.
//!
//! A key code is 64 bits: flags (shift, control, …) in the upper half, then the type (a BRLTTY
//! command or an X keysym) and the code. Typed characters arrive as keysyms: Latin-1 as
//! themselves, everything else as `0x01000000 | code point`.

const FLAGS_MASK: u64 = 0xFFFF_FFFF_0000_0000;
const TYPE_MASK: u64 = 0xE000_0000;
const TYPE_CMD: u64 = 0x2000_0000;
const TYPE_SYM: u64 = 0x0000_0000;
const CODE_MASK: u64 = 0x1FFF_FFFF;
const CMD_BLK_MASK: u64 = 0x1FFF_0000;
const CMD_ARG_MASK: u64 = 0x0000_FFFF;
const SYM_UNICODE: u64 = 0x0100_0000;

/// BRLTTY command block of the routing keys (`BRLAPI_KEY_CMD_ROUTE`).
const BLK_ROUTE: u64 = 1 << 16;

/// A key pressed on the braille display or typed on its keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A typed character.
    Char(char),
    Enter,
    Backspace,
    Delete,
    Escape,
    /// Cursor keys of the braille keyboard, for the line being typed.
    CursorLeft,
    CursorRight,
    CursorHome,
    CursorEnd,
    /// Line up and line down (`LNUP`, `LNDN`, and the arrow keys up and down).
    LineUp,
    LineDown,
    /// Pan the window left or right (`FWINLT`, `FWINRT`, and their `SKIP` forms).
    PanLeft,
    PanRight,
    /// One cell left or right (`CHRLT`, `CHRRT`).
    CellLeft,
    CellRight,
    /// To the beginning or end of the line (`LNBEG`, `LNEND`).
    LineStart,
    LineEnd,
    /// To the top line, the board's far rank (`TOP`, `TOP_LEFT`).
    Top,
    /// To the bottom line, the message line (`BOT`, `BOT_LEFT`, `HOME`, `RETURN`).
    Bottom,
    /// The status line (`INFO`).
    Status,
    /// A routing key, the cell counted from 0 at the window's left end.
    Route(usize),
    /// Anything else, ignored.
    Other(u64),
}

/// Decodes one BrlAPI key code.
pub fn decode(code: u64) -> Key {
    let code = code & !FLAGS_MASK;
    match code & TYPE_MASK {
        TYPE_CMD => decode_command(code & CODE_MASK),
        TYPE_SYM => decode_sym(code & CODE_MASK),
        _ => Key::Other(code),
    }
}

fn decode_command(code: u64) -> Key {
    let arg = code & CMD_ARG_MASK;
    match code & CMD_BLK_MASK {
        0 => match arg {
            1 => Key::LineUp,
            2 => Key::LineDown,
            9 | 11 => Key::Top,
            10 | 12 => Key::Bottom,
            19 => Key::CellLeft,
            20 => Key::CellRight,
            23 | 25 => Key::PanLeft,
            24 | 26 => Key::PanRight,
            27 => Key::LineStart,
            28 => Key::LineEnd,
            29 | 31 => Key::Bottom,
            50 => Key::Status,
            _ => Key::Other(TYPE_CMD | code),
        },
        BLK_ROUTE => Key::Route(arg as usize),
        _ => Key::Other(TYPE_CMD | code),
    }
}

fn decode_sym(code: u64) -> Key {
    if code & 0x1F00_0000 == SYM_UNICODE {
        return match char::from_u32((code & 0x00FF_FFFF) as u32) {
            Some(c) if !c.is_control() => Key::Char(c),
            _ => Key::Other(code),
        };
    }
    match code {
        0x20..=0x7E | 0xA0..=0xFF => {
            char::from_u32(code as u32).map_or(Key::Other(code), Key::Char)
        }
        0xFF08 => Key::Backspace,
        0xFF0D | 0xFF8D => Key::Enter,
        0xFF1B => Key::Escape,
        0xFF50 => Key::CursorHome,
        0xFF51 => Key::CursorLeft,
        0xFF52 => Key::LineUp,
        0xFF53 => Key::CursorRight,
        0xFF54 => Key::LineDown,
        0xFF57 => Key::CursorEnd,
        0xFFFF => Key::Delete,
        _ => Key::Other(code),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn harness_codes() {
        assert_eq!(decode(0x61), Key::Char('a'));
        assert_eq!(decode(0xE4), Key::Char('ä'));
        assert_eq!(decode(0xFF0D), Key::Enter);
        assert_eq!(decode(0x2000_001F), Key::Bottom);
        assert_eq!(decode(0x2000_0002), Key::LineDown);
        assert_eq!(decode(0x2001_0003), Key::Route(3));
        assert_eq!(decode(0x0100_20AC), Key::Char('€'));
        // Shift and other flags do not change the key.
        assert_eq!(decode(0x0000_0001_0000_0053), Key::Char('S'));
    }
}
