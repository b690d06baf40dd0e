//! The log for whoever has to help afterwards: `$XDG_STATE_HOME/anna/anna.log`
//! (`~/.local/state/anna/anna.log`). Devices starting, failing and coming back, fallbacks,
//! journal problems and faults are written there with their time, never to the player's
//! screen; `anna --debug` also writes them to standard error. The file is kept small: one that
//! has grown past 1 MiB is moved to `anna.log.1` (the one before is dropped) when anna starts,
//! and one run writes at most 4 MiB. Something at the log's name that is not a regular file
//! (a FIFO, a device, a link) is not written to: anna then runs without a log.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::PathBuf;
use std::sync::Mutex;

/// Past this size the log is moved aside when anna starts.
const KEEP: u64 = 1 << 20;
/// What one run may write.
const PER_RUN: u64 = 4 << 20;

/// Where the log is.
pub fn path() -> Option<PathBuf> {
    xdg::BaseDirectories::with_prefix("anna")
        .get_state_home()
        .map(|d| d.join("anna.log"))
}

/// The log file, appended to, with a cap on what one run writes; and standard error too with
/// `--debug`.
struct Sink {
    file: Option<File>,
    written: u64,
    debug: bool,
}

/// The sink as each log line gets it.
struct Shared(&'static Mutex<Sink>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let Ok(mut sink) = self.0.lock() else {
            return Ok(buf.len());
        };
        if sink.debug {
            let _ = io::stderr().write_all(buf);
        }
        if sink.written + buf.len() as u64 <= PER_RUN
            && let Some(file) = &mut sink.file
            && file.write_all(buf).is_ok()
        {
            sink.written += buf.len() as u64;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Starts the log. A log that cannot be opened (no home, a read-only disk) is no reason to
/// stop a game: anna then runs without one.
pub fn start(debug: bool) {
    let file = path().and_then(|path| {
        std::fs::create_dir_all(path.parent()?).ok()?;
        match std::fs::symlink_metadata(&path) {
            // Opening a FIFO would wait for a reader, for ever.
            Ok(meta) if !meta.is_file() => return None,
            Ok(meta) if meta.len() > KEEP => {
                let _ = std::fs::rename(&path, path.with_extension("log.1"));
            }
            _ => {}
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY)
            .open(&path)
            .ok()?;
        // Swapped for something else between the look and the opening: not written to.
        file.metadata().ok()?.is_file().then_some(file)
    });
    let sink: &'static Mutex<Sink> = Box::leak(Box::new(Mutex::new(Sink {
        file,
        written: 0,
        debug,
    })));
    let _ = tracing_subscriber::fmt()
        .with_writer(move || Shared(sink))
        .with_ansi(false)
        .with_target(false)
        .with_max_level(if debug {
            tracing::Level::DEBUG
        } else {
            tracing::Level::INFO
        })
        .try_init();
}
