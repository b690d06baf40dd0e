//! A side of the board as the journal and the setup write it (`white`, `black`): below both,
//! so that the setup does not import the records it is one of.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

/// Also on the command line, where the German words are accepted too, as a German player says
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[serde(rename_all = "snake_case")]
pub enum Side {
    #[cfg_attr(feature = "clap", value(alias = "weiß", alias = "weiss"))]
    White,
    #[cfg_attr(feature = "clap", value(alias = "schwarz"))]
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}
