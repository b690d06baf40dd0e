//! Plain SSIP connections to the daemon `tts` talks to, for what `tts` cannot do:
//!
//! - [`SettingsConnection`] sets the language and voice of the `tts` connection in
//!   milliseconds, where `tts` would list 13,000 voices first (see the module documentation of
//!   [`super`]);
//! - [`Watch`] learns at once that the daemon is gone: it blocks in a read of a connection of its
//!   own, on which the daemon never sends anything unasked, so the read only returns when the
//!   connection closes. No timer, no polling: an idle game costs no wake-ups;
//! - [`reachable`] tells whether anything listens at the address, before a full reconnection is
//!   tried.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
#[cfg(unix)]
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

enum Stream {
    #[cfg(unix)]
    Unix(UnixStream),
    Tcp(TcpStream),
}

impl Stream {
    fn try_clone(&self) -> std::io::Result<Stream> {
        Ok(match self {
            #[cfg(unix)]
            Stream::Unix(s) => Stream::Unix(s.try_clone()?),
            Stream::Tcp(s) => Stream::Tcp(s.try_clone()?),
        })
    }

    fn shutdown(&self) {
        let _ = match self {
            #[cfg(unix)]
            Stream::Unix(s) => s.shutdown(Shutdown::Both),
            Stream::Tcp(s) => s.shutdown(Shutdown::Both),
        };
    }

    /// Reads and writes give up after `timeout`; `None`: a read waits for ever.
    fn set_timeouts(&self, timeout: Option<Duration>) -> std::io::Result<()> {
        match self {
            #[cfg(unix)]
            Stream::Unix(s) => {
                s.set_read_timeout(timeout)?;
                s.set_write_timeout(timeout)
            }
            Stream::Tcp(s) => {
                s.set_read_timeout(timeout)?;
                s.set_write_timeout(timeout)
            }
        }
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            #[cfg(unix)]
            Stream::Unix(s) => s.read(buf),
            Stream::Tcp(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            #[cfg(unix)]
            Stream::Unix(s) => s.write(buf),
            Stream::Tcp(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            #[cfg(unix)]
            Stream::Unix(s) => s.flush(),
            Stream::Tcp(s) => s.flush(),
        }
    }
}

/// Where speech-dispatcher listens, as its client library finds it: `SPEECHD_ADDRESS`
/// (`unix_socket:PATH`, `inet_socket:HOST:PORT`) or the user's runtime directory.
fn address() -> Option<Result<PathBuf, (String, u16)>> {
    let default_socket = || {
        let runtime = std::env::var_os("XDG_RUNTIME_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| {
                std::env::var_os("XDG_CACHE_HOME")
                    .filter(|v| !v.is_empty())
                    .map(PathBuf::from)
            })
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
        Some(runtime.join("speech-dispatcher/speechd.sock"))
    };
    let Some(address) = std::env::var("SPEECHD_ADDRESS")
        .ok()
        .filter(|a| !a.is_empty())
    else {
        return default_socket().map(Ok);
    };
    let mut parts = address.splitn(2, ':');
    match (parts.next(), parts.next()) {
        (Some("unix_socket"), Some(path)) if !path.is_empty() => Some(Ok(PathBuf::from(path))),
        (Some("unix_socket"), _) => default_socket().map(Ok),
        (Some("inet_socket"), rest) => {
            let rest = rest.unwrap_or("");
            let (host, port) = match rest.rsplit_once(':') {
                Some((h, p)) => (h.to_string(), p.parse().ok()?),
                None if rest.is_empty() => ("127.0.0.1".to_string(), 6560),
                None => (rest.to_string(), 6560),
            };
            Some(Err((host, port)))
        }
        _ => None,
    }
}

/// A connection to the daemon, its reads and writes giving up after `timeout`. `None`: the
/// address is not one this module understands.
fn connect(timeout: Duration) -> Option<std::io::Result<Stream>> {
    let stream = match address()? {
        #[cfg(unix)]
        Ok(path) => UnixStream::connect(&path).map(Stream::Unix),
        #[cfg(not(unix))]
        Ok(_) => return None,
        Err((host, port)) => (host.as_str(), port)
            .to_socket_addrs()
            .and_then(|mut addrs| {
                addrs
                    .next()
                    .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::NotFound))
            })
            .and_then(|addr| TcpStream::connect_timeout(&addr, timeout))
            .map(Stream::Tcp),
    };
    Some(stream.and_then(|s| s.set_timeouts(Some(timeout)).map(|()| s)))
}

/// Whether something listens at the daemon's address (it may still hang); `None` if the address
/// is not known here.
pub fn reachable(timeout: Duration) -> Option<bool> {
    connect(timeout).map(|c| c.is_ok())
}

pub struct SettingsConnection {
    conn: BufReader<Stream>,
    /// This connection's own client id.
    pub own_id: u64,
    /// The client id of the `tts` connection, once confirmed.
    pub target: Option<u64>,
}

impl SettingsConnection {
    pub fn open(timeout: Duration) -> Result<SettingsConnection, String> {
        let stream = connect(timeout)
            .ok_or("SPEECHD_ADDRESS")?
            .map_err(|e| e.to_string())?;
        let mut side = SettingsConnection {
            conn: BufReader::new(stream),
            own_id: 0,
            target: None,
        };
        side.command("SET SELF CLIENT_NAME anna:anna:settings")?;
        let id = side.command("HISTORY GET CLIENT_ID")?;
        side.own_id = id
            .first()
            .and_then(|l| l.trim().parse().ok())
            .ok_or("CLIENT_ID")?;
        Ok(side)
    }

    /// Sends one command and reads its reply: the data lines of a 2xx answer, or the error.
    pub fn command(&mut self, line: &str) -> Result<Vec<String>, String> {
        let stream = self.conn.get_mut();
        stream
            .write_all(format!("{line}\r\n").as_bytes())
            .and_then(|_| stream.flush())
            .map_err(|e| e.to_string())?;
        let mut data = Vec::new();
        loop {
            let mut reply = String::new();
            let n = self.conn.read_line(&mut reply).map_err(|e| e.to_string())?;
            if n == 0 {
                return Err("connection closed".to_string());
            }
            let reply = reply.trim_end();
            if reply.len() < 4 {
                return Err(reply.to_string());
            }
            let (code, rest) = reply.split_at(3);
            if let Some(d) = rest.strip_prefix('-') {
                data.push(d.to_string());
                continue;
            }
            return if code.starts_with('2') {
                Ok(data)
            } else {
                Err(reply.to_string())
            };
        }
    }
}

/// A connection that only waits for the daemon to close it (see the module documentation).
pub struct Watch {
    stream: Stream,
    stopped: Arc<AtomicBool>,
}

impl Watch {
    /// Opens the connection and a thread blocked in reading it, which calls `gone` once when the
    /// connection closes, unless [`Watch::stop`] came first. `None` if it cannot be opened.
    pub fn open(timeout: Duration, gone: impl FnOnce() + Send + 'static) -> Option<Watch> {
        let stream = connect(timeout)?.ok()?;
        // Named, so that the daemon's log tells it from the speech.
        let mut named = BufReader::new(stream);
        let hello = b"SET SELF CLIENT_NAME anna:anna:watch\r\n";
        named.get_mut().write_all(hello).ok()?;
        let mut reply = String::new();
        named.read_line(&mut reply).ok()?;
        let stream = named.into_inner();
        stream.set_timeouts(None).ok()?;
        let mut reader = stream.try_clone().ok()?;
        let stopped = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stopped);
        std::thread::Builder::new()
            .name("anna-speech-watch".to_string())
            .spawn(move || {
                let mut buf = [0u8; 256];
                loop {
                    match reader.read(&mut buf) {
                        Ok(0) => break,
                        Ok(_) => continue,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        Err(_) => break,
                    }
                }
                if !stopping.load(Ordering::SeqCst) {
                    gone();
                }
            })
            .ok()?;
        Some(Watch { stream, stopped })
    }

    /// Ends the watch without calling `gone`: the connection is no longer in use.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        self.stream.shutdown();
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.stop();
    }
}
