//! Reading PGN: where each game of a file ends, and a game's main line, every move checked.
//! Here, below the record, because the score sheet reader needs it as much as the review does.

use std::fmt;
use std::ops::{ControlFlow, Range};

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};

use crate::message::{Arg, Message};
use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen};

/// The start position and the legal moves of a game's main line.
#[derive(Clone, Debug)]
pub struct ImportedGame {
    pub start: Chess,
    pub castling_mode: CastlingMode,
    pub moves: Vec<Move>,
    /// The tags as read, in order.
    pub tags: Vec<(String, String)>,
    /// The time left after each move, in seconds, where its comment gave one (`[%clk …]`).
    pub clocks: Vec<Option<u64>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    Io(String),
    NoGame,
    BadFen(String),
    /// The move at this ply (counted from 0) is not legal in the game's position.
    IllegalMove {
        ply: usize,
        san: String,
        fullmove: u32,
        white: bool,
    },
}

impl ImportError {
    pub fn message(&self) -> Message {
        match self {
            ImportError::Io(e) => Message::new("pgn-io").with("reason", Arg::Text(e.clone())),
            ImportError::NoGame => Message::new("pgn-no-game"),
            ImportError::BadFen(fen) => {
                Message::new("pgn-bad-fen").with("fen", Arg::Text(fen.clone()))
            }
            ImportError::IllegalMove {
                san,
                fullmove,
                white,
                ..
            } => Message::new(if *white {
                "pgn-illegal-move-white"
            } else {
                "pgn-illegal-move-black"
            })
            .with("number", *fullmove)
            .with("move", Arg::Text(san.clone())),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ImportError {}

#[derive(Default)]
struct MainLine {
    tags: Vec<(String, String)>,
    sans: Vec<SanPlus>,
    /// The clock after each move, if its comment gave one.
    clocks: Vec<Option<u64>>,
}

/// `[%clk 1:01:27]` in a comment: the seconds left (fractions dropped), as broadcasts and
/// anna's own score sheets write them.
fn clk_seconds(comment: &str) -> Option<u64> {
    let at = comment.find("[%clk")?;
    let rest = comment[at + 5..].trim_start();
    let time = rest.split(']').next()?.trim();
    let mut seconds = 0u64;
    for part in time.split(':') {
        let whole = part.split('.').next()?;
        seconds = seconds * 60 + whole.parse::<u64>().ok()?;
    }
    Some(seconds)
}

impl Visitor for MainLine {
    type Tags = ();
    type Movetext = ();
    type Output = ();

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<Self::Output> {
        self.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<Self::Output> {
        self.sans.push(san_plus);
        self.clocks.push(None);
        ControlFlow::Continue(())
    }

    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<Self::Output> {
        let clock = clk_seconds(&String::from_utf8_lossy(comment.as_bytes()));
        if let (Some(last), Some(clock)) = (self.clocks.last_mut(), clock) {
            *last = Some(clock);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) -> Self::Output {}
}

/// The texts of the games of a PGN file, in order: the one rule of where a game ends, for every
/// reader of PGN in anna (`play`, `say`, `sync`, `review`). See [`game_ends`].
pub fn games(text: &str) -> impl Iterator<Item = &str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    game_ends(text).into_iter().map(move |range| &text[range])
}

/// A result token: where a game's move text ends. `½-½` as score sheets write it.
pub(crate) fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// Where a game is in the scan of a PGN text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    /// Before a game: blank lines, escape and comment lines.
    Between,
    /// Among its tag pairs; `blanks` blank lines since the last tag.
    Tags { blanks: usize },
    /// In its move text; `tagged` if tags came first.
    Moves { tagged: bool },
}

/// The byte ranges of the games of `text`. As python-chess reads PGN, with a result token
/// ending a game: a game ends
/// - right after the result token of its main line (`1-0`, `0-1`, `1/2-1/2`, `*`, outside
///   comments and variations), so `1. e4 e5 1-0 1. d4 d5 0-1` is two games;
/// - at a blank line after its move text, if it began with tags (a plain list of moves may
///   have blank lines between its moves);
/// - at a tag line (`[` at the start of a line) after its move text;
/// - at the second blank line after its tags, if it has no move text.
///
/// Lines starting with `%` (escape) or `;` (comment) are skipped; a `{…}` comment may span
/// lines and hide all of the above; `;` comments out the rest of a line.
fn game_ends(text: &str) -> Vec<Range<usize>> {
    let mut scan = Scan {
        text,
        games: Vec::new(),
        start: 0,
        part: Part::Between,
        in_brace: false,
        depth: 0,
    };
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        scan.line(line, offset);
        offset += line.len();
    }
    scan.end_at(text.len());
    scan.games
}

/// The state of the scan for [`game_ends`].
struct Scan<'a> {
    text: &'a str,
    games: Vec<Range<usize>>,
    /// Where the game being read began.
    start: usize,
    part: Part,
    in_brace: bool,
    /// Variations open in the move text.
    depth: usize,
}

impl Scan<'_> {
    /// The game begun at `self.start` ends at `end`; a game of only white space is none.
    fn end_at(&mut self, end: usize) {
        if self.part != Part::Between && !self.text[self.start..end].trim().is_empty() {
            self.games.push(self.start..end);
        }
        self.part = Part::Between;
        self.in_brace = false;
        self.depth = 0;
    }

    fn begin(&mut self, at: usize, part: Part) {
        if self.part == Part::Between {
            self.start = at;
        }
        self.part = part;
    }

    /// One line, starting at byte `offset` of the text.
    fn line(&mut self, line: &str, offset: usize) {
        if self.in_brace {
            self.moves(line, offset);
            return;
        }
        if line.starts_with('%') || line.starts_with(';') {
            return;
        }
        let tag = line.starts_with('[');
        match self.part {
            _ if line.trim().is_empty() => self.blank_line(offset),
            Part::Moves { .. } if tag => {
                self.end_at(offset);
                self.begin(offset, Part::Tags { blanks: 0 });
            }
            Part::Between | Part::Tags { .. } if tag => {
                self.begin(offset, Part::Tags { blanks: 0 })
            }
            Part::Between => {
                self.begin(offset, Part::Moves { tagged: false });
                self.moves(line, offset);
            }
            Part::Tags { .. } => {
                self.part = Part::Moves { tagged: true };
                self.moves(line, offset);
            }
            Part::Moves { .. } => self.moves(line, offset),
        }
    }

    fn blank_line(&mut self, offset: usize) {
        match self.part {
            Part::Tags { blanks: 0 } => self.part = Part::Tags { blanks: 1 },
            Part::Tags { .. } | Part::Moves { tagged: true } => self.end_at(offset),
            Part::Between | Part::Moves { tagged: false } => {}
        }
    }

    /// Move text from the start of `line` (at byte `offset`): comments and variations
    /// followed, the game ended right after its result token.
    fn moves(&mut self, line: &str, offset: usize) {
        let bytes = line.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if self.in_brace {
                self.in_brace = c != b'}';
                i += 1;
                continue;
            }
            match c {
                b'{' => self.in_brace = true,
                b';' => return,
                b'(' => self.depth += 1,
                b')' => self.depth = self.depth.saturating_sub(1),
                b'*' if self.depth == 0 => {
                    self.result_at(line, offset, i + 1);
                    return;
                }
                _ if is_delimiter(c) => {}
                _ => {
                    let len = bytes[i..]
                        .iter()
                        .position(|&b| is_delimiter(b))
                        .unwrap_or(bytes.len() - i);
                    if self.depth == 0 && is_result(&line[i..i + len]) {
                        self.result_at(line, offset, i + len);
                        return;
                    }
                    i += len;
                    continue;
                }
            }
            i += 1;
        }
    }

    /// The game ends after its result token, which ends at `end` of `line`; the rest of the
    /// line begins the next game.
    fn result_at(&mut self, line: &str, offset: usize, end: usize) {
        self.end_at(offset + end);
        let rest = &line[end..];
        if !rest.trim().is_empty() {
            self.begin(offset + end, Part::Moves { tagged: false });
            self.moves(rest, offset + end);
        }
    }
}

/// What ends a token of move text: white space, and the characters that begin or end a comment
/// or a variation. `*` stands alone even when glued to a move.
fn is_delimiter(b: u8) -> bool {
    b.is_ascii_whitespace() || matches!(b, b'{' | b'}' | b'(' | b')' | b';' | b'*')
}

/// The text of the `n`th game (from 1) of a PGN file; `None` if the file has fewer games.
pub fn nth_game(text: &str, n: usize) -> Option<&str> {
    games(text).nth(n.checked_sub(1)?)
}

/// The tags and moves as written of the one game of `game`; `None` if it holds none.
fn main_line(game: &str) -> Result<Option<MainLine>, ImportError> {
    let mut visitor = MainLine::default();
    // A blank line within one game (a list of moves without tags) would end it for the reader.
    let game: String = game
        .split_inclusive('\n')
        .filter(|line| !line.trim().is_empty())
        .collect();
    match Reader::new(game.as_bytes()).read_game(&mut visitor) {
        Ok(Some(())) => Ok(Some(visitor)),
        Ok(None) => Ok(None),
        Err(e) => Err(ImportError::Io(e.to_string())),
    }
}

/// The first game of a PGN text, its moves checked for legality one by one.
pub fn read_first_game(text: &str) -> Result<ImportedGame, ImportError> {
    read_nth_game(text, 1)
}

/// The `n`th game (counted from 1) of a PGN text, its moves checked one by one.
pub fn read_nth_game(text: &str, n: usize) -> Result<ImportedGame, ImportError> {
    let game = nth_game(text, n).ok_or(ImportError::NoGame)?;
    let visitor = main_line(game)?.ok_or(ImportError::NoGame)?;
    let fen_tag = visitor
        .tags
        .iter()
        .find(|(k, _)| k == "FEN")
        .map(|(_, v)| v.clone());
    // "chess960", "Chess 960", "fischerandom", "Fischer Random": the names programs write.
    let chess960 = visitor.tags.iter().any(|(k, v)| {
        let v: String = v
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        k == "Variant"
            && (v.contains("960") || v.contains("fischerrandom") || v.contains("fischerandom"))
    });
    let mut castling_mode = if chess960 {
        CastlingMode::Chess960
    } else {
        CastlingMode::Standard
    };
    let start: Chess = match &fen_tag {
        None => Chess::default(),
        Some(text) => {
            let fen =
                Fen::from_ascii(text.as_bytes()).map_err(|_| ImportError::BadFen(text.clone()))?;
            // Castling rights that only make sense in Chess960 (X-FEN, Shredder-FEN) make
            // the game a Chess960 game even without a Variant tag.
            match fen.clone().into_position(castling_mode) {
                Ok(pos) => pos,
                Err(_) => {
                    castling_mode = CastlingMode::Chess960;
                    fen.into_position(castling_mode)
                        .map_err(|_| ImportError::BadFen(text.clone()))?
                }
            }
        }
    };
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(visitor.sans.len());
    for (ply, san_plus) in visitor.sans.iter().enumerate() {
        let illegal = || ImportError::IllegalMove {
            ply,
            san: san_plus.to_string(),
            fullmove: pos.fullmoves().get(),
            white: pos.turn().is_white(),
        };
        let m = san_plus.san.to_move(&pos).map_err(|_| illegal())?;
        pos.play_unchecked(m);
        moves.push(m);
    }
    Ok(ImportedGame {
        start,
        castling_mode,
        moves,
        tags: visitor.tags,
        clocks: visitor.clocks,
    })
}

/// The tags of every game of a PGN text, in order: a list to choose a game from.
pub fn read_all_tags(text: &str) -> Result<Vec<Vec<(String, String)>>, ImportError> {
    games(text)
        .filter_map(|game| main_line(game).transpose())
        .map(|game| game.map(|visitor| visitor.tags))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_main_line_and_skips_variations() {
        let pgn = "[Event \"x\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *\n";
        let game = read_first_game(pgn).unwrap();
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.tags[0], ("Event".to_string(), "x".to_string()));
    }

    #[test]
    fn illegal_move_is_named_with_its_number() {
        let pgn = "1. e4 e5 2. Ke3 *";
        let err = read_first_game(pgn).unwrap_err().to_string();
        assert_eq!(err, "Der Zug 2. Ke3 ist in dieser Stellung nicht erlaubt.");
    }

    #[test]
    fn games_of_a_file_are_found_by_number() {
        let text = "[Event \"a\"]\n\n1. e4 {x\n[y]} *\n\n[Event \"b\"]\n\n1. d4 *\n";
        assert!(nth_game(text, 1).is_some_and(|g| g.contains("e4") && !g.contains("d4")));
        assert!(nth_game(text, 2).is_some_and(|g| g.contains("d4") && !g.contains("e4")));
        assert_eq!(nth_game(text, 3), None);
    }

    #[test]
    fn a_result_token_ends_a_game_even_on_its_line() {
        // python-chess reads this as one game of four half-moves; a result ends a game.
        let text = "1. e4 e5 1-0 1. d4 d5 0-1";
        assert_eq!(nth_game(text, 1), Some("1. e4 e5 1-0"));
        assert_eq!(nth_game(text, 2), Some(" 1. d4 d5 0-1"));
        // Not inside a variation or a comment.
        let text = "1. e4 e5 (1... c5 *) {1-0} 2. Nf3 *\n1. d4 *";
        assert_eq!(read_first_game(text).map(|g| g.moves.len()), Ok(3));
        assert_eq!(read_nth_game(text, 2).map(|g| g.moves.len()), Ok(1));
    }

    #[test]
    fn a_plain_list_keeps_its_blank_lines() {
        let text = "1. e4 e5\n\n2. Nf3 Nc6\n";
        assert_eq!(nth_game(text, 1), Some(text));
        assert_eq!(read_first_game(text).map(|g| g.moves.len()), Ok(4));
    }

    #[test]
    fn empty_source_has_no_game() {
        assert_eq!(read_first_game("").unwrap_err(), ImportError::NoGame);
    }
}
