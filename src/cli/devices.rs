//! The devices a game speaks and writes through: which speech, where its voice pack is, and
//! whether there is anything to play sound on at all.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::lang::Language;
use crate::notation::Vocabulary;
use crate::output::Output;
use crate::speech::auto::choose_typed;
use crate::speech::output::SpeechOutput;
use crate::speech::{
    Backend, DeviceChoice, SpeechChoice, SpeechFault, SpeechNotice, SystemOptions, VoiceOptions,
    VoiceSpeech,
};

use super::settings::Settings;

/// The speech chosen on the command line or in the configuration file (`auto` when neither
/// says), started for the game's vocabulary, and what to tell the players about the choice.
pub(super) fn speech(
    settings: &Settings,
    language: &Language,
    vocab: &Vocabulary,
) -> Option<Box<dyn Output>> {
    let choice = settings.speech;
    if choice == SpeechChoice::Off {
        return None;
    }
    // `auto` with no sound output at all has nothing to say and says nothing: the screen (and
    // the player's screen reader) already shows every word.
    if choice == SpeechChoice::Auto && !sound_output_likely() {
        return None;
    }
    // Text speech is the screen reader reading the line view: a copy of the spoken lines is
    // written only where asked for (`--speech-to`), never a second time on the terminal.
    let text_out: Box<dyn Write> = match &settings.options.play.ui.outputs.speech_to {
        Some(path) => match std::fs::File::create(path) {
            Ok(file) => Box::new(file),
            Err(_) => Box::new(std::io::sink()),
        },
        None => Box::new(std::io::sink()),
    };
    let o = &settings.speech_options;
    let system = SystemOptions {
        rate: o.rate,
        volume: o.volume,
        voice: o.voice.clone(),
        timeout_ms: o.timeout_ms,
    };
    let device = |name: &Option<String>| match name.as_deref() {
        None | Some("default") => DeviceChoice::Default,
        Some("off") => DeviceChoice::Muted,
        Some(other) => DeviceChoice::Named(other.to_string()),
    };
    let mut voice = VoiceOptions {
        public: device(&o.public_device),
        private: device(&o.private_device),
        ..VoiceOptions::default()
    };
    if let Some(ms) = o.gap_ms {
        voice.gap = std::time::Duration::from_millis(ms);
    }
    // One rate for both: the pack is time-stretched as the synthesizer speaks faster.
    voice.tempo = o.rate.unwrap_or(0);
    // A pack speaks one language with the move words of the same code; for another pairing
    // (English answers, FIDE's German move words) the system's speech says both.
    // Looked for only when the voice is tried: text speech searches no folder.
    let pairs = language.code() == vocab.language();
    let try_voice = || {
        let pack = pairs
            .then(|| voice_pack_dir(o.voices.as_deref(), vocab.code()))
            .flatten();
        let dir = pack.ok_or_else(|| SpeechFault::NoVoicePack {
            language: vocab.code().to_string(),
        })?;
        VoiceSpeech::start(&dir, voice).map(|v| Box::new(v) as Box<dyn Backend>)
    };
    let (speech, notices) = choose_typed(choice, try_voice, &system, text_out, vocab);
    // Quiet: a back end that starts as asked is not announced; one that could not is, once.
    let first = notices
        .into_iter()
        .filter(|n| match n {
            // `auto` with no pack for this pairing is not a failure worth a word.
            SpeechNotice::Using { skipped, .. } => skipped.iter().any(|s| {
                !(choice == SpeechChoice::Auto
                    && matches!(s.fault, SpeechFault::NoVoicePack { .. }))
            }),
            _ => true,
        })
        .collect();
    Some(Box::new(SpeechOutput::new(speech, vocab.clone(), first)))
}

/// Whether ALSA has anything to play on: a sound card, or a configuration of one's own (a
/// file capture in tests, a Bluetooth device). Without, opening the device only makes the ALSA
/// library print errors into the player's terminal.
pub(super) fn sound_output_likely() -> bool {
    let own_config = std::env::var_os("ALSA_CONFIG_PATH").is_some()
        || std::env::var_os("PULSE_SERVER").is_some()
        || std::env::var_os("XDG_RUNTIME_DIR")
            .is_some_and(|d| Path::new(&d).join("pulse/native").exists())
        || std::env::var_os("HOME").is_some_and(|h| Path::new(&h).join(".asoundrc").is_file())
        || Path::new("/etc/asound.conf").is_file();
    let cards = std::fs::read_to_string("/proc/asound/cards").unwrap_or_default();
    own_config
        || cards
            .lines()
            .any(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
}

/// Where the voice pack of a vocabulary is (see [`crate::data_dirs::voice_pack`]).
pub(super) fn voice_pack_dir(configured: Option<&Path>, code: &str) -> Option<PathBuf> {
    crate::data_dirs::voice_pack(configured, code)
}
