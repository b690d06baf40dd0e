//! `anna lichess puzzle` against the tests' own Lichess (`common::lichess::puzzles`, built from
//! the published description): the opponent's last move said, a wrong move said wrong and
//! nothing played, the right moves taken in any notation (also another mate than the
//! solution's), the reply said, the rating and themes in words; with a token each result
//! posted once to `POST /api/puzzle/batch/{angle}`, without one kept in anna's data folder.

use std::io::Write;
use std::process::Stdio;

use crate::common::Dirs;
use crate::common::lichess::FakeLichess;
use crate::common::lichess::puzzles::{description_mate_in_two, mate_in_two_with_alternative};
use crate::common::lichess_schema::schemas;

const TOKEN: &str = "lip_PuzzleToken789";

/// Runs `anna lichess puzzle` with these lines typed, to its end: what it wrote, and whether
/// it ended well.
fn solve(dirs: &Dirs, args: &[&str], token: Option<&str>, lines: &[&str]) -> (String, bool) {
    let mut all = vec!["lichess", "puzzle"];
    all.extend_from_slice(args);
    let mut command = dirs.command(&all);
    command.env_remove("LICHESS_TOKEN");
    if let Some(token) = token {
        command.env("LICHESS_TOKEN", token);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the anna binary runs");
    let mut stdin = child.stdin.take().expect("its input");
    for line in lines {
        writeln!(stdin, "{line}").expect("a line typed");
    }
    drop(stdin);
    let out = child.wait_with_output().expect("anna ends");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (text, out.status.success())
}

fn count(text: &str, part: &str) -> usize {
    text.matches(part).count()
}

#[test]
fn lichess_puzzle_mate_in_two_wrong_right_another_mate_and_the_result_posted_once() {
    let server = FakeLichess::start();
    server.puzzles_next(vec![mate_in_two_with_alternative()]);
    let dirs = Dirs::new("puzzle-mate");
    let args = ["--server", &server.url, "--theme", "Matt in zwei Zügen"];
    let lines = ["De8", "tipp", "material", "Txa8", "e7d8", "Dd8"];
    let (said, ok) = solve(&dirs, &args, Some(TOKEN), &lines);
    assert!(ok, "{said}");
    // The opponent's last move, and whose move it is.
    assert!(
        said.contains("Schwarz spielte Läufer Bella sieben; Weiß am Zug, finde den besten Zug."),
        "{said}"
    );
    // The wrong move: said wrong, nothing played (the queen is still on e7 for the mate).
    assert!(
        said.contains("Dame Eva acht, Schach ist nicht die Lösung; die Stellung bleibt."),
        "{said}"
    );
    assert!(
        said.contains("Tipp: die Figur auf Anna fünf zieht: Turm."),
        "{said}"
    );
    // A reading command reads the puzzle's position.
    assert!(
        said.contains("Weiß: eine Dame, 2 Türme, ein Springer, 4 Bauern."),
        "{said}"
    );
    // The right move in German SAN, the reply said in FIDE's words.
    assert!(
        said.contains("Richtig: Turm schlägt Anna acht, Schach. Schwarz antwortet Läufer schlägt Anna acht; finde den nächsten Zug."),
        "{said}"
    );
    // Another mate than the solution's (Qe8#), in UCI: right, but the wrong move counted.
    assert!(
        said.contains("Richtig: Dame David acht, Schachmatt. Gelöst, aber nicht auf Anhieb"),
        "{said}"
    );
    assert!(
        said.contains("Aufgabe AnnaM2 von Lichess, Wertung 1410; Themen: Matt in zwei Zügen, Grundreihenmatt, Mittelspiel, kurze Aufgabe, Ablenkung."),
        "{said}"
    );
    assert!(
        said.contains("Lichess hat das Ergebnis; deine Aufgabenwertung ändert sich um -11."),
        "{said}"
    );
    assert!(
        said.contains("Eine Aufgabe gespielt, 0 davon gelöst."),
        "{said}"
    );
    // The theme asked for by its German name went as Lichess's key, with the token.
    let asked = server.wait_for("the puzzle asked for", |r| {
        r.path.starts_with("/api/puzzle/next")
    });
    assert_eq!(asked.path, "/api/puzzle/next?angle=mateIn2");
    assert_eq!(asked.headers["authorization"], format!("Bearer {TOKEN}"));
    // Posted once, lost (a wrong move came first).
    let results = server.puzzle_results();
    assert_eq!(results.len(), 1, "{results:?}");
    assert_eq!(results[0].0, "mateIn2");
    assert_eq!(results[0].1["solutions"][0]["id"], "AnnaM2");
    assert_eq!(results[0].1["solutions"][0]["win"], false);
    // The line typed after the end was not a move of anything.
    assert!(!said.contains("David acht, Schachmatt ist nicht"), "{said}");
}

#[test]
fn lichess_puzzle_daily_solved_without_a_token_is_kept_here() {
    let server = FakeLichess::start();
    server.puzzle_daily(description_mate_in_two());
    let dirs = Dirs::new("puzzle-daily");
    let (said, ok) = solve(
        &dirs,
        &["--server", &server.url, "--daily"],
        None,
        &["Dg1", "Tc1"],
    );
    assert!(ok, "{said}");
    assert!(
        said.contains(
            "Weiß spielte Turm schlägt Anna sechs; Schwarz am Zug, finde den besten Zug."
        ),
        "{said}"
    );
    assert!(
        said.contains("Schwarz antwortet") || said.contains("Weiß antwortet"),
        "{said}"
    );
    assert!(said.contains("Schachmatt. Gelöst!"), "{said}");
    let daily = server.wait_for("the daily puzzle", |r| r.path == "/api/puzzle/daily");
    assert!(!daily.headers.contains_key("authorization"), "{daily:?}");
    assert!(server.puzzle_results().is_empty());
    let kept = dirs.data().join("anna").join("puzzles.jsonl");
    let text = std::fs::read_to_string(&kept).unwrap_or_else(|e| panic!("{e}: {said}"));
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 1, "{text}");
    assert_eq!(lines[0]["id"], "QBX2O");
    assert_eq!(lines[0]["win"], true);
    assert!(
        said.contains("Ohne Lichess-Token bleibt das Ergebnis auf diesem Rechner"),
        "{said}"
    );
}

#[test]
fn lichess_puzzle_solution_and_leaving_each_post_once() {
    let server = FakeLichess::start();
    server.puzzles_next(vec![
        description_mate_in_two(),
        mate_in_two_with_alternative(),
    ]);
    let dirs = Dirs::new("puzzle-batch");
    let args = [
        "--server",
        &server.url,
        "--count",
        "2",
        "--difficulty",
        "harder",
    ];
    // The first: its solution asked for; the second: a wrong move, then the player leaves.
    let (said, ok) = solve(&dirs, &args, Some(TOKEN), &["lösung", "De8"]);
    assert!(ok, "{said}");
    assert!(said.contains("Aufgabe 1 von 2."), "{said}");
    assert!(
        said.contains("Die Lösung: Dame schlägt Gustav eins, Schach, König schlägt Gustav eins, Turm Cesar eins, Schachmatt."),
        "{said}"
    );
    assert!(said.contains("Aufgabe 2 von 2."), "{said}");
    let asked = server.wait_for("the batch", |r| r.path.starts_with("/api/puzzle/batch/"));
    assert_eq!(asked.path, "/api/puzzle/batch/mix?nb=2&difficulty=harder");
    let results = server.puzzle_results();
    let ids: Vec<(&str, bool)> = results
        .iter()
        .map(|(_, b)| {
            let s = &b["solutions"][0];
            (s["id"].as_str().unwrap_or(""), s["win"] == true)
        })
        .collect();
    assert_eq!(ids, [("QBX2O", false), ("AnnaM2", false)], "{said}");
    assert_eq!(count(&said, "Lichess hat das Ergebnis"), 2, "{said}");
}

#[test]
fn lichess_puzzle_results_that_do_not_reach_lichess_are_kept_here() {
    let server = FakeLichess::start();
    server.puzzles_next(vec![description_mate_in_two()]);
    server.refuse_puzzle_results(403);
    let dirs = Dirs::new("puzzle-refused");
    let (said, ok) = solve(
        &dirs,
        &["--server", &server.url],
        Some(TOKEN),
        &["Dg1", "Tc1"],
    );
    assert!(ok, "{said}");
    assert!(
        said.contains("Das Ergebnis ist nicht bei Lichess angekommen"),
        "{said}"
    );
    assert!(said.contains("puzzle:write"), "{said}");
    let kept =
        std::fs::read_to_string(dirs.data().join("anna").join("puzzles.jsonl")).unwrap_or_default();
    assert!(kept.contains("\"QBX2O\""), "{kept}");
}

#[test]
fn lichess_puzzle_an_unknown_theme_says_what_one_is() {
    let server = FakeLichess::start();
    server.puzzle_angles(&["mix", "mateIn2"]);
    server.puzzles_next(vec![description_mate_in_two()]);
    let dirs = Dirs::new("puzzle-theme");
    let (said, ok) = solve(
        &dirs,
        &["--server", &server.url, "--theme", "gabbel"],
        None,
        &[],
    );
    assert!(!ok, "{said}");
    assert!(
        said.contains("Lichess kennt kein Thema und keine Eröffnung „gabbel“. Ein Thema heißt zum Beispiel mateIn2"),
        "{said}"
    );
}

/// The fields anna reads from the puzzles' answers are in the published description.
#[test]
fn lichess_puzzle_fields_anna_reads_are_described() {
    let all = schemas();
    let game = &all["PuzzleAndGame"]["properties"]["game"]["properties"];
    for field in ["id", "pgn"] {
        assert!(!game[field].is_null(), "PuzzleAndGame.game.{field}");
    }
    let puzzle = &all["PuzzleAndGame"]["properties"]["puzzle"]["properties"];
    for field in ["id", "initialPly", "rating", "solution", "themes"] {
        assert!(!puzzle[field].is_null(), "PuzzleAndGame.puzzle.{field}");
    }
    let rounds = &all["PuzzleBatchSolveResponse"]["properties"]["rounds"]["items"]["properties"];
    for field in ["id", "ratingDiff"] {
        assert!(
            !rounds[field].is_null(),
            "PuzzleBatchSolveResponse.rounds.{field}"
        );
    }
    let solutions =
        &all["PuzzleBatchSolveRequest"]["properties"]["solutions"]["items"]["properties"];
    for field in ["id", "win", "rated"] {
        assert!(
            !solutions[field].is_null(),
            "PuzzleBatchSolveRequest.solutions.{field}"
        );
    }
}

/// The moves spoken as words (FIDE's German words), the other mate: solved at the first try,
/// kept here as won; and a tournament reaches no puzzle.
#[test]
fn lichess_puzzle_moves_in_words_and_no_puzzle_in_a_tournament() {
    let server = FakeLichess::start();
    server.puzzles_next(vec![mate_in_two_with_alternative()]);
    let dirs = Dirs::new("puzzle-words");
    let lines = ["Turm schlägt Anna acht", "Dame David acht"];
    let (said, ok) = solve(&dirs, &["--server", &server.url], None, &lines);
    assert!(ok, "{said}");
    assert!(
        said.contains("Richtig: Dame David acht, Schachmatt. Gelöst!"),
        "{said}"
    );
    let kept =
        std::fs::read_to_string(dirs.data().join("anna").join("puzzles.jsonl")).unwrap_or_default();
    assert!(kept.contains("\"win\":true"), "{kept}");
    let out = dirs.output(&["--tournament", "lichess", "puzzle", "--server", &server.url]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("Im Turnier gibt es keine Aufgaben"), "{said}");
}

/// In English: the last move, whose move, the reply and the themes in English words.
#[test]
fn lichess_puzzle_in_english() {
    let server = FakeLichess::start();
    server.puzzle_daily(description_mate_in_two());
    let dirs = Dirs::new("puzzle-english");
    let args = ["--language", "en", "--server", &server.url, "--daily"];
    let (said, ok) = solve(&dirs, &args, None, &["Qg1", "Rc1"]);
    assert!(ok, "{said}");
    assert!(said.contains("White played"), "{said}");
    assert!(
        said.contains("Black to move, find the best move."),
        "{said}"
    );
    assert!(said.contains("White replies"), "{said}");
    assert!(
        said.contains("themes: mate in two, middlegame, short puzzle, attraction, sacrifice."),
        "{said}"
    );
}

/// In Arabic and Persian: the themes in the language's words, Lichess named as the language
/// writes it.
#[test]
fn lichess_puzzle_in_arabic_and_persian() {
    for (code, theme, lichess) in [
        ("ar", "كش مات في نقلتين", "لغز ليتشس QBX2O"),
        ("fa", "مات در دو حرکت", "معمای لیچس QBX2O"),
    ] {
        let server = FakeLichess::start();
        server.puzzle_daily(description_mate_in_two());
        let dirs = Dirs::new(&format!("puzzle-{code}"));
        let args = ["--language", code, "--server", &server.url, "--daily"];
        let (said, ok) = solve(&dirs, &args, None, &["f2g1", "c8c1"]);
        assert!(ok, "{said}");
        assert!(said.contains(theme), "{code}: {said}");
        assert!(said.contains(lichess), "{code}: {said}");
    }
}

/// A token made for playing only (`board:play`): the puzzle still comes (asked for without
/// the token), and its result, refused for the missing `puzzle:write`, is kept here and the
/// scope named.
#[test]
fn lichess_puzzle_a_token_without_the_puzzle_scopes_still_gets_puzzles() {
    let server = FakeLichess::start();
    server.know_token(TOKEN, "board:play");
    server.puzzles_next(vec![description_mate_in_two()]);
    let dirs = Dirs::new("puzzle-scope");
    let (said, ok) = solve(
        &dirs,
        &["--server", &server.url],
        Some(TOKEN),
        &["Dg1", "Tc1"],
    );
    assert!(ok, "{said}");
    assert!(said.contains("Gelöst!"), "{said}");
    let asked: Vec<bool> = server
        .requests()
        .iter()
        .filter(|r| r.path.starts_with("/api/puzzle/next"))
        .map(|r| r.headers.contains_key("authorization"))
        .collect();
    assert_eq!(asked, [true, false]);
    assert!(
        said.contains("Das Ergebnis ist nicht bei Lichess angekommen"),
        "{said}"
    );
    assert!(said.contains("puzzle:write"), "{said}");
    assert_eq!(server.puzzle_results().len(), 1);
}
