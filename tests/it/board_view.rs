//! The board view for the sighted opponent: the screen as text at every size, and the real
//! program drawing it in a pseudo-terminal.

use std::io::{ErrorKind, Write as _};
use std::num::NonZeroU16;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::temp::TempDir;
use anna::lang::Language;
use anna::session::{Record, Session, Setup};
use anna::ui::render_board;
use shakmaty::{Position, uci::UciMove};

fn session_after(moves: &[&str]) -> Session {
    session_from(Setup::default(), moves)
}

fn session_from(setup: Setup, moves: &[&str]) -> Session {
    let mut session = Session::new(setup).expect("a valid set-up");
    for uci in moves {
        session
            .apply(
                &Record::Move {
                    uci: uci.parse().expect("uci"),
                },
                anna::clock::Moment::ZERO,
            )
            .unwrap_or_else(|e| panic!("{uci}: {e}"));
    }
    session
}

/// A long game: a legal move picked by a fixed rule each ply, until `plies` or the end.
fn long_game(plies: usize) -> Session {
    let mut session = Session::new(Setup::default()).expect("the start position");
    for i in 0..plies {
        if session.game().is_over() {
            break;
        }
        let legal = session.game().position().legal_moves();
        let m = legal[(i * 7 + 3) % legal.len()];
        let uci = UciMove::from_standard(m);
        session
            .apply(&Record::Move { uci }, anna::clock::Moment::ZERO)
            .expect("a legal move");
    }
    session
}

fn width(line: &str) -> usize {
    line.chars().count()
}

fn assert_fits(lines: &[String], w: u16, h: u16) {
    assert!(
        lines.len() <= usize::from(h),
        "{} lines for {w}×{h}:\n{}",
        lines.len(),
        lines.join("\n")
    );
    for line in lines {
        assert!(
            width(line) <= usize::from(w),
            "a line of {} columns for {w}×{h}: {line:?}",
            width(line)
        );
    }
}

/// The line of rank `rank`: it starts with the rank's number between spaces.
fn rank_line(lines: &[String], rank: u8) -> &str {
    let label = format!(" {rank} ");
    lines
        .iter()
        .find(|l| l.starts_with(&label))
        .unwrap_or_else(|| panic!("no line for rank {rank}:\n{}", lines.join("\n")))
}

/// The column of a file's letter in the coordinates line above the board.
fn file_column(lines: &[String], file: char) -> usize {
    let coords = lines
        .iter()
        .find(|l| {
            let t = l.trim_start();
            (t.starts_with("a ") && t.contains(" h")) || (t.starts_with("h ") && t.contains(" a"))
        })
        .unwrap_or_else(|| panic!("no file letters:\n{}", lines.join("\n")));
    coords
        .chars()
        .position(|c| c == file)
        .expect("the file's letter")
}

/// The three cells of a square as drawn: " P ", ">P<", " . ".
fn square(lines: &[String], name: &str) -> String {
    let mut chars = name.chars();
    let file = chars.next().expect("a file");
    let rank = chars.next().and_then(|c| c.to_digit(10)).expect("a rank") as u8;
    let col = file_column(lines, file);
    rank_line(lines, rank)
        .chars()
        .skip(col - 1)
        .take(3)
        .collect()
}

/// The pieces of a rank from a to h, as letters, "-" for an empty square.
fn rank_pieces(lines: &[String], rank: u8) -> String {
    ('a'..='h')
        .map(|f| {
            let cell = square(lines, &format!("{f}{rank}"));
            let c = cell.chars().nth(1).unwrap_or(' ');
            if c.is_ascii_alphabetic() { c } else { '-' }
        })
        .collect()
}

/// With the blind player named as White, the board view (the sighted opponent's) is seen from
/// Black's side: rank 1 at the top, the h-file on the left; `--opponent-side` may say otherwise.
#[test]
fn the_board_is_seen_from_the_sighted_players_side() {
    let mut setup = Setup {
        seating: anna::session::Seating {
            blind: Some(anna::session::Side::White),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    let session = Session::new(setup.clone()).expect("a set-up");
    let lines = render_board(&session, &Language::fallback(), "", "", 80, 24);
    let row = |rank: u8| {
        let label = format!(" {rank} ");
        lines
            .iter()
            .position(|l| l.starts_with(&label))
            .expect("the rank")
    };
    assert!(row(1) < row(8), "rank 1 at the top:\n{}", lines.join("\n"));
    assert!(file_column(&lines, 'h') < file_column(&lines, 'a'));
    assert_eq!(rank_pieces(&lines, 1), "RNBQKBNR");
    assert_eq!(rank_pieces(&lines, 8), "rnbqkbnr");
    setup.seating.blind = None;
    let session = Session::new(setup).expect("a set-up");
    let lines = render_board(&session, &Language::fallback(), "", "", 80, 24);
    let row8 = lines.iter().position(|l| l.starts_with(" 8 ")).unwrap();
    let row1 = lines.iter().position(|l| l.starts_with(" 1 ")).unwrap();
    assert!(row8 < row1, "White's side when no blind player is named");
}

#[test]
fn start_position_is_drawn_from_whites_side_with_black_on_rank_8() {
    let lines = render_board(&session_after(&[]), &Language::fallback(), "", "", 80, 24);
    assert_eq!(rank_pieces(&lines, 8), "rnbqkbnr");
    assert_eq!(rank_pieces(&lines, 7), "pppppppp");
    assert_eq!(rank_pieces(&lines, 5), "--------");
    assert_eq!(rank_pieces(&lines, 2), "PPPPPPPP");
    assert_eq!(rank_pieces(&lines, 1), "RNBQKBNR");
    let row = |rank| lines.iter().position(|l| l == rank_line(&lines, rank));
    assert!(row(8) < row(1), "rank 8 is at the top");
}

#[test]
fn coordinates_are_on_all_four_sides() {
    let lines = render_board(&session_after(&[]), &Language::fallback(), "", "", 80, 24);
    let coords: Vec<&String> = lines
        .iter()
        .filter(|l| {
            let letters: String = l.chars().take(38).filter(|c| !c.is_whitespace()).collect();
            letters == "abcdefgh"
        })
        .collect();
    assert_eq!(
        coords.len(),
        2,
        "file letters above and below:\n{}",
        lines.join("\n")
    );
    for rank in 1..=8u8 {
        let line = rank_line(&lines, rank);
        let board: String = line.chars().take(38).collect();
        assert!(
            board.trim_end().ends_with(&format!(" {rank}")),
            "rank {rank} labelled on the right: {line:?}"
        );
    }
}

#[test]
fn the_last_move_is_marked_on_both_squares() {
    let lines = render_board(
        &session_after(&["e2e4"]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    );
    assert_eq!(square(&lines, "e4"), ">P<");
    assert_eq!(square(&lines, "e2").replace('.', " "), "> <");
    assert_eq!(square(&lines, "d2"), " P ");
    let marks = lines.iter().map(|l| l.matches('>').count()).sum::<usize>();
    // Two marked squares and the prompt's ">".
    assert_eq!(marks, 3, "{}", lines.join("\n"));

    let lines = render_board(
        &session_after(&["e2e4", "e7e5"]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    );
    assert_eq!(square(&lines, "e5"), ">p<");
    assert_eq!(square(&lines, "e4"), " P ");
}

#[test]
fn castling_marks_the_kings_squares() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let setup = Setup {
        fen: Some(fen.into()),
        ..Setup::default()
    };
    let lines = render_board(
        &session_from(setup, &["e1g1"]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    );
    assert_eq!(square(&lines, "g1"), ">K<");
    assert_eq!(square(&lines, "f1"), " R ");
    assert_eq!(square(&lines, "e1").replace('.', " "), "> <");
}

#[test]
fn the_move_list_has_numbers_and_san_beside_the_board() {
    let lines = render_board(
        &session_after(&["e2e4", "e7e5"]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    );
    let line = lines
        .iter()
        .find(|l| l.contains("1. e4 e5"))
        .unwrap_or_else(|| panic!("no move list:\n{}", lines.join("\n")));
    assert!(line.contains('|'), "beside the board on 80×24: {line:?}");

    let session = session_after(&["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]);
    let text = render_board(&session, &Language::fallback(), "", "", 80, 24).join("\n");
    for entry in ["1. e4  e5", "2. Nf3 Nc6", "3. Bb5"] {
        assert!(text.contains(entry), "{entry:?} in\n{text}");
    }
}

#[test]
fn a_game_from_a_position_with_black_to_move_starts_the_list_with_dots() {
    let setup = Setup {
        fen: Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into()),
        ..Setup::default()
    };
    let text = render_board(
        &session_from(setup, &["e7e5", "g1f3"]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    )
    .join("\n");
    assert!(text.contains("1. ... e5"), "{text}");
    assert!(text.contains("2. Nf3"), "{text}");
}

#[test]
fn the_side_to_move_and_the_players_are_shown() {
    let setup = Setup {
        white: "Anna".into(),
        black: "Bert".into(),
        ..Setup::default()
    };
    let text = render_board(
        &session_from(setup.clone(), &[]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    )
    .join("\n");
    assert!(text.contains("Weiß: Anna"), "{text}");
    assert!(text.contains("Schwarz: Bert"), "{text}");
    assert!(text.contains("Weiß am Zug."), "{text}");
    let text = render_board(
        &session_from(setup, &["e2e4"]),
        &Language::fallback(),
        "",
        "",
        80,
        24,
    )
    .join("\n");
    assert!(text.contains("Schwarz am Zug."), "{text}");
}

#[test]
fn the_result_replaces_the_side_to_move_at_the_end() {
    let session = session_after(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    let text = render_board(&session, &Language::fallback(), "", "", 80, 24).join("\n");
    assert!(text.contains("0-1"), "{text}");
    assert!(text.contains("Schwarz gewinnt"), "{text}");
    assert!(!text.contains("am Zug"), "{text}");
}

#[test]
fn the_message_and_the_typed_line_are_at_the_bottom() {
    let session = session_after(&["e2e4"]);
    let lines = render_board(
        &session,
        &Language::fallback(),
        "1. Bauer Eva vier (e4)",
        "Sf",
        80,
        24,
    );
    assert_eq!(lines.len(), 24);
    assert_eq!(lines[23], "1. … Schwarz> Sf");
    assert!(lines[..23].iter().any(|l| l == "1. Bauer Eva vier (e4)"));
}

#[test]
fn everything_fits_80_by_24() {
    let session = long_game(90);
    assert!(session.game().plies() > 40);
    let message = "Partie unterbrechen? Mit anna resume geht sie weiter. ja oder nein.";
    let lines = render_board(&session, &Language::fallback(), message, "ja", 80, 24);
    assert_fits(&lines, 80, 24);
    let text = lines.join("\n");
    assert!(text.contains("+---+"), "the full board on 80×24:\n{text}");
    assert!(text.contains(message), "{text}");
    // The last move is in the list.
    let last = session
        .game()
        .moves()
        .last()
        .expect("moves")
        .san
        .to_string();
    assert!(text.contains(&last), "{last} in\n{text}");
}

#[test]
fn every_size_fits_its_terminal() {
    let session = long_game(70);
    let setup = Setup {
        white: "Magdalena Lange-Schönberg".into(),
        black: "Bartholomäus Wiesengrund".into(),
        ..Setup::default()
    };
    let named = session_from(setup, &["e2e4", "e7e5"]);
    let long = "Reihe 8: Turm a8, Springer b8, Läufer c8, Dame d8, König e8. ".repeat(6);
    for s in [&session, &named] {
        for w in (0..=130).step_by(7).chain([29, 30, 40, 50, 51, 60, 79, 80]) {
            for h in (0..=45).step_by(3).chain([10, 14, 15, 19, 20, 21, 23, 24]) {
                for message in ["", "Weiß am Zug.", long.as_str()] {
                    let lines = render_board(
                        s,
                        &Language::fallback(),
                        message,
                        "Springer Felix drei",
                        w,
                        h,
                    );
                    assert_fits(&lines, w, h);
                }
            }
        }
    }
}

#[test]
fn a_terminal_too_small_gets_a_short_message_not_a_broken_board() {
    let lines = render_board(
        &session_after(&["e2e4"]),
        &Language::fallback(),
        "",
        "",
        30,
        10,
    );
    assert_fits(&lines, 30, 10);
    let text = lines.join("\n");
    assert!(
        lines
            .join(" ")
            .starts_with("Das Terminal ist zu niedrig für das Brett: 10 Zeilen, nötig sind 15."),
        "{text}"
    );
    assert!(!text.contains(" 8 "), "no board:\n{text}");
    // Issue 40, point 9: only what does not fit is named.
    let lines = render_board(
        &session_after(&["e2e4"]),
        &Language::fallback(),
        "",
        "",
        20,
        30,
    );
    let text = lines.join(" ");
    assert!(
        text.starts_with("Das Terminal ist zu schmal für das Brett: 20 Spalten, nötig sind 29."),
        "{text}"
    );
}

/// A session with both clocks running from `start` and the players' names set.
fn timed_session(white: &str, black: &str) -> (Session, anna::clock::Moment) {
    let setup = Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        white: white.into(),
        black: black.into(),
        ..Setup::default()
    };
    let mut session = Session::new(setup.clone()).expect("valid set-up");
    let start = anna::clock::Moment::from_millis(1_000_000);
    session
        .apply(&Record::Setup(Box::new(setup)), start)
        .expect("starts");
    (session, start)
}

/// The help and the board read aloud are long: they go beside or below a board that stays,
/// with both clocks and the side to move, at every size that can draw a board.
#[test]
fn a_long_answer_leaves_the_board_the_clocks_and_the_turn_in_view() {
    let (session, start) = timed_session("Maria Blind", "Bernd Sehend");
    let help = Language::fallback().text(&anna::message::Message::new("help"), session.vocab());
    let board = "Reihe acht: Turm Anna, Springer Bella.\n".repeat(8);
    for message in [help.as_str(), board.as_str()] {
        for (w, h) in [(80, 24), (100, 40), (120, 50), (40, 30), (60, 20), (50, 16)] {
            let lines = anna::ui::render_board_at(
                &session,
                &Language::fallback(),
                message,
                "",
                w,
                h,
                start,
            );
            assert_fits(&lines, w, h);
            let screen = lines.join("\n");
            assert!(
                lines.iter().any(|l| l.starts_with(" 8 ")),
                "the board at {w}×{h}:\n{screen}"
            );
            assert_eq!(
                screen.matches("1:30:00").count(),
                2,
                "both clocks whole at {w}×{h}:\n{screen}"
            );
            assert!(
                screen.contains("Weiß am Zug"),
                "the turn at {w}×{h}:\n{screen}"
            );
            let start_words: String = message.chars().take(12).collect();
            assert!(
                screen.contains(&start_words),
                "the start of the answer at {w}×{h}:\n{screen}"
            );
        }
    }
}

/// The name gives way, the time never: a long name at 100×40 (the board drawn large).
#[test]
fn a_long_name_never_cuts_the_time() {
    let (session, start) = timed_session(
        "Maria Magdalena Blindenschachspielerin",
        "Bernd Bartholomäus Sehend-Gegenüber",
    );
    for (w, h) in [(100, 40), (80, 24), (40, 30), (45, 16)] {
        let lines = anna::ui::render_board_at(&session, &Language::fallback(), "", "", w, h, start);
        assert_fits(&lines, w, h);
        let screen = lines.join("\n");
        assert_eq!(screen.matches("1:30:00").count(), 2, "{w}×{h}:\n{screen}");
        assert!(screen.contains("Weiß: Maria"), "{w}×{h}:\n{screen}");
        assert!(screen.contains("Schwarz: Bernd"), "{w}×{h}:\n{screen}");
    }
}

/// An answer longer than any place is shown in pages: the first page says which lines it shows,
/// the next pages go on where it stopped, and every line can be reached.
#[test]
fn an_answer_too_long_for_the_screen_is_shown_in_pages() {
    let session = session_after(&["e2e4"]);
    let message: String = (1..=60)
        .map(|i| format!("Zeile {i} der Antwort.\n"))
        .collect();
    let (w, h) = (80, 24);
    let first = anna::ui::render_board_page(&session, &Language::fallback(), &message, w, h, 0);
    assert_fits(&first, w, h);
    let text = first.join("\n");
    assert!(first.iter().any(|l| l.starts_with(" 8 ")), "{text}");
    assert!(text.contains("Zeile 1 der"), "{text}");
    assert!(
        text.contains("Zeilen 1–"),
        "the page says what it shows:\n{text}"
    );
    assert!(!text.contains("Zeile 60 der"), "{text}");
    let mut seen = std::collections::BTreeSet::new();
    for page in 0..60 {
        let lines =
            anna::ui::render_board_page(&session, &Language::fallback(), &message, w, h, page);
        assert_fits(&lines, w, h);
        for l in &lines {
            for i in 1..=60 {
                if l.contains(&format!("Zeile {i} der")) {
                    seen.insert(i);
                }
            }
        }
    }
    assert_eq!(seen.len(), 60, "every line on some page: {seen:?}");
    let last = anna::ui::render_board_page(&session, &Language::fallback(), &message, w, h, 1000)
        .join("\n");
    assert!(
        last.contains("Zeile 60 der"),
        "past the end: the last page:\n{last}"
    );
    // A short answer stays with the board and the move list.
    let lines = render_board(&session, &Language::fallback(), "Abgebrochen.", "", w, h);
    assert!(lines.iter().any(|l| l.contains("+---+")));
    assert!(lines.iter().any(|l| l.contains("1. e4")));
    // An unbroken word wider than the screen is still shown from its start.
    let unbroken = "x".repeat(200);
    let lines = render_board(&session, &Language::fallback(), &unbroken, "", 30, 15);
    assert_fits(&lines, 30, 15);
    assert!(lines.join("").contains("xxxxxxxxxx"));
}

// ---------------------------------------------------------------------------------------------
// The real program in a pseudo-terminal
// ---------------------------------------------------------------------------------------------

struct Terminal {
    pty: expectrl::session::OsSession,
    parser: vt100::Parser,
    raw: Vec<u8>,
}

impl Terminal {
    /// Reads what the program wrote until the screen passes `ready`, for up to five seconds.
    fn wait_for(&mut self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut buf = [0u8; 8192];
        loop {
            loop {
                match self.pty.try_read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        self.parser.process(&buf[..n]);
                        self.raw.extend_from_slice(&buf[..n]);
                    }
                    Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                    // The program has ended and the terminal closed.
                    Err(_) => break,
                }
            }
            let screen = self.parser.screen();
            if ready(screen) {
                return screen.rows(0, 80).collect();
            }
            assert!(
                Instant::now() < deadline,
                "no {what} within 5 s; the screen:\n{}",
                screen.contents()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn type_line(&mut self, text: &str) {
        self.pty
            .write_all(format!("{text}\r").as_bytes())
            .expect("typing");
        self.pty.flush().expect("typing");
    }
}

/// The program with the board view in a `w`×`h` pseudo-terminal, its folders in `home`.
fn sized_board_terminal(home: &TempDir, w: u16, h: u16) -> Terminal {
    let mut term = board_terminal(home);
    term.pty
        .get_process_mut()
        .set_window_size(w, h)
        .expect("the terminal's size");
    term.parser
        .screen_mut()
        .set_size(NonZeroU16::new(h).unwrap(), NonZeroU16::new(w).unwrap());
    term
}

/// The last rows of the screen as one line of text (a prompt wrapped over them, read as one).
fn last_rows(screen: &vt100::Screen, rows: u16) -> String {
    let (height, width) = screen.size();
    let lines: Vec<String> = screen.rows(0, width.get()).collect();
    lines[usize::from(height.get() - rows)..]
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// At 40×15, at 40×12 (no room for the board) and between, a long answer is shown in pages with the page
/// named, Page Down turns to the next, and the prompt keeps its move number and the question
/// (it was cut to "…nein]> " and every message to one line).
#[test]
fn small_terminals_page_long_answers_and_keep_the_whole_prompt() {
    for (w, h) in [(40u16, 15u16), (40, 12), (50, 13), (80, 12)] {
        let home = TempDir::new("board-view", &format!("small-{w}x{h}"));
        let mut term = sized_board_terminal(&home, w, h);
        term.wait_for("the start", |s| s.contents().contains("Weiß am Zug."));
        term.type_line("e4");
        term.wait_for("1. e4", |s| s.contents().contains("Schwarz am Zug."));
        term.type_line("aufgeben");
        let question = "1. … Schwarz [Schwarz gibt auf: ja/nein]>";
        term.wait_for("the question in the prompt", |s| {
            last_rows(s, 3).contains(question)
        });
        term.type_line("nein");
        term.wait_for("the question answered", |s| {
            last_rows(s, 1) == "1. … Schwarz>"
        });
        term.type_line("hilfe");
        // Beside the board or under it; in the words that fit, never cut ("bl…").
        let marker = |s: &vt100::Screen| {
            s.contents().lines().find_map(|l| {
                let at = l.find(" von ")?;
                let start = l[..at]
                    .rfind(|c: char| !c.is_ascii_digit() && c != '–')
                    .unwrap_or(0);
                let hint = l[start..].trim_start_matches(|c: char| !c.is_ascii_digit());
                Some(hint.to_string())
            })
        };
        let first = term.wait_for("the first page", |s| {
            marker(s).is_some_and(|m| m.starts_with("1–") || m.starts_with("Zeilen 1–"))
        });
        let on_first = marker(term.parser.screen());
        let hint = on_first.clone().unwrap_or_default();
        assert!(
            hint.contains("Bild ab") && !hint.contains('…'),
            "{w}×{h}: the paging hint cut: {hint:?}"
        );
        assert!(
            first.iter().any(|l| l.contains("Befehle")),
            "{w}×{h}: the answer from its start:\n{}",
            first.join("\n")
        );
        term.pty.write_all(b"\x1b[6~").expect("Page Down");
        term.pty.flush().expect("Page Down");
        let second = term.wait_for("the second page", |s| {
            marker(s).is_some_and(|m| Some(&m) != on_first.as_ref())
        });
        assert!(
            second.iter().any(|l| l.starts_with("1. … Schwarz>")),
            "{w}×{h}: the prompt under the page:\n{}",
            second.join("\n")
        );
        term.type_line("beenden");
    }
}

/// The program with the board view in an 80×24 pseudo-terminal, its folders in `home`.
fn board_terminal(home: &TempDir) -> Terminal {
    let mut command = Command::new(env!("CARGO_BIN_EXE_anna"));
    command
        .args([
            "--view",
            "board",
            "--no-color",
            "--speech",
            "off",
            "--braille",
            "off",
        ])
        .env("XDG_DATA_HOME", home.0.join("data"))
        .env("XDG_CONFIG_HOME", home.0.join("config"))
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR");
    let mut pty = expectrl::Session::spawn(command).expect("anna starts in a pty");
    pty.get_process_mut()
        .set_window_size(80, 24)
        .expect("an 80×24 terminal");
    Terminal {
        pty,
        parser: vt100::Parser::new(
            NonZeroU16::new(24).unwrap(),
            NonZeroU16::new(80).unwrap(),
            0,
        ),
        raw: Vec::new(),
    }
}

/// SIGTERM or SIGHUP in the board view: the terminal is given back, the record of leaving
/// and the score sheet are written, the game resumes.
#[test]
fn a_signal_gives_the_terminal_back_and_leaves_resumable() {
    for signal in ["-TERM", "-HUP"] {
        let home = TempDir::new("board-view", &format!("signal{signal}"));
        let mut term = board_terminal(&home);
        term.wait_for("start position", |s| s.contents().contains("Weiß am Zug."));
        term.type_line("e4");
        term.wait_for("1. e4", |s| s.contents().contains("Schwarz am Zug."));
        let pid = term.pty.get_process().pid().as_raw();
        crate::common::speechd::signal(pid as u32, signal);
        term.wait_for("the terminal given back", |s| {
            !s.alternate_screen() && s.contents().contains("anna resume")
        });
        let status = term.pty.get_process().wait().expect("anna ends");
        assert!(
            matches!(status, expectrl::process::unix::WaitStatus::Exited(_, 0)),
            "{signal}: {status:?}"
        );
        let games = home.0.join("data/anna/games");
        let journal = std::fs::read_dir(&games)
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| p.extension().is_some_and(|x| x == "journal"))
            .expect("the journal");
        let text = std::fs::read_to_string(&journal).unwrap();
        assert!(
            text.lines()
                .last()
                .is_some_and(|l| l.contains("\"kind\":\"left\"")),
            "{signal}: {text}"
        );
        assert!(
            std::fs::read_to_string(journal.with_extension("pgn"))
                .is_ok_and(|pgn| pgn.contains("1. e4"))
        );
    }
}

#[test]
fn the_program_draws_the_board_in_an_80_by_24_terminal() {
    let home = TempDir::new("board-view", "home");
    let mut term = board_terminal(&home);

    let rows = term.wait_for("start position", |s| {
        s.alternate_screen() && s.contents().contains("Weiß am Zug.")
    });
    assert_eq!(rank_pieces(&rows, 8), "rnbqkbnr");
    assert_eq!(rank_pieces(&rows, 1), "RNBQKBNR");

    term.type_line("e4");
    let rows = term.wait_for("1. e4", |s| s.contents().contains("Schwarz am Zug."));
    assert_eq!(
        square(&rows, "e4"),
        ">P<",
        "the pawn on e4:\n{}",
        rows.join("\n")
    );
    assert_eq!(square(&rows, "e2").replace('.', " "), "> <");
    assert!(
        rows.iter()
            .any(|r| r.contains('|') && r.trim_end().ends_with("1. e4")),
        "e4 in the move list beside the board:\n{}",
        rows.join("\n")
    );
    assert!(rows.len() <= 24 && rows.iter().all(|r| width(r) <= 80));

    term.type_line("quit");
    term.wait_for("the question", |s| s.contents().contains("ja oder nein"));
    term.type_line("ja");
    let rows = term.wait_for("the terminal given back", |s| {
        !s.alternate_screen() && s.contents().contains("anna resume")
    });
    assert!(
        rows.iter().all(|r| !r.contains("+---+")),
        "the board is gone with the alternate screen"
    );
    let status = term.pty.get_process().wait().expect("anna ends");
    assert!(
        matches!(status, expectrl::process::unix::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );

    // --no-color: no colour at all, only plain text and cursor movement.
    let raw = String::from_utf8_lossy(&term.raw);
    for colour in ["\x1b[38;", "\x1b[48;", "\x1b[1m"] {
        assert!(!raw.contains(colour), "{colour:?} written with --no-color");
    }
}

#[test]
fn the_opponent_sees_the_clocks_and_whether_the_move_is_only_entered() {
    use anna::clock::Moment;
    use anna::session::Record;
    let setup = Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        ..Setup::default()
    };
    let mut session = Session::new(setup.clone()).expect("valid set-up");
    let start = Moment::from_millis(1_000_000);
    session
        .apply(&Record::Setup(Box::new(setup)), start)
        .expect("starts");
    session
        .apply(
            &Record::Entered {
                uci: "g1f3".parse().expect("uci"),
            },
            start,
        )
        .expect("entered");
    let screen = anna::ui::render_board_at(
        &session,
        &Language::fallback(),
        "",
        "",
        80,
        24,
        Moment::from_millis(1_000_000 + 61_000),
    )
    .join("\n");
    assert!(screen.contains("Weiß  1:28:59"), "{screen}");
    assert!(screen.contains("Schwarz  1:30:00"), "{screen}");
    assert!(screen.contains("Eingegeben, noch nicht"), "{screen}");
    session
        .apply(
            &Record::Move {
                uci: "g1f3".parse().expect("uci"),
            },
            Moment::from_millis(1_062_000),
        )
        .expect("made");
    let screen = anna::ui::render_board_at(
        &session,
        &Language::fallback(),
        "",
        "",
        80,
        24,
        Moment::from_millis(1_062_000),
    )
    .join("\n");
    assert!(!screen.contains("Eingegeben"), "{screen}");
    assert!(screen.contains("1. Nf3"), "{screen}");
}

/// In a small terminal the help is shown in pages under the board; Page Down turns to the next
/// one and Page Up back.
#[test]
fn page_down_and_page_up_turn_the_pages_of_a_long_answer() {
    let home = TempDir::new("board-view", "pages");
    let mut term = board_terminal(&home);
    term.wait_for("start position", |s| s.contents().contains("Weiß am Zug."));
    term.pty
        .get_process_mut()
        .set_window_size(45, 16)
        .expect("a 45×16 terminal");
    term.parser
        .screen_mut()
        .set_size(NonZeroU16::new(16).unwrap(), NonZeroU16::new(45).unwrap());
    // Typed once the new size is drawn, as a person would (keys typed in the very moment of
    // the resize were lost on a loaded machine).
    term.wait_for("the narrow screen", |s| {
        s.contents().contains("hilfe listet\ndie Befehle.")
    });
    term.type_line("hilfe");
    // At 45 columns the hint's short form, whole: "1–9 von 40, Bild ab/auf".
    let marker = |s: &vt100::Screen| {
        s.contents()
            .lines()
            .find(|l| l.contains(" von ") && l.contains("Bild ab"))
            .map(str::to_string)
    };
    let first = term.wait_for("the first page", |s| {
        marker(s).is_some_and(|m| m.starts_with("1–") || m.starts_with("Zeilen 1–"))
    });
    assert!(first.iter().any(|l| l.starts_with(" 8 ")), "{first:?}");
    let on_first = marker(term.parser.screen());
    term.pty.write_all(b"\x1b[6~").expect("Page Down");
    term.pty.flush().expect("Page Down");
    term.wait_for("the second page", |s| {
        marker(s).is_some_and(|m| Some(&m) != on_first.as_ref())
    });
    term.pty.write_all(b"\x1b[5~").expect("Page Up");
    term.pty.flush().expect("Page Up");
    term.wait_for("the first page again", |s| marker(s) == on_first);
    term.type_line("beenden");
}

/// The sighted player's clock key: `+` alone presses his clock at once, no Enter needed.
#[test]
fn plus_on_an_empty_line_presses_the_sighted_players_clock() {
    let home = TempDir::new("board-view", "press");
    let mut term = board_terminal(&home);
    term.wait_for("start position", |s| s.contents().contains("Weiß am Zug."));
    term.pty.write_all(b"+").expect("the key");
    term.pty.flush().expect("the key");
    term.wait_for("the press", |s| {
        s.contents().contains("Weiß hat die Uhr gedrückt")
    });
    term.type_line("beenden");
}
