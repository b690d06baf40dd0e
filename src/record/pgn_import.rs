//! Reading the main line of the first game of a PGN file, checking every move.

use std::fmt;
use std::io::Read;
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

/// The first game of a PGN source, its moves checked for legality one by one.
pub fn read_first_game(source: impl Read) -> Result<ImportedGame, ImportError> {
    read_nth_game(source, 1)
}

/// The `n`th game (counted from 1) of a PGN source, its moves checked one by one.
pub fn read_nth_game(source: impl Read, n: usize) -> Result<ImportedGame, ImportError> {
    let mut reader = Reader::new(source);
    for _ in 1..n {
        match reader.skip_game() {
            Ok(true) => {}
            Ok(false) => return Err(ImportError::NoGame),
            Err(e) => return Err(ImportError::Io(e.to_string())),
        }
    }
    let mut visitor = MainLine::default();
    match reader.read_game(&mut visitor) {
        Ok(Some(())) => {}
        Ok(None) => return Err(ImportError::NoGame),
        Err(e) => return Err(ImportError::Io(e.to_string())),
    }
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

/// The tags of every game of a PGN source, in order: a list to choose a game from.
pub fn read_all_tags(source: impl Read) -> Result<Vec<Vec<(String, String)>>, ImportError> {
    let mut reader = Reader::new(source);
    let mut games = Vec::new();
    loop {
        let mut visitor = MainLine::default();
        match reader.read_game(&mut visitor) {
            Ok(Some(())) => games.push(visitor.tags),
            Ok(None) => return Ok(games),
            Err(e) => return Err(ImportError::Io(e.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_main_line_and_skips_variations() {
        let pgn = b"[Event \"x\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *\n";
        let game = read_first_game(&pgn[..]).unwrap();
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.tags[0], ("Event".to_string(), "x".to_string()));
    }

    #[test]
    fn illegal_move_is_named_with_its_number() {
        let pgn = b"1. e4 e5 2. Ke3 *";
        let err = read_first_game(&pgn[..]).unwrap_err().to_string();
        assert_eq!(err, "Der Zug 2. Ke3 ist in dieser Stellung nicht erlaubt.");
    }

    #[test]
    fn empty_source_has_no_game() {
        assert_eq!(read_first_game(&b""[..]).unwrap_err(), ImportError::NoGame);
    }
}
