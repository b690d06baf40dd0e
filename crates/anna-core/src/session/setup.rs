//! Who plays, where, from which position and with which words: everything fixed when a game
//! starts, and the first line of its journal.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, FromSetup, Setup as BoardSetup, fen::Fen,
};

use super::rules::{Rules, Seating, Supervision};
use super::side::Side;
use crate::clock::{ChessClock, TimeControl};
use crate::message::{Arg, Message};
use crate::notation::AnnounceOptions;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Setup {
    pub white: String,
    pub black: String,
    pub event: String,
    pub site: String,
    pub round: String,
    /// The board number in the round (PGN `Board`, as broadcasts use it); empty if not said.
    pub board: String,
    /// PGN date, `YYYY.MM.DD`: the local date where the game is played.
    pub date: String,
    /// The local time the game started, `HH:MM:SS`; empty in journals from before it was kept.
    pub time: String,
    /// The same instant in UTC (PGN `UTCDate`, `UTCTime`).
    pub utc_date: String,
    pub utc_time: String,
    pub fen: Option<String>,
    /// Guideline II start position number (0–959).
    pub chess960: Option<u32>,
    pub vocab: String,
    pub announce: AnnounceOptions,
    /// How the game is played (a tournament, the supervision, the rule for an illegal move),
    /// under each option's own key.
    #[serde(flatten)]
    pub rules: Rules,
    /// The time control, read once; none for a game without a clock. The journal keeps it as a
    /// PGN `TimeControl` value.
    #[serde(with = "pgn_time_control")]
    pub time_control: Option<TimeControl>,
    /// Remaining times, in milliseconds, at which the running player is told his time; empty
    /// (the default) says nothing unasked (D.2.10.4).
    pub warnings_ms: Vec<u64>,
    /// Who sits at the board and who types which moves (Appendix D), under each option's own
    /// key.
    #[serde(flatten)]
    pub seating: Seating,
    /// A training game against an engine; never in a tournament (11.3).
    pub engine: Option<EngineGame>,
    /// 6.7.1: the event's default time in milliseconds, zero unless the event sets one: a
    /// player not at the board when his clock has run it loses.
    pub default_time_ms: u64,
    /// Played online (Lichess): the server's clock decides when a flag falls, and no engine
    /// helps. Not written when false, so that other journals stay as they were.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub online: bool,
    /// Each move read back and made with Enter (D.2.8) outside a tournament too, as asked with
    /// `--confirm-moves` online. Not written when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub confirm_moves: bool,
}

/// The engine's side and how it plays, kept with the game so that a resumed game goes on
/// against the same opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineGame {
    pub side: Side,
    pub strength: super::Strength,
    /// Nodes a move, for play that is the same every time (tests, reproducible training).
    pub nodes: Option<u64>,
    /// A fixed think a move, in milliseconds; without it and without `nodes` the engine
    /// thinks on its clock (a second a move in a game without a clock).
    pub think_ms: Option<u64>,
}

impl Setup {
    /// The next game at the same board: the colours swapped (the names, the blind player's
    /// side, who enters which side's moves), the same start position, time control and
    /// options, starting `started`. A name that is only its side's word stays with its side.
    pub fn next_game(&self, started: super::Started) -> Setup {
        let default = Setup::default();
        let named = |name: &str, side_word: &str| (name != side_word).then(|| name.to_string());
        let white = named(&self.black, &default.black).unwrap_or(default.white.clone());
        let black = named(&self.white, &default.white).unwrap_or(default.black.clone());
        Setup {
            white,
            black,
            date: started.date,
            time: started.time,
            utc_date: started.utc_date,
            utc_time: started.utc_time,
            seating: Seating {
                blind: self.seating.blind.map(|side| match side {
                    Side::White => Side::Black,
                    Side::Black => Side::White,
                }),
                white_enters: self.seating.black_enters,
                black_enters: self.seating.white_enters,
                ..self.seating.clone()
            },
            engine: self.engine.map(|engine| EngineGame {
                side: match engine.side {
                    Side::White => Side::Black,
                    Side::Black => Side::White,
                },
                ..engine
            }),
            ..self.clone()
        }
    }
}

impl Setup {
    /// The supervision that applies: none in a standard game or a game without a clock, else
    /// the one set (partial unless set).
    pub fn supervision(&self) -> Option<Supervision> {
        match self.time_control.as_ref()?.classify() {
            crate::clock::Classification::Standard => None,
            _ => Some(self.rules.supervision.unwrap_or_default()),
        }
    }
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            white: "Weiß".into(),
            black: "Schwarz".into(),
            event: "?".into(),
            site: "?".into(),
            round: "-".into(),
            board: String::new(),
            date: "????.??.??".into(),
            time: String::new(),
            utc_date: String::new(),
            utc_time: String::new(),
            fen: None,
            chess960: None,
            vocab: "de".into(),
            announce: AnnounceOptions::default(),
            rules: Rules::default(),
            time_control: None,
            warnings_ms: Vec::new(),
            seating: Seating::default(),
            engine: None,
            default_time_ms: 0,
            online: false,
            confirm_moves: false,
        }
    }
}

/// Highest Chess960 start position number.
pub const CHESS960_MAX: u32 = 959;

impl Setup {
    /// Chess960 for a numbered Chess960 start, and for a FEN whose castling rights only make
    /// sense in Chess960 (X-FEN or Shredder-FEN: `HFhf`, a king or rook off its usual square).
    pub fn castling_mode(&self) -> CastlingMode {
        if self.chess960.is_some() || self.fen_is_chess960() {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }

    fn fen_is_chess960(&self) -> bool {
        let Some(fen) = &self.fen else {
            return false;
        };
        let Ok(parsed) = Fen::from_ascii(fen.trim().as_bytes()) else {
            return false;
        };
        parsed
            .clone()
            .into_position::<Chess>(CastlingMode::Standard)
            .is_err()
            && parsed
                .into_position::<Chess>(CastlingMode::Chess960)
                .is_ok()
    }

    /// The start position, or why the set-up has none.
    pub fn start_position(&self) -> Result<Chess, SetupError> {
        if let Some(n) = self.chess960 {
            if n > CHESS960_MAX {
                return Err(SetupError::NoChess960(n));
            }
            let board = Board::chess960(n);
            let rooks = board.rooks()
                & (Bitboard::from_rank(shakmaty::Rank::First)
                    | Bitboard::from_rank(shakmaty::Rank::Eighth));
            let setup = BoardSetup {
                board,
                castling_rights: rooks,
                turn: Color::White,
                ..BoardSetup::empty()
            };
            return Chess::from_setup(setup, CastlingMode::Chess960)
                .map_err(|_| SetupError::NoChess960(n));
        }
        let Some(fen) = &self.fen else {
            return Ok(Chess::default());
        };
        let parsed =
            Fen::from_ascii(fen.trim().as_bytes()).map_err(|_| SetupError::BadFen(fen.clone()))?;
        parsed
            .into_position(self.castling_mode())
            .map_err(|_| SetupError::IllegalFen(fen.clone()))
    }

    /// The FEN to write in the PGN when the game does not start from the usual position.
    pub fn start_fen(&self) -> Option<String> {
        if self.fen.is_none() && self.chess960.is_none() {
            return None;
        }
        let pos = self.start_position().ok()?;
        Some(Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string())
    }

    /// The clock for this game's time control, not yet started.
    pub fn clock(&self) -> Result<Option<ChessClock>, SetupError> {
        let Some(control) = &self.time_control else {
            return Ok(None);
        };
        let mut clock = ChessClock::new(control.clone());
        clock.set_warnings(
            self.warnings_ms
                .iter()
                .map(|ms| Duration::from_millis(*ms))
                .collect(),
        );
        Ok(Some(clock))
    }

    pub fn player(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// Why a set-up cannot start a game.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupError {
    /// D.2.11: a blind player paired with a deaf player needs an assistant.
    DeafNeedsAssistant,
    /// Moves entered by an assistant, and no assistant.
    EntererNeedsAssistant,
    /// Assistants and who enters the moves need the blind player's colour.
    NeedsBlindSide,
    /// The sighted player does not enter the blind player's moves.
    SightedEntersBlind,
    /// 11.3: no engine in a tournament game.
    EngineInTournament,
    /// No engine in an online game.
    EngineOnline,
    /// Nothing online in a tournament game but the broadcast.
    OnlineInTournament,
    /// Moves are read back outside a tournament only online (`--confirm-moves`).
    ConfirmMovesOnline,
    NoChess960(u32),
    BadFen(String),
    IllegalFen(String),
    TimeControl(String, crate::clock::TimeControlError),
    Vocabulary(crate::notation::VocabError),
}

impl SetupError {
    pub fn message(&self) -> Message {
        match self {
            SetupError::DeafNeedsAssistant => Message::new("setup-deaf-needs-assistant"),
            SetupError::EntererNeedsAssistant => Message::new("setup-enterer-needs-assistant"),
            SetupError::NeedsBlindSide => Message::new("setup-needs-blind-side"),
            SetupError::SightedEntersBlind => Message::new("setup-sighted-enters-blind"),
            SetupError::EngineInTournament => Message::new("setup-engine-tournament"),
            SetupError::EngineOnline => Message::new("setup-engine-online"),
            SetupError::OnlineInTournament => Message::new("lichess-tournament"),
            SetupError::ConfirmMovesOnline => Message::new("setup-confirm-moves-online"),
            SetupError::NoChess960(n) => Message::new("setup-no-chess960")
                .with("number", *n)
                .with("max", CHESS960_MAX),
            SetupError::BadFen(fen) => {
                Message::new("setup-bad-fen").with("fen", Arg::Text(fen.clone()))
            }
            SetupError::IllegalFen(fen) => {
                Message::new("setup-illegal-fen").with("fen", Arg::Text(fen.clone()))
            }
            SetupError::TimeControl(tag, e) => Message::new("setup-time-control")
                .with("control", Arg::Text(tag.clone()))
                .with("reason", e.message()),
            SetupError::Vocabulary(e) => e.message(),
        }
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            &crate::lang::Language::fallback()
                .text(&self.message(), crate::notation::Vocabulary::fallback()),
        )
    }
}

/// The time control in the journal: the PGN `TimeControl` value, read back into its type when
/// the journal is read (a value that cannot be read is the journal's mistake, named there).
mod pgn_time_control {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::clock::TimeControl;

    pub fn serialize<S: Serializer>(
        control: &Option<TimeControl>,
        to: S,
    ) -> Result<S::Ok, S::Error> {
        match control {
            Some(control) => to.serialize_some(&control.to_pgn()),
            None => to.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        from: D,
    ) -> Result<Option<TimeControl>, D::Error> {
        Option::<String>::deserialize(from)?
            .map(|tag| TimeControl::from_pgn(&tag).map_err(serde::de::Error::custom))
            .transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Assistant, IllegalMoveRule};

    /// The journal keeps the PGN value as it always did, and a game read back has the same
    /// time control; a value that is no time control is refused when the journal is read.
    #[test]
    fn the_time_control_is_written_as_its_pgn_value_and_read_back_into_its_type() {
        let setup = Setup {
            time_control: TimeControl::from_pgn("40/5400+30:1800+30").ok(),
            ..Setup::default()
        };
        let line = serde_json::to_string(&setup).unwrap();
        assert!(
            line.contains(r#""time_control":"40/5400+30:1800+30""#),
            "{line}"
        );
        let read: Setup = serde_json::from_str(&line).unwrap();
        assert_eq!(read, setup);
        let without = serde_json::to_string(&Setup::default()).unwrap();
        assert!(without.contains(r#""time_control":null"#), "{without}");
        let bad = line.replace("40/5400+30:1800+30", "fast");
        assert!(serde_json::from_str::<Setup>(&bad).is_err());
    }

    /// A rule nobody chose is written as the one that applied, under its key as before (an
    /// arbiter reads it, and a later default does not change an old game); the options
    /// without a default are written as given.
    #[test]
    fn a_rule_nobody_chose_is_written_as_the_one_that_applied() {
        let line = serde_json::to_string(&Setup::default()).unwrap();
        for written in [
            r#""tournament":false"#,
            r#""supervision":null"#,
            r#""illegal_move_rule":"penalty""#,
            r#""blind":null"#,
            r#""assistant":"none""#,
            r#""deaf_opponent":false"#,
            r#""white_enters":null"#,
            r#""black_enters":null"#,
        ] {
            assert!(line.contains(written), "{written} in {line}");
        }
        let read: Setup = serde_json::from_str(&line).unwrap();
        assert_eq!(read.rules.illegal_move_rule, Some(IllegalMoveRule::Penalty));
        assert_eq!(read.seating.assistant, Some(Assistant::None));
        assert_eq!(read, Setup::default(), "the same rules, as written");
        assert_eq!(serde_json::to_string(&read).unwrap(), line);
        let chosen = Setup {
            rules: Rules {
                illegal_move_rule: Some(IllegalMoveRule::Loss),
                ..Rules::default()
            },
            ..Setup::default()
        };
        assert_ne!(chosen, Setup::default());
    }

    /// A key no part of the set-up reads is refused, also with the groups flattened into it.
    #[test]
    fn a_setup_with_a_key_nobody_reads_is_refused() {
        let line = serde_json::to_string(&Setup::default()).unwrap();
        let unknown = line.replacen('{', r#"{"colour":"red","#, 1);
        assert!(serde_json::from_str::<Setup>(&unknown).is_err());
    }
}
