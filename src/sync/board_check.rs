//! Comparing a physical board with the recorded position: what stands where it should not,
//! and the fewest steps that put it right.
//!
//! A board is given as a FEN (the board part or a whole FEN) or as a piece list (docs/arbiter.md,
//! "Boards"): entries such as `Kg1`, `Sf3`, `Nf3`, `e4` (a pawn), `Springer g1`,
//! `Springer Gustav eins`; a side word (`weiß`, `schwarz`, `white:`, `black:`, also `weißer`,
//! `schwarze` …) makes the following entries that side's, White until one is given; a small FEN
//! letter (`kg8`, `nf6`, `pe5`) is always a black piece. `B` is the bishop, as in SAN.
//!
//! The corrections are minimal: for every kind and colour of piece, the pieces standing where
//! that kind should not stand are paired with the squares where it is missing (one move each,
//! nearest first); what is left over is removed or placed. No sequence of moves, removals and
//! placements can be shorter: each step puts at most one wrong piece and one missing piece of
//! one kind right.

use std::fmt;

use serde::Serialize;
use shakmaty::{Bitboard, Board, Color, File, Piece, Rank, Role, Square, fen::Fen};

use super::role_name;
use super::words::{phrases, placed_piece, removed_piece};
use crate::lang::{Arg, Language, Message};
use crate::notation::{AnnounceOptions, Token, Vocabulary, parse_role, parse_square, push_square};

/// A board that cannot be read, with the reason in the vocabulary's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError(pub String);

impl BoardError {
    /// The refusal, already worded by the language file (`sync-board-*`).
    pub fn message(&self) -> Message {
        Message::new("worded").with("text", Arg::Text(self.0.clone()))
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BoardError {}

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

/// Reads a board given as a FEN or a piece list. `sheet` names the board in messages.
pub fn parse_board(
    text: &str,
    sheet: &str,
    language: &Language,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<Board, BoardError> {
    let p = phrases(language);
    let error = |id: &'static str, slots: &[(&'static str, &str)]| {
        let mut all = vec![("sheet", sheet)];
        all.extend_from_slice(slots);
        BoardError(p.fill(id, &all))
    };
    let text = text.trim();
    if text.is_empty() {
        return Err(error(p.board_empty, &[]));
    }
    if text.contains('/') {
        return Fen::from_ascii(text.as_bytes())
            .map(|fen| fen.as_setup().board.clone())
            .map_err(|_| error(p.board_bad_fen, &[("word", &shorten(text))]));
    }
    let others: Vec<Vocabulary> = Vocabulary::builtin_codes()
        .filter(|code| *code != vocab.code())
        .filter_map(Vocabulary::builtin)
        .collect();
    let role_of = |word: &str| {
        parse_role(word, vocab).or_else(|| others.iter().find_map(|v| parse_role(word, v)))
    };
    let square_of = |words: &[&str]| -> Option<(Square, usize)> {
        let one = words.first()?;
        if let Some(sq) = square_in(one, vocab, opts, &others) {
            return Some((sq, 1));
        }
        let two = format!("{one} {}", words.get(1)?);
        square_in(&two, vocab, opts, &others).map(|sq| (sq, 2))
    };
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .collect();
    let mut board = Board::empty();
    let mut side = Color::White;
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let put = |sq: Square, piece: Piece, board: &mut Board| {
            if board.piece_at(sq).is_some() {
                let mut t = Vec::new();
                push_square(&mut t, sq, opts);
                return Err(error(
                    p.board_square_twice,
                    &[("square", &vocab.render(&t))],
                ));
            }
            board.set_piece_at(sq, piece);
            Ok(())
        };
        if let Some(c) = side_word(word, vocab) {
            side = c;
            i += 1;
        } else if let Some((sq, piece)) = compact_entry(word, side) {
            put(sq, piece, &mut board)?;
            i += 1;
        } else if let Some(role) = role_of(word) {
            let Some((sq, n)) = square_of(&words[i + 1..]) else {
                return Err(error(p.board_no_square, &[("word", word)]));
            };
            put(sq, role.of(side), &mut board)?;
            i += 1 + n;
        } else if let Some((sq, n)) = square_of(&words[i..]) {
            put(sq, Role::Pawn.of(side), &mut board)?;
            i += n;
        } else {
            return Err(error(p.board_unknown_word, &[("word", &shorten(word))]));
        }
    }
    if board.occupied().is_empty() {
        return Err(error(p.board_empty, &[]));
    }
    Ok(board)
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
    let w = crate::notation::normalize(word.trim_end_matches(':'));
    let is = |c: Color, stems: &[&str]| {
        w == crate::notation::normalize(vocab.side(c))
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

/// Every square whose content differs, from a1 to h8.
pub fn differences(expected: &Board, actual: &Board) -> Vec<SquareDifference> {
    Square::ALL
        .into_iter()
        .filter(|sq| expected.piece_at(*sq) != actual.piece_at(*sq))
        .map(|sq| SquareDifference {
            square: sq.to_string(),
            expected: expected.piece_at(sq).map(PieceName::from),
            actual: actual.piece_at(sq).map(PieceName::from),
        })
        .collect()
}

/// The fewest steps that turn `actual` into `expected`: removals first, then moves (a move
/// whose square is still taken by a piece that moves away comes after that move), then
/// placements.
pub fn corrections(
    expected: &Board,
    actual: &Board,
    language: &Language,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Vec<Correction> {
    let mut removals = Vec::new();
    let mut moves: Vec<(Piece, Square, Square)> = Vec::new();
    let mut placements = Vec::new();
    for color in Color::ALL {
        for role in crate::notation::ROLES_BY_VALUE {
            let piece = role.of(color);
            let want = squares_of(expected, piece);
            let have = squares_of(actual, piece);
            let mut wrong: Vec<Square> = (have & !want).into_iter().collect();
            let mut missing: Vec<Square> = (want & !have).into_iter().collect();
            // Nearest pairs first: any pairing is as short, the nearest is the easiest to do.
            while !wrong.is_empty() && !missing.is_empty() {
                let mut best = (0, 0, u32::MAX);
                for (i, from) in wrong.iter().enumerate() {
                    for (j, to) in missing.iter().enumerate() {
                        let d = from.distance(*to);
                        if d < best.2 {
                            best = (i, j, d);
                        }
                    }
                }
                let from = wrong.remove(best.0);
                let to = missing.remove(best.1);
                moves.push((piece, from, to));
            }
            removals.extend(wrong.into_iter().map(|sq| (piece, sq)));
            placements.extend(missing.into_iter().map(|sq| (piece, sq)));
        }
    }
    let p = phrases(language);
    let square = |sq: Square| {
        let mut t = Vec::new();
        push_square(&mut t, sq, opts);
        vocab.render(&t)
    };
    let mut out = Vec::new();
    for (piece, sq) in removals {
        out.push(Correction {
            kind: CorrectionKind::Remove,
            color: color_name(piece.color),
            piece: role_name(piece.role),
            from: Some(sq.to_string()),
            to: None,
            words: p.fill(
                p.correction_remove,
                &[
                    ("piece", &removed_piece(language, vocab, piece)),
                    ("square", &square(sq)),
                ],
            ),
        });
    }
    for (piece, from, to) in order_moves(moves) {
        out.push(Correction {
            kind: CorrectionKind::Move,
            color: color_name(piece.color),
            piece: role_name(piece.role),
            from: Some(from.to_string()),
            to: Some(to.to_string()),
            words: p.fill(
                p.correction_move,
                &[
                    ("piece", vocab.piece(piece.role)),
                    ("from", &square(from)),
                    ("to", &square(to)),
                ],
            ),
        });
    }
    for (piece, sq) in placements {
        out.push(Correction {
            kind: CorrectionKind::Place,
            color: color_name(piece.color),
            piece: role_name(piece.role),
            from: None,
            to: Some(sq.to_string()),
            words: p.fill(
                p.correction_place,
                &[
                    ("piece", &placed_piece(language, vocab, piece)),
                    ("square", &square(sq)),
                ],
            ),
        });
    }
    out
}

fn squares_of(board: &Board, piece: Piece) -> Bitboard {
    board.by_color(piece.color) & board.by_role(piece.role)
}

/// Moves in an order that can be carried out one by one: a move into a square that another
/// move empties comes after it. Pieces that swap squares (a cycle) keep their order: lift them
/// together.
fn order_moves(mut pending: Vec<(Piece, Square, Square)>) -> Vec<(Piece, Square, Square)> {
    let mut out = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let free = pending
            .iter()
            .position(|(_, _, to)| !pending.iter().any(|(_, from, _)| from == to))
            .unwrap_or(0);
        out.push(pending.remove(free));
    }
    out
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
                            .with("square", Token::File(file))
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
            let line = Message::new("rank-line")
                .with("rank", Token::Rank(opts.orient(rank)))
                .with("pieces", pieces);
            language.text(&line, vocab)
        })
        .collect()
}

impl Correction {
    /// The step, already worded by the language file (`sync-correction-*`), as a sentence.
    pub fn message(&self) -> Message {
        Message::new("worded").with("text", Arg::Text(super::words::sentence(&self.words)))
    }
}
