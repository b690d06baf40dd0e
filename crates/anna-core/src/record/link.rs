//! A record's place in the chain of a journal, as the journal's lines and the witness beside
//! them both name it: below both, so that neither imports the other.

/// A record's place in the chain: its sequence number and its check value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    pub seq: u64,
    pub check: u32,
}

/// Eight hex digits in lower case, as anna writes a check value: a digit in upper case (or a
/// sign, which `from_str_radix` would take) is a changed byte, not the same value.
pub(super) fn lower_hex(text: &str) -> Option<u32> {
    let exact = text.len() == 8 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    exact.then(|| u32::from_str_radix(text, 16).ok()).flatten()
}
