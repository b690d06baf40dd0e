//! A board check as messages and as JSON: the squares that differ and the steps that put a
//! board right ([`crate::game::board_check`]), each step a message of the language files, and
//! the position read rank by rank.

use serde::Serialize;
use shakmaty::{Board, Color, File, Piece, Rank, Square};

use super::words::{placed_piece, removed_piece};
use crate::game::board_check::{self as algorithm, Fix};
use crate::lang::Language;
use crate::lang::role_key as role_name;
use crate::message::{Arg, Message, Token};
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

/// One step that puts a board right. What is said of it is `T`: the [`Message`] the check
/// makes, or its wording once an edge has worded it for JSON ([`Correction::worded`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Correction<T = Message> {
    pub kind: CorrectionKind,
    pub color: &'static str,
    pub piece: &'static str,
    /// Where the piece stands now; `null` for a placement.
    pub from: Option<String>,
    /// Where it goes; `null` for a removal.
    pub to: Option<String>,
    /// The step (`sync-correction-*`): "Springer von Gustav eins nach Felix drei".
    pub words: T,
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

/// The fewest steps that turn `actual` into `expected`, each as a message with its squares and
/// pieces in tokens, for whichever vocabulary words it.
pub fn corrections(expected: &Board, actual: &Board, opts: &AnnounceOptions) -> Vec<Correction> {
    let square = |sq: Square| {
        let mut t = Vec::new();
        push_square(&mut t, sq, opts);
        Arg::Words(t)
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
                    Message::new("sync-correction-remove")
                        .with("piece", removed_piece(piece))
                        .with("square", square(from)),
                ),
                Fix::Move { piece, from, to } => (
                    CorrectionKind::Move,
                    Some(from),
                    Some(to),
                    Message::new("sync-correction-move")
                        .with("piece", Token::Piece(piece.role))
                        .with("from", square(from))
                        .with("to", square(to)),
                ),
                Fix::Place { piece, to } => (
                    CorrectionKind::Place,
                    None,
                    Some(to),
                    Message::new("sync-correction-place")
                        .with("piece", placed_piece(piece))
                        .with("square", square(to)),
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCheck {
    pub differences: Vec<SquareDifference>,
    pub corrections: Vec<Correction>,
}

/// Compares a board with the position it should show.
pub fn check(expected: &Board, actual: &Board, opts: &AnnounceOptions) -> BoardCheck {
    BoardCheck {
        differences: differences(expected, actual),
        corrections: corrections(expected, actual, opts),
    }
}

/// The board read rank by rank from the far side of the player whose ranks are counted, one
/// message a rank: "Reihe acht: Anna schwarzer Turm, Eva schwarzer König."
pub fn rank_lines(board: &Board, opts: &AnnounceOptions) -> Vec<Message> {
    let mut ranks: Vec<Rank> = Rank::ALL.into_iter().rev().collect();
    if opts.rank_orientation == Color::Black {
        ranks.reverse();
    }
    ranks
        .into_iter()
        .map(|rank| {
            let pieces: Vec<Arg> = File::ALL
                .into_iter()
                .filter_map(|file| {
                    let piece = board.piece_at(Square::from_coords(file, rank))?;
                    Some(
                        Message::new("square-with-piece")
                            .with("square", vec![Token::File(file)])
                            .with("piece", Arg::Piece(piece, false))
                            .into(),
                    )
                })
                .collect();
            let pieces = if pieces.is_empty() {
                Message::new("empty").into()
            } else {
                Arg::Series(pieces)
            };
            Message::new("rank-line")
                .with("rank", Token::Rank(opts.orient(rank)))
                .with("pieces", pieces)
        })
        .collect()
}

impl Correction {
    /// The step as a sentence of its own (`sync-correction-sentence`): the language file
    /// capitalises it and ends it, as a line of the report or an answer to `prüfen`.
    pub fn sentence(&self) -> Message {
        Message::new("sync-correction-sentence").with("step", self.words.clone())
    }

    /// The correction with its step worded: what `anna sync --json` prints.
    pub fn worded(&self, language: &Language, vocab: &Vocabulary) -> Correction<String> {
        Correction {
            kind: self.kind,
            color: self.color,
            piece: self.piece,
            from: self.from.clone(),
            to: self.to.clone(),
            words: language.text(&self.words, vocab),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step said on its own is a sentence: the language file capitalises it and ends it.
    #[test]
    fn a_correction_said_alone_is_a_sentence() {
        let expected = Board::from_ascii_board_fen(b"6k1/8/8/8/2B5/8/8/6K1").unwrap();
        let actual = Board::from_ascii_board_fen(b"6k1/8/8/8/8/8/8/6K1").unwrap();
        let fix = corrections(&expected, &actual, &AnnounceOptions::default());
        let said = |code: &str| {
            let language = Language::load(code).unwrap();
            let vocab = Vocabulary::builtin(code).unwrap();
            let step = language.text(&fix[0].words, &vocab);
            (step, language.text(&fix[0].sentence(), &vocab))
        };
        let (step, sentence) = said("de");
        assert_eq!(step, "weißen Läufer auf Cesar vier stellen");
        assert_eq!(sentence, "Weißen Läufer auf Cesar vier stellen.");
        for code in ["en", "ar", "fa"] {
            let (step, sentence) = said(code);
            assert!(
                sentence.ends_with('.') && sentence.len() == step.len() + 1,
                "{code}: {sentence}"
            );
        }
    }
}
