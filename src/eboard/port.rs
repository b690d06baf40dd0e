//! Where the sighted player's electronic board is: a serial port named, or `auto`, the first
//! board that answers. Read once, from the command line or the configuration file, into this
//! type; nothing compares the word `auto` afterwards.

use std::path::PathBuf;

/// The e-board's port as asked for.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(from = "String")]
pub enum Port {
    /// The first port that answers as a DGT board.
    Auto,
    /// This serial port (a device file, or a link to one).
    Path(PathBuf),
}

impl From<String> for Port {
    fn from(text: String) -> Port {
        match text.as_str() {
            "auto" => Port::Auto,
            _ => Port::Path(PathBuf::from(text)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_is_the_first_board_found_and_anything_else_a_path() {
        assert_eq!(Port::from("auto".to_string()), Port::Auto);
        assert_eq!(
            Port::from("/dev/ttyACM0".to_string()),
            Port::Path("/dev/ttyACM0".into())
        );
    }
}
