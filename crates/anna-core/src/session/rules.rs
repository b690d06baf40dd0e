//! The options of a game that its journal records as they were given, each defined once: the
//! command line reads them (clap, with the `clap` feature the binary turns on), the
//! configuration file reads [`Rules`] (not [`Seating`]: who sits at the board is said for each
//! game), and [`Setup`](super::Setup) flattens both, so that the journal keeps each under its
//! own key as it always did. Merged layer over layer by [`Or`](crate::layers::Or). A new
//! option the journal records is its field here and its one use.

use serde::{Deserialize, Serialize, Serializer};

use super::side::Side;

crate::merged_options! {
/// How the game is played: the competition's rules and what the set-up asks of the session.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[serde(default)]
pub struct Rules {
    /// A tournament game: no take-backs, no attack or legal-move answers (Article 11.3).
    #[cfg_attr(feature = "clap", arg(long))]
    pub tournament: bool,
    /// Rapid and blitz: full (A.3/B.3) or partial (A.4/B.4) supervision [default: partial].
    // None said: partial, as most events play (`Setup::supervision`); unused in standard games.
    #[cfg_attr(feature = "clap", arg(long, value_enum))]
    pub supervision: Option<Supervision>,
    /// Rapid and blitz under partial supervision: penalty (7.5.5, the English text of A.4.2) or
    /// loss (the first illegal move loses, as the Arabic translation prints A.4.2)
    /// [default: penalty].
    // The journal records the rule that applied, also when none was said.
    #[cfg_attr(feature = "clap", arg(long, value_enum))]
    #[serde(serialize_with = "resolved")]
    pub illegal_move_rule: Option<IllegalMoveRule>,
}
}

crate::merged_options! {
/// Who sits at the board (Appendix D): the blind player, the assistant, who types which moves.
/// Said on the command line for each game, never by the configuration file.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::Args))]
#[serde(default)]
pub struct Seating {
    /// The blind or visually impaired player's colour (Appendix D).
    #[cfg_attr(feature = "clap", arg(long, value_enum))]
    pub blind: Option<Side>,
    /// An assistant at the board: the blind player's (D.2.10) or the sighted player's (D.2.11).
    // The journal records `none` when there is none.
    #[cfg_attr(feature = "clap", arg(long, value_enum))]
    #[serde(serialize_with = "resolved")]
    pub assistant: Option<Assistant>,
    /// The sighted opponent is deaf: an assistant is required (D.2.11).
    #[cfg_attr(feature = "clap", arg(long))]
    pub deaf_opponent: bool,
    /// Who types White's moves: the blind player, the assistant, or the sighted player.
    #[cfg_attr(feature = "clap", arg(long, value_enum))]
    pub white_enters: Option<Enterer>,
    /// Who types Black's moves.
    #[cfg_attr(feature = "clap", arg(long, value_enum))]
    pub black_enters: Option<Enterer>,
}
}

impl Rules {
    /// The rule for an illegal move that applies: the one said, else the default.
    pub fn illegal_move_rule(&self) -> IllegalMoveRule {
        self.illegal_move_rule.unwrap_or_default()
    }
}

impl Seating {
    /// The assistant at the board; none unless said.
    pub fn assistant(&self) -> Assistant {
        self.assistant.unwrap_or_default()
    }
}

/// Two sets of options are the same when the journal writes them the same: a rule nobody chose
/// is the rule that applied, as a journal read back states it.
macro_rules! same_when_written {
    ($($name:ident),*) => {$(
        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                serde_json::to_value(self).ok() == serde_json::to_value(other).ok()
            }
        }

        impl Eq for $name {}
    )*};
}

same_when_written!(Rules, Seating);

/// A choice written into the journal as the value that applies, the default where none was
/// said: an arbiter reads the rule the game was played by, and a later default does not
/// change an old game.
fn resolved<T: Default + Copy + Serialize, S: Serializer>(
    value: &Option<T>,
    to: S,
) -> Result<S::Ok, S::Error> {
    value.unwrap_or_default().serialize(to)
}

/// A.3/B.3 (an arbiter on every game or three) or A.4/B.4 (fewer arbiters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "snake_case")]
pub enum Supervision {
    /// The Competition Rules in full (A.3, B.3).
    Full,
    /// A.4 and B.4: an illegal move is dealt with only before the opponent's next move.
    #[default]
    Partial,
}

/// A.4.2 as the authentic English text of 2018 says it, or as the Arabic translation prints it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "snake_case")]
pub enum IllegalMoveRule {
    /// 7.5.5: two minutes to the opponent (one in blitz); the second loses.
    #[default]
    Penalty,
    /// The first completed illegal move loses; a draw if the opponent cannot mate.
    Loss,
}

/// Who enters a side's moves at the keyboard (or the braille display).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Enterer {
    /// The blind or visually impaired player.
    Blind,
    /// The assistant (D.2.10.1, D.2.10.2).
    Assistant,
    /// The sighted player, at the same keyboard.
    Sighted,
}

/// The assistant at the board, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Assistant {
    #[default]
    None,
    /// The blind player's assistant: all duties of D.2.10.
    Blind,
    /// The sighted player's assistant: moves and announcements only (D.2.11).
    Sighted,
}

crate::value_words::value_words!(Enterer { Blind = "blind", Assistant = "assistant", Sighted = "sighted" });
crate::value_words::value_words!(Assistant { None = "none", Blind = "blind", Sighted = "sighted" });
