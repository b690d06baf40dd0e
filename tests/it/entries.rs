//! Issue 26, points 5 to 7: a tournament move entered and not yet made is never dropped (D.2.8);
//! who offers a draw (9.1.2.1); the arbiter's words for take-backs and clock changes. Each
//! test types what the player types.

use crate::common;
use crate::common::session::GermanWords;

use anna::game::Termination;
use anna::session::{Assistant, EngineGame, Record, Setup, Side};
use common::session::Table;
use common::{Dirs, asking, prompt_de};

/// A tournament game with a clock, the blind player `blind` with his own assistant: the
/// keyboard is his.
fn tournament(blind: Side) -> Table {
    Table::new(Setup {
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        seating: anna::session::Seating {
            blind: Some(blind),
            assistant: Some(Assistant::Blind),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    })
}

/// The prompt's question as shown.
fn prompt_question(t: &Table) -> Option<String> {
    t.asking().map(|m| (**t).text(&m))
}

/// Point 5: `remis` after an entered move leaves the move entered; Enter makes it, and then
/// the offer is put to the opponent (9.1.2.1). The prompt shows the entry throughout.
#[test]
fn an_entered_move_stands_over_a_draw_offer_and_enter_makes_it() {
    let mut t = tournament(Side::White);
    t.play("e4 e5");
    t.type_at(1_000, "Sf3");
    let entered = "eingegeben: Springer Felix drei, Eingabetaste führt aus";
    assert_eq!(prompt_question(&t).as_deref(), Some(entered));
    assert_eq!(
        t.type_at(2_000, "remis"),
        ["Weiß bietet Remis an. Schwarz wird gefragt, sobald Weiß gezogen hat."]
    );
    assert_eq!(prompt_question(&t).as_deref(), Some(entered));
    // Reading the board, the clock, the help leave it standing.
    for line in ["wer", "zeit", "brett", "hilfe löschen", "letzter"] {
        t.type_at(3_000, line);
        assert_eq!(prompt_question(&t).as_deref(), Some(entered), "{line}");
    }
    // A second offer only says the first stands.
    assert_eq!(
        t.type_at(3_000, "remis"),
        ["Weiß hat Remis angeboten. Schwarz, nimmst du an? annehmen oder ablehnen."]
    );
    assert_eq!(
        t.type_at(4_000, ""),
        [
            "2 Springer Felix drei (Nf3)",
            "Weiß hat Remis angeboten. Schwarz, nimmst du an? annehmen oder ablehnen."
        ]
    );
    assert_eq!(
        prompt_question(&t).as_deref(),
        Some("Schwarz, Remis: annehmen/ablehnen")
    );
    assert_eq!(
        t.type_at(5_000, "annehmen"),
        ["Partie beendet: Remis, Einigung."]
    );
    t.assert_drawn(Termination::Agreement);
}

/// Point 5: an opponent's offer asked of the player who has entered his move: both are in the
/// prompt, and Enter makes the move (which declines the offer, 9.1.2.2).
#[test]
fn the_prompt_shows_an_entry_and_an_open_offer_together() {
    let mut t = tournament(Side::White);
    t.play("e4 e5");
    // The blind player enters the opponent's offer by name.
    t.type_at(1_000, "remis schwarz");
    t.type_at(2_000, "Sf3");
    assert_eq!(
        prompt_question(&t).as_deref(),
        Some(
            "Weiß, Remis: annehmen/ablehnen; eingegeben: Springer Felix drei, Eingabetaste \
             führt aus"
        )
    );
    assert_eq!(
        t.type_at(3_000, ""),
        ["2 Springer Felix drei (Nf3)", "Weiß lehnt das Remis ab."]
    );
}

/// Point 5: a correction that fails says which move is still entered; `löschen` (or `clear`)
/// drops the entry and says so, and it is journaled.
#[test]
fn a_failed_correction_keeps_the_entry_and_clear_drops_it() {
    let mut t = tournament(Side::White);
    t.play("e4 e5");
    t.type_at(1_000, "Springer Felix drei");
    let refused = t.type_at(2_000, "Springer Eva fünf");
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(
        refused[0].starts_with("Springer nach Eva fünf ist nicht möglich."),
        "{refused:?}"
    );
    assert_eq!(refused[1], "Weiterhin eingegeben: Springer Felix drei.");
    // A line that is no move at all says it too.
    let refused = t.type_at(3_000, "Springer Xaver");
    assert_eq!(
        refused.last().map(String::as_str),
        Some("Weiterhin eingegeben: Springer Felix drei."),
        "{refused:?}"
    );
    assert_eq!(
        t.type_at(4_000, "löschen"),
        ["Gelöscht: Springer Felix drei. Es ist kein Zug eingegeben."]
    );
    assert_eq!(prompt_question(&t), None);
    assert_eq!(
        t.type_at(5_000, ""),
        ["Es ist kein Zug eingegeben; den Zug tippen, Enter führt ihn aus."]
    );
    assert_eq!(
        t.type_at(5_000, "löschen"),
        ["Es ist kein Zug eingegeben; den Zug tippen, Enter führt ihn aus."]
    );
    assert!(
        t.records().iter().any(|(_, r)| *r == Record::Cleared),
        "the clearing is journaled"
    );
    // In English too, and the position is as before.
    t.type_at(6_000, "d4");
    assert_eq!(
        t.type_at(7_000, "clear"),
        ["Gelöscht: Bauer David vier. Es ist kein Zug eingegeben."]
    );
    assert_eq!(t.game().plies(), 2);
}

/// Point 6: where both players type, anna asks who offers; a side's word answers, and
/// `remis schwarz` names the side at once. An offer before one's own move is valid and put
/// to the opponent once the move is made (9.1.2.1).
#[test]
fn at_a_shared_keyboard_anna_asks_who_offers_the_draw() {
    let mut t = Table::unstarted(Setup::default());
    t.play("e4");
    assert_eq!(
        t.type_line("remis"),
        ["Wer bietet Remis an? weiß oder schwarz."]
    );
    assert_eq!(
        prompt_question(&t).as_deref(),
        Some("wer bietet Remis an: weiß/schwarz")
    );
    assert_eq!(
        t.type_line("ja"),
        ["Wer bietet Remis an? weiß oder schwarz."]
    );
    assert_eq!(
        t.type_line("weiß"),
        ["Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen."]
    );
    assert_eq!(t.type_line("ablehnen"), ["Schwarz lehnt das Remis ab."]);
    // Black, at his own prompt before his move, names himself: his offer, not White's.
    assert_eq!(
        t.type_line("remis schwarz"),
        ["Schwarz bietet Remis an. Weiß wird gefragt, sobald Schwarz gezogen hat."]
    );
    assert_eq!(prompt_question(&t), None);
    assert_eq!(
        t.type_line("e5"),
        [
            "1 Bauer Eva fünf (e5)",
            "Schwarz hat Remis angeboten. Weiß, nimmst du an? annehmen oder ablehnen."
        ]
    );
    assert_eq!(
        t.type_line("annehmen"),
        ["Partie beendet: Remis, Einigung."]
    );
    // "abbrechen" drops the question without an offer.
    let mut t = Table::unstarted(Setup::default());
    t.play("e4");
    t.type_line("draw");
    assert_eq!(t.type_line("abbrechen"), ["Abgebrochen."]);
    assert_eq!(t.game().draw_offer(), None);
}

/// Point 6: where the keyboard is one side's, `remis` is that side's offer: the blind
/// player's in a tournament, the player's against the engine.
#[test]
fn where_the_keyboard_is_one_sides_remis_is_that_sides_offer() {
    let mut t = tournament(Side::Black);
    t.play("e4");
    // Black's own prompt, before his move: his offer, put to White after it.
    assert_eq!(
        t.type_at(1_000, "remis"),
        ["Schwarz bietet Remis an. Weiß wird gefragt, sobald Schwarz gezogen hat."]
    );
    let mut t = Table::unstarted(Setup {
        engine: Some(EngineGame {
            side: Side::Black,
            strength: anna::engine::Strength::parse("max").expect("max"),
            nodes: Some(1),
            think_ms: None,
        }),
        ..Setup::default()
    });
    t.play("e4");
    // Black (the engine) to move: the offer is still White's.
    assert_eq!(t.type_line("remis"), ["Weiß bietet Remis an."]);
    assert_eq!(
        t.game().draw_offer().map(|o| o.by),
        Some(shakmaty::Color::White)
    );
}

/// Point 7: the arbiter's take-back of a move not yet played says so; one of nothing is
/// refused; over a finished game the question names the result it cancels.
#[test]
fn the_arbiters_take_back_says_what_it_cannot_do_and_what_it_cancels() {
    let mut t = tournament(Side::White);
    t.play("e4 e5 Nf3 Nc6");
    assert_eq!(
        t.type_at(1_000, "schiedsrichter zurueck 4"),
        ["Zug 4 ist noch nicht gespielt."]
    );
    assert_eq!(
        t.type_at(1_000, "schiedsrichter zurueck 3 weiß"),
        ["Zug 3 ist noch nicht gespielt."]
    );
    assert_eq!(
        t.type_at(1_000, "schiedsrichter zurueck 2"),
        ["Das ist die Stellung jetzt; es gibt nichts zurückzunehmen."]
    );
    assert_eq!(t.asking(), None);
    let mut t = tournament(Side::White);
    t.play("f3 e5 g4 Qh4");
    assert!(t.game().is_over());
    assert_eq!(
        t.type_at(1_000, "schiedsrichter zurueck 1"),
        [
            "Schiedsrichter: zurück zur Stellung nach 1. … Bauer Eva fünf; 2 Halbzüge werden \
             zurückgenommen. Das Ergebnis gilt dann nicht mehr: Schwarz gewinnt, Schachmatt. \
             Ausführen? ja oder nein."
        ]
    );
    assert_eq!(
        t.type_at(1_000, "ja"),
        ["Schiedsrichter: zurück zur Stellung nach 1. … Bauer Eva fünf."]
    );
    assert!(!t.game().is_over());
    // A player's take-back after the end names it too.
    let mut t = Table::unstarted(Setup::default());
    t.play("f3 e5 g4 Qh4");
    assert_eq!(
        t.type_line("zurück"),
        [
            "Das Ergebnis gilt dann nicht mehr: Schwarz gewinnt, Schachmatt. Weiß, \
             einverstanden, den Zug Dame Hector vier, Schachmatt zurückzunehmen? ja oder nein."
        ]
    );
}

/// Point 7: clock changes are said as a person says a time, and a refusal is said once.
#[test]
fn the_arbiters_clock_changes_are_said_in_words() {
    let mut t = tournament(Side::White);
    t.play("e4 e5");
    let said = t.arbiter_at(10_000, "schiedsrichter plus schwarz 2");
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("Uhr geändert. Weiß: "), "{said:?}");
    assert!(
        said[0].contains("Schwarz: eine Stunde, zweiunddreißig Minuten"),
        "{said:?}"
    );
    assert!(!said[0].chars().any(|c| c.is_ascii_digit()), "{said:?}");
    assert_eq!(
        t.type_at(11_000, "schiedsrichter weiter"),
        ["Die Uhr ist nicht angehalten."]
    );
}

/// Point 5 in a terminal: the entry is kept over `remis`, the prompt shows it, Enter makes it
/// and then asks the opponent.
#[test]
fn pty_the_entry_is_kept_over_remis_with_its_prompt() {
    let dirs = Dirs::new("entries");
    let mut anna = dirs.spawn(&[
        "--tournament",
        "--blind",
        "white",
        "--assistant",
        "blind",
        "--time",
        "90+30",
    ]);
    let (_, p) = anna.until_prompt();
    assert_eq!(p, prompt_de(0));
    let entered = asking(
        &prompt_de(0),
        "eingegeben: Bauer Eva vier, Eingabetaste führt aus",
    );
    anna.exchange(
        "e4",
        "Eingegeben: Bauer Eva vier. Eingabetaste führt den Zug aus, ein anderer Zug ersetzt ihn.",
        &entered,
    );
    anna.exchange(
        "remis",
        "Weiß bietet Remis an. Schwarz wird gefragt, sobald Weiß gezogen hat.",
        &entered,
    );
    anna.exchange(
        "",
        "1. Bauer Eva vier (e4)\n\
         Weiß hat Remis angeboten. Schwarz, nimmst du an? annehmen oder ablehnen.",
        &asking(&prompt_de(1), "Schwarz, Remis: annehmen/ablehnen"),
    );
    anna.exchange("ablehnen", "Schwarz lehnt das Remis ab.", &prompt_de(1));
    anna.step("beenden");
    anna.send("ja");
    anna.assert_exits_cleanly();
}
