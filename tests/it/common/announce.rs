//! The announcement options for tests that try them all (`#[path = "common/announce.rs"] mod
//! announce;`).

use anna::notation::{AnnounceOptions, Origin};
use shakmaty::Color;

/// The 16 combinations of the announcement options.
pub fn all_options() -> Vec<AnnounceOptions> {
    let mut all = Vec::new();
    for pawn_name in [true, false] {
        for origin in [Origin::Ambiguous, Origin::Always] {
            for captured_piece in [false, true] {
                for rank_orientation in [Color::White, Color::Black] {
                    all.push(AnnounceOptions {
                        pawn_name,
                        origin,
                        captured_piece,
                        rank_orientation,
                    });
                }
            }
        }
    }
    all
}
