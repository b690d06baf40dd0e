//! Issue 40: answers that say what to do. Whose time `zeit meine` gives where the keyboard is
//! the blind player's; every refusal names what was understood, why not, and the nearest thing
//! that would work.

use crate::common;

use anna::session::{Setup, Side};
use common::session::Table;

fn german(setup: Setup) -> Table {
    let mut table = Table::new(setup);
    table.set_language(anna::lang::Language::load("de").expect("German"));
    table
}

/// Point 4: "mine" is the blind player's clock whoever is to move: he is the one who asks.
#[test]
fn time_mine_is_the_blind_players_at_the_opponents_turn() {
    let mut t = german(Setup {
        time_control: Some("300+3".into()),
        blind: Some(Side::White),
        ..Setup::default()
    });
    t.type_at(1_000, "e4");
    assert_eq!(t.game().turn(), shakmaty::Color::Black);
    let mine = t.type_at(2_000, "zeit meine");
    assert_eq!(mine.len(), 1, "{mine:?}");
    assert!(mine[0].starts_with("Weiß: "), "{mine:?}");
    let theirs = t.type_at(2_000, "zeit gegner");
    assert!(theirs[0].starts_with("Schwarz: "), "{theirs:?}");
    // Both: his time first.
    let both = t.type_at(2_000, "zeit kurz");
    assert!(both[0].starts_with("Weiß "), "{both:?}");
}
