//! Lichess's published API description, kept in tests/fixtures/lichess-api: every field anna
//! reads is in it, the checker finds what breaks it, and the tests' local Lichess sends only
//! what it allows (its lines are checked as it sends them; a violation fails on drop).

use serde_json::{Value, json};

use crate::common::lichess::FakeLichess;
use crate::common::lichess_schema::{check, check_form, schemas};

/// The fields anna reads (src/lichess/board.rs, client.rs), schema by schema: when Lichess's
/// description drops or renames one, this fails.
const READ: &[(&str, &[&str])] = &[
    (
        "GameStateEvent",
        &[
            "moves",
            "wtime",
            "btime",
            "winc",
            "binc",
            "status",
            "winner",
            "wdraw",
            "bdraw",
            "wtakeback",
            "btakeback",
            "expiration",
        ],
    ),
    (
        "GameFullEvent",
        &[
            "id",
            "white",
            "black",
            "initialFen",
            "clock",
            "state",
            "variant",
        ],
    ),
    ("GameEventPlayer", &["id", "name", "aiLevel"]),
    ("ChatLineEvent", &["username", "text", "room"]),
    ("OpponentGoneEvent", &["gone", "claimWinInSeconds"]),
    ("GameStartEvent", &["game"]),
    ("GameFinishEvent", &["game"]),
    (
        "GameEventInfo",
        &["gameId", "source", "speed", "secondsLeft", "hasMoved"],
    ),
    ("ChallengeJson", &["id"]),
    ("ChallengeDeclinedJson", &["declineReason"]),
    ("ChallengeDeclinedEvent", &["challenge"]),
    ("ChallengeCanceledEvent", &["challenge"]),
    ("Variant", &["key", "name"]),
    ("BroadcastPgnPush", &["games"]),
];

/// The properties a schema names, through `allOf` and `$ref`.
fn properties(schema: &Value, names: &mut Vec<String>) {
    if let Some(props) = schema["properties"].as_object() {
        names.extend(props.keys().cloned());
    }
    for sub in schema["allOf"].as_array().into_iter().flatten() {
        properties(sub, names);
    }
    if let Some(name) = schema["$ref"]
        .as_str()
        .and_then(|r| r.rsplit('/').next())
        .and_then(|f| f.strip_suffix(".yaml"))
    {
        properties(&schemas()[name], names);
    }
}

#[test]
fn lichess_api_fields_anna_reads_are_in_the_published_description() {
    let mut missing = Vec::new();
    for (schema, fields) in READ {
        let Some(found) = schemas().get(*schema) else {
            missing.push(format!("the schema {schema}"));
            continue;
        };
        let mut names = Vec::new();
        properties(found, &mut names);
        for field in *fields {
            if !names.iter().any(|n| n == field) {
                missing.push(format!("{schema}.{field}"));
            }
        }
    }
    assert!(missing.is_empty(), "not in the description: {missing:?}");
    // The event types anna tells apart are the ones the description names.
    for (schema, ty) in [
        ("GameFullEvent", "gameFull"),
        ("GameStateEvent", "gameState"),
        ("ChatLineEvent", "chatLine"),
        ("OpponentGoneEvent", "opponentGone"),
        ("GameStartEvent", "gameStart"),
        ("GameFinishEvent", "gameFinish"),
        ("ChallengeDeclinedEvent", "challengeDeclined"),
        ("ChallengeCanceledEvent", "challengeCanceled"),
    ] {
        assert_eq!(schemas()[schema]["properties"]["type"]["const"], ty);
    }
}

#[test]
fn lichess_api_checker_finds_what_breaks_the_description() {
    let state = json!({"type": "gameState", "moves": "e2e4", "wtime": 1, "btime": 1,
        "winc": 0, "binc": 0, "status": "started"});
    assert_eq!(check("GameStateEvent", &state), Ok(()));
    let mut no_moves = state.clone();
    no_moves.as_object_mut().unwrap().remove("moves");
    assert!(
        check("GameStateEvent", &no_moves)
            .unwrap_err()
            .contains("moves")
    );
    let mut bad_status = state.clone();
    bad_status["status"] = "finished".into();
    assert!(check("GameStateEvent", &bad_status).is_err());
    let mut text_clock = state;
    text_clock["wtime"] = "1".into();
    assert!(check("GameStateEvent", &text_clock).is_err());
    // Forms: the seek's real-time alternative, a field the operation does not know.
    let form = |pairs: &[(&str, &str)]| {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let seek = form(&[("time", "15"), ("increment", "10"), ("rated", "false")]);
    assert_eq!(check_form("board/api-board-seek", &seek), Ok(()));
    let wrong = form(&[("time", "fifteen"), ("increment", "10")]);
    assert!(check_form("board/api-board-seek", &wrong).is_err());
    let unknown = form(&[("time", "15"), ("increment", "10"), ("minutes", "15")]);
    assert!(check_form("board/api-board-seek", &unknown).is_err());
}

#[test]
fn lichess_api_the_local_server_streams_what_the_description_allows() {
    let server = FakeLichess::start();
    server.game(
        "api00001",
        true,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6"],
    );
    let url = anna::lichess::Server::parse(&server.url).unwrap();
    let token = anna::lichess::Token::parse("lip_ApiCheck1", "board:play").unwrap();
    let client = anna::lichess::Client::new(url, token);
    let mut lines = client.game_stream("api00001").unwrap();
    let first = lines.next_line::<anna::lichess::GameNews>();
    let Some(anna::lichess::Line::News(anna::lichess::GameNews::GameFull(full))) = first else {
        panic!("{first:?}");
    };
    // anna castles as e1g1; Lichess writes it king-to-rook.
    client
        .board("api00001", &anna::lichess::BoardCall::Move("e1g1".into()))
        .unwrap();
    let next = lines.next_line::<anna::lichess::GameNews>();
    let Some(anna::lichess::Line::News(anna::lichess::GameNews::GameState(state))) = next else {
        panic!("{next:?}");
    };
    assert_eq!(full.state.moves().len(), 6);
    assert_eq!(state.moves().last().map(String::as_str), Some("e1h1"));
    server.keep_alive();
    server.send_line(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":8}"#);
    server.send_line(r#"{"type":"chatLine","room":"player","username":"Hector","text":"hi"}"#);
    server.change(|g| {
        g.status = "mate".into();
        g.winner = Some("white");
    });
    // The game has ended: its stream closes after the last state.
    let mut rest = Vec::new();
    while let Some(line) = lines.next_line::<anna::lichess::GameNews>() {
        rest.push(line);
    }
    assert_eq!(rest.len(), 3, "{rest:?}");
    assert!(server.violations().is_empty(), "{:#?}", server.violations());
    // A line against the description is caught (and taken, so that the drop passes).
    server.game("api00002", true, &[]);
    let mut lines = client.game_stream("api00002").unwrap();
    lines.next_line::<anna::lichess::GameNews>();
    server.send_line(r#"{"type":"opponentGone","claimWinInSeconds":8}"#);
    lines.next_line::<anna::lichess::GameNews>();
    let caught = server.take_violations();
    assert!(
        caught.len() == 1 && caught[0].contains("gone"),
        "{caught:#?}"
    );
}
