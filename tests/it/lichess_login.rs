//! `anna lichess login`: the token asked for without being shown, checked with Lichess where it
//! can be reached, and stored readable by its owner alone; a token that is not one is refused
//! and nothing is stored; the token itself is never printed.

use std::os::unix::fs::PermissionsExt;

use crate::common::lichess::FakeLichess;
use crate::common::{Dirs, run_with_input};

const TOKEN: &str = "lip_LoginSecret987";

/// A loopback address where nothing listens: Lichess cannot be reached.
const NOBODY: &str = "http://127.0.0.1:9";

fn login(dirs: &Dirs, input: &str) -> (Option<i32>, String, String) {
    login_at(dirs, NOBODY, input)
}

fn login_at(dirs: &Dirs, server: &str, input: &str) -> (Option<i32>, String, String) {
    let mut command = dirs.command(&["--language", "en", "lichess", "login", "--server", server]);
    command.env_remove("LICHESS_TOKEN");
    let out = run_with_input(command, input.as_bytes());
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_token_from_a_script_is_stored_for_its_owner_alone_and_not_shown() {
    let dirs = Dirs::new("login-stored");
    let file = dirs.config().join("anna/lichess-token");
    // A token stored earlier, readable by others: replaced whole by the new one, for the owner.
    std::fs::write(&file, "lip_Old\n").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let (code, out, err) = login(&dirs, &format!("{TOKEN}\n"));
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("The token is stored in"), "{out}");
    assert!(
        out.contains("It is not checked: Lichess cannot be reached."),
        "{out}"
    );
    assert!(!out.contains(TOKEN) && !err.contains(TOKEN), "{out}{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap().trim(), TOKEN);
    let mode = std::fs::metadata(&file).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    // The stored token is the one a broadcast then uses: it is found, not asked for again.
    let out = dirs.output(&["--language", "en", "--broadcast", "R1", "--server", NOBODY]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!said.contains("No Lichess token found"), "{said}");
}

#[test]
fn what_is_not_a_token_is_refused_and_nothing_is_stored() {
    let dirs = Dirs::new("login-refused");
    for typed in ["not a token!\n", "\n", ""] {
        let (code, out, err) = login(&dirs, typed);
        assert_ne!(code, Some(0), "{typed:?}: {out}");
        assert!(
            err.contains("The Lichess token is not a valid token")
                && err.contains("board:play, study:write"),
            "{typed:?}: {err}"
        );
        assert!(!dirs.config().join("anna/lichess-token").exists());
    }
}

#[test]
fn the_token_typed_at_the_terminal_is_not_shown() {
    let dirs = Dirs::new("login-terminal");
    let args = ["--language", "en", "lichess", "login", "--server", NOBODY];
    let mut anna = dirs.spawn(&args);
    anna.expect("Type or paste the Lichess token (it is not shown), then press Enter:");
    anna.send(TOKEN);
    anna.expect("The token is stored in");
    let (rest, _) = anna.finish();
    assert!(
        !anna.out.contains(TOKEN) && !rest.contains(TOKEN),
        "the terminal echoed the token: {}{rest}",
        anna.out
    );
    let stored = std::fs::read_to_string(dirs.config().join("anna/lichess-token")).unwrap();
    assert_eq!(stored.trim(), TOKEN);
}

#[test]
fn lichess_names_the_account_and_the_scopes_and_an_unknown_token_is_not_stored() {
    let server = FakeLichess::start();
    server.know_token(TOKEN, "study:write");
    let dirs = Dirs::new("login-checked");
    let (code, out, err) = login_at(&dirs, &server.url, &format!("{TOKEN}\n"));
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains("Lichess knows it: the account maria, allowed: study:write."),
        "{out}"
    );
    // A scope anna uses that the token lacks is named, with what it is for.
    assert!(
        out.contains("It does not allow board:play: playing needs board:play"),
        "{out}"
    );
    let asked = server.wait_for("the token test", |r| r.path == "/api/token/test");
    assert_eq!(asked.method, "POST");
    assert!(!asked.headers.contains_key("authorization"), "{asked:?}");
    assert!(!out.contains(TOKEN) && !err.contains(TOKEN), "{out}{err}");
    // A token Lichess does not know: said, and the one stored before is kept.
    let (code, out, err) = login_at(&dirs, &server.url, "lip_Unknown42\n");
    assert_ne!(code, Some(0), "{out}");
    assert!(err.contains("Lichess does not know this token"), "{err}");
    let stored = std::fs::read_to_string(dirs.config().join("anna/lichess-token")).unwrap();
    assert_eq!(stored.trim(), TOKEN);
}
