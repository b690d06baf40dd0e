//! The local Lichess's puzzles, from the published description (tags/puzzles in
//! tests/fixtures/lichess-api): `GET /api/puzzle/daily` (no token), `GET /api/puzzle/next`
//! (`angle`, `difficulty`), `GET /api/puzzle/batch/{angle}` (`nb`, `difficulty`) and
//! `POST /api/puzzle/batch/{angle}` (the results as JSON, a token with `puzzle:write`; the
//! answer names each puzzle's rating change in `rounds`). Every answer is checked against the
//! operation's schema, every query value against its parameter's `enum`, every body posted
//! against `PuzzleBatchSolveRequest`. An angle the server does not know is answered 404, as
//! lila answers a theme or opening it does not have (`PuzzleAngle.find`); a token it knows
//! without the operation's scope is refused with 403.

use std::collections::VecDeque;

use serde_json::{Value, json};

use super::{FakeLichess, Request, State};
use crate::common::lichess_schema;

/// The puzzles the server has.
#[derive(Default)]
pub(super) struct Desk {
    daily: Option<Value>,
    /// The next puzzles, served in turn (the last one again when they run out).
    next: VecDeque<Value>,
    /// The angles the server knows (any when empty).
    angles: Vec<String>,
    /// The status the next result post is answered with (200 when none).
    refuse_results: Option<u16>,
}

impl FakeLichess {
    /// The daily puzzle (`PuzzleAndGame`).
    pub fn puzzle_daily(&self, puzzle: Value) {
        self.with(|s| s.puzzles.daily = Some(puzzle));
    }

    /// The puzzles `next` and `batch` give, in turn.
    pub fn puzzles_next(&self, puzzles: Vec<Value>) {
        self.with(|s| s.puzzles.next = puzzles.into());
    }

    /// The only themes and openings the server knows.
    pub fn puzzle_angles(&self, angles: &[&str]) {
        self.with(|s| s.puzzles.angles = angles.iter().map(|a| a.to_string()).collect());
    }

    /// The next result post is answered with `status` (and not counted).
    pub fn refuse_puzzle_results(&self, status: u16) {
        self.with(|s| s.puzzles.refuse_results = Some(status));
    }

    /// The results posted so far: the angle and the body, as received.
    pub fn puzzle_results(&self) -> Vec<(String, Value)> {
        self.requests()
            .into_iter()
            .filter(|r| r.method == "POST" && r.path.starts_with("/api/puzzle/batch/"))
            .map(|r| {
                let angle = r.path["/api/puzzle/batch/".len()..].to_string();
                (angle, serde_json::from_str(&r.body).unwrap_or_default())
            })
            .collect()
    }
}

/// A puzzle request answered: its status and body.
pub(super) fn answer(s: &mut State, request: &Request) -> (u16, String) {
    let (path, query) = request
        .path
        .split_once('?')
        .unwrap_or((request.path.as_str(), ""));
    let query: Vec<(String, String)> = query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let param = |name: &str| {
        query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    let (tag, method) = match (request.method.as_str(), path) {
        ("GET", "/api/puzzle/daily") => ("puzzles/api-puzzle-daily", "get"),
        ("GET", "/api/puzzle/next") => ("puzzles/api-puzzle-next", "get"),
        ("GET", p) if p.starts_with("/api/puzzle/batch/") => {
            ("puzzles/api-puzzle-batch-angle", "get")
        }
        ("POST", p) if p.starts_with("/api/puzzle/batch/") => {
            ("puzzles/api-puzzle-batch-angle", "post")
        }
        _ => return (404, r#"{"error":"Not found"}"#.into()),
    };
    check_query(s, tag, method, &query);
    // A token that lacks the operation's scope is refused, as lila refuses it ("Missing
    // scope", 403), also where no token is needed at all.
    let scope = match method {
        "post" => "puzzle:write",
        _ => "puzzle:read",
    };
    if tag != "puzzles/api-puzzle-daily" && lacks_scope(s, request, scope) {
        return (403, r#"{"error":"Missing scope"}"#.into());
    }
    let angle = match path.strip_prefix("/api/puzzle/batch/") {
        Some(angle) => Some(angle.to_string()),
        None => param("angle"),
    };
    if let Some(angle) = &angle
        && !s.puzzles.angles.is_empty()
        && !s.puzzles.angles.contains(angle)
    {
        return (404, r#"{"error":"Not found"}"#.into());
    }
    let (status, body) = match (tag, method) {
        ("puzzles/api-puzzle-daily", _) => match s.puzzles.daily.clone() {
            Some(p) => (200, p),
            None => return (404, r#"{"error":"Not found"}"#.into()),
        },
        ("puzzles/api-puzzle-next", _) => match next(s) {
            Some(p) => (200, p),
            None => return (404, r#"{"error":"No puzzle"}"#.into()),
        },
        (_, "get") => {
            let nb: usize = param("nb").and_then(|n| n.parse().ok()).unwrap_or(15);
            let puzzles: Vec<Value> = (0..nb).filter_map(|_| next(s)).collect();
            (
                200,
                json!({"puzzles": puzzles, "glicko": {"rating": 1500.0, "deviation": 500.0}}),
            )
        }
        _ => match solve(s, request) {
            Ok(answer) => (200, answer),
            Err(refusal) => return refusal,
        },
    };
    if let Err(failure) = lichess_schema::check_answer(tag, method, status, &body) {
        s.violations.push(failure);
    }
    (status, body.to_string())
}

/// Whether the request's token is one the server knows ([`FakeLichess::know_token`]) without
/// `scope`.
fn lacks_scope(s: &State, request: &Request, scope: &str) -> bool {
    let bearer = request
        .headers
        .get("authorization")
        .cloned()
        .unwrap_or_default();
    let token = bearer.strip_prefix("Bearer ").unwrap_or_default();
    s.tokens
        .get(token)
        .is_some_and(|scopes| !scopes.split(',').any(|s| s.trim() == scope))
}

/// The next puzzle; the last is given again when they run out.
fn next(s: &mut State) -> Option<Value> {
    match s.puzzles.next.len() {
        0 => None,
        1 => s.puzzles.next.front().cloned(),
        _ => s.puzzles.next.pop_front(),
    }
}

/// `POST /api/puzzle/batch/{angle}`: the token, then the body against the description.
fn solve(s: &mut State, request: &Request) -> Result<Value, (u16, String)> {
    let bearer = request
        .headers
        .get("authorization")
        .cloned()
        .unwrap_or_default();
    if !bearer.starts_with("Bearer ") {
        return Err((401, r#"{"error":"No such token"}"#.into()));
    }
    if let Some(status) = s.puzzles.refuse_results.take() {
        return Err((status, r#"{"error":"refused"}"#.into()));
    }
    let body: Value = serde_json::from_str(&request.body).unwrap_or(Value::Null);
    if let Err(failure) = lichess_schema::check("PuzzleBatchSolveRequest", &body) {
        s.violations.push(failure);
    }
    let rounds: Vec<Value> = body["solutions"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| {
            let win = p["win"] == true;
            json!({"id": p["id"], "win": win, "ratingDiff": if win { 9 } else { -11 }})
        })
        .collect();
    Ok(json!({"puzzles": [], "rounds": rounds,
        "glicko": {"rating": 1509.0, "deviation": 480.0, "provisional": true}}))
}

/// Each query value against its parameter's `enum` in the operation (`difficulty`, `color`);
/// a parameter the operation does not name is anna's mistake.
fn check_query(s: &mut State, tag: &str, method: &str, query: &[(String, String)]) {
    let op = lichess_schema::operation(tag);
    let params = op[method]["parameters"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    for (name, value) in query {
        let Some(param) = params
            .iter()
            .find(|p| p["name"] == name.as_str() && p["in"] == "query")
        else {
            s.violations.push(format!(
                "{tag}: the query parameter {name} is not described"
            ));
            continue;
        };
        if let Some(options) = param["schema"]["enum"].as_array()
            && !options.contains(&Value::String(value.clone()))
        {
            s.violations
                .push(format!("{tag}: {name}={value} is not one of {options:?}"));
        }
    }
}

/// The description's mate-in-2 example (`GET /api/puzzle/next`, puzzle QBX2O): Black
/// sacrifices the queen on g1, the king takes, the rook mates on c1.
pub fn description_mate_in_two() -> Value {
    json!({
        "game": {"id": "50ZuAmiN", "perf": {"key": "blitz", "name": "Blitz"}, "rated": true,
            "players": [
                {"name": "mjadidi", "id": "mjadidi", "color": "white", "rating": 1707},
                {"name": "B-A-L", "id": "b-a-l", "color": "black", "rating": 1679}],
            "pgn": GAME, "clock": "5+1"},
        "puzzle": {"id": "QBX2O", "rating": 1632, "plays": 3889,
            "solution": ["f2g1", "h1g1", "c8c1"],
            "themes": ["mateIn2", "middlegame", "short", "attraction", "sacrifice"],
            "initialPly": 66},
    })
}

/// The same game with Black's 33rd move changed (…Bb7 instead of …Rc8): White mates in two,
/// 34.Rxa8+ Bxa8 35.Qe8#, and 35.Qd8# mates as well (Lichess takes any mate as right).
pub fn mate_in_two_with_alternative() -> Value {
    let moves: Vec<&str> = GAME.split_whitespace().take(65).collect();
    json!({
        "game": {"id": "50ZuAmiX", "perf": {"key": "blitz", "name": "Blitz"}, "rated": true,
            "players": [
                {"name": "mjadidi", "id": "mjadidi", "color": "white", "rating": 1707},
                {"name": "B-A-L", "id": "b-a-l", "color": "black", "rating": 1679}],
            "pgn": format!("{} Bb7", moves.join(" ")), "clock": "5+1"},
        "puzzle": {"id": "AnnaM2", "rating": 1410, "plays": 12,
            "solution": ["a5a8", "b7a8", "e7e8"],
            "themes": ["mateIn2", "backRankMate", "middlegame", "short", "deflection"],
            "initialPly": 65},
    })
}

/// The game of the description's example.
const GAME: &str = "e4 e6 Nf3 d5 e5 c5 c3 Qb6 d4 cxd4 cxd4 Nc6 Be2 Bb4+ Nc3 Nge7 O-O O-O a3 Bxc3 bxc3 Na5 Be3 Qb2 Qa4 Qxe2 Qxa5 b6 Qb4 Nc6 Qd6 Na5 a4 Nc4 Qc6 Nxe3 fxe3 Qxe3+ Kh1 Ba6 Rfe1 Qf2 a5 Rac8 Qd6 Rfd8 Qe7 bxa5 Qxa7 Be2 Ng5 Ra8 Qe7 Re8 Qc7 Rec8 Qb7 Ba6 Qe7 Rxc3 Reb1 Rc2 Rg1 Rb2 Rxa5 Rc8 Rxa6";
