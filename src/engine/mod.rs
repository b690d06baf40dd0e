//! A chess engine over UCI (Stockfish or any other): an opponent to train against, hints, and
//! the evaluations of a review. Never in a tournament game (Laws 11.3).

mod pace;
mod score;
mod strength;
mod uci;
mod worker;

pub use pace::{OwnClock, think_time};
pub use score::Score;
pub use strength::{EngineStrength, Strength};
pub use uci::{EngineError, Found, Limit, Search, Uci};
pub use worker::{Engine, Reply, default_path};
