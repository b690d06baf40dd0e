//! One PGN reader, exact: where a game ends and what its main line is, as python-chess reads
//! the same text. Every reader of PGN in anna (`play --pgn`, `say --pgn`, `sync`, `review`)
//! splits a file the one way: a game ends at its result token, at a blank line after its move
//! text (when it has tags), at a tag line after its move text.
//!
//! The expected games below are python-chess 1.11.2's reading of each text (event, white, main
//! line in UCI), generated once with `chess.pgn.read_game` over `io.StringIO(text, newline=None)`
//! and recorded here; python-chess is not needed to run these tests.

use anna::notation::{
    AnnounceOptions, Vocabulary, nth_game, read_all_tags, read_nth_game, read_sheet,
};
use shakmaty::{CastlingMode, Chess, uci::UciMove};

use crate::common::{Dirs, run_with_input};

struct Form {
    name: &'static str,
    text: &'static str,
    /// (Event, White, moves) of each game, `?` for a missing tag, as python-chess reads them.
    games: &'static [(&'static str, &'static str, &'static str)],
}

const FORMS: &[Form] = &[
    Form {
        name: "two_games_without_tags",
        text: "1. e4 e5 1-0\n\n1. d4 d5 0-1\n",
        games: &[("?", "?", "e2e4 e7e5"), ("?", "?", "d2d4 d7d5")],
    },
    Form {
        name: "standard_two_games",
        text: "[Event \"A\"]\n[White \"Anna\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Event \"B\"]\n[White \"Berta\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n",
        games: &[("A", "Anna", "e2e4 e7e5 g1f3"), ("B", "Berta", "d2d4 d7d5")],
    },
    Form {
        name: "comment_spanning_lines_with_tag_and_blank",
        text: "[Event \"A\"]\n\n1. e4 {a comment\n\n[Event \"not a tag\"]\n} e5 2. Nf3 *\n\n[Event \"B\"]\n\n1. c4 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3"), ("B", "?", "c2c4")],
    },
    Form {
        name: "semicolon_comment_hides_brace",
        text: "[Event \"A\"]\n\n1. e4 ; a { that does not open\n1... e5 2. Nf3 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3")],
    },
    Form {
        name: "escape_lines",
        text: "% escaped line\n[Event \"A\"]\n% another\n\n1. e4 e5\n% in the moves 1. d4\n2. Nf3 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3")],
    },
    Form {
        name: "nags",
        text: "[Event \"A\"]\n\n1. e4! e5?! $6 2. Nf3!! $1 Nc6?? 3. Bb5!? $14 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3 b8c6 f1b5")],
    },
    Form {
        name: "nested_variations",
        text: "[Event \"A\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6)) d6) (1... e6) 2. Nf3 Nc6 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3 b8c6")],
    },
    Form {
        name: "black_move_numbers",
        text: "[Event \"A\"]\n\n1. e4 {White} 1... e5 {Black} 2. Nf3 2... Nc6 3.Bb5 3...a6 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6")],
    },
    Form {
        name: "every_result",
        text: "[Event \"A\"]\n\n1. e4 1-0\n\n[Event \"B\"]\n\n1. d4 0-1\n\n[Event \"C\"]\n\n1. c4 1/2-1/2\n\n[Event \"D\"]\n\n1. Nf3 *\n",
        games: &[
            ("A", "?", "e2e4"),
            ("B", "?", "d2d4"),
            ("C", "?", "c2c4"),
            ("D", "?", "g1f3"),
        ],
    },
    Form {
        name: "tags_without_moves",
        text: "[Event \"A\"]\n[White \"Anna\"]\n\n\n[Event \"B\"]\n[White \"Berta\"]\n\n1. e4 *\n\n[Event \"C\"]\n[White \"Clara\"]\n",
        games: &[
            ("A", "Anna", ""),
            ("B", "Berta", "e2e4"),
            ("C", "Clara", ""),
        ],
    },
    Form {
        name: "byte_order_mark",
        text: "\u{feff}[Event \"A\"]\n\n1. e4 e5 *\n",
        games: &[("A", "?", "e2e4 e7e5")],
    },
    Form {
        name: "crlf",
        text: "[Event \"A\"]\r\n[White \"Anna\"]\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n\r\n[Event \"B\"]\r\n\r\n1. d4 *\r\n",
        games: &[("A", "Anna", "e2e4 e7e5 g1f3"), ("B", "?", "d2d4")],
    },
    Form {
        name: "castling_promotion_checks",
        text: "[Event \"A\"]\n[SetUp \"1\"]\n[FEN \"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1\"]\n\n1. O-O-O gxh1=Q+ 2. bxa8=N O-O *\n",
        games: &[("A", "?", "e1c1 g2h1q b7a8n e8g8")],
    },
    Form {
        name: "zero_castling",
        text: "[Event \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 *\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 g8f6")],
    },
    Form {
        name: "lichess_clock_comments",
        text: "[Event \"A\"]\n[White \"Anna\"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:59] } 2. Nf3 { [%eval 0.3] [%clk 0:02:58] } *\n",
        games: &[("A", "Anna", "e2e4 e7e5 g1f3")],
    },
    Form {
        name: "comment_before_first_move",
        text: "[Event \"A\"]\n\n{Opening comment} 1. d4 Nf6 *\n",
        games: &[("A", "?", "d2d4 g8f6")],
    },
    Form {
        name: "many_blank_lines_between_games",
        text: "\n\n\n[Event \"A\"]\n\n1. e4 *\n\n\n\n\n[Event \"B\"]\n\n\n1. d4 *\n\n\n",
        games: &[("A", "?", "e2e4"), ("B", "?", ""), ("?", "?", "d2d4")],
    },
    Form {
        name: "black_to_move_from_fen",
        text: "[Event \"A\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... e5 2. Nf3 *\n",
        games: &[("A", "?", "e7e5 g1f3")],
    },
    Form {
        name: "moves_on_many_lines",
        text: "[Event \"A\"]\n\n1. e4\ne5\n2.\nNf3\nNc6 1/2-1/2\n",
        games: &[("A", "?", "e2e4 e7e5 g1f3 b8c6")],
    },
    Form {
        name: "result_glued_star",
        text: "[Event \"A\"]\n\n1. e4 e5*\n\n[Event \"B\"]\n\n1. d4*\n",
        games: &[("A", "?", "e2e4 e7e5"), ("B", "?", "d2d4")],
    },
    Form {
        name: "semicolon_line_before_tags",
        text: "; a file comment\n[Event \"A\"]\n\n1. e4 *\n",
        games: &[("A", "?", "e2e4")],
    },
];

fn tag(tags: &[(String, String)], name: &str) -> String {
    tags.iter()
        .find(|(k, _)| k == name)
        .map_or_else(|| "?".to_string(), |(_, v)| v.clone())
}

/// The games of `text` as the review reads them (`review --list`, `review --pgn-game`).
fn review_reading(text: &str) -> Vec<(String, String, String)> {
    let count = read_all_tags(text).expect("the tags").len();
    (1..=count)
        .map(|n| {
            let game = read_nth_game(text, n).unwrap_or_else(|e| panic!("game {n}: {e}"));
            let moves: Vec<String> = game
                .moves
                .iter()
                .map(|m| UciMove::from_move(*m, CastlingMode::Standard).to_string())
                .collect();
            (
                tag(&game.tags, "Event"),
                tag(&game.tags, "White"),
                moves.join(" "),
            )
        })
        .collect()
}

/// The main lines of `text` as `play --pgn` and `say --pgn` read them (the score-sheet reader).
fn sheet_reading(text: &str) -> Vec<String> {
    let vocab = Vocabulary::load("de").expect("the German vocabulary");
    (1..)
        .map_while(|n| nth_game(text, n))
        .map(|game| {
            let sheet = read_sheet(
                "t",
                game,
                &Chess::default(),
                &vocab,
                &AnnounceOptions::default(),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let moves: Vec<String> = sheet
                .moves
                .iter()
                .map(|m| UciMove::from_move(m.mv, CastlingMode::Standard).to_string())
                .collect();
            moves.join(" ")
        })
        .collect()
}

#[test]
fn every_form_reads_as_python_chess_reads_it() {
    for form in FORMS {
        let expected: Vec<(String, String, String)> = form
            .games
            .iter()
            .map(|(e, w, m)| (e.to_string(), w.to_string(), m.to_string()))
            .collect();
        assert_eq!(review_reading(form.text), expected, "{}", form.name);
        let lines: Vec<String> = form.games.iter().map(|g| g.2.to_string()).collect();
        assert_eq!(sheet_reading(form.text), lines, "{}", form.name);
    }
}

/// Two games without tags, each ended by its result: the example of the issue.
const TWO_GAMES: &str = "1. e4 e5 1-0\n\n1. d4 d5 0-1\n";

#[test]
fn a_result_ends_a_game_for_play_say_and_review() {
    let dirs = Dirs::new("pgn-two-games");
    let path = dirs.root.join("two.pgn");
    std::fs::write(&path, TWO_GAMES).expect("write the PGN");
    let file = path.to_string_lossy().into_owned();

    // `say --pgn` announces both games, each under its number: the result ends the first.
    let said = dirs.output(&["say", "--pgn", &file]);
    let said = String::from_utf8_lossy(&said.stdout).into_owned();
    assert_eq!(
        said,
        "Partie 1\nBauer Eva vier\nBauer Eva fünf\nPartie 2\nBauer David vier\nBauer David fünf\n"
    );

    // `play --pgn` takes two half-moves from either game, and game 2 is there.
    for (n, moves) in [("1", "e2e4 e7e5"), ("2", "d2d4 d7d5")] {
        let game_dirs = Dirs::new(&format!("pgn-two-games-{n}"));
        let args = ["--pgn", file.as_str(), "--pgn-game", n];
        let out = run_with_input(game_dirs.command(&args), b"beenden\nja\n");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            text.contains("2 Halbzüge aus two.pgn übernommen."),
            "{n}: {text}"
        );
        let pgn = game_dirs.read_game_file("pgn");
        assert_eq!(review_reading(&pgn)[0].2, moves, "{n}: {pgn}");
    }
    let third = dirs.output(&["--pgn", &file, "--pgn-game", "3"]);
    assert!(
        String::from_utf8_lossy(&third.stderr).contains("hat keine Partie Nummer 3"),
        "{third:?}"
    );

    // `review --list` lists two games.
    let list = dirs.output(&["review", "--pgn", &file, "--list"]);
    let list = String::from_utf8_lossy(&list.stdout).into_owned();
    assert_eq!(list.lines().count(), 2, "{list}");
}
