//! A small Lichess for the tests, on this machine: it speaks HTTP/1.1 on a loopback port, one
//! thread a connection, records every request (method, path, headers, body) and answers as the
//! test says. Written from the public API description (https://lichess.org/api):
//!
//! - `POST /api/broadcast/round/{id}/push` takes the PGN as the body and answers JSON (success
//!   or the status set with [`FakeLichess::answer`]);
//! - the Board API of one game ([`FakeLichess::game`]): `GET /api/account`, the event stream
//!   (`gameStart` of the game), the game stream (`gameFull`, then a `gameState` after every
//!   change; `chatLine`, `opponentGone`), `POST` move, draw and take-back answers, resign,
//!   abort, claim-victory, chat, seek (blitz refused with 400, as Lichess does), challenge.
//!   The moves anna posts are checked (the account's turn, a legal move) and streamed back as
//!   Lichess does; the test plays the opponent's moves and offers.
//! - `POST /api/token/test`: whose each token of the body is and its scopes, or null;
//! - Puzzles (`puzzles`): the daily one, the next ones, a batch, the results posted.
//! - Faults on demand: streams dropped, a status (429) for the next board requests, a
//!   malformed line, an illegal move from the opponent.
//! - Order on demand (`common::lichess::hold`): the answers to board requests held back (the
//!   state lines then reach anna first), or the state lines held back until anna has read an
//!   answer (the answer first).
//!
//! Built from Lichess's published description (tests/fixtures/lichess-api, see its README)
//! and, where it is silent, from what lila does: every line the server streams is checked
//! against its schema (`common::lichess_schema`) and every form anna posts against the
//! operation's request body; a mismatch fails the test when the server is dropped. Booleans
//! that are false and an absent winner are left out, as Lichess does; moves are written with
//! castling king-to-rook (`e1h1`), as Lichess's game stream writes them in every variant
//! (scalachess's `UciDump`); a game stream is closed once the game has ended; resigning while
//! the game may still be aborted (fewer than two moves) aborts it, as lila does.
//!
//! Not covered: several games at once, clocks running on the server (the test sets them), challenges that
//! are declined, the rate limits' real counting, HTTP keep-alive and chunked bodies (every
//! answer closes its connection).

use std::collections::{BTreeMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;

mod hold;
mod watch;
use shakmaty::{CastlingMode, Chess, Color, Position};

pub mod puzzles;

/// How the server answers the next broadcast pushes.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    Ok,
    Status(u16),
    /// 200, and the game not taken: its `games[].error` (as Lichess answers a round that has
    /// an upstream source, or a PGN that does not import).
    Rejected(&'static str),
}

/// One request as the server got it.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    /// Header names in small letters.
    pub headers: BTreeMap<String, String>,
    pub body: String,
}

/// The one game on the server, as Lichess keeps it.
#[derive(Clone, Debug, Default)]
pub struct Game {
    pub id: String,
    /// The account's side in it.
    pub white: bool,
    pub moves: Vec<String>,
    pub status: String,
    pub winner: Option<&'static str>,
    pub wdraw: bool,
    pub bdraw: bool,
    pub wtakeback: bool,
    pub btakeback: bool,
    pub chat: Vec<(String, String)>,
    /// The clocks in milliseconds (Lichess's clock: it does not run here).
    pub wtime: u64,
    pub btime: u64,
    /// How the game came about (`friend` for a challenge, `lobby` for a seek).
    pub source: String,
    /// Its rules: `VariantKey` and name (standard when empty).
    pub variant: (String, String),
    /// The start position when not the usual one.
    pub fen: Option<String>,
    /// The ply of the account's last draw offer Lichess passed on (lila's `drawOffers`).
    pub offered_at: Option<usize>,
    /// The opponent allows no take-backs (his `takeback` preference).
    pub no_takebacks: bool,
}

#[derive(Default)]
struct State {
    requests: Vec<Request>,
    answer: Option<Answer>,
    account: String,
    opponent: String,
    game: Option<Game>,
    /// Statuses for the next board requests (moves, answers …), which are then not done.
    refusals: VecDeque<u16>,
    /// Open game streams and event streams: a line to each; `None` closes it.
    game_streams: Vec<Sender<Option<String>>>,
    event_streams: Vec<Sender<Option<String>>>,
    /// The tokens `POST /api/token/test` knows, with their scopes.
    tokens: BTreeMap<String, String>,
    /// What failed the published description, sent or received.
    violations: Vec<String>,
    /// Other games of the account's, going on: listed first on every event stream.
    listed: Vec<String>,
    /// The account's challenge: its id and the challenged player's name.
    challenge: Option<(String, String)>,
    /// Game streams left open and silent ([`FakeLichess::half_open`]).
    silent: Vec<Sender<Option<String>>>,
    /// Only the tokens [`FakeLichess::know_token`] named are accepted (else any token).
    strict_tokens: bool,
    /// The game may not be played through the Board API (`compat.board: false`): its stream
    /// is refused with 400.
    not_board: bool,
    /// Players Lichess does not have (a challenge to them: 404).
    unknown_players: Vec<String>,
    /// Players who refuse every challenge (400 with Lichess's reason).
    refusing_players: Vec<String>,
    /// Challenges kept alive by their open request (`keepAliveStream`).
    challenge_streams: Vec<Sender<Option<String>>>,
    /// Real-time seeks, open until accepted or expired.
    seek_streams: Vec<Sender<Option<String>>>,
    /// The last `opponentGone` line said the victory may be claimed now.
    claimable: bool,
    /// The streams anyone may watch (`common::lichess::watch`).
    watch: watch::Watch,
    /// The puzzles (`common::lichess::puzzles`).
    puzzles: puzzles::Desk,
    /// Answers or state lines held back (`common::lichess::hold`).
    hold: hold::Hold,
}

pub struct FakeLichess {
    pub url: String,
    state: Arc<Mutex<State>>,
}

impl FakeLichess {
    pub fn start() -> FakeLichess {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let url = format!("http://{}", listener.local_addr().expect("its address"));
        let state = Arc::new(Mutex::new(State {
            account: "Maria".into(),
            opponent: "Hector".into(),
            ..State::default()
        }));
        // Lichess's keep-alive line every 7 seconds on every stream (the real clock's: these
        // streams are read by anna's own process); it stops when the server is dropped.
        let alive = Arc::downgrade(&state);
        std::thread::spawn(move || {
            while let Some(state) = {
                std::thread::sleep(Duration::from_secs(7));
                alive.upgrade()
            } {
                let mut guard = state
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                let s = &mut *guard;
                for streams in [&mut s.game_streams, &mut s.event_streams] {
                    streams.retain(|t| t.send(Some(String::new())).is_ok());
                }
            }
        });
        let shared = state.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let shared = shared.clone();
                std::thread::spawn(move || serve(stream, &shared));
            }
        });
        FakeLichess { url, state }
    }

    fn with<T>(&self, f: impl FnOnce(&mut State) -> T) -> T {
        f(&mut self
            .state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// What failed the published description so far (a line sent, a form received).
    pub fn violations(&self) -> Vec<String> {
        self.with(|s| s.violations.clone())
    }

    /// The violations so far, taken (a test that sends one on purpose).
    pub fn take_violations(&self) -> Vec<String> {
        self.with(|s| std::mem::take(&mut s.violations))
    }

    /// Only known tokens are accepted: any other is answered 401, as Lichess answers a token
    /// it does not know.
    pub fn reject_unknown_tokens(&self) {
        self.with(|s| s.strict_tokens = true);
    }

    /// The game is one the Board API may not play (a blitz game from the lobby): listed with
    /// `compat.board: false`, its stream refused with 400.
    pub fn not_board_compatible(&self) {
        self.with(|s| s.not_board = true);
    }

    /// A player Lichess does not have.
    pub fn player_unknown(&self, name: &str) {
        self.with(|s| s.unknown_players.push(name.to_string()));
    }

    /// A player who does not accept challenges (Lichess answers 400 with its reason).
    pub fn player_refuses_challenges(&self, name: &str) {
        self.with(|s| s.refusing_players.push(name.to_string()));
    }

    /// The game's rules changed to `key` (`VariantKey`) named `name`, from `fen` if given.
    pub fn variant(&self, key: &str, name: &str, fen: Option<&str>) {
        self.with(|s| {
            if let Some(game) = s.game.as_mut() {
                game.variant = (key.into(), name.into());
                game.fen = fen.map(String::from);
            }
        });
    }

    /// The opponent's name as Lichess sends it (any text a user may choose).
    pub fn opponent_named(&self, name: &str) {
        self.with(|s| s.opponent = name.to_string());
    }

    /// A token `POST /api/token/test` knows, with its scopes (`"board:play,study:write"`).
    pub fn know_token(&self, token: &str, scopes: &str) {
        self.with(|s| s.tokens.insert(token.to_string(), scopes.to_string()));
    }

    pub fn answer(&self, answer: Answer) {
        self.with(|s| s.answer = Some(answer));
    }

    pub fn requests(&self) -> Vec<Request> {
        self.with(|s| s.requests.clone())
    }

    /// Waits (ten seconds at most) for a request that passes `pred`.
    pub fn wait_for(&self, what: &str, pred: impl Fn(&Request) -> bool) -> Request {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(found) = self.requests().into_iter().find(|r| pred(r)) {
                return found;
            }
            assert!(
                Instant::now() < deadline,
                "no {what} within 10 s; the requests: {:#?}",
                self.requests()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// A game of the account's (`Maria`) against `Hector`, started: the event stream announces
    /// it; `white` is the account's side; `moves` made before.
    pub fn game(&self, id: &str, white: bool, moves: &[&str]) {
        self.game_from(id, white, moves, "friend", 10);
    }

    /// Another game of the account's going on (a correspondence game, say): listed first
    /// on every event stream, as Lichess lists all current games.
    pub fn other_game_running(&self, id: &str, speed: &str, seconds_left: u64) {
        let line = serde_json::json!({"type": "gameStart", "game": {
            "gameId": id, "fullId": format!("{id}wxyz"), "id": id, "color": "white",
            "source": "lobby", "speed": speed, "secondsLeft": seconds_left, "hasMoved": true,
            "isMyTurn": true, "rated": false, "compat": {"bot": false, "board": true},
            "variant": {"key": "standard", "name": "Standard"}}})
        .to_string();
        self.with(|s| s.listed.push(line));
    }

    /// Someone accepts the seek: a game of `minutes` from the lobby starts, and the seek's
    /// request is closed.
    pub fn seek_accepted(&self, id: &str, white: bool, minutes: u64) {
        self.game_from(id, white, &[], "lobby", minutes);
        self.seek_expired();
    }

    /// The seek's request is closed with no game (it expired).
    pub fn seek_expired(&self) {
        self.with(|s| {
            for t in s.seek_streams.drain(..) {
                let _ = t.send(None);
            }
        });
    }

    /// Whether a seek is open (its request held open by anna).
    pub fn seeking(&self) -> bool {
        self.with(|s| !s.seek_streams.is_empty())
    }

    /// Whether the challenge is kept alive by its open request (else Lichess lets it expire
    /// after 20 seconds).
    pub fn challenge_kept_alive(&self) -> bool {
        self.with(|s| !s.challenge_streams.is_empty())
    }

    /// The challenge's request answered `{"done": what}` and closed, as lila does.
    fn challenge_done(&self, what: &str) {
        self.with(|s| {
            for t in s.challenge_streams.drain(..) {
                let _ = t.send(Some(format!(r#"{{"done":"{what}"}}"#)));
                let _ = t.send(None);
            }
        });
    }

    /// The challenged player accepts: the game has the challenge's id.
    pub fn challenge_accepted(&self, white: bool) {
        self.challenge_done("accepted");
        let id = self.with(|s| s.challenge.clone()).expect("a challenge").0;
        self.game_from(&id, white, &[], "friend", 15);
    }

    /// The challenged player declines, with Lichess's reason (`declineReasonKey`, words).
    pub fn challenge_declined(&self, key: &str, reason: &str) {
        self.challenge_done("declined");
        self.with(|s| {
            let mut challenge = challenge_json(s);
            challenge["status"] = "declined".into();
            challenge["declineReason"] = reason.into();
            challenge["declineReasonKey"] = key.into();
            let line = serde_json::json!({"type": "challengeDeclined", "challenge": challenge});
            let line = line.to_string();
            s.event_streams
                .retain(|t| t.send(Some(line.clone())).is_ok());
        });
    }

    /// The challenge expires unanswered (Lichess: after 20 s without `keepAliveStream`).
    pub fn challenge_canceled(&self) {
        self.challenge_done("canceled");
        self.with(|s| {
            let mut challenge = challenge_json(s);
            challenge["status"] = "canceled".into();
            let line = serde_json::json!({"type": "challengeCanceled", "challenge": challenge});
            let line = line.to_string();
            s.event_streams
                .retain(|t| t.send(Some(line.clone())).is_ok());
        });
    }

    fn game_from(&self, id: &str, white: bool, moves: &[&str], source: &str, minutes: u64) {
        // Written as Lichess writes them (castling king-to-rook).
        let mut written: Vec<String> = Vec::new();
        for m in moves {
            let next = lichess_uci(&written, m).unwrap_or_else(|| m.to_string());
            written.push(next);
        }
        let game = Game {
            id: id.into(),
            white,
            moves: written,
            status: "started".into(),
            wtime: minutes * 60_000,
            btime: minutes * 60_000,
            source: source.into(),
            ..Game::default()
        };
        self.with(|s| {
            let line = game_start(&game);
            s.game = Some(game);
            s.event_streams
                .retain(|t| t.send(Some(line.clone())).is_ok());
        });
    }

    /// The game as the server has it now.
    pub fn the_game(&self) -> Game {
        self.with(|s| s.game.clone().expect("a game"))
    }

    /// Changes the game as the opponent or Lichess does (a move, an offer, the end) and
    /// streams its new state.
    pub fn change(&self, f: impl FnOnce(&mut Game)) {
        self.with(|s| {
            if let Some(game) = s.game.as_mut() {
                f(game);
            }
            stream_state(s);
        });
    }

    /// The opponent plays `uci` (not checked: an illegal move is streamed as it is).
    pub fn opponent_moves(&self, uci: &str) {
        self.change(|g| {
            let written = lichess_uci_from(g.fen.as_deref(), &g.moves, uci)
                .unwrap_or_else(|| uci.to_string());
            g.moves.push(written);
            (g.wtakeback, g.btakeback) = (false, false);
        });
    }

    /// The opponent asks to take back his last move.
    pub fn opponent_asks_takeback(&self) {
        self.change(|g| match g.white {
            true => g.btakeback = true,
            false => g.wtakeback = true,
        });
    }

    /// The opponent agrees to the account's asking to take back (`true`) or declines it.
    pub fn opponent_answers_takeback(&self, agrees: bool) {
        self.change(|g| match agrees {
            true => take_back(g, g.white),
            false => (g.wtakeback, g.btakeback) = (false, false),
        });
    }

    /// A line to every game stream, as it is (a malformed one, a chat line, opponentGone).
    /// anna opens the game's stream before her welcome, so it is there once she speaks.
    pub fn send_line(&self, line: &str) {
        self.with(|s| {
            // lila gives the victory only when its own `opponentGone` said it may be claimed.
            if let Ok(v) = serde_json::from_str::<serde_json::Value>(line)
                && v["type"] == "opponentGone"
            {
                s.claimable = v["gone"] == true && v["claimWinInSeconds"] == 0;
            }
            s.game_streams
                .retain(|t| t.send(Some(line.to_string())).is_ok())
        });
    }

    /// The opponent is back on Lichess before its `opponentGone` line says so: a claim now is
    /// ignored.
    pub fn opponent_back_unsaid(&self) {
        self.with(|s| s.claimable = false);
    }

    /// The keep-alive line Lichess sends every 7 seconds on every stream (the test's clock
    /// says when).
    pub fn keep_alive(&self) {
        self.with(|s| {
            for streams in [&mut s.game_streams, &mut s.event_streams] {
                streams.retain(|t| t.send(Some(String::new())).is_ok());
            }
        });
    }

    /// The open game streams fall silent and stay open, as a half-open connection does (a
    /// Wi-Fi roam, a laptop's sleep): nothing more reaches them, not even keep-alive lines.
    pub fn half_open(&self) {
        self.with(|s| {
            let silent = std::mem::take(&mut s.game_streams);
            s.silent.extend(silent);
        });
    }

    /// Closes every open game stream, as a broken connection does.
    pub fn drop_game_streams(&self) {
        self.with(|s| {
            for t in s.game_streams.drain(..) {
                let _ = t.send(None);
            }
        });
    }

    /// The next board requests are answered with `status` and not done.
    pub fn refuse_next(&self, status: u16) {
        self.with(|s| s.refusals.push_back(status));
    }

    /// How many game streams have been opened so far.
    pub fn game_streams_opened(&self) -> usize {
        self.requests()
            .iter()
            .filter(|r| r.path.starts_with("/api/board/game/stream/"))
            .count()
    }
}

fn game_start(game: &Game) -> String {
    let id = &game.id;
    let mine = if game.white { game.wtime } else { game.btime };
    serde_json::json!({"type": "gameStart", "game": {
        "gameId": id, "fullId": format!("{id}abcd"), "id": id,
        "color": if game.white { "white" } else { "black" },
        "source": game.source, "speed": "rapid", "secondsLeft": mine / 1000,
        "hasMoved": !game.moves.is_empty(), "rated": false,
        "isMyTurn": game.moves.len() % 2 == usize::from(!game.white),
        "compat": {"bot": false, "board": true},
        "variant": {"key": "standard", "name": "Standard"}}})
    .to_string()
}

/// The account's challenge as Lichess describes it (`ChallengeJson`).
fn challenge_json(s: &State) -> serde_json::Value {
    let (id, name) = s.challenge.clone().unwrap_or_default();
    let user = |name: &str| serde_json::json!({"id": name.to_lowercase(), "name": name});
    serde_json::json!({
        "id": id, "url": format!("https://lichess.org/{id}"), "status": "created",
        "challenger": user(&s.account), "destUser": user(&name),
        "variant": {"key": "standard", "name": "Standard", "short": "Std"},
        "rated": false, "speed": "rapid",
        "timeControl": {"type": "clock", "limit": 900, "increment": 10, "show": "15+10"},
        "color": "random", "perf": {"icon": "", "name": "Rapid"}, "direction": "out",
    })
}

/// Lichess's writing of the move `text` (either castling notation) after `moves`: castling
/// king-to-rook, as its game stream writes it; `None` if it is not legal there.
pub fn lichess_uci(moves: &[String], text: &str) -> Option<String> {
    lichess_uci_from(None, moves, text)
}

/// [`lichess_uci`] from the start `fen` (a Chess960 start, say).
pub fn lichess_uci_from(fen: Option<&str>, moves: &[String], text: &str) -> Option<String> {
    let position = replay_from(fen, moves)?;
    let m = UciMove::from_ascii(text.as_bytes())
        .ok()?
        .to_move(&position)
        .ok()?;
    Some(m.to_uci(CastlingMode::Chess960).to_string())
}

/// The position after `moves` from the start (`fen`, else the usual one), if they are legal.
fn replay_from(fen: Option<&str>, moves: &[String]) -> Option<Chess> {
    let mut position = match fen {
        Some(fen) => shakmaty::fen::Fen::from_ascii(fen.as_bytes())
            .ok()?
            .into_position(CastlingMode::Chess960)
            .ok()?,
        None => Chess::default(),
    };
    for m in moves {
        let m = UciMove::from_ascii(m.as_bytes())
            .ok()?
            .to_move(&position)
            .ok()?;
        position = position.play(m).ok()?;
    }
    Some(position)
}

fn state_json(game: &Game) -> String {
    let mut state = serde_json::json!({
        "type": "gameState",
        "moves": game.moves.join(" "),
        "wtime": game.wtime, "btime": game.btime, "winc": 5000, "binc": 5000,
        "status": game.status,
    });
    // The first-move timer while a player has not yet made his first move (lila: 30 s
    // for a game between humans, as it is sent here, idle time not running).
    if game.moves.len() < 2 && !ended(game) {
        state["expiration"] = serde_json::json!({"idleMillis": 0, "millisToMove": 30_000});
    }
    // Lichess leaves out a flag that is false and a winner there is not.
    if let Some(winner) = game.winner {
        state["winner"] = winner.into();
    }
    let flags = [
        ("wdraw", game.wdraw),
        ("bdraw", game.bdraw),
        ("wtakeback", game.wtakeback),
        ("btakeback", game.btakeback),
    ];
    for (name, set) in flags {
        if set {
            state[name] = true.into();
        }
    }
    state.to_string()
}

/// Whether the game has ended (Lichess then closes its streams).
fn ended(game: &Game) -> bool {
    !matches!(game.status.as_str(), "created" | "started")
}

fn game_full(s: &State, game: &Game) -> String {
    let (white, black) = match game.white {
        true => (&s.account, &s.opponent),
        false => (&s.opponent, &s.account),
    };
    let player = |name: &String| serde_json::json!({"id": name.to_lowercase(), "name": name, "rating": 1500});
    let state: serde_json::Value = serde_json::from_str(&state_json(game)).unwrap();
    let variant = match &game.variant {
        (key, name) if !key.is_empty() => serde_json::json!({"key": key, "name": name}),
        _ => serde_json::json!({"key": "standard", "name": "Standard", "short": "Std"}),
    };
    serde_json::json!({
        "type": "gameFull", "id": game.id, "rated": false,
        "variant": variant,
        "clock": {"initial": 600_000, "increment": 5000},
        "speed": "rapid", "perf": {"name": "Rapid"}, "createdAt": 1_764_000_000_000_u64,
        "white": player(white), "black": player(black),
        "initialFen": game.fen.clone().unwrap_or_else(|| "startpos".into()),
        "state": state,
    })
    .to_string()
}

/// The game's new state to every game stream; once the game has ended, the streams are
/// closed after it, as Lichess closes them.
fn stream_state(s: &mut State) {
    if let Some(game) = &s.game {
        let line = state_json(game);
        if s.hold.state_line(&line) {
            return;
        }
        s.game_streams
            .retain(|t| t.send(Some(line.clone())).is_ok());
        close_if_ended(s);
    }
}

/// The game's streams closed once it has ended, as Lichess closes them.
fn close_if_ended(s: &mut State) {
    if s.game.as_ref().is_some_and(ended) {
        for t in s.game_streams.drain(..) {
            let _ = t.send(None);
        }
    }
}

/// Reads one request.
fn read_request(reader: &mut BufReader<TcpStream>) -> Option<Request> {
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let method = parts.next()?.to_string();
    let path = parts.next()?.to_string();
    let mut headers = BTreeMap::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_string());
    }
    let length: usize = headers
        .get("content-length")
        .and_then(|l| l.parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Request {
        method,
        path,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

fn reply(stream: &mut TcpStream, status: u16, text: &str) {
    let _ = write!(
        stream,
        "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    );
    let _ = stream.flush();
}

/// A request that needs the account's token, refused: no token or one the server does not
/// know (401), a game the Board API may not play (400), another game's stream (404).
fn refused(s: &State, request: &Request) -> Option<(u16, &'static str)> {
    let path = request.path.as_str();
    let bearer = request
        .headers
        .get("authorization")
        .cloned()
        .unwrap_or_default();
    let token = bearer.strip_prefix("Bearer ").unwrap_or_default();
    if token.is_empty() || s.strict_tokens && !s.tokens.contains_key(token) {
        return Some((401, "{\"error\":\"No such token\"}"));
    }
    let stream = path.strip_prefix("/api/board/game/stream/");
    if stream.is_some() && s.not_board {
        let refusal = r#"{"error":"This game cannot be played with the Board API."}"#;
        return Some((400, refusal));
    }
    // A game stream of a game the server does not have (lila: 404, `NotFound`).
    if let Some(id) = stream
        && s.game.as_ref().is_none_or(|g| g.id != id)
    {
        return Some((404, "{\"error\":\"Not found.\"}"));
    }
    None
}

/// Reads one request and answers it; a stream stays open until it is closed.
fn serve(stream: TcpStream, state: &Arc<Mutex<State>>) {
    let Ok(clone) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(clone);
    let Some(request) = read_request(&mut reader) else {
        return;
    };
    let mut stream = stream;
    let path = request.path.clone();
    let mut s = state.lock().unwrap();
    s.requests.push(request.clone());
    if path.starts_with("/api/broadcast/") {
        let answer = s.answer.unwrap_or(Answer::Ok);
        drop(s);
        let (status, text) = push_answer(state, answer);
        return reply(&mut stream, status, &text);
    }
    if watch::is_watch_path(&path) {
        return watch::serve_watch(stream, state, s, &path);
    }
    // Puzzles need no token, but for the results (checked there).
    if path.starts_with("/api/puzzle/") {
        let (status, text) = puzzles::answer(&mut s, &request);
        drop(s);
        return reply(&mut stream, status, &text);
    }
    if path == "/api/token/test" {
        let text = token_test(&s, &request.body);
        drop(s);
        return reply(&mut stream, 200, &text);
    }
    if let Some((status, text)) = refused(&s, &request) {
        drop(s);
        return reply(&mut stream, status, text);
    }
    if path == "/api/account" {
        let name = s.account.clone();
        drop(s);
        let text = serde_json::json!({"id": name.to_lowercase(), "username": name}).to_string();
        return reply(&mut stream, 200, &text);
    }
    if path == "/api/stream/event" || path.starts_with("/api/board/game/stream/") {
        return open_stream(stream, state, s, &path);
    }
    let (status, text) = board(&mut s, &request);
    // A challenge with `keepAliveStream`: the answer is a stream, open until the challenge is
    // accepted, declined or canceled (lila's `ChallengeKeepAliveStream`).
    // A real-time seek likewise: open until the seek is accepted or expires.
    let kept = form(&request.body)
        .get("keepAliveStream")
        .is_some_and(|v| v == "true");
    let challenge = path.starts_with("/api/challenge/") && kept;
    if status == 200 && (challenge || path == "/api/board/seek") {
        return keep_open(stream, s, challenge, &text);
    }
    drop(s);
    if path.starts_with("/api/board/game/") {
        return hold::answer_board(stream, state, &path, (status, text));
    }
    reply(&mut stream, status, &text);
}

/// A challenge's or a seek's answer, a stream kept open until the server closes it.
fn keep_open(
    mut stream: TcpStream,
    mut s: std::sync::MutexGuard<'_, State>,
    challenge: bool,
    text: &str,
) {
    let (tx, rx) = channel();
    let first = match challenge {
        true => {
            s.challenge_streams.push(tx);
            format!("{text}\n")
        }
        false => {
            s.seek_streams.push(tx);
            String::new()
        }
    };
    drop(s);
    let _ = write!(
        stream,
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nConnection: close\r\n\r\n{first}"
    );
    let _ = stream.flush();
    for line in rx {
        let Some(line) = line else { break };
        if writeln!(stream, "{line}")
            .and_then(|()| stream.flush())
            .is_err()
        {
            break;
        }
    }
    let _ = stream.shutdown(std::net::Shutdown::Both);
}

/// A streamed line checked against the operation's schema (a keep-alive line is empty).
fn checked(state: &Arc<Mutex<State>>, tag: &str, line: &str) {
    if line.is_empty() {
        return;
    }
    let failure = match serde_json::from_str(line) {
        Ok(value) => crate::common::lichess_schema::check_line(tag, "get", &value).err(),
        Err(_) if line.starts_with("{not") => None, // the malformed line a test sends
        Err(e) => Some(format!("{tag}: {line}: {e}")),
    };
    if let Some(failure) = failure {
        let mut s = state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        s.violations.push(failure);
    }
}

/// A JSON answer checked against the operation's answer for its status.
fn check_answer(s: &mut State, tag: &str, status: u16, body: &str) {
    let value = serde_json::from_str(body).unwrap_or_default();
    if let Err(failure) = crate::common::lichess_schema::check_answer(tag, "post", status, &value) {
        s.violations.push(failure);
    }
}

fn answered(state: &Arc<Mutex<State>>, tag: &str, status: u16, body: &str) {
    check_answer(
        &mut state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner),
        tag,
        status,
        body,
    );
}

/// A form anna posts checked against the operation's request body.
fn check_form(s: &mut State, tag: &str, request: &Request) {
    if let Err(failure) = crate::common::lichess_schema::check_form(tag, &form(&request.body)) {
        s.violations.push(failure);
    }
}

/// A board request: done on the game, and its new state streamed.
fn board(s: &mut State, request: &Request) -> (u16, String) {
    let path = request.path.as_str();
    if path == "/api/board/seek" {
        check_form(s, "board/api-board-seek", request);
    } else if path.starts_with("/api/challenge/") {
        check_form(s, "challenges/api-challenge-username", request);
    } else if path.ends_with("/chat") {
        check_form(s, "board/api-board-game-gameId-chat", request);
    }
    if let Some(status) = s.refusals.pop_front() {
        return (status, "{\"error\":\"refused\"}".into());
    }
    if let Some(answer) = seek_or_challenge(s, request) {
        return answer;
    }
    let Some(game) = s.game.as_mut() else {
        return (404, "{\"error\":\"No such game\"}".into());
    };
    let Some(action) = path.strip_prefix(&format!("/api/board/game/{}/", game.id)) else {
        return (404, "{\"error\":\"No such game\"}".into());
    };
    if game.status != "started" {
        return (400, "{\"error\":\"The game is over\"}".into());
    }
    if action == "chat" {
        return chat(s, request);
    }
    let claimable = s.claimable;
    match game_action(game, action, claimable) {
        Done::Streamed => stream_state(s),
        Done::Quietly => {}
        Done::Refused(status, error) => {
            return (status, serde_json::json!({ "error": error }).to_string());
        }
    }
    (200, "{\"ok\":true}".into())
}

/// What a request in the game came to.
enum Done {
    /// Done, and the new state streamed.
    Streamed,
    /// Answered 200 but not done: lila tells it to the game's round, which drops it.
    Quietly,
    Refused(u16, &'static str),
}

/// The account's request in its game, done as lila does it.
fn game_action(game: &mut Game, action: &str, claimable: bool) -> Done {
    let other = if game.white { "black" } else { "white" };
    match action {
        a if a.starts_with("move/") => {
            if !play(game, &a["move/".len()..]) {
                return Done::Refused(400, "Not your turn, or illegal move");
            }
        }
        "draw/yes" => return draw_yes(game),
        "draw/no" => (game.wdraw, game.bdraw) = (false, false),
        "takeback/yes" => return takeback_yes(game),
        "takeback/no" => (game.wtakeback, game.btakeback) = (false, false),
        // While the game may be aborted, lila aborts it instead (`Pov.resignable`).
        "resign" if game.moves.len() < 2 => game.status = "aborted".into(),
        "resign" => {
            game.status = "resign".into();
            game.winner = Some(other);
        }
        "abort" if game.moves.len() < 2 => game.status = "aborted".into(),
        "abort" => return Done::Refused(400, "This game can no longer be aborted"),
        // lila's `ResignForce`: only once the opponent has been gone long enough; told to the
        // round, so 200 either way.
        "claim-victory" if !claimable => return Done::Quietly,
        "claim-victory" => {
            game.status = "timeout".into();
            game.winner = Some(if game.white { "white" } else { "black" });
        }
        _ => return Done::Refused(404, "Not found"),
    }
    Done::Streamed
}

/// The account offers or accepts a draw.
fn draw_yes(game: &mut Game) -> Done {
    let offered = if game.white { game.bdraw } else { game.wdraw };
    let ply = game.moves.len();
    if offered {
        game.status = "draw".into();
        (game.wdraw, game.bdraw) = (false, false);
    } else if ply < 2 || game.offered_at.is_some_and(|at| at + 20 > ply) {
        // lila's `playerCanOfferDraw`: not before both moved, not within 20 plies of the last
        // offer; the Board API still answers 200, and nothing is streamed.
        return Done::Quietly;
    } else {
        game.offered_at = Some(ply);
        match game.white {
            true => game.wdraw = true,
            false => game.bdraw = true,
        }
    }
    Done::Streamed
}

/// The account asks to take back, or agrees to the opponent's asking.
fn takeback_yes(game: &mut Game) -> Done {
    let asked = if game.white {
        game.btakeback
    } else {
        game.wtakeback
    };
    if asked {
        take_back(game, !game.white);
    } else if game.no_takebacks || game.moves.is_empty() {
        // lila's `Takebacker`: not allowed by the opponent; the Board API's answer is 200 all
        // the same (the request is only told to the round), nothing streamed.
        return Done::Quietly;
    } else if game.white {
        game.wtakeback = true;
    } else {
        game.btakeback = true;
    }
    Done::Streamed
}

/// A chat line: lila sends it to the game's streams, the sender's own too.
fn chat(s: &mut State, request: &Request) -> (u16, String) {
    let form = form(&request.body);
    let text = form.get("text").cloned().unwrap_or_default();
    let account = s.account.clone();
    if let Some(game) = s.game.as_mut() {
        game.chat.push((account.clone(), text.clone()));
    }
    let line = serde_json::json!({"type": "chatLine", "room": "player",
        "username": account, "text": text})
    .to_string();
    s.game_streams
        .retain(|t| t.send(Some(line.clone())).is_ok());
    (200, "{\"ok\":true}".into())
}

/// The account's move, if it is its turn and the move is legal.
/// A take-back agreed, as Lichess does it: the asking side's last move goes, and the reply to
/// it if there was one (the asker is to move again).
fn take_back(game: &mut Game, asker_white: bool) {
    let white_to_move = game.moves.len().is_multiple_of(2);
    let count = if white_to_move == asker_white { 2 } else { 1 };
    let keep = game.moves.len().saturating_sub(count);
    game.moves.truncate(keep);
    (game.wtakeback, game.btakeback) = (false, false);
}

/// The account's move (either castling notation, as lila takes both), written as Lichess
/// writes it.
fn play(game: &mut Game, text: &str) -> bool {
    let Some(position) = replay_from(game.fen.as_deref(), &game.moves) else {
        return false;
    };
    let mine = if game.white {
        Color::White
    } else {
        Color::Black
    };
    let Some(written) = lichess_uci_from(game.fen.as_deref(), &game.moves, text) else {
        return false;
    };
    if position.turn() != mine {
        return false;
    }
    game.moves.push(written);
    // A move declines a take-back asked for, as on Lichess.
    (game.wtakeback, game.btakeback) = (false, false);
    true
}

/// A form body's fields (`a=b&c=d`, `+` and `%XX` decoded).
fn form(body: &str) -> BTreeMap<String, String> {
    body.split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (decode(k), decode(v)))
        .collect()
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("20");
                out.push(u8::from_str_radix(hex, 16).unwrap_or(b' '));
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Drop for FakeLichess {
    /// The test fails when the server sent or received what the description does not allow.
    fn drop(&mut self) {
        let violations = self.violations();
        if !std::thread::panicking() {
            assert!(
                violations.is_empty(),
                "against Lichess's published description: {violations:#?}"
            );
        }
    }
}

/// The answer to a broadcast push, checked against the description.
fn push_answer(state: &Arc<Mutex<State>>, answer: Answer) -> (u16, String) {
    const TAG: &str = "broadcasts/broadcast-round-broadcastRoundId-push";
    let text = match answer {
        Answer::Rejected(error) => serde_json::json!({"games": [{"tags":
            {"White": "Maria", "Black": "Hector"}, "error": error}]})
        .to_string(),
        _ => r#"{"games":[{"tags":{"White":"Maria","Black":"Hector"},"moves":1}]}"#.into(),
    };
    match answer {
        Answer::Ok | Answer::Rejected(_) => {
            answered(state, TAG, 200, &text);
            (200, text)
        }
        Answer::Status(401) => (401, "{\"error\":\"No such token\"}".into()),
        Answer::Status(429) => (429, "{\"error\":\"Too many requests\"}".into()),
        Answer::Status(status) => (status, "{\"error\":\"no\"}".into()),
    }
}

/// `POST /api/token/test`: the tokens of the body, each with whose it is and its scopes, or
/// null.
fn token_test(s: &State, body: &str) -> String {
    let answers: serde_json::Map<String, serde_json::Value> = body
        .split(',')
        .map(|token| {
            let known = s.tokens.get(token.trim()).map(|scopes| {
                serde_json::json!({"userId": s.account.to_lowercase(), "scopes": scopes,
                    "expires": null})
            });
            (
                token.trim().to_string(),
                known.unwrap_or(serde_json::Value::Null),
            )
        })
        .collect();
    serde_json::Value::Object(answers).to_string()
}

/// An NDJSON stream (the account's events, a game's): its first lines, then every line sent
/// to it, each checked against the description, until it is closed.
fn open_stream(
    mut stream: TcpStream,
    state: &Arc<Mutex<State>>,
    mut s: std::sync::MutexGuard<'_, State>,
    path: &str,
) {
    let (tx, rx) = channel();
    let (first, tag, over) = match path {
        "/api/stream/event" => {
            // Only one event stream a token: the previous one is closed.
            for old in s.event_streams.drain(..) {
                let _ = old.send(None);
            }
            s.event_streams.push(tx);
            // All current games first.
            let mut first = s.listed.clone();
            first.extend(s.game.as_ref().filter(|g| !ended(g)).map(game_start));
            (first, "board/api-stream-event", false)
        }
        _ => {
            let over = s.game.as_ref().is_some_and(ended);
            if !over {
                s.game_streams.push(tx);
            }
            let first: Vec<String> = s
                .game
                .clone()
                .map(|g| game_full(&s, &g))
                .into_iter()
                .collect();
            (first, "board/api-board-game-stream-gameId", over)
        }
    };
    drop(s);
    // A game that has ended: its full state, then the stream is closed.
    let rx = if over { channel().1 } else { rx };
    let _ = write!(
        stream,
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nConnection: close\r\n\r\n"
    );
    for line in first.into_iter().map(Some).chain(rx) {
        let Some(line) = line else { break };
        checked(state, tag, &line);
        if writeln!(stream, "{line}")
            .and_then(|()| stream.flush())
            .is_err()
        {
            break;
        }
    }
    let _ = stream.shutdown(std::net::Shutdown::Both);
}

/// A seek (blitz refused with 400, as Lichess does) or a challenge (an unknown player 404, a
/// refusing one 400 with the reason); `None` for the game's own requests.
fn seek_or_challenge(s: &mut State, request: &Request) -> Option<(u16, String)> {
    let path = request.path.as_str();
    if path == "/api/board/seek" {
        let form = form(&request.body);
        let minutes: u32 = form.get("time").and_then(|t| t.parse().ok()).unwrap_or(0);
        let increment: u32 = form
            .get("increment")
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        if minutes * 60 + increment * 40 < 8 * 60 {
            return Some((400, "{\"error\":\"Invalid speed\"}".into()));
        }
        return Some((200, "{}".into()));
    }
    if let Some(name) = path.strip_prefix("/api/challenge/") {
        if s.unknown_players.iter().any(|p| p == name) {
            return Some((404, "{\"error\":\"Not found.\"}".into()));
        }
        if s.refusing_players.iter().any(|p| p == name) {
            let refusal = format!("{{\"error\":\"{name} does not accept challenges.\"}}");
            check_answer(s, "challenges/api-challenge-username", 400, &refusal);
            return Some((400, refusal));
        }
        s.challenge = Some(("ch1Abcde".into(), name.to_string()));
        let challenge = challenge_json(s).to_string();
        check_answer(s, "challenges/api-challenge-username", 200, &challenge);
        return Some((200, challenge));
    }
    None
}
