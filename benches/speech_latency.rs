//! How soon speech is heard: the time from saying a move ("Springer Felix drei") to the first
//! non-silent sample reaching ALSA.
//!
//! (a) The voice back end (the shipped German pack) through cpal, 20 runs; goal: median at most
//!     15 ms.
//! (b) The system back end against a speech-dispatcher of this bench's own with espeak-ng,
//!     compared with `espeak-ng -v de` run directly on the same words, 10 runs each.
//! (c) `anna voices say voices/de.zip` as a program of its own, started → first sound, in turn
//!     with `espeak-ng -v de` started the same way, 30 runs each, the pack's index kept in anna's
//!     cache folder (one of the bench's own) by a run before, as after a pack's first use; goal:
//!     the ratio of the medians at most 0.6 (issue 43). Before them, 10 runs each with the
//!     cache emptied first (a pack never opened before), printed beside, no goal; and how long each says the phrase, first sound to last (goal: the pack, at its
//!     default rate and gap, no longer; the pack's phrases are those of (a), whose clips are
//!     decoded before, as a game's move words are).
//!
//! (d) The same two programs on a paced device (ALSA's `file` plugin writing into a FIFO that
//!     this bench reads as a sound card plays, 22,050 Hz mono S16, 10 ms at a time) whose
//!     buffer is the FIFO's: 4 KiB (93 ms) and 64 KiB (1.5 s, as deep as many sound servers'
//!     ALSA devices), 8 runs each: started → first sound (goal: anna at most 0.6× espeak-ng)
//!     and the phrase's length as heard (goal: within 3 % of the pack's own, from (a); a gap
//!     played inside the phrase makes it longer).
//!
//! ALSA's configuration is the library's own without the files a user or the system adds
//! (`~/.asoundrc` and the like, see benches/support/alsa_env.rs), followed by the bench's.
//! ALSA's default device is a `file` PCM writing raw S16 samples into a temporary folder (its
//! slave the null device, which is not paced), as in the tests `latency_from_say_to_alsa`
//! (tests/voice_alsa.rs) and the speech-dispatcher tests (tests/speech_system.rs; this bench took over their figures). ALSA
//! and speech-dispatcher's client library read their settings once per process, so the
//! variables are set at the start, before any thread. speech-dispatcher and espeak-ng run with
//! a HOME of their own whose `.asoundrc` captures in the synthesizer's own format (22,050 Hz
//! mono) with `truncate false`: each opening of the device writes a new file
//! (`capture.raw`, `capture.raw.0001`, …) instead of emptying the last one.
//!
//! Run with `cargo bench --bench speech_latency`.

#![warn(clippy::too_many_lines)]

use std::collections::HashMap;
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use alsa::capture_config;
use anna::message::Token;
use anna::notation::Vocabulary;
use anna::speech::{Channel, Speech, SystemOptions, SystemSpeech, VoiceOptions, VoiceSpeech};
use shakmaty::{File, Rank, Role};
use speechd::{Daemon, capture_files, in_home};

// The tests' own ALSA and speech-dispatcher set-ups, of which the bench uses a part.
#[allow(dead_code)]
#[path = "../tests/it/common/alsa.rs"]
mod alsa;
#[path = "support/alsa_env.rs"]
mod alsa_env;
#[path = "support/paced.rs"]
mod paced;
#[allow(dead_code)]
#[path = "../tests/it/common/speechd.rs"]
mod speechd;

const WORDS: &str = "Springer Felix drei";
const VOICE_RUNS: usize = 20;
const SYSTEM_RUNS: usize = 10;
const ONE_SHOT_RUNS: usize = 30;
const PACED_RUNS: usize = 8;
/// (c) for a pack never opened before: fewer runs, each writes the kept index anew.
const FIRST_OPENING_RUNS: usize = 10;
const VOICE_GOAL_MS: f64 = 15.0;
const TIMEOUT: Duration = Duration::from_secs(5);

/// A folder of the bench's own under the temporary folder, removed at the end.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("anna-bench-speech-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temporary folder");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn summary(times: &[f64]) -> (f64, f64, f64) {
    let mut s = times.to_vec();
    s.sort_by(f64::total_cmp);
    (s[0], s[s.len() / 2], s[s.len() - 1])
}

fn print_summary(what: &str, times: &[f64]) -> f64 {
    let (min, median, max) = summary(times);
    println!(
        "{what}: min {min:.2} ms, median {median:.2} ms, max {max:.2} ms ({} runs)",
        times.len()
    );
    median
}

fn found(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

// ---- (a) the voice back end ----

/// Milliseconds from `say` to the first non-silent sample in `capture`, `runs` times.
/// `pause` before each: 20 ms finds the stream still running, half a second finds it stopped
/// (it stops 300 ms after the last utterance) so that the time includes starting it again.
/// Also the phrase's length each time, first to last sound, into `spans`: the clips are decoded
/// (as a game's move words are) and the device gets the whole phrase at once.
fn voice_latency(
    capture: &Path,
    runs: usize,
    pause: Duration,
    spans: &mut Vec<f64>,
) -> Result<Vec<f64>, String> {
    let pack = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/voices/de.zip"));
    let opened = Instant::now();
    let mut speech = VoiceSpeech::start(pack, VoiceOptions::default())
        .map_err(|e| format!("voice back end: {e}"))?;
    println!(
        "voice back end opened (manifest read, stream built) in {:.1} ms",
        opened.elapsed().as_secs_f64() * 1000.0
    );
    let de = Vocabulary::builtin("de").expect("German vocabulary");
    // The move words are read ahead when the back end starts; this waits for that.
    speech.say(&[Token::Text("Springer".into())], Channel::Public, &de);
    if !speech.wait_idle(Duration::from_secs(10)) {
        return Err(format!("voice back end not idle: {:?}", speech.health()));
    }
    // A stream started again writes a file of its own (capture.raw.0001, …): all are watched.
    let dir = capture.parent().unwrap_or(Path::new("."));
    let mut times = Vec::new();
    for _ in 0..runs {
        std::thread::sleep(pause);
        let mut watched = Capture::from_now(dir);
        let said = Instant::now();
        speech.say(&[Token::Text(WORDS.into())], Channel::Public, &de);
        let heard = watched
            .wait_for_sound(said)
            .map_err(|e| format!("{e}: {:?}", speech.health()))?;
        times.push(heard);
        if !speech.wait_idle(Duration::from_secs(10)) {
            return Err(format!("voice back end not idle: {:?}", speech.health()));
        }
        // The device's last buffer is written after the callback filled it.
        std::thread::sleep(Duration::from_millis(50));
        spans.extend(watched.sound_span(48_000, 2));
    }
    Ok(times)
}

// ---- (b) the system back end and espeak-ng ----

/// The capture files (`capture.raw`, `capture.raw.0001`, …), each with how many bytes of it
/// have been looked at, and how long each was when the capture began.
struct Capture {
    dir: PathBuf,
    seen: HashMap<PathBuf, u64>,
    began: HashMap<PathBuf, u64>,
}

impl Capture {
    /// A capture that has seen everything written so far.
    fn from_now(dir: &Path) -> Capture {
        let mut capture = Capture {
            dir: dir.to_path_buf(),
            seen: HashMap::new(),
            began: HashMap::new(),
        };
        for f in capture_files(&capture.dir) {
            let len = std::fs::metadata(&f).map(|m| m.len()).unwrap_or(0);
            capture.seen.insert(f, len - len % 2);
        }
        capture.began = capture.seen.clone();
        capture
    }

    /// Milliseconds from the first to the last sample above −60 dBFS written since the capture
    /// began, for S16 samples of `channels` channels at `rate`.
    fn sound_span(&self, rate: u32, channels: usize) -> Option<f64> {
        let mut bytes = Vec::new();
        for f in capture_files(&self.dir) {
            let from = self.began.get(&f).copied().unwrap_or(0);
            let mut file = std::fs::File::open(&f).ok()?;
            file.seek(SeekFrom::Start(from)).ok()?;
            let mut more = Vec::new();
            file.read_to_end(&mut more).ok()?;
            bytes.extend_from_slice(&more[..more.len() - more.len() % 2]);
        }
        let loud: Vec<usize> = bytes
            .chunks_exact(2)
            .enumerate()
            .filter(|(_, s)| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 32)
            .map(|(i, _)| i / channels)
            .collect();
        let (first, last) = (loud.first()?, loud.last()?);
        Some((last - first) as f64 * 1000.0 / f64::from(rate))
    }

    /// Whether anything written since the last look holds a sample that is not silent.
    fn sound_since(&mut self) -> bool {
        let mut sound = false;
        for f in capture_files(&self.dir) {
            let from = self.seen.get(&f).copied().unwrap_or(0);
            let Ok(mut file) = std::fs::File::open(&f) else {
                continue;
            };
            let mut bytes = Vec::new();
            if file.seek(SeekFrom::Start(from)).is_err() || file.read_to_end(&mut bytes).is_err() {
                continue;
            }
            let whole = bytes.len() - bytes.len() % 2;
            sound |= bytes[..whole].chunks_exact(2).any(|s| s != [0, 0]);
            self.seen.insert(f, from + whole as u64);
        }
        sound
    }

    /// Waits until sound reaches the capture; the time since `since` in milliseconds.
    fn wait_for_sound(&mut self, since: Instant) -> Result<f64, String> {
        while !self.sound_since() {
            if since.elapsed() > TIMEOUT {
                return Err("no sound reached ALSA".into());
            }
            std::thread::sleep(Duration::from_micros(200));
        }
        Ok(since.elapsed().as_secs_f64() * 1000.0)
    }
}

/// The system back end: milliseconds from `say` to the first sound, `runs` times.
fn system_latency(dir: &Path, runs: usize) -> Result<Vec<f64>, String> {
    let vocab = Vocabulary::builtin("de").expect("German vocabulary");
    let mut speech = SystemSpeech::start(&SystemOptions::default(), &vocab)
        .map_err(|e| format!("system speech: {e}"))?;
    let knight_f3 = [
        Token::Piece(Role::Knight),
        Token::File(File::F),
        Token::Rank(Rank::Third),
    ];
    let mut times = Vec::new();
    for _ in 0..runs {
        if !speech.wait_idle(TIMEOUT) {
            return Err(format!("system back end not idle: {:?}", speech.health()));
        }
        std::thread::sleep(Duration::from_millis(100));
        let mut capture = Capture::from_now(dir);
        let said = Instant::now();
        speech.say(&knight_f3, Channel::Public, &vocab);
        times.push(capture.wait_for_sound(said)?);
    }
    if !speech.wait_idle(TIMEOUT) {
        return Err(format!("system back end not idle: {:?}", speech.health()));
    }
    Ok(times)
}

/// The anna binary built next to this bench.
fn anna_binary() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    exe.parent()
        .and_then(Path::parent)
        .map(|p| p.join("anna"))
        .filter(|p| p.is_file())
        .ok_or_else(|| "no anna binary: cargo build --release".to_string())
}

/// How a one-shot program sounded: milliseconds from its start to its first sound, and from
/// its first sound to its last.
struct Heard {
    first: f64,
    span: Option<f64>,
}

/// Runs `command` with its sound captured in `dir` (S16 at `rate` with `channels`).
fn started_to_sound(
    command: &mut Command,
    dir: &Path,
    (rate, channels): (u32, usize),
) -> Result<Heard, String> {
    let mut capture = Capture::from_now(dir);
    let started = Instant::now();
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{command:?}: {e}"))?;
    let heard = capture.wait_for_sound(started);
    let _ = child.wait();
    Ok(Heard {
        first: heard?,
        span: capture.sound_span(rate, channels),
    })
}

/// `anna voices say voices/de.zip` (capturing in `voice_dir`) and `espeak-ng -v de` (in
/// `espeak_dir`, with its own HOME) run in turn, `runs` times each: milliseconds from starting
/// each to its first sound.
/// anna's cache folder is `cache`, emptied before each run if `fresh` (the pack never opened
/// before), else kept (the pack's index kept by the run before).
fn one_shot_latencies(
    places: &Places,
    runs: usize,
    fresh: bool,
) -> Result<(Vec<Heard>, Vec<Heard>), String> {
    let (voice_dir, espeak_dir) = (&places.voice_dir.0, &places.system_dir.0);
    let bin = anna_binary()?;
    let pack = concat!(env!("CARGO_MANIFEST_DIR"), "/voices/de.zip");
    let (mut anna, mut espeak) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        if fresh {
            let _ = std::fs::remove_dir_all(&places.cache.0);
        }
        anna.push(started_to_sound(
            Command::new(&bin)
                .args(["voices", "say", pack, WORDS])
                .env("XDG_CACHE_HOME", &places.cache.0),
            voice_dir,
            (48_000, 2),
        )?);
        espeak.push(started_to_sound(
            in_home(
                Command::new("espeak-ng").args(["-v", "de", WORDS]),
                espeak_dir,
            ),
            espeak_dir,
            (22_050, 1),
        )?);
    }
    Ok((anna, espeak))
}

fn main() {
    let places = Places::prepare();
    println!("Time from saying \"{WORDS}\" to the first non-silent sample reaching ALSA.");
    let pack_spans = measure_voice(&places.voice_capture);
    let missing: Vec<&str> = ["speech-dispatcher", "espeak-ng"]
        .into_iter()
        .filter(|p| !found(p))
        .collect();
    if !missing.is_empty() {
        println!(
            "system back end and espeak-ng: not measured, missing {} (scripts/install-deps.sh)",
            missing.join(", ")
        );
        return;
    }
    let espeak_median = measure_one_shot(&places, &pack_spans);
    measure_system(&places, espeak_median);
    measure_paced(&places, &pack_spans);
}

/// (d): `anna voices say` and `espeak-ng -v de` in turn on a paced device with a buffer of
/// 4 KiB and of 64 KiB.
fn measure_paced(places: &Places, pack_spans: &[f64]) {
    let Ok(bin) = anna_binary() else {
        println!("paced device: not measured, no anna binary (cargo build --release)");
        return;
    };
    let pack = concat!(env!("CARGO_MANIFEST_DIR"), "/voices/de.zip");
    let dir = &places.paced_dir.0;
    let own = (!pack_spans.is_empty()).then(|| summary(pack_spans).1);
    for buffer in [4096, 65536] {
        let (mut anna, mut espeak) = (Vec::new(), Vec::new());
        for _ in 0..PACED_RUNS {
            let mut command = Command::new(&bin);
            command
                .args(["voices", "say", pack, WORDS])
                .env("ALSA_CONFIG_PATH", &places.paced_conf)
                .env("XDG_CACHE_HOME", &places.cache.0);
            anna.extend(paced::heard(&mut command, &places.fifo, buffer));
            let mut command = Command::new("espeak-ng");
            in_home(command.args(["-v", "de", WORDS]), dir);
            espeak.extend(paced::heard(&mut command, &places.fifo, buffer));
        }
        if anna.is_empty() || espeak.is_empty() {
            println!(
                "paced device, {} KiB buffer: not measured (no sound)",
                buffer / 1024
            );
            continue;
        }
        let first = |h: &[paced::Heard]| h.iter().map(|h| h.first_ms).collect::<Vec<_>>();
        let span = |h: &[paced::Heard]| h.iter().map(|h| h.span_ms).collect::<Vec<_>>();
        let kib = buffer / 1024;
        let a = print_summary(
            &format!("paced device, {kib} KiB buffer: anna voices say, started → first sound"),
            &first(&anna),
        );
        let e = print_summary(
            &format!("paced device, {kib} KiB buffer: espeak-ng -v de, started → first sound"),
            &first(&espeak),
        );
        println!(
            "  anna / espeak-ng: {:.2} (goal: at most 0.6): {}",
            a / e,
            met(a / e <= 0.6)
        );
        let a = print_summary(
            &format!("paced device, {kib} KiB buffer: the phrase from anna, first → last sound"),
            &span(&anna),
        );
        let e = print_summary(
            &format!("paced device, {kib} KiB buffer: the phrase from espeak-ng"),
            &span(&espeak),
        );
        println!("  anna / espeak-ng: {:.2}", a / e);
        match own {
            Some(own) => println!(
                "  anna against the pack's own length ({own:.0} ms, no gap played inside): \
                 {:+.1} % (goal: within 3 %): {}",
                (a / own - 1.0) * 100.0,
                met((a / own - 1.0).abs() <= 0.03)
            ),
            None => println!("  the pack's own length: not measured in (a)"),
        }
    }
}

fn met(yes: bool) -> &'static str {
    if yes { "met" } else { "NOT met" }
}

/// The folders and the ALSA and speech-dispatcher settings of the bench, removed at its end.
struct Places {
    voice_dir: TempDir,
    voice_capture: PathBuf,
    system_dir: TempDir,
    socket: PathBuf,
    /// (d): the FIFO, the ALSA configuration that plays into it, and espeak-ng's HOME.
    paced_dir: TempDir,
    fifo: PathBuf,
    paced_conf: String,
    /// anna's cache folder (`XDG_CACHE_HOME`): the pack's kept index, the user's own left alone.
    cache: TempDir,
}

impl Places {
    /// Both folders and every variable before any thread starts (cpal, the speech client).
    fn prepare() -> Places {
        let voice_dir = TempDir::new("voice");
        let voice_capture = voice_dir.0.join("capture.raw");
        let conf = voice_dir.0.join("asound.conf");
        // cpal's default is 48 kHz, 2 channels, F32, converted to the file's format by ALSA.
        // Not truncated when the stream is started again after a pause.
        let (_, config_path) = alsa_env::own_config(
            &conf,
            &capture_config(&voice_capture, Some((48000, 2)), "truncate false;"),
        )
        .expect("ALSA configuration");
        let paced_dir = TempDir::new("paced");
        let fifo = paced_dir.0.join("sound.fifo");
        let device = paced::config(&fifo);
        std::fs::write(paced_dir.0.join(".asoundrc"), &device).expect(".asoundrc");
        let (_, paced_conf) = alsa_env::own_config(&paced_dir.0.join("asound.conf"), &device)
            .expect("ALSA configuration");
        std::fs::create_dir_all(paced_dir.0.join("run")).expect("runtime folder");
        let system_dir = TempDir::new("system");
        let run = system_dir.0.join("run");
        std::fs::create_dir_all(&run).expect("runtime folder");
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&run, std::fs::Permissions::from_mode(0o700))
                .expect("permissions");
        }
        std::fs::write(
            system_dir.0.join(".asoundrc"),
            capture_config(&system_dir.0.join("capture.raw"), None, "truncate false;"),
        )
        .expect(".asoundrc");
        let socket = system_dir.0.join("speechd.sock");
        // SAFETY: no other thread exists yet.
        unsafe {
            std::env::set_var("ALSA_CONFIG_PATH", config_path);
            std::env::set_var(
                "SPEECHD_ADDRESS",
                format!("unix_socket:{}", socket.display()),
            );
            std::env::remove_var("SPEECHD_CMD");
        }
        Places {
            voice_dir,
            voice_capture,
            system_dir,
            socket,
            paced_dir,
            fifo,
            paced_conf,
            cache: TempDir::new("cache"),
        }
    }
}

/// (a), after a pause and in a row; returns how long the pack says the phrase, first sound to
/// last, for (c).
fn measure_voice(voice_capture: &Path) -> Vec<f64> {
    let mut pack_spans = Vec::new();
    match voice_latency(
        voice_capture,
        VOICE_RUNS,
        Duration::from_millis(500),
        &mut pack_spans,
    ) {
        Ok(times) => {
            print_summary(
                "voice back end after half a second of silence (the stream stopped), say → \
                 first sample in ALSA",
                &times,
            );
        }
        Err(e) => println!("voice back end after a pause: not measured: {e}"),
    }
    match voice_latency(
        voice_capture,
        VOICE_RUNS,
        Duration::from_millis(20),
        &mut pack_spans,
    ) {
        Ok(times) => {
            let median = print_summary("voice back end, say → first sample in ALSA", &times);
            println!(
                "  goal: median ≤ {VOICE_GOAL_MS} ms: {}",
                if median <= VOICE_GOAL_MS {
                    "met"
                } else {
                    "NOT met"
                }
            );
        }
        Err(e) => println!("voice back end: not measured: {e}"),
    }
    pack_spans
}

/// (c); returns espeak-ng's median, the anchor of (b).
fn measure_one_shot(places: &Places, pack_spans: &[f64]) -> Option<f64> {
    measure_first_opening(places);
    // The pack's index kept once, as by a game before: every run below reads it back.
    let _ = one_shot_latencies(places, 1, false);
    match one_shot_latencies(places, ONE_SHOT_RUNS, false) {
        // The phrase's length from `voices say` is compared on the paced device, (d): this
        // capture device is not paced as a sound card is. The back end's phrases above, with
        // their clips decoded, give the pack's length.
        Ok((anna, espeak)) => {
            let first = |h: &[Heard]| h.iter().map(|h| h.first).collect::<Vec<f64>>();
            let spans = |h: &[Heard]| h.iter().filter_map(|h| h.span).collect::<Vec<f64>>();
            let a = print_summary(
                "anna voices say run directly (the pack's index kept), started → first sound",
                &first(&anna),
            );
            let e = print_summary(
                "espeak-ng -v de run directly (in turn with it), started → first sound",
                &first(&espeak),
            );
            // Issue 43: the first sound at most 0.6× espeak-ng's, on this device too.
            println!(
                "  anna voices say / espeak-ng: {:.2} (goal: at most 0.6): {}",
                a / e,
                met(a / e <= 0.6)
            );
            print_phrase_lengths(pack_spans, &spans(&espeak));
            Some(e)
        }
        Err(e) => {
            println!("anna voices say and espeak-ng: not measured: {e}");
            None
        }
    }
}

/// (c) for a pack never opened before: its index read from the archive and its manifest
/// parsed, then kept (what the first run after installing a pack does).
fn measure_first_opening(places: &Places) {
    match one_shot_latencies(places, FIRST_OPENING_RUNS, true) {
        Ok((anna, espeak)) => {
            let first = |h: &[Heard]| h.iter().map(|h| h.first).collect::<Vec<f64>>();
            let a = print_summary(
                "anna voices say, a pack never opened before (its index not kept), started → \
                 first sound",
                &first(&anna),
            );
            let e = print_summary("espeak-ng -v de in turn with it", &first(&espeak));
            println!(
                "  anna voices say / espeak-ng: {:.2} (the goal's case is a pack opened before, \
                 below)",
                a / e
            );
        }
        Err(e) => println!("a pack never opened before: not measured: {e}"),
    }
}

fn print_phrase_lengths(pack: &[f64], espeak: &[f64]) {
    if pack.is_empty() || espeak.is_empty() {
        return;
    }
    let a = print_summary(
        "the phrase from the pack (default rate and gap, the back end above), first \
         → last sound",
        pack,
    );
    let e = print_summary(
        "the phrase from espeak-ng -v de, first → last sound",
        espeak,
    );
    println!("  pack / espeak-ng: {:.2} (goal: at most 1)", a / e);
}

/// (b), against espeak-ng's median from (c) if it was measured.
fn measure_system(places: &Places, espeak_median: Option<f64>) {
    match Daemon::start(&places.system_dir.0, &places.socket, "alsa", "de") {
        Ok(daemon) => {
            let system = system_latency(&places.system_dir.0, SYSTEM_RUNS);
            drop(daemon);
            match system {
                Ok(times) => {
                    let median = print_summary(
                        "system back end (speech-dispatcher), say → first sound",
                        &times,
                    );
                    if let Some(espeak) = espeak_median {
                        println!("  against espeak-ng run directly: {:.2}", median / espeak);
                    }
                }
                Err(e) => println!(
                    "system back end: not measured: {e} \
                     (see the ignored test latency_system_against_espeak_ng)"
                ),
            }
        }
        Err(e) => println!(
            "system back end: not measured: {e} \
             (see the ignored test latency_system_against_espeak_ng)"
        ),
    }
}
