//! The engine's evaluation of every position of a game, kept in a file beside the game so that
//! a game is analysed once: a second review of it starts at once.
//!
//! The one part of the review that talks to a process and touches files; the verdicts are
//! worked out from what is stored here, never stored themselves, so that a better definition
//! applies to old analyses too.

use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Move, Position};

use super::walk::Analysis;
use crate::engine::{EngineError, Limit, Score, Search, Uci};

/// What the engine said of one position: its score from White's view and its best move (UCI).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evaluation {
    pub score: Score,
    pub best: Option<String>,
}

/// An analysis as stored: what was analysed, by which engine and how deeply, and the
/// evaluation of the start position and of the position after each move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stored {
    pub fen: String,
    pub moves: Vec<String>,
    pub engine: String,
    /// The search limit, as the engine was told it ("depth 14").
    pub limit: String,
    pub positions: Vec<Evaluation>,
}

/// How long each position is searched: a fixed depth (the default) or node count, so that an
/// analysis does not depend on the machine's speed or load.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    Plies(u32),
    Nodes(u64),
}

/// The default depth: about a tenth of a second a position with Stockfish on one core, deep
/// enough that a piece left to be taken is seen at once (docs/training.md).
pub const DEFAULT_DEPTH: Depth = Depth::Plies(14);

impl Depth {
    fn limit(self) -> Limit {
        match self {
            Depth::Plies(d) => Limit::Depth(d),
            Depth::Nodes(n) => Limit::Nodes(n),
        }
    }

    fn key(self) -> String {
        match self {
            Depth::Plies(d) => format!("depth {d}"),
            Depth::Nodes(n) => format!("nodes {n}"),
        }
    }
}

/// The game to analyse: its start and its moves, with every position along it.
pub struct AnalysedGame<'a> {
    pub fen: &'a str,
    pub start: &'a Chess,
    pub moves: &'a [Move],
    pub castling: shakmaty::CastlingMode,
}

impl AnalysedGame<'_> {
    fn uci_moves(&self) -> Vec<String> {
        self.moves
            .iter()
            .map(|m| crate::notation::uci(*m, self.castling))
            .collect()
    }

    fn positions(&self) -> Vec<Chess> {
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        let mut position = self.start.clone();
        positions.push(position.clone());
        for m in self.moves {
            if !position.is_legal(*m) {
                break;
            }
            position.play_unchecked(*m);
            positions.push(position.clone());
        }
        positions
    }
}

/// The stored analysis of this game at this depth, if the file holds one; anything else (no
/// file, another game, another depth, a damaged file) means analysing again.
pub fn load(path: &Path, game: &AnalysedGame, depth: Depth) -> Option<Stored> {
    let text = crate::files::read_input_text(path, crate::files::MAX_INPUT_BYTES).ok()?;
    let Ok(stored) = serde_json::from_str::<Stored>(&text) else {
        // Not lost: the game is analysed again and the file written anew.
        tracing::info!(event = "review", file = %path.display(), readable = false);
        return None;
    };
    let fits = stored.fen == game.fen
        && stored.moves == game.uci_moves()
        && stored.limit == depth.key()
        && stored.positions.len() == game.moves.len() + 1;
    fits.then_some(stored)
}

/// Writes the analysis through a temporary file, so that a full disk leaves no half file and
/// a link planted at the name is not written through.
pub fn store(path: &Path, stored: &Stored) -> io::Result<()> {
    let text = serde_json::to_string(stored).map_err(io::Error::other)?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    crate::files::write_atomically(path, text.as_bytes())
}

/// Evaluates the start position and the position after each move, telling `progress` after
/// each (done, total). A position where the game is over is scored without the engine.
pub fn analyse(
    uci: &mut Uci,
    game: &AnalysedGame,
    depth: Depth,
    mut progress: impl FnMut(usize, usize),
) -> Result<Stored, EngineError> {
    let moves = game.uci_moves();
    let positions = game.positions();
    uci.new_game(game.castling == shakmaty::CastlingMode::Chess960)?;
    let total = positions.len();
    let mut evaluations = Vec::with_capacity(total);
    for (i, position) in positions.iter().enumerate() {
        let evaluation = match final_score(position) {
            Some(score) => Evaluation { score, best: None },
            None => {
                let found = uci.search(&Search {
                    fen: game.fen.to_string(),
                    moves: moves[..i].to_vec(),
                    turn: position.turn(),
                    limit: depth.limit(),
                })?;
                Evaluation {
                    // An engine that names a move without a score leaves the position level
                    // rather than unanalysed: it happens only at once-searched depth 0.
                    score: found.score.unwrap_or(Score::Cp(0)),
                    best: found.best,
                }
            }
        };
        evaluations.push(evaluation);
        progress(i + 1, total);
    }
    Ok(Stored {
        fen: game.fen.to_string(),
        moves,
        engine: uci.name().to_string(),
        limit: depth.key(),
        positions: evaluations,
    })
}

/// A checkmate or a position without a move: its score is known.
fn final_score(position: &Chess) -> Option<Score> {
    if position.is_checkmate() {
        return Some(match position.turn() {
            Color::White => Score::Mate(-1),
            Color::Black => Score::Mate(1),
        });
    }
    (position.is_stalemate() || position.is_insufficient_material()).then_some(Score::Cp(0))
}

/// The analysis of each move (before, after, the best move where it stood), for the walk.
pub fn analyses(stored: &Stored, game: &AnalysedGame) -> Vec<Option<Analysis>> {
    let positions = game.positions();
    stored
        .positions
        .windows(2)
        .zip(&positions)
        .map(|(pair, position)| {
            let best = pair[0]
                .best
                .as_deref()
                .and_then(|text| text.parse::<UciMove>().ok())
                .and_then(|u| u.to_move(position).ok());
            Some(Analysis {
                before: pair[0].score,
                after: pair[1].score,
                best,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::san::San;

    fn game_of(sans: &[&str]) -> (Chess, Vec<Move>) {
        let start = Chess::default();
        let mut position = start.clone();
        let mut moves = Vec::new();
        for san in sans {
            let Ok(m) = san.parse::<San>().map(|s| s.to_move(&position)) else {
                panic!("{san}");
            };
            let m = m.unwrap_or_else(|e| panic!("{san}: {e}"));
            position.play_unchecked(m);
            moves.push(m);
        }
        (start, moves)
    }

    #[test]
    fn a_stored_analysis_fits_only_its_game_and_depth() {
        let (start, moves) = game_of(&["e4", "e5"]);
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let game = AnalysedGame {
            fen,
            start: &start,
            moves: &moves,
            castling: CastlingMode::Standard,
        };
        let stored = Stored {
            fen: fen.into(),
            moves: vec!["e2e4".into(), "e7e5".into()],
            engine: "test".into(),
            limit: DEFAULT_DEPTH.key(),
            positions: vec![
                Evaluation {
                    score: Score::Cp(30),
                    best: Some("e2e4".into()),
                };
                3
            ],
        };
        let dir = std::env::temp_dir().join(format!("anna-analyse-{}", std::process::id()));
        let path = dir.join("game.review.json");
        assert!(store(&path, &stored).is_ok());
        assert_eq!(load(&path, &game, DEFAULT_DEPTH), Some(stored.clone()));
        assert_eq!(load(&path, &game, Depth::Nodes(1000)), None);
        let (_, other) = game_of(&["d4", "d5"]);
        let other_game = AnalysedGame {
            moves: &other,
            ..game
        };
        assert_eq!(load(&path, &other_game, DEFAULT_DEPTH), None);
        std::fs::write(&path, "{ damaged").ok();
        assert_eq!(load(&path, &game, DEFAULT_DEPTH), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn each_move_gets_the_scores_around_it_and_the_best_move_where_it_stood() {
        let (start, moves) = game_of(&["e4", "e5"]);
        let game = AnalysedGame {
            fen: "",
            start: &start,
            moves: &moves,
            castling: CastlingMode::Standard,
        };
        let evaluation = |cp, best: &str| Evaluation {
            score: Score::Cp(cp),
            best: Some(best.into()),
        };
        let stored = Stored {
            fen: String::new(),
            moves: Vec::new(),
            engine: String::new(),
            limit: String::new(),
            positions: vec![
                evaluation(30, "d2d4"),
                evaluation(25, "c7c5"),
                evaluation(35, "g1f3"),
            ],
        };
        let analyses = analyses(&stored, &game);
        assert_eq!(analyses.len(), 2);
        let second = analyses[1].as_ref().map(|a| (a.before, a.after, a.best));
        let c5 = "c7c5"
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&game.positions()[1]).ok());
        assert_eq!(second, Some((Score::Cp(25), Score::Cp(35), c5)));
        assert!(c5.is_some());
    }

    #[test]
    fn a_mated_or_stalemated_position_needs_no_engine() {
        let (_, moves) = game_of(&["f3", "e5", "g4", "Qh4#"]);
        let mut position = Chess::default();
        for m in &moves {
            position.play_unchecked(*m);
        }
        assert_eq!(final_score(&position), Some(Score::Mate(-1)));
        assert_eq!(final_score(&Chess::default()), None);
    }
}
