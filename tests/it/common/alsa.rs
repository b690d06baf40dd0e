//! Sound captured through ALSA for the speech tests (`#[path = "common/alsa.rs"] mod alsa;`):
//! a configuration whose default device writes raw samples into a file, and the test binary run
//! again as a child process, since ALSA and speech-dispatcher's client read their settings once
//! per process. Each test binary uses a part.

use std::path::Path;
use std::process::Command;

/// An ALSA configuration whose default device is a `plug` into a `file` PCM writing raw S16
/// samples to `capture` (its slave the null device, which is not paced): converted to
/// `(rate, channels)` if given, else in the format played. `options` go into the `file` PCM as
/// they are, each ending in `;` (`infile "…";`, `truncate false;`).
pub fn capture_config(capture: &Path, format: Option<(u32, u16)>, options: &str) -> String {
    let slave = match format {
        Some((rate, channels)) => format!(
            "slave {{ pcm \"rawcapture\"; format S16_LE; rate {rate}; channels {channels} }}"
        ),
        None => "slave.pcm \"rawcapture\"".to_string(),
    };
    format!(
        "pcm.!default {{ type plug; {slave} }}\n\
         pcm.rawcapture {{ type file; slave.pcm \"null\"; file \"{}\"; {options} \
         format \"raw\" }}\n",
        capture.display()
    )
}

/// Writes the configuration to `conf`; returns the variable that makes ALSA read it after its
/// own (`ALSA_CONFIG_PATH`).
pub fn use_config(conf: &Path, config: &str) -> (&'static str, String) {
    std::fs::write(conf, config).expect("ALSA configuration");
    (
        "ALSA_CONFIG_PATH",
        format!("/usr/share/alsa/alsa.conf:{}", conf.display()),
    )
}

/// Little-endian S16 samples from raw bytes (an odd last byte is left out).
pub fn samples(bytes: &[u8]) -> impl Iterator<Item = i16> + '_ {
    bytes
        .chunks_exact(2)
        .map(|s| i16::from_le_bytes([s[0], s[1]]))
}

/// The test `test` of the module `module` (its `module_path!()`) alone, to be run again as a
/// child process (ignored or not) with the environment of its scenario.
pub fn child_test(module: &str, test: &str) -> Command {
    // libtest names a test by its path without the crate: `voice_alsa::a_test`.
    let path = module.split_once("::").map_or("", |(_, m)| m);
    let mut cmd = Command::new(std::env::current_exe().expect("the test binary"));
    cmd.args([
        &format!("{path}::{test}"),
        "--exact",
        "--nocapture",
        "--test-threads=1",
        "--include-ignored",
    ]);
    cmd
}
