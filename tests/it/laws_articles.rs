//! Articles of the Laws that had no test of their own by name (issue "the Laws at the edges",
//! point 7), typed as the players type on the program's table with time handed in.

use crate::common;

use anna::game::Termination;
use anna::session::{Assistant, Setup, Side};
use common::session::Table;

/// A game in German from `fen`, without a clock.
fn from(fen: &str) -> Table {
    let mut table = Table::unstarted(Setup {
        fen: Some(fen.into()),
        ..Setup::default()
    });
    table.set_language(anna::lang::Language::load("de").expect("German"));
    table
}

/// 5.2.2: Black's only legal move, Kxb7, leaves bare kings, so the position is dead already
/// with Black to move: given as the start, the game is drawn before anyone moves, and no move
/// is taken after it.
#[test]
fn art_5_2_2_a_position_whose_only_move_leaves_bare_kings_is_dead_at_the_start() {
    let mut g = from("k7/1Q6/8/8/8/8/8/5K2 b - - 0 1");
    g.assert_drawn(Termination::DeadPosition);
    assert_eq!(
        g.type_line("Kxb7"),
        ["Die Partie ist beendet; liste liest ihre Züge."]
    );
}

/// D.2.1: the promoting player must say which piece he chooses. A pawn move to the last rank
/// without a piece makes nothing and asks which piece; with the piece named it is made.
#[test]
fn art_d_2_1_a_promotion_must_name_its_piece() {
    let mut g = from("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let asked = g.type_line("e8");
    assert_eq!(g.game().plies(), 0, "{asked:?}");
    assert!(
        asked.iter().any(|l| l.starts_with("Welche Figur auf")),
        "{asked:?}"
    );
    let made = g.type_line("e8D");
    assert!(made.iter().any(|l| l.contains("(e8=Q")), "{made:?}");
}

/// 9.4 as the assistant types it on a keyboard without umlauts (`beruehrt schwarz`): Black
/// touched a piece, so his claim on that move is refused and nothing is recorded as a claim.
#[test]
fn art_9_4_beruehrt_typed_without_umlaut_cancels_the_claim_on_that_move() {
    let mut g = Table::new(Setup {
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
    });
    g.set_language(anna::lang::Language::load("de").expect("German"));
    g.play("Sf3 Sf6 Sg1 Sg8 Sf3 Sf6 Sg1");
    g.type_line("beruehrt schwarz");
    assert_eq!(
        g.type_line("reklamieren wiederholung Sg8"),
        [
            "Schwarz hat in diesem Zug eine Figur berührt und kann darum in diesem Zug kein Remis reklamieren (Artikel 9.4)."
        ]
    );
    assert!(!g.game().is_over());
}
