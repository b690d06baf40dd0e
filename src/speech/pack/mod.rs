//! The voice-pack format: a pack's manifest and clips (voice_pack.rs), the folder or `.zip`
//! file they are read from (pack_source.rs, pack_file.rs), the Ogg Opus clips (opus_clip.rs),
//! and what can be wrong with any of them (pack_error.rs). Nothing here plays a sound: the
//! voice back end (speech/voice.rs) plays what a pack holds on the audio device
//! (speech/audio/).

pub mod clip_format;
pub mod kept_index;
pub mod opus_clip;
pub mod pack_error;
pub mod pack_file;
pub mod pack_source;
pub mod stored_index;
pub mod voice_pack;
