//! The personal API token: from `LICHESS_TOKEN`, else from the file `lichess-token` in anna's
//! configuration folder, which must be readable by its owner alone. The token is never shown:
//! its `Debug` says only that there is one.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::message::{Arg, Message, io_reason};

/// The token file's name in the configuration folder (`~/.config/anna/lichess-token`).
pub const TOKEN_FILE: &str = "lichess-token";

/// A personal API token, sent only as the bearer of requests to the configured server.
#[derive(Clone)]
pub struct Token(String);

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(…)")
    }
}

impl Token {
    /// `LICHESS_TOKEN`, else the token file in `config_dir`; `scope` names what it must allow
    /// in the sentence said when there is none.
    pub fn find(config_dir: Option<&Path>, scope: &str) -> Result<Token, Message> {
        let found = Token::look(config_dir, scope);
        // The log says what was needed and where it was looked for, never the token.
        match &found {
            Ok((_, from)) => tracing::info!(event = "lichess-token", scope, from, "found"),
            Err(_) => tracing::warn!(event = "lichess-token", scope, "none usable"),
        }
        found.map(|(token, _)| token)
    }

    /// The token and where it was found (`LICHESS_TOKEN` or the file).
    fn look(config_dir: Option<&Path>, scope: &str) -> Result<(Token, &'static str), Message> {
        if let Some(value) = std::env::var_os("LICHESS_TOKEN") {
            return Token::parse(&value.to_string_lossy(), scope).map(|t| (t, "LICHESS_TOKEN"));
        }
        let missing =
            || Message::new("lichess-token-missing").with("scope", Arg::Text(scope.into()));
        let Some(path) = config_dir.map(|d| d.join(TOKEN_FILE)) else {
            return Err(missing());
        };
        let meta = match std::fs::symlink_metadata(&path) {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(missing()),
            Err(e) => return Err(token_file_error(&path, io_reason(&e))),
        };
        if !meta.is_file() {
            return Err(token_file_error(
                &path,
                Message::new("lichess-token-not-file"),
            ));
        }
        if meta.permissions().mode() & 0o077 != 0 {
            return Err(token_file_error(
                &path,
                Message::new("lichess-token-readable"),
            ));
        }
        let text =
            std::fs::read_to_string(&path).map_err(|e| token_file_error(&path, io_reason(&e)))?;
        Token::parse(&text, scope).map(|t| (t, TOKEN_FILE))
    }

    /// A token as written: letters, digits and `_`, as Lichess makes them.
    pub fn parse(text: &str, scope: &str) -> Result<Token, Message> {
        let text = text.trim();
        let valid = !text.is_empty()
            && text.len() <= 256
            && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if valid {
            Ok(Token(text.to_string()))
        } else {
            Err(Message::new("lichess-token-malformed").with("scope", Arg::Text(scope.into())))
        }
    }

    /// No token: what is public is read without one (a broadcast, a game, Lichess TV).
    pub fn none() -> Token {
        Token(String::new())
    }

    /// The `Authorization` header's value.
    pub(super) fn bearer(&self) -> String {
        format!("Bearer {}", self.0)
    }

    /// The token itself, for the one request that asks Lichess what it allows.
    pub(super) fn secret(&self) -> &str {
        &self.0
    }

    /// Stores the token as the file `lichess-token` in `config_dir`, readable by its owner
    /// alone from the moment it exists (the mode is set before a byte is written), replacing a
    /// stored one whole. Returns the file's path.
    pub fn store(&self, config_dir: &Path) -> Result<PathBuf, Message> {
        let path = config_dir.join(TOKEN_FILE);
        let failed = |e: std::io::Error| token_file_error(&path, io_reason(&e));
        std::fs::create_dir_all(config_dir).map_err(failed)?;
        let (tmp, mut file) = crate::files::create_temp(&path).map_err(failed)?;
        let written = file
            .set_permissions(std::fs::Permissions::from_mode(0o600))
            .and_then(|()| file.write_all(format!("{}\n", self.0).as_bytes()))
            .and_then(|()| file.sync_all())
            .and_then(|()| std::fs::rename(&tmp, &path));
        if let Err(e) = written {
            let _ = std::fs::remove_file(&tmp);
            return Err(failed(e));
        }
        crate::files::sync_dir(&path);
        Ok(path)
    }
}

fn token_file_error(path: &Path, reason: Message) -> Message {
    Message::new("lichess-token-file")
        .with("path", Arg::Text(path.display().to_string()))
        .with("reason", reason)
}
