//! Games anyone may watch on Lichess, read as they are played: a broadcast round's PGN stream
//! (`GET /api/stream/broadcast/round/{id}.pgn`: every board, then each board again whole when
//! it changes, clocks as `[%clk]`), one game's moves (`GET /api/stream/game/{id}`, NDJSON, a
//! description first, then the position after every move) and Lichess TV
//! (`GET /api/tv/feed`, `/api/tv/{channel}/feed`: the featured game, then its positions). Each
//! is turned into the same thing: the whole game as it stands ([`WatchedGame`]), handed on
//! after every change, so the one who watches never has to know which stream it came from.

use std::io::{BufRead, BufReader, Read};

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Move, Position};

use super::{Client, PushError, clean};
use crate::message::{Arg, Message};
use crate::notation::read_first_game;

/// The longest line read from a stream; a longer one is cut there.
const LONGEST_LINE: u64 = 64 * 1024;

/// What is watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WatchSource {
    /// A broadcast round, and the game of its address if one was given.
    Round { id: String, game: Option<String> },
    /// One game by its id.
    Game(String),
    /// Lichess TV: the featured game, of a channel if one is named.
    Tv(Option<String>),
}

impl WatchSource {
    /// A round's or game's id, or a Lichess address: a round's
    /// (`…/broadcast/TOUR/ROUND/ROUNDID[/GAMEID]`), a game's (`…/GAMEID[/white]`) or TV's
    /// (`…/tv[/CHANNEL]`). `None` for a bare id, which may be either a round or a game.
    pub fn parse(text: &str) -> Result<Option<WatchSource>, Message> {
        let bad = || Message::new("watch-bad-id").with("id", Arg::Text(clean(text)));
        let text = text.trim();
        let path = match text.split_once("://") {
            Some((_, rest)) => rest.split_once('/').map_or("", |(_, path)| path),
            None if is_id(text) => return Ok(None),
            None => return Err(bad()),
        };
        let path = path.split(['?', '#']).next().unwrap_or("");
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            ["broadcast", _, _, round, rest @ ..] if is_id(round) => Ok(Some(WatchSource::Round {
                id: round.to_string(),
                game: rest.first().filter(|g| is_id(g)).map(|g| g.to_string()),
            })),
            ["tv"] => Ok(Some(WatchSource::Tv(None))),
            ["tv", channel] if is_word(channel) => {
                Ok(Some(WatchSource::Tv(Some(channel.to_string()))))
            }
            [game, ..] if game.len() >= 8 && is_id(&game[..8]) && is_id(game) => {
                Ok(Some(WatchSource::Game(game[..8].to_string())))
            }
            _ => Err(bad()),
        }
    }

    /// The stream's path on the server.
    pub fn path(&self) -> String {
        match self {
            WatchSource::Round { id, .. } => format!("/api/stream/broadcast/round/{id}.pgn"),
            WatchSource::Game(id) => format!("/api/stream/game/{id}"),
            WatchSource::Tv(None) => "/api/tv/feed".into(),
            WatchSource::Tv(Some(channel)) => format!("/api/tv/{channel}/feed"),
        }
    }
}

/// Letters and digits, as Lichess's ids are.
fn is_id(text: &str) -> bool {
    !text.is_empty() && text.len() <= 12 && text.chars().all(|c| c.is_ascii_alphanumeric())
}

/// A TV channel's name (`rapid`, `ultraBullet`).
fn is_word(text: &str) -> bool {
    !text.is_empty() && text.len() <= 32 && text.chars().all(|c| c.is_ascii_alphabetic())
}

/// One game as its stream last showed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WatchedGame {
    /// What tells this game from the others of its stream (its address or id).
    pub key: String,
    pub white: String,
    pub black: String,
    /// `1-0`, `0-1`, `1/2-1/2` once it has one; `None` while it goes on.
    pub result: Option<String>,
    /// The position the moves start from, when it is not the usual one.
    pub fen: Option<String>,
    pub moves: Vec<Move>,
    /// The time left on each clock in seconds, White's first, as last shown.
    pub clocks: [Option<u64>; 2],
}

impl WatchedGame {
    /// The start position.
    pub fn start(&self) -> Chess {
        self.fen
            .as_deref()
            .and_then(|f| position_of(f).ok())
            .unwrap_or_default()
    }

    /// The position after the moves.
    pub fn position(&self) -> Chess {
        let mut position = self.start();
        for m in &self.moves {
            position.play_unchecked(*m);
        }
        position
    }

    /// The moves in UCI, castling written as `mode` writes it (the game's own).
    pub fn uci(&self, mode: CastlingMode) -> Vec<UciMove> {
        self.moves
            .iter()
            .map(|m| UciMove::from_move(*m, mode))
            .collect()
    }
}

/// What a stream brought.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeedNews {
    /// A game, whole, as it now stands (new, or changed).
    Game(WatchedGame),
    /// Something came that does not read (said once by the one who watches).
    Unreadable,
    /// The stream ended or broke; the failure if one was named.
    Dropped(Option<PushError>),
}

/// Opens the stream of `source`.
pub fn open_watch(
    client: &Client,
    source: &WatchSource,
) -> Result<Box<dyn Read + Send>, PushError> {
    Ok(Box::new(client.open_public(&source.path())?))
}

/// A bare id: a broadcast round's if Lichess has such a round, else a game's.
pub fn open_guessing(
    client: &Client,
    id: &str,
) -> Result<(WatchSource, Box<dyn Read + Send>), PushError> {
    let round = WatchSource::Round {
        id: id.to_string(),
        game: None,
    };
    match open_watch(client, &round) {
        Err(PushError::Status(404)) => {
            let game = WatchSource::Game(id.to_string());
            open_watch(client, &game).map(|r| (game, r))
        }
        other => other.map(|r| (round, r)),
    }
}

/// Reads the stream of `source` (opened as `reader`) until it ends, handing on each game as
/// it changes; `tell` returns false when nobody listens any more.
pub fn read_feed(
    source: &WatchSource,
    reader: Box<dyn Read + Send>,
    tell: &dyn Fn(FeedNews) -> bool,
) {
    let mut lines = BufReader::new(reader);
    let mut follow = Followed::default();
    let mut pgn = String::new();
    loop {
        let mut line = String::new();
        let read = (&mut lines).take(LONGEST_LINE).read_line(&mut line);
        let ended = !matches!(read, Ok(n) if n > 0);
        let news = match source {
            WatchSource::Round { .. } => pgn_line(&mut pgn, &line, ended),
            _ if ended || line.trim().is_empty() => None,
            _ => follow.line(&line),
        };
        if let Some(news) = news
            && !tell(news)
        {
            return;
        }
        if ended {
            let failure = read.err().map(|_| PushError::Unreachable);
            tell(FeedNews::Dropped(failure));
            return;
        }
    }
}

/// A line of a PGN stream: a game is whole at the blank line after its moves (Lichess sends
/// blank lines between games), or when the stream ends.
fn pgn_line(pgn: &mut String, line: &str, ended: bool) -> Option<FeedNews> {
    let blank = line.trim().is_empty();
    if !blank {
        pgn.push_str(line.trim_end());
        pgn.push('\n');
    }
    let has_moves = pgn
        .lines()
        .any(|l| !l.trim().is_empty() && !l.starts_with('['));
    if !(blank || ended) || !has_moves {
        if blank && !pgn.is_empty() && !has_moves {
            // The blank line between the tags and the moves.
            pgn.push('\n');
        }
        return None;
    }
    let text = std::mem::take(pgn);
    Some(match read_pgn_game(&text) {
        Some(game) => FeedNews::Game(game),
        None => FeedNews::Unreadable,
    })
}

/// One game of a broadcast's PGN: its tags, its main line (each move checked), the last
/// `[%clk]` of each side. Read by the one PGN reader of anna (`notation::read_first_game`).
pub fn read_pgn_game(text: &str) -> Option<WatchedGame> {
    let game = read_first_game(text).ok()?;
    let tag = |name: &str| {
        game.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    let first = game.start.turn();
    let mut clocks = [None, None];
    for (ply, clock) in game.clocks.iter().enumerate() {
        let white = (ply % 2 == 0) == (first == Color::White);
        if let Some(seconds) = clock {
            clocks[usize::from(!white)] = Some(*seconds);
        }
    }
    let key = tag("GameURL")
        .or_else(|| tag("Site"))
        .unwrap_or_else(|| format!("{:?}-{:?}", tag("White"), tag("Black")));
    Some(WatchedGame {
        key,
        white: clean(&tag("White").unwrap_or_default()),
        black: clean(&tag("Black").unwrap_or_default()),
        result: tag("Result").filter(|r| matches!(r.as_str(), "1-0" | "0-1" | "1/2-1/2")),
        fen: tag("FEN"),
        moves: game.moves,
        clocks,
    })
}

/// A FEN read as a position, in standard chess or else Chess960.
fn position_of(fen: &str) -> Result<Chess, ()> {
    let fen = Fen::from_ascii(fen.trim().as_bytes()).map_err(|_| ())?;
    match fen.clone().into_position(CastlingMode::Standard) {
        Ok(position) => Ok(position),
        Err(_) => fen.into_position(CastlingMode::Chess960).map_err(|_| ()),
    }
}

/// The game an NDJSON stream (one game's, or TV's) shows: its description, then the position
/// after each move with the move that led to it.
#[derive(Default)]
struct Followed {
    game: Option<WatchedGame>,
}

impl Followed {
    fn line(&mut self, line: &str) -> Option<FeedNews> {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(line.trim()) else {
            return Some(FeedNews::Unreadable);
        };
        // TV wraps each message: `{"t": "featured" | "fen", "d": …}`.
        let (featured, data) = match value["t"].as_str() {
            Some("featured") => (true, &value["d"]),
            Some(_) => (false, &value["d"]),
            None => (value.get("id").is_some(), &value),
        };
        let changed = match featured {
            true => self.described(data),
            false => self.moved(data),
        };
        match changed {
            Some(true) => self.game.clone().map(FeedNews::Game),
            Some(false) => None,
            None => Some(FeedNews::Unreadable),
        }
    }

    /// A game's description (its first message, its last, a new TV game): `Some(true)` if it
    /// changed the game.
    fn described(&mut self, data: &serde_json::Value) -> Option<bool> {
        let key = data["id"].as_str()?.to_string();
        let fen = data["fen"].as_str()?.to_string();
        let (white, black) = players(data);
        let result = result_of(data);
        let seconds = |c: &str| seconds_of(data, c);
        let clocks = [seconds("white"), seconds("black")];
        let same = self.game.as_ref().filter(|g| g.key == key);
        let mut game = match same {
            // The same game again (a reconnection, its end): its moves kept if the position
            // is the one they lead to.
            Some(g) if placement(&g.position()) == placement_of(&fen) => g.clone(),
            _ => WatchedGame {
                key,
                white: String::new(),
                black: String::new(),
                result: None,
                fen: Some(fen),
                moves: Vec::new(),
                clocks: [None, None],
            },
        };
        (game.white, game.black) = (white, black);
        game.result = result;
        if clocks.iter().any(Option::is_some) {
            game.clocks = clocks;
        }
        let changed = self.game.as_ref() != Some(&game);
        self.game = Some(game);
        Some(changed)
    }

    /// A position after a move (`fen`, `lm`, `wc`, `bc`).
    fn moved(&mut self, data: &serde_json::Value) -> Option<bool> {
        let fen = data["fen"].as_str()?;
        let game = self.game.as_mut()?;
        let clocks = [data["wc"].as_u64(), data["bc"].as_u64()];
        let before = game.clone();
        game.clocks = clocks;
        let position = game.position();
        if placement(&position) != placement_of(fen) {
            let played = data["lm"]
                .as_str()
                .and_then(|lm| UciMove::from_ascii(lm.as_bytes()).ok())
                .and_then(|uci| uci.to_move(&position).ok())
                .filter(|m| {
                    let mut after = position.clone();
                    after.play_unchecked(*m);
                    placement(&after) == placement_of(fen)
                });
            match played {
                Some(m) => game.moves.push(m),
                // A position the moves do not lead to: followed from here.
                None => {
                    game.fen = Some(full_fen(fen));
                    game.moves.clear();
                }
            }
        }
        Some(*game != before)
    }
}

/// The players' names: `players.white.user.name` in a game's description, a list with
/// colours on TV; a Lichess AI by its level.
fn players(data: &serde_json::Value) -> (String, String) {
    let name = |p: &serde_json::Value| {
        let user = &p["user"];
        let name = user["name"].as_str().unwrap_or_default();
        let named = match user["title"].as_str() {
            Some(title) => format!("{title} {name}"),
            None => name.to_string(),
        };
        match p["aiLevel"].as_u64() {
            Some(level) if name.is_empty() => format!("Stockfish level {level}"),
            _ => clean(&named),
        }
    };
    match data["players"].as_array() {
        Some(list) => {
            let of = |c: &str| list.iter().find(|p| p["color"] == c).map(name);
            (
                of("white").unwrap_or_default(),
                of("black").unwrap_or_default(),
            )
        }
        None => (
            name(&data["players"]["white"]),
            name(&data["players"]["black"]),
        ),
    }
}

/// A player's seconds left on TV's list of players.
fn seconds_of(data: &serde_json::Value, color: &str) -> Option<u64> {
    data["players"]
        .as_array()?
        .iter()
        .find(|p| p["color"] == color)?["seconds"]
        .as_u64()
}

/// A finished game's result: its `winner` as lila sends it (the description does not list
/// the field), else what the status says by itself (a draw; a mate's winner is the side not
/// to move). `None` while it goes on, for an aborted game, and when nothing says who won.
fn result_of(data: &serde_json::Value) -> Option<String> {
    let status = data["status"]["name"].as_str().unwrap_or("started");
    if matches!(status, "created" | "started" | "aborted" | "noStart" | "") {
        return None;
    }
    let loser_to_move = data["fen"]
        .as_str()
        .map(|f| placement_of(f).ends_with(" w"));
    let result = match (data["winner"].as_str(), status, loser_to_move) {
        (Some("white"), ..) => "1-0",
        (Some("black"), ..) => "0-1",
        (None, "draw" | "stalemate", _) => "1/2-1/2",
        (None, "mate", Some(true)) => "0-1",
        (None, "mate", Some(false)) => "1-0",
        _ => return None,
    };
    Some(result.to_string())
}

/// The pieces and the side to move of a position, as the streams' short FEN writes them.
fn placement(position: &Chess) -> String {
    let fen = Fen::from_position(position, EnPassantMode::Legal).to_string();
    fen.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

fn placement_of(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

/// A short FEN (pieces, side to move) made whole: no castling, no en passant.
fn full_fen(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    match fields.len() {
        0 | 1 => format!("{} w - - 0 1", fields.first().unwrap_or(&"8/8/8/8/8/8/8/8")),
        2 => format!("{} {} - - 0 1", fields[0], fields[1]),
        _ => fen.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broadcast_game_gives_its_moves_and_each_sides_last_clock() {
        let pgn = "[White \"Ana\"]\n[Black \"Ben\"]\n[Result \"*\"]\n[GameURL \"u/1\"]\n\n\
                   1. e4 { [%clk 1:30:05] } e5 { [%clk 1:29:59] } 2. Nf3 { [%clk 1:29:00] } *\n";
        let game = read_pgn_game(pgn).unwrap();
        assert_eq!(game.moves.len(), 3);
        assert_eq!(game.clocks, [Some(5340), Some(5399)]);
        assert_eq!((game.white.as_str(), game.key.as_str()), ("Ana", "u/1"));
        assert_eq!(game.result, None);
    }

    #[test]
    fn addresses_name_a_round_a_game_or_tv() {
        let round = WatchSource::parse("https://lichess.org/broadcast/t/r/AbCd1234/Game5678");
        assert_eq!(
            round,
            Ok(Some(WatchSource::Round {
                id: "AbCd1234".into(),
                game: Some("Game5678".into())
            }))
        );
        let game = WatchSource::parse("https://lichess.org/q7ZvsdUFxyzw");
        assert_eq!(game, Ok(Some(WatchSource::Game("q7ZvsdUF".into()))));
        let tv = WatchSource::parse("https://lichess.org/tv/rapid");
        assert_eq!(tv, Ok(Some(WatchSource::Tv(Some("rapid".into())))));
        assert_eq!(WatchSource::parse("AbCd1234"), Ok(None));
        assert!(WatchSource::parse("no such thing").is_err());
    }

    #[test]
    fn a_move_stream_adds_moves_and_a_jump_starts_again() {
        let mut f = Followed::default();
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let d = format!(
            r#"{{"id":"g1","fen":"{start}","players":{{"white":{{"user":{{"name":"A"}}}},"black":{{"user":{{"name":"B"}}}}}}}}"#
        );
        assert!(matches!(f.line(&d), Some(FeedNews::Game(_))));
        let m = r#"{"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b","lm":"e2e4","wc":60,"bc":60}"#;
        let Some(FeedNews::Game(g)) = f.line(m) else {
            panic!()
        };
        assert_eq!(g.moves.len(), 1);
        assert_eq!(g.clocks, [Some(60), Some(60)]);
        let jump = r#"{"fen":"8/8/8/4k3/8/8/8/4K3 w","lm":"e2e4","wc":5,"bc":5}"#;
        let Some(FeedNews::Game(g)) = f.line(jump) else {
            panic!()
        };
        assert!(g.moves.is_empty() && g.fen.is_some());
    }
}
