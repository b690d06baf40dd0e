//! The five historical repetitions of the repetition article (spec §15), each played on the
//! program's table as the players and the arbiter type it: a tournament game with a clock, the
//! blind player White with his own assistant, the position set up from the article's diagram.
//! Where the article gives only a position and which occurrences count, the moves between them
//! are constructed (said at each test) so that exactly those occurrences happen.

use crate::common;

use std::time::Duration;

use anna::game::Termination;
use anna::session::{Assistant, Setup, Side};
use common::session::Table;
use shakmaty::Color;

/// What the players hear when a repetition claim is granted.
const THREEFOLD: &str = "Partie beendet: Remis, dreimalige Stellungswiederholung.";

/// A classical tournament game (90 minutes, 30 seconds a move) from `fen`, in German.
fn tournament(fen: &str) -> Table {
    let mut table = Table::new(Setup {
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
        fen: Some(fen.into()),
        ..Setup::default()
    });
    table.set_language(anna::lang::Language::load("de").expect("German"));
    table
}

/// Anand–Topalov, Tal Memorial 2005: a perpetual check. The position after 56…De4+ (the
/// start) recurs after 58…De4+ and 60…De4+; Anand, to move, claims on the third occurrence
/// (9.2.1.2) and the game is drawn.
#[test]
fn art_9_2_1_2_anand_topalov_perpetual_check_claimed_on_the_third_occurrence() {
    let mut g = tournament("8/6pk/8/8/4qp2/1R6/P6p/1KR4N w - - 0 57");
    g.play("Ka1 Dd4 Kb1 De4");
    assert_eq!(g.game().repetitions(), 2);
    // Twice is not enough: a claim now would be incorrect, so Anand plays on.
    g.play("Ka1 Dd4 Kb1 De4");
    assert_eq!(g.game().repetitions(), 3);
    assert_eq!(g.type_line("reklamieren wiederholung"), [THREEFOLD]);
    g.assert_drawn(Termination::ThreefoldRepetition);
    assert_eq!(
        g.type_line("Ka1"),
        ["Die Partie ist beendet; liste liest ihre Züge."]
    );
}

/// Fischer–Petrosian, Candidates final 1971, game 3: the position after 30.De2 recurs after
/// 32.De2 and would a third time after 34.De2, each time by other moves. Fischer writes 34.De2
/// and claims before making it (9.2.1.1): drawn, and the written move is on the score sheet.
/// The article gives only 30.De2, 32.De2, 33.Dd3 …Td5 and 34.De2; Black's 30th to 32nd moves
/// and White's 31st are constructed.
#[test]
fn art_9_2_1_1_fischer_petrosian_claims_with_the_written_move() {
    let mut g = tournament("8/pp3p1k/2p2q1p/3r1P2/5R2/7P/P1P1QP2/7K b - - 0 30");
    g.play("Td4 De3 Td5 De2");
    assert_eq!(g.game().repetitions(), 2);
    // Not the same moves again: the rook goes to e5, the queen to d3.
    g.play("Te5 Dd3 Td5");
    assert_eq!(g.game().repetitions(), 1, "after 33…Td5 another position");
    assert_eq!(
        g.type_line("reklamieren wiederholung De2"),
        [
            "Weiß hat den Zug Dame Eva zwei aufgeschrieben; er wird nicht ausgeführt: die \
             Reklamation ist berechtigt, die Partie endet sofort remis (Artikel 9.5.2).",
            THREEFOLD
        ]
    );
    g.assert_drawn(Termination::ThreefoldRepetition);
    // 9.5.2: the written move is declared, not made.
    let last = g.game().moves().last().map(|p| p.san.to_string());
    assert_eq!(
        last.as_deref(),
        Some("Rd5"),
        "the written move was not made"
    );
}

/// Korchnoi–Portisch, USSR v Rest of the World 1970: the repeated position (the diagram, White
/// to move) stands after 63…Td6 and 65…Td6; then other positions come between (67…Kg7 brings
/// the king back with White's rook on a7), and the diagram a third time later. The
/// occurrences need not follow each other: Korchnoi's claim is correct.
///
/// Constructed: the article's caption (third time after "68…Tb8") fits neither the diagram
/// (the rook on b8 is White's) nor its own numbering (after 65…Td6 and 67…Kg7 Black has no
/// piece left to bring back on move 68), see spec §17. So Black's rook starts on d1, the
/// intermediate position is the one after 67…Kg7 and the third occurrence is after 69…Td6.
#[test]
fn art_9_2_korchnoi_portisch_repeats_with_a_position_between_count() {
    let mut g = tournament("1R6/5nk1/8/4p1pK/4P2p/7N/8/3r4 b - - 0 63");
    g.play("Td6");
    assert_eq!(g.game().repetitions(), 1);
    g.play("Tb7 Td1 Tb8 Td6");
    assert_eq!(g.game().repetitions(), 2);
    // The king steps away and comes back while White's rook stands elsewhere: another position.
    g.play("Tb7 Kg8 Ta7 Kg7");
    assert_eq!(
        g.game().repetitions(),
        1,
        "the intermediate position after 67…Kg7"
    );
    g.play("Ta8 Td5 Tb8 Td6");
    assert_eq!(g.game().repetitions(), 3);
    assert_eq!(g.type_line("reklamieren wiederholung"), [THREEFOLD]);
    g.assert_drawn(Termination::ThreefoldRepetition);
}

/// Karpov–Miles 1986 up to Karpov's claim: the position after 22.Sb5 looks the same after
/// 24.Sb5 and 26.Sb5, but at move 22 Black could still castle queenside; the rook then left a8,
/// so that first position is another one (9.2.2). Karpov writes 26.Sb5 and claims: incorrect,
/// the game goes on, the written move must be made (9.5.3), Miles gets two minutes (2018; the
/// article's three minutes are the old rule), and the claim is a draw offer (9.1.2.3). Black's
/// rook moves and White's knight's retreats to c3 are constructed.
fn karpov_miles_claim() -> Table {
    let mut g = tournament("r3kb1r/5ppp/4p3/1N6/4P3/8/Pn1BK1PP/R6R b kq - 0 22");
    g.play("Tb8 Sc3 Ta8 Sb5 Tb8 Sc3 Ta8");
    let black = g.remaining(Color::Black, 0);
    assert_eq!(
        g.type_line("reklamieren wiederholung Sb5"),
        [
            "Reklamation nicht berechtigt. Schwarz erhält eine Zeitgutschrift.",
            "Der aufgeschriebene Zug Springer Bella fünf muss gespielt werden (Artikel 9.5.3).",
            "Weiß bietet Remis an. Schwarz, nimmst du an? annehmen oder ablehnen."
        ]
    );
    assert!(!g.game().is_over());
    assert_eq!(
        g.remaining(Color::Black, 0),
        black + Duration::from_secs(120),
        "two minutes (9.5.3), not the old three"
    );
    g
}

/// As it happened: the written move is made, and Miles accepts the draw the claim offered.
#[test]
fn art_9_2_2_karpov_miles_first_occurrence_had_castling_rights_claim_incorrect() {
    let mut g = karpov_miles_claim();
    let other = g.type_line("Sd4");
    assert!(!other.iter().any(|l| l.contains("(Nd4)")), "{other:?}");
    g.play("Sb5");
    assert_eq!(
        g.game().repetitions(),
        2,
        "after 24. and 26.Sb5, not 22.Sb5"
    );
    let agreed = g.type_line("annehmen");
    assert!(
        agreed
            .iter()
            .any(|l| l.starts_with("Partie beendet: Remis")),
        "{agreed:?}"
    );
    g.assert_drawn(Termination::Agreement);
}

/// Had Miles declined and the knight come back once more, 28.Sb5 would be the true third
/// occurrence (after 24., 26. and 28.Sb5): that claim is granted.
#[test]
fn art_9_2_2_karpov_miles_counting_starts_after_the_castling_right_is_lost() {
    let mut g = karpov_miles_claim();
    g.play("Sb5");
    g.type_line("ablehnen");
    g.play("Tb8 Sc3 Ta8");
    assert_eq!(
        g.type_line("reklamieren wiederholung Sb5"),
        [
            "Weiß hat den Zug Springer Bella fünf aufgeschrieben; er wird nicht ausgeführt: die \
             Reklamation ist berechtigt, die Partie endet sofort remis (Artikel 9.5.2).",
            THREEFOLD
        ]
    );
    g.assert_drawn(Termination::ThreefoldRepetition);
}

/// Capablanca–Lasker, World Championship 1921, game 5: the position after 34…h5 recurs after
/// 36…Kf8 and 38…Kf8 and nobody claims: the game goes on (no draw by itself at three). Under
/// the 2018 Laws the fifth occurrence ends the game by itself (9.6.1); the game went on
/// differently, so 39.–42. are constructed by repeating the same checks.
#[test]
fn art_9_6_1_capablanca_lasker_threefold_unclaimed_goes_on_fivefold_ends_it() {
    let mut g = tournament("5k2/p4p2/1p2q3/5RQp/6n1/4P3/PP6/6K1 w - - 0 35");
    g.play("Dd8 Kg7 Dg5 Kf8 Dd8 Kg7 Dg5 Kf8");
    assert_eq!(g.game().repetitions(), 3);
    assert!(
        !g.game().is_over(),
        "three times without a claim: play goes on"
    );
    g.play("Dd8 Kg7 Dg5 Kf8");
    assert_eq!(g.game().repetitions(), 4);
    assert!(!g.game().is_over());
    g.play("Dd8 Kg7 Dg5");
    let fifth = g.type_line("Kf8");
    let fifth = [fifth, g.type_line("")].concat();
    assert!(
        fifth.contains(&"Partie beendet: Remis, fünfmalige Stellungswiederholung.".to_string()),
        "{fifth:?}"
    );
    g.assert_drawn(Termination::FivefoldRepetition);
}
