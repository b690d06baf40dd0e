//! Lichess's Board API (scope `board:play`), for playing a game from anna as from a physical
//! board: the account's events (a game starts), the game's stream (its full state, then each
//! change), and the requests a player makes (a move, a draw or take-back answer, resign,
//! abort, claim the victory, a chat line, a seek, a challenge). Names and fields as in
//! Lichess's public API description.

use serde::Deserialize;

use super::stream::{Line, Lines};
use super::{Client, PushError};

/// A line of the account's event stream (`GET /api/stream/event`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum AccountNews {
    GameStart {
        game: GameRef,
    },
    GameFinish {
        game: GameRef,
    },
    /// Someone challenges the player (answered on the web: anna only plays).
    Challenge,
    /// The player's challenge was declined, with Lichess's reason.
    ChallengeDeclined {
        challenge: ChallengeRef,
    },
    /// The challenge was canceled, or expired (20 s unanswered).
    ChallengeCanceled {
        challenge: ChallengeRef,
    },
    #[serde(other)]
    Other,
}

/// A game the event stream names: enough to tell the game a seek or a challenge brought
/// from the games already going on, which the stream lists first.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct GameRef {
    #[serde(rename = "gameId")]
    pub id: String,
    /// `lobby` or `pool` for a seek's game, `friend` for a challenge's …
    #[serde(default)]
    pub source: String,
    #[serde(default)]
    pub speed: String,
    /// The player's time left, in seconds (a new game: the whole time control).
    pub seconds_left: Option<u64>,
    #[serde(default)]
    pub has_moved: bool,
}

/// A challenge the event stream names (`ChallengeJson`).
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeRef {
    pub id: String,
    /// Lichess's reason in words (in the decliner's choice of words), when declined.
    #[serde(default)]
    pub decline_reason: String,
}

/// A game's stream, open: its lines as they come.
pub type GameLines = Lines<ureq::BodyReader<'static>>;

/// A line of a game's stream (`GET /api/board/game/stream/{id}`).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameNews {
    /// The whole game: first on every connection, so a reconnect resumes from it.
    GameFull(Box<GameFull>),
    GameState(GameState),
    ChatLine(ChatLine),
    OpponentGone(OpponentGone),
    #[serde(other)]
    Other,
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct GameFull {
    pub id: String,
    #[serde(default)]
    pub white: Player,
    #[serde(default)]
    pub black: Player,
    /// `startpos` or a FEN.
    #[serde(default)]
    pub initial_fen: String,
    /// The rules the game is played by (`standard`, `chess960`, `atomic` …).
    #[serde(default)]
    pub variant: Variant,
    pub clock: Option<ClockRule>,
    pub state: GameState,
}

/// A game's rules as Lichess names them.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Variant {
    pub key: String,
    #[serde(default)]
    pub name: String,
}

impl Default for Variant {
    fn default() -> Variant {
        Variant {
            key: "standard".into(),
            name: "Standard".into(),
        }
    }
}

impl Variant {
    /// Whether anna's rules are the game's: standard chess from the start or from a
    /// position, and Chess960 (its start is the game's FEN).
    pub fn playable(&self) -> bool {
        matches!(self.key.as_str(), "standard" | "fromPosition" | "chess960")
    }
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub name: String,
    /// Lichess's own engine opponent has a level and no name.
    pub ai_level: Option<u8>,
}

/// The time control in milliseconds.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub struct ClockRule {
    pub initial: u64,
    pub increment: u64,
}

#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
pub struct GameState {
    /// Every move since the start, in UCI, separated by spaces.
    #[serde(default)]
    pub moves: String,
    #[serde(default)]
    pub wtime: u64,
    #[serde(default)]
    pub btime: u64,
    #[serde(default)]
    pub winc: u64,
    #[serde(default)]
    pub binc: u64,
    #[serde(default)]
    pub status: String,
    /// `white` or `black`.
    pub winner: Option<String>,
    #[serde(default)]
    pub wdraw: bool,
    #[serde(default)]
    pub bdraw: bool,
    #[serde(default)]
    pub wtakeback: bool,
    #[serde(default)]
    pub btakeback: bool,
    /// Lichess's first-move timer: the game is aborted when a player does not make his
    /// first move in time.
    pub expiration: Option<Expiration>,
}

/// The first-move timer, in milliseconds.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Expiration {
    pub idle_millis: u64,
    pub millis_to_move: u64,
}

impl GameState {
    pub fn moves(&self) -> Vec<String> {
        self.moves.split_whitespace().map(str::to_string).collect()
    }

    /// Whether the game still goes on.
    pub fn running(&self) -> bool {
        matches!(self.status.as_str(), "created" | "started" | "")
    }
}

#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct ChatLine {
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub text: String,
    #[serde(default)]
    pub room: String,
}

#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    pub gone: bool,
    pub claim_win_in_seconds: Option<u64>,
}

#[derive(Clone, Debug, Deserialize)]
struct Account {
    username: String,
}

/// A yes or a no to an offer.
pub fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// One request of the player's in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardCall {
    Move(String),
    Draw(bool),
    TakeBack(bool),
    Resign,
    Abort,
    ClaimVictory,
    Chat(String),
}

impl Client {
    /// The account's name (`GET /api/account`).
    pub fn account(&self) -> Result<String, PushError> {
        let body = self.call("/api/account", None, false)?;
        serde_json::from_str::<Account>(&body)
            .map(|a| a.username)
            .map_err(|_| PushError::Status(200))
    }

    /// The account's events, read as they come.
    pub fn account_events(&self) -> Result<Lines<ureq::BodyReader<'static>>, PushError> {
        self.open_stream("/api/stream/event").map(Lines::new)
    }

    /// The game's stream, read as it comes.
    pub fn game_stream(&self, id: &str) -> Result<GameLines, PushError> {
        self.open_stream(&format!("/api/board/game/stream/{}", path_part(id)))
            .map(Lines::new)
    }

    /// The player's request in game `id`.
    pub fn board(&self, id: &str, call: &BoardCall) -> Result<(), PushError> {
        let game = format!("/api/board/game/{}", path_part(id));
        let path = match call {
            BoardCall::Move(uci) => format!("{game}/move/{}", path_part(uci)),
            BoardCall::Draw(yes) => format!("{game}/draw/{}", yes_no(*yes)),
            BoardCall::TakeBack(yes) => format!("{game}/takeback/{}", yes_no(*yes)),
            BoardCall::Resign => format!("{game}/resign"),
            BoardCall::Abort => format!("{game}/abort"),
            BoardCall::ClaimVictory => format!("{game}/claim-victory"),
            BoardCall::Chat(_) => format!("{game}/chat"),
        };
        let form: Vec<(&str, &str)> = match call {
            BoardCall::Chat(text) => vec![("room", "player"), ("text", text.as_str())],
            _ => Vec::new(),
        };
        self.call(&path, Some(&form), false).map(|_| ())
    }

    /// A seek for a game of `minutes` + `increment` seconds: the request stays open until a
    /// game starts (then the event stream names it). Lichess refuses blitz (400).
    pub fn seek(&self, minutes: u32, increment: u32, rated: bool) -> Result<(), PushError> {
        let (time, inc) = (minutes.to_string(), increment.to_string());
        let form = [
            ("time", time.as_str()),
            ("increment", inc.as_str()),
            ("rated", if rated { "true" } else { "false" }),
        ];
        self.call("/api/board/seek", Some(&form), true).map(|_| ())
    }

    /// Challenges `name` to a game of `minutes` + `increment` seconds; the game starts when
    /// the challenge is accepted (the event stream names it, with the challenge's id).
    /// Returns the challenge's id.
    pub fn challenge(&self, name: &str, minutes: u32, increment: u32) -> Result<String, PushError> {
        let (limit, inc) = ((minutes * 60).to_string(), increment.to_string());
        // Kept alive while the connection lives: without it Lichess lets a challenge expire
        // after 20 seconds, before most players have seen it.
        let form = [
            ("clock.limit", limit.as_str()),
            ("clock.increment", inc.as_str()),
            ("rated", "false"),
            ("keepAliveStream", "true"),
        ];
        let path = format!("/api/challenge/{}", path_part(name));
        let mut lines = Lines::new(self.post_stream(&path, &form)?);
        let Some(Line::News(challenge)) = lines.next_line::<ChallengeRef>() else {
            return Err(PushError::Garbled);
        };
        // Read on until Lichess closes it (accepted, declined, canceled: `{"done": …}`); the
        // event stream says which.
        std::thread::spawn(move || while lines.next_line::<serde_json::Value>().is_some() {});
        Ok(challenge.id)
    }
}

/// An id or a move as one path segment: letters, digits, `_` and `-` only.
fn path_part(id: &str) -> String {
    id.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_full_reads_as_lichess_sends_it() {
        let line = r#"{"type":"gameFull","id":"abcd1234","rated":false,"variant":{"key":"standard"},"clock":{"initial":600000,"increment":5000},"speed":"rapid","white":{"id":"maria","name":"Maria","rating":1500},"black":{"aiLevel":3},"initialFen":"startpos","state":{"type":"gameState","moves":"e2e4 e7e5","wtime":600000,"btime":598000,"winc":5000,"binc":5000,"status":"started"}}"#;
        let news: GameNews = serde_json::from_str(line).unwrap();
        let GameNews::GameFull(full) = news else {
            panic!("{news:?}");
        };
        assert_eq!(full.white.name, "Maria");
        assert_eq!(full.black.ai_level, Some(3));
        assert_eq!(full.state.moves(), ["e2e4", "e7e5"]);
        assert!(full.state.running());
        let other: GameNews = serde_json::from_str(r#"{"type":"somethingNew"}"#).unwrap();
        assert_eq!(other, GameNews::Other);
    }
}
