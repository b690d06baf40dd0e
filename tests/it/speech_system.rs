//! The system back end against a real speech-dispatcher with espeak-ng, its sound captured to a
//! file through ALSA (test-harness.md, "Speech"), and `auto` falling back to text when
//! speech-dispatcher is absent, hangs, plays no audio, or stops answering in the middle of a game.
//!
//! anna reads `SPEECHD_ADDRESS` (and `SPEECHD_CMD`, the program it starts when nobody listens)
//! from its environment, as speech-dispatcher's client library does, so each test runs itself
//! again as a child process with the environment of its scenario; the parent starts and stops
//! the daemon (by its PID) and judges what the child printed and what the capture holds.
//!
//! The ALSA capture is a `plug` into a `file` PCM with `truncate false`: speech-dispatcher plays
//! at the synthesizer's own format (22,050 Hz mono S16), and each opening of the device writes a
//! new file (`capture.raw`, `capture.raw.0001`, …) rather than emptying the last one. On this
//! machine a `plug` converting to 48 kHz stereo (the cpal recipe) makes speech-dispatcher's ALSA
//! output hang after the first period: speech begins and never ends, a test of its own below.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anna::message::Token;
use anna::notation::Vocabulary;
use anna::speech::{
    Backend, Channel, FallbackSpeech, Health, Speech, SpeechChoice, SpeechFault, SystemOptions,
    SystemSpeech, choose,
};
use shakmaty::{File, Rank, Role};
use speechd::{Daemon, capture_files, signal};
use temp::TempDir;

use crate::common::alsa;
use crate::common::speechd;
use crate::common::temp;

/// Set in the child process: the name of the test it runs.
const CHILD: &str = "ANNA_SPEECH_CHILD";
/// Set in the child process: the test's folder.
const DIR: &str = "ANNA_SPEECH_DIR";
/// Set in the child process run against a daemon of its own: the daemon's PID.
const DAEMON: &str = "ANNA_SPEECH_DAEMON";

const WORDS: &str = "Springer Felix drei";

fn knight_f3() -> Vec<Token> {
    vec![
        Token::Piece(Role::Knight),
        Token::File(File::F),
        Token::Rank(Rank::Third),
    ]
}

fn bishop_c4() -> Vec<Token> {
    vec![
        Token::Piece(Role::Bishop),
        Token::File(File::C),
        Token::Rank(Rank::Fourth),
    ]
}

fn german() -> Vocabulary {
    Vocabulary::builtin("de").expect("German vocabulary")
}

fn child_of(test: &str) -> bool {
    std::env::var(CHILD).as_deref() == Ok(test)
}

fn child_dir() -> PathBuf {
    PathBuf::from(std::env::var_os(DIR).expect("the test folder"))
}

/// A line the parent reads: `ANNA-RESULT key value`.
fn report(key: &str, value: impl std::fmt::Display) {
    println!("ANNA-RESULT {key} {value}");
}

fn results(stdout: &str) -> HashMap<String, String> {
    stdout
        .lines()
        .filter_map(|l| l.split_once("ANNA-RESULT ").map(|(_, r)| r))
        .filter_map(|l| l.split_once(' '))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The test's folder, with a private `run` folder in it for `XDG_RUNTIME_DIR`.
fn temp_dir(name: &str) -> TempDir {
    let dir = TempDir::with("speech", name, "run");
    set_mode(&dir.0.join("run"), 0o700);
    dir
}

fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("permissions");
}

/// Runs the named test again as a child with these variables (and no `SPEECHD_ADDRESS` of
/// ours); returns what it printed. Fails the test if it fails or runs longer than `limit`.
fn run_child(test: &str, dir: &Path, vars: &[(&str, String)], limit: Duration) -> String {
    let mut cmd = alsa::child_test(module_path!(), test);
    cmd.env(CHILD, test)
        .env(DIR, dir)
        .env("HOME", dir)
        .env("XDG_RUNTIME_DIR", dir.join("run"))
        .env_remove("SPEECHD_ADDRESS")
        .env_remove("SPEECHD_CMD")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in vars {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the child test");
    let mut stdout = child.stdout.take().expect("stdout");
    let mut stderr = child.stderr.take().expect("stderr");
    let out = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stdout.read_to_string(&mut s);
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stderr.read_to_string(&mut s);
        s
    });
    let deadline = Instant::now() + limit;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break Some(status);
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let out = out.join().unwrap_or_default();
    let err = err.join().unwrap_or_default();
    match status {
        Some(s) if s.success() => out,
        Some(s) => panic!("child {test} failed ({s}):\n{out}\n{err}"),
        None => panic!("child {test} ran longer than {limit:?}:\n{out}\n{err}"),
    }
}

/// Runs the named test again as a child against a speech-dispatcher of its own, started in the
/// folder `name` with this output and language (`SPEECHD_ADDRESS`, and its PID in `DAEMON`);
/// returns the folder, the daemon and what the child printed. The client library cannot start a
/// daemon of its own: a test that kills the daemon decides whether one comes back.
fn run_with_daemon(
    test: &str,
    name: &str,
    output: Output,
    language: &str,
    limit: Duration,
) -> (TempDir, Daemon, String) {
    let dir = temp_dir(name);
    let daemon = start_daemon(&dir.0, output, language);
    let vars = [
        ("SPEECHD_ADDRESS", daemon.address()),
        ("SPEECHD_CMD", "/nonexistent/speech-dispatcher".to_string()),
        (DAEMON, daemon.pid().to_string()),
    ];
    let out = run_child(test, &dir.0, &vars, limit);
    (dir, daemon, out)
}

/// The variables of a child whose speech-dispatcher is at `socket` and cannot be started: the
/// program the client library would start does not exist.
fn no_daemon_at(socket: &Path) -> [(&'static str, String); 2] {
    [
        (
            "SPEECHD_ADDRESS",
            format!("unix_socket:{}", socket.display()),
        ),
        ("SPEECHD_CMD", "/nonexistent/speech-dispatcher".to_string()),
    ]
}

/// Checks the child's `ms`: it fell back to text within `limit` milliseconds.
fn assert_fell_back_within(r: &HashMap<String, String>, limit: u64) {
    let ms: u64 = r["ms"].parse().expect("milliseconds");
    assert!(ms < limit, "fell back after {ms} ms");
}

/// In the child: a waker for the speech whose calls arrive, with their time, on the channel
/// returned (as the game loop's channel will).
fn waker_of(speech: &mut dyn Backend) -> Receiver<Instant> {
    let (tx, rx) = mpsc::channel();
    speech.set_waker(Box::new(move || {
        let _ = tx.send(Instant::now());
    }));
    rx
}

/// In the child: what the game loop does on each wake, until the back end in use changes;
/// returns the time of the wake that changed it. Fails after `limit`.
fn until_switched(
    speech: &mut FallbackSpeech,
    wakes: &Receiver<Instant>,
    vocab: &Vocabulary,
    limit: Duration,
) -> Instant {
    let deadline = Instant::now() + limit;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let woken = wakes.recv_timeout(left).expect("woken within the limit");
        if speech.check(vocab) {
            return woken;
        }
    }
}

/// In the child: kills the test's daemon (its PID in `DAEMON`) with SIGKILL, as a crash would;
/// returns when.
fn kill_daemon() -> Instant {
    let pid = std::env::var(DAEMON).expect("the daemon's PID");
    let killed = Instant::now();
    signal(pid.parse().expect("PID"), "-KILL");
    killed
}

/// In the child: a new daemon at the killed one's address, in the same folder (its stale socket
/// and PID file removed, or it would think itself already running).
fn restart_daemon() -> Daemon {
    let dir = child_dir();
    let socket = dir.join("speechd.sock");
    let _ = std::fs::remove_file(&socket);
    let _ = std::fs::remove_file(dir.join("speechd.pid"));
    Daemon::start(&dir, &socket, "alsa", "de").unwrap_or_else(|e| panic!("{e}"))
}

/// In the child: the system back end with these options.
fn start_system(options: &SystemOptions, vocab: &Vocabulary) -> SystemSpeech {
    SystemSpeech::start(options, vocab).unwrap_or_else(|e| panic!("system speech: {e}"))
}

/// How speech-dispatcher plays its sound in a test.
#[derive(Clone, Copy, PartialEq)]
enum Output {
    /// ALSA into the capture files, in the synthesizer's own format.
    Alsa,
    /// ALSA through a `plug` converting to 48 kHz stereo: hangs (see the module documentation).
    AlsaConverted,
    /// PulseAudio, with no sound server: speech "succeeds" and nothing is heard.
    PulseWithoutServer,
}

/// A speech-dispatcher of the test's own (tests/it/common/speechd.rs) in `dir`, listening at
/// `speechd.sock` there, with this output (`.asoundrc` written for it) and language.
fn start_daemon(dir: &Path, output: Output, language: &str) -> Daemon {
    for program in ["speech-dispatcher", "espeak-ng"] {
        let found = Command::new("sh")
            .args(["-c", &format!("command -v {program}")])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        assert!(found, "{program} is missing: run scripts/install-deps.sh");
    }
    let method = match output {
        Output::Alsa | Output::AlsaConverted => "alsa",
        Output::PulseWithoutServer => "pulse",
    };
    write_asoundrc(dir, output == Output::AlsaConverted);
    Daemon::start(dir, &dir.join("speechd.sock"), method, language)
        .unwrap_or_else(|e| panic!("{e}"))
}

fn write_asoundrc(dir: &Path, convert: bool) {
    let config = alsa::capture_config(
        &dir.join("capture.raw"),
        convert.then_some((48000, 2)),
        "truncate false;",
    );
    std::fs::write(dir.join(".asoundrc"), config).expect(".asoundrc");
}

/// The capture files, each with how many bytes of it have been looked at.
#[derive(Default)]
struct Capture {
    seen: HashMap<PathBuf, u64>,
}

impl Capture {
    /// A capture that has seen everything written so far.
    fn from_now(dir: &Path) -> Capture {
        let mut capture = Capture::default();
        capture.skip_all(dir);
        capture
    }

    /// Marks everything written so far as seen.
    fn skip_all(&mut self, dir: &Path) {
        for f in capture_files(dir) {
            let len = std::fs::metadata(&f).map(|m| m.len()).unwrap_or(0);
            self.seen.insert(f, len - len % 2);
        }
    }

    /// Waits until sound reaches the capture, failing 5 s after `since`.
    fn wait_for_sound(&mut self, dir: &Path, since: Instant) {
        while !self.sound_since(dir) {
            assert!(since.elapsed() < Duration::from_secs(5), "no sound");
            std::thread::sleep(Duration::from_micros(200));
        }
    }

    /// Whether anything written since holds a sample that is not silent.
    fn sound_since(&mut self, dir: &Path) -> bool {
        self.samples_since(dir).iter().any(|s| *s != 0)
    }

    /// The samples written since the last look.
    fn samples_since(&mut self, dir: &Path) -> Vec<i16> {
        use std::io::Seek;
        let mut samples = Vec::new();
        for f in capture_files(dir) {
            let from = self.seen.get(&f).copied().unwrap_or(0);
            let Ok(mut file) = std::fs::File::open(&f) else {
                continue;
            };
            let mut bytes = Vec::new();
            if file.seek(std::io::SeekFrom::Start(from)).is_err()
                || file.read_to_end(&mut bytes).is_err()
            {
                continue;
            }
            let whole = bytes.len() - bytes.len() % 2;
            samples.extend(alsa::samples(&bytes[..whole]));
            self.seen.insert(f, from + whole as u64);
        }
        samples
    }
}

/// Every sample in the capture files, in order.
fn captured_samples(dir: &Path) -> Vec<i16> {
    let mut samples = Vec::new();
    for f in capture_files(dir) {
        let bytes = std::fs::read(&f).unwrap_or_default();
        samples.extend(alsa::samples(&bytes));
    }
    samples
}

/// What espeak-ng says for the words with a voice, as 22,050 Hz mono samples.
fn espeak_samples(voice: &str, words: &str) -> Vec<i16> {
    let out = Command::new("espeak-ng")
        .args(["-v", voice, "--stdout", words])
        .output()
        .expect("espeak-ng");
    let wav = out.stdout;
    let data = wav
        .windows(4)
        .position(|w| w == b"data")
        .expect("a WAV data chunk")
        + 8;
    alsa::samples(&wav[data..]).collect()
}

/// The samples from the first to the last louder than a whisper.
fn trimmed(samples: &[i16]) -> &[i16] {
    let loud = |s: &i16| s.unsigned_abs() > 50;
    match (
        samples.iter().position(loud),
        samples.iter().rposition(loud),
    ) {
        (Some(a), Some(b)) => &samples[a..=b],
        _ => &[],
    }
}

/// The best normalized correlation of `len` samples of `a` from `start` with `b`, shifted by up
/// to `lag` samples against each other. The first 1,500 samples of "Springer" tell German from
/// English ("Sch" against "S"); the voice shows in the vowels later.
fn likeness(a: &[i16], b: &[i16], start: usize, len: usize, lag: isize) -> f64 {
    let mut best = -1.0f64;
    for d in -lag..=lag {
        let (mut ab, mut aa, mut bb) = (0.0f64, 0.0f64, 0.0f64);
        let end = (start + len).min(a.len());
        for (i, x) in a.iter().enumerate().take(end).skip(start) {
            let j = i as isize + d;
            if j < 0 || j as usize >= b.len() {
                continue;
            }
            let (x, y) = (f64::from(*x), f64::from(b[j as usize]));
            ab += x * y;
            aa += x * x;
            bb += y * y;
        }
        if aa > 0.0 && bb > 0.0 {
            best = best.max(ab / (aa * bb).sqrt());
        }
    }
    best
}

/// How alike two recordings of the words sound in their voiced parts: the mean likeness of four
/// windows after the first word's start.
fn voice_likeness(a: &[i16], b: &[i16]) -> f64 {
    [3000, 5000, 7000, 9000]
        .iter()
        .map(|start| likeness(a, b, *start, 1000, 400))
        .sum::<f64>()
        / 4.0
}

/// Text lines written by the text back end, shared with the test.
#[derive(Clone, Default)]
struct Lines(Arc<Mutex<Vec<u8>>>);

impl Write for Lines {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Lines {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

fn no_voice() -> Result<Box<dyn Backend>, SpeechFault> {
    Err(SpeechFault::NoVoicePack {
        language: "de".into(),
    })
}

/// In the child: `choose` with the system's default options and the text back end writing into
/// lines the test reads.
fn choose_with_lines(
    kind: SpeechChoice,
    try_voice: impl FnOnce() -> Result<Box<dyn Backend>, SpeechFault>,
    vocab: &Vocabulary,
) -> (FallbackSpeech, Vec<String>, Lines) {
    let lines = Lines::default();
    let (speech, notices) = choose(
        kind,
        try_voice,
        &SystemOptions::default(),
        Box::new(lines.clone()),
        vocab,
    );
    (speech, notices, lines)
}

/// The child's part of the fallback scenarios, if this is the child of `test`: `auto` with the
/// voice failing, timed, then a move. Returns whether it was.
fn auto_in_child(test: &str) -> bool {
    if !child_of(test) {
        return false;
    }
    let vocab = german();
    let started = Instant::now();
    let (mut speech, notices, lines) = choose_with_lines(
        SpeechChoice::Auto,
        no_voice,
        &Vocabulary::builtin("en").expect("English vocabulary"),
    );
    let elapsed = started.elapsed();
    speech.say(&knight_f3(), Channel::Public, &vocab);
    report("kind", format!("{:?}", speech.kind()));
    report("ms", elapsed.as_millis());
    report("notices", notices.len());
    report("notice", notices.join(" | "));
    report("lines", lines.text().replace('\n', " | "));
    true
}

fn assert_fell_back_to_text(out: &str, why: &str) {
    let r = results(out);
    assert_eq!(r["kind"], "Text", "{out}");
    assert_fell_back_within(&r, 2000);
    assert_eq!(r["notices"], "1", "one notice: {out}");
    let notice = &r["notice"];
    assert!(notice.starts_with("Speech: text lines."), "{notice}");
    assert!(
        notice.contains("Recorded voice skipped: no voice pack for de."),
        "{notice}"
    );
    assert!(notice.contains("System voice skipped:"), "{notice}");
    assert!(notice.contains(why), "{notice} should say {why}");
    assert!(r["lines"].contains("[public] Springer Felix drei"), "{out}");
}

/// `auto` against a daemon of its own playing through `output` falls back to text, saying `why`.
fn auto_falls_back_with_daemon(test: &str, name: &str, output: Output, why: &str) {
    if auto_in_child(test) {
        return;
    }
    let (_dir, daemon, out) = run_with_daemon(test, name, output, "de", Duration::from_secs(20));
    drop(daemon);
    assert_fell_back_to_text(&out, why);
}

#[test]
fn system_speaks_german_into_alsa_capture() {
    speaks_in_the_vocabularys_voice("system_speaks_german_into_alsa_capture", "de");
}

/// An Arabic move in Arabic script ("شبرينجر فيلكس دراي") is said by espeak-ng's Arabic voice.
#[test]
fn system_speaks_arabic_with_the_arabic_voice() {
    speaks_in_the_vocabularys_voice("system_speaks_arabic_with_the_arabic_voice", "ar");
}

/// A Persian move in Persian script is said by espeak-ng's Persian voice.
#[test]
fn system_speaks_persian_with_the_persian_voice() {
    speaks_in_the_vocabularys_voice("system_speaks_persian_with_the_persian_voice", "fa");
}

/// "Springer Felix drei" in the words of vocabulary `code`, said through a speech-dispatcher
/// whose own language is English, sounds like espeak-ng's voice of the vocabulary's language
/// saying those words, and not like its English voice saying them.
fn speaks_in_the_vocabularys_voice(test: &str, code: &str) {
    let vocab = Vocabulary::builtin(code).expect("built-in vocabulary");
    if child_of(test) {
        let started = Instant::now();
        let mut speech = start_system(&SystemOptions::default(), &vocab);
        report("start_ms", started.elapsed().as_millis());
        report("notes", format!("{:?}", speech.notes()));
        let said = Instant::now();
        speech.say(&knight_f3(), Channel::Public, &vocab);
        assert!(
            speech.wait_idle(Duration::from_secs(5)),
            "not spoken: {:?}",
            speech.failure()
        );
        report("spoken_ms", said.elapsed().as_millis());
        assert_eq!(speech.failure(), None);
        return;
    }
    // The daemon's own language is English: the voice must come from the vocabulary.
    let (dir, daemon, out) =
        run_with_daemon(test, code, Output::Alsa, "en", Duration::from_secs(20));
    let r = results(&out);
    assert_eq!(r["notes"], "[]", "language set the fast way");
    let samples = captured_samples(&dir.0);
    let loud = samples.iter().filter(|s| **s != 0).count();
    assert!(
        loud > 8000,
        "{loud} non-zero samples of {} captured",
        samples.len()
    );
    let words = vocab.render(&knight_f3());
    let speech = trimmed(&samples);
    let own = espeak_samples(vocab.language(), &words);
    let en = espeak_samples("en", &words);
    // The start of the first word ("Sch" against "S" in German), or the voiced parts after
    // it (espeak-ng's Persian voice starts "اشپرینگر" a little differently through
    // speech-dispatcher than alone): either must be the own voice's, well above English.
    let (own, en) = (trimmed(&own), trimmed(&en));
    let start = (
        likeness(speech, own, 0, 1500, 60),
        likeness(speech, en, 0, 1500, 60),
    );
    let voiced = (voice_likeness(speech, own), voice_likeness(speech, en));
    let clear = |(own, en): (f64, f64)| own > 0.9 && own > en + 0.2;
    assert!(
        clear(start) || clear(voiced),
        "not {code}: start {start:.3?}, voiced {voiced:.3?}"
    );
    drop(daemon);
}

#[test]
fn auto_falls_back_to_text_when_dispatcher_is_absent() {
    const TEST: &str = "auto_falls_back_to_text_when_dispatcher_is_absent";
    if auto_in_child(TEST) {
        return;
    }
    let dir = temp_dir("absent");
    // Nobody listens there, and the program the client library would start does not exist.
    let vars = no_daemon_at(&dir.0.join("nobody.sock"));
    let out = run_child(TEST, &dir.0, &vars, Duration::from_secs(20));
    assert_fell_back_to_text(&out, "speech-dispatcher is not running");
}

#[test]
fn auto_falls_back_to_text_when_dispatcher_hangs() {
    const TEST: &str = "auto_falls_back_to_text_when_dispatcher_hangs";
    if auto_in_child(TEST) {
        return;
    }
    let dir = temp_dir("hung");
    // A "daemon" that takes connections and never answers.
    let path = dir.0.join("hung.sock");
    let listener = UnixListener::bind(&path).expect("socket");
    listener.set_nonblocking(true).expect("non-blocking");
    let stop = Arc::new(AtomicBool::new(false));
    let stopping = Arc::clone(&stop);
    let acceptor = std::thread::spawn(move || {
        let mut held = Vec::new();
        while !stopping.load(Ordering::SeqCst) {
            match listener.accept() {
                Ok((conn, _)) => held.push(conn),
                Err(_) => std::thread::sleep(Duration::from_millis(5)),
            }
        }
        held.len()
    });
    let out = run_child(TEST, &dir.0, &no_daemon_at(&path), Duration::from_secs(20));
    stop.store(true, Ordering::SeqCst);
    let connections = acceptor.join().expect("acceptor");
    assert!(connections >= 1, "the client never connected");
    assert_fell_back_to_text(&out, "speech-dispatcher does not answer");
}

#[test]
fn auto_falls_back_to_text_when_dispatcher_plays_no_audio() {
    auto_falls_back_with_daemon(
        "auto_falls_back_to_text_when_dispatcher_plays_no_audio",
        "silent",
        Output::PulseWithoutServer,
        "no sound comes out",
    );
}

#[test]
fn auto_falls_back_to_text_when_alsa_output_hangs() {
    auto_falls_back_with_daemon(
        "auto_falls_back_to_text_when_alsa_output_hangs",
        "converted",
        Output::AlsaConverted,
        "no sound comes out",
    );
}

#[test]
fn system_falls_back_to_text_when_dispatcher_stops_answering() {
    const TEST: &str = "system_falls_back_to_text_when_dispatcher_stops_answering";
    if child_of(TEST) {
        let vocab = german();
        let (mut speech, notices, lines) =
            choose_with_lines(SpeechChoice::System, no_voice, &vocab);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(speech.kind(), SpeechChoice::System);
        let wakes = waker_of(&mut speech);
        speech.say(&knight_f3(), Channel::Public, &vocab);
        std::thread::sleep(Duration::from_millis(500));
        assert!(!speech.check(&vocab));
        // The daemon freezes in the middle of the game.
        let pid = std::env::var(DAEMON).expect("the daemon's PID");
        signal(pid.parse().expect("PID"), "-STOP");
        let said = Instant::now();
        speech.say(&bishop_c4(), Channel::Public, &vocab);
        // Nothing more is said: the hung call alone wakes the owner.
        wakes
            .recv_timeout(Duration::from_secs(5))
            .expect("woken by the failure");
        assert!(speech.check(&vocab), "fell back");
        report("ms", said.elapsed().as_millis());
        report("kind", format!("{:?}", speech.kind()));
        let notices = speech.take_notices();
        report("kept", notices.len());
        report("notice", notices[0].render(vocab.code()));
        report("typed", format!("{:?}", notices[0]));
        // Later speech goes to the text lines, and there is no second notice.
        speech.say(&knight_f3(), Channel::Private, &vocab);
        assert!(!speech.check(&vocab));
        assert_eq!(speech.take_notices(), vec![]);
        report("lines", lines.text().replace('\n', " | "));
        return;
    }
    let (_dir, daemon, out) =
        run_with_daemon(TEST, "frozen", Output::Alsa, "de", Duration::from_secs(30));
    drop(daemon);
    let r = results(&out);
    assert_eq!(r["kind"], "Text");
    assert_fell_back_within(&r, 2500);
    assert_eq!(r["kept"], "1");
    assert!(
        r["typed"].starts_with(
            "FellBack { from: System, fault: Timeout { call: Speak, limit: 1.5s }, skipped: [], \
             to: Text"
        ),
        "{}",
        r["typed"]
    );
    assert!(
        r["notice"].starts_with("Systemstimme gestört: "),
        "{}",
        r["notice"]
    );
    assert!(
        r["notice"].ends_with("Sprachausgabe jetzt: Textzeilen."),
        "{}",
        r["notice"]
    );
    // The move speech-dispatcher had not spoken, then what came after; the notice itself is
    // the game loop's to show on every output.
    let lines: Vec<&str> = r["lines"].split(" | ").collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0], "[public] Läufer Cesar vier");
    assert_eq!(lines[1], "[private] Springer Felix drei");
}

/// In the child: says the utterances once what came before has reached the capture, waits until
/// they are spoken, and returns the samples that reached the capture.
fn say_and_capture(
    speech: &mut SystemSpeech,
    capture: &mut Capture,
    name: &str,
    utterances: &[(Vec<Token>, Channel)],
) -> Vec<i16> {
    let dir = child_dir();
    let vocab = german();
    std::thread::sleep(Duration::from_millis(100));
    capture.skip_all(&dir);
    for (tokens, channel) in utterances {
        speech.say(tokens, *channel, &vocab);
    }
    assert!(
        speech.wait_idle(Duration::from_secs(10)),
        "{name}: not spoken: {:?}",
        speech.failure()
    );
    std::thread::sleep(Duration::from_millis(100));
    capture.samples_since(&dir)
}

/// In the child: says each group of utterances, waits until spoken, and reports how many
/// samples of speech (first to last sound) and the loudest one that reached the capture.
fn say_and_measure(
    speech: &mut SystemSpeech,
    capture: &mut Capture,
    name: &str,
    utterances: &[(Vec<Token>, Channel)],
) {
    let samples = say_and_capture(speech, capture, name, utterances);
    report(&format!("{name}_len"), trimmed(&samples).len());
    report(
        &format!("{name}_peak"),
        samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0),
    );
}

fn long_answer() -> Vec<Token> {
    vec![Token::Text(
        "Weiß am Zug. Die Uhr zeigt zehn Minuten und dreißig Sekunden für Weiß und neun \
         Minuten und zwölf Sekunden für Schwarz."
            .to_string(),
    )]
}

#[test]
fn new_private_answer_cuts_the_old_one_but_never_a_move() {
    const TEST: &str = "new_private_answer_cuts_the_old_one_but_never_a_move";
    if child_of(TEST) {
        let mut speech = start_system(&SystemOptions::default(), &german());
        let mut capture = Capture::default();
        let short = || (knight_f3(), Channel::Private);
        say_and_measure(
            &mut speech,
            &mut capture,
            "long",
            &[(long_answer(), Channel::Private)],
        );
        say_and_measure(&mut speech, &mut capture, "short", &[short()]);
        say_and_measure(
            &mut speech,
            &mut capture,
            "private_private",
            &[(long_answer(), Channel::Private), short()],
        );
        say_and_measure(
            &mut speech,
            &mut capture,
            "public_private",
            &[(long_answer(), Channel::Public), short()],
        );
        say_and_measure(
            &mut speech,
            &mut capture,
            "public_public",
            &[
                (long_answer(), Channel::Public),
                (knight_f3(), Channel::Public),
            ],
        );
        return;
    }
    let (_dir, daemon, out) = run_with_daemon(
        TEST,
        "channels",
        Output::Alsa,
        "de",
        Duration::from_secs(30),
    );
    drop(daemon);
    let r = results(&out);
    let len = |k: &str| -> f64 { r[&format!("{k}_len")].parse().expect("a length") };
    let (long, short) = (len("long"), len("short"));
    assert!(long > 3.0 * short, "long {long}, short {short}");
    // The older private answer is cut: what is heard is little more than the new one.
    assert!(
        len("private_private") < 0.5 * long,
        "private answers: {} (long alone {long})",
        len("private_private")
    );
    // A move is spoken to its end, and the private answer after it.
    assert!(
        len("public_private") > 0.95 * (long + short),
        "move and answer: {} (long {long} + short {short})",
        len("public_private")
    );
    assert!(
        len("public_public") > 0.95 * (long + short),
        "two moves: {} (long {long} + short {short})",
        len("public_public")
    );
}

#[test]
fn rate_and_volume_take_effect() {
    const TEST: &str = "rate_and_volume_take_effect";
    if child_of(TEST) {
        let vocab = german();
        let mut capture = Capture::default();
        let say = [(long_answer(), Channel::Public)];
        for (name, options) in [
            ("normal", SystemOptions::default()),
            (
                "fast",
                SystemOptions {
                    rate: Some(100),
                    ..SystemOptions::default()
                },
            ),
            (
                "slow",
                SystemOptions {
                    rate: Some(-50),
                    ..SystemOptions::default()
                },
            ),
            (
                "quiet",
                SystemOptions {
                    volume: Some(30),
                    ..SystemOptions::default()
                },
            ),
            (
                "mute",
                SystemOptions {
                    volume: Some(0),
                    ..SystemOptions::default()
                },
            ),
        ] {
            let mut speech = start_system(&options, &vocab);
            say_and_measure(&mut speech, &mut capture, name, &say);
        }
        // A voice by its name: espeak-ng's German with the "female3" variant.
        let options = SystemOptions {
            voice: Some("German+female3".to_string()),
            ..SystemOptions::default()
        };
        let mut speech = start_system(&options, &vocab);
        report("voice_notes", format!("{:?}", speech.notes()));
        let say = [(knight_f3(), Channel::Public)];
        let samples = say_and_capture(&mut speech, &mut capture, "voice", &say);
        let heard = trimmed(&samples);
        for voice in ["de+f3", "de"] {
            let reference = espeak_samples(voice, WORDS);
            let r = voice_likeness(heard, trimmed(&reference));
            report(&format!("likeness_{voice}"), format!("{r:.3}"));
        }
        return;
    }
    let (_dir, daemon, out) =
        run_with_daemon(TEST, "rate", Output::Alsa, "de", Duration::from_secs(30));
    drop(daemon);
    let r = results(&out);
    let get = |k: &str| -> f64 { r[k].parse().expect("a number") };
    assert!(get("fast_len") < 0.7 * get("normal_len"), "{out}");
    assert!(get("slow_len") > 1.2 * get("normal_len"), "{out}");
    assert!(get("quiet_peak") < 0.7 * get("normal_peak"), "{out}");
    assert!(get("quiet_peak") > 0.0, "{out}");
    assert_eq!(get("mute_peak"), 0.0, "{out}");
    assert_eq!(r["voice_notes"], "[]", "{out}");
    assert!(get("likeness_de+f3") > 0.8, "{out}");
    assert!(get("likeness_de+f3") > get("likeness_de") + 0.3, "{out}");
}

#[test]
fn a_killed_daemon_is_known_at_once_and_speech_comes_back_with_it() {
    const TEST: &str = "a_killed_daemon_is_known_at_once_and_speech_comes_back_with_it";
    if child_of(TEST) {
        let dir = child_dir();
        let vocab = german();
        let mut speech = start_system(&SystemOptions::default(), &vocab);
        let wakes = waker_of(&mut speech);
        speech.say(&knight_f3(), Channel::Public, &vocab);
        assert!(speech.wait_idle(Duration::from_secs(5)), "not spoken");
        // The daemon dies while nothing is said, and no key is typed.
        kill_daemon();
        wakes
            .recv_timeout(Duration::from_secs(5))
            .expect("woken by the failure");
        report("failed", format!("{:?}", speech.health()));
        let daemon = restart_daemon();
        wakes
            .recv_timeout(Duration::from_secs(10))
            .expect("woken when speech works again");
        report("back", format!("{:?}", speech.health()));
        // The next move is spoken by speech-dispatcher again, into the capture.
        let mut capture = Capture::from_now(&dir);
        let said = Instant::now();
        speech.say(&bishop_c4(), Channel::Public, &vocab);
        capture.wait_for_sound(&dir, said);
        assert!(speech.wait_idle(Duration::from_secs(5)), "not spoken");
        drop(speech);
        drop(daemon);
        return;
    }
    let (_dir, daemon, out) =
        run_with_daemon(TEST, "killed", Output::Alsa, "de", Duration::from_secs(40));
    drop(daemon);
    let r = results(&out);
    // Known without a key typed (the waker came, within the child's limit) and back when the
    // daemon is; how fast, and how often the threads wake meanwhile, are figures of the
    // machine's load: `cargo bench --bench wakeups` measures the wake-ups.
    assert_eq!(r["failed"], "Failed(DaemonGone)", "{out}");
    assert_eq!(r["back"], "Working", "{out}");
}

#[test]
fn fallback_goes_back_to_the_system_voice_when_the_daemon_is_back() {
    const TEST: &str = "fallback_goes_back_to_the_system_voice_when_the_daemon_is_back";
    if child_of(TEST) {
        let dir = child_dir();
        let vocab = german();
        let (mut speech, notices, lines) =
            choose_with_lines(SpeechChoice::System, no_voice, &vocab);
        assert!(notices.is_empty(), "{notices:?}");
        let wakes = waker_of(&mut speech);
        let killed = kill_daemon();
        let woken = until_switched(&mut speech, &wakes, &vocab, Duration::from_secs(5));
        report("fell_back_ms", (woken - killed).as_millis());
        report("fell_back_to", format!("{:?}", speech.kind()));
        report("fell_back", format!("{:?}", speech.take_notices()));
        let daemon = restart_daemon();
        until_switched(&mut speech, &wakes, &vocab, Duration::from_secs(10));
        report("back_to", format!("{:?}", speech.kind()));
        report("back", format!("{:?}", speech.take_notices()));
        let mut capture = Capture::from_now(&dir);
        let said = Instant::now();
        speech.say(&bishop_c4(), Channel::Public, &vocab);
        capture.wait_for_sound(&dir, said);
        report("lines", lines.text().replace('\n', " | "));
        // Nothing more to tell.
        assert!(!speech.check(&vocab));
        assert_eq!(speech.take_notices(), vec![]);
        drop(speech);
        drop(daemon);
        return;
    }
    let (_dir, daemon, out) =
        run_with_daemon(TEST, "back", Output::Alsa, "de", Duration::from_secs(40));
    drop(daemon);
    let r = results(&out);
    let ms: u64 = r["fell_back_ms"].parse().expect("milliseconds");
    assert!(ms < 2000, "fell back after {ms} ms");
    assert_eq!(r["fell_back_to"], "Text");
    assert_eq!(
        r["fell_back"],
        "[FellBack { from: System, fault: DaemonGone, skipped: [], to: Text }]"
    );
    assert_eq!(r["back_to"], "System");
    assert_eq!(r["back"], "[Returned { kind: System, from: Text }]");
    // The notices are the game loop's to show; the text lines said nothing meanwhile, and the
    // move after the return was spoken by the daemon.
    assert_eq!(r["lines"], "");
}

/// A back end for the fallback logic alone: records what it is told, fails when told to.
struct Fake {
    said: Arc<Mutex<Vec<String>>>,
    failure: Arc<Mutex<Option<SpeechFault>>>,
    unfinished: Vec<u64>,
}

impl Speech for Fake {
    fn say(&mut self, tokens: &[Token], _channel: Channel, vocab: &Vocabulary) {
        let n = self.said.lock().unwrap().len() as u64;
        self.said.lock().unwrap().push(vocab.render(tokens));
        self.unfinished.push(n);
    }
}

impl Backend for Fake {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::Voice
    }

    fn health(&self) -> Health {
        match self.failure.lock().unwrap().clone() {
            Some(fault) => Health::Failed(fault),
            None => Health::Working,
        }
    }

    fn take_unfinished(&mut self) -> Vec<u64> {
        // The first utterance was spoken, the rest were not.
        let unfinished = self.unfinished.iter().copied().filter(|n| *n > 0).collect();
        self.unfinished.clear();
        unfinished
    }
}

#[test]
fn failed_voice_falls_back_and_says_unfinished_moves_again() {
    const TEST: &str = "failed_voice_falls_back_and_says_unfinished_moves_again";
    if child_of(TEST) {
        let vocab = Vocabulary::builtin("en").expect("English vocabulary");
        let said = Arc::new(Mutex::new(Vec::new()));
        let failure = Arc::new(Mutex::new(None));
        let fake = Fake {
            said: Arc::clone(&said),
            failure: Arc::clone(&failure),
            unfinished: Vec::new(),
        };
        let (mut speech, notices, lines) = choose_with_lines(
            SpeechChoice::Auto,
            move || Ok(Box::new(fake) as Box<dyn Backend>),
            &vocab,
        );
        assert_eq!(notices, vec!["Speech: recorded voice.".to_string()]);
        speech.say(&knight_f3(), Channel::Public, &vocab);
        speech.say(&bishop_c4(), Channel::Public, &vocab);
        *failure.lock().unwrap() = Some(SpeechFault::DeviceGone {
            device: "default".to_string(),
        });
        let started = Instant::now();
        speech.say(
            &[Token::Text("Your move.".to_string())],
            Channel::Private,
            &vocab,
        );
        report("ms", started.elapsed().as_millis());
        report("kind", format!("{:?}", speech.kind()));
        report("voice", said.lock().unwrap().join(" | "));
        report("lines", lines.text().replace('\n', " | "));
        let notices: Vec<String> = speech
            .take_notices()
            .iter()
            .map(|n| n.render(vocab.code()))
            .collect();
        report("notices", notices.join(" | "));
        return;
    }
    let dir = temp_dir("fake");
    let vars = no_daemon_at(&dir.0.join("nobody.sock"));
    let out = run_child(TEST, &dir.0, &vars, Duration::from_secs(20));
    let r = results(&out);
    assert_eq!(r["kind"], "Text");
    assert_eq!(r["voice"], "Knight Felix three | Bishop Cesar four");
    let notice = "Recorded voice failed: the sound device default failed. System voice \
                  skipped: speech-dispatcher is not running. Speech now: text lines.";
    assert_eq!(r["notices"], notice);
    assert_eq!(
        r["lines"],
        "[public] Bishop Cesar four | [private] Your move. | "
    );
    assert_fell_back_within(&r, 2000);
}

/// anna speaks SSIP over speech-dispatcher's socket itself: the program does not load the
/// daemon's C client library, nor GLib with it, at every start (issue 43: a start without the
/// system speech paid for them). `ldd` lists what the dynamic loader loads.
#[test]
fn the_program_loads_no_speech_dispatcher_client_library() {
    let out = Command::new("ldd")
        .arg(env!("CARGO_BIN_EXE_anna"))
        .output()
        .expect("ldd runs");
    assert!(out.status.success(), "ldd: {out:?}");
    let libs = String::from_utf8_lossy(&out.stdout);
    assert!(libs.contains("libc.so"), "{libs}");
    for lib in ["libspeechd", "libglib", "libpcre2"] {
        assert!(!libs.contains(lib), "{lib} is loaded:\n{libs}");
    }
}
