//! Reading PGN: where each game of a file ends, and a game's main line, every move checked.
//! Here, below the record, because the score sheet reader needs it as much as the review does.

use std::fmt;
use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};

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
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) -> Self::Output {}
}

/// The texts of the games of a PGN file, in order: a game ends where a tag line follows its
/// move text (outside a comment). The one rule of where a game ends, for every reader of PGN.
fn games(text: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let mut offset = 0;
    let mut in_movetext = false;
    let mut in_comment = false;
    let mut lines = text.split_inclusive('\n');
    std::iter::from_fn(move || {
        for line in lines.by_ref() {
            let trimmed = line.trim();
            let game = start;
            let ended = in_movetext && !in_comment && trimmed.starts_with('[');
            if ended {
                start = offset;
                in_movetext = false;
            }
            if !trimmed.is_empty() && !trimmed.starts_with('[') && !trimmed.starts_with('%') {
                in_movetext = true;
            }
            if in_movetext {
                for ch in line.chars() {
                    match ch {
                        '{' => in_comment = true,
                        '}' => in_comment = false,
                        _ => {}
                    }
                }
            }
            offset += line.len();
            if ended {
                return Some(&text[game..start]);
            }
        }
        let rest = &text[start..];
        start = text.len();
        (!rest.trim().is_empty()).then_some(rest)
    })
}

/// The text of the `n`th game (from 1) of a PGN file; `None` if the file has fewer games.
pub fn nth_game(text: &str, n: usize) -> Option<&str> {
    games(text).nth(n.checked_sub(1)?)
}

/// The tags and moves as written of the one game of `game`; `None` if it holds none.
fn main_line(game: &str) -> Result<Option<MainLine>, ImportError> {
    let mut visitor = MainLine::default();
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
    fn empty_source_has_no_game() {
        assert_eq!(read_first_game("").unwrap_err(), ImportError::NoGame);
    }
}
