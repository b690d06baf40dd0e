//! The files a user names (a PGN, a score sheet, the configuration, a vocabulary, a language
//! file, a voice pack's manifest) are read only if they are regular files of a sane size: a FIFO
//! or a device (`/dev/zero`) would hang the program or fill its memory. The check comes before
//! the file is opened, since opening a FIFO waits for a writer.

use std::io::Read;
use std::path::Path;

use crate::message::{Arg, Message, io_reason};

/// More than any file a user hands anna: a PGN collection of many thousand games.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Why a named file was not read.
#[derive(Debug)]
pub enum InputError {
    Io(std::io::Error),
    /// A directory, a FIFO, a device, a socket.
    NotAFile,
    /// Larger than `limit` bytes.
    TooLarge {
        limit: u64,
    },
}

impl InputError {
    /// The refusal, naming the file.
    pub fn message(&self, path: &Path) -> Message {
        let path = Arg::Text(path.display().to_string());
        match self {
            InputError::Io(e) => Message::new("file-unreadable")
                .with("path", path)
                .with("reason", io_reason(e)),
            InputError::NotAFile => Message::new("file-not-regular").with("path", path),
            InputError::TooLarge { limit } => Message::new("file-too-large")
                .with("path", path)
                .with("megabytes", limit / (1 << 20)),
        }
    }
}

/// The bytes of a regular file of at most `limit` bytes.
pub fn read_input(path: &Path, limit: u64) -> Result<Vec<u8>, InputError> {
    let meta = std::fs::metadata(path).map_err(InputError::Io)?;
    if !meta.is_file() {
        return Err(InputError::NotAFile);
    }
    if meta.len() > limit {
        return Err(InputError::TooLarge { limit });
    }
    let mut bytes = Vec::new();
    // A file that grows while it is read is cut at the limit, and refused.
    std::fs::File::open(path)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(InputError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge { limit });
    }
    Ok(bytes)
}

/// [`read_input`] as text; bytes that are not UTF-8 are an error of the file's data.
pub fn read_input_text(path: &Path, limit: u64) -> Result<String, InputError> {
    let bytes = read_input(path, limit)?;
    String::from_utf8(bytes)
        .map_err(|_| InputError::Io(std::io::Error::from(std::io::ErrorKind::InvalidData)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_and_folders_are_refused_without_being_read() {
        assert!(matches!(
            read_input(Path::new("/dev/zero"), MAX_INPUT_BYTES),
            Err(InputError::NotAFile)
        ));
        assert!(matches!(
            read_input(Path::new("/"), MAX_INPUT_BYTES),
            Err(InputError::NotAFile)
        ));
        let file = std::env::temp_dir().join(format!("anna-files-{}", std::process::id()));
        std::fs::write(&file, "0123456789").unwrap();
        assert!(matches!(
            read_input(&file, 5),
            Err(InputError::TooLarge { limit: 5 })
        ));
        assert_eq!(read_input(&file, 10).unwrap(), b"0123456789");
        let _ = std::fs::remove_file(file);
    }
}
