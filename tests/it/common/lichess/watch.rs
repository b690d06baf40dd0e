//! The local Lichess's streams anyone may watch, written from the published description
//! (tests/fixtures/lichess-api): a broadcast round's PGN stream
//! (`GET /api/stream/broadcast/round/{id}.pgn`: every board first, then a board's whole PGN
//! again each time it changes, clocks as `{ [%clk 1:30:05] }`, the tags in the order of the
//! description's example), one game's moves (`GET /api/stream/game/{id}`: its description,
//! then `fen`/`lm`/`wc`/`bc` after every move, the description again when it ends, and the
//! stream closed), and Lichess TV (`GET /api/tv/feed`, `/api/tv/{channel}/feed`: `featured`,
//! then `fen` lines). Every line is checked against its schema; a round's PGN must read.
//! Faults: every watching stream dropped at once, as a broken connection does.

use std::io::Write;
use std::net::TcpStream;
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex, MutexGuard};

use shakmaty::uci::UciMove;
use shakmaty::{Chess, EnPassantMode, Position};

use super::{FakeLichess, State, checked};

/// One board of a broadcast round.
#[derive(Clone, Debug, Default)]
pub struct Board {
    pub id: String,
    pub white: String,
    pub black: String,
    /// Each move in SAN with the mover's clock after it (`1:30:05`), if the board sends one.
    pub moves: Vec<(String, Option<String>)>,
    /// `*` while it goes on.
    pub result: String,
}

/// A game followed by its stream or on TV.
#[derive(Clone, Debug, Default)]
struct Followed {
    id: String,
    white: String,
    black: String,
    moves: Vec<String>,
    /// Seconds left, White's and Black's.
    clocks: (u64, u64),
    /// `(status name, status id, winner)` once it has ended.
    end: Option<(String, u64, Option<String>)>,
}

#[derive(Default)]
pub(super) struct Watch {
    round: Option<(String, Vec<Board>)>,
    round_streams: Vec<Sender<Option<String>>>,
    game: Option<Followed>,
    game_streams: Vec<Sender<Option<String>>>,
    tv: Option<Followed>,
    tv_streams: Vec<Sender<Option<String>>>,
}

/// Whether `path` is one of the watching streams (they need no token).
pub(super) fn is_watch_path(path: &str) -> bool {
    path.starts_with("/api/stream/broadcast/round/")
        || path.starts_with("/api/stream/game/")
        || path.starts_with("/api/tv/")
}

impl FakeLichess {
    /// A broadcast round `id` with a board for each pair of players, no move made yet.
    pub fn round(&self, id: &str, players: &[(&str, &str)]) {
        let boards = players
            .iter()
            .enumerate()
            .map(|(i, (white, black))| Board {
                id: format!("{:0>8}", format!("b{}", i + 1)),
                white: white.to_string(),
                black: black.to_string(),
                moves: Vec::new(),
                result: "*".into(),
            })
            .collect();
        self.with(|s| s.watch.round = Some((id.to_string(), boards)));
    }

    /// A move on board `board` (from 1), in SAN, with the mover's clock after it.
    pub fn round_move(&self, board: usize, san: &str, clock: Option<&str>) {
        self.change_board(board, |b| {
            b.moves.push((san.to_string(), clock.map(String::from)));
        });
    }

    /// Board `board`'s result (`1-0`, `0-1`, `1/2-1/2`).
    pub fn round_result(&self, board: usize, result: &str) {
        self.change_board(board, |b| b.result = result.to_string());
    }

    fn change_board(&self, board: usize, f: impl FnOnce(&mut Board)) {
        self.with(|s| {
            let (_, boards) = s.watch.round.as_mut().expect("a round");
            let b = &mut boards[board - 1];
            f(b);
            let pgn = board_pgn(b);
            s.watch
                .round_streams
                .retain(|t| t.send(Some(pgn.clone())).is_ok());
        });
    }

    /// A game anyone may watch by its id, going on, with `moves` (UCI) made before.
    pub fn watched_game(&self, id: &str, white: &str, black: &str, moves: &[&str]) {
        let game = Followed {
            id: id.into(),
            white: white.into(),
            black: black.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            clocks: (600, 600),
            end: None,
        };
        self.with(|s| s.watch.game = Some(game));
    }

    /// A move in the watched game (UCI), with both clocks after it.
    pub fn watched_move(&self, uci: &str, clocks: (u64, u64)) {
        self.with(|s| {
            let Some(game) = s.watch.game.as_mut() else {
                return;
            };
            game.moves.push(uci.into());
            game.clocks = clocks;
            let line = fen_line(game, false);
            s.watch
                .game_streams
                .retain(|t| t.send(Some(line.clone())).is_ok());
        });
    }

    /// The watched game ends by resignation of the loser: its description once more, and
    /// its stream is closed, as Lichess does.
    pub fn watched_resigns(&self, winner: &str) {
        self.with(|s| {
            let Some(game) = s.watch.game.as_mut() else {
                return;
            };
            game.end = Some(("resign".into(), 31, Some(winner.into())));
            let line = description(game);
            for t in s.watch.game_streams.drain(..) {
                let _ = t.send(Some(line.clone()));
                let _ = t.send(None);
            }
        });
    }

    /// Lichess TV features a new game (its players, `moves` made before).
    pub fn tv_features(&self, id: &str, white: &str, black: &str, moves: &[&str]) {
        let game = Followed {
            id: id.into(),
            white: white.into(),
            black: black.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            clocks: (180, 180),
            end: None,
        };
        let line = featured(&game);
        self.with(|s| {
            s.watch.tv = Some(game);
            s.watch
                .tv_streams
                .retain(|t| t.send(Some(line.clone())).is_ok());
        });
    }

    /// A move in the featured game (UCI), with both clocks after it.
    pub fn tv_move(&self, uci: &str, clocks: (u64, u64)) {
        self.with(|s| {
            let Some(game) = s.watch.tv.as_mut() else {
                return;
            };
            game.moves.push(uci.into());
            game.clocks = clocks;
            let line = fen_line(game, true);
            s.watch
                .tv_streams
                .retain(|t| t.send(Some(line.clone())).is_ok());
        });
    }

    /// Every watching stream closed, as a broken connection does.
    pub fn drop_watch_streams(&self) {
        self.with(|s| {
            let w = &mut s.watch;
            for t in w
                .round_streams
                .drain(..)
                .chain(w.game_streams.drain(..))
                .chain(w.tv_streams.drain(..))
            {
                let _ = t.send(None);
            }
        });
    }

    /// How many watching streams have been opened at `prefix` so far.
    pub fn watch_streams_opened(&self, prefix: &str) -> usize {
        self.requests()
            .iter()
            .filter(|r| r.path.starts_with(prefix))
            .count()
    }
}

/// A watching stream: what it starts with, then every change until it is closed.
pub(super) fn serve_watch(
    mut stream: TcpStream,
    state: &Arc<Mutex<State>>,
    mut s: MutexGuard<'_, State>,
    path: &str,
) {
    let (tx, rx) = channel();
    let opened = watched(&mut s.watch, path, tx);
    drop(s);
    let Some((first, tag, pgn)) = opened else {
        return super::reply(&mut stream, 404, "{\"error\":\"Not found.\"}");
    };
    let kind = if pgn {
        "application/x-chess-pgn"
    } else {
        "application/x-ndjson"
    };
    let _ = write!(
        stream,
        "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nConnection: close\r\n\r\n"
    );
    for text in first.into_iter().map(Some).chain(rx) {
        let Some(text) = text else { break };
        let written = match pgn {
            true => {
                pgn_checked(state, &text);
                write!(stream, "{text}\n\n\n")
            }
            false => {
                ndjson_checked(state, tag, &text);
                writeln!(stream, "{text}")
            }
        };
        if written.and_then(|()| stream.flush()).is_err() {
            break;
        }
    }
    let _ = stream.shutdown(std::net::Shutdown::Both);
}

/// The stream `path` names, opened on `tx`: its first lines, its operation's tag, whether
/// it is PGN; `None` for a round, game or TV the server does not have.
fn watched(
    w: &mut Watch,
    path: &str,
    tx: Sender<Option<String>>,
) -> Option<(Vec<String>, &'static str, bool)> {
    if let Some(rest) = path.strip_prefix("/api/stream/broadcast/round/") {
        let id = rest.trim_end_matches(".pgn");
        let (_, boards) = w.round.as_ref().filter(|(round, _)| round == id)?;
        let first = boards.iter().map(board_pgn).collect();
        w.round_streams.push(tx);
        let tag = "broadcasts/api-stream-broadcast-round-broadcastRoundId-pgn";
        return Some((first, tag, true));
    }
    if let Some(id) = path.strip_prefix("/api/stream/game/") {
        let game = w.game.as_ref().filter(|game| game.id == id)?;
        let mut first = vec![description(game), fen_line(game, false)];
        if game.end.is_none() {
            w.game_streams.push(tx);
        } else {
            first.pop();
        }
        return Some((first, "games/api-stream-game-id", false));
    }
    let game = w.tv.as_ref()?;
    let first = vec![featured(game)];
    w.tv_streams.push(tx);
    Some((first, "tv/api-tv-feed", false))
}

/// A line of a game's stream against `MoveStreamEntry` (the operation's schema is the array
/// of them); TV's against its operation.
fn ndjson_checked(state: &Arc<Mutex<State>>, tag: &str, line: &str) {
    if tag != "games/api-stream-game-id" {
        return checked(state, tag, line);
    }
    let value: serde_json::Value = serde_json::from_str(line).unwrap_or_default();
    if let Err(failure) = crate::common::lichess_schema::check("MoveStreamEntry", &value) {
        state.lock().unwrap().violations.push(failure);
    }
}

/// A round's PGN: a text (`BroadcastPgn`) whose game reads, every move legal.
fn pgn_checked(state: &Arc<Mutex<State>>, pgn: &str) {
    let tag = "broadcasts/api-stream-broadcast-round-broadcastRoundId-pgn";
    let op = crate::common::lichess_schema::operation(tag);
    let content = &op["get"]["responses"]["200"]["content"]["application/x-chess-pgn"];
    let mut failure = match content["schema"]["$ref"].as_str() {
        Some(r) if r.ends_with("BroadcastPgn.yaml") => {
            crate::common::lichess_schema::check("BroadcastPgn", &pgn.into()).err()
        }
        _ => Some(format!("{tag}: no PGN answer")),
    };
    if anna::notation::read_first_game(pgn).is_err() {
        failure = Some(format!("{tag}: a PGN that does not read: {pgn}"));
    }
    if let Some(failure) = failure {
        state.lock().unwrap().violations.push(failure);
    }
}

/// A board's PGN as Lichess streams it: its tags (as in the description's example), then its
/// moves with their clock comments and the result.
fn board_pgn(board: &Board) -> String {
    let url = format!("https://lichess.org/broadcast/t/r/round001/{}", board.id);
    let mut text = format!(
        "[Event \"Test Open\"]\n[Site \"{url}\"]\n[Date \"2026.11.27\"]\n[White \"{}\"]\n[Black \"{}\"]\n[Result \"{}\"]\n[Variant \"Standard\"]\n[GameURL \"{url}\"]\n\n",
        board.white, board.black, board.result
    );
    for (ply, (san, clock)) in board.moves.iter().enumerate() {
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(san);
        if let Some(clock) = clock {
            text.push_str(&format!(" {{ [%clk {clock}] }}"));
        }
        text.push(' ');
    }
    text.push_str(&board.result);
    text
}

/// The position after the game's moves.
fn position(game: &Followed) -> Chess {
    let mut position = Chess::default();
    for m in &game.moves {
        let legal = UciMove::from_ascii(m.as_bytes()).ok();
        let Some(m) = legal.and_then(|u| u.to_move(&position).ok()) else {
            break;
        };
        position.play_unchecked(m);
    }
    position
}

fn fen(game: &Followed) -> String {
    shakmaty::fen::Fen::from_position(&position(game), EnPassantMode::Legal).to_string()
}

/// A game's description, as its stream's first (and, once ended, last) line.
fn description(game: &Followed) -> String {
    let user = |name: &str| serde_json::json!({"user": {"id": name.to_lowercase(), "name": name}, "rating": 2500});
    let (name, id, winner) = game.end.clone().unwrap_or(("started".into(), 20, None));
    let mut value = serde_json::json!({
        "id": game.id, "variant": {"key": "standard", "name": "Standard", "short": "Std"},
        "speed": "rapid", "perf": "rapid", "rated": true,
        "initialFen": Chess::default().board().to_string() + " w KQkq - 0 1",
        "fen": fen(game), "player": if game.moves.len().is_multiple_of(2) { "white" } else { "black" },
        "turns": game.moves.len(), "startedAtTurn": 0, "source": "pool",
        "status": {"id": id, "name": name}, "createdAt": 1_700_000_000_000u64,
        "players": {"white": user(&game.white), "black": user(&game.black)},
    });
    if let Some(last) = game.moves.last() {
        value["lastMove"] = last.clone().into();
    }
    if let Some(winner) = winner {
        value["winner"] = winner.into();
    }
    value.to_string()
}

/// The position after a move, as a game's stream (`tv`: wrapped as TV's `fen` message).
fn fen_line(game: &Followed, tv: bool) -> String {
    let short: String = fen(game).split(' ').take(2).collect::<Vec<_>>().join(" ");
    let mut d = serde_json::json!({"fen": short, "wc": game.clocks.0, "bc": game.clocks.1});
    if let Some(last) = game.moves.last() {
        d["lm"] = last.clone().into();
    }
    match tv {
        true => serde_json::json!({"t": "fen", "d": d}).to_string(),
        false => d.to_string(),
    }
}

/// TV's `featured` message.
fn featured(game: &Followed) -> String {
    let player = |color: &str, name: &str, seconds: u64| {
        serde_json::json!({"color": color, "user": {"id": name.to_lowercase(), "name": name},
            "rating": 2700, "seconds": seconds})
    };
    serde_json::json!({"t": "featured", "d": {
        "id": game.id, "orientation": "white", "fen": fen(game),
        "players": [player("white", &game.white, game.clocks.0),
                    player("black", &game.black, game.clocks.1)]}})
    .to_string()
}
