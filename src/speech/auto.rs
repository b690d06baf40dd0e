//! Choosing the speech back end, falling back when it fails, and going back when a better one
//! works again.
//!
//! `--speech auto` (and the configuration key `speech = "auto"`) tries the recorded voice, then the
//! system voice (speech-dispatcher), then text lines, and takes the first that starts.
//! [`choose_typed`] returns one [`SpeechNotice::Using`] saying which one is used and why the
//! others were skipped ([`choose`] gives it in words, for callers that only show text). A back
//! end named explicitly (`voice`, `system`) falls back the same way, down the same order, if it
//! cannot start; `text` and `off` cannot fail.
//!
//! During the game the [`FallbackSpeech`] watches its back ends. When the one in use fails (a
//! device gone, speech-dispatcher dead or hung), it takes the next in the order that works, and
//!
//! - says one notice through it, on the public channel (the opponent hears move announcements
//!   through it from now on too), and keeps it, typed, for [`FallbackSpeech::take_notices`] so
//!   the screen and braille can show it;
//! - says again, through it, what the failed one had not finished (as far as the failed one can
//!   tell: [`Backend::take_unfinished`]), so no move announcement is lost.
//!
//! A failed back end that can come back by itself (the system voice reconnects to a restarted
//! speech-dispatcher) is kept; when it works again, it takes over again, with a
//! [`SpeechNotice::Returned`] said through it. So is the system voice that could not start: it
//! keeps trying in the background. One that cannot come back (the recorded voice on a failed
//! device) is dropped, which also stops its device.
//!
//! # Waking the owner
//!
//! Back ends find failures on their own threads, with nothing being said. Give the owner's waker
//! to [`FallbackSpeech::set_waker`]: it is called when a back end's health changes, and when a
//! notice is waiting. On each wake the owner calls [`FallbackSpeech::check`] (which falls back or
//! goes back) and then [`FallbackSpeech::take_notices`]. Notices wait until taken, however many
//! wakes it takes; [`Speech::say`] checks too. Starting the system voice when the recorded voice
//! failed takes at most its timeout (1.5 s); nothing else blocks.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::Arc;

use serde::Deserialize;

use super::health::{Health, HealthWaker, SharedWaker, Skipped, SpeechFault, SpeechNotice};
use super::system::{SystemOptions, SystemSpeech};
use super::voice::VoiceSpeech;
use super::{Channel, Speech, TextSpeech};
use crate::message::Token;
use crate::notation::Vocabulary;

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
    /// The back ends to try, in order; no speech at all is the last resort of every order.
    fn chain(self) -> &'static [SpeechChoice] {
        use SpeechChoice::*;
        match self {
            Auto | Voice => &[Voice, System, Text, Off],
            System => &[System, Text, Off],
            Text => &[Text, Off],
            Off => &[Off],
        }
    }
}

/// A speech back end as [`FallbackSpeech`] runs it: what it is, and how it is doing.
pub trait Backend: Speech {
    /// Which back end this is (never [`SpeechChoice::Auto`]).
    fn kind(&self) -> SpeechChoice;

    /// Whether it can speak now.
    fn health(&self) -> Health {
        Health::Working
    }

    /// Who to call on every change of health, and when a notice is waiting.
    fn set_waker(&mut self, _waker: HealthWaker) {}

    /// Whether a failure can end by itself (the back end reconnects): one that cannot is dropped
    /// when it fails.
    fn recovers(&self) -> bool {
        false
    }

    /// Which utterances, numbered by the calls of `say` from 0, were not spoken to their end
    /// (nor replaced by a newer private answer, nor cut by `silence`); empty if not known. They
    /// are forgotten: the caller has them said by other means.
    fn take_unfinished(&mut self) -> Vec<u64> {
        Vec::new()
    }

    /// Notices of the back end's own (audio errors it survived), each given once.
    fn take_notices(&mut self) -> Vec<SpeechNotice> {
        Vec::new()
    }
}

impl Backend for SystemSpeech {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::System
    }

    fn health(&self) -> Health {
        SystemSpeech::health(self)
    }

    fn set_waker(&mut self, waker: HealthWaker) {
        SystemSpeech::set_waker(self, waker)
    }

    fn recovers(&self) -> bool {
        true
    }

    fn take_unfinished(&mut self) -> Vec<u64> {
        SystemSpeech::take_unfinished(self)
    }
}

impl Backend for VoiceSpeech {
    fn kind(&self) -> SpeechChoice {
        SpeechChoice::Voice
    }

    fn health(&self) -> Health {
        VoiceSpeech::health(self)
    }

    fn set_waker(&mut self, waker: HealthWaker) {
        VoiceSpeech::set_waker(self, waker)
    }

    fn take_notices(&mut self) -> Vec<SpeechNotice> {
        VoiceSpeech::take_notices(self)
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

/// What [`FallbackSpeech`] remembers of an utterance, to say it again through the next back end.
struct Said {
    seq: u64,
    tokens: Vec<Token>,
    channel: Channel,
}

/// How many utterances are remembered for saying again.
const HISTORY: usize = 64;

/// A back end of the order, as far as it got.
enum Slot {
    /// Not started yet.
    Untried,
    /// Started: speaking, or failed and perhaps coming back.
    Running(Box<dyn Backend>),
    /// Could not start, or failed for good.
    Gone,
}

struct Entry {
    kind: SpeechChoice,
    slot: Slot,
    /// How many times this back end's `say` was called: its numbering of utterances.
    said: u64,
}

impl Entry {
    fn backend(&self) -> Option<&dyn Backend> {
        match &self.slot {
            Slot::Running(b) => Some(b.as_ref()),
            _ => None,
        }
    }

    fn health(&self) -> Option<Health> {
        self.backend().map(|b| b.health())
    }
}

/// The back ends of the order and the one in use (see the module documentation).
pub struct FallbackSpeech {
    chain: Vec<Entry>,
    current: usize,
    system: SystemOptions,
    text_out: Option<Box<dyn Write>>,
    /// What the back end in use was told since it took over.
    history: VecDeque<Said>,
    notices: Vec<SpeechNotice>,
    waker: Option<SharedWaker>,
}

/// Starts the back end `kind` asks for, falling back down the order voice, system, text.
///
/// `try_voice` opens the recorded voice (it is called only if the voice is tried); `text_out` is
/// where text lines go if it comes to them. Returns the speech and the notices to show and say:
/// for `auto` one notice naming the back end used and why the others were skipped; for a back
/// end named explicitly, a notice only if it could not start.
pub fn choose_typed<E: Into<SpeechFault>>(
    kind: SpeechChoice,
    try_voice: impl FnOnce() -> Result<Box<dyn Backend>, E>,
    system: &SystemOptions,
    text_out: Box<dyn Write>,
    vocab: &Vocabulary,
) -> (FallbackSpeech, Vec<SpeechNotice>) {
    let mut fallback = FallbackSpeech {
        chain: kind
            .chain()
            .iter()
            .map(|k| Entry {
                kind: *k,
                slot: Slot::Untried,
                said: 0,
            })
            .collect(),
        current: 0,
        system: system.clone(),
        text_out: Some(text_out),
        history: VecDeque::new(),
        notices: Vec::new(),
        waker: None,
    };
    let mut try_voice = Some(try_voice);
    let mut skipped = Vec::new();
    for i in 0..fallback.chain.len() {
        let started = match fallback.chain[i].kind {
            SpeechChoice::Voice => match try_voice.take() {
                Some(f) => f().map_err(Into::into),
                None => Err(SpeechFault::Unavailable),
            },
            other => fallback.start(other, vocab),
        };
        if fallback.place(i, started, &mut skipped) {
            fallback.current = i;
            break;
        }
    }
    let mut notices = Vec::new();
    if kind == SpeechChoice::Auto || !skipped.is_empty() {
        notices.push(SpeechNotice::Using {
            kind: fallback.kind(),
            skipped,
        });
    }
    (fallback, notices)
}

/// [`choose_typed`] with the notices in the words of the vocabulary's language (`de`, `en`).
pub fn choose<E: Into<SpeechFault>>(
    kind: SpeechChoice,
    try_voice: impl FnOnce() -> Result<Box<dyn Backend>, E>,
    system: &SystemOptions,
    text_out: Box<dyn Write>,
    vocab: &Vocabulary,
) -> (FallbackSpeech, Vec<String>) {
    let (speech, notices) = choose_typed(kind, try_voice, system, text_out, vocab);
    let words = notices.iter().map(|n| n.render(vocab.code())).collect();
    (speech, words)
}

impl FallbackSpeech {
    /// Speech through one back end with no fallback but silence, as for tests or a caller that
    /// chose itself.
    pub fn new(current: Box<dyn Backend>) -> FallbackSpeech {
        let kind = current.kind();
        FallbackSpeech {
            chain: vec![
                Entry {
                    kind,
                    slot: Slot::Running(current),
                    said: 0,
                },
                Entry {
                    kind: SpeechChoice::Off,
                    slot: Slot::Untried,
                    said: 0,
                },
            ],
            current: 0,
            system: SystemOptions::default(),
            text_out: None,
            history: VecDeque::new(),
            notices: Vec::new(),
            waker: None,
        }
    }

    /// The back end speaking now.
    pub fn kind(&self) -> SpeechChoice {
        self.chain[self.current].kind
    }

    /// Cuts the private answer being spoken and any waiting; move announcements go on.
    pub fn silence(&mut self) {
        if let Slot::Running(b) = &mut self.chain[self.current].slot {
            b.silence();
        }
    }

    /// Who to call when a back end's health changes or a notice is waiting (see the module
    /// documentation).
    pub fn set_waker(&mut self, waker: HealthWaker) {
        let waker: SharedWaker = Arc::from(waker);
        for entry in &mut self.chain {
            if let Slot::Running(b) = &mut entry.slot {
                b.set_waker(relay(&waker));
            }
        }
        self.waker = Some(waker);
    }

    /// Acts on the back ends' health: goes back to a better back end that works again, falls
    /// back from one that failed; each with a notice, said and kept. Returns whether the back
    /// end in use changed.
    pub fn check(&mut self, vocab: &Vocabulary) -> bool {
        let mut changed = false;
        let better = (0..self.current).find(|i| self.chain[*i].health() == Some(Health::Working));
        if let Some(i) = better {
            let from = self.kind();
            self.switch_to(i);
            let kind = self.kind();
            self.announce(SpeechNotice::Returned { kind, from }, vocab);
            changed = true;
        }
        if let Some(Health::Failed(fault)) = self.chain[self.current].health() {
            self.fall_back(fault, vocab);
            changed = true;
        }
        changed
    }

    /// The notices since the last call, for the screen and braille: those of falling back and
    /// going back, and the back ends' own.
    pub fn take_notices(&mut self) -> Vec<SpeechNotice> {
        for entry in &mut self.chain {
            if let Slot::Running(b) = &mut entry.slot {
                self.notices.extend(b.take_notices());
            }
        }
        std::mem::take(&mut self.notices)
    }

    fn start(
        &mut self,
        kind: SpeechChoice,
        vocab: &Vocabulary,
    ) -> Result<Box<dyn Backend>, SpeechFault> {
        match kind {
            // Failed or not, it stays: it keeps trying to connect in the background.
            SpeechChoice::System => Ok(Box::new(SystemSpeech::connecting(&self.system, vocab))),
            SpeechChoice::Text => match self.text_out.take() {
                Some(out) => Ok(Box::new(TextSpeech::new(out))),
                None => Err(SpeechFault::Unavailable),
            },
            SpeechChoice::Off => Ok(Box::new(SilentSpeech)),
            // The recorded voice is only ever first: it is not started again.
            SpeechChoice::Voice | SpeechChoice::Auto => Err(SpeechFault::Unavailable),
        }
    }

    /// Puts what starting back end `i` gave in its place; `true` if it can speak now. One that
    /// cannot is noted in `skipped`, and kept if it may come back.
    fn place(
        &mut self,
        i: usize,
        started: Result<Box<dyn Backend>, SpeechFault>,
        skipped: &mut Vec<Skipped>,
    ) -> bool {
        let kind = self.chain[i].kind;
        match started {
            Ok(mut backend) => {
                if let Some(waker) = &self.waker {
                    backend.set_waker(relay(waker));
                }
                let health = backend.health();
                let keep = health.is_working() || backend.recovers();
                self.chain[i].slot = if keep {
                    Slot::Running(backend)
                } else {
                    Slot::Gone
                };
                match health {
                    Health::Working => true,
                    Health::Failed(fault) => {
                        skipped.push(Skipped { kind, fault });
                        false
                    }
                }
            }
            Err(fault) => {
                self.chain[i].slot = Slot::Gone;
                skipped.push(Skipped { kind, fault });
                false
            }
        }
    }

    fn switch_to(&mut self, i: usize) {
        self.current = i;
        self.history.clear();
    }

    fn fall_back(&mut self, fault: SpeechFault, vocab: &Vocabulary) {
        let from = self.current;
        let from_kind = self.kind();
        let mut unfinished = Vec::new();
        if let Slot::Running(b) = &mut self.chain[from].slot {
            unfinished = b.take_unfinished();
            if !b.recovers() {
                // Dropped here: it does not wait for speech it cannot finish.
                self.chain[from].slot = Slot::Gone;
            }
        }
        let mut skipped = Vec::new();
        let mut to = None;
        for i in from + 1..self.chain.len() {
            let works = match &self.chain[i].slot {
                Slot::Running(b) => match b.health() {
                    Health::Working => true,
                    Health::Failed(fault) => {
                        skipped.push(Skipped {
                            kind: self.chain[i].kind,
                            fault,
                        });
                        false
                    }
                },
                Slot::Gone => false,
                Slot::Untried => {
                    let started = self.start(self.chain[i].kind, vocab);
                    self.place(i, started, &mut skipped)
                }
            };
            if works {
                to = Some(i);
                break;
            }
        }
        let to = to.unwrap_or_else(|| {
            // No speech at all never fails; the order always ends with it.
            let last = self.chain.len() - 1;
            self.chain[last].slot = Slot::Running(Box::new(SilentSpeech));
            last
        });
        let history = std::mem::take(&mut self.history);
        self.switch_to(to);
        let notice = SpeechNotice::FellBack {
            from: from_kind,
            fault,
            skipped,
            to: self.kind(),
        };
        self.announce(notice, vocab);
        for said in history {
            if unfinished.contains(&said.seq) {
                self.say_now(&said.tokens, said.channel, vocab);
            }
        }
    }

    /// Says a notice through the back end in use, keeps it for the screen, and wakes the owner
    /// to take it.
    fn announce(&mut self, notice: SpeechNotice, _vocab: &Vocabulary) {
        // The game loop shows the notice on every output, this speech included.
        self.notices.push(notice);
        if let Some(wake) = &self.waker {
            wake();
        }
    }

    fn say_now(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        let entry = &mut self.chain[self.current];
        self.history.push_back(Said {
            seq: entry.said,
            tokens: tokens.to_vec(),
            channel,
        });
        if self.history.len() > HISTORY {
            self.history.pop_front();
        }
        entry.said += 1;
        if let Slot::Running(b) = &mut entry.slot {
            b.say(tokens, channel, vocab);
        }
    }
}

/// A waker for one back end that calls the owner's.
fn relay(waker: &SharedWaker) -> HealthWaker {
    let waker = Arc::clone(waker);
    Box::new(move || waker())
}

impl Speech for FallbackSpeech {
    fn say(&mut self, tokens: &[Token], channel: Channel, vocab: &Vocabulary) {
        self.check(vocab);
        self.say_now(tokens, channel, vocab);
    }

    fn silence(&mut self) {
        FallbackSpeech::silence(self);
    }
}

impl Backend for FallbackSpeech {
    fn kind(&self) -> SpeechChoice {
        FallbackSpeech::kind(self)
    }

    fn health(&self) -> Health {
        self.chain[self.current].health().unwrap_or(Health::Working)
    }

    fn set_waker(&mut self, waker: HealthWaker) {
        FallbackSpeech::set_waker(self, waker)
    }

    fn take_notices(&mut self) -> Vec<SpeechNotice> {
        FallbackSpeech::take_notices(self)
    }
}
