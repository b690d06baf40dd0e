//! How well the engine plays: from a beginner (below the weakest Elo an engine offers) to its
//! full strength, set through the standard UCI options.

use serde::{Deserialize, Serialize};

use super::uci::{EngineError, Limit, Uci};
use crate::message::{Arg, Message};

/// The Elo numbers `--strength` takes; below an engine's own range it plays as a beginner,
/// above it at full strength.
const ELO_RANGE: std::ops::RangeInclusive<u32> = 100..=4000;

/// The nodes a beginner's move may search: with `Skill Level 0` a few hundred nodes play
/// recognisable but weak chess, well below Stockfish's lowest `UCI_Elo`.
const BEGINNER_NODES: u64 = 400;

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

    /// The strength the engine can give: an Elo below its range is a beginner, above it full.
    pub fn within(self, uci: &Uci) -> Strength {
        match (self, uci.range("UCI_Elo")) {
            (Strength::Elo(elo), Some((min, max))) => {
                if i64::from(elo) < min {
                    Strength::Beginner
                } else if i64::from(elo) >= max {
                    Strength::Full
                } else {
                    self
                }
            }
            // An engine without UCI_Elo plays at full strength unless a beginner is asked for.
            (Strength::Elo(_), None) => Strength::Full,
            (other, _) => other,
        }
    }

    /// Sets the engine's options for this strength.
    pub fn configure(self, uci: &mut Uci) -> Result<(), EngineError> {
        let skill = uci.range("Skill Level");
        let limits = uci.range("UCI_Elo").is_some();
        match self.within(uci) {
            Strength::Beginner => {
                if limits {
                    uci.set_option("UCI_LimitStrength", "false")?;
                }
                if let Some((min, _)) = skill {
                    uci.set_option("Skill Level", &min.to_string())?;
                }
            }
            Strength::Elo(elo) => {
                if let Some((_, max)) = skill {
                    uci.set_option("Skill Level", &max.to_string())?;
                }
                uci.set_option("UCI_LimitStrength", "true")?;
                uci.set_option("UCI_Elo", &elo.to_string())?;
            }
            Strength::Full => {
                if let Some((_, max)) = skill {
                    uci.set_option("Skill Level", &max.to_string())?;
                }
                if limits {
                    uci.set_option("UCI_LimitStrength", "false")?;
                }
            }
        }
        uci.ready()
    }

    /// The limit of one move at this strength: a beginner looks at a few hundred nodes at most.
    pub fn limit(self, uci: &Uci, limit: Limit) -> Limit {
        match (self.within(uci), limit) {
            (Strength::Beginner, Limit::Nodes(n)) => Limit::Nodes(n.min(BEGINNER_NODES)),
            (Strength::Beginner, _) => Limit::Nodes(BEGINNER_NODES),
            (_, limit) => limit,
        }
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
