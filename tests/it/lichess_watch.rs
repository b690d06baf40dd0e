//! Issue 44, point 1: following a game live against the local Lichess, with time handed in.
//! A broadcast round's board followed (`--board 2`): its moves said as they come in FIDE's
//! words, `zeit` from the last `[%clk]` of each side, a switch to board 3 saying its last
//! move, a result said once, a typed move refused with nothing sent, a dropped stream
//! connected again; one game's stream to its end; Lichess TV and its next featured game.

use std::time::{Duration, Instant};

use anna::clock::Moment;
use anna::lichess::{Client, Server, Token, WatchSource, open_guessing, open_watch};
use anna::output::Event;
use anna::play::{Wanted, Watcher};
use anna::session::Setup;

use crate::common::lichess::FakeLichess;

const ROUND: &str = "round001";

fn client(server: &FakeLichess) -> Client {
    Client::new(Server::parse(&server.url).unwrap(), Token::none())
}

fn watcher(server: &FakeLichess, source: WatchSource, wanted: Wanted) -> Watcher {
    let client = client(server);
    let first = open_watch(&client, &source).expect("the stream opens");
    let german = anna::lang::Language::load("de").expect("German");
    Watcher::new(client, source, first, wanted, Setup::default(), german).expect("a watcher")
}

fn texts(w: &Watcher, events: &[Event]) -> Vec<String> {
    let words = w.words();
    events.iter().map(|e| words.event_text(e)).collect()
}

/// What the stream brings until `done` holds for everything said (ten seconds at most: the
/// network's time, not the game's).
fn heard(w: &mut Watcher, now: Moment, done: impl Fn(&str) -> bool) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut said = Vec::new();
    loop {
        let events = w.woken(now);
        said.extend(texts(w, &events));
        if done(&said.join(" ")) || Instant::now() > deadline {
            return said;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// What stays said once nothing more can come: a short wait for stray news.
fn quiet(w: &mut Watcher, now: Moment) -> Vec<String> {
    std::thread::sleep(Duration::from_millis(200));
    let events = w.woken(now);
    texts(w, &events)
}

fn typed(w: &mut Watcher, line: &str, now: Moment) -> Vec<String> {
    let events = w.line(line, now).expect("still watching");
    texts(w, &events)
}

fn three_boards(server: &FakeLichess) {
    server.round(
        ROUND,
        &[("Anna", "Bernd"), ("Carla", "Dieter"), ("Eva", "Frank")],
    );
    server.round_move(2, "d4", Some("1:30:55"));
    server.round_move(2, "d5", Some("1:30:40"));
    server.round_move(3, "e4", Some("1:30:58"));
    server.round_move(3, "c5", Some("1:29:10"));
}

#[test]
fn a_rounds_board_two_is_followed_move_by_move_and_its_result_said_once() {
    let server = FakeLichess::start();
    three_boards(&server);
    let t0 = Moment::from_secs(100);
    let (source, _) = open_guessing(&client(&server), ROUND).expect("a round");
    assert!(matches!(source, WatchSource::Round { .. }), "{source:?}");
    let mut w = watcher(&server, source, Wanted::Board(2));
    let said = heard(&mut w, t0, |s| s.contains("Brett 2"));
    assert_eq!(
        said,
        [
            "Brett 2: Carla gegen Dieter.",
            "Letzter Zug: 1. … Bauer David fünf."
        ],
        "the board followed, and its last move"
    );
    // A move on another board is not said; the next on board 2 is, as at the board.
    server.round_move(1, "e4", None);
    server.round_move(2, "c4", Some("1:29:30"));
    let said = heard(&mut w, t0, |s| s.contains("Cesar vier"));
    assert_eq!(said, ["Bauer Cesar vier"]);
    server.round_move(2, "Nf6", Some("1:28:05"));
    let said = heard(&mut w, t0, |s| s.contains("Felix sechs"));
    assert_eq!(said, ["Springer Felix sechs"]);
    // The clocks of the last [%clk] of each side.
    assert_eq!(
        typed(&mut w, "zeit", t0),
        [
            "Weiß eine Stunde, neunundzwanzig Minuten, dreißig Sekunden, Schwarz eine Stunde, achtundzwanzig Minuten, fünf Sekunden."
        ]
    );
    // The position reading commands read the board followed.
    let list = typed(&mut w, "liste", t0).join(" ");
    assert!(
        list.contains("Cesar vier") && list.contains("Felix sechs"),
        "{list}"
    );
    // Board 3: its players and last move; back to board 2.
    assert_eq!(
        typed(&mut w, "3", t0),
        [
            "Brett 3: Eva gegen Frank.",
            "Letzter Zug: 1. … Bauer Cesar fünf."
        ]
    );
    assert_eq!(typed(&mut w, "nochmal", t0), typed(&mut w, "nochmal", t0));
    assert_eq!(
        typed(&mut w, "Dieter", t0)[0],
        "Brett 2: Carla gegen Dieter."
    );
    // The result, once: the same PGN again says nothing.
    server.round_result(2, "1-0");
    let said = heard(&mut w, t0, |s| s.contains("gewinnt"));
    assert_eq!(said, ["Brett 2, Carla gegen Dieter: Weiß gewinnt."]);
    server.round_result(2, "1-0");
    assert_eq!(quiet(&mut w, t0), Vec::<String>::new());
    // Only watching: a typed move is refused, and nothing is ever sent.
    let refused = typed(&mut w, "e4", t0).join(" ");
    assert!(refused.contains("nur zugeschaut"), "{refused}");
    assert!(server.requests().iter().all(|r| r.method == "GET"));
    let boards = typed(&mut w, "bretter", t0);
    assert_eq!(
        boards,
        [
            "Brett 1: Anna gegen Bernd, Schwarz am Zug.",
            "Brett 2: Carla gegen Dieter, Weiß gewinnt.",
            "Brett 3: Eva gegen Frank, Weiß am Zug."
        ]
    );
    assert_eq!(server.violations(), Vec::<String>::new());
}

#[test]
fn a_dropped_round_stream_is_connected_again_and_said_once() {
    let server = FakeLichess::start();
    three_boards(&server);
    let t0 = Moment::from_secs(100);
    let source = WatchSource::Round {
        id: ROUND.into(),
        game: None,
    };
    let mut w = watcher(&server, source, Wanted::Player("eva".into()));
    let said = heard(&mut w, t0, |s| s.contains("Brett 3"));
    assert_eq!(said[0], "Brett 3: Eva gegen Frank.");
    server.drop_watch_streams();
    let said = heard(&mut w, t0, |s| s.contains("Verbindung"));
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("Lichess"), "{said:?}");
    // Not before the pause is over, on the game's clock.
    let opened = || server.watch_streams_opened("/api/stream/broadcast/round/");
    assert_eq!(opened(), 1);
    assert_eq!(
        quiet(&mut w, t0 + Duration::from_millis(500)),
        Vec::<String>::new()
    );
    assert_eq!(opened(), 1);
    let t1 = t0 + Duration::from_secs(1);
    let said = heard(&mut w, t1, |s| s.contains("wieder"));
    assert_eq!(opened(), 2);
    assert_eq!(
        said.len(),
        1,
        "the return said once, no move said again: {said:?}"
    );
    server.round_move(3, "Nf3", Some("1:29:00"));
    let said = heard(&mut w, t1, |s| s.contains("Felix drei"));
    assert_eq!(said, ["Springer Felix drei"]);
    assert_eq!(server.violations(), Vec::<String>::new());
}

#[test]
fn a_games_stream_is_followed_to_its_end_said_once() {
    let server = FakeLichess::start();
    server.watched_game("game0001", "Hanna", "Ivo", &["e2e4", "e7e5"]);
    let t0 = Moment::from_secs(100);
    let source = WatchSource::parse("https://lichess.org/game0001")
        .unwrap()
        .unwrap();
    let mut w = watcher(&server, source, Wanted::Board(1));
    let said = heard(&mut w, t0, |s| s.contains("Hanna"));
    assert_eq!(said[0], "Brett 1: Hanna gegen Ivo.");
    server.watched_move("g1f3", (590, 595));
    let said = heard(&mut w, t0, |s| s.contains("Felix drei"));
    assert_eq!(said, ["Springer Felix drei"]);
    assert_eq!(
        typed(&mut w, "zeit", t0),
        ["Weiß neun Minuten, fünfzig Sekunden, Schwarz neun Minuten, fünfundfünfzig Sekunden."]
    );
    server.watched_resigns("white");
    let said = heard(&mut w, t0, |s| s.contains("gewinnt"));
    assert_eq!(said, ["Brett 1, Hanna gegen Ivo: Weiß gewinnt."]);
    // The stream Lichess closed at the end is not connected again.
    let later = t0 + Duration::from_secs(120);
    assert_eq!(quiet(&mut w, later), Vec::<String>::new());
    assert_eq!(server.watch_streams_opened("/api/stream/game/"), 1);
    assert_eq!(server.violations(), Vec::<String>::new());
}

#[test]
fn tv_follows_the_featured_game_and_says_the_next_once() {
    let server = FakeLichess::start();
    server.tv_features("tvgame01", "Jana", "Kurt", &["d2d4"]);
    let t0 = Moment::from_secs(100);
    let source = WatchSource::Tv(None);
    let mut w = watcher(&server, source, Wanted::Board(1));
    let said = heard(&mut w, t0, |s| s.contains("Jana"));
    // TV names the position, not the moves that led to it.
    assert_eq!(said, ["Brett 1: Jana gegen Kurt.", "Noch kein Zug."]);
    server.tv_move("g8f6", (178, 179));
    let said = heard(&mut w, t0, |s| s.contains("Felix sechs"));
    assert_eq!(said, ["Springer Felix sechs"]);
    server.tv_features("tvgame02", "Lena", "Max", &[]);
    let said = heard(&mut w, t0, |s| s.contains("Lena"));
    assert_eq!(
        said,
        [
            "Eine neue Partie.",
            "Brett 1: Lena gegen Max.",
            "Noch kein Zug."
        ]
    );
    assert_eq!(server.violations(), Vec::<String>::new());
}

/// The fields watching reads (src/lichess/watch_feed.rs), in each alternative of the streams'
/// schemas: when Lichess's description drops or renames one, this fails.
#[test]
fn watch_fields_anna_reads_are_in_the_published_description() {
    use crate::common::lichess_schema::schemas;
    let names = |schema: &serde_json::Value| -> Vec<String> {
        schema["properties"]
            .as_object()
            .map(|p| p.keys().cloned().collect())
            .unwrap_or_default()
    };
    let entry = &schemas()["MoveStreamEntry"]["oneOf"];
    let description = names(&entry[0]);
    for field in ["id", "fen", "players", "status"] {
        assert!(description.contains(&field.to_string()), "{field}");
    }
    let moved = names(&entry[1]);
    for field in ["fen", "lm", "wc", "bc"] {
        assert!(moved.contains(&field.to_string()), "{field}");
    }
    let player = names(&schemas()["GamePlayerUser"]);
    assert!(player.contains(&"user".to_string()) && player.contains(&"aiLevel".to_string()));
    let user = names(&schemas()["LightUser"]);
    assert!(user.contains(&"name".to_string()) && user.contains(&"title".to_string()));
    let featured = &schemas()["TvFeedFeatured"]["properties"]["d"];
    for field in ["id", "players", "fen"] {
        assert!(names(featured).contains(&field.to_string()), "{field}");
    }
    let seat = &featured["properties"]["players"]["items"];
    for field in ["color", "user", "seconds"] {
        assert!(names(seat).contains(&field.to_string()), "{field}");
    }
    let fen = &schemas()["TvFeedFen"]["properties"]["d"];
    for field in ["fen", "lm", "wc", "bc"] {
        assert!(names(fen).contains(&field.to_string()), "{field}");
    }
    assert_eq!(
        schemas()["TvFeedFeatured"]["properties"]["t"]["const"],
        "featured"
    );
    assert_eq!(schemas()["BroadcastPgn"]["type"], "string");
}

/// `anna lichess watch` with something that is no id or address says what to give.
#[test]
fn watch_refuses_what_is_no_round_or_game_in_words() {
    let dirs = crate::common::Dirs::new("watch-bad-id");
    let out = dirs.output(&[
        "lichess",
        "watch",
        "no such thing",
        "--server",
        "http://127.0.0.1:9",
    ]);
    assert_ne!(out.status.code(), Some(0));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("anna lichess watch https://lichess.org/broadcast/"),
        "{said}"
    );
}

/// On the terminal: `anna lichess watch ROUND --board 2` shows board 2's moves as they come,
/// `zeit` the clocks, `3` board 3's last move; `beenden` leaves.
#[test]
fn watch_on_the_terminal_follows_board_two() {
    let server = FakeLichess::start();
    three_boards(&server);
    let dirs = crate::common::Dirs::new("watch-terminal");
    let args = [
        "lichess",
        "watch",
        ROUND,
        "--board",
        "2",
        "--server",
        &server.url,
    ];
    let mut anna = dirs.spawn(&args);
    anna.expect("Brett 2: Carla gegen Dieter.");
    anna.expect("Letzter Zug: 1. … Bauer David fünf.");
    server.round_move(2, "c4", Some("1:29:30"));
    anna.expect("2. Bauer Cesar vier (c4)\n");
    anna.send("zeit");
    anna.expect("Weiß eine Stunde, neunundzwanzig Minuten, dreißig Sekunden, Schwarz eine Stunde, dreißig Minuten, vierzig Sekunden.");
    anna.send("3");
    anna.expect("Brett 3: Eva gegen Frank.");
    anna.expect("Letzter Zug: 1. … Bauer Cesar fünf.");
    anna.send("beenden");
    let (_, status) = anna.finish();
    assert!(format!("{status:?}").contains("Exited"), "{status:?}");
    assert!(server.requests().iter().all(|r| r.method == "GET"));
}

/// In English: `boards` lists the boards, `time` gives the clocks, a move is refused.
#[test]
fn english_words_list_the_boards_and_give_the_clocks() {
    let server = FakeLichess::start();
    three_boards(&server);
    let t0 = Moment::from_secs(100);
    let client = client(&server);
    let source = WatchSource::Round {
        id: ROUND.into(),
        game: None,
    };
    let first = open_watch(&client, &source).expect("the stream opens");
    let english = anna::lang::Language::load("en").expect("English");
    let setup = Setup {
        vocab: "en".into(),
        ..Setup::default()
    };
    let mut w = Watcher::new(client, source, first, Wanted::Board(3), setup, english).unwrap();
    let said = heard(&mut w, t0, |s| s.contains("Board 3"));
    assert_eq!(said[0], "Board 3: Eva against Frank.");
    let boards = typed(&mut w, "boards", t0);
    assert_eq!(boards.len(), 3, "{boards:?}");
    assert_eq!(boards[0], "Board 1: Anna against Bernd, White to move.");
    let time = typed(&mut w, "time", t0).join(" ");
    assert!(time.starts_with("White one hour, thirty minutes, fifty-eight seconds, Black one hour, twenty-nine minutes, ten seconds"), "{time}");
    let refused = typed(&mut w, "Nf3", t0).join(" ");
    assert!(
        refused.contains("only watch") && refused.contains("quit"),
        "{refused}"
    );
    assert!(w.line("quit", t0).is_none(), "quit leaves");
}

/// A board the round does not have is said once, after the boards have come, with how many
/// there are; a number then follows one.
#[test]
fn a_board_the_round_lacks_is_said_once() {
    let server = FakeLichess::start();
    three_boards(&server);
    let t0 = Moment::from_secs(100);
    let source = WatchSource::Round {
        id: ROUND.into(),
        game: None,
    };
    let mut w = watcher(&server, source, Wanted::Board(5));
    // The boards come; nothing is said before they have had their time.
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(quiet(&mut w, t0), Vec::<String>::new());
    let t1 = t0 + Duration::from_secs(2);
    assert_eq!(w.next_wake(), Some(t1));
    let said = heard(&mut w, t1, |s| s.contains("Brett 5"));
    assert_eq!(
        said,
        ["Es gibt kein Brett 5: die Runde hat 3 Bretter. bretter nennt sie."]
    );
    assert_eq!(
        quiet(&mut w, t1 + Duration::from_secs(5)),
        Vec::<String>::new()
    );
    assert_eq!(typed(&mut w, "1", t1)[0], "Brett 1: Anna gegen Bernd.");
}

/// A round whose games have all ended is not connected again when its stream closes.
#[test]
fn a_finished_rounds_closed_stream_is_not_opened_again() {
    let server = FakeLichess::start();
    three_boards(&server);
    let t0 = Moment::from_secs(100);
    let source = WatchSource::Round {
        id: ROUND.into(),
        game: None,
    };
    let mut w = watcher(&server, source, Wanted::Board(1));
    heard(&mut w, t0, |s| s.contains("Brett 1"));
    for (board, result) in [(1, "1/2-1/2"), (2, "0-1"), (3, "1-0")] {
        server.round_result(board, result);
    }
    let said = heard(&mut w, t0, |s| s.contains("remis") || s.contains("Remis"));
    assert_eq!(said, ["Brett 1, Anna gegen Bernd: Remis."]);
    server.drop_watch_streams();
    let later = t0 + Duration::from_secs(120);
    assert_eq!(quiet(&mut w, t0), Vec::<String>::new());
    assert_eq!(quiet(&mut w, later), Vec::<String>::new());
    assert_eq!(w.next_wake(), None);
    assert_eq!(
        server.watch_streams_opened("/api/stream/broadcast/round/"),
        1
    );
}
