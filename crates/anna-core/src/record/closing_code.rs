//! The closing code: evidence of the record that does not live in the journal's folder. When a
//! game ends (and on `prüfcode` at any time) anna says and shows a short code that the arbiter
//! writes on the result slip; `anna check GAME --code CODE` later says whether the journal is
//! the game the code was given for.
//!
//! The code is SHA-256 over the whole chain of records up to that moment: a fixed beginning,
//! then each record's line as the journal holds it (the text its CRC covers), each followed by
//! a line break. A change to any record (a move, the result, a name, a time), a record cut
//! off, reordered or inserted, gives another code, whether or not the CRC chain was computed
//! again: unlike the CRC, which stops accidents, the hash cannot be made to fit by a forger.
//! What it cannot show is a change made before the code was given: the code is the record as
//! it was then.
//!
//! # How the code is written
//!
//! Sixteen characters in four groups of four, `7KQ2-M4XA-9RTB-0HCE`: fifteen carry the first
//! 75 bits of the hash, the last is a check character. The characters are Douglas Crockford's
//! base 32: the digits and the Latin capitals without I, L, O and U. Without I, L and O no
//! letter can be taken for the digits 1 and 0, in handwriting or in speech; U is left out so
//! that no group spells a rude English word. Digits and Latin capitals are written the same on
//! every score sheet of the four languages, and the letters can be spelled aloud in each of
//! them. Read back, case, spaces and dashes do not count, `O` is read as `0` and `I` and `L` as
//! `1`, Arabic-Indic and Persian digits as the digits, as Crockford's rules say.
//!
//! The check character is a weighted sum of the fifteen others in GF(32), the character in
//! place `i` weighted by α^i: one character miswritten, or two neighbouring characters swapped,
//! always changes it. So a code copied wrongly is found as a slip of the pen ("check what was
//! written"), not taken for a forged journal.

use std::fmt;

use sha2::{Digest, Sha256};

use crate::message::{Arg, Message};

/// Crockford's base 32: the digits and the capitals without I, L, O and U.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// What the hash begins with: the code of anna's first chain format.
const DOMAIN: &[u8] = b"anna-closing-code-1\n";

/// Characters that carry the hash.
const DATA: usize = 15;

/// Characters in all: the data and the check character.
pub const CODE_LENGTH: usize = DATA + 1;

/// Characters in a group.
const GROUP: usize = 4;

/// The hash of a chain of records, continued record by record: the journal's writer keeps one
/// for the code of its game so far, and the reader one for the code after each record.
#[derive(Clone, Debug)]
pub struct CodeChain(Sha256);

impl Default for CodeChain {
    fn default() -> CodeChain {
        let mut hash = Sha256::new();
        hash.update(DOMAIN);
        CodeChain(hash)
    }
}

impl CodeChain {
    /// Continues the chain with a record's line (the text its CRC covers).
    pub fn add(&mut self, line: &str) {
        self.0.update(line.as_bytes());
        self.0.update(b"\n");
    }

    /// The code of the chain so far.
    pub fn code(&self) -> ClosingCode {
        let digest = self.0.clone().finalize();
        let mut first = [0u8; 16];
        first[..10].copy_from_slice(&digest[..10]);
        // The first 80 bits, of which the top 75 are used.
        let bits = u128::from_be_bytes(first) >> 53;
        let mut symbols = [0u8; CODE_LENGTH];
        for (i, symbol) in symbols.iter_mut().take(DATA).enumerate() {
            *symbol = ((bits >> (5 * (DATA - 1 - i))) & 31) as u8;
        }
        symbols[DATA] = check_symbol(&symbols[..DATA]);
        ClosingCode(symbols)
    }
}

/// A closing code: sixteen values below 32, the last the check of the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClosingCode([u8; CODE_LENGTH]);

/// Why a typed code is not a code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not sixteen characters (spaces and dashes not counted).
    Length { found: usize },
    /// A character the alphabet does not have.
    Character { found: char },
    /// The check character does not fit: a character written wrongly.
    Check,
}

impl CodeError {
    pub fn message(&self) -> Message {
        match self {
            CodeError::Length { found } => Message::new("code-bad-length")
                .with("found", *found)
                .with("length", CODE_LENGTH),
            CodeError::Character { found } => {
                Message::new("code-bad-character").with("found", Arg::Text(found.to_string()))
            }
            CodeError::Check => Message::new("code-bad-check"),
        }
    }
}

impl ClosingCode {
    /// A code as a person typed or copied it: case, spaces and dashes do not count, `O` is
    /// `0`, `I` and `L` are `1`, Arabic-Indic and Persian digits are digits.
    pub fn parse(text: &str) -> Result<ClosingCode, CodeError> {
        let mut values = Vec::new();
        for ch in text.chars() {
            if ch.is_whitespace() || matches!(ch, '-' | '‐' | '‑' | '–' | '—' | '_' | '.') {
                continue;
            }
            values.push(value_of(ch).ok_or(CodeError::Character { found: ch })?);
        }
        let symbols: [u8; CODE_LENGTH] = values
            .try_into()
            .map_err(|v: Vec<u8>| CodeError::Length { found: v.len() })?;
        if check_symbol(&symbols[..DATA]) != symbols[DATA] {
            return Err(CodeError::Check);
        }
        Ok(ClosingCode(symbols))
    }

    /// The groups of four characters, as they are written: `["7KQ2", "M4XA", …]`.
    pub fn groups(&self) -> Vec<String> {
        self.0
            .chunks(GROUP)
            .map(|group| {
                group
                    .iter()
                    .map(|v| char::from(ALPHABET[*v as usize]))
                    .collect()
            })
            .collect()
    }

    /// The code for a message: its groups, one after the other, each character apart, so that
    /// a speech engine spells every group ("7 K Q 2") instead of reading it as a word, and a
    /// voice pack says each digit and letter.
    pub fn arg(&self) -> Arg {
        Arg::Series(
            self.groups()
                .iter()
                .map(|group| {
                    let chars: Vec<String> = group.chars().map(String::from).collect();
                    Arg::Text(chars.join(" "))
                })
                .collect(),
        )
    }
}

/// Written as on the result slip: `7KQ2-M4XA-9RTB-0HCE`.
impl fmt::Display for ClosingCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.groups().join("-"))
    }
}

/// A typed character's value, by Crockford's reading.
fn value_of(ch: char) -> Option<u8> {
    let ch = match ch {
        '\u{0660}'..='\u{0669}' => char::from(b'0' + (u32::from(ch) - 0x0660) as u8),
        '\u{06F0}'..='\u{06F9}' => char::from(b'0' + (u32::from(ch) - 0x06F0) as u8),
        'O' | 'o' => '0',
        'I' | 'i' | 'L' | 'l' => '1',
        other => other.to_ascii_uppercase(),
    };
    if !ch.is_ascii() {
        return None;
    }
    ALPHABET
        .iter()
        .position(|c| *c == ch as u8)
        .map(|v| v as u8)
}

/// Multiplication in GF(32), modulo x⁵ + x² + 1 (primitive: x generates all 31 non-zero
/// elements).
fn times(mut a: u8, mut b: u8) -> u8 {
    let mut product = 0;
    while b != 0 {
        if b & 1 != 0 {
            product ^= a;
        }
        b >>= 1;
        a <<= 1;
        if a & 32 != 0 {
            a ^= 0b100101;
        }
    }
    product
}

/// Σ α^i · symbol_i in GF(32), with α = x: distinct non-zero weights (α has order 31 > 15),
/// and α^i + α^(i+1) ≠ 0, so one changed symbol and two neighbours swapped are always found.
fn check_symbol(data: &[u8]) -> u8 {
    let mut weight = 1u8;
    let mut sum = 0u8;
    for symbol in data {
        sum ^= times(weight, *symbol);
        weight = times(weight, 2);
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(lines: &[&str]) -> ClosingCode {
        let mut chain = CodeChain::default();
        for line in lines {
            chain.add(line);
        }
        chain.code()
    }

    #[test]
    fn a_code_reads_back_however_it_was_copied() {
        let code = code_of(&["{\"at\":1,\"seq\":1,\"kind\":\"setup\"}"]);
        let written = code.to_string();
        assert_eq!(written.len(), 19);
        assert_eq!(ClosingCode::parse(&written), Ok(code));
        let loose = written.to_lowercase().replace('-', " ").replace('0', "o");
        assert_eq!(ClosingCode::parse(&loose), Ok(code));
        assert_eq!(ClosingCode::parse(&written.replace('-', "")), Ok(code));
        assert!(code.groups().iter().all(|g| g.len() == 4));
    }

    #[test]
    fn every_slip_of_one_character_or_one_swap_is_found() {
        let code = code_of(&["a", "b"]);
        let written: Vec<char> = code.groups().concat().chars().collect();
        for i in 0..CODE_LENGTH {
            for &c in ALPHABET {
                let mut changed = written.clone();
                if changed[i] == char::from(c) {
                    continue;
                }
                changed[i] = char::from(c);
                let text: String = changed.iter().collect();
                assert_eq!(ClosingCode::parse(&text), Err(CodeError::Check), "{text}");
            }
            if i + 1 < CODE_LENGTH && written[i] != written[i + 1] {
                let mut swapped = written.clone();
                swapped.swap(i, i + 1);
                let text: String = swapped.iter().collect();
                assert_eq!(ClosingCode::parse(&text), Err(CodeError::Check), "{text}");
            }
        }
    }

    #[test]
    fn another_chain_gives_another_code() {
        let whole = code_of(&["a", "b", "c"]);
        assert_ne!(code_of(&["a", "b"]), whole);
        assert_ne!(code_of(&["a", "c", "b"]), whole);
        assert_ne!(code_of(&["ab", "c"]), whole, "lines are kept apart");
        assert_eq!(code_of(&["a", "b", "c"]), whole);
    }

    #[test]
    fn what_is_not_a_code_says_why() {
        assert_eq!(
            ClosingCode::parse("7KQ2-M4XA"),
            Err(CodeError::Length { found: 8 })
        );
        assert_eq!(
            ClosingCode::parse("7KQ2-M4XA-9RTB-0HCU"),
            Err(CodeError::Character { found: 'U' })
        );
    }
}
