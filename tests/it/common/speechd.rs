//! A speech-dispatcher of a test's (or bench's) own, with espeak-ng, its configuration in the
//! given folder (`#[path = "common/speechd.rs"] mod speechd;`). The folder is its HOME, whose
//! `.asoundrc` the caller writes, and holds a `run` folder for `XDG_RUNTIME_DIR`. It is stopped
//! by its PID when dropped. Each user uses a part.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A speech-dispatcher of the caller's own, stopped by its PID when dropped.
pub struct Daemon {
    child: Child,
    socket: PathBuf,
}

impl Daemon {
    /// Starts speech-dispatcher with espeak-ng, listening at `socket`, with `dir` as its HOME,
    /// playing through `method` (`"alsa"` into the default device, or `"pulse"`) in
    /// `language`; waits until the socket exists.
    pub fn start(
        dir: &Path,
        socket: &Path,
        method: &str,
        language: &str,
    ) -> Result<Daemon, String> {
        let conf = dir.join("speechd");
        std::fs::create_dir_all(conf.join("modules"))
            .map_err(|e| format!("configuration folder: {e}"))?;
        std::fs::copy(
            "/etc/speech-dispatcher/modules/espeak-ng.conf",
            conf.join("modules/espeak-ng.conf"),
        )
        .map_err(|e| format!("espeak-ng.conf of speech-dispatcher-espeak-ng: {e}"))?;
        std::fs::write(
            conf.join("speechd.conf"),
            format!(
                "LogLevel 3\nLogDir \"default\"\nAudioOutputMethod \"{method}\"\n\
                 AudioALSADevice \"default\"\n\
                 AddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\n\
                 DefaultModule espeak-ng\nDefaultLanguage \"{language}\"\n"
            ),
        )
        .map_err(|e| format!("speechd.conf: {e}"))?;
        let mut command = Command::new("speech-dispatcher");
        command
            .args(["-s", "-C"])
            .arg(&conf)
            .args(["-c", "unix_socket", "-S"])
            .arg(socket)
            .args(["-t", "0", "-P"])
            .arg(dir.join("speechd.pid"))
            .env_remove("SPEECHD_ADDRESS");
        let child = in_home(&mut command, dir)
            .spawn()
            .map_err(|e| format!("speech-dispatcher: {e}"))?;
        let daemon = Daemon {
            child,
            socket: socket.to_path_buf(),
        };
        let deadline = Instant::now() + Duration::from_secs(5);
        while !daemon.socket.exists() {
            if Instant::now() > deadline {
                return Err("speech-dispatcher did not start".into());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        Ok(daemon)
    }

    /// The daemon's address for `SPEECHD_ADDRESS`.
    pub fn address(&self) -> String {
        format!("unix_socket:{}", self.socket.display())
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// The daemon's own processes (its output modules), by their parent's PID.
    pub fn children(&self) -> Vec<u32> {
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        entries
            .flatten()
            .filter_map(|entry| {
                let pid = entry.file_name().to_string_lossy().parse::<u32>().ok()?;
                let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
                // pid (comm) state ppid …: the name may hold spaces, so read after the last ')'.
                let ppid = stat
                    .rsplit_once(')')?
                    .1
                    .split_whitespace()
                    .nth(1)?
                    .parse::<u32>()
                    .ok()?;
                (ppid == self.pid()).then_some(pid)
            })
            .collect()
    }
}

/// `command` run with `dir` as its HOME (its `.asoundrc`, not `ALSA_CONFIG_PATH`) and `run` in
/// it as `XDG_RUNTIME_DIR`, as the daemon is, its standard streams null.
pub fn in_home<'a>(command: &'a mut Command, dir: &Path) -> &'a mut Command {
    command
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env_remove("ALSA_CONFIG_PATH")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
}

/// The capture files in `dir` (`capture.raw`, `capture.raw.0001`, …) in order: an `.asoundrc`
/// with `truncate false` writes a new one at each opening of the device.
pub fn capture_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name()
                        .is_some_and(|n| n.to_string_lossy().starts_with("capture.raw"))
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// Sends `sig` (`"-TERM"`, `"-STOP"`, …) to `pid` with `kill`, ignoring failures.
pub fn signal(pid: u32, sig: &str) {
    let _ = Command::new("kill")
        .args([sig, &pid.to_string()])
        .stderr(Stdio::null())
        .status();
}

impl Drop for Daemon {
    /// SIGCONT (it may have been stopped) and SIGTERM, then SIGKILL if it hangs (it does with
    /// no audio output), and its modules.
    fn drop(&mut self) {
        let modules = self.children();
        signal(self.pid(), "-CONT");
        signal(self.pid(), "-TERM");
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
        for pid in modules {
            signal(pid, "-KILL");
        }
    }
}
