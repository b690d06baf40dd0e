//! Choosing the speech back end, and falling back when it fails.
//!
//! `--speech auto` (and the configuration key `speech = "auto"`) tries the recorded voice, then the
//! system voice (speech-dispatcher), then text lines, and takes the first that starts. [`choose`]
//! returns one notice saying which one is used and why the others were skipped, worded in the
//! vocabulary's language (English and German here, English for any other); the caller shows and
//! speaks it. A back end named explicitly (`voice`, `system`) falls back the same way, down the
//! same order, if it cannot start; `text` and `off` cannot fail.
//!
//! During the game the [`FallbackSpeech`] that [`choose`] returns watches its back end. When the
//! back end reports a failure (a device gone, speech-dispatcher dead or hung), it starts the next
//! one in the order and
//!
//! - says one notice through the new back end, on the public channel (the opponent hears move
//!   announcements through it from now on too), and keeps it for [`FallbackSpeech::take_notices`]
//!   so the screen and braille can show it;
//! - says again, through the new back end, what the failed one had not finished (as far as the
//!   failed one can tell: [`Backend::unfinished`]), so no move announcement is lost.
//!
//! The failure is noticed on the next [`Speech::say`] or [`FallbackSpeech::check`]; a caller with a
//! loop of its own should call `check` now and then, so a failure while nothing is said is
//! reported too. Starting the system voice after the recorded voice failed takes at most its
//! timeout (1.5 s); nothing else blocks.

use std::collections::VecDeque;
use std::io::Write;

use serde::Deserialize;

use super::system::{SystemOptions, SystemSpeech};
use super::voice::VoiceSpeech;
use super::{Channel, Speech, TextSpeech};
use crate::notation::{Token, Vocabulary};

/// Which speech to use: the value of `--speech` and of the configuration key `speech`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
pub enum SpeechChoice {
    /// The recorded voice if it starts, else the system voice, else text lines.
    Auto,
    /// A voice pack's recorded words.
    Voice,
    /// The system's speech (speech-dispatcher).
    System,
    /// Lines of text, for the player's own screen reader.
    Text,
    /// No speech.
    Off,
}

impl SpeechChoice {
    /// The back ends to try, in order.
    fn chain(self) -> &'static [SpeechChoice] {
        match self {
            SpeechChoice::Auto | SpeechChoice::Voice => &[
                SpeechChoice::Voice,
                SpeechChoice::System,
                SpeechChoice::Text,
            ],
            SpeechChoice::System => &[SpeechChoice::System, SpeechChoice::Text],
            SpeechChoice::Text => &[SpeechChoice::Text],
            SpeechChoice::Off => &[SpeechChoice::Off],
        }
    }
}

/// A speech back end as [`FallbackSpeech`] runs it: what it is, and how it is doing.
pub trait Backend: Speech {
    /// Which back end this is (never [`SpeechChoice::Auto`]).
    fn kind(&self) -> SpeechChoice;

    /// What went wrong, if anything: the back end cannot speak any more.
    fn failure(&self) -> Option<String> {
        None
    }

    /// Cuts the private answer being spoken and any waiting; move announcements go on.
    fn silence(&mut self) {}

    /// Which utterances, numbered by the calls of `say` from 0, were not spoken to their end
    /// (nor replaced by a newer private answer, nor cut by `silence`); empty if not known.
    fn unfinished(&self) -> Vec<u64> {
        Vec::new()
    }
}

impl Backend for SystemSpeech {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::System
    }

    fn failure(&self) -> Option<String> {
        SystemSpeech::failure(self)
    }

    fn silence(&mut self) {
        SystemSpeech::silence(self)
    }

    fn unfinished(&self) -> Vec<u64> {
        SystemSpeech::unfinished(self)
    }
}

impl Backend for VoiceSpeech {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::Voice
    }

    fn failure(&self) -> Option<String> {
        VoiceSpeech::failure(self)
    }

    fn silence(&mut self) {
        VoiceSpeech::silence(self)
    }
}

impl<W: Write> Backend for TextSpeech<W> {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::Text
    }
}

/// No speech at all (`--speech off`).
pub struct SilentSpeech;

impl Speech for SilentSpeech {
    fn say(&mut self, _tokens: &[Token], _channel: Channel, _vocab: &Vocabulary) {}
}

impl Backend for SilentSpeech {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::Off
    }
}

/// The words of the notices, by vocabulary code.
struct Wording {
    code: &'static str,
    /// `{}`: the back end used.
    using: &'static str,
    /// `{}`: the back end skipped, then the reason.
    skipped: &'static str,
    /// `{}`: the back end that failed, then the reason.
    failed: &'static str,
    /// `{}`: the back end used from now on.
    now: &'static str,
    /// Voice, system, text, off.
    names: [&'static str; 4],
}

const WORDINGS: [Wording; 2] = [
    Wording {
        code: "en",
        using: "Speech: {}.",
        skipped: "{} skipped: {}.",
        failed: "{} failed: {}.",
        now: "Speech now: {}.",
        names: [
            "recorded voice",
            "system voice (speech-dispatcher)",
            "text lines",
            "off",
        ],
    },
    Wording {
        code: "de",
        using: "Sprachausgabe: {}.",
        skipped: "{} übersprungen: {}.",
        failed: "{} gestört: {}.",
        now: "Sprachausgabe jetzt: {}.",
        names: [
            "aufgenommene Stimme",
            "Systemstimme (speech-dispatcher)",
            "Textzeilen",
            "aus",
        ],
    },
];

fn wording(code: &str) -> &'static Wording {
    WORDINGS
        .iter()
        .find(|w| w.code == code)
        .unwrap_or(&WORDINGS[0])
}

impl Wording {
    fn name(&self, kind: SpeechChoice) -> &'static str {
        match kind {
            SpeechChoice::Voice | SpeechChoice::Auto => self.names[0],
            SpeechChoice::System => self.names[1],
            SpeechChoice::Text => self.names[2],
            SpeechChoice::Off => self.names[3],
        }
    }

    /// A pattern with its `{}` replaced in order; the first letter made a capital.
    fn fill(pattern: &str, values: &[&str]) -> String {
        let mut out = String::new();
        let mut values = values.iter();
        let mut rest = pattern;
        while let Some(i) = rest.find("{}") {
            out.push_str(&rest[..i]);
            out.push_str(values.next().copied().unwrap_or(""));
            rest = &rest[i + 2..];
        }
        out.push_str(rest);
        let mut chars = out.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => out,
        }
    }
}

/// What [`FallbackSpeech`] remembers of an utterance, to say it again through the next back end.
struct Said {
    seq: u64,
    tokens: Vec<Token>,
    channel: Channel,
}

/// How many utterances are remembered for saying again.
const HISTORY: usize = 64;

/// A back end and the ones after it in the order (see the module documentation).
pub struct FallbackSpeech {
    current: Box<dyn Backend>,
    /// Back ends not tried yet, in order.
    rest: Vec<SpeechChoice>,
    system: SystemOptions,
    text_out: Option<Box<dyn Write>>,
    history: VecDeque<Said>,
    /// How many times the current back end's `say` was called.
    said: u64,
    notices: Vec<String>,
}

/// Starts the back end `kind` asks for, falling back down the order voice, system, text.
///
/// `try_voice` opens the recorded voice (it is called only if the voice is tried); `text_out` is
/// where text lines go if it comes to them. Returns the speech and the notices to show and say:
/// for `auto` one notice naming the back end used and why the others were skipped; for a back
/// end named explicitly, a notice only if it could not start.
pub fn choose(
    kind: SpeechChoice,
    try_voice: impl FnOnce() -> Result<Box<dyn Backend>, String>,
    system: &SystemOptions,
    text_out: Box<dyn Write>,
    vocab: &Vocabulary,
) -> (FallbackSpeech, Vec<String>) {
    let words = wording(vocab.code());
    let mut fallback = FallbackSpeech {
        current: Box::new(SilentSpeech),
        rest: kind.chain().to_vec(),
        system: system.clone(),
        text_out: Some(text_out),
        history: VecDeque::new(),
        said: 0,
        notices: Vec::new(),
    };
    let mut try_voice = Some(try_voice);
    let mut skipped = Vec::new();
    while !fallback.rest.is_empty() {
        let next = fallback.rest.remove(0);
        let started = match next {
            SpeechChoice::Voice => match try_voice.take() {
                Some(f) => f(),
                None => Err("no voice".to_string()),
            },
            other => fallback.start(other, vocab),
        };
        match started {
            Ok(backend) => {
                fallback.current = backend;
                break;
            }
            Err(reason) => skipped.push(Wording::fill(
                words.skipped,
                &[words.name(next), reason.as_str()],
            )),
        }
    }
    let mut notices = Vec::new();
    if kind == SpeechChoice::Auto || !skipped.is_empty() {
        let mut notice = Wording::fill(words.using, &[words.name(fallback.current.kind())]);
        for s in &skipped {
            notice.push(' ');
            notice.push_str(s);
        }
        notices.push(notice);
    }
    (fallback, notices)
}

impl FallbackSpeech {
    /// Speech through one back end with no fallback, as for tests or a caller that chose itself.
    pub fn new(current: Box<dyn Backend>) -> FallbackSpeech {
        FallbackSpeech {
            current,
            rest: Vec::new(),
            system: SystemOptions::default(),
            text_out: None,
            history: VecDeque::new(),
            said: 0,
            notices: Vec::new(),
        }
    }

    /// The back end speaking now.
    pub fn kind(&self) -> SpeechChoice {
        self.current.kind()
    }

    /// Cuts the private answer being spoken and any waiting; move announcements go on.
    pub fn silence(&mut self) {
        Backend::silence(self.current.as_mut());
    }

    /// Looks at the back end and, if it failed, falls back (see the module documentation);
    /// returns the notice then said, if any.
    pub fn check(&mut self, vocab: &Vocabulary) -> Option<String> {
        let why = self.current.failure()?;
        Some(self.fall_back(why, vocab))
    }

    /// The notices of fallbacks since the last call, for the screen and braille.
    pub fn take_notices(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notices)
    }

    fn start(
        &mut self,
        kind: SpeechChoice,
        vocab: &Vocabulary,
    ) -> Result<Box<dyn Backend>, String> {
        match kind {
            SpeechChoice::System => {
                SystemSpeech::start(&self.system, vocab).map(|s| Box::new(s) as Box<dyn Backend>)
            }
            SpeechChoice::Text => match self.text_out.take() {
                Some(out) => Ok(Box::new(TextSpeech::new(out))),
                None => Err("no place for text".to_string()),
            },
            SpeechChoice::Off => Ok(Box::new(SilentSpeech)),
            // The recorded voice is only ever first: it is not started again.
            SpeechChoice::Voice | SpeechChoice::Auto => Err("not started again".to_string()),
        }
    }

    fn fall_back(&mut self, why: String, vocab: &Vocabulary) -> String {
        let words = wording(vocab.code());
        let mut notice = Wording::fill(words.failed, &[words.name(self.current.kind()), &why]);
        let unfinished = self.current.unfinished();
        let mut replacement = None;
        while !self.rest.is_empty() {
            let next = self.rest.remove(0);
            match self.start(next, vocab) {
                Ok(backend) => {
                    replacement = Some(backend);
                    break;
                }
                Err(reason) => {
                    notice.push(' ');
                    notice.push_str(&Wording::fill(
                        words.skipped,
                        &[words.name(next), reason.as_str()],
                    ));
                }
            }
        }
        let replacement = replacement.unwrap_or_else(|| Box::new(SilentSpeech));
        notice.push(' ');
        notice.push_str(&Wording::fill(words.now, &[words.name(replacement.kind())]));
        // The failed back end is dropped here; it does not wait for speech it cannot finish.
        self.current = replacement;
        let history = std::mem::take(&mut self.history);
        self.said = 0;
        self.notices.push(notice.clone());
        self.say_now(&[Token::Text(notice.clone())], Channel::Public, vocab);
        for said in history {
            if unfinished.contains(&said.seq) {
                self.say_now(&said.tokens, said.channel, vocab);
            }
        }
        notice
    }

    fn say_now(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        self.history.push_back(Said {
            seq: self.said,
            tokens: tokens.to_vec(),
            channel,
        });
        if self.history.len() > HISTORY {
            self.history.pop_front();
        }
        self.said += 1;
        self.current.say(tokens, channel, vocab);
    }
}

impl Speech for FallbackSpeech {
    fn say(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        self.check(vocab);
        self.say_now(tokens, channel, vocab);
    }

    fn silence(&mut self) {
        Backend::silence(self.current.as_mut());
    }
}

impl Backend for FallbackSpeech {
    fn kind(&self) -> SpeechChoice {
        self.current.kind()
    }

    fn silence(&mut self) {
        Backend::silence(self.current.as_mut());
    }
}
