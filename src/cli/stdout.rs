//! Standard output as the program writes it: what is written goes out when it ends a line or
//! when it is flushed, in ONE write.
//!
//! Rust's own `io::stdout()` splits a write at its last line end: "12. … (e5)\n13. Weiß> " leaves
//! as two writes, so a reader (a screen reader's terminal, a script waiting for the prompt)
//! wakes on the line, finds no prompt and sleeps again (issue 43: a typed move to its prompt took
//! twice the time of its journal's sync). Here a write that ends a line goes out at once, as
//! before, and one that does not (a prompt) waits for the flush that follows it.

use std::io::{self, Write};

/// Where the bytes go: a second descriptor on standard output, written without a buffer of
/// its own; Rust's standard output if there is none.
enum Sink {
    Raw(std::fs::File),
    Std(io::Stdout),
}

/// Writes whole lines, and what a flush ends, each in one write to `inner`.
pub struct Lines<W: Write> {
    inner: W,
    held: Vec<u8>,
}

impl<W: Write> Lines<W> {
    pub fn new(inner: W) -> Self {
        Lines {
            inner,
            held: Vec::new(),
        }
    }

    fn send(&mut self) -> io::Result<()> {
        if self.held.is_empty() {
            return Ok(());
        }
        let result = self.inner.write_all(&self.held);
        self.held.clear();
        result
    }
}

impl<W: Write> Write for Lines<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.held.extend_from_slice(buf);
        if buf.last() == Some(&b'\n') {
            self.send()?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send()?;
        self.inner.flush()
    }
}

impl<W: Write> Drop for Lines<W> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Sink::Raw(file) => file.write(buf),
            Sink::Std(out) => out.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Sink::Raw(file) => file.flush(),
            Sink::Std(out) => out.flush(),
        }
    }
}

/// The program's standard output, each line and each flushed prompt in one write.
pub fn stdout() -> impl Write {
    use std::os::fd::AsFd;
    let sink = match io::stdout().as_fd().try_clone_to_owned() {
        Ok(fd) => Sink::Raw(std::fs::File::from(fd)),
        Err(_) => Sink::Std(io::stdout()),
    };
    Lines::new(sink)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every write call it gets, as it got it.
    #[derive(Default)]
    struct Calls(Vec<Vec<u8>>);

    impl Write for Calls {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.push(buf.to_vec());
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_line_and_the_prompt_after_it_leave_in_one_write_at_the_flush() {
        let mut out = Lines::new(Calls::default());
        out.write_all(b"1. e4\n2. Weiss> ").unwrap();
        assert!(out.inner.0.is_empty(), "the prompt waits for its flush");
        out.flush().unwrap();
        assert_eq!(out.inner.0, vec![b"1. e4\n2. Weiss> ".to_vec()]);
    }

    #[test]
    fn a_line_leaves_at_once_and_whole() {
        let mut out = Lines::new(Calls::default());
        let number = "1.";
        write!(out, "{number} e4").unwrap();
        writeln!(out).unwrap();
        assert_eq!(out.inner.0, vec![b"1. e4\n".to_vec()]);
    }
}
