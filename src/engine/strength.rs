//! How well the engine plays: from a beginner (below the weakest Elo an engine offers) to its
//! full strength, set through the standard UCI options. The strength itself lives in the core
//! (`session::Strength`), which knows no engine; this trait gives it to a UCI engine.

use super::uci::{EngineError, Limit, Uci};
pub use crate::session::Strength;

/// The nodes a beginner's move may search: with `Skill Level 0` a few hundred nodes play
/// recognisable but weak chess, well below Stockfish's lowest `UCI_Elo`.
const BEGINNER_NODES: u64 = 400;

/// A strength as a UCI engine can give it.
pub trait EngineStrength: Sized {
    /// The strength the engine can give: an Elo below its range is a beginner, above it full.
    fn within(self, uci: &Uci) -> Strength;
    /// Sets the engine's options for this strength.
    fn configure(self, uci: &mut Uci) -> Result<(), EngineError>;
    /// The limit of one move at this strength: a beginner looks at a few hundred nodes at most.
    fn limit(self, uci: &Uci, limit: Limit) -> Limit;
}

impl EngineStrength for Strength {
    fn within(self, uci: &Uci) -> Strength {
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

    fn configure(self, uci: &mut Uci) -> Result<(), EngineError> {
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

    fn limit(self, uci: &Uci, limit: Limit) -> Limit {
        match (self.within(uci), limit) {
            (Strength::Beginner, Limit::Nodes(n)) => Limit::Nodes(n.min(BEGINNER_NODES)),
            (Strength::Beginner, _) => Limit::Nodes(BEGINNER_NODES),
            (_, limit) => limit,
        }
    }
}
