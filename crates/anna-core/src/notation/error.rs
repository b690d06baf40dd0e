//! Why input names no move, said in the vocabulary's own words.

use std::fmt;

use shakmaty::{CastlingSide, Chess, Move, Role, Square};

use super::announce::{announce, push_square};
use super::options::{AnnounceOptions, Origin};
use crate::message::{Arg, Message, Token};

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

/// A refusal: what is wrong, and the move words its message needs, worded in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub kind: ParseErrorKind,
    message: Message,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

impl std::error::Error for ParseError {}

impl ParseError {
    /// Moves are named with their origin so that a listener can tell them apart.
    pub fn new(kind: ParseErrorKind, pos: &Chess, opts: &AnnounceOptions) -> Self {
        let named = AnnounceOptions {
            origin: Origin::Always,
            ..*opts
        };
        let move_words = |mv: &Move| Arg::Words(announce(pos, *mv, &named));
        let square = |sq: &Square| {
            let mut t = Vec::new();
            push_square(&mut t, *sq, opts);
            Arg::Words(t)
        };
        let quoted =
            |w: &str| Arg::from(Message::new("quoted").with("word", Arg::Text(w.to_string())));
        let message = match &kind {
            ParseErrorKind::Empty => Message::new("parse-empty"),
            ParseErrorKind::TooLong => Message::new("parse-too-long"),
            ParseErrorKind::UnknownWord(w) => {
                Message::new("parse-unknown-word").with("word", quoted(w))
            }
            ParseErrorKind::UnexpectedWord(w) => {
                Message::new("parse-unexpected-word").with("word", quoted(w))
            }
            ParseErrorKind::NoDestination(w) => {
                Message::new("parse-no-destination").with("word", quoted(w))
            }
            ParseErrorKind::NoPiece { role, to } => Message::new("parse-no-piece")
                .with(
                    "piece",
                    match role {
                        Some(role) => Arg::Words(vec![Token::Piece(*role)]),
                        None => Message::new("parse-any-piece").into(),
                    },
                )
                .with("square", square(to)),
            ParseErrorKind::NothingToCapture(to) => {
                Message::new("parse-nothing-to-capture").with("square", square(to))
            }
            ParseErrorKind::NotEnPassant(to) => {
                Message::new("parse-not-en-passant").with("square", square(to))
            }
            ParseErrorKind::PromotionMissing(to) => promotion_question(square(to)),
            ParseErrorKind::LeavesKingInCheck(mv) => {
                Message::new("parse-leaves-king-in-check").with("move", move_words(mv))
            }
            ParseErrorKind::Ambiguous(moves) => Message::new("parse-ambiguous")
                .with("moves", Arg::Any(moves.iter().map(move_words).collect())),
            ParseErrorKind::CastleImpossible(side) => Message::new("parse-castle-impossible").with(
                "castle",
                match side {
                    Some(CastlingSide::KingSide) => Token::CastleShort.into(),
                    Some(CastlingSide::QueenSide) => Token::CastleLong.into(),
                    None => Arg::Any(vec![Token::CastleShort.into(), Token::CastleLong.into()]),
                },
            ),
        };
        ParseError { kind, message }
    }

    /// The refusal, for any language.
    pub fn message(&self) -> Message {
        self.message.clone()
    }
}

/// "Welche Figur auf Eva acht? Dame, Turm, Läufer oder Springer."
pub fn promotion_question(square: Arg) -> Message {
    let pieces = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
        .into_iter()
        .map(|r| Arg::Words(vec![Token::Piece(r)]))
        .collect();
    Message::new("parse-promotion-missing")
        .with("square", square)
        .with("pieces", Arg::Any(pieces))
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
