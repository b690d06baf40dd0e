//! The arbiter's toolbox, each test named by its article (issue 31, point 6): a warning
//! (12.9.1), split results (12.9.5), III.5 only without increment, a forfeit after both have
//! moved only with a reason (6.7.1), an increment added during the game (III.4), the default
//! time and a late arrival (6.7.1). Each typed as the arbiter types it, time from the injected
//! clock, and each replayed from the journal as `anna resume` does.

use crate::common;

use std::time::Duration;

use anna::command::{Conversation, Intent};
use anna::game::{GameResult, Ruling, Termination};
use anna::output::Event;
use anna::record::{score_text, to_pgn};
use anna::session::{Record, Ruled, Session, Setup};
use common::session::{Table, at};
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

/// The game as `anna resume` rebuilds it from the journal, in German.
fn resumed(t: &Table) -> Session {
    let mut session = Session::replay(&t.records()).expect("the journal replays");
    session.read_also("de");
    session
}

/// What a line typed into `session` answers, as text (nothing committed).
fn answered(session: &Session, line: &str, now_ms: u64) -> Vec<String> {
    let german = anna::lang::Language::fallback();
    let mut talk = Conversation::new(&german, session);
    match talk.input(session, line, at(now_ms)) {
        Intent::Answer(events) => events
            .iter()
            .map(|e| match e {
                Event::Public(m) | Event::Private(m) => german.text(m, session.vocab()),
                other => format!("{other:?}"),
            })
            .collect(),
        other => vec![format!("{other:?}")],
    }
}

/// The PGN score sheet, its lines joined (a comment may be wrapped anywhere).
fn pgn(t: &Table) -> String {
    let text = to_pgn(t.setup(), t.game(), t.clock(), t.language());
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Enters a move at `ms`; it must be made.
fn moves_at(t: &mut Table, ms: u64, moves: &str) {
    for m in moves.split_whitespace() {
        let shown = t.type_at(ms, m);
        assert!(shown.iter().any(|l| l.contains('(')), "{m}: {shown:?}");
    }
}

#[test]
fn art_12_9_1_warning_recorded_and_read_back() {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4 e5");
    assert_eq!(
        t.type_at(2_000, "schiedsrichter verwarnung"),
        ["Keine Verwarnungen."]
    );
    assert_eq!(
        t.type_at(3_000, "schiedsrichter verwarnung schwarz Handy geklingelt"),
        [
            "Schiedsrichter: Verwarnung für Schwarz (Artikel 12.9.1). Grund: Handy geklingelt. \
             Ausführen? ja oder nein."
        ]
    );
    assert_eq!(
        t.type_at(3_000, "ja"),
        ["Schiedsrichter: Schwarz ist verwarnt (Artikel 12.9.1)."]
    );
    moves_at(&mut t, 4_000, "Sf3");
    t.arbiter_at(5_000, "schiedsrichter verwarnung weiß");
    let list = "Verwarnungen (Artikel 12.9.1): Schwarz vor Zug 2., Grund: Handy geklingelt, \
                Weiß vor Zug 2. ….";
    assert_eq!(t.type_at(6_000, "schiedsrichter verwarnung"), [list]);
    // In the journal, on the score sheet where it was given, and read back after a resume.
    let warnings = t
        .records()
        .iter()
        .filter(|(_, r)| matches!(r, Record::Warning { .. }))
        .count();
    assert_eq!(warnings, 2);
    let sheet = pgn(&t);
    assert!(
        sheet.contains(
            "e5 {[%clk 1:30:30]} {Verwarnung für Schwarz (Artikel 12.9.1): Handy geklingelt}"
        ),
        "{sheet}"
    );
    assert!(
        sheet.contains("{Verwarnung für Weiß (Artikel 12.9.1)}"),
        "{sheet}"
    );
    let session = resumed(&t);
    assert_eq!(session.game().warnings(), t.game().warnings());
    assert_eq!(
        answered(&session, "schiedsrichter verwarnung", 7_000),
        [list]
    );
}

#[test]
fn art_12_9_5_split_results_written_as_star_with_the_split_in_words() {
    for (typed, result, words) in [
        (
            "½-0",
            GameResult::WhiteHalf,
            "Weiß ein halber Punkt, Schwarz keiner",
        ),
        (
            "0-1/2",
            GameResult::BlackHalf,
            "Schwarz ein halber Punkt, Weiß keiner",
        ),
    ] {
        let mut t = timed("5400+30");
        moves_at(&mut t, 1_000, "e4 e5");
        let said = t.arbiter_at(
            2_000,
            &format!("schiedsrichter ergebnis {typed} strafe Absprache"),
        );
        assert_eq!(
            said,
            [format!(
                "Partie beendet: {words}, Entscheidung des Schiedsrichters, Strafe."
            )]
        );
        let outcome = t.game().outcome().expect("over");
        assert_eq!(outcome.result, result);
        assert_eq!(outcome.termination, Termination::Ruling(Ruling::Penalty));
        // PGN has no token for a split score: `*`, and the split in the closing comment.
        let sheet = pgn(&t);
        assert!(sheet.contains("[Result \"*\"]"), "{sheet}");
        assert!(
            sheet.contains(&format!(
                "{{{words}: Entscheidung des Schiedsrichters, Strafe (Artikel 12.9)}} *"
            )),
            "{sheet}"
        );
        // The braille score sheet closes with the words and `*`, as for both losing.
        let lines = score_text(t.setup(), t.game(), t.language(), t.vocab());
        assert_eq!(
            lines.last().map(String::as_str),
            Some(
                format!("Partie beendet: {words}, Entscheidung des Schiedsrichters, Strafe. *")
                    .as_str()
            )
        );
        assert_eq!(resumed(&t).game().outcome(), Some(outcome));
    }
}

#[test]
fn art_iii_5_adjudication_only_in_a_game_without_increment() {
    let refused = "Richtlinie III.5 gilt nur in Partien ohne Inkrement (Richtlinie III.2.2); \
                   diese hat eines.";
    // With an increment the Guidelines III do not apply: refused in words, nothing asked.
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4 e5");
    assert_eq!(
        t.type_at(2_000, "schiedsrichter ergebnis remis wertung"),
        [refused]
    );
    assert_eq!(t.asking(), None);
    // Without a clock neither.
    let mut t = game(Setup::default());
    assert_eq!(
        t.type_at(0, "schiedsrichter ergebnis remis wertung"),
        ["Richtlinie III.5 gilt nur in Partien mit Uhr; diese wird ohne Uhr gespielt."]
    );
    // Without an increment, White to move with less than two minutes: a draw, and only a
    // draw.
    let mut t = timed("900");
    moves_at(&mut t, 1_000, "e4 e5");
    assert_eq!(
        t.type_at(800_000, "schiedsrichter ergebnis 1-0 wertung"),
        [
            "Nach Richtlinie III.5 erklärt der Schiedsrichter nur remis: schiedsrichter ergebnis \
             remis wertung."
        ]
    );
    let said = t.arbiter_at(
        800_000,
        "schiedsrichter ergebnis remis wertung keine Gewinnversuche",
    );
    assert_eq!(
        said,
        ["Partie beendet: Remis, Entscheidung des Schiedsrichters über einen Remisantrag."]
    );
    t.assert_drawn(Termination::Ruling(Ruling::Adjudication));
    // Once the arbiter has added an increment (III.4), III.5 no longer applies.
    let mut t = timed("900");
    t.arbiter_at(800_000, "schiedsrichter inkrement");
    assert_eq!(
        t.type_at(801_000, "schiedsrichter ergebnis remis wertung"),
        [refused]
    );
}

#[test]
fn art_6_7_1_forfeit_after_both_have_moved_only_with_the_reason() {
    // Before both have moved: a forfeit as any result, said and confirmed.
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4");
    let said = t.arbiter_at(2_000, "schiedsrichter ergebnis 1-0 kampflos");
    assert_eq!(said, ["Partie beendet: Weiß gewinnt, kampflos."]);
    // After both have moved, the arbiter says why, or nothing is asked.
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "e4 e5");
    assert_eq!(
        t.type_at(2_000, "schiedsrichter ergebnis 1-0 kampflos"),
        [
            "Beide Spieler haben schon gezogen: kampflos (Artikel 6.7.1) nur mit dem Grund danach, \
             zum Beispiel schiedsrichter ergebnis 1-0 kampflos Grund."
        ]
    );
    assert_eq!(t.asking(), None);
    assert_eq!(
        t.type_at(
            3_000,
            "schiedsrichter ergebnis 1-0 kampflos Schwarz verlässt das Turnier"
        ),
        [
            "Schiedsrichter: Ergebnis Weiß gewinnt, kampflos (Artikel 6.7.1). Grund: Schwarz \
             verlässt das Turnier. Ausführen? ja oder nein."
        ]
    );
    assert_eq!(
        t.type_at(3_000, "ja"),
        ["Partie beendet: Weiß gewinnt, kampflos."]
    );
    // The reason is in the journal.
    assert!(
        t.records().iter().any(|(_, r)| *r
            == Record::Result {
                result: GameResult::WhiteWins,
                ruling: Ruled::Forfeit,
                reason: "Schwarz verlässt das Turnier".into(),
            }),
        "{:?}",
        t.records()
    );
}

#[test]
fn art_iii_4_increment_added_from_the_next_move_replayed_on_resume() {
    let mut t = timed("900");
    moves_at(&mut t, 10_000, "e4");
    // Black, to move, has less than two minutes at 800 seconds.
    assert_eq!(
        t.type_at(800_000, "schiedsrichter inkrement"),
        [
            "Schiedsrichter: ab dem nächsten Zug erhalten beide Spieler fünf Sekunden je Zug \
             (Richtlinie III.4). Ausführen? ja oder nein."
        ]
    );
    let said = t.type_at(800_000, "ja");
    assert!(said[0].starts_with("Uhr geändert."), "{said:?}");
    // White's move before it brought nothing; Black's and White's next bring five seconds.
    assert_eq!(t.remaining(Color::White, 810_000), Duration::from_secs(890));
    moves_at(&mut t, 810_000, "e5");
    assert_eq!(t.remaining(Color::Black, 810_000), Duration::from_secs(105));
    moves_at(&mut t, 820_000, "Sf3");
    assert_eq!(t.remaining(Color::White, 820_000), Duration::from_secs(885));
    // A second one is refused: the game has an increment now.
    assert_eq!(
        t.type_at(821_000, "schiedsrichter inkrement 0:10"),
        [
            "Richtlinie III.4 gilt nur in Partien ohne Inkrement (Richtlinie III.2.2); diese hat \
          eines."
        ]
    );
    // Resumed, the clocks are the same, and the increment still comes.
    let session = resumed(&t);
    let clock = session.clock().expect("clock");
    for color in [Color::White, Color::Black] {
        assert_eq!(
            clock.remaining(color, at(825_000)),
            t.remaining(color, 825_000)
        );
    }
    assert!(clock.has_increment());
}

/// The event's default time of fifteen minutes.
fn with_default_time(ms: u64) -> Table {
    game(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        default_time_ms: ms,
        ..Setup::default()
    })
}

#[test]
fn art_6_7_1_a_player_absent_when_the_default_time_has_run_loses() {
    let mut t = with_default_time(900_000);
    assert_eq!(
        t.type_at(1_000, "schiedsrichter abwesend weiß"),
        [
            "Schiedsrichter: Weiß ist nicht am Brett und verliert, wenn er nicht binnen der \
             Karenzzeit von fünfzehn Minuten ab Beginn der Runde kommt (Artikel 6.7.1). \
             Ausführen? ja oder nein."
        ]
    );
    assert_eq!(
        t.type_at(1_000, "ja"),
        ["Schiedsrichter: Weiß ist nicht am Brett; seine Karenzzeit läuft (Artikel 6.7.1)."]
    );
    // The loop wakes when White's clock has run fifteen minutes.
    assert_eq!(t.next_deadline(), Some(at(900_000)));
    t.flag_at(899_999);
    assert!(!t.game().is_over());
    t.flag_at(900_000);
    let outcome = t.game().outcome().expect("over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.termination, Termination::Ruling(Ruling::Forfeit));
    assert_eq!(resumed(&t).game().outcome(), Some(outcome));

    // He comes in time: said at once, nothing asked, and the game goes on.
    let mut t = with_default_time(900_000);
    t.arbiter_at(1_000, "schiedsrichter abwesend weiß");
    assert_eq!(
        t.type_at(600_000, "schiedsrichter anwesend weiß"),
        ["Schiedsrichter: Weiß ist am Brett."]
    );
    t.flag_at(1_000_000);
    assert!(!t.game().is_over());
    moves_at(&mut t, 1_000_000, "e4");
    // Once he has moved, he cannot be said absent.
    assert_eq!(
        t.type_at(1_001_000, "schiedsrichter abwesend weiß"),
        [
            "Für Weiß geht das jetzt nicht: abwesend nur vor dem ersten Zug, in einer Partie mit \
             Uhr, und nicht zweimal (Artikel 6.7.1)."
        ]
    );

    // Black absent: his default time, too, runs from the start of the session (not from
    // White's first move).
    let mut t = with_default_time(900_000);
    t.arbiter_at(1_000, "schiedsrichter abwesend schwarz");
    moves_at(&mut t, 5_000, "e4");
    t.flag_at(899_999);
    assert!(!t.game().is_over());
    t.flag_at(900_000);
    assert_eq!(
        t.game().outcome().map(|o| o.result),
        Some(GameResult::WhiteWins)
    );
}

#[test]
fn art_6_7_1_without_a_default_time_an_absent_player_loses_at_once() {
    let mut t = with_default_time(0);
    assert_eq!(
        t.type_at(2_000, "schiedsrichter abwesend weiß"),
        [
            "Schiedsrichter: Weiß ist nicht am Brett; ohne Karenzzeit verliert Weiß sofort \
             (Artikel 6.7.1). Ausführen? ja oder nein."
        ]
    );
    t.type_at(2_000, "ja");
    t.flag_at(2_000);
    let outcome = t.game().outcome().expect("over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.termination, Termination::Ruling(Ruling::Forfeit));
    let sheet = pgn(&t);
    assert!(sheet.contains("[Result \"0-1\"]"), "{sheet}");
    assert!(sheet.contains("{kampflos (Artikel 6.7.1)} 0-1"), "{sheet}");
}

/// Issue 40, point 5: a warning after the game (behaviour at signing) is recorded, not asked
/// and then refused; it is read back, on the score sheet after the result, and replayed.
#[test]
fn art_12_9_1_warning_after_the_game_recorded() {
    let mut t = timed("5400+30");
    moves_at(&mut t, 1_000, "f3 e5 g4 Dh4");
    assert!(t.game().is_over());
    assert_eq!(
        t.arbiter_at(
            5_000,
            "schiedsrichter verwarnung weiß Unterschrift verweigert"
        ),
        ["Schiedsrichter: Weiß ist verwarnt (Artikel 12.9.1)."]
    );
    let list = "Verwarnungen (Artikel 12.9.1): Weiß nach der Partie, Grund: Unterschrift \
                verweigert.";
    assert_eq!(t.type_at(6_000, "schiedsrichter verwarnung"), [list]);
    let sheet = pgn(&t);
    assert!(
        sheet.contains(
            "} {Verwarnung für Weiß nach der Partie (Artikel 12.9.1): Unterschrift verweigert} 0-1"
        ),
        "{sheet}"
    );
    let session = resumed(&t);
    assert_eq!(
        answered(&session, "schiedsrichter verwarnung", 7_000),
        [list]
    );
}
