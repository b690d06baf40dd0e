//! A board check in words and as JSON: the squares that differ and the steps that put a
//! board right ([`crate::game::board_check`]), worded by the language files, and the position
//! read rank by rank.

use serde::Serialize;
use shakmaty::{Board, Color, Piece, Square};

use super::words::{phrases, placed_piece, removed_piece};
use crate::game::board_check::{self as algorithm, Fix};
use crate::lang::Language;
use crate::lang::role_key as role_name;
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary, push_square};

/// A piece as JSON gives it: `{"color": "white", "piece": "knight"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PieceName {
    pub color: &'static str,
    pub piece: &'static str,
}

impl From<Piece> for PieceName {
    fn from(p: Piece) -> PieceName {
        PieceName {
            color: color_name(p.color),
            piece: role_name(p.role),
        }
    }
}

pub(crate) fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A square whose content is not what it should be.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SquareDifference {
    pub square: String,
    /// What should stand there; `null` for an empty square.
    pub expected: Option<PieceName>,
    /// What stands there; `null` for an empty square.
    pub actual: Option<PieceName>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CorrectionKind {
    /// A piece goes from `from` to `to`.
    Move,
    /// The piece on `from` leaves the board.
    Remove,
    /// A piece from outside the board is put on `to`.
    Place,
}

/// One step that puts a board right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Correction {
    pub kind: CorrectionKind,
    pub color: &'static str,
    pub piece: &'static str,
    /// Where the piece stands now; `null` for a placement.
    pub from: Option<String>,
    /// Where it goes; `null` for a removal.
    pub to: Option<String>,
    /// The step in the vocabulary's words: "Springer von Gustav eins nach Felix drei".
    pub words: String,
}

/// Every square whose content differs, from a1 to h8.
pub fn differences(expected: &Board, actual: &Board) -> Vec<SquareDifference> {
    algorithm::differences(expected, actual)
        .into_iter()
        .map(|d| SquareDifference {
            square: d.square.to_string(),
            expected: d.expected.map(PieceName::from),
            actual: d.actual.map(PieceName::from),
        })
        .collect()
}

/// The fewest steps that turn `actual` into `expected`, each in the vocabulary's words.
pub fn corrections(
    expected: &Board,
    actual: &Board,
    language: &Language,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Vec<Correction> {
    let p = phrases(language);
    let square = |sq: Square| {
        let mut t = Vec::new();
        push_square(&mut t, sq, opts);
        vocab.render(&t)
    };
    algorithm::corrections(expected, actual)
        .into_iter()
        .map(|step| {
            let piece = step.piece();
            let (kind, from, to, words) = match step {
                Fix::Remove { piece, from } => (
                    CorrectionKind::Remove,
                    Some(from),
                    None,
                    p.fill(
                        p.correction_remove,
                        &[
                            ("piece", &removed_piece(language, vocab, piece)),
                            ("square", &square(from)),
                        ],
                    ),
                ),
                Fix::Move { piece, from, to } => (
                    CorrectionKind::Move,
                    Some(from),
                    Some(to),
                    p.fill(
                        p.correction_move,
                        &[
                            ("piece", vocab.piece(piece.role)),
                            ("from", &square(from)),
                            ("to", &square(to)),
                        ],
                    ),
                ),
                Fix::Place { piece, to } => (
                    CorrectionKind::Place,
                    None,
                    Some(to),
                    p.fill(
                        p.correction_place,
                        &[
                            ("piece", &placed_piece(language, vocab, piece)),
                            ("square", &square(to)),
                        ],
                    ),
                ),
            };
            Correction {
                kind,
                color: color_name(piece.color),
                piece: role_name(piece.role),
                from: from.map(|s| s.to_string()),
                to: to.map(|s| s.to_string()),
                words,
            }
        })
        .collect()
}

/// The differences and the corrections for one board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardCheck {
    pub differences: Vec<SquareDifference>,
    pub corrections: Vec<Correction>,
}

/// Compares a board with the position it should show.
pub fn check(
    expected: &Board,
    actual: &Board,
    language: &Language,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> BoardCheck {
    BoardCheck {
        differences: differences(expected, actual),
        corrections: corrections(expected, actual, language, vocab, opts),
    }
}

/// The board read rank by rank from the far side of the player whose ranks are counted, in the
/// language's words: "Reihe acht: Anna schwarzer Turm, Eva schwarzer König."
pub fn rank_lines(
    board: &Board,
    language: &Language,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Vec<String> {
    crate::eboard::board_lines(board, opts)
        .iter()
        .map(|line| language.text(line, vocab))
        .collect()
}

impl Correction {
    /// The step, already worded by the language file (`sync-correction-*`), as a sentence.
    pub fn message(&self) -> Message {
        Message::new("worded").with("text", Arg::Text(super::words::sentence(&self.words)))
    }
}
