//! A game being played: the rules (game), the words (vocabulary) and the commands people type.
//!
//! Plain logic, no terminal and no files: `input` turns a typed line into records (changes to
//! commit) and private answers; `apply` commits one record and returns the events every output
//! renders. The driver writes each record to the journal between the two, so that what is
//! announced has always been saved first.

mod answers;
mod clock_words;
mod event;
mod input;
mod record;
mod setup;

pub use clock_words::{Form, Which, report_words, spoken_time};
pub use event::Event;
pub use input::{Step, parse_time};
pub use record::{Claimed, ClockChange, Record, Side};
pub use setup::{Assistant, CHESS960_MAX, Enterer, Setup};

use std::time::Duration;

use shakmaty::{Chess, Color, Position, uci::UciMove};

use crate::clock::{ChessClock, ClockState, FlagOrder, Moment};

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
    clock: Option<ChessClock>,
    /// Until when warnings have been given.
    warned_until: Moment,
    /// A tournament move read back and waiting to be made (D.2.8).
    entered: Option<shakmaty::Move>,
}

/// The vocabulary's answer key that words how a game ended.
pub fn reason_key(termination: Termination) -> &'static str {
    match termination {
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
        Termination::IllegalMoves => "reason_illegal_moves",
        Termination::BothFlags => "reason_both_flags",
        Termination::IllegalMovesVsInsufficientMaterial => "reason_illegal_moves_no_mate",
    }
}

impl Session {
    /// A new game; the set-up is the journal's first record.
    pub fn new(setup: Setup) -> Result<Session, String> {
        setup.check()?;
        let vocab = Vocabulary::load(&setup.vocab).map_err(|e| e.to_string())?;
        let start = setup.start_position()?;
        let command_vocabs = ["de", "en"]
            .iter()
            .filter_map(|c| Vocabulary::builtin(c))
            .collect();
        let clock = setup.clock()?;
        Ok(Session {
            clock,
            warned_until: Moment::ZERO,
            entered: None,
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

    /// Rebuilds a game from its journal's records, each with its time (milliseconds since 1970).
    pub fn replay(records: &[(u64, Record)]) -> Result<Session, String> {
        let Some((_, Record::Setup(setup))) = records.first() else {
            return Err("the journal does not start with a game set-up".into());
        };
        let mut session = Session::new(setup.as_ref().clone())?;
        for (at, record) in records {
            session
                .apply(record, Moment::from_millis(*at))
                .map_err(|e| format!("record {record:?}: {e}"))?;
        }
        Ok(session)
    }

    /// "Die Züge von Weiß gibt der Assistent ein.": said at the start of a tournament game.
    pub fn who_enters(&self) -> Vec<Vec<Token>> {
        [
            (Color::White, self.setup.white_enters),
            (Color::Black, self.setup.black_enters),
        ]
        .into_iter()
        .filter_map(|(side, enters)| {
            let key = match enters? {
                Enterer::Blind => "enterer_blind",
                Enterer::Assistant => "enterer_assistant",
                Enterer::Sighted => "enterer_sighted",
            };
            let who = self.vocab.answer(key).to_string();
            Some(self.say("who_enters", |slot| match slot {
                "side" => vec![Token::Side(side)],
                _ => vec![Token::Text(who.clone())],
            }))
        })
        .collect()
    }

    /// A move as the journal stores it (UCI), in the position it was made in; one that does not
    /// fit (a damaged or edited journal) is refused.
    fn recorded_move(&self, uci: &str, pos: &Chess) -> Result<shakmaty::Move, GameError> {
        uci.parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(pos).ok())
            .ok_or(GameError::NoSuchPly(self.game.plies()))
    }

    /// The tournament move entered and not yet made.
    pub fn entered(&self) -> Option<shakmaty::Move> {
        self.entered
    }

    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.as_ref()
    }

    /// When a flag will fall if nobody moves first; the driver waits no longer than this.
    pub fn next_deadline(&self) -> Option<Moment> {
        if self.game.is_over() {
            return None;
        }
        self.clock.as_ref()?.flag_fall_at()
    }

    /// When the running player's time next reaches a configured warning.
    pub fn next_warning_at(&self, now: Moment) -> Option<Moment> {
        if self.game.is_over() {
            return None;
        }
        Some(self.clock.as_ref()?.next_warning(now)?.at)
    }

    /// The warnings reached since the last call, worded for the running player.
    pub fn warnings_due(&mut self, now: Moment) -> Vec<Event> {
        let from = std::mem::replace(&mut self.warned_until, now);
        let Some(clock) = &self.clock else {
            return Vec::new();
        };
        if self.game.is_over() {
            return Vec::new();
        }
        clock
            .warnings_between(from, now)
            .into_iter()
            .map(|w| {
                let time = clock_words::spoken_time(&self.vocab, w.threshold);
                Event::Private(self.say("clock_warning", |slot| match slot {
                    "side" => vec![Token::Side(w.color)],
                    _ => vec![Token::Text(time.clone())],
                }))
            })
            .collect()
    }

    /// The flag that has fallen by `now`, as the record to commit and the instant it fell: the
    /// first to fall, whoever has the move (a flag can fall off-move when the arbiter takes
    /// time away), or both at once (Guideline III.3.1).
    pub fn flag_due(&self, now: Moment) -> Option<(Record, Moment)> {
        if self.game.is_over() {
            return None;
        }
        match self.clock.as_ref()?.flag_order(now)? {
            FlagOrder::First(fall) => Some((
                Record::FlagFall {
                    by: fall.color.into(),
                },
                fall.at,
            )),
            FlagOrder::Together {
                at,
                last_period: true,
            } => Some((Record::BothFlags, at)),
            // Before the last period play goes on; the next period's time is added at the move.
            FlagOrder::Together {
                last_period: false, ..
            } => None,
        }
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
        let reason = reason_key(outcome.termination);
        self.say("game_over", |slot| match slot {
            "result" => vec![Token::Text(self.vocab.answer(result).to_string())],
            _ => vec![Token::Text(self.vocab.answer(reason).to_string())],
        })
    }

    /// Commits one record. Records come from `input` or from a journal being replayed; one that
    /// does not fit the game (a damaged or edited journal) is refused and changes nothing.
    pub fn apply(&mut self, record: &Record, at: Moment) -> Result<Vec<Event>, GameError> {
        let before = self.game.position().clone();
        let game_events = match record {
            Record::Setup(_) => {
                // 6.6: the clock of the player to move starts when play starts.
                let turn = self.game.turn();
                if let Some(clock) = &mut self.clock {
                    let _ = clock.start_with(at, turn);
                }
                return Ok(Vec::new());
            }
            Record::FlagFall { by } => self.game.flag_fell((*by).into())?,
            Record::BothFlags => self.game.both_flags_fell()?,
            Record::Left => return Ok(Vec::new()),
            Record::Resumed { stopped_at } => {
                if let Some(clock) = &mut self.clock
                    && matches!(clock.state(), ClockState::Running(_))
                {
                    let _ = clock.pause(Moment::from_millis(*stopped_at), "program stopped");
                    let _ = clock.resume(at, "program resumed");
                }
                return Ok(Vec::new());
            }
            Record::Clock { change, reason } => return self.change_clock(change, reason, at),
            Record::Entered { uci } => {
                let m = self.recorded_move(uci, &before)?;
                self.entered = Some(m);
                let words = announce(&before, m, self.options());
                return Ok(vec![Event::Private(self.say("entered", |_| words.clone()))]);
            }
            Record::Retract { to_ply, .. } => self.game.retract_to(*to_ply)?,
            Record::IllegalMove {
                by,
                queen_promotion,
            } => {
                let mut events = self.game.illegal_move((*by).into())?;
                if let Some(uci) = queen_promotion
                    && !self.game.is_over()
                {
                    let m = self.recorded_move(uci, &before)?;
                    events.extend(self.game.play(m)?);
                }
                events
            }
            Record::Touched { by } => {
                let by = Color::from(*by);
                return Ok(vec![Event::Public(
                    self.say("touched", |_| vec![Token::Side(by)]),
                )]);
            }
            Record::Move { uci } => {
                let m = self.recorded_move(uci, &before)?;
                self.game.play(m)?
            }
            Record::Offer { by } => self.game.offer_draw((*by).into())?,
            Record::Accept { by } => self.game.accept_draw((*by).into())?,
            Record::Decline { by } => self.game.decline_draw((*by).into())?,
            Record::Claim { by, claim, written } => {
                let written = match written {
                    Some(uci) => Some(self.recorded_move(uci, &before)?),
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
        self.entered = None;
        if let Some(clock) = &mut self.clock {
            for e in &game_events {
                match e {
                    GameEvent::MovePlayed { .. } => {
                        let _ = clock.press(at);
                    }
                    GameEvent::Retracted { to_ply, .. } => {
                        let ply = u32::try_from(*to_ply).unwrap_or(u32::MAX);
                        let reason = match record {
                            Record::Retract { reason, .. } => reason.as_str(),
                            _ => "take-back",
                        };
                        let _ = clock.restore_to_ply(at, ply, reason);
                    }
                    GameEvent::GameEnded(_) => clock.stop(at),
                    _ => {}
                }
            }
            for penalty in self.game.take_penalties() {
                clock.apply_penalty(at, penalty);
            }
        }
        Ok(game_events
            .into_iter()
            .flat_map(|e| self.event(e))
            .collect())
    }

    fn change_clock(
        &mut self,
        change: &ClockChange,
        reason: &str,
        at: Moment,
    ) -> Result<Vec<Event>, GameError> {
        let turn = self.game.turn();
        let Some(clock) = &mut self.clock else {
            return Ok(Vec::new());
        };
        let ms = Duration::from_millis;
        match change {
            ClockChange::Pause => {
                let _ = clock.pause(at, reason);
            }
            ClockChange::Resume => {
                let _ = clock.resume(at, reason);
            }
            ClockChange::Add { to, ms: n } => clock.add_time(at, (*to).into(), ms(*n), reason),
            ClockChange::Remove { from, ms: n } => {
                clock.remove_time(at, (*from).into(), ms(*n), reason);
            }
            ClockChange::Set {
                white_ms,
                black_ms,
                moves,
            } => {
                clock.set_times(at, ms(*white_ms), ms(*black_ms), reason);
                if let Some(n) = moves {
                    let black = if turn == Color::White {
                        *n
                    } else {
                        n.saturating_sub(1)
                    };
                    clock.set_moves(at, *n, black, reason);
                }
            }
        }
        let report =
            self.clock_report(turn, clock_words::Form::Exact, clock_words::Which::Both, at);
        let text = self.render(&report);
        Ok(vec![Event::Public(self.say("clock_changed", |_| {
            vec![Token::Text(text.clone())]
        }))])
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
                if moves.len() == 1 {
                    return vec![Event::Public(self.say("takeback_done", |_| words.clone()))];
                }
                // An arbiter's retraction names the position both boards must show.
                let last = to_ply.checked_sub(1).and_then(|p| {
                    let pos = self.game.position_at(p)?;
                    let m = self.game.moves().get(p)?.mv;
                    Some((
                        answers::move_number(pos.fullmoves().get(), pos.turn()),
                        announce(pos, m, self.options()),
                    ))
                });
                match last {
                    Some((number, words)) => {
                        vec![Event::Public(self.say("retracted", |slot| match slot {
                            "number" => vec![Token::Text(number.clone())],
                            _ => words.clone(),
                        }))]
                    }
                    None => vec![Event::Public(self.say("no_move_yet", |_| vec![]))],
                }
            }
            GameEvent::IllegalMoveRecorded { penalty, .. } => {
                vec![Event::Public(
                    self.say("illegal_recorded", |_| vec![Token::Side(penalty.to)]),
                )]
            }
        }
    }
}
