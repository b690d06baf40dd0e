//! A game being played: the rules (game), the words (vocabulary) and the commands people type.
//!
//! Plain logic, no terminal and no files: `input` turns a typed line into records (changes to
//! commit) and private answers; `apply` commits one record and returns the events every output
//! renders. The driver writes each record to the journal between the two, so that what is
//! announced has always been saved first.

mod answers;
mod event;
mod input;
mod record;
mod setup;

pub use event::Event;
pub use input::Step;
pub use record::{Claimed, Record, Side};
pub use setup::{CHESS960_MAX, Setup};

use shakmaty::{Color, Position, uci::UciMove};

use crate::game::{Game, GameError, GameEvent, GameResult, Outcome, Termination};
use crate::notation::{AnnounceOptions, Token, Vocabulary, announce, fill};

/// A question anna asked and waits a yes or no for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    Resign(Color),
    Quit,
    TakeBack { asked_of: Color },
}

pub struct Session {
    setup: Setup,
    game: Game,
    vocab: Vocabulary,
    /// German and English command words are understood whatever the vocabulary.
    command_vocabs: Vec<Vocabulary>,
    pending: Option<Pending>,
}

impl Session {
    /// A new game; the set-up is the journal's first record.
    pub fn new(setup: Setup) -> Result<Session, String> {
        let vocab = Vocabulary::load(&setup.vocab).map_err(|e| e.to_string())?;
        let start = setup.start_position()?;
        let command_vocabs = ["de", "en"]
            .iter()
            .filter_map(|c| Vocabulary::builtin(c))
            .collect();
        Ok(Session {
            game: Game::new(start, setup.castling_mode()),
            setup,
            vocab,
            command_vocabs,
            pending: None,
        })
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn vocab(&self) -> &Vocabulary {
        &self.vocab
    }

    pub fn options(&self) -> &AnnounceOptions {
        &self.setup.announce
    }

    /// Words a template of the vocabulary's answers with its slots filled.
    pub fn say(&self, key: &str, slot: impl FnMut(&str) -> Vec<Token>) -> Vec<Token> {
        fill(self.vocab.answer(key), slot)
    }

    /// The answer's text as one line.
    pub fn render(&self, tokens: &[Token]) -> String {
        self.vocab.render(tokens)
    }

    /// "Partie beendet: Weiß gewinnt, Schachmatt."
    pub fn outcome_words(&self, outcome: Outcome) -> Vec<Token> {
        let result = match outcome.result {
            GameResult::WhiteWins => "white_wins",
            GameResult::BlackWins => "black_wins",
            GameResult::Draw => "draw",
        };
        let reason = match outcome.termination {
            Termination::Checkmate => "reason_checkmate",
            Termination::Resignation => "reason_resignation",
            Termination::Stalemate => "reason_stalemate",
            Termination::DeadPosition => "reason_dead_position",
            Termination::Agreement => "reason_agreement",
            Termination::ThreefoldRepetition => "reason_threefold",
            Termination::FiftyMoves => "reason_fifty_moves",
            Termination::FivefoldRepetition => "reason_fivefold",
            Termination::SeventyFiveMoves => "reason_seventy_five_moves",
            Termination::TimeForfeit => "reason_time",
            Termination::TimeoutVsInsufficientMaterial => "reason_time_no_mate",
        };
        self.say("game_over", |slot| match slot {
            "result" => vec![Token::Text(self.vocab.answer(result).to_string())],
            _ => vec![Token::Text(self.vocab.answer(reason).to_string())],
        })
    }

    /// Commits one record. Records come from `input` or from a journal being replayed; one that
    /// does not fit the game (a damaged or edited journal) is refused and changes nothing.
    pub fn apply(&mut self, record: &Record) -> Result<Vec<Event>, GameError> {
        let before = self.game.position().clone();
        let game_events = match record {
            Record::Setup(_) => return Ok(Vec::new()),
            Record::Move { uci } => {
                let m = uci
                    .parse::<UciMove>()
                    .ok()
                    .and_then(|u| u.to_move(&before).ok())
                    .ok_or(GameError::NoSuchPly(self.game.plies()))?;
                self.game.play(m)?
            }
            Record::Offer { by } => self.game.offer_draw((*by).into())?,
            Record::Accept { by } => self.game.accept_draw((*by).into())?,
            Record::Decline { by } => self.game.decline_draw((*by).into())?,
            Record::Claim { by, claim, written } => {
                let written = match written {
                    Some(uci) => Some(
                        uci.parse::<UciMove>()
                            .ok()
                            .and_then(|u| u.to_move(&before).ok())
                            .ok_or(GameError::NoSuchPly(self.game.plies()))?,
                    ),
                    None => None,
                };
                self.game.claim((*by).into(), (*claim).into(), written)?
            }
            Record::Resign { by } => self.game.resign((*by).into())?,
            Record::TakeBack => {
                let ply = self
                    .game
                    .plies()
                    .checked_sub(1)
                    .ok_or(GameError::NoSuchPly(0))?;
                self.game.retract_to(ply)?
            }
        };
        self.pending = None;
        Ok(game_events
            .into_iter()
            .flat_map(|e| self.event(e))
            .collect())
    }

    /// What a game event means for the people at the board.
    fn event(&self, e: GameEvent) -> Vec<Event> {
        match e {
            GameEvent::MovePlayed { ply, mv, san } => {
                let Some(pos) = self.game.position_at(ply) else {
                    return Vec::new();
                };
                vec![Event::Move {
                    ply,
                    fullmove: pos.fullmoves().get(),
                    color: pos.turn(),
                    tokens: announce(pos, mv, self.options()),
                    san: san.to_string(),
                }]
            }
            GameEvent::DrawOffered { by } => {
                vec![Event::Public(
                    self.say("draw_offered", |_| vec![Token::Side(by)]),
                )]
            }
            GameEvent::DrawDeclined { by } => {
                vec![Event::Public(
                    self.say("draw_declined", |_| vec![Token::Side(by)]),
                )]
            }
            GameEvent::ClaimRejected { claim, penalty } => {
                let mut out = vec![Event::Public(
                    self.say("claim_rejected", |_| vec![Token::Side(penalty.to)]),
                )];
                if let Some(m) = claim.written
                    && let Some(pos) = self.game.position_at(claim.at_ply)
                {
                    let words = announce(pos, m, self.options());
                    out.push(Event::Public(self.say("must_play", |_| words.clone())));
                }
                out
            }
            GameEvent::GameEnded(outcome) => {
                let tokens = self.outcome_words(outcome);
                vec![Event::GameOver { outcome, tokens }]
            }
            GameEvent::Retracted { moves, to_ply } => {
                let Some(pos) = self.game.position_at(to_ply) else {
                    return Vec::new();
                };
                let words = moves
                    .first()
                    .map(|m| announce(pos, *m, self.options()))
                    .unwrap_or_default();
                vec![Event::Public(self.say("takeback_done", |_| words.clone()))]
            }
        }
    }
}
