//! Tournament play by Appendix D and Article 7, through the session with time handed in.

use crate::common;
use crate::common::session::GermanWords;

use std::time::Duration;

use anna::game::Termination;
use anna::session::{Assistant, Record, Session, Setup, Side};
use common::session::{START, Table};
use shakmaty::Color;

/// A tournament game with a clock, the blind player White with his own assistant.
fn tournament() -> Table {
    Table::new(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        seating: anna::session::Seating {
            blind: Some(Side::White),
            assistant: Some(Assistant::Blind),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    })
}

/// Enters and makes each move at `ms`.
fn make(t: &mut Table, ms: u64, moves: &str) {
    for m in moves.split_whitespace() {
        t.type_at(ms, m);
        let made = t.type_at(ms, "");
        assert!(made.iter().any(|l| l.contains('(')), "{m}: {made:?}");
    }
}

#[test]
fn art_d_2_8_a_slip_is_corrected_before_the_clock_starts() {
    let mut t = tournament();
    // Read back privately; nothing is made and White's clock still runs.
    assert_eq!(
        t.type_at(5_000, "Springer Hector drei"),
        [
            "Eingegeben: Springer Hector drei. Eingabetaste führt den Zug aus, ein anderer Zug ersetzt ihn."
        ]
    );
    assert_eq!(t.game().plies(), 0);
    assert_eq!(t.type_at(6_000, "Springer Felix drei").len(), 1);
    // Enter makes the corrected move: announced to both, Black's clock starts.
    assert_eq!(t.type_at(7_000, ""), ["1 Springer Felix drei (Nf3)"]);
    assert_eq!(t.game().moves()[0].san.to_string(), "Nf3");
    assert_eq!(
        t.remaining(Color::White, 60_000),
        Duration::from_millis(5_400_000 - 7_000 + 30_000)
    );
    assert_eq!(
        t.remaining(Color::Black, 8_000),
        Duration::from_millis(5_400_000 - 1_000)
    );
    // Both the slip and the correction are in the journal for the arbiter.
    let entered = t
        .records()
        .iter()
        .filter(|(_, r)| matches!(r, Record::Entered { .. }))
        .count();
    assert_eq!(entered, 2);
    assert_eq!(
        t.type_at(8_000, ""),
        ["Es ist kein Zug eingegeben; den Zug tippen, Enter führt ihn aus."]
    );
}

#[test]
fn art_d_2_1_an_impossible_opponents_move_suggests_a_board_check() {
    let mut t = tournament();
    make(&mut t, 1_000, "e4");
    let shown = t.type_at(2_000, "Springer David fünf");
    assert_eq!(shown.len(), 1);
    assert!(
        shown[0].starts_with("Springer nach David fünf ist nicht möglich."),
        "{shown:?}"
    );
    assert!(
        shown[0].contains("Die Bretter stimmen vielleicht nicht überein"),
        "{shown:?}"
    );
}

#[test]
fn art_7_5_5_first_illegal_move_costs_two_minutes_second_loses() {
    let mut t = tournament();
    make(&mut t, 1_000, "e4 e5");
    let before = t.remaining(Color::White, 3_000);
    // Black's last move is taken back first (7.5.1): Black is to move again.
    assert_eq!(
        t.arbiter_at(3_000, "schiedsrichter regelwidrig schwarz"),
        [
            "Zurückgenommen: Bauer Eva fünf.",
            "Regelwidriger Zug notiert. Weiß erhält eine Zeitgutschrift."
        ]
    );
    assert_eq!(t.game().turn(), Color::Black);
    // White's time as at Black's press (the two seconds his clock ran since are his again),
    // two minutes added once; Black's clock runs.
    assert_eq!(
        t.remaining(Color::White, 3_000),
        before + Duration::from_secs(2 + 120)
    );
    assert!(!t.game().is_over());
    let shown = t.arbiter_at(4_000, "schiedsrichter regelwidrig schwarz");
    assert_eq!(
        shown,
        ["Partie beendet: Weiß gewinnt, zweiter regelwidriger Zug."]
    );
    assert_eq!(
        t.game().outcome().map(|o| o.termination),
        Some(Termination::IllegalMoves)
    );
}

#[test]
fn art_7_5_5_second_illegal_move_is_a_draw_when_the_opponent_cannot_mate() {
    let mut t = Table::new(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1".into()),
        ..Setup::default()
    });
    t.arbiter_at(0, "schiedsrichter regelwidrig weiß");
    t.arbiter_at(0, "schiedsrichter regelwidrig weiß");
    t.assert_drawn(Termination::IllegalMovesVsInsufficientMaterial);
}

#[test]
fn art_7_5_2_a_promotion_without_a_piece_becomes_a_queen() {
    let mut t = Table::new(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("180+2").ok(),
        fen: Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1".into()),
        ..Setup::default()
    });
    let before = t.remaining(Color::Black, 1_000);
    t.arbiter_at(1_000, "schiedsrichter regelwidrig weiß e8");
    assert_eq!(t.game().moves()[0].san.to_string(), "e8=Q");
    // Blitz: one minute for the opponent (B.2).
    assert_eq!(
        t.remaining(Color::Black, 1_000),
        before + Duration::from_secs(60)
    );
}

#[test]
fn art_d_2_9_retrace_restores_position_and_clocks_of_that_move() {
    let mut t = tournament();
    make(&mut t, 10_000, "e4");
    make(&mut t, 20_000, "e5");
    let after_one = (
        t.remaining(Color::White, 20_000),
        t.remaining(Color::Black, 20_000),
    );
    make(&mut t, 30_000, "Nf3");
    make(&mut t, 40_000, "Nc6");
    let shown = t.arbiter_at(50_000, "schiedsrichter zurueck 1 Bretter verschieden");
    assert_eq!(
        shown,
        ["Schiedsrichter: zurück zur Stellung nach 1. … Bauer Eva fünf."]
    );
    assert_eq!(t.game().plies(), 2);
    assert_eq!(t.remaining(Color::Black, 50_000), after_one.1);
    assert_eq!(t.remaining(Color::White, 50_000), after_one.0);
    assert!(t.records().iter().any(|(_, r)| matches!(r, Record::Retract { to_ply: 2, reason } if reason == "Bretter verschieden")));
    // The retraction is a record: nothing is deleted, and a replay reaches the same game.
    let replayed = Session::replay(&t.records()).expect("replays");
    assert_eq!(replayed.game().plies(), 2);
}

#[test]
fn art_d_2_10_5_the_assistant_notes_a_touched_piece_for_the_arbiter() {
    let mut t = tournament();
    assert_eq!(
        t.type_at(1_000, "beruehrt schwarz"),
        ["Für den Schiedsrichter notiert: Schwarz hat eine Figur berührt."]
    );
    assert!(
        t.records()
            .iter()
            .any(|(at, r)| *at == START + 1_000 && *r == Record::Touched { by: Side::Black })
    );
}

#[test]
fn art_d_2_11_a_deaf_opponent_needs_an_assistant() {
    let setup = Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        seating: anna::session::Seating {
            blind: Some(Side::White),
            deaf_opponent: true,
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    let err = Session::new(setup)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(err.contains("D.2.11"), "{err}");
    let setup = Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        seating: anna::session::Seating {
            blind: Some(Side::White),
            deaf_opponent: true,
            assistant: Some(Assistant::Sighted),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    assert!(Session::new(setup).is_ok());
}

#[test]
fn art_11_3_tournament_forbids_help_the_players_own_board_would_not_give() {
    let mut t = tournament();
    t.exchanges(
        0,
        &[
            (
                "zuege g1",
                "In einer Turnierpartie nicht erlaubt (Artikel 11.3).",
            ),
            (
                "angriffe e4",
                "In einer Turnierpartie nicht erlaubt (Artikel 11.3).",
            ),
            ("feld g1", "Auf Gustav eins steht ein weißer Springer."),
        ],
    );
    assert_eq!(
        t.type_at(0, "pruefen").len(),
        8,
        "the expected position, rank by rank"
    );
}

#[test]
fn art_d_2_10_who_enters_each_sides_moves_is_set_up_and_said() {
    use anna::session::Enterer;
    let setup = Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        seating: anna::session::Seating {
            blind: Some(Side::Black),
            assistant: Some(Assistant::Blind),
            white_enters: Some(Enterer::Sighted),
            black_enters: Some(Enterer::Assistant),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    let s = Session::new(setup).expect("valid");
    let said: Vec<String> = s.who_enters().iter().map(|t| s.text(t)).collect();
    assert_eq!(
        said,
        [
            "Die Züge von Weiß gibt der sehende Spieler ein.",
            "Die Züge von Schwarz gibt der Assistent ein."
        ]
    );
    let wrong = Setup {
        seating: anna::session::Seating {
            blind: Some(Side::Black),
            black_enters: Some(Enterer::Sighted),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    let err = Session::new(wrong)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(
        err.contains("gibt nicht die Züge des blinden Spielers ein"),
        "{err}"
    );
    let no_assistant = Setup {
        seating: anna::session::Seating {
            blind: Some(Side::White),
            white_enters: Some(Enterer::Assistant),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    assert!(Session::new(no_assistant).is_err());
}

#[test]
fn art_d_2_10_who_enters_is_said_in_english_too() {
    use anna::session::Enterer;
    let setup = Setup {
        vocab: "en".into(),
        seating: anna::session::Seating {
            blind: Some(Side::White),
            assistant: Some(Assistant::Blind),
            white_enters: Some(Enterer::Assistant),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    };
    let s = Session::new(setup).expect("valid");
    let english = anna::lang::Language::load("en").expect("English is built in");
    let said: Vec<String> = s
        .who_enters()
        .iter()
        .map(|t| english.text(t, s.vocab()))
        .collect();
    assert_eq!(said, ["The assistant enters the moves of White."]);
}
