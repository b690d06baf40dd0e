//! Speech wired into the game: moves on the public channel, answers on the private one, and
//! the recorded voice reaching a real (captured) ALSA device from a real game.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::alsa;
use crate::common::temp::TempDir;

/// The test's folder, with `data` and `config` in it.
fn temp(test: &str) -> TempDir {
    let dir = TempDir::with("speech-game", test, "data");
    std::fs::create_dir_all(dir.0.join("config")).expect("temp dir");
    dir
}

/// Plays `input` in a new game with these arguments; returns stdout and stderr.
fn play(dir: &Path, args: &[&str], env: &[(&str, String)], input: &str) -> (String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(args)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
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
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn moves_go_to_the_public_channel_and_answers_to_the_private_one() {
    let tmp = temp("channels");
    let dir = &tmp.0;
    let copy = dir.join("spoken.txt");
    let copy_arg = copy.display().to_string();
    let (shown, stderr) = play(
        dir,
        &["--speech", "text", "--speech-to", &copy_arg],
        &[],
        "e4\nfeld e4\ne5\n",
    );
    // The screen shows each line once; the copy of the spoken stream goes to the file.
    assert!(
        !shown.contains("[public]") && stderr.is_empty(),
        "{shown}{stderr}"
    );
    let spoken = std::fs::read_to_string(&copy).expect("the spoken copy");
    let lines: Vec<&str> = spoken.lines().collect();
    assert!(lines.contains(&"[public] Bauer Eva vier"), "{spoken}");
    assert!(lines.contains(&"[public] Bauer Eva fünf"), "{spoken}");
    assert!(
        lines.contains(&"[private] Auf Eva vier steht ein weißer Bauer."),
        "{spoken}"
    );
}

#[test]
fn without_any_sound_output_auto_says_nothing_and_the_game_goes_on() {
    let tmp = temp("no-sound");
    let dir = &tmp.0;
    // No sound card here, no ALSA configuration of our own, no PulseAudio.
    if Path::new("/proc/asound/cards")
        .exists()
        .then(|| std::fs::read_to_string("/proc/asound/cards").unwrap_or_default())
        .is_some_and(|c| {
            c.lines()
                .any(|l| l.trim_start().starts_with(|ch: char| ch.is_ascii_digit()))
        })
    {
        eprintln!("this machine has a sound card; the case without one is not here");
        return;
    }
    let started = std::time::Instant::now();
    let (shown, _) = play(
        dir,
        &[],
        &[("XDG_RUNTIME_DIR", dir.display().to_string())],
        "e4\n",
    );
    assert!(started.elapsed().as_secs_f64() < 2.0);
    // Nobody without a sound card wants to hear about sound cards.
    assert!(
        !shown.contains("Sprachausgabe") && !shown.contains("Ton"),
        "{shown}"
    );
    assert!(shown.contains("1. Bauer Eva vier (e4)"), "{shown}");
}

#[test]
fn the_recorded_voice_speaks_a_game_move_into_alsa() {
    let tmp = temp("voice");
    let dir = &tmp.0;
    let capture = dir.join("capture.raw");
    let config = alsa::capture_config(&capture, Some((22050, 1)), "truncate false;");
    let alsa = alsa::use_config(&dir.join("asound.conf"), &config);
    let voices = (
        "ANNA_VOICES",
        format!("{}/voices", env!("CARGO_MANIFEST_DIR")),
    );
    let (shown, _) = play(dir, &["--speech", "voice"], &[alsa, voices], "e4\n");
    assert!(shown.contains("1. Bauer Eva vier (e4)"), "{shown}");
    let bytes = std::fs::read(&capture).expect("the capture file");
    let loud = alsa::samples(&bytes)
        .filter(|s| s.unsigned_abs() > 1000)
        .count();
    // "Bauer Eva vier": three words, well over a tenth of a second of sound at 22,050 Hz.
    assert!(
        loud > 2_205,
        "only {loud} loud samples in {} bytes",
        bytes.len()
    );
}

#[test]
fn an_unusable_sound_device_is_told_in_words_and_alsa_prints_nothing() {
    let tmp = temp("unusable");
    let dir = &tmp.0;
    // The default device is a plug into a PCM that does not exist.
    let config = "pcm.!default { type plug; slave.pcm \"nosuchpcm\" }\n";
    let alsa = alsa::use_config(&dir.join("asound.conf"), config);
    let voices = (
        "ANNA_VOICES",
        format!("{}/voices", env!("CARGO_MANIFEST_DIR")),
    );
    // No speech-dispatcher either, and none may be started.
    let nobody = (
        "SPEECHD_ADDRESS",
        format!("unix_socket:{}", dir.join("nobody.sock").display()),
    );
    let no_start = ("SPEECHD_CMD", "/nonexistent/speech-dispatcher".to_string());
    let runtime = ("XDG_RUNTIME_DIR", dir.display().to_string());
    let (shown, stderr) = play(
        dir,
        &["--speech", "voice"],
        &[alsa, voices, nobody, no_start, runtime],
        "e4\n",
    );
    assert!(shown.contains("1. Bauer Eva vier (e4)"), "{shown}");
    // One notice, in words, and nothing of ALSA's own: a handful of lines in all.
    let notices: Vec<&str> = shown
        .lines()
        .filter(|l| l.contains("Sprachausgabe"))
        .collect();
    assert_eq!(
        notices,
        [
            "Sprachausgabe: Textzeilen. Aufgenommene Stimme übersprungen: das Tongerät default \
             lässt sich nicht öffnen. Systemstimme übersprungen: speech-dispatcher läuft nicht."
        ],
        "{shown}"
    );
    assert!(
        shown.lines().count() + stderr.lines().count() < 10,
        "{shown}{stderr}"
    );
    assert!(
        !stderr.contains("ALSA lib") && !shown.contains("ALSA lib"),
        "{stderr}"
    );
}
