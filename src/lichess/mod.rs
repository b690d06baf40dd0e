//! Lichess over its public HTTP API: one blocking client (ureq with rustls) that names anna in
//! every request, the server it may talk to (HTTPS, or plain HTTP to this machine only, for
//! tests), the personal token kept secret, the broadcast push of a game's PGN
//! (`POST /api/broadcast/round/{id}/push`, scope `study:write`), and the Board API for playing
//! a game (scope `board:play`). docs/online.md says what is sent where.

mod board;
mod clean;
mod client;
mod stream;
mod token;

pub use board::{
    AccountNews, BoardCall, ChallengeRef, ChatLine, ClockRule, GameFull, GameNews, GameRef,
    GameState, OpponentGone, Player, Variant,
};
pub use clean::clean;
pub use client::{BOARD_SCOPE, Client, PushError, RATE_LIMIT_WAIT, Server, TokenInfo};
pub use stream::{Line, Lines};
pub use token::{TOKEN_FILE, Token};
