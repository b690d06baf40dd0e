//! The Laws, fourth reading (issue 38): Guideline III by its conditions, both flags down in an
//! earlier period, the default time from the start of the session, the arbiter's `regelwidrig`
//! after the claim window, the blind player's own press, a claim whose written move would mate,
//! and the smaller points. Each test is named by its article and typed as the arbiter and the
//! players type, time from the injected clock.

use crate::common;

use std::time::Duration;

use anna::game::{GameResult, Termination};
use anna::session::{Record, Session, Setup};
use common::session::Table;
use shakmaty::Color;

fn game(setup: Setup) -> Table {
    let mut table = Table::new(setup);
    table.set_language(anna::lang::Language::load("de").expect("German"));
    table
}

/// A game under `control` (a PGN `TimeControl`).
fn timed(control: &str) -> Table {
    game(Setup {
        time_control: anna::clock::TimeControl::from_pgn(control).ok(),
        ..Setup::default()
    })
}

/// Enters moves at `ms`; each must be made.
fn moves_at(t: &mut Table, ms: u64, moves: &str) {
    for m in moves.split_whitespace() {
        let shown = t.type_at(ms, m);
        assert!(shown.iter().any(|l| l.contains('(')), "{m}: {shown:?}");
    }
}

/// The journal's times, each no earlier than the one before, and every record kind seen.
fn times_go_forward(t: &Table, kinds: &mut std::collections::BTreeSet<String>) {
    let records = t.records();
    for pair in records.windows(2) {
        assert!(pair[0].0 <= pair[1].0, "backwards: {pair:?}");
    }
    for (_, r) in &records {
        let value = serde_json::to_value(r).expect("a record serialises");
        if let Some(kind) = value.get("kind").and_then(|k| k.as_str()) {
            kinds.insert(kind.to_string());
        }
    }
}

/// III.3.1.1: the arbiter sets both clocks to zero before move 40 of `40/90,30`: play goes
/// on, each player gets the second period with his 40th move, and nobody's flag (fallen in
/// the first period) ends the game, nor a both-flags record dated back to the setting.
#[test]
fn art_iii_3_1_1_both_flags_in_an_earlier_period_play_continues() {
    let mut t = timed("40/5400:1800");
    moves_at(&mut t, 1_000, "e4 e5");
    t.arbiter_at(2_000, "schiedsrichter setzen 0 0 39");
    t.flag_at(3_000);
    assert!(!t.game().is_over());
    moves_at(&mut t, 4_000, "Sf3");
    assert_eq!(t.remaining(Color::White, 4_000), Duration::from_secs(1_800));
    t.flag_at(5_000);
    assert!(!t.game().is_over(), "{:?}", t.game().outcome());
    moves_at(&mut t, 6_000, "Sc6");
    t.flag_at(7_000);
    assert!(!t.game().is_over(), "{:?}", t.game().outcome());
    assert_eq!(t.remaining(Color::Black, 7_000), Duration::from_secs(1_800));
    assert!(
        !t.records().iter().any(|(_, r)| *r == Record::BothFlags),
        "{:?}",
        t.records()
    );
    // Replayed from the journal (`anna resume`), the same: going on, the same clocks.
    let replayed = Session::replay(&t.records()).expect("the journal replays");
    assert!(!replayed.game().is_over());
    let clock = replayed.clock().expect("clock");
    assert_eq!(
        clock.remaining(Color::Black, common::session::at(7_000)),
        Duration::from_secs(1_800)
    );
    assert_eq!(
        clock.flag_fall_at(),
        Some(common::session::at(6_000 + 1_800_000))
    );
    // In the second period a flag falls again and counts: White's, after his 30 minutes.
    t.flag_at(7_000 + 1_800_000);
    assert_eq!(
        t.game().outcome().map(|o| (o.result, o.termination)),
        Some((GameResult::BlackWins, Termination::TimeForfeit))
    );
    times_go_forward(&t, &mut Default::default());
}

/// III.3.1.2: in the last period both flags down at once is a draw.
#[test]
fn art_iii_3_1_2_both_flags_in_the_last_period_draw() {
    let mut t = timed("40/5400:1800");
    moves_at(&mut t, 1_000, "e4 e5");
    t.arbiter_at(2_000, "schiedsrichter setzen 0 0 45");
    t.flag_at(3_000);
    t.assert_drawn(Termination::BothFlags);
    times_go_forward(&t, &mut Default::default());
}

/// III.2.2: Guideline III is for standard and rapid games, never blitz: neither III.5 nor
/// III.4 is taken in a three-minute game, and the refusal says why.
#[test]
fn art_iii_2_2_guideline_iii_does_not_apply_to_blitz() {
    let mut t = timed("180");
    moves_at(&mut t, 1_000, "e4 e5");
    for (line, guideline) in [
        ("schiedsrichter ergebnis remis wertung", "III.5"),
        ("schiedsrichter inkrement", "III.4"),
    ] {
        assert_eq!(
            t.type_at(170_000, line),
            [format!(
                "Richtlinie {guideline} gilt nicht im Blitzschach, nur in Standard- und \
                 Schnellschachpartien (Richtlinie III.2.2)."
            )]
        );
        assert_eq!(t.asking(), None);
    }
}

/// III.5: only when the player having the move has less than two minutes, and before his
/// flag falls; each refusal names the condition that fails.
#[test]
fn art_iii_5_only_under_two_minutes_and_before_the_flag() {
    let mut t = timed("900");
    moves_at(&mut t, 1_000, "e4 e5");
    // White, to move, has almost fifteen minutes.
    assert_eq!(
        t.type_at(2_000, "schiedsrichter ergebnis remis wertung"),
        [
            "Richtlinie III.5 gilt erst, wenn der Spieler am Zug weniger als zwei Minuten hat; \
             Weiß hat noch vierzehn Minuten, achtundfünfzig Sekunden."
        ]
    );
    assert_eq!(t.asking(), None);
    // His flag fell at 900 seconds.
    assert_eq!(
        t.type_at(950_000, "schiedsrichter ergebnis remis wertung"),
        [
            "Richtlinie III.5 gilt nur, bevor die Flagge des Spielers am Zug fällt; die Flagge \
             von Weiß ist gefallen."
        ]
    );
    // With 1:40 left it is taken.
    let said = t.arbiter_at(800_000, "schiedsrichter ergebnis remis wertung");
    assert_eq!(
        said,
        ["Partie beendet: Remis, Entscheidung des Schiedsrichters über einen Remisantrag."]
    );
    // With an increment, the condition is named (III.2.2).
    let mut t = timed("5400+30");
    assert_eq!(
        t.type_at(1_000, "schiedsrichter ergebnis remis wertung"),
        [
            "Richtlinie III.5 gilt nur in Partien ohne Inkrement (Richtlinie III.2.2); diese hat \
             eines."
        ]
    );
    let mut t = game(Setup::default());
    assert_eq!(
        t.type_at(0, "schiedsrichter inkrement"),
        ["Richtlinie III.4 gilt nur in Partien mit Uhr; diese wird ohne Uhr gespielt."]
    );
}

/// III.4: the same conditions; granted, the request is recorded as the draw offer of the
/// player having the move, and the arbiter is told of the opponent's two extra minutes and
/// how to give them.
#[test]
fn art_iii_4_conditions_the_draw_offer_and_the_two_minutes() {
    let mut t = timed("900");
    moves_at(&mut t, 1_000, "e4 e5");
    assert_eq!(
        t.type_at(2_000, "schiedsrichter inkrement"),
        [
            "Richtlinie III.4 gilt erst, wenn der Spieler am Zug weniger als zwei Minuten hat; \
             Weiß hat noch vierzehn Minuten, achtundfünfzig Sekunden."
        ]
    );
    let said = t.arbiter_at(800_000, "schiedsrichter inkrement");
    assert_eq!(
        said.last().map(String::as_str),
        Some(
            "Die Bitte von Weiß gilt als Remisangebot (Richtlinie III.4). Lehnt Schwarz ab, \
             erhält Schwarz zwei Minuten mehr: schiedsrichter plus Schwarz 2:00."
        ),
        "{said:?}"
    );
    assert!(
        t.records().iter().any(|(_, r)| *r
            == Record::Offer {
                by: Color::White.into()
            }),
        "{:?}",
        t.records()
    );
    assert_eq!(t.game().draw_offer().map(|o| o.by), Some(Color::White));
    // The command named gives the two minutes.
    let black = t.remaining(Color::Black, 801_000);
    t.arbiter_at(801_000, "schiedsrichter plus Schwarz 2:00");
    assert_eq!(
        t.remaining(Color::Black, 801_000),
        black + Duration::from_secs(120)
    );
    // With an increment it is refused by that condition.
    let mut t = timed("5400+30");
    assert_eq!(
        t.type_at(1_000, "schiedsrichter inkrement"),
        [
            "Richtlinie III.4 gilt nur in Partien ohne Inkrement (Richtlinie III.2.2); diese hat \
             eines."
        ]
    );
}

/// 6.7.1: the default time counts from the start of the session, for both players: Black,
/// absent, loses two seconds after the start although his clock started only with White's
/// first move, and his arrival at four seconds comes too late.
#[test]
fn art_6_7_1_the_default_time_counts_from_the_start_for_both_players() {
    let mut t = game(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        default_time_ms: 2_000,
        ..Setup::default()
    });
    t.arbiter_at(500, "schiedsrichter abwesend schwarz");
    moves_at(&mut t, 1_000, "e4");
    assert_eq!(t.next_deadline(), Some(common::session::at(2_000)));
    t.flag_at(1_999);
    assert!(!t.game().is_over());
    t.flag_at(4_000);
    let outcome = t.game().outcome().expect("over");
    assert_eq!(outcome.result, GameResult::WhiteWins);
    assert_eq!(
        outcome.termination,
        Termination::Ruling(anna::game::Ruling::Forfeit)
    );
    // Committed at the instant the default time was up.
    let last = t
        .records()
        .into_iter()
        .rev()
        .find(|(_, r)| matches!(r, Record::Result { .. }));
    assert_eq!(last.map(|(ms, _)| ms), Some(common::session::START + 2_000));
    t.type_at(4_000, "schiedsrichter anwesend schwarz");
    assert_eq!(t.game().outcome(), Some(outcome));
}

/// 9.3.1, 9.5.2: a claim with a written move that would mate. The fifty-move claim is correct
/// with the move written (it would be the hundredth half-move), so the game is drawn at once:
/// the move is declared, not played, and there is no mate.
#[test]
fn art_9_5_2_a_correct_claim_with_a_mating_written_move_draws_without_the_move() {
    let mut t = Table::unstarted(Setup {
        fen: Some("7k/8/6K1/8/8/8/8/R7 w - - 99 100".into()),
        ..Setup::default()
    });
    t.set_language(anna::lang::Language::load("de").expect("German"));
    let said = t.type_line("reklamieren fünfzig Ta8");
    assert_eq!(
        said,
        [
            "Weiß hat den Zug Turm Anna acht, Schachmatt aufgeschrieben; er wird nicht \
             ausgeführt: die Reklamation ist berechtigt, die Partie endet sofort remis (Artikel \
             9.5.2).",
            "Partie beendet: Remis, Fünfzig-Züge-Regel."
        ],
    );
    assert_eq!(t.game().plies(), 0);
    t.assert_drawn(Termination::FiftyMoves);
    // Replayed from the journal, the same: drawn, the move not on the board.
    let session = Session::replay(&t.records()).expect("the journal replays");
    assert_eq!(session.game().plies(), 0);
    assert_eq!(session.game().outcome(), t.game().outcome());
}

/// A blitz tournament game, the blind player White with his own assistant, the sighted
/// player Black pressing `+`.
fn blind_white_blitz() -> Table {
    game(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("180").ok(),
        seating: anna::session::Seating {
            blind: Some(anna::session::Side::White),
            assistant: Some(anna::session::Assistant::Blind),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    })
}

/// D.2.4: the blind player's own press before his move is made and announced is refused with
/// the reason; his clock runs on, the sighted opponent's does not start; the move made with
/// Enter presses it.
#[test]
fn art_d_2_4_the_blind_players_own_press_before_his_move_is_refused() {
    let mut t = blind_white_blitz();
    assert_eq!(
        t.type_at(1_000, "+"),
        [
            "Weiß drückt die Uhr nicht selbst: die Uhr des Gegners läuft erst, wenn der Zug \
             ausgeführt und angesagt ist (Anhang D.2.4). Erst den Zug eingeben; die \
             Eingabetaste führt ihn aus und drückt die Uhr."
        ]
    );
    assert_eq!(t.pressed(), None);
    assert_eq!(t.remaining(Color::White, 5_000), Duration::from_secs(175));
    assert_eq!(t.remaining(Color::Black, 5_000), Duration::from_secs(180));
    // Entered and read back, still not his press.
    t.type_at(5_000, "e4");
    assert_eq!(t.type_at(5_000, "+").len(), 1);
    assert_eq!(t.pressed(), None);
    assert_eq!(t.type_at(6_000, ""), ["1 Bauer Eva vier (e4)"]);
    assert_eq!(t.remaining(Color::White, 8_000), Duration::from_secs(174));
    assert_eq!(t.remaining(Color::Black, 8_000), Duration::from_secs(178));
    // The sighted player's press is his own (D.2.5).
    assert_eq!(
        t.type_at(9_000, "+"),
        ["Schwarz hat die Uhr gedrückt; der Zug wird jetzt eingegeben."]
    );
}

/// A rapid game (15 minutes and 10 seconds a move) under `supervision`: after 1 e4 e5 2 Sf3
/// Sc6 3 Lc4 Lc5 White castles (with two hands, 7.5.4) and Black answers 4…d6.
fn castled_and_answered(supervision: Option<anna::session::Supervision>) -> Table {
    let mut t = game(Setup {
        time_control: anna::clock::TimeControl::from_pgn("900+10").ok(),
        rules: anna::session::Rules {
            supervision,
            ..anna::session::Rules::default()
        },
        ..Setup::default()
    });
    moves_at(&mut t, 1_000, "e4 e5 Sf3 Sc6 Lc4 Lc5");
    moves_at(&mut t, 60_000, "O-O d6");
    t
}

/// A.4.2: after the opponent's next move the claim is too late, and so is the arbiter's
/// `regelwidrig` meant for the castling: the question names the move it charges (the one just
/// made at the board, not the castling), and the castling named is refused with the rule.
#[test]
fn art_a_4_2_the_arbiters_illegal_after_the_window_names_the_move_it_charges() {
    let mut t = castled_and_answered(None);
    assert_eq!(
        t.type_at(70_000, "reklamieren regelwidrig weiß"),
        [
            "Zu spät (Anhang A.4.2): Schwarz hat seinen nächsten Zug schon ausgeführt; ein \
             regelwidriger Zug von Weiß bleibt stehen."
        ]
    );
    assert_eq!(
        t.type_at(71_000, "schiedsrichter regelwidrig weiß"),
        [
            "Schiedsrichter: ein regelwidriger Zug von Weiß (Artikel 7.5): der Zug, den Weiß \
             eben am Brett gemacht hat und den anna nicht angenommen hat; die Stellung bleibt, \
             Weiß zieht noch einmal. Nicht Kurze Rochade: dieser Zug ist schon beantwortet. \
             Ausführen? ja oder nein."
        ]
    );
    assert_eq!(t.type_at(71_000, "nein").len(), 1);
    assert_eq!(
        t.type_at(72_000, "schiedsrichter regelwidrig weiß O-O"),
        [
            "Zu spät (Anhang A.4.2): Schwarz hat seinen nächsten Zug schon ausgeführt; ein \
             regelwidriger Zug von Weiß bleibt stehen."
        ]
    );
    assert_eq!(t.asking(), None);
    assert_eq!(t.game().illegal_moves(Color::White), 0);
    assert_eq!(t.game().plies(), 8);
    // Under full supervision the arbiter may go back to it first (7.5.1).
    let mut t = castled_and_answered(Some(anna::session::Supervision::Full));
    assert_eq!(
        t.type_at(72_000, "schiedsrichter regelwidrig weiß O-O"),
        [
            "Kurze Rochade ist nicht der letzte Zug von Weiß: erst mit schiedsrichter zurück ZUG \
             zur Stellung davor, dann schiedsrichter regelwidrig Weiß (Artikel 7.5.1)."
        ]
    );
}

/// 9.5.3, 7.5.5: without a clock there is no time to credit, and none is announced.
#[test]
fn art_9_5_3_no_time_credit_announced_without_a_clock() {
    let mut t = Table::unstarted(Setup::default());
    t.set_language(anna::lang::Language::load("de").expect("German"));
    t.play("e4 e5");
    assert_eq!(
        t.type_line("reklamieren wiederholung"),
        [
            "Reklamation nicht berechtigt.",
            "Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen."
        ]
    );
    t.type_line("ablehnen");
    let said = t.arbiter_at(0, "schiedsrichter regelwidrig weiß");
    assert_eq!(said, ["Regelwidriger Zug notiert."]);
}

/// 9.1.2.1: an offer made before one's own move is put to the opponent once that move is
/// made, as anna says; an `annehmen` before it is not taken, and after the move it is.
#[test]
fn art_9_1_2_1_an_offer_before_ones_own_move_is_accepted_only_after_it() {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4 e5");
    assert_eq!(
        t.type_at(2_000, "remis weiß"),
        ["Weiß bietet Remis an. Schwarz wird gefragt, sobald Weiß gezogen hat."]
    );
    assert_eq!(
        t.type_at(3_000, "annehmen"),
        [
            "Noch nicht: Schwarz nimmt das Remisangebot an, sobald Weiß gezogen hat (Artikel \
             9.1.2.1)."
        ]
    );
    assert!(!t.game().is_over());
    let said = t.type_at(4_000, "Sf3");
    assert_eq!(
        said.last().map(String::as_str),
        Some("Weiß hat Remis angeboten. Schwarz, nimmst du an? annehmen oder ablehnen."),
        "{said:?}"
    );
    t.type_at(5_000, "annehmen");
    t.assert_drawn(Termination::Agreement);
}

/// A blitz tournament game with two seconds a move, the blind player White, the sighted
/// player Black pressing `+`: White plays e4 at one second, Black presses at two.
fn pressed_with_increment() -> Table {
    let mut t = game(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("180+2").ok(),
        seating: anna::session::Seating {
            blind: Some(anna::session::Side::White),
            assistant: Some(anna::session::Assistant::Blind),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    });
    t.type_at(1_000, "e4");
    assert_eq!(t.type_at(1_000, ""), ["1 Bauer Eva vier (e4)"]);
    assert_eq!(
        t.type_at(2_000, "+"),
        ["Schwarz hat die Uhr gedrückt; der Zug wird jetzt eingegeben."]
    );
    t
}

/// 7.5.1, 7.5.3: after a press without a move, `zeit` counts neither the move nor its
/// increment before the move is made or the ruling given: Black's time as at his press.
#[test]
fn art_7_5_3_time_after_a_press_counts_the_move_only_when_it_is_made() {
    let mut t = pressed_with_increment();
    // Black pressed at two seconds: one second used, no increment yet; White's clock runs.
    assert_eq!(
        t.type_at(3_000, "zeit genau"),
        ["Weiß 0:03:00.000, Schwarz 0:02:59.000, Zug 1"]
    );
    // His entry refused, both clocks stand: still no increment before the ruling.
    t.type_at(3_000, "Sd5");
    assert_eq!(
        t.type_at(4_000, "zeit genau"),
        ["Weiß 0:03:00.000, Schwarz 0:02:59.000, Zug 1"]
    );
    // A slip: the move made brings its increment.
    t.type_at(5_000, "fehler");
    t.type_at(6_000, "Sf6");
    assert_eq!(t.type_at(6_000, ""), ["1 Springer Felix sechs (Nf6)"]);
    assert_eq!(
        t.type_at(7_000, "zeit genau"),
        ["Weiß 0:02:58.000, Schwarz 0:03:01.000, Zug 1"]
    );
}

/// After a press, a line that is no move at all (a typo anna cannot read) changes nothing:
/// it is answered, the entry is not refused, and the opponent's clock runs on as after the
/// press, since the sighted player's move was completed by his press (6.2.1, D.2.5).
#[test]
fn art_6_2_1_unreadable_text_after_a_press_leaves_the_clocks_as_after_the_press() {
    let mut t = pressed_with_increment();
    let said = t.type_at(3_000, "xqzt");
    assert_eq!(said.len(), 1, "{said:?}");
    assert_eq!(t.refused(), None);
    assert_eq!(t.pressed(), Some(Color::Black));
    assert_eq!(t.remaining(Color::White, 3_000), Duration::from_secs(180));
    assert_eq!(t.remaining(Color::White, 10_000), Duration::from_secs(173));
    assert_eq!(t.game().plies(), 1);
}

/// 7.5.2 after a press: the sighted player's pawn reaches the last rank without a piece named;
/// at the question which piece, `regelwidrig` is an answer: the move is made with a queen and
/// the penalty is given once.
#[test]
fn art_7_5_2_illegal_is_an_answer_at_the_promotion_question_after_a_press() {
    let mut t = game(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("180+2").ok(),
        fen: Some("4k3/8/8/8/8/8/p7/4K3 w - - 0 1".into()),
        seating: anna::session::Seating {
            blind: Some(anna::session::Side::White),
            assistant: Some(anna::session::Assistant::Blind),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    });
    t.type_at(1_000, "Kd2");
    t.type_at(1_000, "");
    t.type_at(2_000, "+");
    let asked = t.type_at(3_000, "a1");
    assert!(asked[0].starts_with("Welche Figur auf"), "{asked:?}");
    let white = t.remaining(Color::White, 4_000);
    let said = t.type_at(4_000, "regelwidrig");
    assert!(
        said.iter().any(|l| l.contains("(a1=Q")),
        "made with a queen: {said:?}"
    );
    assert!(
        said.contains(&"Regelwidriger Zug notiert. Weiß erhält eine Zeitgutschrift.".into()),
        "{said:?}"
    );
    assert_eq!(t.game().illegal_moves(Color::Black), 1);
    assert_eq!(
        t.remaining(Color::White, 4_000),
        white + Duration::from_secs(60)
    );
}

/// 6.9 with `minus` (docs/clock.md): time taken from the player not to move down to zero
/// drops his flag at once, and it is called at once, not after his opponent's next move.
#[test]
fn art_6_9_minus_to_zero_off_move_drops_the_flag_at_once() {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4");
    // Black to move; White has 1:30:30 and loses more than that.
    t.arbiter_at(2_000, "schiedsrichter minus weiß 2:00:00");
    assert_eq!(t.remaining(Color::White, 2_000), Duration::ZERO);
    t.flag_at(2_000);
    assert_eq!(
        t.game().outcome().map(|o| (o.result, o.termination)),
        Some((GameResult::BlackWins, Termination::TimeForfeit))
    );
}

/// Every record kind a journal holds.
const RECORD_KINDS: [&str; 26] = [
    "setup",
    "move",
    "offer",
    "accept",
    "decline",
    "claim",
    "illegal_claim",
    "resign",
    "take_back",
    "flag_fall",
    "both_flags",
    "left",
    "resumed",
    "clock",
    "entered",
    "cleared",
    "retract",
    "illegal_move",
    "touched",
    "pressed",
    "refused",
    "slip",
    "result",
    "warning",
    "absent",
    "arrived",
];

/// The journal's times never go backwards, over games that write every kind of record: a
/// flag found after a later record (here a warning typed after White's time ran out, before
/// the flag was called) is written when it is found, not dated back before that record.
#[test]
fn journal_times_never_go_backwards_over_every_record_kind() {
    let mut kinds = std::collections::BTreeSet::new();
    let games = [
        casual_game_with_talk_and_arbiter(),
        tournament_game_flagged_late(),
        absent_arrived_both_flags(),
        resigned(),
        declared_by_the_arbiter(),
    ];
    for t in &games {
        times_go_forward(t, &mut kinds);
    }
    left_and_resumed_times_go_forward(&mut kinds);

    let missing: Vec<&str> = RECORD_KINDS
        .iter()
        .copied()
        .filter(|k| !kinds.contains(*k))
        .collect();
    assert!(missing.is_empty(), "not written: {missing:?}");
}

/// A casual game with a clock: offers, a take-back, claims, the arbiter's changes.
fn casual_game_with_talk_and_arbiter() -> Table {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4 e5");
    t.type_at(2_000, "remis weiß");
    t.type_at(3_000, "ablehnen");
    moves_at(&mut t, 4_000, "Sf3");
    t.type_at(5_000, "zurück");
    t.type_at(5_000, "ja");
    moves_at(&mut t, 6_000, "Sf3");
    t.type_at(7_000, "reklamieren wiederholung");
    t.type_at(7_000, "ablehnen");
    t.type_at(8_000, "reklamieren wiederholung Dd5");
    t.type_at(8_000, "ablehnen");
    moves_at(&mut t, 9_000, "Sc6");
    t.arbiter_at(10_000, "schiedsrichter verwarnung schwarz");
    t.arbiter_at(11_000, "schiedsrichter plus weiß 1:00");
    t.arbiter_at(12_000, "schiedsrichter zurück 1");
    t.arbiter_at(13_000, "schiedsrichter regelwidrig schwarz");
    moves_at(&mut t, 14_000, "e5");
    t.type_at(15_000, "remis schwarz");
    t.type_at(16_000, "annehmen");
    assert!(t.game().is_over());
    t
}

/// A tournament game, the blind player White: entries, a press, a refusal and a slip, a
/// touched piece, and White's flag called only after a later record.
fn tournament_game_flagged_late() -> Table {
    let mut t = pressed_with_increment();
    t.type_at(3_000, "Sd5");
    t.type_at(4_000, "fehler");
    t.type_at(5_000, "Sf6");
    t.type_at(5_000, "löschen");
    t.type_at(5_000, "Sf6");
    t.type_at(5_000, "");
    t.type_at(6_000, "berührt schwarz");
    t.arbiter_at(400_000, "schiedsrichter verwarnung weiß");
    t.flag_at(400_001);
    assert!(t.game().is_over());
    t
}

/// Absent and arrived, both flags in the last period.
fn absent_arrived_both_flags() -> Table {
    let mut t = game(Setup {
        time_control: anna::clock::TimeControl::from_pgn("40/5400:1800").ok(),
        default_time_ms: 900_000,
        ..Setup::default()
    });
    t.arbiter_at(1_000, "schiedsrichter abwesend schwarz");
    t.type_at(2_000, "schiedsrichter anwesend schwarz");
    moves_at(&mut t, 3_000, "e4 e5");
    t.arbiter_at(4_000, "schiedsrichter setzen 0 0 45");
    t.flag_at(5_000);
    t
}

/// A resignation.
fn resigned() -> Table {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4");
    t.type_at(2_000, "aufgeben");
    t.type_at(2_000, "ja");
    t
}

/// A result the arbiter declares.
fn declared_by_the_arbiter() -> Table {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4 e5");
    t.arbiter_at(2_000, "schiedsrichter ergebnis 1-0 strafe");
    t
}

/// Left and resumed: the program's table itself, resumed from its journal; the kinds it
/// wrote are added to `kinds`.
fn left_and_resumed_times_go_forward(kinds: &mut std::collections::BTreeSet<String>) {
    let dir = common::temp::TempDir::new("journal-times", "resume");
    let moment = |ms: u64| anna::clock::Moment::from_millis(common::session::START + ms);
    let mut table = anna::table::Table::start(
        Setup {
            time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
            ..Setup::default()
        }
        .check()
        .expect("a set-up the Laws allow"),
        &dir.0,
        moment(0),
    )
    .expect("started");
    let e4 = Record::Move {
        uci: "e2e4".parse().expect("a move"),
    };
    table.commit(&[e4], moment(1_000));
    table.leave(moment(2_000));
    let path = table.journal_path().to_path_buf();
    drop(table);
    let (table, _) = anna::table::Table::resume(&path, moment(60_000)).expect("resumed");
    let records = anna::record::read_journal(table.journal_path())
        .expect("the journal reads")
        .records;
    for pair in records.windows(2) {
        assert!(pair[0].0 <= pair[1].0, "backwards: {pair:?}");
    }
    for (_, r) in &records {
        let value = serde_json::to_value(r).expect("a record serialises");
        if let Some(kind) = value.get("kind").and_then(|k| k.as_str()) {
            kinds.insert(kind.to_string());
        }
    }
}
