//! The sample format a pack's manifest declares for its clips: a file of its own, so that the
//! errors (pack_error.rs) and the pack (voice_pack.rs) both name it and neither the other.

use serde::{Deserialize, Serialize};

/// The sample format of a pack's clips.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ClipFormat {
    /// 16-bit signed integers.
    S16,
    /// 32-bit floats.
    F32,
    /// Ogg Opus ([`super::opus_clip`]), decoded at the manifest's rate.
    Opus,
}
