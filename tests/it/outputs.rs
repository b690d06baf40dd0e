//! One way out, quietly: each message once on the terminal, nothing said about devices nobody
//! has, and a speech daemon that dies mid-game reported at once and used again when it returns.

use crate::common::alsa;
use crate::common::speechd;
use crate::common::temp::TempDir;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// The test's folder, with `data`, `config` and `run` in it.
fn temp(test: &str) -> TempDir {
    let dir = TempDir::new("outputs", test);
    for sub in ["data", "config", "run"] {
        std::fs::create_dir_all(dir.0.join(sub)).expect("temp dir");
    }
    dir
}

/// anna with this test's folders and no sound card or BRLTTY of the machine's.
fn anna(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_anna"));
    cmd.args(args)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("ALSA_CONFIG_PATH")
        .env_remove("SPEECHD_ADDRESS")
        .env("BRLAPI_HOST", "127.0.0.1:97")
        .env("BRLAPI_AUTH", "none");
    cmd
}

/// Standard output and standard error of a whole run, in one text.
fn run(dir: &Path, args: &[&str], input: &str) -> String {
    let mut child = anna(dir, args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("anna starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("typed");
    let out = child.wait_with_output().expect("anna ends");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The messages of a run: each line with the prompts taken off.
fn messages(text: &str) -> Vec<String> {
    text.lines()
        .flat_map(|l| l.split("> ").last())
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn each_message_appears_exactly_once_with_text_speech() {
    let tmp = temp("once");
    let dir = &tmp.0;
    let spoken = dir.join("spoken.txt");
    let spoken_arg = spoken.to_str().expect("a UTF-8 path");
    let out = run(
        dir,
        &[
            "--speech",
            "text",
            "--speech-to",
            spoken_arg,
            "--braille",
            "off",
        ],
        "e4\ne5\nzeit\nbeenden\nja\n",
    );
    let said = messages(&out);
    let mut seen = std::collections::HashSet::new();
    for line in &said {
        assert!(seen.insert(line.clone()), "said twice: {line}\n{out}");
    }
    // Start, two moves, the clock, the question, saved, left.
    assert_eq!(said.len(), 7, "{out}");
    assert!(
        !out.contains("[public]") && !out.contains("[private]"),
        "{out}"
    );
    // The copy of the spoken stream goes where it was asked to go, on its channels.
    let copy = std::fs::read_to_string(&spoken).expect("the spoken copy");
    assert!(copy.contains("[public] Bauer Eva vier"), "{copy}");
    assert!(copy.contains("[private] Weiß: "), "{copy}");
}

#[test]
fn no_word_about_devices_the_machine_does_not_have() {
    let tmp = temp("quiet");
    let dir = &tmp.0;
    let out = run(dir, &[], "e4\nbeenden\nja\n");
    for word in ["Braille", "Sprach", "ALSA", "Ton", "speech"] {
        assert!(!out.contains(word), "{word} in: {out}");
    }
    assert!(
        out.starts_with("anna: neue Partie, Weiß am Zug. hilfe listet die Befehle.\n"),
        "{out}"
    );
    // Asked for, the devices are reported.
    let out = run(dir, &[], "geräte\nbeenden\nja\n");
    assert!(out.contains("Bildschirm: läuft."), "{out}");
}

/// Lines of a running anna's standard output, each with the instant it arrived.
fn lines_of(child: &mut Child) -> Receiver<(Instant, String)> {
    let (tx, rx) = channel();
    let stdout = child.stdout.take().expect("stdout");
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send((Instant::now(), line)).is_err() {
                return;
            }
        }
    });
    rx
}

fn wait_for(lines: &Receiver<(Instant, String)>, text: &str, all: &mut String) -> Instant {
    let deadline = Instant::now() + Duration::from_secs(15);
    while let Ok((at, line)) =
        lines.recv_timeout(deadline.saturating_duration_since(Instant::now()))
    {
        all.push_str(&line);
        all.push('\n');
        if line.contains(text) {
            return at;
        }
    }
    panic!("never said {text:?}:\n{all}");
}

fn captured(dir: &Path) -> u64 {
    speechd::capture_files(dir)
        .iter()
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum()
}

fn wait_captured_more(dir: &Path, than: u64) -> bool {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if captured(dir) > than {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

#[test]
fn a_dead_speech_daemon_is_told_at_once_and_used_again_when_it_returns() {
    if Command::new("speech-dispatcher")
        .arg("-v")
        .output()
        .is_err()
    {
        eprintln!("speech-dispatcher is not installed: scripts/install-deps.sh installs it");
        return;
    }
    let tmp = temp("daemon");
    let dir = &tmp.0;
    let capture = dir.join("capture.raw");
    std::fs::write(
        dir.join(".asoundrc"),
        alsa::capture_config(&capture, Some((22050, 1)), "truncate false;"),
    )
    .expect("ALSA configuration");
    let socket = dir.join("run/speechd.sock");
    let daemon = speechd::Daemon::start(dir, &socket, "alsa", "de").expect("speech-dispatcher");
    let mut child = anna(dir, &["--speech", "system", "--braille", "off"])
        .env("SPEECHD_ADDRESS", daemon.address())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("anna starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let lines = lines_of(&mut child);
    let mut all = String::new();
    writeln!(stdin, "e4").expect("typed");
    wait_for(&lines, "Bauer Eva vier", &mut all);
    assert!(wait_captured_more(dir, 0), "the move was spoken:\n{all}");

    // Killed while nobody types: told within two seconds, through the others (the screen).
    let killed = Instant::now();
    speechd::signal(daemon.pid(), "-KILL");
    for pid in daemon.children() {
        speechd::signal(pid, "-KILL");
    }
    let told = wait_for(&lines, "Systemstimme gestört", &mut all);
    assert!(
        told.duration_since(killed) < Duration::from_secs(2),
        "told after {:?}:\n{all}",
        told.duration_since(killed)
    );
    drop(daemon);
    let _ = std::fs::remove_file(&socket);

    // Back again: the next move is spoken by it.
    let daemon = speechd::Daemon::start(dir, &socket, "alsa", "de").expect("speech-dispatcher");
    wait_for(&lines, "Sprachausgabe wieder: Systemstimme", &mut all);
    let before = captured(dir);
    writeln!(stdin, "e5").expect("typed");
    wait_for(&lines, "Bauer Eva fünf", &mut all);
    assert!(
        wait_captured_more(dir, before),
        "the next move was spoken by the daemon again:\n{all}"
    );
    writeln!(stdin, "beenden\nja").expect("typed");
    drop(stdin);
    let _ = child.wait();
    drop(daemon);
}
