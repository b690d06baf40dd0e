//! Single squares, files, ranks, sides and piece kinds named in a command ("feld Eva vier",
//! "reihe 4", "figuren schwarz Springer"), read with the same words as moves.

use shakmaty::{Color, File, Rank, Role, Square};

use super::lexer::{Casing, lex};
use super::options::AnnounceOptions;
use super::spelling::normalize;
use super::vocab::{Vocabulary, Word};

fn symbols(text: &str, vocab: &Vocabulary) -> Option<(Vec<Word>, bool)> {
    let lexemes = lex(text, vocab, Casing::Exact).ok()?;
    let spoken = lexemes.iter().any(|l| l.spoken);
    let syms = lexemes
        .iter()
        .map(|l| l.alternatives[0])
        .filter(|s| *s != Word::Filler)
        .collect();
    Some((syms, spoken))
}

/// A square: "e4", "Eva vier", "eva 4". Ranks said in words follow the rank orientation.
pub fn parse_square(text: &str, vocab: &Vocabulary, opts: &AnnounceOptions) -> Option<Square> {
    let lower = text.to_lowercase();
    let (syms, spoken) = symbols(&lower, vocab)?;
    match syms.as_slice() {
        [Word::File(f), Word::Rank(r)] => Some(Square::from_coords(
            *f,
            if spoken { opts.orient(*r) } else { *r },
        )),
        _ => None,
    }
}

/// A rank: "4" or "vier" (a word follows the rank orientation).
pub fn parse_rank(text: &str, vocab: &Vocabulary, opts: &AnnounceOptions) -> Option<Rank> {
    let (syms, spoken) = symbols(text, vocab)?;
    match syms.as_slice() {
        [Word::Rank(r)] => Some(if spoken { opts.orient(*r) } else { *r }),
        _ => None,
    }
}

/// A file: "e" or "Eva".
pub fn parse_file(text: &str, vocab: &Vocabulary) -> Option<File> {
    let lower = text.to_lowercase();
    let (syms, _) = symbols(&lower, vocab)?;
    match syms.as_slice() {
        [Word::File(f)] => Some(*f),
        _ => None,
    }
}

/// A kind of piece: "Springer", "Knight", "S", "N".
pub fn parse_role(text: &str, vocab: &Vocabulary) -> Option<Role> {
    let (syms, _) = symbols(text, vocab)?;
    match syms.as_slice() {
        [Word::Piece(role)] => Some(*role),
        _ => None,
    }
}

/// A side, in the vocabulary's words or in German or English.
pub fn parse_side(text: &str, vocab: &Vocabulary) -> Option<Color> {
    let word = normalize(text);
    [Color::White, Color::Black].into_iter().find(|&c| {
        normalize(vocab.side(c)) == word
            || match c {
                Color::White => ["weiss", "white", "w"].contains(&word.as_str()),
                Color::Black => ["schwarz", "black", "s"].contains(&word.as_str()),
            }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_in_every_form() {
        let de = Vocabulary::builtin("de").unwrap();
        let o = AnnounceOptions::default();
        for t in ["e4", "E4", "Eva vier", "eva 4", "Eva4"] {
            assert_eq!(parse_square(t, &de, &o), Some(Square::E4), "{t}");
        }
        assert_eq!(parse_square("Eva", &de, &o), None);
        assert_eq!(parse_square("z9", &de, &o), None);
        let black = AnnounceOptions {
            rank_orientation: Color::Black,
            ..o
        };
        assert_eq!(parse_square("Eva vier", &de, &black), Some(Square::E5));
        assert_eq!(parse_square("e4", &de, &black), Some(Square::E4));
    }

    #[test]
    fn sides_and_kinds() {
        let de = Vocabulary::builtin("de").unwrap();
        assert_eq!(parse_side("Weiß", &de), Some(Color::White));
        assert_eq!(parse_side("black", &de), Some(Color::Black));
        assert_eq!(parse_role("Springer", &de), Some(Role::Knight));
        assert_eq!(parse_role("N", &de), Some(Role::Knight));
        assert_eq!(parse_file("Hector", &de), Some(File::H));
        assert_eq!(
            parse_rank("acht", &de, &AnnounceOptions::default()),
            Some(Rank::Eighth)
        );
    }
}
