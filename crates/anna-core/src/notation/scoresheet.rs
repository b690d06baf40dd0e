//! Reading a score sheet: a PGN file or a plain list of moves in any notation anna accepts.
//!
//! The rule for plain lists (docs/arbiter.md, "Score sheets"):
//! - Blank lines and lines starting with `#` are skipped.
//! - Move numbers (`12.`, `12...`, also glued to the move: `12.e4`) are ignored, never checked;
//!   a result (`1-0`, `0-1`, `1/2-1/2`, `*`) ends the list's game (see `nth_game`).
//! - A line whose words are all written moves (SAN in English or German letters, long
//!   algebraic, UCI, castling signs) holds one move per word: `1. e4 e5 2. Sf3 Nc6`.
//! - Any other line is one spoken move ("Springer Felix drei"; the comma in "Dame Eva drei,
//!   Schach" belongs to the move); several spoken moves may share a line separated by `;`.
//!
//! A PGN file (its first line starts with `[`) gives its start position through its tags (a
//! `FEN` tag, Chess960), read by [`read_first_game`]; its move text (comments, variations and
//! annotations dropped) is read one move per token, with every form the move parser reads
//! (German letters, figurines, `Rh7++`, `exf6ep`, `Qh4mate`); a `[` inside a comment does not
//! end the game. `anna say --pgn` and `anna sync` read PGN this one way, the first game of a
//! file as [`nth_game`] tells where it ends.
//!
//! Each move is read with the vocabulary given and, if that fails, with every other built-in
//! vocabulary; an illegal or unreadable move stops the reading with an error that names the
//! sheet, the move number, the side and the text as written.

use std::fmt;

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, fen::Fen, san::SanPlus};

use super::pgn_import::is_result;
use super::{AnnounceOptions, Vocabulary, nth_game, parse_move, read_first_game};
use crate::message::{Arg, Message};

/// The largest score sheet read, in bytes: a game of a thousand moves takes far less.
pub const MAX_SHEET_BYTES: usize = 1 << 20;

/// One half-move of a score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetMove {
    pub mv: Move,
    /// Standard algebraic notation in English letters.
    pub san: String,
    /// The move as written on the sheet.
    pub written: String,
}

/// A score sheet read and checked: its start position and its legal moves.
#[derive(Clone, Debug)]
pub struct ScoreSheet {
    pub start: Chess,
    pub moves: Vec<SheetMove>,
}

impl ScoreSheet {
    /// The position after `ply` half-moves (0: the start); `None` past the end.
    pub fn position_at(&self, ply: usize) -> Option<Chess> {
        let mut pos = self.start.clone();
        for m in self.moves.get(..ply)? {
            pos.play_unchecked(m.mv);
        }
        Some(pos)
    }

    /// The position after the last move.
    pub fn end(&self) -> Chess {
        self.position_at(self.moves.len())
            .unwrap_or_else(|| self.start.clone())
    }

    /// The start position as a FEN, for comparing where two sheets begin.
    pub fn start_fen(&self) -> String {
        Fen::from_position(&self.start, EnPassantMode::Legal).to_string()
    }
}

/// A score sheet that cannot be used, with the move that stops it when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetError {
    /// The sheet's name: its file.
    pub sheet: String,
    /// The move that could not be read, if the sheet's moves are at fault.
    pub place: Option<Box<SheetPlace>>,
    /// Why.
    pub reason: Message,
}

/// Where on a score sheet a move could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetPlace {
    /// The half-move, 1 for the first.
    pub ply: usize,
    pub move_number: u32,
    pub side: Color,
    /// The move as written.
    pub written: String,
}

/// German, for logs and tests; the user sees [`SheetError::message`] in their language.
impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for SheetError {}

impl SheetError {
    /// An error with the whole sheet, not one move: "ours: cannot read …".
    pub fn file(sheet: &str, reason: Message) -> SheetError {
        SheetError {
            sheet: sheet.to_string(),
            place: None,
            reason,
        }
    }

    /// "partie.pgn, Zug 2 (Schwarz): „Sxe5“: …", or "partie.pgn: …" for the whole sheet.
    pub fn message(&self) -> Message {
        self.message_as(Arg::Text(self.sheet.clone()))
    }

    /// The same, the sheet named by `sheet` ("Euer Formular, Zug 2 …").
    pub fn message_as(&self, sheet: Arg) -> Message {
        match &self.place {
            None => Message::new("sheet-error")
                .with("sheet", sheet)
                .with("reason", self.reason.clone()),
            Some(place) => {
                let shown: String = place
                    .written
                    .chars()
                    .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
                    .collect();
                Message::new("sheet-move-error")
                    .with("sheet", sheet)
                    .with("number", place.move_number)
                    .with("side", place.side)
                    .with("text", Arg::Text(shown))
                    .with("reason", self.reason.clone())
            }
        }
    }
}

/// Reads a score sheet named `sheet` ("ours", "theirs") from its text. Plain lists start from
/// `start`; a PGN starts from its `FEN` tag, or from `start` without one.
pub fn read_sheet(
    sheet: &str,
    text: &str,
    start: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<ScoreSheet, SheetError> {
    if text.len() > MAX_SHEET_BYTES {
        return Err(SheetError::file(
            sheet,
            Message::new("sheet-too-large").with("bytes", MAX_SHEET_BYTES),
        ));
    }
    // The first game only: a result token, or a blank line after a game's tags, ends it.
    let text = nth_game(text, 1).unwrap_or_default();
    let (start, words) = if is_pgn(text) {
        let (tags, movetext) = split_pgn(text);
        let start = if tags.iter().any(|t| t.contains("FEN")) {
            let header = format!("{}\n\n*\n", tags.join("\n"));
            read_first_game(&header)
                .map_err(|e| SheetError::file(sheet, e.message()))?
                .start
        } else {
            start.clone()
        };
        (start, pgn_moves(&movetext))
    } else {
        (start.clone(), plain_moves(text))
    };
    let others: Vec<Vocabulary> = Vocabulary::builtin_codes()
        .filter(|code| *code != vocab.code())
        .filter_map(Vocabulary::builtin)
        .collect();
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(words.len());
    for (i, written) in words.into_iter().enumerate() {
        let parsed = parse_move(&written, &pos, vocab, opts).or_else(|first| {
            others
                .iter()
                .find_map(|other| parse_move(&written, &pos, other, opts).ok())
                .ok_or(first)
        });
        let m = match parsed {
            Ok(m) => m,
            Err(e) => {
                return Err(SheetError {
                    sheet: sheet.to_string(),
                    place: Some(Box::new(SheetPlace {
                        ply: i + 1,
                        move_number: pos.fullmoves().get(),
                        side: pos.turn(),
                        written,
                    })),
                    reason: e.message(),
                });
            }
        };
        let san = SanPlus::from_move(pos.clone(), m).to_string();
        pos.play_unchecked(m);
        moves.push(SheetMove {
            mv: m,
            san,
            written,
        });
    }
    Ok(ScoreSheet { start, moves })
}

/// A PGN starts with a tag line.
fn is_pgn(text: &str) -> bool {
    text.trim_start().starts_with('[')
}

/// The tag lines and the move text of one game, with comments (`{…}`, `;` to the end of
/// the line), variations, annotation glyphs (`$1`) and escape lines (`%`) taken out.
fn split_pgn(text: &str) -> (Vec<String>, String) {
    let mut tags = Vec::new();
    let mut movetext = String::new();
    let mut in_movetext = false;
    // Inside a `{…}` comment, a line starting with `[` is part of the comment.
    let mut in_comment = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('%') && !in_comment {
            continue;
        }
        if !in_movetext && trimmed.starts_with('[') {
            tags.push(trimmed.to_string());
            continue;
        }
        if !in_movetext && trimmed.is_empty() {
            continue;
        }
        in_movetext = true;
        for ch in line.chars() {
            match ch {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ => {}
            }
        }
        movetext.push_str(line);
        movetext.push('\n');
    }
    let mut clean = String::with_capacity(movetext.len());
    let mut brace = false;
    let mut depth = 0usize;
    let mut line_comment = false;
    for ch in movetext.chars() {
        if line_comment {
            if ch == '\n' {
                line_comment = false;
                clean.push('\n');
            }
            continue;
        }
        if brace {
            if ch == '}' {
                brace = false;
                clean.push(' ');
            }
            continue;
        }
        match ch {
            '{' => brace = true,
            ';' => line_comment = true,
            '(' => depth += 1,
            ')' => {
                depth = depth.saturating_sub(1);
                clean.push(' ');
            }
            _ if depth > 0 => {}
            // The unknown result stands alone even when glued to the last move: `e5*`.
            '*' => clean.push_str(" * "),
            _ => clean.push(ch),
        }
    }
    let words: Vec<&str> = clean
        .split_whitespace()
        .filter(|w| !w.starts_with('$'))
        .collect();
    (tags, words.join(" "))
}

/// The moves of a plain list, as written, by the rule in the module's documentation.
pub fn plain_moves(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        for part in line.split(';') {
            let words: Vec<&str> = part
                .split_whitespace()
                .map(strip_move_number)
                .filter(|w| !w.is_empty() && !is_result(w))
                .collect();
            if words.is_empty() {
                continue;
            }
            if words.iter().all(|w| is_written_move(w) || is_en_passant(w)) {
                for w in words {
                    match out.last_mut() {
                        Some(last) if is_en_passant(w) => {
                            let last: &mut String = last;
                            last.push(' ');
                            last.push_str(w);
                        }
                        _ => out.push(w.to_string()),
                    }
                }
            } else {
                out.push(words.join(" "));
            }
        }
    }
    out
}

/// The moves of PGN move text: one per token, as PGN writes them (never a spoken phrase), with
/// a separate "e.p." joined to its move.
fn pgn_moves(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in text
        .split_whitespace()
        .map(strip_move_number)
        .filter(|w| !w.is_empty() && !is_result(w))
    {
        match out.last_mut() {
            Some(last) if is_en_passant(word) => {
                last.push(' ');
                last.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

/// "12." and "12..." go; "12.e4" keeps "e4"; a lone "..." goes.
fn strip_move_number(word: &str) -> &str {
    let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() < word.len() && rest.starts_with('.') {
        return rest.trim_start_matches(['.', '…']);
    }
    if word.chars().all(|c| c == '.' || c == '…') {
        return "";
    }
    word
}

fn is_en_passant(word: &str) -> bool {
    matches!(word.to_ascii_lowercase().as_str(), "e.p." | "ep" | "e.p")
}

/// SAN (English or German letters, figurines), long algebraic, UCI or a castling sign, with a
/// glued "ep" or "mate" as some score sheets have them.
fn is_written_move(word: &str) -> bool {
    let mut body = word.trim_end_matches(['+', '#', '!', '?']);
    for suffix in ["e.p.", "ep", "mate"] {
        if body.len() > suffix.len()
            && body.is_char_boundary(body.len() - suffix.len())
            && body[body.len() - suffix.len()..].eq_ignore_ascii_case(suffix)
        {
            body = &body[..body.len() - suffix.len()];
            break;
        }
    }
    if body.is_empty() {
        return false;
    }
    let castling = body.chars().all(|c| matches!(c, '0' | 'O' | 'o' | '-'))
        && matches!(body.chars().filter(|&c| c != '-').count(), 2 | 3);
    if castling {
        return true;
    }
    body.chars().all(|c| {
        matches!(c,
            'K' | 'Q' | 'R' | 'B' | 'N' | 'P' | 'D' | 'T' | 'L' | 'S'
            | 'a'..='h' | '1'..='8' | 'x' | 'X' | ':' | '-' | '=' | '(' | ')'
            | 'q' | 'r' | 'n' | '♔'..='♟')
    }) && body.chars().any(|c| matches!(c, '1'..='8'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_moves_share_a_line_spoken_ones_do_not() {
        assert_eq!(
            plain_moves("1. e4 e5 2.Sf3 Nc6\n3... O-O-O 1-0"),
            ["e4", "e5", "Sf3", "Nc6", "O-O-O"]
        );
        assert_eq!(
            plain_moves("1. Bauer Eva vier\nBauer Eva fünf\nDame Eva drei, Schach"),
            ["Bauer Eva vier", "Bauer Eva fünf", "Dame Eva drei, Schach"]
        );
        assert_eq!(
            plain_moves("Bauer Eva vier; Bauer Eva fünf\n# a comment\n\n"),
            ["Bauer Eva vier", "Bauer Eva fünf"]
        );
        assert_eq!(plain_moves("12. exd6 e.p. Nxd6"), ["exd6 e.p.", "Nxd6"]);
    }

    #[test]
    fn a_comment_line_starting_with_a_bracket_does_not_end_the_game() {
        let (_, text) =
            split_pgn("[Event \"x\"]\n\n1. e4 {a comment\n[that goes on]} e5 2. Nf3 *\n");
        assert_eq!(plain_moves(&text), ["e4", "e5", "Nf3"]);
    }

    #[test]
    fn pgn_comments_and_variations_are_dropped() {
        let (tags, text) = split_pgn(
            "[Event \"x\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 {best} e5 (1... c5 (1... e6)) 2. Sf3 $1 ; note\nSc6 *\n",
        );
        assert_eq!(tags.len(), 2);
        assert_eq!(plain_moves(&text), ["e4", "e5", "Sf3", "Sc6"]);
    }

    #[test]
    fn an_illegal_move_is_named_with_number_side_and_text() {
        let de = Vocabulary::builtin("de").unwrap();
        let err = read_sheet(
            "ours",
            "1. e4 e5\n2. Sf3 Sxe5",
            &Chess::default(),
            &de,
            &AnnounceOptions::default(),
        )
        .unwrap_err();
        let place = err.place.clone().unwrap();
        assert_eq!((place.ply, place.move_number), (4, 2));
        assert_eq!(place.side, Color::Black);
        assert!(
            err.to_string()
                .starts_with("ours, Zug 2 (Schwarz): „Sxe5“: "),
            "{err}"
        );
    }

    #[test]
    fn english_words_read_with_a_german_vocabulary() {
        let de = Vocabulary::builtin("de").unwrap();
        let sheet = read_sheet(
            "theirs",
            "Pawn Eva four\nPawn Eva five\nKnight Gustav one to Felix three",
            &Chess::default(),
            &de,
            &AnnounceOptions::default(),
        )
        .unwrap();
        let sans: Vec<&str> = sheet.moves.iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3"]);
    }
}
