//! Lichess's puzzles over its public API: the daily puzzle (`GET /api/puzzle/daily`, no token),
//! a new one (`GET /api/puzzle/next`, by theme or opening and difficulty), a batch
//! (`GET /api/puzzle/batch/{angle}`), and the results sent back
//! (`POST /api/puzzle/batch/{angle}`, scope `puzzle:write`). With a token Lichess gives only
//! puzzles the account has not seen and counts the results; without one the puzzles are
//! Lichess's anonymous ones and nothing is sent.

use std::time::Duration;

use serde::Deserialize;

use super::{PushError, Server, Token};

/// The scope that sends results (and, with `puzzle:read`, gets unseen puzzles).
pub const PUZZLE_WRITE_SCOPE: &str = "puzzle:write";
/// The scope that gets puzzles the account has not seen.
pub const PUZZLE_READ_SCOPE: &str = "puzzle:read";

/// How long a request may take before it counts as failed.
const TIMEOUT: Duration = Duration::from_secs(20);

/// A puzzle with the game it comes from (`PuzzleAndGame`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct PuzzleAndGame {
    pub game: PuzzleGame,
    pub puzzle: Puzzle,
}

/// The game a puzzle comes from: its moves in SAN, from the usual start.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct PuzzleGame {
    pub id: String,
    pub pgn: String,
}

/// The puzzle itself: the ply of the opponent's last move before it (`initialPly`, counted
/// from 0), the solution in UCI (the player's moves and the replies, alternating), its
/// themes (keys of Lichess's theme list) and rating.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    #[serde(rename = "initialPly")]
    pub initial_ply: usize,
    pub rating: i64,
    pub solution: Vec<String>,
    #[serde(default)]
    pub themes: Vec<String>,
}

/// How hard, relative to the account's puzzle rating (1500 without a token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Difficulty {
    Easiest,
    Easier,
    Normal,
    Harder,
    Hardest,
}

impl Difficulty {
    /// The word the API takes.
    pub fn key(self) -> &'static str {
        match self {
            Difficulty::Easiest => "easiest",
            Difficulty::Easier => "easier",
            Difficulty::Normal => "normal",
            Difficulty::Harder => "harder",
            Difficulty::Hardest => "hardest",
        }
    }
}

/// One puzzle's result, as Lichess takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub id: String,
    pub win: bool,
}

/// Requests for puzzles to one server, with the account's token or without one.
#[derive(Clone)]
pub struct Puzzles {
    agent: ureq::Agent,
    server: Server,
    token: Option<Token>,
}

impl Puzzles {
    pub fn new(server: Server, token: Option<Token>) -> Puzzles {
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(TIMEOUT))
            .user_agent(format!("anna/{}", env!("CARGO_PKG_VERSION")))
            .http_status_as_error(false)
            .build();
        Puzzles {
            agent: config.new_agent(),
            server,
            token,
        }
    }

    /// Whether results go to an account (a token was found).
    pub fn signed_in(&self) -> bool {
        self.token.is_some()
    }

    pub fn server(&self) -> &Server {
        &self.server
    }

    /// Today's puzzle, the same for everyone (no token needed).
    pub fn daily(&self) -> Result<PuzzleAndGame, PushError> {
        let body = self.get("/api/puzzle/daily", false)?;
        serde_json::from_str(&body).map_err(|_| PushError::Garbled)
    }

    /// A new puzzle of the theme or opening `angle`, as hard as asked.
    pub fn next(
        &self,
        angle: Option<&str>,
        difficulty: Option<Difficulty>,
    ) -> Result<PuzzleAndGame, PushError> {
        let mut query = Vec::new();
        if let Some(angle) = angle {
            query.push(format!("angle={}", path_part(angle)));
        }
        if let Some(d) = difficulty {
            query.push(format!("difficulty={}", d.key()));
        }
        let path = match query.is_empty() {
            true => "/api/puzzle/next".to_string(),
            false => format!("/api/puzzle/next?{}", query.join("&")),
        };
        let body = self.get(&path, true)?;
        serde_json::from_str(&body).map_err(|_| PushError::Garbled)
    }

    /// `count` puzzles of the theme or opening `angle` at once (1 to 50).
    pub fn batch(
        &self,
        angle: &str,
        difficulty: Option<Difficulty>,
        count: u32,
    ) -> Result<Vec<PuzzleAndGame>, PushError> {
        #[derive(Deserialize)]
        struct Batch {
            #[serde(default)]
            puzzles: Vec<PuzzleAndGame>,
        }
        let mut path = format!(
            "/api/puzzle/batch/{}?nb={}",
            path_part(angle),
            count.clamp(1, 50)
        );
        if let Some(d) = difficulty {
            path.push_str(&format!("&difficulty={}", d.key()));
        }
        let body = self.get(&path, true)?;
        let batch: Batch = serde_json::from_str(&body).map_err(|_| PushError::Garbled)?;
        Ok(batch.puzzles)
    }

    /// Sends results (`puzzle:write`): the rating change Lichess gives for each, if any.
    pub fn send(&self, angle: &str, solved: &[Solved]) -> Result<Vec<Option<i64>>, PushError> {
        #[derive(Deserialize)]
        struct Answer {
            #[serde(default)]
            rounds: Vec<Round>,
        }
        #[derive(Deserialize)]
        struct Round {
            id: String,
            #[serde(rename = "ratingDiff")]
            rating_diff: Option<i64>,
        }
        let Some(token) = &self.token else {
            return Err(PushError::TokenUnknown {
                scope: PUZZLE_WRITE_SCOPE.into(),
            });
        };
        let solutions: Vec<serde_json::Value> = solved
            .iter()
            .map(|s| serde_json::json!({"id": s.id, "win": s.win, "rated": true}))
            .collect();
        let body = serde_json::json!({ "solutions": solutions }).to_string();
        let url = format!(
            "{}/api/puzzle/batch/{}",
            self.server.url(),
            path_part(angle)
        );
        let answer = self
            .agent
            .post(&url)
            .header("Authorization", &token.bearer())
            .content_type("application/json")
            .send(body.as_str());
        let text = read(answer, PUZZLE_WRITE_SCOPE)?;
        let answer: Answer = serde_json::from_str(&text).map_err(|_| PushError::Garbled)?;
        Ok(solved
            .iter()
            .map(|s| {
                answer
                    .rounds
                    .iter()
                    .find(|r| r.id == s.id)
                    .and_then(|r| r.rating_diff)
            })
            .collect())
    }

    /// `GET path`, with the token when there is one and `signed` asks for it. A token without
    /// `puzzle:read` (one made for playing only) is refused by Lichess: the puzzle is then
    /// asked for without it, as anyone may.
    fn get(&self, path: &str, signed: bool) -> Result<String, PushError> {
        let url = format!("{}{path}", self.server.url());
        if let (Some(token), true) = (&self.token, signed) {
            let answer = self
                .agent
                .get(&url)
                .header("Authorization", &token.bearer())
                .call();
            match read(answer, PUZZLE_READ_SCOPE) {
                Err(PushError::Refused { .. }) => {}
                other => return other,
            }
        }
        read(self.agent.get(&url).call(), PUZZLE_READ_SCOPE)
    }
}

/// The answer's body on success; a refusal names `scope`.
fn read(
    answer: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    scope: &str,
) -> Result<String, PushError> {
    let mut response = answer.map_err(|_| PushError::Unreachable)?;
    let status = response.status().as_u16();
    let body = response
        .body_mut()
        .with_config()
        .limit(4 << 20)
        .read_to_string()
        .map_err(|_| PushError::Unreachable)?;
    match status {
        200..=299 => Ok(body),
        429 => Err(PushError::RateLimited),
        401 => Err(PushError::TokenUnknown {
            scope: scope.into(),
        }),
        403 => Err(PushError::Refused {
            status,
            scope: scope.into(),
        }),
        status => Err(PushError::Status(status)),
    }
}

/// A theme or opening as one path or query part: letters, digits and `_`, as Lichess names
/// them; anything else could reach another path.
pub fn path_part(angle: &str) -> String {
    angle
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The description's example of `GET /api/puzzle/next` reads (its fields as named there).
    #[test]
    fn the_descriptions_example_reads() {
        let text = r#"{"game":{"id":"50ZuAmiN","perf":{"key":"blitz","name":"Blitz"},
            "rated":true,"players":[],"pgn":"e4 e5","clock":"5+1"},
            "puzzle":{"id":"QBX2O","rating":1632,"plays":3889,
            "solution":["f2g1","h1g1","c8c1"],"themes":["mateIn2","short"],"initialPly":66}}"#;
        let read: PuzzleAndGame = serde_json::from_str(text).unwrap();
        assert_eq!(read.puzzle.initial_ply, 66);
        assert_eq!(read.puzzle.solution, ["f2g1", "h1g1", "c8c1"]);
        assert_eq!(read.game.pgn, "e4 e5");
    }

    #[test]
    fn an_angle_cannot_reach_another_path() {
        assert_eq!(path_part("mateIn2"), "mateIn2");
        assert_eq!(path_part("../../api/x?y=1"), "apixy1");
        assert_eq!(path_part("Sicilian_Defense"), "Sicilian_Defense");
    }
}
