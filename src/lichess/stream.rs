//! NDJSON streams as Lichess sends them: one JSON object a line, empty lines to keep the
//! connection alive. A line that does not read is the server's fault, not the game's: it is
//! reported and skipped, and the stream goes on.

use std::io::{BufRead, BufReader, Read};

use serde::de::DeserializeOwned;

/// The longest line read; a longer one is cut there and does not read.
const LONGEST_LINE: u64 = 64 * 1024;

/// What one line brought.
#[derive(Debug, PartialEq, Eq)]
pub enum Line<T> {
    News(T),
    /// A line that is no news anna knows (its text is not kept: it may hold anything).
    Malformed,
    /// The empty line Lichess sends every 7 seconds: the connection is alive.
    KeepAlive,
}

/// The lines of a stream, read as they come.
pub struct Lines<R> {
    reader: BufReader<R>,
}

impl<R: Read> Lines<R> {
    pub fn new(reader: R) -> Lines<R> {
        Lines {
            reader: BufReader::new(reader),
        }
    }

    /// The next line with something in it; `None` when the stream has ended or broken.
    pub fn next_line<T: DeserializeOwned>(&mut self) -> Option<Line<T>> {
        loop {
            match self.next_or_keep_alive()? {
                Line::KeepAlive => continue,
                line => return Some(line),
            }
        }
    }

    /// The next line, a keep-alive line too (for a reader that watches the connection's
    /// liveness); `None` when the stream has ended or broken.
    pub fn next_or_keep_alive<T: DeserializeOwned>(&mut self) -> Option<Line<T>> {
        let mut text = String::new();
        let read = (&mut self.reader)
            .take(LONGEST_LINE)
            .read_line(&mut text)
            .ok()?;
        if read == 0 {
            return None;
        }
        let text = text.trim();
        if text.is_empty() {
            return Some(Line::KeepAlive);
        }
        Some(match serde_json::from_str(text) {
            Ok(news) => Line::News(news),
            Err(_) => Line::Malformed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug, PartialEq, Eq)]
    struct N {
        n: u32,
    }

    #[test]
    fn keep_alive_lines_are_skipped_and_a_bad_line_does_not_end_the_stream() {
        let text = "\n{\"n\":1}\n\n\nnot json\n{\"n\":2}\n";
        let mut lines = Lines::new(text.as_bytes());
        assert_eq!(lines.next_line::<N>(), Some(Line::News(N { n: 1 })));
        assert_eq!(lines.next_line::<N>(), Some(Line::Malformed));
        assert_eq!(lines.next_line::<N>(), Some(Line::News(N { n: 2 })));
        assert_eq!(lines.next_line::<N>(), None);
        let mut lines = Lines::new(text.as_bytes());
        assert_eq!(lines.next_or_keep_alive::<N>(), Some(Line::KeepAlive));
        assert_eq!(
            lines.next_or_keep_alive::<N>(),
            Some(Line::News(N { n: 1 }))
        );
    }
}
