//! How a move is put into words (announcements.md, "Options").

use serde::{Deserialize, Serialize};
use shakmaty::{Color, Rank};

/// When the square a piece comes from is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Only where SAN needs it to tell two pieces apart.
    #[default]
    Ambiguous,
    /// Always, for a listener who replays the move on a tactile board.
    Always,
}

crate::value_words::value_words!(Origin { Ambiguous = "ambiguous", Always = "always" });

/// The choices a player or arbiter makes about the spoken form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct AnnounceOptions {
    /// "Bauer Eva vier" (on) or the British "Eva vier" (off).
    pub pawn_name: bool,
    pub origin: Origin,
    /// "Läufer schlägt Springer Cesar vier": name the piece taken.
    pub captured_piece: bool,
    /// Whose side rank one is on when ranks are spoken (D.2.1: White's unless the arbiter
    /// decides otherwise).
    #[serde(with = "color_name")]
    pub rank_orientation: Color,
}

impl Default for AnnounceOptions {
    fn default() -> Self {
        AnnounceOptions {
            pawn_name: true,
            origin: Origin::Ambiguous,
            captured_piece: false,
            rank_orientation: Color::White,
        }
    }
}

impl AnnounceOptions {
    /// A board rank as spoken under the orientation, and back: the mapping is its own inverse.
    pub fn orient(&self, rank: Rank) -> Rank {
        match self.rank_orientation {
            Color::White => rank,
            Color::Black => rank.flip_vertical(),
        }
    }
}

mod color_name {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(color: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(if color.is_white() { "white" } else { "black" })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let name = String::deserialize(d)?;
        match name.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::unknown_variant(
                other,
                &["white", "black"],
            )),
        }
    }
}
