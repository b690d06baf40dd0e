//! `anna lichess login`: the personal token asked for with echo off (from a terminal; a script
//! may give it on standard input), checked with Lichess (whose it is, what it allows) and
//! stored readable by its owner alone. The token is never printed: what is said names the
//! account, the scopes and the file.

use std::io::{BufRead, IsTerminal, Read, Write};

use super::settings::Settings;
use crate::lichess::{Client, Token};
use crate::message::{Arg, Message};
use crate::notation::Vocabulary;

/// The scopes anna uses: playing (`anna lichess play`) and broadcasting (`--broadcast`).
const SCOPES: [&str; 2] = ["board:play", "study:write"];

/// The longest token line read from a script (Lichess's tokens are a few dozen characters).
const LINE_CAP: u64 = 1024;

/// Asks for the token, checks it and stores it. A token Lichess does not know is not stored;
/// one that cannot be checked (no connection) is stored, and that is said.
pub(super) fn run(settings: &Settings, out: &mut dyn Write) -> Result<i32, Message> {
    let say = |out: &mut dyn Write, message: &Message| {
        let _ = writeln!(
            out,
            "{}",
            settings.language.text(message, Vocabulary::fallback())
        );
    };
    let config = crate::config::default_path();
    let Some(folder) = config.as_deref().and_then(std::path::Path::parent) else {
        return Err(Message::new("lichess-login-no-folder"));
    };
    let text = read_token(settings, out)?;
    let token = Token::parse(&text, &SCOPES.join(", "))?;
    let client = Client::new(settings.lichess_server.clone(), token.clone());
    let checked = client.test_token();
    if let Ok(None) = checked {
        return Err(Message::new("lichess-login-unknown"));
    }
    let path = token.store(folder)?;
    say(
        out,
        &Message::new("lichess-login-stored").with("path", Arg::Text(path.display().to_string())),
    );
    match checked {
        Ok(Some(info)) => {
            say(
                out,
                &Message::new("lichess-login-known")
                    .with("user", Arg::Text(info.user))
                    .with("scopes", Arg::Text(info.scopes.join(", "))),
            );
            let missing: Vec<&str> = SCOPES
                .into_iter()
                .filter(|s| !info.scopes.iter().any(|has| has == s))
                .collect();
            if !missing.is_empty() {
                say(
                    out,
                    &Message::new("lichess-login-lacks")
                        .with("missing", Arg::Text(missing.join(", "))),
                );
            }
        }
        Ok(None) => {}
        Err(e) => say(
            out,
            &Message::new("lichess-login-unchecked").with("reason", e.message()),
        ),
    }
    if std::env::var_os("LICHESS_TOKEN").is_some() {
        say(out, &Message::new("lichess-login-env-first"));
    }
    Ok(0)
}

/// The token typed at the terminal with echo off, or the first line of standard input.
fn read_token(settings: &Settings, out: &mut dyn Write) -> Result<String, Message> {
    let stdin = std::io::stdin();
    if stdin.is_terminal() {
        let prompt = settings.language.text(
            &Message::new("lichess-login-prompt"),
            Vocabulary::fallback(),
        );
        let _ = write!(out, "{prompt} ");
        let _ = out.flush();
        let typed = rpassword::read_password().map_err(|e| crate::message::io_reason(&e));
        let _ = writeln!(out);
        return typed;
    }
    let mut line = String::new();
    stdin
        .lock()
        .take(LINE_CAP)
        .read_line(&mut line)
        .map_err(|e| crate::message::io_reason(&e))?;
    Ok(line)
}
