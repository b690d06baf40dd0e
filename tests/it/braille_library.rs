//! BrlAPI's library is loaded only when braille is used (issue 43): the program links no
//! libbrlapi, so a game in text mode on a machine without BRLTTY has neither it nor the
//! libsystemd, libgcrypt, liblzma … it brings in memory; asked for a display, anna loads it.

use std::path::Path;

use crate::common::{Anna, Dirs};

/// The shared objects mapped into the process `pid` now.
fn mapped(pid: i32) -> String {
    std::fs::read_to_string(format!("/proc/{pid}/maps")).expect("the process's maps")
}

/// A BRLTTY on this machine serves BrlAPI's first local socket: `auto` would rightly use it.
fn local_brltty() -> bool {
    Path::new("/var/lib/BrlAPI/0").exists()
}

#[test]
fn a_text_game_without_brltty_never_loads_libbrlapi() {
    if local_brltty() {
        eprintln!("SKIPPED: a BRLTTY serves /var/lib/BrlAPI/0 on this machine");
        return;
    }
    let dirs = Dirs::new("braille_library_text");
    // The default `--braille auto`, no BrlAPI host named.
    let args = ["--speech", "text"];
    let mut command = dirs.command(&args);
    command.env_remove("BRLAPI_HOST");
    let mut anna = Anna::in_pty(command, &args);
    let (before, _prompt) = anna.until_prompt();
    assert!(!before.contains("Braillezeile"), "{before}");
    let maps = mapped(anna.pid());
    for library in ["libbrlapi", "libsystemd", "libgcrypt"] {
        assert!(!maps.contains(library), "{library} is loaded:\n{maps}");
    }
}

#[test]
fn asked_for_a_display_anna_loads_libbrlapi_and_says_when_none_answers() {
    let dirs = Dirs::new("braille_library_on");
    // A BrlAPI number nothing serves.
    let host = "127.0.0.1:1999";
    let args = ["--speech", "text", "--braille", "on"];
    let mut anna = dirs.spawn_with_env(&args, &[("BRLAPI_HOST", host), ("BRLAPI_AUTH", "none")]);
    let (before, _prompt) = anna.until_prompt();
    assert!(
        before.contains("Keine Braillezeile erreichbar; anna versucht es weiter."),
        "{before}"
    );
    let maps = mapped(anna.pid());
    assert!(
        maps.contains("libbrlapi.so"),
        "libbrlapi is not loaded:\n{maps}"
    );
}
