//! How well the engine plays, as the game's setup holds it: from a beginner (below the weakest
//! Elo an engine offers) to its full strength. How an engine is set to it is the engine's
//! business (`anna::engine::EngineStrength`); the core only reads, names and keeps it.

use serde::{Deserialize, Serialize};

use crate::message::{Arg, Message};

/// The Elo numbers `--strength` takes; below an engine's own range it plays as a beginner,
/// above it at full strength.
const ELO_RANGE: std::ops::RangeInclusive<u32> = 100..=4000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strength {
    Beginner,
    /// About this Elo, by the engine's `UCI_Elo`.
    Elo(u32),
    Full,
}

impl Strength {
    /// `beginner` (`anfänger`), an Elo from 100 to 4000, or `max` (`voll`, `full`).
    pub fn parse(text: &str) -> Option<Strength> {
        let text = text.trim().to_lowercase();
        match text.as_str() {
            "beginner" | "anfänger" | "anfaenger" => Some(Strength::Beginner),
            "max" | "full" | "voll" => Some(Strength::Full),
            _ => match text.parse::<u32>() {
                Ok(elo) if ELO_RANGE.contains(&elo) => Some(Strength::Elo(elo)),
                _ => None,
            },
        }
    }

    /// Why `text` is no strength, with the words and the Elo range that are.
    pub fn refusal(text: &str) -> Message {
        Message::new("bad-strength")
            .with("word", Arg::Text(text.to_string()))
            .with("min", *ELO_RANGE.start())
            .with("max", *ELO_RANGE.end())
    }

    /// The strength in words: "Anfänger", "etwa 1800 Elo", "volle Stärke".
    pub fn message(self) -> Message {
        match self {
            Strength::Beginner => Message::new("strength-beginner"),
            Strength::Elo(elo) => Message::new("strength-elo").with("elo", i64::from(elo)),
            Strength::Full => Message::new("strength-full"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strengths_are_read_in_german_and_english() {
        assert_eq!(Strength::parse("Anfänger"), Some(Strength::Beginner));
        assert_eq!(Strength::parse("beginner"), Some(Strength::Beginner));
        assert_eq!(Strength::parse("1800"), Some(Strength::Elo(1800)));
        assert_eq!(Strength::parse("max"), Some(Strength::Full));
        assert_eq!(Strength::parse("99999"), None);
        assert_eq!(Strength::parse("stark"), None);
    }
}
