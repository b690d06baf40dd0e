//! Training against the system's Stockfish over UCI, through a pseudo-terminal: a whole game,
//! hints, evaluations and threats, the engine's answers to take-backs and draw offers, a crashed
//! engine restarted, and tournaments refusing all of it (11.3). Node limits, never wall-clock
//! thinking, so the engine's moves are the same on every machine.

use crate::common::{Anna, Dirs, journal_lines, run_with_input};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

/// The moves in the journal, made on a board.
fn position_of(dirs: &Dirs) -> (Chess, usize) {
    let text = std::fs::read_to_string(dirs.only_game_file("journal")).expect("journal");
    let mut pos = Chess::default();
    let mut plies = 0;
    for (_, kind, record) in journal_lines(&text) {
        match kind.as_str() {
            "move" => {
                let uci: UciMove = record["uci"].as_str().expect("uci").parse().expect("UCI");
                let m = uci.to_move(&pos).expect("a legal move in the journal");
                pos.play_unchecked(m);
                plies += 1;
            }
            "take_back" => panic!("no take-back in this game"),
            _ => {}
        }
    }
    (pos, plies)
}

/// Waits until the engine has answered: the prompt for White's move after `ply` plies, or the
/// prompt of a game that has ended; what was printed up to it.
fn engine_moved(anna: &mut Anna, white_ply: usize) -> String {
    let n = white_ply / 2 + 1;
    let mut said = String::new();
    loop {
        let (before, prompt) = anna.until_prompt();
        said.push_str(&before);
        said.push_str(&prompt);
        if prompt.starts_with(&format!("{n}. Weiß")) || prompt.starts_with("Partie beendet") {
            return said;
        }
    }
}

/// A real Stockfish plays Black, at a fixed node count, a whole game against a player who
/// always plays his first legal move: every move legal, announced, on the clock, and the score
/// sheet complete.
#[test]
fn stockfish_plays_a_whole_game_on_the_clock() {
    let dirs = Dirs::new("engine-game");
    let mut anna = dirs.spawn(&[
        "--engine",
        "black",
        "--strength",
        "max",
        "--engine-nodes",
        "3000",
        "--white",
        "Maria",
    ]);
    let (greeting, _) = anna.until_prompt();
    assert!(
        greeting.contains("Stockfish") && greeting.contains("spielt Schwarz, volle Stärke."),
        "{greeting}"
    );
    let mut announced = 0;
    let mut ply = 0;
    let ended = loop {
        let (pos, plies) = position_of(&dirs);
        assert_eq!(plies, ply, "{}", anna.transcript());
        if pos.is_game_over() {
            break true;
        }
        let m = pos.legal_moves()[0];
        let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
        anna.send(&uci);
        // The engine's answer is announced with its number and SAN, like a typed move.
        let said = engine_moved(&mut anna, ply + 2);
        ply += 2;
        if said.contains("Partie beendet") {
            break true;
        }
        let n = ply / 2;
        assert!(said.contains(&format!("{n}. … ")), "{said}");
        announced += 1;
        if ply > 300 {
            break false;
        }
    };
    assert!(ended, "{}", anna.transcript());
    assert!(announced >= 3, "{}", anna.transcript());
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[Black \"Stockfish"), "{pgn}");
    assert!(pgn.contains("[White \"Maria\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    assert!(pgn.contains("[%clk "), "{pgn}");
}

/// The engine opens when it plays White, and a take-back takes back the player's move with the
/// engine's answer, without a question: it is the player's turn again.
#[test]
fn the_engine_opens_and_a_take_back_returns_the_players_turn() {
    let dirs = Dirs::new("engine-white");
    let mut anna = dirs.spawn(&["--engine", "white", "--engine-nodes", "2000"]);
    let first = anna.expect("\n1. … Schwarz> ");
    assert!(first.contains("1. "), "{first}");
    anna.send("e5");
    let second = anna.expect("\n2. … Schwarz> ");
    assert!(second.contains("2. "), "{second}");
    let (answer, prompt) = anna.step("zurück");
    assert_eq!(answer.matches("Zurückgenommen").count(), 2, "{answer}");
    assert_eq!(prompt, "1. … Schwarz> ");
    // A move on the engine's turn is refused: no such turn exists here, so ask for White's.
    let (answer, _) = anna.step("liste");
    assert!(answer.starts_with("1. "), "{answer}");
}

/// `tipp` names a mate in one; `bewertung` of the start position says it is about equal and
/// with `genau` gives the figure; `drohung` after 1.e4 e5 2.Qh5 Nc6 3.Bc4 names the mate on
/// f7. No engine opponent is needed for them.
#[test]
fn hints_name_the_mate_the_balance_and_the_threat() {
    let dirs = Dirs::new("engine-hints");
    // White to move mates on the back rank: Ra1-a8.
    let mut anna = dirs.spawn(&["--fen", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"]);
    anna.until_prompt();
    let (hint, _) = anna.step("tipp");
    assert_eq!(hint, "Tipp: Turm Anna acht, Schachmatt.");
    let (eval, _) = anna.step("bewertung");
    assert_eq!(eval, "Weiß setzt im nächsten Zug matt.");

    let dirs = Dirs::new("engine-threat");
    let mut anna = dirs.spawn(&[]);
    anna.until_prompt();
    let (eval, _) = anna.step("bewertung");
    assert_eq!(eval, "Die Stellung ist etwa ausgeglichen.");
    let (exact, _) = anna.step("bewertung genau");
    assert!(
        exact.starts_with("Die Stellung ist etwa ausgeglichen. Bewertung +0."),
        "{exact}"
    );
    for m in ["e4", "e5", "Qh5", "Nc6", "Bc4"] {
        anna.step(m);
    }
    let (threat, _) = anna.step("drohung");
    assert_eq!(threat, "Weiß droht Dame schlägt Felix sieben, Schachmatt.");
}

/// 11.3: a tournament game has no engine, and no hints.
#[test]
fn a_tournament_refuses_the_engine_and_its_hints() {
    let dirs = Dirs::new("engine-tournament");
    let o = run_with_input(dirs.command(&["--tournament", "--engine", "black"]), b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "In einer Turnierpartie spielt keine Engine mit (Artikel 11.3).\n"
    );
    let mut anna = dirs.spawn(&["--tournament"]);
    anna.until_prompt();
    for ask in ["tipp", "bewertung", "drohung"] {
        let (answer, _) = anna.step(ask);
        assert_eq!(
            answer,
            "In einer Turnierpartie gibt es keine Hilfe durch eine Engine (Artikel 11.3)."
        );
    }
}

/// An engine that crashes at its first search is restarted and the game goes on; the player
/// hears it once. One that cannot be started at all is named before the game.
#[test]
fn a_crashed_engine_is_restarted_and_said_once() {
    let dirs = Dirs::new("engine-crash");
    let marker = dirs.root.join("crashed-once");
    let script = dirs.root.join("flaky-engine");
    // The first process dies when asked to search; every later one is Stockfish itself.
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nif [ -e {m} ]; then exec {sf}; fi\n\
             while read -r line; do\n\
             case \"$line\" in\n\
             uci) echo 'id name Flaky'; echo uciok;;\n\
             isready) echo readyok;;\n\
             go*) touch {m}; exit 3;;\n\
             esac\ndone\n",
            m = marker.display(),
            sf = anna::engine::default_path().display()
        ),
    )
    .expect("write the script");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let path = script.display().to_string();
    let mut anna = dirs.spawn(&[
        "--engine",
        "black",
        "--engine-nodes",
        "2000",
        "--engine-path",
        &path,
    ]);
    anna.until_prompt();
    anna.send("e4");
    let said = engine_moved(&mut anna, 2);
    assert_eq!(
        said.matches("Die Engine fiel aus (Sie hat sich beendet) und ist neu gestartet.")
            .count(),
        1,
        "{said}"
    );
    assert!(said.contains("1. … "), "{said}");
    anna.send("d4");
    let said = engine_moved(&mut anna, 4);
    assert!(!said.contains("Engine"), "{said}");

    let o = run_with_input(
        dirs.command(&["--engine", "black", "--engine-path", "/nonexistent/engine"]),
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "Die Engine /nonexistent/engine startet nicht: die Datei fehlt. \
         Mit --engine-path wählt man eine andere.\n"
    );
}

/// The engine answers a draw offer by its evaluation: it declines in the start position, where
/// nothing is decided yet with all pieces on the board, and the game goes on.
#[test]
fn the_engine_declines_a_draw_it_need_not_take() {
    let dirs = Dirs::new("engine-draw");
    let mut anna = dirs.spawn(&["--engine", "black", "--engine-nodes", "2000"]);
    anna.until_prompt();
    anna.send("e4");
    engine_moved(&mut anna, 2);
    let (answer, _) = anna.step("remis");
    assert!(answer.starts_with("Weiß bietet Remis an."), "{answer}");
    assert!(answer.contains("Schwarz lehnt"), "{answer}");
}

/// With a bare king against two queens the engine takes a draw offered, and, played on, resigns
/// on its third hopeless move instead of making it.
#[test]
fn a_lost_engine_takes_a_draw_and_resigns() {
    let fen = "4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1";
    let dirs = Dirs::new("engine-lost-draw");
    let mut anna = dirs.spawn(&["--engine", "black", "--engine-nodes", "2000", "--fen", fen]);
    anna.until_prompt();
    anna.send("Ke2");
    engine_moved(&mut anna, 2);
    let (answer, _) = anna.step("remis");
    assert!(
        answer.contains("Partie beendet: Remis, Einigung."),
        "{answer}"
    );

    let dirs = Dirs::new("engine-lost-resign");
    let mut anna = dirs.spawn(&["--engine", "black", "--engine-nodes", "2000", "--fen", fen]);
    anna.until_prompt();
    anna.send("Ke2");
    engine_moved(&mut anna, 2);
    anna.send("Kf2");
    engine_moved(&mut anna, 4);
    anna.send("Kg2");
    let said = anna.expect("Gespeichert.");
    assert!(
        said.contains("Partie beendet: Weiß gewinnt, Aufgabe."),
        "{said}"
    );
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
}

/// While the engine thinks the game answers: the clock, the board; a move typed for it is
/// refused, and a hint says at once how long it may still think. Stockfish in the program's
/// whole game loop, in-process with the clock standing: its move is taken in only when the
/// script waits for its doorbell, after the lines typed while it thinks.
#[test]
fn while_the_engine_thinks_the_game_answers() {
    use crate::common::game_loop::{Step, engine_game, lines};
    let dirs = Dirs::new("engine-thinking");
    let game = anna::session::EngineGame {
        side: anna::session::Side::White,
        strength: anna::engine::Strength::Elo(1500),
        nodes: None,
        think_ms: Some(400),
    };
    let mut steps = lines(&["e4", "tipp", "wer"]);
    steps.push(Step::Seat);
    steps.extend(lines(&["wer"]));
    let stockfish = anna::engine::default_path();
    let (driver, said) = engine_game(&dirs.games(), game, None, stockfish, steps);
    assert_eq!(
        said[..3],
        [
            "Weiß ist die Engine; sie denkt.",
            "Die Engine denkt über ihren Zug nach, noch höchstens eine Sekunde; danach gern.",
            "Weiß am Zug.",
        ],
        "{said:?}"
    );
    // Its move came, and then it is Black's turn (then input ends: the game is left).
    assert_eq!(said.len(), 6, "{said:?}");
    assert_eq!(said[4], "Schwarz am Zug.", "{said:?}");
    assert_eq!(driver.session().game().plies(), 1, "{said:?}");
}

/// A draw offered while the engine thinks stands until its move: the engine answers it then,
/// from the search it was making (here it plays on, which declines), and nothing is said of the
/// engine failing.
#[test]
fn a_draw_offered_while_the_engine_thinks_is_answered_with_its_move() {
    let dirs = Dirs::new("engine-draw-thinking");
    let mut anna = dirs.spawn(&["--engine", "black", "--engine-time", "2"]);
    anna.until_prompt();
    anna.send("e4");
    anna.until_prompt();
    let (answer, _) = anna.step("remis");
    assert!(answer.starts_with("Weiß bietet Remis an."), "{answer}");
    // Not answered by a second search while the first runs (which once waited on it).
    assert!(!answer.contains("lehnt"), "{answer}");
    let said = engine_moved(&mut anna, 2);
    assert!(said.contains("1. … "), "{said}");
    assert!(!said.contains("Engine"), "{}", anna.transcript());
}

/// The terminal as a screen shows it: the text of the cursor's row (right spaces cut) and the
/// cursor's column.
fn cursor_row(anna: &Anna) -> (String, u16) {
    let size = |n| std::num::NonZeroU16::new(n).expect("a size");
    let mut parser = vt100::Parser::new(size(24), size(80), 0);
    parser.process(&anna.bytes);
    let screen = parser.screen();
    let (row, col) = screen.cursor_position();
    let text = screen.rows(0, 80).nth(usize::from(row)).unwrap_or_default();
    (text.trim_end().to_string(), col)
}

/// Waits until the cursor's row reads `prompt` with the cursor after it (and after the blanks
/// that keep it in the columns its line started with), nothing typed.
fn prompt_shows(anna: &mut Anna, prompt: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        while anna.pump() {}
        let (row, col) = cursor_row(anna);
        if row == prompt.trim_end() && usize::from(col) >= prompt.chars().count() {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the prompt is {row:?} (cursor at {col}), not {prompt:?}\n{}",
            anna.transcript()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// After the engine's move the prompt on the terminal is the player's at once, with nothing
/// typed, while a line is being edited (one loop: every seat's change redraws the prompt); what
/// is typed then lands after it, where the cursor is.
#[test]
fn after_the_engines_move_the_prompt_is_the_players_at_once() {
    let dirs = Dirs::new("engine-prompt-black");
    let mut anna = dirs.spawn_on(&["--engine", "black", "--engine-nodes", "2000"], "xterm");
    anna.expect("1. Weiß> ");
    anna.press("e4\r");
    anna.expect("1. Bauer Eva vier (e4)\n");
    prompt_shows(&mut anna, "2. Weiß> ");
    anna.press("S");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !cursor_row(&anna).0.ends_with('S') && std::time::Instant::now() < deadline {
        anna.pump();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let (row, col) = cursor_row(&anna);
    // The typed letter stands after the prompt's columns and the cursor after the letter.
    assert_eq!(row.split_whitespace().last(), Some("S"), "{row:?}");
    assert_eq!(usize::from(col), row.chars().count(), "{row:?}");
    anna.press("f3\r");
    anna.expect("2. Springer Felix drei (Nf3)\n");

    // The engine opens: Black's prompt, wider than White's, comes in the room left for it.
    let dirs = Dirs::new("engine-prompt-white");
    let mut anna = dirs.spawn_on(&["--engine", "white", "--engine-nodes", "2000"], "xterm");
    prompt_shows(&mut anna, "1. … Schwarz> ");
    anna.press("e5\r");
    anna.expect("(e5)\n");
}
