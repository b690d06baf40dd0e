//! `anna voices say DIR WORDS…`: a phrase from a voice pack, played on the chosen device.
//!
//! Its first sound is what a player waits for, so the pack is opened on a thread of its own from
//! the moment the command line is read ([`Reading`]): the sound device, the log, the
//! configuration and the conversation's language are made ready meanwhile, and the first sound
//! waits for the slowest of them only. The voice then plays the first word's beginning as soon
//! as it is decoded, and decodes the rest while it plays (see `speech/voice.rs`).

use std::path::PathBuf;
use std::thread::JoinHandle;
use std::time::Duration;

use super::voices_args::VoicesCommand;
use super::voices_console::VoicesConsole;
use crate::message::{Arg, Message, Token};
use crate::notation::Vocabulary;
use crate::speech::health::SpeechFault;
use crate::speech::pack::voice_pack::{ClipKeys, VoicePack};
use crate::speech::voice::{DeviceChoice, Devices, PackClips, VoiceOptions, VoiceSpeech};
use crate::speech::{Channel, Speech};

/// The pack opened, the phrase's vocabulary and keys, and its clips decoded.
type Ready = (PackClips, Vocabulary, ClipKeys);

/// What `anna voices say` was asked to say, and how.
#[derive(Clone)]
struct Phrase {
    dir: PathBuf,
    text: String,
    vocab: Option<String>,
    options: VoiceOptions,
}

/// The pack of `anna voices say` being read, and the phrase's clips decoded, on a thread begun
/// as soon as the command line was read.
pub struct Reading {
    phrase: Phrase,
    /// `None` if no thread could be started: the pack is then read when it is needed.
    thread: Option<JoinHandle<Result<Ready, Message>>>,
    /// The sound device, opened meanwhile.
    devices: Result<Devices, SpeechFault>,
}

impl Reading {
    /// Begins reading for `anna voices say`, and opens the device meanwhile; `None` for the
    /// other `voices` commands.
    pub fn begin(command: &VoicesCommand) -> Option<Reading> {
        let VoicesCommand::Say {
            dir,
            text,
            vocab,
            gap,
            pause,
            rate,
            device,
        } = command
        else {
            return None;
        };
        let choice = device
            .clone()
            .map_or(DeviceChoice::Default, DeviceChoice::Named);
        let phrase = Phrase {
            dir: dir.clone(),
            text: text.join(" "),
            vocab: vocab.clone(),
            options: VoiceOptions {
                public: choice.clone(),
                private: choice,
                gap: Duration::from_millis(*gap),
                pause: Duration::from_millis(*pause),
                rate: None,
                tempo: *rate,
            },
        };
        let reader = phrase.clone();
        let thread = std::thread::Builder::new()
            .name("anna-pack-read".to_string())
            .spawn(move || reader.read())
            .ok();
        let devices = Devices::open(&phrase.options);
        Some(Reading {
            phrase,
            thread,
            devices,
        })
    }

    /// The pack and the decoded clips, once the thread is done (or read here).
    fn finish(self) -> Result<(Ready, Devices), Message> {
        let ready = match self.thread {
            Some(thread) => thread
                .join()
                .map_err(|_| SpeechFault::ThreadStopped.message())?,
            None => self.phrase.read(),
        }?;
        Ok((ready, self.devices.map_err(|f| f.message())?))
    }
}

impl Phrase {
    fn tokens(&self) -> [Token; 1] {
        [Token::Text(self.text.clone())]
    }

    /// Opens the pack (its manifest only: each clip is checked as it is read; `voices check`
    /// checks them all) and decodes the phrase's clips.
    fn read(&self) -> Result<Ready, Message> {
        let pack = VoicePack::open_for_speaking(&self.dir).map_err(|error| {
            SpeechFault::BadPack {
                dir: self.dir.clone(),
                error,
            }
            .message()
        })?;
        let vocab = pack_vocab(&pack, self.vocab.as_deref())?;
        let keys = ClipKeys::new(&vocab);
        // No clip is decoded here: the voice's worker decodes the first word's beginning,
        // plays it, and decodes the rest meanwhile.
        Ok((PackClips::new(pack, &self.options), vocab, keys))
    }
}

/// The vocabulary asked for, else the pack's own language's.
pub(super) fn pack_vocab(pack: &VoicePack, vocab: Option<&str>) -> Result<Vocabulary, Message> {
    Vocabulary::load(vocab.unwrap_or(&pack.manifest().language)).map_err(|e| e.message())
}

/// `anna voices say`: plays the phrase on the device opened while the pack was being read, and
/// waits until it is done.
pub(super) fn say(reading: Reading, words: &mut VoicesConsole) -> Result<i32, Message> {
    let tokens = reading.phrase.tokens();
    let ((clips, vocab, keys), devices) = reading.finish()?;
    let spelled = clips.pack().missing_in(&keys, &tokens, &vocab);
    let mut speech = VoiceSpeech::on_devices(clips, devices).map_err(|f| f.message())?;
    speech.set_keys(keys);
    speech.say(&tokens, Channel::Public, &vocab);
    if !spelled.is_empty() {
        words.line(&Message::new("voices-spelled").with(
            "words",
            Arg::Series(spelled.into_iter().map(Arg::Text).collect()),
        ))?;
    }
    // An hour is more than any phrase; what matters is the device failing.
    let done = speech.wait_idle(Duration::from_secs(3600));
    if let Some(failure) = speech.health().fault() {
        return Err(failure.message());
    }
    if !done {
        return Err(Message::new("voices-not-finished"));
    }
    // What the device holds in its buffer is heard only now.
    std::thread::sleep(Duration::from_millis(200));
    Ok(0)
}
