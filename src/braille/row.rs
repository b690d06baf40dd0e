//! One line of braille as anna builds it: the cells (dots), the text BRLTTY shows beside them
//! for a sighted helper, and for each cell where it comes from (a character of the text, a
//! square of the board). A display shows a window of it, panned cell by cell.

use shakmaty::Square;

use crate::louis;

/// A whole line, longer than the display when it must be.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    /// ISO 11548-1 dots per cell (bit 0 = dot 1 … bit 7 = dot 8).
    pub cells: Vec<u8>,
    /// The text the cells stand for.
    pub text: Vec<char>,
    /// For each cell, the index in `text` of the character it shows.
    pub cell_char: Vec<usize>,
    /// For each character of `text`, its first cell.
    pub char_cell: Vec<usize>,
    /// For each cell, the board square it shows, if it shows one.
    pub squares: Vec<Option<Square>>,
    /// False when liblouis could not translate: BRLTTY's own text table then makes the dots.
    pub translated: bool,
}

/// What goes to the display: exactly `width` characters and, when translated, `width` cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub text: String,
    pub dots: Option<Vec<u8>>,
    /// The cursor's cell within the window.
    pub cursor: Option<usize>,
}

impl Row {
    pub fn new() -> Row {
        Row {
            translated: true,
            ..Row::default()
        }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Appends text translated with the liblouis table; without a table, or should liblouis
    /// fail, one cell per character and BRLTTY's text table for the dots.
    pub fn push_text(&mut self, text: &str, table: Option<&str>) {
        let chars: Vec<char> = text
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        if chars.is_empty() {
            return;
        }
        let clean: String = chars.iter().collect();
        let translated = table.and_then(|t| louis::to_cells(&clean, t).ok());
        let base_char = self.text.len();
        let base_cell = self.cells.len();
        match translated {
            Some((cells, t)) if !cells.is_empty() => {
                self.cells.extend_from_slice(&cells);
                self.cell_char.extend(
                    t.input_pos
                        .iter()
                        .map(|&p| base_char + p.min(chars.len() - 1)),
                );
                self.char_cell.extend(
                    (0..chars.len())
                        .map(|j| base_cell + t.output_pos.get(j).copied().unwrap_or(cells.len())),
                );
                self.squares.extend(std::iter::repeat_n(None, cells.len()));
            }
            _ => {
                self.translated = false;
                for (j, _) in chars.iter().enumerate() {
                    self.cells.push(0);
                    self.cell_char.push(base_char + j);
                    self.char_cell.push(base_cell + j);
                    self.squares.push(None);
                }
            }
        }
        self.text.extend(chars);
    }

    /// Appends one cell of given dots, shown as `shown` in the text.
    pub fn push_cell(&mut self, shown: char, dots: u8, square: Option<Square>) {
        self.char_cell.push(self.cells.len());
        self.cell_char.push(self.text.len());
        self.text.push(shown);
        self.cells.push(dots);
        self.squares.push(square);
    }

    /// The cell that shows character `index` (the end of the row for the end of the text).
    pub fn cell_of_char(&self, index: usize) -> usize {
        self.char_cell
            .get(index)
            .copied()
            .unwrap_or(self.cells.len())
    }

    /// The character a cell shows.
    pub fn char_of_cell(&self, cell: usize) -> usize {
        self.cell_char.get(cell).copied().unwrap_or(self.text.len())
    }

    /// The window of `width` cells starting at cell `offset`, with the cursor at cell `cursor`
    /// of the row if it falls in the window.
    pub fn window(&self, offset: usize, width: usize, cursor: Option<usize>) -> Frame {
        let width = width.max(1);
        let start = offset.min(self.len());
        let end = (start + width).min(self.len());
        let dots = self.translated.then(|| {
            let mut dots: Vec<u8> = self.cells[start..end].to_vec();
            dots.resize(width, 0);
            dots
        });
        let (from, to) = if self.translated {
            let from = if start < self.len() {
                self.char_of_cell(start)
            } else {
                self.text.len()
            };
            let to = if end < self.len() {
                self.char_of_cell(end).max(from)
            } else {
                self.text.len()
            };
            (from, to)
        } else {
            (start.min(self.text.len()), end.min(self.text.len()))
        };
        let mut text: Vec<char> = self.text[from..to].iter().copied().take(width).collect();
        text.resize(width, ' ');
        Frame {
            text: text.into_iter().collect(),
            dots,
            cursor: cursor.and_then(|c| (c >= start && c < start + width).then(|| c - start)),
        }
    }
}

/// The dots of a Latin letter in every braille of Latin script (a = dot 1 … z = dots 1356).
pub fn letter_dots(letter: char) -> Option<u8> {
    const LETTERS: [u8; 26] = [
        0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A, 0x05, 0x07, 0x0D, 0x1D, 0x15,
        0x0F, 0x1F, 0x17, 0x0E, 0x1E, 0x25, 0x27, 0x3A, 0x2D, 0x3D, 0x35,
    ];
    let lower = letter.to_ascii_lowercase();
    lower
        .is_ascii_lowercase()
        .then(|| LETTERS[(lower as u8 - b'a') as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_pads_and_maps() {
        let mut row = Row::new();
        row.push_text("Eva vier", Some("de-g0.utb"));
        assert!(row.translated);
        assert_eq!(row.len(), 8);
        let f = row.window(0, 10, Some(3));
        assert_eq!(f.text, "Eva vier  ");
        assert_eq!(f.dots.as_ref().map(Vec::len), Some(10));
        assert_eq!(f.cursor, Some(3));
        let f = row.window(4, 3, None);
        assert_eq!(f.text, "vie");
    }

    #[test]
    fn digits_take_a_number_sign() {
        let mut row = Row::new();
        row.push_text("1. e4", Some("de-g0.utb"));
        assert_eq!(row.len(), 7);
        assert_eq!(row.cell_of_char(2), 3);
        assert_eq!(row.window(0, 7, None).text, "1. e4  ");
    }

    #[test]
    fn letters() {
        assert_eq!(letter_dots('a'), Some(0x01));
        assert_eq!(letter_dots('S'), Some(0x0E));
        assert_eq!(letter_dots('w'), Some(0x3A));
        assert_eq!(letter_dots('1'), None);
    }
}
