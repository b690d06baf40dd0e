//! A typed line, read with a cap: a line of hundreds of megabytes (a file piped by mistake, a
//! runaway script) is refused in words instead of being held in memory to the end.

use std::io::{self, BufRead};

use crate::message::Message;

/// The longest line read, in bytes: far more than any move or command, small enough to hold.
pub const MAX_LINE_BYTES: usize = 4096;

/// What one read of a line gives.
#[derive(Debug, PartialEq, Eq)]
pub enum TypedLine {
    /// The line's bytes, without its line break.
    Line(Vec<u8>),
    /// A line longer than [`MAX_LINE_BYTES`]: read to its end and dropped.
    TooLong,
    /// The input has ended.
    End,
}

/// The refusal of a line longer than [`MAX_LINE_BYTES`].
pub fn too_long() -> Message {
    Message::new("line-too-long").with("limit", MAX_LINE_BYTES)
}

/// The next line of `input`; never more than [`MAX_LINE_BYTES`] (and its line break) held.
pub fn read_typed_line(input: &mut dyn BufRead) -> io::Result<TypedLine> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(match (too_long, line.is_empty()) {
                (true, _) => TypedLine::TooLong,
                (false, true) => TypedLine::End,
                (false, false) => TypedLine::Line(line),
            });
        }
        let (len, ended) = match buf.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (buf.len(), false),
        };
        // Room for the line break ("\r\n") beyond the cap.
        if too_long || line.len() + len > MAX_LINE_BYTES + 2 {
            too_long = true;
            line = Vec::new();
        } else {
            line.extend_from_slice(&buf[..len]);
        }
        input.consume(len);
        if ended {
            while line.last().is_some_and(|b| matches!(b, b'\n' | b'\r')) {
                line.pop();
            }
            return Ok(match too_long || line.len() > MAX_LINE_BYTES {
                true => TypedLine::TooLong,
                false => TypedLine::Line(line),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_over_the_cap_is_refused_and_the_next_one_read() {
        let long = "x".repeat(MAX_LINE_BYTES + 1);
        let exact = "y".repeat(MAX_LINE_BYTES);
        let text = format!("e4\r\n{long}\n{exact}\nd5");
        let mut input = io::BufReader::with_capacity(16, text.as_bytes());
        let mut read = || read_typed_line(&mut input).unwrap_or(TypedLine::End);
        assert_eq!(read(), TypedLine::Line(b"e4".to_vec()));
        assert_eq!(read(), TypedLine::TooLong);
        assert_eq!(read(), TypedLine::Line(exact.into_bytes()));
        assert_eq!(read(), TypedLine::Line(b"d5".to_vec()));
        assert_eq!(read(), TypedLine::End);
    }
}
