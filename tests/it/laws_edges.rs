//! The Laws at their edges, each test named by its article (issue: "the Laws at the edges"):
//! the time the blind player's assistant tells (D.2.10.4), a touched piece and the right to
//! claim (9.4).

use crate::common;

use anna::session::{Assistant, Setup, Side};
use common::session::Table;

fn game(setup: Setup) -> Table {
    let mut table = Table::new(setup);
    table.set_language(anna::lang::Language::load("de").expect("German"));
    table
}

/// D.2.10.4: the assistant tells the time used by both players; anna, whose clock counts down,
/// says both the time left and the time used when the blind player's assistant is at the
/// board, and names which is which.
#[test]
fn art_d_2_10_4_the_assistant_hears_the_time_used_and_the_time_left() {
    let mut g = game(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        seating: anna::session::Seating {
            assistant: Some(Assistant::Blind),
            blind: Some(Side::White),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    });
    g.type_at(10_000, "e4");
    g.type_at(70_000, "e5");
    // White has used 10 s and thinks since 70 s: 40 s; Black has used 60 s.
    assert_eq!(
        g.type_at(100_000, "zeit"),
        [
            "Verbleibende Zeit: Weiß eine Stunde, neunundzwanzig Minuten, fünfzig Sekunden, Schwarz eine Stunde, neunundzwanzig Minuten, dreißig Sekunden. Verbrauchte Zeit: Weiß vierzig Sekunden, Schwarz eine Minute. Ein Zug."
        ]
    );
    // The short forms and a game without the assistant keep the time left alone.
    let short = g.type_at(100_000, "zeit kurz");
    assert!(!short[0].contains("Verbraucht"), "{short:?}");
    let mut plain = game(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        ..Setup::default()
    });
    let report = plain.type_at(10_000, "zeit");
    assert!(report[0].starts_with("Weiß: eine Stunde"), "{report:?}");
}

/// 9.4: a player who touched a piece (told by the assistant, D.2.10.5) loses the right to claim
/// a draw under 9.2 or 9.3 on that move; on his next move he has it again.
#[test]
fn art_9_4_a_touched_piece_cancels_the_draw_claim_on_that_move() {
    let repeated = "Sf3 Sf6 Sg1 Sg8 Sf3 Sf6 Sg1";
    // Without a touch, Black's claim with the written Sg8 (the third time) is granted.
    let mut g = game(Setup::default());
    g.play(repeated);
    let granted = g.type_line("reklamieren wiederholung Sg8");
    assert!(
        granted.iter().any(|l| l.contains("Remis")),
        "the claim stands without a touch: {granted:?}"
    );
    let mut g = game(Setup::default());
    g.play(repeated);
    g.type_line("berührt schwarz");
    assert_eq!(
        g.type_line("reklamieren wiederholung Sg8"),
        [
            "Schwarz hat in diesem Zug eine Figur berührt und kann darum in diesem Zug kein Remis reklamieren (Artikel 9.4)."
        ]
    );
    assert!(
        !g.records()
            .iter()
            .any(|(_, r)| matches!(r, anna::session::Record::Claim { .. }))
    );
    // On the next move the right is back: Black plays, White plays, the position repeats.
    g.play("Sg8 Sf3");
    let claim = g.type_line("reklamieren wiederholung Sf6");
    assert!(claim.iter().any(|l| l.contains("Remis")), "{claim:?}");
}
