//! A paced sound device for the benches (`#[path = "support/paced.rs"] mod paced;`): ALSA's
//! `file` plugin writing 22,050 Hz mono S16 into a FIFO that the bench reads as a sound card
//! plays, 10 ms every 10 ms. The FIFO's size is the device's buffer: a program may write that
//! far ahead of what is heard, as into a sound server's deep buffer.

use std::io::Read;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Bytes a second: 22,050 frames of one S16 sample.
const BYTES_PER_SECOND: usize = 44_100;
/// What the reader takes every 10 ms.
const TICK_BYTES: usize = BYTES_PER_SECOND / 100;
/// How long a program may take before it is given up.
const LIMIT: Duration = Duration::from_secs(20);

/// The ALSA configuration whose default device plays into `fifo` (made here if missing).
pub fn config(fifo: &Path) -> String {
    if !fifo.exists() {
        let _ = Command::new("mkfifo").arg(fifo).status();
    }
    format!(
        "pcm.!default {{ type plug; slave {{ pcm \"paced\"; format S16_LE; rate 22050; \
         channels 1 }} }}\npcm.paced {{ type file; slave.pcm \"null\"; file \"{}\"; \
         format \"raw\" }}\n",
        fifo.display()
    )
}

/// What was heard of one program: from its start to its first sound, and from its first
/// sound to its last, in milliseconds of the device's clock.
pub struct Heard {
    pub first_ms: f64,
    pub span_ms: f64,
}

/// Runs `command` (its default ALSA device playing into `fifo`) while reading the FIFO at the
/// real rate with a buffer of `buffer` bytes; `None` if nothing was heard.
pub fn heard(command: &mut Command, fifo: &Path, buffer: usize) -> Option<Heard> {
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(fifo)
        .ok()?;
    {
        use std::os::fd::AsRawFd;
        // SAFETY: a valid descriptor of a FIFO; the call only sets its capacity.
        unsafe { libc::fcntl(file.as_raw_fd(), libc::F_SETPIPE_SZ, buffer as libc::c_int) };
    }
    let started = Instant::now();
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut bytes = Vec::new();
    let mut first_ms = None;
    let mut buf = [0u8; TICK_BYTES];
    let mut exited = false;
    // Bytes the card may take now: earned at the real rate, at most 10 ms of them, so that a
    // card left idle plays what comes at once and then no faster than real time.
    let (mut credit, mut last) = (0.0f64, started);
    while started.elapsed() < LIMIT {
        let now = Instant::now();
        credit =
            (credit + (now - last).as_secs_f64() * BYTES_PER_SECOND as f64).min(TICK_BYTES as f64);
        last = now;
        let want = (credit as usize) & !1;
        let n = if want == 0 {
            0
        } else {
            file.read(&mut buf[..want]).unwrap_or(0)
        };
        credit -= n as f64;
        if first_ms.is_none() && buf[..n].chunks_exact(2).any(|s| s != [0, 0]) {
            first_ms = Some(started.elapsed().as_secs_f64() * 1000.0);
        }
        bytes.extend_from_slice(&buf[..n]);
        if !exited && child.try_wait().ok().flatten().is_some() {
            exited = true;
        } else if exited && n == 0 && want > 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let _ = child.kill();
    let _ = child.wait();
    let loud: Vec<usize> = bytes
        .chunks_exact(2)
        .enumerate()
        .filter(|(_, s)| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 32)
        .map(|(i, _)| i)
        .collect();
    let (first, last) = (loud.first()?, loud.last()?);
    Some(Heard {
        first_ms: first_ms?,
        span_ms: (last - first) as f64 * 1000.0 / 22_050.0,
    })
}
