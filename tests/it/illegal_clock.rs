//! The clock after an illegal move or a press without a move (7.5.1–7.5.5, 6.2) and the claim
//! window of rapid and blitz under partial supervision (A.4.2, B.4): typed as the players and
//! the arbiter type, time from the injected clock.

use crate::common;

use std::time::Duration;

use anna::session::{Assistant, Record, Session, Setup, Side};
use common::session::{START, Table};
use shakmaty::Color;

/// A blitz tournament game (3 minutes, no increment, partial supervision by B.4), the blind
/// player White with his own assistant, the sighted player Black pressing `+`.
fn blitz() -> Table {
    Table::new(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("180").ok(),
        seating: anna::session::Seating {
            blind: Some(Side::White),
            assistant: Some(Assistant::Blind),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    })
}

/// White e4 at one second; Black presses his clock at two and his move, typed at three
/// (`Sd5`: no knight can go there), is refused.
fn refused_after_press() -> Table {
    let mut t = blitz();
    t.type_at(1_000, "e4");
    assert_eq!(t.type_at(1_000, ""), ["1 Bauer Eva vier (e4)"]);
    assert_eq!(
        t.type_at(2_000, "+"),
        ["Schwarz hat die Uhr gedrückt; der Zug wird jetzt eingegeben."]
    );
    // The reason first, then the short question, in one answer.
    let said = t.type_at(3_000, "Sd5");
    assert_eq!(
        said,
        [
            "Springer nach David fünf ist nicht möglich. Beide Uhren stehen. Schwarz: \
             ein Fehler bei der Eingabe oder ein regelwidriger Zug (Artikel 7.5)? fehler oder regelwidrig."
        ],
    );
    t
}

const SECOND: Duration = Duration::from_secs(1);

#[test]
fn art_7_5_1_press_after_refused_move_stops_both_clocks() {
    let mut t = refused_after_press();
    // White's clock ran from Black's press to the refusal only; neither runs now.
    for ms in [3_000, 500_000] {
        assert_eq!(t.remaining(Color::White, ms), 178 * SECOND, "{ms}");
        assert_eq!(t.remaining(Color::Black, ms), 179 * SECOND, "{ms}");
    }
    // Long past three minutes no flag has fallen.
    t.flag_at(500_000);
    assert!(!t.game().is_over());
    assert_eq!(
        t.asking().map(|m| t.text(&anna::output::Event::Private(m))),
        Some("Uhren stehen: fehler oder regelwidrig".into())
    );
    // A legal move typed meanwhile is no answer, and is said to be not entered.
    assert_eq!(
        t.type_at(500_000, "Sf6"),
        ["„Sf6“ ist nicht eingegeben: erst fehler oder regelwidrig."]
    );
    assert_eq!(t.game().plies(), 1);
}

#[test]
fn art_7_5_1_named_illegal_offenders_clock_runs_nothing_counted_bonus_once() {
    let mut t = refused_after_press();
    assert_eq!(
        t.type_at(500_000, "regelwidrig"),
        ["Regelwidriger Zug notiert. Weiß erhält eine Zeitgutschrift."]
    );
    // Back to the press: White has the second his clock ran after it back, and one minute
    // (blitz, B.2) once; Black's clock runs from his time at the press, no move counted.
    assert_eq!(t.remaining(Color::White, 510_000), 239 * SECOND);
    assert_eq!(t.remaining(Color::Black, 500_000), 179 * SECOND);
    assert_eq!(t.remaining(Color::Black, 510_000), 169 * SECOND);
    let clock = t.clock().expect("clock");
    assert_eq!((clock.moves().white, clock.moves().black), (1, 0));
    assert_eq!(t.game().turn(), Color::Black);
    assert_eq!(t.game().illegal_moves(Color::Black), 1);
    assert_eq!(t.asking(), None);
    // His move now is pressed when it is made, as any move.
    t.type_at(510_000, "Sf6");
    assert_eq!(t.type_at(510_000, ""), ["1 Springer Felix sechs (Nf6)"]);
    assert_eq!(t.remaining(Color::Black, 520_000), 169 * SECOND);
    assert_eq!(t.remaining(Color::White, 520_000), 229 * SECOND);
}

#[test]
fn art_7_5_3_a_slip_lets_the_clocks_go_on_as_before() {
    let mut t = refused_after_press();
    assert_eq!(
        t.type_at(500_000, "fehler"),
        [
            "Ein Fehler bei der Eingabe: die Uhr von Weiß läuft weiter; Schwarz gibt den Zug neu ein."
        ]
    );
    // White's clock runs again from where it stood; the press stands, nothing is charged.
    assert_eq!(t.remaining(Color::White, 501_000), 177 * SECOND);
    assert_eq!(t.remaining(Color::Black, 501_000), 179 * SECOND);
    t.type_at(501_000, "Sf6");
    assert_eq!(t.type_at(501_000, ""), ["1 Springer Felix sechs (Nf6)"]);
    assert_eq!(t.game().illegal_moves(Color::Black), 0);
    let clock = t.clock().expect("clock");
    assert_eq!((clock.moves().white, clock.moves().black), (1, 1));
    assert_eq!(t.game().turn(), Color::White);
}

#[test]
fn art_7_5_5_second_illegal_press_loses_and_the_journal_replays_it() {
    let mut t = refused_after_press();
    t.type_at(500_000, "regelwidrig");
    t.type_at(501_000, "+");
    t.type_at(502_000, "Sd5");
    assert_eq!(
        t.type_at(503_000, "regelwidrig"),
        ["Partie beendet: Weiß gewinnt, zweiter regelwidriger Zug."]
    );
    // Over, the game asks nothing more.
    assert_eq!(t.asking(), None);
    // The journal holds the refusals with what was typed, and replays to the same game and
    // clocks (what `anna resume` does with it).
    let records = t.records();
    let refused: Vec<&str> = records
        .iter()
        .filter_map(|(_, r)| match r {
            Record::Refused { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(refused, ["Sd5", "Sd5"]);
    let (replayed, stopped) = Session::replay_intact(&records).expect("replays");
    assert_eq!(stopped, None);
    let now = anna::clock::Moment::from_millis(START + 600_000);
    for c in [Color::White, Color::Black] {
        assert_eq!(
            replayed.clock().map(|k| k.remaining(c, now)),
            t.clock().map(|k| k.remaining(c, now))
        );
    }
    assert_eq!(replayed.game().outcome(), t.game().outcome());
}

#[test]
fn art_7_5_1_a_slip_and_an_illegal_move_replay_as_played() {
    let mut t = refused_after_press();
    t.type_at(400_000, "fehler");
    t.type_at(401_000, "Sd5");
    t.type_at(450_000, "regelwidrig");
    let records = t.records();
    let (replayed, stopped) = Session::replay_intact(&records).expect("replays");
    assert_eq!(stopped, None);
    let now = anna::clock::Moment::from_millis(START + 460_000);
    for c in [Color::White, Color::Black] {
        assert_eq!(
            replayed.clock().map(|k| k.remaining(c, now)),
            t.clock().map(|k| k.remaining(c, now)),
            "{c:?}"
        );
    }
    // Back to the press: the time White's clock ran after it, before and after the slip, is
    // his again.
    assert_eq!(t.remaining(Color::White, 460_000), 239 * SECOND);
    assert_eq!(t.remaining(Color::Black, 460_000), 169 * SECOND);
}

/// A rapid game, 15 minutes and 10 seconds a move (partial supervision by A.4): after
/// 1 e4 e5 2 Sf3 Sc6 3 Lc4 Lc5 White castles with two hands (7.5.4) at 60 seconds.
fn castled_with_two_hands() -> Table {
    let mut t = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("900+10").ok(),
        ..Setup::default()
    });
    for (i, m) in ["e4", "e5", "Sf3", "Sc6", "Lc4", "Lc5"].iter().enumerate() {
        let ms = 1_000 * (i as u64 + 1);
        assert!(t.type_at(ms, m).iter().any(|l| l.contains('(')), "{m}");
    }
    assert_eq!(t.type_at(60_000, "O-O"), ["4 Kurze Rochade (O-O)"]);
    t
}

#[test]
fn appendix_a_4_2_a_claim_before_the_opponents_next_move_is_taken() {
    let mut t = castled_with_two_hands();
    let black_before = t.remaining(Color::Black, 70_000);
    assert_eq!(
        t.type_at(70_000, "reklamieren regelwidrig weiß"),
        [
            "Schiedsrichter: ein regelwidriger Zug von Weiß (Artikel 7.5): Kurze Rochade wird \
             zurückgenommen, Weiß spielt noch einmal. Ausführen? ja oder nein."
        ]
    );
    let said = t.type_at(70_000, "ja");
    assert!(
        said.contains(&"Regelwidriger Zug notiert. Schwarz erhält eine Zeitgutschrift.".into()),
        "{said:?}"
    );
    // The position before the castling, White to move; his clock as at his press, without
    // the increment, running; Black's back to that instant, with two minutes once.
    assert_eq!(t.game().plies(), 6);
    assert_eq!(t.game().turn(), Color::White);
    assert_eq!(
        t.remaining(Color::White, 70_000),
        Duration::from_millis(900_000 + 30_000 - 57_000)
    );
    assert_eq!(
        t.remaining(Color::White, 80_000),
        Duration::from_millis(900_000 + 30_000 - 67_000)
    );
    assert_eq!(
        t.remaining(Color::Black, 80_000),
        black_before + Duration::from_secs(10 + 120)
    );
    assert_eq!(t.game().illegal_moves(Color::White), 1);
}

#[test]
fn appendix_a_4_2_after_the_opponents_next_move_it_is_too_late() {
    let mut t = castled_with_two_hands();
    t.type_at(70_000, "d6");
    assert_eq!(
        t.type_at(71_000, "reklamieren regelwidrig weiß"),
        [
            "Zu spät (Anhang A.4.2): Schwarz hat seinen nächsten Zug schon ausgeführt; ein \
             regelwidriger Zug von Weiß bleibt stehen."
        ]
    );
    assert_eq!(t.game().plies(), 8);
}

#[test]
fn appendix_a_4_2_the_side_named_is_the_side_charged() {
    let mut t = castled_with_two_hands();
    // Black is to move; naming Black charges Black, whose last move White has answered.
    assert_eq!(
        t.type_at(70_000, "reklamieren regelwidrig schwarz"),
        [
            "Zu spät (Anhang A.4.2): Weiß hat seinen nächsten Zug schon ausgeführt; ein \
             regelwidriger Zug von Schwarz bleibt stehen."
        ]
    );
    // Without a side the claim is of the move completed last: White's castling.
    let asked = t.type_at(70_000, "reklamieren regelwidrig");
    assert!(
        asked[0].starts_with("Schiedsrichter: ein regelwidriger Zug von Weiß"),
        "{asked:?}"
    );
}

#[test]
fn appendix_a_4_2_the_opponents_press_completes_his_next_move() {
    let mut t = castled_with_two_hands();
    assert_eq!(
        t.type_at(70_000, "+"),
        ["Schwarz hat die Uhr gedrückt; der Zug wird jetzt eingegeben."]
    );
    assert_eq!(
        t.type_at(71_000, "reklamieren regelwidrig weiß"),
        [
            "Zu spät (Anhang A.4.2): Schwarz hat seinen nächsten Zug schon ausgeführt; ein \
             regelwidriger Zug von Weiß bleibt stehen."
        ]
    );
}

#[test]
fn appendix_a_4_2_by_the_arabic_rule_an_illegal_press_loses_at_once() {
    let mut t = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("180").ok(),
        rules: anna::session::Rules {
            illegal_move_rule: Some(anna::session::IllegalMoveRule::Loss),
            ..anna::session::Rules::default()
        },
        ..Setup::default()
    });
    t.type_at(1_000, "e4");
    t.type_at(2_000, "+");
    t.type_at(3_000, "Sd5");
    assert_eq!(
        t.type_at(4_000, "regelwidrig"),
        ["Partie beendet: Weiß gewinnt, Entscheidung des Schiedsrichters, regelwidriger Zug."]
    );
    assert_eq!(t.asking(), None);
}
