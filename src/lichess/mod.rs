//! Lichess over its public HTTP API: one blocking client (ureq with rustls) that names anna in
//! every request, the server it may talk to (HTTPS, or plain HTTP to this machine only, for
//! tests), the personal token kept secret, and the broadcast push of a game's PGN
//! (`POST /api/broadcast/round/{id}/push`, scope `study:write`). docs/online.md says what is
//! sent where.

mod client;
mod token;

pub use client::{Client, PushError, RATE_LIMIT_WAIT, Server, TokenInfo};
pub use token::{TOKEN_FILE, Token};
