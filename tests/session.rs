//! Typed lines through the session: commands, confirmations, claims and the tournament switch,
//! without a terminal.

use anna::clock::Moment;
use anna::game::Termination;
use anna::session::{Event, Record, Session, Setup, Side, Step};

fn session(setup: Setup) -> Session {
    Session::new(setup).expect("set-up is valid")
}

/// Types a line and commits what it leads to; returns every line shown.
fn type_line(s: &mut Session, line: &str) -> Vec<String> {
    let Step {
        records, answers, ..
    } = s.input(line, Moment::ZERO);
    let mut shown = Vec::new();
    for r in &records {
        for e in s.apply(r, Moment::ZERO).expect("records from input apply") {
            shown.push(text(s, &e));
        }
    }
    for a in &answers {
        shown.push(text(s, a));
    }
    shown
}

fn text(s: &Session, e: &Event) -> String {
    match e {
        Event::Move {
            fullmove,
            tokens,
            san,
            ..
        } => {
            format!("{fullmove} {} ({san})", s.vocab().render(tokens))
        }
        Event::Public(t) | Event::Private(t) | Event::GameOver { tokens: t, .. } => {
            s.vocab().render(t)
        }
    }
}

fn play(s: &mut Session, moves: &str) {
    for m in moves.split_whitespace() {
        let shown = type_line(s, m);
        assert!(shown.iter().any(|l| l.contains('(')), "{m}: {shown:?}");
    }
}

#[test]
fn a_bad_move_changes_nothing_and_says_why() {
    let mut s = session(Setup::default());
    let step = s.input("Springer David zwei", Moment::ZERO);
    assert!(step.records.is_empty());
    assert_eq!(
        text(&s, &step.answers[0]),
        "Springer nach David zwei ist nicht möglich."
    );
    assert_eq!(s.game().plies(), 0);
}

#[test]
fn commands_are_understood_in_german_and_english_whatever_the_vocabulary() {
    let mut s = session(Setup::default());
    play(&mut s, "e4");
    assert_eq!(
        type_line(&mut s, "feld e4"),
        ["Auf Eva vier steht ein weißer Bauer."]
    );
    assert_eq!(
        type_line(&mut s, "square Eva vier"),
        ["Auf Eva vier steht ein weißer Bauer."]
    );
    assert_eq!(type_line(&mut s, "f e5"), ["Eva fünf ist leer."]);
    assert_eq!(type_line(&mut s, "wer"), ["Schwarz am Zug."]);
    assert_eq!(type_line(&mut s, "TURN"), ["Schwarz am Zug."]);
    assert_eq!(
        type_line(&mut s, "feld z9"),
        ["\"z9\" verstehe ich hier nicht."]
    );
}

#[test]
fn resignation_needs_a_yes() {
    let mut s = session(Setup::default());
    play(&mut s, "e4");
    assert_eq!(
        type_line(&mut s, "aufgeben"),
        ["Schwarz, wirklich aufgeben? ja oder nein."]
    );
    assert_eq!(type_line(&mut s, "e5"), ["Bitte ja oder nein."]);
    assert_eq!(type_line(&mut s, "nein"), ["Abgebrochen."]);
    assert!(!s.game().is_over());
    type_line(&mut s, "resign");
    let shown = type_line(&mut s, "yes");
    assert_eq!(shown, ["Partie beendet: Weiß gewinnt, Aufgabe."]);
    assert_eq!(
        s.game().outcome().map(|o| o.termination),
        Some(Termination::Resignation)
    );
}

#[test]
fn take_back_needs_the_opponents_yes_and_is_refused_in_tournaments() {
    let mut s = session(Setup::default());
    play(&mut s, "e4 e5");
    assert_eq!(
        type_line(&mut s, "zurueck"),
        ["Weiß, einverstanden, den Zug Bauer Eva fünf zurückzunehmen? ja oder nein."]
    );
    assert_eq!(type_line(&mut s, "nein"), ["Weiß lehnt die Rücknahme ab."]);
    assert_eq!(s.game().plies(), 2);
    type_line(&mut s, "zurueck");
    assert_eq!(type_line(&mut s, "ja"), ["Zurückgenommen: Bauer Eva fünf."]);
    assert_eq!(s.game().plies(), 1);

    let mut t = session(Setup {
        tournament: true,
        ..Setup::default()
    });
    play(&mut t, "e4");
    assert_eq!(
        type_line(&mut t, "zurueck"),
        ["In einer Turnierpartie gibt es keine Rücknahme; nur der Schiedsrichter korrigiert."]
    );
    assert_eq!(
        type_line(&mut t, "zuege g8"),
        ["In einer Turnierpartie nicht erlaubt (Artikel 11.3)."]
    );
    assert_eq!(
        type_line(&mut t, "angriffe e4"),
        ["In einer Turnierpartie nicht erlaubt (Artikel 11.3)."]
    );
}

#[test]
fn draw_offer_is_by_the_player_who_just_moved() {
    let mut s = session(Setup::default());
    play(&mut s, "e4");
    assert_eq!(type_line(&mut s, "remis"), ["Weiß bietet Remis an."]);
    assert_eq!(
        type_line(&mut s, "annehmen"),
        ["Remis durch Einigung erst, wenn beide Spieler gezogen haben."]
    );
    play(&mut s, "e5");
    assert_eq!(s.game().draw_offer(), None, "moving declines the offer");
    assert_eq!(type_line(&mut s, "draw"), ["Schwarz bietet Remis an."]);
    assert_eq!(
        type_line(&mut s, "accept"),
        ["Partie beendet: Remis, Einigung."]
    );
}

#[test]
fn claim_with_a_written_move_that_is_wrong_binds_the_move() {
    let mut s = session(Setup::default());
    play(&mut s, "e4 e5");
    assert_eq!(
        type_line(&mut s, "reklamieren wiederholung Springer Felix drei"),
        [
            "Reklamation nicht berechtigt. Schwarz erhält eine Zeitgutschrift.",
            "Der aufgeschriebene Zug Springer Felix drei muss gespielt werden.",
            "Weiß bietet Remis an."
        ]
    );
    assert_eq!(
        type_line(&mut s, "d4"),
        ["Der aufgeschriebene Zug Springer Felix drei muss gespielt werden."]
    );
    assert_eq!(type_line(&mut s, "Sf3"), ["2 Springer Felix drei (Nf3)"]);
    assert_eq!(
        type_line(&mut s, "reklamieren"),
        [
            "Was wird reklamiert? reklamieren wiederholung oder reklamieren fünfzig, mit oder ohne Zug."
        ]
    );
}

#[test]
fn claim_on_the_board_ends_the_game() {
    let mut s = session(Setup::default());
    play(&mut s, "Sf3 Sf6 Sg1 Sg8 Sf3 Sf6 Sg1 Sg8");
    assert_eq!(
        type_line(&mut s, "claim threefold"),
        ["Partie beendet: Remis, dreimalige Stellungswiederholung."]
    );
    assert_eq!(type_line(&mut s, "e4"), ["Die Partie ist beendet."]);
}

#[test]
fn records_replay_to_the_same_game() {
    let mut s = session(Setup::default());
    let mut records = Vec::new();
    for line in [
        "e4", "e5", "remis", "ablehnen", "Sf3", "zurueck", "ja", "Lc4",
    ] {
        let step = s.input(line, Moment::ZERO);
        for r in &step.records {
            s.apply(r, Moment::ZERO).expect("applies");
        }
        records.extend(step.records);
    }
    assert_eq!(
        records.last(),
        Some(&Record::Move { uci: "f1c4".into() }),
        "{records:?}"
    );
    assert!(records.contains(&Record::Decline { by: Side::White }));
    let mut again = session(Setup::default());
    for r in &records {
        again.apply(r, Moment::ZERO).expect("replays");
    }
    assert_eq!(again.game().moves(), s.game().moves());
}

#[test]
fn english_answers_in_the_english_vocabulary() {
    let mut s = session(Setup {
        vocab: "en".into(),
        ..Setup::default()
    });
    play(&mut s, "e4 e5 Nf3");
    assert_eq!(
        type_line(&mut s, "last"),
        ["Last move: 2. Knight Felix three."]
    );
    assert_eq!(
        type_line(&mut s, "pieces black knight"),
        ["Black: Knight Bella eight, Knight Gustav eight."]
    );
    assert_eq!(type_line(&mut s, "rank 4"), ["Rank four: Eva white Pawn."]);
    assert_eq!(
        type_line(&mut s, "file e"),
        ["File Eva: one white King, four white Pawn, five black Pawn, eight black King."]
    );
    assert_eq!(
        type_line(&mut s, "list"),
        ["1. Pawn Eva four, Pawn Eva five", "2. Knight Felix three"]
    );
    assert_eq!(type_line(&mut s, "list 1"), ["2. Knight Felix three"]);
}

#[test]
fn chess960_castling_is_short_or_long_castling() {
    let mut s = session(Setup {
        chess960: Some(0),
        ..Setup::default()
    });
    // Position 0: BBQNNRKR. Clear f1 for castling with the knight moves first.
    play(&mut s, "Ne3 e5 Nf3 e4");
    let shown = type_line(&mut s, "0-0");
    assert!(shown[0].contains("Kurze Rochade"), "{shown:?}");
}

#[test]
fn a_line_that_names_a_move_is_the_move_even_after_a_one_letter_command_word() {
    let mut s = session(Setup::default());
    assert_eq!(type_line(&mut s, "S f3"), ["1 Springer Felix drei (Nf3)"]);
    assert_eq!(
        type_line(&mut s, "f f3"),
        ["Auf Felix drei steht ein weißer Springer."]
    );
    // No black bishop can go to c4, so this is the command "l" (last move).
    assert_eq!(
        type_line(&mut s, "L c4"),
        ["Letzter Zug: 1. Springer Felix drei."]
    );
}

#[test]
fn a_second_offer_repeats_the_standing_one_and_never_accepts() {
    let mut s = session(Setup::default());
    play(&mut s, "e4 e5");
    assert_eq!(type_line(&mut s, "remis"), ["Schwarz bietet Remis an."]);
    assert_eq!(type_line(&mut s, "remis"), ["Schwarz bietet Remis an."]);
    assert!(!s.game().is_over());
    assert_eq!(s.game().draw_offers().len(), 1);
}
