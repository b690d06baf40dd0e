//! Why a file could not be read or written, in words a player understands: the system's own
//! error text is English and technical, so the common kinds get a sentence of their own.

use std::io::{Error, ErrorKind};

use super::Message;

pub fn io_reason(e: &Error) -> Message {
    io_kind_reason(e.kind())
}

/// [`io_reason`] for an error kept by its kind (errors that must be compared or cloned).
pub fn io_kind_reason(kind: ErrorKind) -> Message {
    Message::new(match kind {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded | ErrorKind::FileTooLarge => "io-full",
        ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => "io-permission",
        ErrorKind::NotFound => "io-not-found",
        ErrorKind::InvalidData => "io-invalid-data",
        _ => "io-other",
    })
}
