//! Lichess's puzzle themes, by the keys its API sends (`themes`) and takes (`angle`): the list
//! of lila's `puzzleTheme` translations, linked from the API description's `angle`. Each has a
//! message `puzzle-theme-KEY` in every language file; an opening (`Sicilian_Defense`) or a
//! theme added later is said as Lichess writes it.

use crate::message::{Arg, Message};

/// Every theme key, in lila's order.
pub const THEMES: &[&str] = &[
    "advancedPawn",
    "advantage",
    "anastasiaMate",
    "arabianMate",
    "attackingF2F7",
    "attraction",
    "backRankMate",
    "balestraMate",
    "blindSwineMate",
    "bishopEndgame",
    "bodenMate",
    "castling",
    "capturingDefender",
    "crushing",
    "doubleBishopMate",
    "dovetailMate",
    "equality",
    "kingsideAttack",
    "clearance",
    "defensiveMove",
    "deflection",
    "discoveredAttack",
    "doubleCheck",
    "endgame",
    "enPassant",
    "exposedKing",
    "fork",
    "hangingPiece",
    "hookMate",
    "interference",
    "intermezzo",
    "killBoxMate",
    "triangleMate",
    "vukovicMate",
    "knightEndgame",
    "long",
    "master",
    "masterVsMaster",
    "mate",
    "mateIn1",
    "mateIn2",
    "mateIn3",
    "mateIn4",
    "mateIn5",
    "middlegame",
    "oneMove",
    "opening",
    "pawnEndgame",
    "pin",
    "promotion",
    "queenEndgame",
    "queenRookEndgame",
    "queensideAttack",
    "quietMove",
    "rookEndgame",
    "sacrifice",
    "short",
    "skewer",
    "smotheredMate",
    "superGM",
    "trappedPiece",
    "underPromotion",
    "veryLong",
    "xRayAttack",
    "zugzwang",
    "mix",
];

/// The message naming `key` in the player's language; an unknown key as Lichess writes it,
/// with spaces for its underscores.
pub fn theme_name(key: &str) -> Arg {
    match THEMES.iter().find(|t| **t == key) {
        Some(known) => Message::new(theme_id(known)).into(),
        None => Arg::Text(super::clean(&key.replace('_', " "))),
    }
}

/// The theme typed for `--theme`: a key, or the name in the player's language («Gabel»,
/// «fork»), found in `names` (key and its name); else the text as an opening's name.
pub fn theme_key<'a>(typed: &str, names: impl Iterator<Item = (&'a str, String)>) -> String {
    let folded = typed.trim().to_lowercase();
    for (key, name) in names {
        if key.to_lowercase() == folded || name.to_lowercase() == folded {
            return key.to_string();
        }
    }
    super::puzzle::path_part(&typed.trim().replace(' ', "_"))
}

/// The language file's id of a known theme key (`puzzle-theme-mateIn2`).
pub fn theme_id(key: &'static str) -> &'static str {
    // Fluent ids are static here: the ids are made once, for the known keys only.
    use std::collections::HashMap;
    use std::sync::OnceLock;
    static IDS: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    let ids = IDS.get_or_init(|| {
        THEMES
            .iter()
            .map(|k| {
                let id: &'static str = Box::leak(format!("puzzle-theme-{k}").into_boxed_str());
                (*k, id)
            })
            .collect()
    });
    ids.get(key).copied().unwrap_or("puzzle-theme-mix")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;

    /// Every theme of Lichess's list is named in all four languages, each name its own.
    #[test]
    fn every_theme_is_named_in_every_language() {
        for code in ["de", "en", "ar", "fa"] {
            let language = Language::load(code).unwrap();
            let mut names = std::collections::BTreeSet::new();
            for key in THEMES {
                let name = language.plain(theme_id(key));
                let name = name.unwrap_or_else(|| panic!("{code}: no name for {key}"));
                assert!(names.insert(name.clone()), "{code}: {name} twice");
            }
        }
    }

    #[test]
    fn a_theme_is_found_by_its_name_or_key_else_taken_as_an_opening() {
        let de = Language::load("de").unwrap();
        let names = || {
            THEMES
                .iter()
                .map(|k| (*k, de.plain(theme_id(k)).unwrap_or_default()))
        };
        assert_eq!(theme_key("Gabel", names()), "fork");
        assert_eq!(theme_key("MATEIN2", names()), "mateIn2");
        assert_eq!(theme_key("Sicilian Defense", names()), "Sicilian_Defense");
        assert!(matches!(theme_name("Sicilian_Defense"), Arg::Text(t) if t == "Sicilian Defense"));
    }
}
