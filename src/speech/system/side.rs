//! Where speech-dispatcher listens ([`socket`]), whether anything listens there ([`reachable`],
//! asked before a full reconnection is tried), and starting it where nothing does
//! ([`start_daemon`]).

use std::net::{TcpStream, ToSocketAddrs};
#[cfg(unix)]
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The daemon's Unix socket, where the worker's connection goes; `None` for an `inet_socket`
/// address or none at all.
pub fn socket() -> Option<PathBuf> {
    address()?.ok()
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

/// Whether something listens at the daemon's address (it may still hang); `None` if the address
/// is not known here.
pub fn reachable(timeout: Duration) -> Option<bool> {
    let connected = match address()? {
        #[cfg(unix)]
        Ok(path) => UnixStream::connect(&path).is_ok(),
        #[cfg(not(unix))]
        Ok(_) => return None,
        Err((host, port)) => (host.as_str(), port)
            .to_socket_addrs()
            .ok()
            .and_then(|mut addrs| addrs.next())
            .is_some_and(|addr| TcpStream::connect_timeout(&addr, timeout).is_ok()),
    };
    Some(connected)
}

/// Starts speech-dispatcher for `socket` as its client library does where nothing listens:
/// `SPEECHD_CMD` (else `speech-dispatcher`) with `--spawn`, which starts the daemon unless its
/// configuration forbids it (`DisableAutoSpawn`) and returns once it listens. Whether it did.
pub fn start_daemon(socket: &Path) -> bool {
    let program = std::env::var_os("SPEECHD_CMD")
        .filter(|c| !c.is_empty())
        .unwrap_or_else(|| "speech-dispatcher".into());
    Command::new(program)
        .args([
            "--spawn",
            "--communication-method",
            "unix_socket",
            "--socket-path",
        ])
        .arg(socket)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
