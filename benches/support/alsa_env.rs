//! ALSA set up by a bench alone (`#[path = "support/alsa_env.rs"] mod alsa_env;`): the
//! library's own configuration without the files a user or the system adds to it
//! (`~/.asoundrc`, `~/.config/alsa/asoundrc`, `/etc/asound.conf`, `/etc/alsa/conf.d`), then
//! the bench's. ALSA's `alsa.conf` loads those files from its first `@hooks` block: a user's
//! `.asoundrc` with a working device made the start-up bench measure the voice pack as the
//! plain start-up, and the speech bench report every voice figure as not measured.

use std::path::Path;

/// Where ALSA's own configuration is.
const ALSA_CONF: &str = "/usr/share/alsa/alsa.conf";

/// `text` without its first top-level `@hooks [ … ]` block (the files it loads).
pub fn without_hooks(text: &str) -> String {
    let Some(start) = text.find("\n@hooks") else {
        return text.to_string();
    };
    let mut depth = 0usize;
    let mut end = None;
    for (i, c) in text[start..].char_indices() {
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    end = Some(start + i + 1);
                    break;
                }
            }
            _ => {}
        }
    }
    match end {
        Some(end) => format!("{}{}", &text[..start + 1], &text[end..]),
        None => text.to_string(),
    }
}

/// Writes ALSA's configuration without the user's and system's additions, followed by
/// `config`, to `conf`; returns the variable that makes ALSA read it instead of its own
/// (`ALSA_CONFIG_PATH`), or `None` if it cannot be written.
pub fn own_config(conf: &Path, config: &str) -> Option<(&'static str, String)> {
    let base = std::fs::read_to_string(ALSA_CONF).ok()?;
    std::fs::write(conf, format!("{}\n{config}", without_hooks(&base))).ok()?;
    Some(("ALSA_CONFIG_PATH", conf.display().to_string()))
}
