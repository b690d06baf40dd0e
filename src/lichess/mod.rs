//! Lichess over its public HTTP API: one blocking client (ureq with rustls) that names anna in
//! every request, the server it may talk to (HTTPS, or plain HTTP to this machine only, for
//! tests), the personal token kept secret, the broadcast push of a game's PGN
//! (`POST /api/broadcast/round/{id}/push`, scope `study:write`), and the Board API for playing
//! a game (scope `board:play`), and puzzles (`puzzle:read`, `puzzle:write`). docs/online.md says
//! what is sent where.

mod board;
mod clean;
mod client;
mod puzzle;
mod puzzle_solve;
mod puzzle_themes;
mod stream;
mod token;
mod watch_feed;

pub use board::{
    AccountNews, BoardCall, ChallengeRef, ChatLine, ClockRule, GameFull, GameLines, GameNews,
    GameRef, GameState, OpponentGone, Player, Variant,
};
pub use clean::clean;
pub use client::{BOARD_SCOPE, Client, PushError, RATE_LIMIT_WAIT, Server, TokenInfo};
pub use puzzle::{
    Difficulty, PUZZLE_READ_SCOPE, PUZZLE_WRITE_SCOPE, Puzzle, PuzzleAndGame, PuzzleGame, Puzzles,
    Solved,
};
pub use puzzle_solve::{BadPuzzle, Solving, Verdict};
pub use puzzle_themes::{THEMES, theme_id, theme_key, theme_name};
pub use stream::{Line, Lines};
pub use token::{TOKEN_FILE, Token};
pub use watch_feed::{
    FeedNews, WatchSource, WatchedGame, open_guessing, open_watch, read_feed, read_pgn_game,
};
