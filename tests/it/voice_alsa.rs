//! The voice back end through cpal and ALSA into a file (test-harness.md, "Audio"): what the
//! device receives is exactly the pack's clips with the gaps between them, in order; and
//! `anna voices record` reads the microphone (an ALSA `file` PCM's `infile`).
//!
//! ALSA reads its configuration once per process, so each test runs itself again as a child
//! process with `ALSA_CONFIG_PATH` naming a configuration of its own, whose default device is a
//! `file` PCM writing raw samples into the test's folder. The null device behind it is not
//! paced: the stream runs faster than real time and the file keeps growing with silence after
//! the speech, so the tests look at the samples from the first that is not silent.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anna::cli::voices::{self, VoicesArgs, VoicesCommand};
use anna::lang::Language;
use anna::message::Token;
use anna::notation::Vocabulary;
use anna::speech::pack::voice_pack::VoicePack;
use anna::speech::voice::DEFAULT_GAP_MS;
use anna::speech::{Channel, Speech, VoiceOptions, VoiceSpeech};
use temp::TempDir;

use crate::common::alsa;
use crate::common::temp;

/// Set in the child process: the folder with its ALSA configuration and capture file.
const CHILD: &str = "ANNA_VOICE_ALSA_DIR";

/// The shipped pack file of `code`.
fn pack_dir(code: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("voices")
        .join(format!("{code}.zip"))
}

/// Runs the named test again as a child whose ALSA default device writes S16 samples at `rate`
/// with `channels` into `dir/capture.raw`. The device (a `plug`) takes any rate and format:
/// cpal's default is 48 kHz, 2 channels, F32, converted to the file's format by ALSA.
fn run_child(test: &str, name: &str, rate: u32, channels: u16) -> TempDir {
    let dir = TempDir::new("voice-alsa", name);
    run_child_in(test, &dir.0, rate, channels);
    dir
}

/// [`run_child`] in a folder the test has made (and may have written `in.raw` into).
fn run_child_in(test: &str, dir: &Path, rate: u32, channels: u16) {
    // Recording reads the samples of `in.raw`, if the test wrote one, then silence.
    let input = dir.join("in.raw");
    let infile = if input.exists() {
        format!("infile \"{}\";", input.display())
    } else {
        String::new()
    };
    // The stream stops while nothing is said and opens the device again: appended, not truncated.
    let options = format!("{infile} truncate false;");
    let config = alsa::capture_config(&dir.join("capture.raw"), Some((rate, channels)), &options);
    let (var, path) = alsa::use_config(&dir.join("asound.conf"), &config);
    let out = alsa::child_test(module_path!(), test)
        .env(CHILD, dir)
        .env(var, path)
        .output()
        .expect("the child test runs");
    assert!(
        out.status.success(),
        "child {test} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    print!("{}", String::from_utf8_lossy(&out.stdout));
}

fn child_dir() -> Option<PathBuf> {
    std::env::var_os(CHILD).map(PathBuf::from)
}

/// Every capture file in order: the stream stops while nothing is said and a new opening of
/// the device writes `capture.raw.0001`, `capture.raw.0002`, … (`truncate false`).
fn read_capture(dir: &Path) -> Vec<i16> {
    let files = crate::common::speechd::capture_files(dir);
    assert!(!files.is_empty(), "no capture file in {}", dir.display());
    let mut bytes = Vec::new();
    for file in files {
        bytes.extend(std::fs::read(&file).expect("the capture file"));
        // A file of an odd length would shift the samples of the next.
        bytes.truncate(bytes.len() - bytes.len() % 2);
    }
    alsa::samples(&bytes).collect()
}

/// The child's part: says the phrase on the default device (at `rate` if given) and waits until
/// it is played.
fn speak(dir: &Path, phrase: &str, rate: Option<u32>) {
    speak_at(dir, phrase, rate, 0);
}

/// [`speak`] at a speech rate (`tempo`, −100 to 100).
fn speak_at(dir: &Path, phrase: &str, rate: Option<u32>, tempo: i32) {
    speak_with(dir, phrase, rate, tempo, true);
}

/// [`speak`] at the pack's rate, with no clip decoded before the phrase is said.
fn speak_undecoded(dir: &Path, phrase: &str) {
    speak_with(dir, phrase, Some(24000), 0, false);
}

/// Says the phrase, its clips decoded before (as a game's move words are) if `decoded`.
fn speak_with(dir: &Path, phrase: &str, rate: Option<u32>, tempo: i32, decoded: bool) {
    let options = VoiceOptions {
        rate,
        tempo,
        ..VoiceOptions::default()
    };
    let mut speech = VoiceSpeech::start(&pack_dir("de"), options).expect("voice back end");
    let de = Vocabulary::builtin("de").unwrap();
    let tokens = [Token::Text(phrase.to_string())];
    if decoded {
        let _ = speech.render(&tokens, Channel::Public, &de);
    }
    speech.say(&tokens, Channel::Public, &de);
    assert!(
        speech.wait_idle(Duration::from_secs(20)),
        "{:?}",
        speech.health()
    );
    // The device's last buffer is written after the callback filled it.
    std::thread::sleep(Duration::from_millis(150));
    assert_eq!(speech.health().fault(), None);
    let (rate, channels) = speech.device_format(Channel::Public).unwrap();
    std::fs::write(dir.join("format"), format!("{rate} {channels}")).unwrap();
}

/// The clips of `words`, decoded from the pack file, as floats at the clips' rate.
fn expected_clips(words: &[&str]) -> (Vec<Vec<f32>>, u32) {
    let pack = VoicePack::open(&pack_dir("de")).unwrap();
    let clips = words
        .iter()
        .map(|w| pack.clip(w).unwrap().unwrap().floats())
        .collect();
    (clips, pack.manifest().sample_rate)
}

/// Linear resampling written out again here, independent of the back end's.
fn resample(v: &[f32], from: u32, to: u32) -> Vec<f32> {
    if v.is_empty() {
        return Vec::new();
    }
    let n = (v.len() as u64 - 1) * u64::from(to) / u64::from(from) + 1;
    (0..n)
        .map(|i| {
            let x = i as f64 * f64::from(from) / f64::from(to);
            let j = x.floor() as usize;
            let t = (x - j as f64) as f32;
            let a = v[j];
            let b = v.get(j + 1).copied().unwrap_or(a);
            a + (b - a) * t
        })
        .collect()
}

fn joined(clips: &[Vec<f32>], from: u32, to: u32, gap: Duration) -> Vec<i16> {
    let gap = (gap.as_secs_f64() * f64::from(to)).round() as usize;
    let mut out = Vec::new();
    for (i, c) in clips.iter().enumerate() {
        if i > 0 {
            out.extend(std::iter::repeat_n(0.0, gap));
        }
        out.extend(resample(c, from, to));
    }
    out.iter()
        .map(|s| (s * 32768.0).round().clamp(-32768.0, 32767.0) as i16)
        .collect()
}

/// Compares the capture (one channel of it) with the expected samples from their first
/// non-zero sample on, within `tolerance`, and checks that silence follows.
fn assert_same(captured: &[i16], channels: usize, expected: &[i16], tolerance: i32) {
    let mono: Vec<i16> = captured.chunks_exact(channels).map(|f| f[0]).collect();
    for frame in captured.chunks_exact(channels) {
        assert!(
            frame.iter().all(|s| *s == frame[0]),
            "channels differ: {frame:?}"
        );
    }
    let start = mono
        .iter()
        .position(|s| *s != 0)
        .expect("speech in the capture");
    let e_start = expected.iter().position(|s| *s != 0).unwrap();
    let got = &mono[start..];
    let want = &expected[e_start..];
    assert!(
        got.len() >= want.len() + 1000,
        "capture too short: {}",
        got.len()
    );
    let mut worst = (0, 0);
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let d = (i32::from(*g) - i32::from(*w)).abs();
        if d > worst.1 {
            worst = (i, d);
        }
    }
    assert!(
        worst.1 <= tolerance,
        "sample {} of {} differs by {}",
        worst.0,
        want.len(),
        worst.1
    );
    assert!(
        got[want.len()..want.len() + 1000].iter().all(|s| *s == 0),
        "silence follows the phrase"
    );
}

const WORDS: [&str; 3] = ["springer", "felix", "drei"];

/// Checks that the capture holds the pack's [`WORDS`] with the default gap between them, at
/// `rate` (the clips' own if `None`) in each of `channels`, within `tolerance`.
fn assert_captured_words(dir: &Path, rate: Option<u32>, channels: usize, tolerance: i32) {
    let (clips, from) = expected_clips(&WORDS);
    let to = rate.unwrap_or(from);
    let expected = joined(&clips, from, to, Duration::from_millis(DEFAULT_GAP_MS));
    assert_same(&read_capture(dir), channels, &expected, tolerance);
}

#[test]
fn springer_felix_drei_reaches_alsa_sample_for_sample() {
    if let Some(dir) = child_dir() {
        return speak(&dir, "Springer Felix drei", Some(24000));
    }
    // The pack's own rate and channels: no resampling, every sample as in the clips.
    let dir = run_child(
        "springer_felix_drei_reaches_alsa_sample_for_sample",
        "exact",
        24000,
        1,
    );
    let format = std::fs::read_to_string(dir.0.join("format")).unwrap();
    assert!(format.starts_with("24000 "), "{format}");
    assert_captured_words(&dir.0, None, 1, 1);
}

/// At rate 100 the words take half their time and the gaps stay: "Springer Felix drei" is
/// heard from its first to its last sound in half the clips' length plus the two gaps.
#[test]
fn a_faster_rate_says_the_phrase_in_less_time() {
    if let Some(dir) = child_dir() {
        return speak_at(&dir, "Springer Felix drei", Some(24000), 100);
    }
    let dir = run_child(
        "a_faster_rate_says_the_phrase_in_less_time",
        "fast",
        24000,
        1,
    );
    let captured = read_capture(&dir.0);
    let loud = |s: &i16| s.unsigned_abs() > 300;
    let first = captured
        .iter()
        .position(loud)
        .expect("speech in the capture");
    let last = captured
        .iter()
        .rposition(loud)
        .expect("speech in the capture");
    let heard = (last - first) as f64 / 24000.0;
    let (clips, from) = expected_clips(&WORDS);
    let words: f64 = clips.iter().map(|c| c.len() as f64 / f64::from(from)).sum();
    let want = words / 2.0 + 2.0 * DEFAULT_GAP_MS as f64 / 1000.0;
    assert!(
        (heard - want).abs() < 0.04,
        "heard for {heard:.3} s, want about {want:.3} s (the words alone {words:.3} s)"
    );
}

#[test]
fn springer_felix_drei_is_resampled_to_the_device() {
    if let Some(dir) = child_dir() {
        return speak(&dir, "Springer Felix drei", None);
    }
    let dir = run_child(
        "springer_felix_drei_is_resampled_to_the_device",
        "resampled",
        48000,
        2,
    );
    let format = std::fs::read_to_string(dir.0.join("format")).unwrap();
    assert_eq!(format, "48000 2");
    assert_captured_words(&dir.0, Some(48000), 2, 2);
}

#[test]
fn voices_say_plays_the_phrase_and_waits() {
    if child_dir().is_some() {
        let args = VoicesArgs {
            command: VoicesCommand::Say {
                dir: pack_dir("de"),
                text: vec!["Springer".into(), "Felix drei".into()],
                vocab: None,
                gap: DEFAULT_GAP_MS,
                pause: 250,
                rate: 0,
                device: Some("default".into()),
            },
        };
        let mut out = Vec::new();
        let language = Language::load("en").unwrap();
        let mut words = voices::VoicesConsole {
            out: &mut out,
            language: &language,
        };
        assert_eq!(voices::run(args, &mut words, None), Ok(0));
        return;
    }
    let dir = run_child("voices_say_plays_the_phrase_and_waits", "cli", 48000, 2);
    // The unpaced device is the deepest buffer there is: it takes all it is given at once.
    // The phrase reaches it whole, the gaps between the words exact: no silence is played
    // while a word is decoded.
    assert_captured_words(&dir.0, Some(48000), 2, 2);
}

/// `anna voices say` run as the program it is, twice on the same pack file: the first run
/// keeps the pack's index in the cache folder, the second reads it back instead of the archive
/// (the file is not written again), and both play the phrase sample for sample.
#[test]
fn voices_say_reads_back_the_index_its_first_run_kept() {
    let dir = TempDir::new("voice-alsa", "kept-index");
    let cache = dir.0.join("cache");
    let pack = dir.0.join("de.zip");
    std::fs::copy(pack_dir("de"), &pack).unwrap();
    let kept = || -> Vec<PathBuf> {
        std::fs::read_dir(cache.join("anna").join("packs"))
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default()
    };
    let mut written = None;
    for run in ["first", "second"] {
        let capture = dir.0.join(run);
        std::fs::create_dir_all(&capture).unwrap();
        let config = alsa::capture_config(
            &capture.join("capture.raw"),
            Some((48000, 2)),
            "truncate false;",
        );
        let (var, path) = alsa::use_config(&capture.join("asound.conf"), &config);
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_anna"))
            .args(["voices", "say"])
            .arg(&pack)
            .arg("Springer Felix drei")
            .env(var, path)
            .env("XDG_CACHE_HOME", &cache)
            .output()
            .expect("anna runs");
        assert!(out.status.success(), "{out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "", "nothing printed");
        let files = kept();
        assert_eq!(files.len(), 1, "one kept index: {files:?}");
        let modified = std::fs::metadata(&files[0]).unwrap().modified().unwrap();
        if let Some(first) = written {
            assert_eq!(modified, first, "the kept index is read, not made again");
        }
        written = Some(modified);
        assert_captured_words(&capture, Some(48000), 2, 2);
    }
}

/// A phrase whose clips are not decoded yet (the worker reads them) reaches the device as one
/// sound: on this unpaced device, which takes all it is given at once as a deep buffer does,
/// a word queued before the next was decoded would be followed by silence.
#[test]
fn a_phrase_still_to_be_decoded_reaches_a_deep_buffer_without_a_gap() {
    if let Some(dir) = child_dir() {
        return speak_undecoded(&dir, "Springer Felix drei");
    }
    let dir = run_child(
        "a_phrase_still_to_be_decoded_reaches_a_deep_buffer_without_a_gap",
        "undecoded",
        24000,
        1,
    );
    assert_captured_words(&dir.0, None, 1, 1);
}

/// Typed lines that come slowly, as from a person: each after `delay`.
struct SlowLines {
    lines: Vec<&'static str>,
    delay: Duration,
}

impl std::io::Read for SlowLines {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.lines.is_empty() {
            return Ok(0);
        }
        std::thread::sleep(self.delay);
        let line = self.lines.remove(0);
        buf[..line.len()].copy_from_slice(line.as_bytes());
        Ok(line.len())
    }
}

#[test]
fn recording_from_the_microphone_through_alsa() {
    if let Some(dir) = child_dir() {
        let en = Vocabulary::builtin("en").unwrap();
        let mut input = std::io::BufReader::new(SlowLines {
            lines: vec!["\n", "q\n"],
            delay: Duration::from_millis(50),
        });
        let mut out = Vec::new();
        let mut mic = voices::CpalMicrophone::default();
        let pack = dir.join("pack");
        let language = Language::load("en").unwrap();
        let mut words = voices::VoicesConsole {
            out: &mut out,
            language: &language,
        };
        voices::record(&pack, &en, false, &mut input, &mut words, &mut mic).unwrap();
        print!("{}", String::from_utf8_lossy(&out));
        return;
    }
    let dir = TempDir::new("voice-alsa", "record");
    // 0.1 s of silence, 0.2 s of a 440 Hz tone at half scale, 48 kHz mono S16, then silence.
    // The capture is not paced either: 50 ms of recording read seconds of the file. After its
    // end the plugin repeats old samples, so the file is long enough never to end.
    let mut raw = vec![0i16; 4800];
    raw.extend((0..9600).map(|i| {
        let t = i as f32 / 48000.0;
        ((t * 440.0 * std::f32::consts::TAU).sin() * 16384.0) as i16
    }));
    raw.resize(48000 * 60, 0);
    let bytes: Vec<u8> = raw.iter().flat_map(|s| s.to_le_bytes()).collect();
    std::fs::write(dir.0.join("in.raw"), bytes).unwrap();
    run_child_in(
        "recording_from_the_microphone_through_alsa",
        &dir.0,
        48000,
        1,
    );
    let pack = VoicePack::open(&dir.0.join("pack")).expect("the recorded pack");
    let words = &pack.manifest().words;
    assert_eq!(words.len(), 1, "{words:?}");
    let (word, _) = words.iter().next().unwrap();
    let clip = pack.clip(word).unwrap().unwrap();
    assert_eq!(clip.rate, 22050);
    // The tone, trimmed to it with at most 30 ms either side, at the common peak. The unpaced
    // capture overruns and ALSA drops samples, so only the bounds of its length are known.
    let n = clip.samples.len() as f32 / 22050.0;
    assert!((0.05..=0.2 + 2.0 * 0.031).contains(&n), "{n} s");
    let peak = clip.floats().iter().fold(0.0f32, |m, s| m.max(s.abs()));
    assert!((peak - voices::PEAK).abs() < 0.01, "{peak}");
    // Still 440 Hz: 880 sign changes a second.
    let loud: Vec<f32> = clip
        .floats()
        .into_iter()
        .filter(|s| s.abs() > 0.01)
        .collect();
    let changes = loud
        .windows(2)
        .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
        .count();
    let hz = changes as f32 / 2.0 / (loud.len() as f32 / 22050.0);
    assert!((400.0..=480.0).contains(&hz), "{hz} Hz");
}

/// Milliseconds from `say` to the first non-silent sample in the capture file, `runs` times.
fn measure_latency(dir: &Path, runs: usize) -> Vec<f64> {
    let opened = Instant::now();
    let mut speech =
        VoiceSpeech::start(&pack_dir("de"), VoiceOptions::default()).expect("voice back end");
    println!(
        "voice back end opened (pack checked, device started) in {:.1} ms",
        opened.elapsed().as_secs_f64() * 1000.0
    );
    let de = Vocabulary::builtin("de").unwrap();
    // The move words are read ahead when the back end starts; this waits for that.
    speech.say(&[Token::Text("Springer".into())], Channel::Public, &de);
    assert!(speech.wait_idle(Duration::from_secs(10)));
    let capture = dir.join("capture.raw");
    let mut times = Vec::new();
    let mut file = std::fs::File::open(&capture).unwrap();
    for _ in 0..runs {
        std::thread::sleep(Duration::from_millis(20));
        // Everything written so far is silence; speech starts after it.
        use std::io::{Read, Seek, SeekFrom};
        let mut seen = file.seek(SeekFrom::End(0)).unwrap();
        let said = Instant::now();
        speech.say(
            &[Token::Text("Springer Felix drei".into())],
            Channel::Public,
            &de,
        );
        let mut buf = vec![0u8; 1 << 16];
        let found = 'poll: loop {
            assert!(
                said.elapsed() < Duration::from_secs(5),
                "no speech reached ALSA"
            );
            let n = file.read(&mut buf).unwrap();
            for pair in buf[..n].chunks_exact(2) {
                if pair != [0, 0] {
                    break 'poll said.elapsed();
                }
            }
            seen += n as u64;
        };
        let _ = seen;
        times.push(found.as_secs_f64() * 1000.0);
        assert!(speech.wait_idle(Duration::from_secs(10)));
        // Skip the rest of this phrase.
        file.seek(SeekFrom::End(0)).unwrap();
    }
    times
}

/// The benchmark: time from `say` to the first non-silent sample reaching ALSA (target
/// ≤ 15 ms). Ignored by default; run with
/// `cargo test --release --test it -- --ignored --nocapture voice_alsa::latency`.
#[test]
#[ignore]
fn latency_from_say_to_alsa() {
    if let Some(dir) = child_dir() {
        let mut times = measure_latency(&dir, 20);
        times.sort_by(f64::total_cmp);
        println!(
            "voice latency, say → first sample in ALSA, 20 runs: min {:.2} ms, median {:.2} ms, max {:.2} ms",
            times[0],
            times[times.len() / 2],
            times[times.len() - 1]
        );
        assert!(times[times.len() / 2] <= 15.0, "{times:?}");
        return;
    }
    run_child("latency_from_say_to_alsa", "latency", 48000, 2);
}

/// Runs the named test again as a child whose ALSA configuration (added after the system's) is
/// `config`; returns what it printed on standard output and standard error.
fn run_child_with_config(test: &str, name: &str, config: &str) -> (TempDir, String, String) {
    let dir = TempDir::new("voice-alsa", name);
    let (var, path) = alsa::use_config(&dir.0.join("asound.conf"), config);
    let out = alsa::child_test(module_path!(), test)
        .env(CHILD, &dir.0)
        .env(var, path)
        .output()
        .expect("the child test runs");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "child {test} failed:\n{stdout}\n{stderr}"
    );
    print!("{stdout}");
    (dir, stdout, stderr)
}

/// The value of a `RESULT key value` line the child printed.
fn result<'a>(stdout: &'a str, key: &str) -> &'a str {
    stdout
        .lines()
        .find_map(|l| Some(l.split_once(&format!("RESULT {key} "))?.1))
        .unwrap_or_else(|| panic!("no {key} in {stdout}"))
}

#[test]
fn an_unusable_device_is_a_typed_failure_and_alsa_prints_nothing() {
    if child_dir().is_some() {
        let failure = VoiceSpeech::start(&pack_dir("de"), VoiceOptions::default()).err();
        println!("RESULT failure {failure:?}");
        return;
    }
    // The default device is a plug into a PCM that does not exist.
    let (_dir, stdout, stderr) = run_child_with_config(
        "an_unusable_device_is_a_typed_failure_and_alsa_prints_nothing",
        "unusable",
        "pcm.!default { type plug; slave.pcm \"nosuchpcm\" }\n",
    );
    assert_eq!(
        result(&stdout, "failure"),
        "Some(NoDevice { device: \"default\", alsa: Some(AlsaError { function: \
         \"snd_pcm_open_noupdate\", message: \"Unknown PCM …\", code: 0 }) })"
    );
    // What the player's terminal would have shown.
    assert!(!stderr.contains("ALSA lib"), "{stderr}");
}

#[test]
fn a_device_failing_while_playing_does_not_flood_and_alsa_prints_nothing() {
    if child_dir().is_some() {
        let mut speech =
            VoiceSpeech::start(&pack_dir("de"), VoiceOptions::default()).expect("voice back end");
        let (tx, wakes) = std::sync::mpsc::channel();
        speech.set_waker(Box::new(move || {
            let _ = tx.send(Instant::now());
        }));
        let de = Vocabulary::builtin("de").unwrap();
        let said = Instant::now();
        speech.say(&[Token::Text("Springer".into())], Channel::Public, &de);
        let woken = wakes
            .recv_timeout(Duration::from_secs(2))
            .expect("woken by the failure");
        println!("RESULT ms {}", (woken - said).as_millis());
        // The device goes on failing at every period, hundreds of times.
        std::thread::sleep(Duration::from_millis(500));
        println!("RESULT more_wakes {}", wakes.try_iter().count());
        println!("RESULT health {:?}", speech.health());
        println!("RESULT notices {:?}", speech.take_notices());
        return;
    }
    // Every write of the device fails: the disk is full.
    let (_dir, stdout, stderr) = run_child_with_config(
        "a_device_failing_while_playing_does_not_flood_and_alsa_prints_nothing",
        "full",
        "pcm.!default { type plug; slave.pcm \"full\" }\n\
         pcm.full { type file; slave.pcm \"null\"; file \"/dev/full\"; format \"raw\" }\n",
    );
    assert_eq!(
        result(&stdout, "health"),
        "Failed(DeviceGone { device: \"default\" })"
    );
    let ms: u64 = result(&stdout, "ms").parse().unwrap();
    assert!(ms < 1000, "known after {ms} ms");
    // A few more at most (ALSA's first error; the failure, if it came while the waker was being
    // set), never one per failing period.
    let more: u32 = result(&stdout, "more_wakes").parse().unwrap();
    assert!(more <= 2, "{more} more wakes");
    // The failure says it all: the errors after it are no news.
    assert_eq!(result(&stdout, "notices"), "[]");
    assert!(!stderr.contains("ALSA lib"), "{stderr}");
}

/// A clip that cannot be read (damaged after the pack was checked) is told of once, in words,
/// and its word is spelled; before, it was spelled without a word of warning.
#[test]
fn a_damaged_clip_is_told_of_once_and_its_word_spelled() {
    if let Some(dir) = child_dir() {
        let pack = dir.join("pack");
        std::fs::create_dir_all(pack.join("clips")).unwrap();
        let tone: Vec<f32> = (0..2205).map(|i| (i as f32 * 0.05).sin() * 0.5).collect();
        let mut manifest = String::from(
            "language = \"de\"\nsample_rate = 22050\nchannels = 1\nformat = \"s16\"\n[words]\n\
             springer = \"clips/springer.wav\"\n[letters]\n",
        );
        anna::speech::pack::voice_pack::write_clip(&pack.join("clips/springer.wav"), &tone, 22050)
            .unwrap();
        for c in 'a'..='z' {
            let file = format!("clips/letter-{c}.wav");
            anna::speech::pack::voice_pack::write_clip(&pack.join(&file), &tone[..200], 22050)
                .unwrap();
            manifest.push_str(&format!("{c} = \"{file}\"\n"));
        }
        std::fs::write(pack.join("manifest.toml"), manifest).unwrap();
        let mut speech = VoiceSpeech::start(&pack, VoiceOptions::default()).expect("voice");
        // Damaged after the check at the start: the header stays, the samples are cut.
        let clip = pack.join("clips/springer.wav");
        let len = std::fs::metadata(&clip).unwrap().len();
        std::fs::OpenOptions::new()
            .write(true)
            .open(&clip)
            .unwrap()
            .set_len(len - 3001)
            .unwrap();
        let de = Vocabulary::builtin("de").unwrap();
        for _ in 0..2 {
            speech.say(&[Token::Text("Springer".into())], Channel::Public, &de);
            assert!(speech.wait_idle(Duration::from_secs(10)));
        }
        let notices: Vec<String> = speech
            .take_notices()
            .iter()
            .map(|n| n.render("en"))
            .collect();
        println!("RESULT notices {}", notices.join(" | "));
        println!("RESULT again {}", speech.take_notices().len());
        return;
    }
    let (_dir, stdout, _) = run_child_with_config(
        "a_damaged_clip_is_told_of_once_and_its_word_spelled",
        "damaged-clip",
        "pcm.!default { type plug; slave.pcm \"null\" }\n",
    );
    let notices = result(&stdout, "notices");
    assert!(
        notices.starts_with("Voice pack: ") && notices.ends_with("; the word is spelled."),
        "{notices}"
    );
    assert!(notices.contains("springer.wav"), "{notices}");
    assert!(!notices.contains(" | "), "told once: {notices}");
    assert_eq!(result(&stdout, "again"), "0");
}
