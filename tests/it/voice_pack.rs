//! Voice packs: a manifest cannot name files outside its folder, and the shipped packs have a
//! clip for every word any announcement, answer or clock report of their vocabulary can contain.

use std::path::Path;
use std::sync::LazyLock;
use std::time::Duration;

use proptest::prelude::*;
use shakmaty::{ByColor, Chess, Color, Move, Position};

use anna::clock::{ClockReport, ClockState, Moment, PeriodStatus};
use anna::command::Conversation;
use std::sync::Arc;

use anna::cli::voices::{self, MicError, Microphone};
use anna::lang::Language;
use anna::message::Token;
use anna::notation::{ParseError, ParseErrorKind, Vocabulary, announce};
use anna::output::Event;
use anna::session::{Form, Session, Setup, Which, report_message, spoken_time};
use anna::speech::pack::voice_pack::{
    ClipKeys, Manifest, Missing, VoicePack, pack_language, write_clip,
};
use announce::all_options;
use temp::TempDir;

use crate::common::announce;
use crate::common::temp;

/// A folder of its own with a `clips` folder in it, removed at the end.
fn temp_dir(name: &str) -> TempDir {
    TempDir::with("voice-pack", name, "clips")
}

fn tone(n: usize) -> Vec<f32> {
    (0..n).map(|i| ((i as f32) * 0.05).sin() * 0.5).collect()
}

/// A pack with two words and one letter, written by hand.
fn small_pack(dir: &Path, extra: &str) {
    write_clip(&dir.join("clips/springer.wav"), &tone(300), 22050).unwrap();
    write_clip(&dir.join("clips/felix.wav"), &tone(200), 22050).unwrap();
    write_clip(&dir.join("clips/a.wav"), &tone(100), 22050).unwrap();
    let manifest = format!(
        "language = \"de\"\nsample_rate = 22050\nchannels = 1\nformat = \"s16\"\n\
         [words]\nspringer = \"clips/springer.wav\"\nfelix = \"./clips/felix.wav\"\n{extra}\
         [letters]\na = \"clips/a.wav\"\n"
    );
    std::fs::write(dir.join("manifest.toml"), manifest).unwrap();
}

/// The pack's problems as an English-speaking user reads them.
fn problems(dir: &Path) -> String {
    match VoicePack::open(dir) {
        Ok(_) => String::new(),
        Err(e) => english(&e.message()),
    }
}

fn english(message: &anna::message::Message) -> String {
    Language::load("en")
        .unwrap()
        .text(message, Vocabulary::fallback())
}

/// Runs a `voices` function with its words in English; the exit status and what it printed.
fn in_english<T>(
    f: impl FnOnce(&mut voices::VoicesConsole) -> Result<T, anna::message::Message>,
) -> (T, String) {
    let language = Language::load("en").unwrap();
    let mut out = Vec::new();
    let result = f(&mut voices::VoicesConsole {
        out: &mut out,
        language: &language,
    });
    let text = String::from_utf8(out).unwrap();
    match result {
        Ok(value) => (value, text),
        Err(e) => panic!("{}\n{text}", english(&e)),
    }
}

#[test]
fn a_small_pack_opens_and_reads() {
    let dir = temp_dir("small");
    small_pack(&dir.0, "");
    let pack = VoicePack::open(&dir.0).expect("a valid pack");
    assert!(pack.has_word("springer") && pack.has_word("felix"));
    let clip = pack.clip("springer").unwrap().unwrap();
    assert_eq!((clip.rate, clip.samples.len()), (22050, 300));
    assert!(pack.read_all().is_empty());
    // Words it lacks are spelled from its letters, accents dropped when it has no such letter.
    assert_eq!(pack.spelling("Ää"), ['a', 'a']);
    let de = Vocabulary::builtin("de").unwrap();
    assert!(pack.missing(&de).contains(&Missing::Word("drei".into())));
}

#[test]
fn files_outside_the_folder_are_refused() {
    let dir = temp_dir("outside");
    let outside = dir.0.with_extension("outside.wav");
    write_clip(&outside, &tone(100), 22050).unwrap();
    for (entry, why) in [
        ("drei = \"../x.wav\"\n", "'..'"),
        ("drei = \"clips/../../x.wav\"\n", "'..'"),
        (&format!("drei = \"{}\"\n", outside.display()), "absolute"),
        ("drei = \"/etc/passwd\"\n", "absolute"),
        ("drei = \"clips/none.wav\"\n", "is missing"),
    ] {
        small_pack(&dir.0, entry);
        let p = problems(&dir.0);
        assert!(p.contains("drei") && p.contains(why), "{entry}: {p}");
    }
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&outside, dir.0.join("clips/link.wav")).unwrap();
        small_pack(&dir.0, "drei = \"clips/link.wav\"\n");
        let p = problems(&dir.0);
        assert!(p.contains("symbolic link"), "{p}");
    }
    let _ = std::fs::remove_file(outside);
}

#[test]
fn clips_of_another_format_and_bad_keys_are_refused() {
    let dir = temp_dir("format");
    write_clip(&dir.0.join("clips/drei.wav"), &tone(100), 44100).unwrap();
    std::fs::write(dir.0.join("clips/text.wav"), "not a wav").unwrap();
    small_pack(
        &dir.0,
        "drei = \"clips/drei.wav\"\nvier = \"clips/text.wav\"\nDame = \"clips/a.wav\"\n",
    );
    let p = problems(&dir.0);
    assert!(
        p.contains("words.\"drei\"") && p.contains("44100 Hz"),
        "{p}"
    );
    assert!(
        p.contains("words.\"vier\"") && p.contains("not a WAV"),
        "{p}"
    );
    assert!(
        p.contains("words.\"Dame\"") && p.contains("lower case"),
        "{p}"
    );
    std::fs::write(
        dir.0.join("manifest.toml"),
        "language = \"de\"\nspeed = 3\n",
    )
    .unwrap();
    assert!(problems(&dir.0).contains("speed"));
}

#[test]
fn voices_check_names_what_is_missing() {
    let dir = temp_dir("check");
    small_pack(&dir.0, "");
    let (code, out) = in_english(|w| voices::check(&dir.0, None, w));
    assert_eq!(code, 1);
    assert!(
        out.contains("no clip for \"drei\"") && out.contains("no clip for the letter b"),
        "{out}"
    );
    assert!(out.contains("2 words, one letter, 22050 Hz;"), "{out}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for code in ["de", "en"] {
        let (status, out) = in_english(|w| {
            voices::check(&root.join("voices").join(format!("{code}.zip")), None, w)
        });
        assert_eq!(status, 0, "{out}");
        assert!(
            out.ends_with(&format!("complete for vocabulary {code}.\n")),
            "{out}"
        );
    }
}

/// A microphone that "hears" a tone with silence around it for every word.
struct FakeMicrophone {
    rate: u32,
}

impl Microphone for FakeMicrophone {
    fn start(&mut self) -> Result<(), MicError> {
        Ok(())
    }

    fn stop(&mut self) -> Result<(Vec<f32>, u32), MicError> {
        let mut v = vec![0.0; 4800];
        v.extend(tone(4800).iter().map(|s| s * 0.2));
        v.extend(vec![0.001; 4800]);
        Ok((v, self.rate))
    }
}

#[test]
fn recording_writes_trimmed_clips_and_the_manifest() {
    // The microphone itself is not tested (no capture device here): this is everything after it.
    let dir = temp_dir("record");
    let en = Vocabulary::builtin("en").unwrap();
    let mut mic = FakeMicrophone { rate: 48000 };
    let mut input = "\ns\n\nq\n".as_bytes();
    let (_, out) = in_english(|w| voices::record(&dir.0, &en, false, &mut input, w, &mut mic));
    let pack = VoicePack::open(&dir.0).expect("the recorded pack opens");
    assert_eq!(pack.manifest().words.len(), 2, "{out}");
    // What the person recording reads: the count, each word, skipped, stopped, what is left.
    assert!(out.contains("words to record into"), "{out}");
    assert!(
        out.contains("Skipped.") && out.contains("Stopped."),
        "{out}"
    );
    assert!(
        out.contains("0.1 seconds.") || out.contains("0.2 seconds."),
        "{out}"
    );
    assert!(out.contains("2 recorded;"), "{out}");
    let (first, _) = pack.manifest().words.iter().next().unwrap();
    let clip = pack.clip(first).unwrap().unwrap();
    // 0.1 s of tone at 22050 Hz, with at most 30 ms kept on either side.
    let n = clip.samples.len();
    assert!((2205..=2205 + 2 * 735 + 2).contains(&n), "{n}");
    let peak = clip.floats().iter().fold(0.0f32, |m, s| m.max(s.abs()));
    assert!((peak - voices::PEAK).abs() < 0.01, "{peak}");
    // A second session continues where the first stopped.
    let mut input = "\nq\n".as_bytes();
    in_english(|w| voices::record(&dir.0, &en, false, &mut input, w, &mut mic));
    assert_eq!(VoicePack::open(&dir.0).unwrap().manifest().words.len(), 3);
}

/// The voice packs in `voices/`, one per language with FIDE's words in its script.
const SHIPPED_PACKS: [&str; 4] = ["de", "en", "ar", "fa"];

/// A game keeps each shipped pack's index small (the ZIP reader's own took about 0.3 MB for
/// the German pack's 930 clips, kept the whole game): at most 100 bytes a clip.
#[test]
fn a_shipped_pack_opened_for_speaking_keeps_a_small_index() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for code in SHIPPED_PACKS {
        let path = root.join("voices").join(format!("{code}.zip"));
        let pack = VoicePack::open_for_speaking(&path).expect("shipped pack opens");
        let clips = pack.manifest().words.len() + pack.manifest().letters.len();
        let bytes = pack.index_bytes().expect("the small index");
        assert!(
            bytes <= 100 * clips,
            "{code}: {bytes} bytes for {clips} clips"
        );
        assert_eq!(VoicePack::open(&path).unwrap().index_bytes(), None);
    }
}

#[test]
fn the_words_listing_matches_the_shipped_manifests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for code in SHIPPED_PACKS {
        let vocab = Vocabulary::builtin(code).unwrap();
        let pack = VoicePack::open(&root.join("voices").join(format!("{code}.zip")))
            .expect("shipped pack opens");
        let made = Manifest::for_vocabulary(&vocab, pack.manifest().sample_rate);
        let missing: Vec<&String> = made
            .words
            .keys()
            .filter(|w| !pack.manifest().words.contains_key(*w))
            .collect();
        assert!(
            missing.is_empty(),
            "voices/{code} lacks {missing:?}: run scripts/make-voices.sh {code}"
        );
    }
}

struct Shipped {
    vocab: Vocabulary,
    language: Arc<Language>,
    keys: ClipKeys,
    pack: VoicePack,
}

static SHIPPED: LazyLock<Vec<Shipped>> = LazyLock::new(|| {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    SHIPPED_PACKS
        .into_iter()
        .map(|code| {
            let vocab = Vocabulary::builtin(code).unwrap();
            Shipped {
                keys: ClipKeys::new(&vocab),
                language: pack_language(&vocab),
                pack: VoicePack::open(&root.join("voices").join(format!("{code}.zip")))
                    .unwrap_or_else(|e| panic!("voices/{code}: {e}")),
                vocab,
            }
        })
        .collect()
});

fn assert_spoken(s: &Shipped, tokens: &[Token], what: &str) {
    let missing = s.pack.missing_in(&s.keys, tokens, &s.vocab);
    assert!(
        missing.is_empty(),
        "voices/{}: no clip for {missing:?} in {what}: {}",
        s.vocab.code(),
        s.vocab.render(tokens)
    );
}

#[test]
fn every_word_of_the_language_file_has_its_clip() {
    for s in SHIPPED.iter() {
        for text in s.language.said_texts() {
            assert_spoken(s, &[Token::Text(text.clone())], &text);
        }
        for n in 0..=2000 {
            assert_spoken(s, &[Token::Number(n)], "a number");
            assert_spoken(s, &[Token::Text(format!("{n}."))], "a move number");
        }
    }
}

fn every_move_said(s: &Shipped, pos: &Chess) {
    let moves: Vec<Move> = pos.legal_moves().into_iter().collect();
    for opts in all_options() {
        for m in &moves {
            assert_spoken(s, &announce(pos, *m, &opts), "a move");
        }
        // The refusals that name moves and squares.
        let mut kinds = vec![
            ParseErrorKind::Empty,
            ParseErrorKind::CastleImpossible(None),
        ];
        if moves.len() >= 2 {
            kinds.push(ParseErrorKind::Ambiguous(moves[..2].to_vec()));
        }
        if let Some(m) = moves.first() {
            kinds.push(ParseErrorKind::LeavesKingInCheck(*m));
            kinds.push(ParseErrorKind::NoPiece {
                role: Some(m.role()),
                to: m.to(),
            });
            kinds.push(ParseErrorKind::PromotionMissing(m.to()));
        }
        for kind in kinds {
            let e = ParseError::new(kind, pos, &opts);
            let text = s.language.text(&e.message(), &s.vocab);
            assert_spoken(s, &[Token::Text(text)], "a refusal");
        }
    }
}

/// What an event says, as the speech says it: a move's words, or the message's text.
fn event_tokens(words: &anna::output::Words, e: &Event) -> Vec<Token> {
    match e {
        Event::Move { tokens, .. } => tokens.clone(),
        other => vec![Token::Text(words.event_text(other))],
    }
}

/// The questions a player asks, in English words.
const QUESTIONS: [&str; 20] = [
    "board",
    "pieces",
    "pieces white knight",
    "square e4",
    "square e2",
    "rank 2",
    "file e",
    "attacks e4",
    "moves e2",
    "moves g1",
    "list",
    "list 3",
    "last",
    "turn",
    "time",
    "time short",
    "time exact",
    "time own",
    "offer",
    "help",
];

/// Plays `choices` as moves through a session (with a clock), asking the questions a player
/// asks after each; every word said must have a clip.
fn play_and_ask(s: &Shipped, choices: &[usize], tournament: bool) {
    let mut asker = Asker::new(s, tournament);
    let mut now = Moment::ZERO;
    asker.ask_all(now);
    for &c in choices {
        let Some(then) = asker.play(c, now, tournament) else {
            break;
        };
        now = then;
        if c % 5 == 0 {
            asker.ask_all(now);
        }
    }
    assert!(
        choices.is_empty() || asker.session.game().plies() > 0,
        "no move was played"
    );
    for q in ["resign", "yes", "board", "time"] {
        asker.ask(q, now);
    }
    for tokens in &asker.said {
        assert_spoken(s, tokens, "a session");
    }
    every_move_said(s, &asker.session.game().position().clone());
}

/// A session in a shipped pack's language, and every word it has said.
struct Asker<'a> {
    s: &'a Shipped,
    session: Session,
    said: Vec<Vec<Token>>,
}

impl<'a> Asker<'a> {
    /// A game with a clock of two periods and two warnings.
    fn new(s: &'a Shipped, tournament: bool) -> Self {
        let setup = Setup {
            vocab: s.vocab.code().to_string(),
            time_control: anna::clock::TimeControl::from_pgn("40/5400+30:1800+30").ok(),
            warnings_ms: vec![300_000, 60_000],
            rules: anna::session::Rules {
                tournament,
                ..anna::session::Rules::default()
            },
            ..Setup::default()
        };
        let mut session = Session::new(setup).expect("set-up is valid");
        session.read_also(s.language.code());
        Asker {
            s,
            session,
            said: Vec::new(),
        }
    }

    fn keep(&mut self, events: &[Event]) {
        let words = self.session.words_in(&self.s.language);
        self.said
            .extend(events.iter().map(|e| event_tokens(&words, e)));
    }

    /// A line typed at `now`: what its records and its answers say.
    fn ask(&mut self, line: &str, now: Moment) {
        let session = &mut self.session;
        let st = Conversation::new(&self.s.language, session).input(session, line, now);
        for r in st.records() {
            if let Ok(events) = self.session.apply(r, now) {
                self.keep(&events);
            }
        }
        self.keep(st.answers());
    }

    fn ask_all(&mut self, now: Moment) {
        for q in QUESTIONS {
            self.ask(q, now);
        }
    }

    /// The legal move `choice` picks, made (and made again with Enter in a tournament) some
    /// time after `now`, with the clock's warnings; when it was made, or `None` when the game
    /// is over.
    fn play(&mut self, choice: usize, now: Moment, tournament: bool) -> Option<Moment> {
        let pos = self.session.game().position().clone();
        let moves = pos.legal_moves();
        if moves.is_empty() || self.session.game().is_over() {
            return None;
        }
        let m = moves[choice % moves.len()];
        let now = now + Duration::from_millis(1000 + (choice as u64 * 7919) % 600_000);
        let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
        self.ask(&uci, now);
        if tournament {
            self.ask("", now);
        }
        let warnings = self.session.warnings_due(now);
        self.keep(&warnings);
        Some(now)
    }
}

fn report(white_ms: u64, black_ms: u64, moves: u32) -> ClockReport {
    let period = PeriodStatus {
        index: 0,
        moves_to_control: None,
        last: true,
    };
    ClockReport {
        at: Moment::ZERO,
        white: Duration::from_millis(white_ms),
        black: Duration::from_millis(black_ms),
        moves_played: moves,
        moves: ByColor {
            white: moves,
            black: moves,
        },
        running: Some(Color::White),
        to_move: Color::White,
        state: ClockState::Running(Color::White),
        period: ByColor {
            white: period,
            black: period,
        },
        delay_left: Duration::ZERO,
        flags: ByColor {
            white: None,
            black: None,
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_word_of_a_game_has_a_clip(
        choices in prop::collection::vec(0usize..1000, 0..120),
        tournament in any::<bool>(),
    ) {
        for s in SHIPPED.iter() {
            play_and_ask(s, &choices, tournament);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_word_of_a_clock_report_has_a_clip(
        white_ms in 0u64..36_000_000,
        black_ms in 0u64..36_000_000,
        moves in 0u32..1200,
    ) {
        for s in SHIPPED.iter() {
            let r = report(white_ms, black_ms, moves);
            for form in [Form::Long, Form::Short, Form::Exact] {
                for which in [Which::Both, Which::Own, Which::Opponent] {
                    for asker in [Color::White, Color::Black] {
                        let report = report_message(&r, asker, form, which);
                        let text = s.language.string(&report, &s.vocab);
                        assert_spoken(s, &[Token::Text(text)], "a clock report");
                    }
                }
            }
            let time = spoken_time(Duration::from_millis(white_ms));
            let text = s.language.string(&time, &s.vocab);
            assert_spoken(s, &[Token::Text(text)], "a warning");
        }
    }
}

/// The Arabic and Persian packs speak the native vocabularies of their language too: the
/// native piece and castling words (تبييت، قصير، طويل; قلعه، کوتاه، بلند) have their clips.
#[test]
fn the_arabic_and_persian_packs_speak_their_native_vocabularies() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (pack, vocab) in [("ar", "ar-native"), ("fa", "fa-native")] {
        let pack = VoicePack::open(&root.join("voices").join(format!("{pack}.zip"))).unwrap();
        let vocab = Vocabulary::builtin(vocab).unwrap();
        let missing = pack.missing(&vocab);
        assert!(missing.is_empty(), "{}: {missing:?}", vocab.code());
    }
}
