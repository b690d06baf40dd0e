//! The HTTP client: one `ureq` agent with rustls, a `User-Agent` naming anna and its version,
//! the bearer token, and the answers Lichess gives turned into typed errors (a refusal names
//! the scope the token lacks; 429 says to wait a whole minute, as Lichess asks).

use std::time::Duration;

use crate::message::{Arg, Message};

use super::Token;

/// The scope a token needs for the Board API (lichess/board.rs).
pub const BOARD_SCOPE: &str = "board:play";

/// How long a request may take before it counts as failed.
const TIMEOUT: Duration = Duration::from_secs(20);

/// How long Lichess asks a client to wait after `429 Too Many Requests`.
pub const RATE_LIMIT_WAIT: Duration = Duration::from_secs(60);

/// The server anna talks to: `https://lichess.org` by default; another one over HTTPS, or over
/// plain HTTP on this machine only (the tests' server).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Server(String);

impl Default for Server {
    fn default() -> Server {
        Server("https://lichess.org".into())
    }
}

impl Server {
    /// The server at `url`, refused in words when the token would travel unencrypted.
    pub fn parse(url: &str) -> Result<Server, Message> {
        let url = url.trim().trim_end_matches('/');
        let bad = |reason: &'static str| {
            Err(Message::new(reason).with("url", Arg::Text(url.to_string())))
        };
        let Some((scheme, rest)) = url.split_once("://") else {
            return bad("lichess-server-bad");
        };
        let host = rest.split('/').next().unwrap_or("");
        let name = match host.rsplit_once(':') {
            Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => name,
            _ => host,
        };
        if name.is_empty() || rest.contains(['?', '#', ' ', '@']) {
            return bad("lichess-server-bad");
        }
        match scheme.to_ascii_lowercase().as_str() {
            "https" => Ok(Server(url.to_string())),
            "http" if matches!(name, "127.0.0.1" | "localhost" | "[::1]") => {
                Ok(Server(url.to_string()))
            }
            "http" => bad("lichess-server-plain"),
            _ => bad("lichess-server-bad"),
        }
    }

    pub fn url(&self) -> &str {
        &self.0
    }
}

/// Why a request did not do what it was for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PushError {
    /// 429: wait a whole minute before the next request.
    RateLimited,
    /// 401: Lichess does not know the token (mistyped, revoked, expired): asking again
    /// cannot help; a new token can.
    TokenUnknown { scope: String },
    /// 403: the token lacks the scope named, or the account may not do this (push to a
    /// broadcast it does not own).
    Refused { status: u16, scope: String },
    /// Lichess answered, and did not take what was sent: its reason (a broadcast push's
    /// `games[].error`, such as a round that has an upstream source, or a PGN that does not
    /// import).
    Rejected(String),
    /// Another answer than success (404: no such round).
    Status(u16),
    /// No answer: the server cannot be reached, or the connection broke.
    Unreachable,
    /// An answer that is not what the API describes.
    Garbled,
}

impl PushError {
    /// The reason in words.
    pub fn message(&self) -> Message {
        match self {
            PushError::RateLimited => Message::new("lichess-rate-limited"),
            PushError::TokenUnknown { scope } => {
                Message::new("lichess-token-unknown").with("scope", Arg::Text(scope.clone()))
            }
            PushError::Refused { scope, .. } => {
                Message::new("lichess-refused").with("scope", Arg::Text(scope.clone()))
            }
            PushError::Rejected(reason) => Message::new("lichess-push-rejected")
                .with("reason", Arg::Text(super::clean(reason))),
            PushError::Status(status) => {
                Message::new("lichess-status").with("status", u64::from(*status))
            }
            PushError::Unreachable => Message::new("lichess-unreachable"),
            PushError::Garbled => Message::new("lichess-garbled"),
        }
    }
}

/// Requests to one server with one token.
#[derive(Clone)]
pub struct Client {
    agent: ureq::Agent,
    /// For streams and seeks: open as long as the server keeps them open.
    streams: ureq::Agent,
    server: Server,
    token: Token,
}

impl Client {
    pub fn new(server: Server, token: Token) -> Client {
        let user_agent = format!("anna/{}", env!("CARGO_PKG_VERSION"));
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(TIMEOUT))
            .user_agent(user_agent.clone())
            .http_status_as_error(false)
            .build();
        let streams = ureq::Agent::config_builder()
            .timeout_connect(Some(TIMEOUT))
            .timeout_recv_response(Some(TIMEOUT))
            .user_agent(user_agent)
            .http_status_as_error(false)
            .build();
        Client {
            agent: config.new_agent(),
            streams: streams.new_agent(),
            server,
            token,
        }
    }

    /// The server this client talks to.
    pub fn server(&self) -> &Server {
        &self.server
    }

    /// Sends the game's PGN to a broadcast round (`study:write`): the round shows the game as
    /// sent, replacing what it had.
    pub fn push_round(&self, round: &str, pgn: &str) -> Result<(), PushError> {
        let url = format!(
            "{}/api/broadcast/round/{}/push",
            self.server.url(),
            path_part(round)
        );
        let answer = self
            .agent
            .post(&url)
            .header("Authorization", &self.token.bearer())
            .content_type("text/plain; charset=utf-8")
            .send(pgn);
        let mut response = answer.map_err(|_| PushError::Unreachable)?;
        let status = response.status().as_u16();
        let body = response
            .body_mut()
            .with_config()
            .limit(1 << 20)
            .read_to_string()
            .unwrap_or_default();
        match status {
            200..=299 => pushed(&body),
            400 => Err(PushError::Rejected(error_text(&body).unwrap_or_default())),
            429 => Err(PushError::RateLimited),
            401 => Err(PushError::TokenUnknown {
                scope: "study:write".into(),
            }),
            403 => Err(PushError::Refused {
                status,
                scope: "study:write".into(),
            }),
            status => Err(PushError::Status(status)),
        }
    }
}

/// What Lichess says of a token: whose it is and what it allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenInfo {
    pub user: String,
    pub scopes: Vec<String>,
}

impl Client {
    /// Asks Lichess whose the token is and which scopes it has (`POST /api/token/test`, which
    /// needs no scope): `None` if Lichess does not know it (mistyped, revoked, expired).
    pub fn test_token(&self) -> Result<Option<TokenInfo>, PushError> {
        #[derive(serde::Deserialize)]
        struct Known {
            #[serde(rename = "userId")]
            user: String,
            scopes: String,
        }
        let url = format!("{}/api/token/test", self.server.url());
        let answer = self
            .agent
            .post(&url)
            .content_type("text/plain; charset=utf-8")
            .send(self.token.secret());
        let mut response = answer.map_err(|_| PushError::Unreachable)?;
        match response.status().as_u16() {
            200..=299 => {}
            429 => return Err(PushError::RateLimited),
            status => return Err(PushError::Status(status)),
        }
        let text = response
            .body_mut()
            .with_config()
            .limit(64 * 1024)
            .read_to_string()
            .map_err(|_| PushError::Unreachable)?;
        let answers: std::collections::HashMap<String, Option<Known>> =
            serde_json::from_str(&text).map_err(|_| PushError::Garbled)?;
        let known = answers.into_iter().find_map(|(_, known)| known);
        Ok(known.map(|k| TokenInfo {
            user: k.user,
            scopes: k
                .scopes
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect(),
        }))
    }
}

impl Client {
    /// `GET` or `POST` (with a form) to `path` on the server, for the Board API
    /// (`board:play`): the answer's body on success.
    pub(super) fn call(
        &self,
        path: &str,
        form: Option<&[(&str, &str)]>,
        stays_open: bool,
    ) -> Result<String, PushError> {
        let url = format!("{}{path}", self.server.url());
        let agent = if stays_open {
            &self.streams
        } else {
            &self.agent
        };
        let bearer = self.token.bearer();
        let answer = match form {
            Some(form) => agent
                .post(&url)
                .header("Authorization", &bearer)
                .send_form(form.iter().copied()),
            None => agent.get(&url).header("Authorization", &bearer).call(),
        };
        let mut response = answer.map_err(|_| PushError::Unreachable)?;
        let status = response.status().as_u16();
        let body = response
            .body_mut()
            .with_config()
            .limit(1 << 20)
            .read_to_string()
            .map_err(|_| PushError::Unreachable)?;
        // A 400 says why in its `error`: the request is refused, not failed.
        if status == 400 {
            return Err(PushError::Rejected(error_text(&body).unwrap_or_default()));
        }
        board_status(status)?;
        Ok(body)
    }

    /// An NDJSON stream at `path`, read as it comes.
    pub(super) fn open_stream(&self, path: &str) -> Result<ureq::BodyReader<'static>, PushError> {
        let url = format!("{}{path}", self.server.url());
        let response = self
            .streams
            .get(&url)
            .header("Authorization", &self.token.bearer())
            .call()
            .map_err(|_| PushError::Unreachable)?;
        stream_answer(response)
    }

    /// A form posted whose answer is an NDJSON stream (a challenge kept alive): the stream,
    /// or the refusal with Lichess's reason.
    pub(super) fn post_stream(
        &self,
        path: &str,
        form: &[(&str, &str)],
    ) -> Result<ureq::BodyReader<'static>, PushError> {
        let url = format!("{}{path}", self.server.url());
        let response = self
            .streams
            .post(&url)
            .header("Authorization", &self.token.bearer())
            .send_form(form.iter().copied())
            .map_err(|_| PushError::Unreachable)?;
        stream_answer(response)
    }
}

impl Client {
    /// A stream anyone may read (a broadcast round's PGN, a game's moves, Lichess TV): the
    /// token goes with it when there is one (a private broadcast needs `study:read`).
    pub(super) fn open_public(&self, path: &str) -> Result<ureq::BodyReader<'static>, PushError> {
        let url = format!("{}{path}", self.server.url());
        let mut request = self.streams.get(&url);
        if !self.token.secret().is_empty() {
            request = request.header("Authorization", &self.token.bearer());
        }
        let response = request.call().map_err(|_| PushError::Unreachable)?;
        match response.status().as_u16() {
            200..=299 => Ok(response.into_body().into_reader()),
            429 => Err(PushError::RateLimited),
            401 => Err(PushError::TokenUnknown {
                scope: "study:read".into(),
            }),
            403 => Err(PushError::Refused {
                status: 403,
                scope: "study:read".into(),
            }),
            status => Err(PushError::Status(status)),
        }
    }
}

/// The answer to a request for a stream: the stream, or the refusal. A 400 carries Lichess's
/// reason (a game the Board API may not play, a blitz game from the lobby …).
fn stream_answer(
    mut response: ureq::http::Response<ureq::Body>,
) -> Result<ureq::BodyReader<'static>, PushError> {
    let status = response.status().as_u16();
    if status == 400 {
        let body = response
            .body_mut()
            .with_config()
            .limit(64 * 1024)
            .read_to_string()
            .unwrap_or_default();
        return Err(PushError::Rejected(error_text(&body).unwrap_or_default()));
    }
    board_status(status)?;
    Ok(response.into_body().into_reader())
}

/// A push's answer (`BroadcastPgnPush`): a game Lichess did not take names its error.
fn pushed(body: &str) -> Result<(), PushError> {
    #[derive(serde::Deserialize)]
    struct Pushed {
        #[serde(default)]
        games: Vec<PushedGame>,
    }
    #[derive(serde::Deserialize)]
    struct PushedGame {
        error: Option<String>,
    }
    let answer: Pushed = serde_json::from_str(body).map_err(|_| PushError::Garbled)?;
    match answer.games.into_iter().find_map(|g| g.error) {
        Some(error) => Err(PushError::Rejected(error)),
        None => Ok(()),
    }
}

/// The `error` of an answer Lichess gives with a failure status (`Error`).
fn error_text(body: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(body).ok()?;
    value["error"].as_str().map(String::from)
}

/// The Board API's answers: a refusal names its scope.
fn board_status(status: u16) -> Result<(), PushError> {
    match status {
        200..=299 => Ok(()),
        429 => Err(PushError::RateLimited),
        401 => Err(PushError::TokenUnknown {
            scope: BOARD_SCOPE.into(),
        }),
        403 => Err(PushError::Refused {
            status,
            scope: BOARD_SCOPE.into(),
        }),
        status => Err(PushError::Status(status)),
    }
}

/// A round id as one path segment: anything but letters and digits is refused by Lichess
/// anyway, and must not reach another path.
fn path_part(id: &str) -> String {
    id.chars().filter(char::is_ascii_alphanumeric).collect()
}
