//! Castling on Lichess: its game stream writes castling king-to-rook (`e1h1`, `e8a8`) in every
//! variant, anna writes `e1g1`; the seat compares the two as moves. For each case (the player
//! castles, the opponent castles, joined after castling, both sides, long and short) ten games
//! are played through the seat against the local Lichess to mate, every opponent's move made
//! at the board and every player's move sent once.

use std::time::{Duration, Instant};

use anna::clock::Moment;
use anna::command::Intent;
use anna::play::{Act, LichessSeat, Seat};
use anna::session::Record;
use anna::table::Table;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Position};

use crate::common::lichess::FakeLichess;

/// A small deterministic generator for the games' moves (no crate needed for this).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// A game from `opening` to mate: a mating move when there is one, else one chosen by the
/// generator; `None` when no mate comes within 200 plies.
fn to_mate(opening: &[&str], seed: u64) -> Option<Vec<String>> {
    let mut position = Chess::default();
    let mut moves = Vec::new();
    for text in opening {
        let m = UciMove::from_ascii(text.as_bytes())
            .ok()?
            .to_move(&position)
            .ok()?;
        moves.push(m.to_uci(CastlingMode::Standard).to_string());
        position = position.play(m).ok()?;
    }
    let mut lcg = Lcg(seed);
    while moves.len() < 200 {
        let legal = position.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mating = legal.iter().find(|m| {
            let after = position.clone().play(**m).expect("legal");
            after.is_checkmate()
        });
        let m = mating
            .copied()
            .unwrap_or_else(|| legal[lcg.below(legal.len())]);
        moves.push(m.to_uci(CastlingMode::Standard).to_string());
        position = position.play(m).ok()?;
        if position.is_checkmate() {
            return Some(moves);
        }
        if position.is_insufficient_material() {
            break;
        }
    }
    None
}

/// Ten games to mate from `opening`.
fn ten_games(opening: &[&str]) -> Vec<Vec<String>> {
    (1..2000)
        .filter_map(|seed| to_mate(opening, seed))
        .take(10)
        .collect()
}

fn record(uci: &str) -> Vec<Record> {
    let uci = UciMove::from_ascii(uci.as_bytes()).expect("uci");
    Intent::record(Record::Move { uci }).records().to_vec()
}

/// Waits (ten seconds at most, the network's time) for `done`.
fn wait(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done() {
        assert!(Instant::now() < deadline, "no {what} within 10 s");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// What the seat's threads brought, done as the loop does it: nothing is said in these
/// games (no failure, no refusal), only moves made.
fn pump(seat: &mut LichessSeat, table: &mut Table, now: Moment, moves: &[String]) {
    for act in seat.woken(table, now) {
        match act {
            Act::Do(intent) => {
                let committed = table.commit(intent.records(), now);
                seat.changed(table, committed.moved, now);
            }
            other => panic!("in {moves:?}: {other:?}"),
        }
    }
}

/// Plays `moves` on Lichess as `side`, joined after the first `joined` of them: every
/// opponent's move reaches the board through the seat, every player's move Lichess once.
fn play(moves: &[String], side: Color, joined: usize, game_id: &str) {
    let server = FakeLichess::start();
    let played: Vec<&str> = moves[..joined].iter().map(String::as_str).collect();
    server.game(game_id, side == Color::White, &played);
    let dir = crate::common::temp::TempDir::new("lichess", game_id);
    let now = Moment::from_secs(1000);
    let mut table = Table::start(
        anna::session::Setup::default()
            .check()
            .expect("a set-up the Laws allow"),
        &dir.0,
        now,
    )
    .expect("table");
    for m in &moves[..joined] {
        table.commit(&record(m), now);
    }
    let url = anna::lichess::Server::parse(&server.url).expect("url");
    let token = anna::lichess::Token::parse("lip_Castling1", "board:play").expect("token");
    let client = anna::lichess::Client::new(url, token);
    let mut seat = LichessSeat::new(client, game_id.into(), side);
    for (ply, m) in moves.iter().enumerate().skip(joined) {
        let white = ply % 2 == 0;
        if white == (side == Color::White) {
            let committed = table.commit(&record(m), now);
            seat.changed(&table, committed.moved, now);
            wait("move on Lichess", || {
                pump(&mut seat, &mut table, now, moves);
                server.the_game().moves.len() == ply + 1
            });
        } else {
            server.opponent_moves(m);
            wait("opponent's move at the board", || {
                pump(&mut seat, &mut table, now, moves);
                table.session().game().plies() == ply + 1
            });
        }
    }
    let game = table.session().game();
    assert!(game.position().is_checkmate(), "{moves:?}");
    assert_eq!(game.plies(), moves.len());
    // Each of the player's moves sent once; Lichess has the game as played, in its writing.
    let posts = server
        .requests()
        .iter()
        .filter(|r| r.path.contains("/move/"))
        .count();
    let mine = (joined..moves.len())
        .filter(|p| (p % 2 == 0) == (side == Color::White))
        .count();
    assert_eq!(posts, mine, "{moves:?}");
    assert_eq!(server.the_game().moves.len(), moves.len());
}

const SHORT_WHITE: &[&str] = &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "e1g1"];
const SHORT_BOTH: &[&str] = &[
    "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "f8c5", "d2d3", "e8g8",
];
const LONG_BOTH: &[&str] = &[
    "d2d4", "d7d5", "b1c3", "b8c6", "c1f4", "c8f5", "d1d2", "d8d7", "e1c1", "e8c8",
];
const LONG_BLACK: &[&str] = &[
    "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "d2d4", "b8c6", "g1f3", "c8g4", "f1e2", "e8c8",
];

fn cases(opening: &[&str], side: Color, joined_after_opening: bool, name: &str) {
    // Lichess writes the opening's castling king-to-rook: the case is what it says.
    let mut written: Vec<String> = Vec::new();
    for m in opening {
        let next = crate::common::lichess::lichess_uci(&written, m).expect("legal");
        written.push(next);
    }
    let castles = written.iter().zip(opening).filter(|(w, o)| w != o).count();
    assert!(castles >= 1, "{written:?}");
    let games = ten_games(opening);
    assert_eq!(games.len(), 10);
    for (i, moves) in games.iter().enumerate() {
        let joined = if joined_after_opening {
            opening.len()
        } else {
            0
        };
        play(moves, side, joined, &format!("{name}{i:02}"));
    }
}

#[test]
fn lichess_castling_the_player_castles_short() {
    cases(SHORT_WHITE, Color::White, false, "castPS");
}

#[test]
fn lichess_castling_the_opponent_castles_long() {
    cases(LONG_BLACK, Color::White, false, "castOL");
}

#[test]
fn lichess_castling_joined_after_both_castled_short() {
    cases(SHORT_BOTH, Color::Black, true, "castJS");
}

#[test]
fn lichess_castling_both_sides_long() {
    cases(LONG_BOTH, Color::Black, false, "castBL");
}

#[test]
fn lichess_castling_both_sides_short_as_white() {
    cases(SHORT_BOTH, Color::White, false, "castBS");
}
