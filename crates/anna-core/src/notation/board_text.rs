//! Reading a physical board from text: a FEN (the board part or a whole FEN) or a piece list
//! (docs/arbiter.md, "Boards"): entries such as `Kg1`, `Sf3`, `Nf3`, `e4` (a pawn), `Springer
//! g1`, `Springer Gustav eins`; a side word (`weiß`, `schwarz`, `white:`, `black:`, also
//! `weißer`, `schwarze` …) makes the following entries that side's, White until one is given; a
//! small FEN letter (`kg8`, `nf6`, `pe5`) is always a black piece. `B` is the bishop, as in SAN.
//! Squares and pieces are read in the vocabulary given and in every other built-in one.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square, fen::Fen};

use super::{AnnounceOptions, Vocabulary, normalize, parse_role, parse_square, push_square};
use crate::message::{Arg, Message};

/// Why a board given as text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// No piece is given.
    Empty,
    /// It has a `/` but is no FEN; the text, shortened.
    BadFen { text: String },
    /// Two pieces are given for one square.
    SquareTwice { square: Square },
    /// A piece word with no square after it.
    NoSquare { word: String },
    /// A word that is neither piece, square nor side.
    UnknownWord { word: String },
}

impl BoardError {
    /// The refusal, squares in the vocabulary's words as `opts` orient them.
    pub fn message(&self, opts: &AnnounceOptions) -> Message {
        match self {
            BoardError::Empty => Message::new("board-text-empty"),
            BoardError::BadFen { text } => {
                Message::new("board-text-bad-fen").with("word", Arg::Text(text.clone()))
            }
            BoardError::SquareTwice { square } => {
                let mut t = Vec::new();
                push_square(&mut t, *square, opts);
                Message::new("board-text-square-twice").with("square", Arg::Words(t))
            }
            BoardError::NoSquare { word } => {
                Message::new("board-text-no-square").with("word", Arg::Text(word.clone()))
            }
            BoardError::UnknownWord { word } => {
                Message::new("board-text-unknown-word").with("word", Arg::Text(word.clone()))
            }
        }
    }
}

impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message(&AnnounceOptions::default()).fmt(f)
    }
}

impl std::error::Error for BoardError {}

/// Reads a board given as a FEN or a piece list.
pub fn parse_board(
    text: &str,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<Board, BoardError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(BoardError::Empty);
    }
    if text.contains('/') {
        return Fen::from_ascii(text.as_bytes())
            .map(|fen| fen.as_setup().board.clone())
            .map_err(|_| BoardError::BadFen {
                text: shorten(text),
            });
    }
    let board = PieceList::new(vocab, opts).read(text)?;
    if board.occupied().is_empty() {
        return Err(BoardError::Empty);
    }
    Ok(board)
}

/// The words a piece list is read with: the player's own language first, then the other
/// built-in ones, so that a list copied from another language's text reads as well.
struct PieceList<'a> {
    vocab: &'a Vocabulary,
    opts: &'a AnnounceOptions,
    others: Vec<Vocabulary>,
}

impl<'a> PieceList<'a> {
    fn new(vocab: &'a Vocabulary, opts: &'a AnnounceOptions) -> Self {
        let others = Vocabulary::builtin_codes()
            .filter(|code| *code != vocab.code())
            .filter_map(Vocabulary::builtin)
            .collect();
        PieceList {
            vocab,
            opts,
            others,
        }
    }

    /// Reads the list word by word: a side's word changes the side of what follows, a compact
    /// entry ("Ke1"), a piece followed by its square, or a square alone for a pawn.
    fn read(&self, text: &str) -> Result<Board, BoardError> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty())
            .collect();
        let mut board = Board::empty();
        let mut side = Color::White;
        let mut i = 0;
        while i < words.len() {
            let word = words[i];
            if let Some(c) = side_word(word, self.vocab) {
                side = c;
                i += 1;
            } else if let Some((sq, piece)) = compact_entry(word, side) {
                put(sq, piece, &mut board)?;
                i += 1;
            } else if let Some(role) = self.role(word) {
                let Some((sq, n)) = self.square(&words[i + 1..]) else {
                    return Err(BoardError::NoSquare {
                        word: shorten(word),
                    });
                };
                put(sq, role.of(side), &mut board)?;
                i += 1 + n;
            } else if let Some((sq, n)) = self.square(&words[i..]) {
                put(sq, Role::Pawn.of(side), &mut board)?;
                i += n;
            } else {
                return Err(BoardError::UnknownWord {
                    word: shorten(word),
                });
            }
        }
        Ok(board)
    }

    fn role(&self, word: &str) -> Option<Role> {
        parse_role(word, self.vocab)
            .or_else(|| self.others.iter().find_map(|v| parse_role(word, v)))
    }

    /// The square the words begin with, said in one word or two, and how many words it took.
    fn square(&self, words: &[&str]) -> Option<(Square, usize)> {
        let one = words.first()?;
        if let Some(sq) = square_in(one, self.vocab, self.opts, &self.others) {
            return Some((sq, 1));
        }
        let two = format!("{one} {}", words.get(1)?);
        square_in(&two, self.vocab, self.opts, &self.others).map(|sq| (sq, 2))
    }
}

/// A piece put on its square; a square named twice is refused, not overwritten.
fn put(sq: Square, piece: Piece, board: &mut Board) -> Result<(), BoardError> {
    if board.piece_at(sq).is_some() {
        return Err(BoardError::SquareTwice { square: sq });
    }
    board.set_piece_at(sq, piece);
    Ok(())
}

fn square_in(
    text: &str,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
    others: &[Vocabulary],
) -> Option<Square> {
    parse_square(text, vocab, opts)
        .or_else(|| others.iter().find_map(|v| parse_square(text, v, opts)))
}

/// Input quoted back in a message, cut to a readable length.
fn shorten(text: &str) -> String {
    let clean: String = text
        .chars()
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .take(60)
        .collect();
    if text.chars().count() > 60 {
        format!("{clean}…")
    } else {
        clean
    }
}

/// A side word, with or without a colon, also as a German adjective ("weißer").
fn side_word(word: &str, vocab: &Vocabulary) -> Option<Color> {
    let w = normalize(word.trim_end_matches(':'));
    let is = |c: Color, stems: &[&str]| {
        w == normalize(vocab.side(c))
            || stems.iter().any(|s| {
                w.strip_prefix(s)
                    .is_some_and(|rest| ["", "e", "er", "en", "es"].contains(&rest))
            })
    };
    if is(Color::White, &["weiss"]) || w == "white" {
        Some(Color::White)
    } else if is(Color::Black, &["schwarz"]) || w == "black" {
        Some(Color::Black)
    } else {
        None
    }
}

/// `Kg1`, `Sf3`, `e4`, `Pe4`; a small FEN letter (`kg8`, `pe5`) is a black piece.
fn compact_entry(word: &str, side: Color) -> Option<(Square, Piece)> {
    let chars: Vec<char> = word.chars().collect();
    let (letter, file, rank) = match chars.as_slice() {
        [f, r] => (None, *f, *r),
        [l, f, r] => (Some(*l), *f, *r),
        _ => return None,
    };
    let sq = Square::from_coords(File::from_char(file)?, Rank::from_char(rank)?);
    let piece = match letter {
        None => Role::Pawn.of(side),
        Some(l) => {
            let role = match l {
                'K' | 'k' => Role::King,
                'Q' | 'D' | 'q' => Role::Queen,
                'R' | 'T' | 'r' => Role::Rook,
                'B' | 'L' | 'b' => Role::Bishop,
                'N' | 'S' | 'n' => Role::Knight,
                'P' | 'p' => Role::Pawn,
                _ => return None,
            };
            let color = if l.is_ascii_lowercase() {
                Color::Black
            } else {
                side
            };
            role.of(color)
        }
    };
    Some((sq, piece))
}
