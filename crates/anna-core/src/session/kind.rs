//! The door into a game: a [`Setup`] (the journal's first line, as written) checked into the
//! kind of game it is and who enters which moves, types that cannot hold a combination the
//! Laws forbid, as shakmaty turns a `Setup` into a `Position` only through a check. The
//! session derives its rules from these once, never from the raw flags.

use std::sync::Arc;

use shakmaty::{ByColor, CastlingMode, Chess, Color};

use super::rules::{Assistant, Enterer, Seating};
use super::setup::{EngineGame, Setup, SetupError};
use super::side::Side;
use crate::clock::ChessClock;
use crate::notation::Vocabulary;

/// The kind of game, with what each kind needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    /// At a board between two people; in a tournament (11.3) nothing the Laws forbid there
    /// (no take-backs, no engine, no answer about attacks or legal moves), and each move is
    /// read back and made with Enter (D.2.8).
    OverTheBoard { tournament: bool },
    /// Training against the engine, which plays its side; never in a tournament (11.3).
    Training(EngineGame),
    /// Online (Lichess): the server's clock decides when a flag falls, and no engine helps;
    /// each move read back and sent with Enter when asked (`--confirm-moves`).
    Online { confirm_moves: bool },
}

impl GameKind {
    /// The kind the set-up's flags name, or the combination the Laws (or anna) refuse.
    fn of(setup: &Setup) -> Result<GameKind, SetupError> {
        match (setup.online, setup.rules.tournament, setup.engine) {
            (_, true, Some(_)) => Err(SetupError::EngineInTournament),
            (true, _, Some(_)) => Err(SetupError::EngineOnline),
            (true, true, None) => Err(SetupError::OnlineInTournament),
            (true, false, None) => Ok(GameKind::Online {
                confirm_moves: setup.confirm_moves,
            }),
            (false, _, _) if setup.confirm_moves => Err(SetupError::ConfirmMovesOnline),
            (false, false, Some(engine)) => Ok(GameKind::Training(engine)),
            (false, tournament, None) => Ok(GameKind::OverTheBoard { tournament }),
        }
    }

    pub fn is_tournament(self) -> bool {
        self == GameKind::OverTheBoard { tournament: true }
    }

    pub fn is_online(self) -> bool {
        matches!(self, GameKind::Online { .. })
    }

    /// The engine of a training game.
    pub fn engine(self) -> Option<EngineGame> {
        match self {
            GameKind::Training(engine) => Some(engine),
            _ => None,
        }
    }

    /// Whether `side` is the engine's.
    pub fn engine_plays(self, side: Color) -> bool {
        self.engine().is_some_and(|e| Color::from(e.side) == side)
    }

    /// Whether a move is read back and made with Enter (D.2.3, D.2.8): in a tournament, and
    /// online where the player asked for it.
    pub fn reads_back(self) -> bool {
        matches!(
            self,
            GameKind::OverTheBoard { tournament: true }
                | GameKind::Online {
                    confirm_moves: true
                }
        )
    }
}

/// Who sits at the board for the blind player and who types each side's moves (Appendix D).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The blind or visually impaired player's colour, if one plays.
    pub blind: Option<Color>,
    /// Whose assistant is at the board (D.2.10, D.2.11).
    pub assistant: Assistant,
    /// Who types each side's moves; none said means whoever is at the keyboard.
    pub enters: ByColor<Option<Enterer>>,
}

impl Entry {
    /// The entry the set-up names, or why the Laws (Appendix D) do not allow it.
    fn of(seating: &Seating) -> Result<Entry, SetupError> {
        let entry = Entry {
            blind: seating.blind.map(Color::from),
            assistant: seating.assistant(),
            enters: ByColor {
                white: seating.white_enters,
                black: seating.black_enters,
            },
        };
        if seating.deaf_opponent && entry.assistant == Assistant::None {
            return Err(SetupError::DeafNeedsAssistant);
        }
        for side in [Color::White, Color::Black] {
            match entry.enters[side] {
                Some(Enterer::Assistant) if entry.assistant == Assistant::None => {
                    return Err(SetupError::EntererNeedsAssistant);
                }
                Some(Enterer::Blind | Enterer::Sighted) if entry.blind.is_none() => {
                    return Err(SetupError::NeedsBlindSide);
                }
                // The sighted player enters only his own moves; the blind player may enter both.
                Some(Enterer::Sighted) if entry.blind == Some(side) => {
                    return Err(SetupError::SightedEntersBlind);
                }
                _ => {}
            }
        }
        if entry.assistant != Assistant::None && entry.blind.is_none() {
            return Err(SetupError::NeedsBlindSide);
        }
        Ok(entry)
    }

    /// The blind player's side, as the journal names it.
    pub fn blind_side(&self) -> Option<Side> {
        self.blind.map(Side::from)
    }
}

/// A set-up through the door: the set-up as the journal keeps it, with the kind of game, its
/// entry, its start, its clock and its move words, each derived once. Made only by
/// [`Setup::check`], so that a game starts (`Table::start`, `Session::checked`) only from a
/// set-up the Laws allow.
#[derive(Clone, Debug)]
pub struct Checked {
    pub(super) setup: Setup,
    pub(super) kind: GameKind,
    pub(super) entry: Entry,
    pub(super) start: Chess,
    pub(super) castling: CastlingMode,
    /// The clock for the time control, not yet started; none for a game without one.
    pub(super) clock: Option<ChessClock>,
    pub(super) vocab: Arc<Vocabulary>,
}

impl Checked {
    /// The set-up as the journal keeps it.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    pub fn entry(&self) -> Entry {
        self.entry
    }
}

impl Setup {
    /// The set-up checked: a kind, an entry, a start position, a clock and move words the
    /// Laws (and anna) allow, or why not.
    pub fn check(self) -> Result<Checked, SetupError> {
        let vocab = Vocabulary::load(&self.vocab).map_err(SetupError::Vocabulary)?;
        Ok(Checked {
            kind: GameKind::of(&self)?,
            entry: Entry::of(&self.seating)?,
            start: self.start_position()?,
            castling: self.castling_mode(),
            clock: self.clock()?,
            vocab: Arc::new(vocab),
            setup: self,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Rules;

    /// Every combination of the three flags: each either one kind or refused, never both.
    #[test]
    fn the_flags_name_one_kind_or_are_refused() {
        let engine = EngineGame {
            side: Side::Black,
            strength: crate::session::Strength::Full,
            nodes: None,
            think_ms: None,
        };
        let kind = |online, tournament, engine, confirm_moves| {
            Setup {
                online,
                rules: Rules {
                    tournament,
                    ..Rules::default()
                },
                engine,
                confirm_moves,
                ..Setup::default()
            }
            .check()
            .map(|c| c.kind)
        };
        let casual = GameKind::OverTheBoard { tournament: false };
        assert_eq!(kind(false, false, None, false), Ok(casual));
        assert!(!casual.reads_back() && !casual.is_tournament());
        let tournament = kind(false, true, None, false);
        assert_eq!(tournament, Ok(GameKind::OverTheBoard { tournament: true }));
        assert!(tournament.is_ok_and(|k| k.reads_back() && k.is_tournament()));
        let training = kind(false, false, Some(engine), false);
        assert_eq!(training, Ok(GameKind::Training(engine)));
        assert!(
            training.is_ok_and(|k| k.engine_plays(Color::Black) && !k.engine_plays(Color::White))
        );
        assert_eq!(
            kind(true, false, None, true),
            Ok(GameKind::Online {
                confirm_moves: true
            })
        );
        assert!(kind(true, false, None, true).is_ok_and(GameKind::reads_back));
        assert!(kind(true, false, None, false).is_ok_and(|k| !k.reads_back() && k.is_online()));
        assert_eq!(
            kind(false, true, Some(engine), false),
            Err(SetupError::EngineInTournament)
        );
        assert_eq!(
            kind(true, false, Some(engine), false),
            Err(SetupError::EngineOnline)
        );
        assert_eq!(
            kind(true, true, None, false),
            Err(SetupError::OnlineInTournament)
        );
        assert_eq!(
            kind(false, false, None, true),
            Err(SetupError::ConfirmMovesOnline)
        );
    }

    /// Who enters which moves, refused where Appendix D does not allow it.
    #[test]
    fn the_entry_follows_appendix_d() {
        let entry = |seating: Seating| {
            Setup {
                seating,
                ..Setup::default()
            }
            .check()
            .map(|c| c.entry)
        };
        let ok = entry(Seating {
            blind: Some(Side::White),
            assistant: Some(Assistant::Blind),
            white_enters: Some(Enterer::Assistant),
            black_enters: Some(Enterer::Sighted),
            ..Seating::default()
        })
        .expect("an entry the Laws allow");
        assert_eq!(ok.blind, Some(Color::White));
        assert_eq!(ok.enters.black, Some(Enterer::Sighted));
        let refused = |seating: Seating| entry(seating).err();
        assert_eq!(
            refused(Seating {
                deaf_opponent: true,
                ..Seating::default()
            }),
            Some(SetupError::DeafNeedsAssistant)
        );
        assert_eq!(
            refused(Seating {
                blind: Some(Side::Black),
                black_enters: Some(Enterer::Sighted),
                ..Seating::default()
            }),
            Some(SetupError::SightedEntersBlind)
        );
        assert_eq!(
            refused(Seating {
                assistant: Some(Assistant::Sighted),
                ..Seating::default()
            }),
            Some(SetupError::NeedsBlindSide)
        );
    }
}
