//! Why input names no move, said in the vocabulary's own words.

use std::fmt;

use shakmaty::{CastlingSide, Chess, Move, Role, Square};

use super::announce::{announce, push_square};
use super::options::{AnnounceOptions, Origin};
use super::token::Token;
use super::vocab::Vocabulary;

/// What is wrong with the input, in terms of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    Empty,
    TooLong,
    UnknownWord(String),
    UnexpectedWord(String),
    NoDestination(String),
    NoPiece {
        role: Option<Role>,
        to: Square,
    },
    NothingToCapture(Square),
    NotEnPassant(Square),
    /// Every move the input could mean; two or more.
    Ambiguous(Vec<Move>),
    LeavesKingInCheck(Move),
    PromotionMissing(Square),
    CastleImpossible(Option<CastlingSide>),
}

/// A refusal with its message, as tokens (for speech and braille) and as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ParseErrorKind,
    pub tokens: Vec<Token>,
    message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

impl ParseError {
    /// Words the message in the vocabulary; moves are named with their origin so that a
    /// listener can tell them apart.
    pub fn new(
        kind: ParseErrorKind,
        pos: &Chess,
        vocab: &Vocabulary,
        opts: &AnnounceOptions,
    ) -> Self {
        let m = vocab.messages();
        let named = AnnounceOptions {
            origin: Origin::Always,
            ..*opts
        };
        let move_words = |mv: &Move| announce(pos, *mv, &named);
        let square = |sq: &Square| {
            let mut t = Vec::new();
            push_square(&mut t, *sq, opts);
            t
        };
        // Control characters typed by accident (arrow keys) are not sent back to the terminal.
        let quoted = |w: &str| {
            let clean: String = w
                .chars()
                .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
                .collect();
            vec![Token::Text(format!("\"{clean}\""))]
        };
        let (template, slot): (&str, Vec<Token>) = match &kind {
            ParseErrorKind::Empty => (&m.empty, vec![]),
            ParseErrorKind::TooLong => (&m.too_long, vec![]),
            ParseErrorKind::UnknownWord(w) => (&m.unknown_word, quoted(w)),
            ParseErrorKind::UnexpectedWord(w) => (&m.unexpected_word, quoted(w)),
            ParseErrorKind::NoDestination(w) => (&m.no_destination, quoted(w)),
            ParseErrorKind::NoPiece { to, .. } => (&m.no_piece, square(to)),
            ParseErrorKind::NothingToCapture(to) => (&m.nothing_to_capture, square(to)),
            ParseErrorKind::NotEnPassant(to) => (&m.not_en_passant, square(to)),
            ParseErrorKind::PromotionMissing(to) => (&m.promotion_missing, square(to)),
            ParseErrorKind::LeavesKingInCheck(mv) => (&m.leaves_king_in_check, move_words(mv)),
            ParseErrorKind::Ambiguous(moves) => {
                let mut t = Vec::new();
                for (i, mv) in moves.iter().enumerate() {
                    if i > 0 {
                        t.push(Token::Or);
                    }
                    t.extend(move_words(mv));
                }
                (&m.ambiguous, t)
            }
            ParseErrorKind::CastleImpossible(side) => (
                &m.castle_impossible,
                match side {
                    Some(CastlingSide::KingSide) => vec![Token::CastleShort],
                    Some(CastlingSide::QueenSide) => vec![Token::CastleLong],
                    None => vec![Token::CastleShort, Token::Or, Token::CastleLong],
                },
            ),
        };
        let piece = match &kind {
            ParseErrorKind::NoPiece {
                role: Some(role), ..
            } => Token::Piece(*role),
            _ => Token::AnyPiece,
        };
        let tokens = fill(template, |name| match name {
            "piece" => vec![piece.clone()],
            _ => slot.clone(),
        });
        let message = vocab.render(&tokens);
        ParseError {
            kind,
            tokens,
            message,
        }
    }
}

/// A message template with `{name}` slots turned into tokens: fixed wording as text tokens,
/// slots as whatever `slot` gives.
pub fn fill(template: &str, mut slot: impl FnMut(&str) -> Vec<Token>) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        push_text(&mut tokens, &rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                tokens.extend(slot(&after[..close]));
                rest = &after[close + 1..];
            }
            None => {
                push_text(&mut tokens, &rest[open..]);
                rest = "";
            }
        }
    }
    push_text(&mut tokens, rest);
    tokens
}

fn push_text(tokens: &mut Vec<Token>, text: &str) {
    let text = text.trim();
    if !text.is_empty() {
        tokens.push(Token::Text(text.to_string()));
    }
}
