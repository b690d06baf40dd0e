//! Cutting typed or spoken input into symbols: vocabulary words, castling signs, and the letters
//! and digits of SAN, long algebraic and UCI.
//!
//! Input is read twice (announcements.md, "Letter case"): first exactly as typed, where capitals
//! are pieces and small letters are files; then with small letters that may mean several things
//! (`b`: the b-file or the bishop; `d`: the d-file or the Dame) and the position settles it. A
//! capital piece letter means its piece in both readings.

use shakmaty::{CastlingSide, File, Rank, Role};

use super::spelling::{fold_input, normalize};
use super::vocab::{MAX_PHRASE_WORDS, Vocabulary, Word};

/// Longest input read at all, in characters: nothing a person types for one move comes near it,
/// and it bounds the work the relaxed reading can cause.
pub const MAX_INPUT_CHARS: usize = 120;

/// One symbol, or the several it may be in the relaxed reading, with the text it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lexeme {
    pub alternatives: Vec<Word>,
    pub text: String,
    /// A file or rank said as a word of the vocabulary ("Felix", "drei"), not typed as a
    /// coordinate: such squares follow the rank orientation, and a square without a piece then
    /// means any piece that can go there.
    pub spoken: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Casing {
    Exact,
    IgnoringCase,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexError {
    Empty,
    TooLong,
    UnknownWord(String),
}

/// Whether a typed word names a piece (a piece word of the vocabulary, or a piece letter as
/// typed: "S", "L", "N"), so that a line starting with it reads as a move even where the same
/// letter is also a command's key ("S e5" is the knight, not "speichern").
pub fn names_a_piece(word: &str, vocab: &Vocabulary) -> bool {
    lex(word, vocab, Casing::Exact).is_ok_and(|lexemes| {
        matches!(lexemes.as_slice(), [one] if one.alternatives.iter().any(|w| matches!(w, Word::Piece(_))))
    })
}

/// Cuts the input into lexemes under one reading.
pub fn lex(input: &str, vocab: &Vocabulary, reading: Casing) -> Result<Vec<Lexeme>, LexError> {
    if input.chars().count() > MAX_INPUT_CHARS {
        return Err(LexError::TooLong);
    }
    let input = fold_input(input);
    let chunks: Vec<&str> = split_chunks(&input);
    if chunks.is_empty() {
        return Err(LexError::Empty);
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < chunks.len() {
        if let Some((word, n)) = phrase_at(&chunks[i..], vocab) {
            let text = chunks[i..i + n].join(" ");
            let spoken = matches!(word, Word::File(_) | Word::Rank(_));
            out.push(Lexeme {
                alternatives: vec![word],
                text,
                spoken,
            });
            i += n;
            continue;
        }
        let chunk = chunks[i];
        if let Some(side) = castling_sign(chunk) {
            out.push(single(Word::Castle(Some(side)), chunk));
        } else if let Ok(mut lexemes) = lex_chars(chunk, reading) {
            // Letters first: "The1" is the German rook from the h-file, not the word "the".
            out.append(&mut lexemes);
        } else if let Some(mut lexemes) = lex_mixed(chunk, vocab, reading) {
            out.append(&mut lexemes);
        } else {
            return Err(LexError::UnknownWord(chunk.to_string()));
        }
        i += 1;
    }
    Ok(out)
}

/// Whitespace and commas separate chunks; "e.p." becomes one word; a leading move number
/// ("12." or "12...") is dropped, so moves copied from a score sheet read as typed.
fn split_chunks(input: &str) -> Vec<&str> {
    input
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter_map(|chunk| {
            let digits = chunk.len() - chunk.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            let rest = &chunk[digits..];
            let chunk = if digits > 0 && rest.starts_with('.') {
                rest.trim_start_matches('.')
            } else {
                chunk
            };
            (!chunk.is_empty()).then_some(chunk)
        })
        .collect()
}

/// The longest vocabulary phrase starting at the first chunk, and how many chunks it takes.
fn phrase_at(chunks: &[&str], vocab: &Vocabulary) -> Option<(Word, usize)> {
    let longest = chunks.len().min(MAX_PHRASE_WORDS);
    (1..=longest).rev().find_map(|n| {
        let key: Vec<String> = chunks[..n]
            .iter()
            .map(|c| normalize(strip_marks(c)))
            .collect();
        if key.iter().any(String::is_empty) {
            return None;
        }
        vocab
            .lookup(&key)
            .or_else(|| {
                // «الحصان», «پیاده‌ی»: the word as the vocabulary has it, without the article
                // or the ezafe.
                let bare: Vec<String> = key
                    .iter()
                    .map(|k| super::bare(k).unwrap_or_else(|| k.clone()))
                    .collect();
                (bare != key).then(|| vocab.lookup(&bare)).flatten()
            })
            .map(|w| (w, n))
    })
}

/// A word with the check and annotation marks a person may type after it ("Schach!").
fn strip_marks(chunk: &str) -> &str {
    let stripped = chunk.trim_end_matches(['+', '#', '!', '?']);
    if stripped.eq_ignore_ascii_case("e.p.") {
        stripped
    } else {
        stripped.trim_end_matches('.')
    }
}

/// `0-0`, `O-O`, `o-o`, `00` and the long forms, with an optional check mark.
fn castling_sign(chunk: &str) -> Option<CastlingSide> {
    let body = chunk.trim_end_matches(['+', '#', '!', '?']);
    let noughts: Vec<char> = body.chars().filter(|&c| c != '-').collect();
    if !noughts.iter().all(|&c| matches!(c, '0' | 'O' | 'o')) {
        return None;
    }
    match noughts.len() {
        2 => Some(CastlingSide::KingSide),
        3 => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// A chunk such as "felix3" or "Eva4": vocabulary words glued to digits or signs.
fn lex_mixed(chunk: &str, vocab: &Vocabulary, reading: Casing) -> Option<Vec<Lexeme>> {
    let mut runs: Vec<(bool, &str)> = Vec::new();
    let mut start = 0;
    let mut prev: Option<bool> = None;
    for (idx, ch) in chunk.char_indices() {
        let alpha = ch.is_alphabetic();
        if let Some(p) = prev.filter(|&p| p != alpha) {
            runs.push((p, &chunk[start..idx]));
            start = idx;
        }
        prev = Some(alpha);
    }
    runs.push((prev?, &chunk[start..]));
    if runs.len() < 2 {
        return None;
    }
    let mut out = Vec::new();
    for (alpha, text) in runs {
        if alpha {
            // A whole word of the vocabulary ("felix", "ep", "mate"), else SAN letters ("exf").
            match vocab
                .lookup(&[normalize(text)])
                .filter(|_| text.chars().count() >= 2)
            {
                Some(word) => out.push(Lexeme {
                    alternatives: vec![word],
                    text: text.to_string(),
                    spoken: matches!(word, Word::File(_) | Word::Rank(_)),
                }),
                None => out.append(&mut lex_chars(text, reading).ok()?),
            }
        } else {
            out.append(&mut lex_chars(text, reading).ok()?);
        }
    }
    Some(out)
}

/// A chunk read letter by letter, as SAN, long algebraic or UCI.
fn lex_chars(chunk: &str, reading: Casing) -> Result<Vec<Lexeme>, LexError> {
    let mut out = Vec::new();
    for ch in chunk.chars() {
        let alternatives = match reading {
            Casing::Exact => exact_char(ch),
            Casing::IgnoringCase => relaxed_char(ch),
        };
        match alternatives {
            Some(alts) if alts.is_empty() => {}
            Some(alternatives) => out.push(Lexeme {
                alternatives,
                text: ch.to_string(),
                spoken: false,
            }),
            None => return Err(LexError::UnknownWord(chunk.to_string())),
        }
    }
    Ok(out)
}

fn single(word: Word, text: &str) -> Lexeme {
    Lexeme {
        alternatives: vec![word],
        text: text.to_string(),
        spoken: false,
    }
}

/// Signs that mean the same in both readings; `Some(vec![])` for a sign that is skipped.
fn sign(ch: char) -> Option<Vec<Word>> {
    Some(match ch {
        '1'..='8' => vec![Word::Rank(Rank::from_char(ch)?)],
        'x' | 'X' | ':' | '×' => vec![Word::Takes],
        '+' => vec![Word::Check],
        '#' => vec![Word::Checkmate],
        '-' | '=' | '–' => vec![Word::Filler],
        '(' | ')' | '!' | '?' | '.' => vec![],
        // Figurine notation, either colour's symbol.
        '♔' | '♚' => vec![Word::Piece(Role::King)],
        '♕' | '♛' => vec![Word::Piece(Role::Queen)],
        '♖' | '♜' => vec![Word::Piece(Role::Rook)],
        '♗' | '♝' => vec![Word::Piece(Role::Bishop)],
        '♘' | '♞' => vec![Word::Piece(Role::Knight)],
        '♙' | '♟' => vec![Word::Piece(Role::Pawn)],
        _ => return None,
    })
}

/// Exactly as typed: capitals are pieces (English and German letters), small letters are files,
/// and a small q, r or n is a UCI promotion.
fn exact_char(ch: char) -> Option<Vec<Word>> {
    let role = match ch {
        'K' => Role::King,
        'Q' | 'D' | 'q' => Role::Queen,
        'R' | 'T' | 'r' => Role::Rook,
        'B' | 'L' => Role::Bishop,
        'N' | 'S' | 'n' => Role::Knight,
        'P' => Role::Pawn,
        'a'..='h' => return Some(vec![Word::File(File::from_char(ch)?)]),
        _ => return sign(ch),
    };
    Some(vec![Word::Piece(role)])
}

/// Ignoring case: every meaning a letter can have. A capital piece letter keeps its piece
/// (announcements.md: `Bc4` is the bishop, never a pawn move); other capitals ("E5") are read
/// as the small letter.
fn relaxed_char(ch: char) -> Option<Vec<Word>> {
    if ch.is_ascii_uppercase()
        && let Some(piece) = exact_char(ch).filter(|w| matches!(w.as_slice(), [Word::Piece(_)]))
    {
        return Some(piece);
    }
    let lower = ch.to_ascii_lowercase();
    let file = || File::from_char(lower).map(Word::File);
    Some(match lower {
        'b' => vec![file()?, Word::Piece(Role::Bishop)],
        'd' => vec![file()?, Word::Piece(Role::Queen)],
        'a' | 'c' | 'e' | 'f' | 'g' | 'h' => vec![file()?],
        'k' => vec![Word::Piece(Role::King)],
        'q' => vec![Word::Piece(Role::Queen)],
        'r' | 't' => vec![Word::Piece(Role::Rook)],
        'l' => vec![Word::Piece(Role::Bishop)],
        'n' | 's' => vec![Word::Piece(Role::Knight)],
        'p' => vec![Word::Piece(Role::Pawn)],
        _ => return sign(ch),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syms(input: &str, reading: Casing) -> Vec<Vec<Word>> {
        let de = Vocabulary::builtin("de").unwrap();
        lex(input, &de, reading)
            .unwrap()
            .into_iter()
            .map(|l| l.alternatives)
            .collect()
    }

    /// The 2018 Arabic edition writes "+" as «كش ملك» and "#" as «كش مات»: «كش ملك» is check,
    /// not mate; the older stalemate and en-passant words are still read.
    #[test]
    fn arabic_check_words_are_the_laws() {
        for code in ["ar", "ar-native"] {
            let ar = Vocabulary::builtin(code).unwrap();
            let words = |input: &str| -> Vec<Vec<Word>> {
                lex(input, &ar, Casing::Exact)
                    .unwrap()
                    .into_iter()
                    .map(|l| l.alternatives)
                    .collect()
            };
            assert_eq!(words("كش ملك"), vec![vec![Word::Check]], "{code}");
            assert_eq!(words("كش مات"), vec![vec![Word::Checkmate]], "{code}");
            assert_eq!(words("خنق الملك"), words("ملك مخنوق"), "{code}");
            assert_eq!(words("الأسر بالمرور"), words("أون باسان"), "{code}");
            assert_eq!(words("يأسر"), words("يأخذ"), "{code}");
        }
    }

    #[test]
    fn castling_signs() {
        for s in ["0-0", "O-O", "o-o", "00", "0-0+"] {
            assert_eq!(castling_sign(s), Some(CastlingSide::KingSide), "{s}");
        }
        assert_eq!(castling_sign("0-0-0"), Some(CastlingSide::QueenSide));
        assert_eq!(castling_sign("0"), None);
        assert_eq!(castling_sign("e4"), None);
    }

    #[test]
    fn words_glued_to_digits() {
        assert_eq!(
            syms("felix3", Casing::Exact),
            vec![vec![Word::File(File::F)], vec![Word::Rank(Rank::Third)]]
        );
    }

    #[test]
    fn move_numbers_are_dropped() {
        assert_eq!(syms("12. e4", Casing::Exact), syms("e4", Casing::Exact));
        assert_eq!(syms("12...e5", Casing::Exact), syms("e5", Casing::Exact));
    }

    #[test]
    fn small_b_has_two_meanings_only_when_case_is_ignored() {
        assert_eq!(syms("b", Casing::Exact), vec![vec![Word::File(File::B)]]);
        assert_eq!(syms("b", Casing::IgnoringCase)[0].len(), 2);
        assert_eq!(
            syms("B", Casing::IgnoringCase),
            vec![vec![Word::Piece(Role::Bishop)]]
        );
    }

    #[test]
    fn unknown_chunk_is_named() {
        let de = Vocabulary::builtin("de").unwrap();
        assert_eq!(
            lex("Zebra f3", &de, Casing::Exact),
            Err(LexError::UnknownWord("Zebra".into()))
        );
    }
}
