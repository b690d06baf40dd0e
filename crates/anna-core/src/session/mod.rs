//! A game being played: the rules (game), the words (vocabulary) and the commands people type.
//!
//! Plain logic, no terminal and no files: `input` turns a typed line into records (changes to
//! commit) and private answers; `apply` commits one record and returns the events every output
//! renders. The driver writes each record to the journal between the two, so that what is
//! announced has always been saved first.

mod clock_words;
mod kind;
mod record;
mod rules;
mod setup;
mod side;
mod started;
mod strength;

use crate::output::{Event, Scene, Words};
pub use clock_words::{Form, Which, report_message, spoken_time};
pub use kind::{Checked, Entry, GameKind};
pub use record::{Claimed, ClockChange, Record, Ruled};
pub use rules::{Assistant, Enterer, IllegalMoveRule, Rules, Seating, Supervision};
pub use setup::{CHESS960_MAX, EngineGame, Setup, SetupError};
pub use side::Side;
pub use started::{Started, local_zone};
pub use strength::Strength;

use std::sync::Arc;

use shakmaty::{Chess, Color, Position, uci::UciMove};

use crate::clock::{ChessClock, ClockState, FlagOrder, Moment};

use crate::game::{Game, GameError, GameEvent, GameResult, Outcome, Ruling, Termination};
use crate::lang::Language;
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, Vocabulary, announce};

/// Why a journal's records do not make a game.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// The first record is not a game's set-up.
    NoSetup,
    Setup(SetupError),
    /// Record `index` (from 0) does not fit the game the records before it made.
    Record {
        index: usize,
        error: GameError,
    },
}

impl ReplayError {
    pub fn message(&self) -> Message {
        match self {
            ReplayError::NoSetup => Message::new("replay-no-setup"),
            ReplayError::Setup(e) => e.message(),
            ReplayError::Record { index, error } => Message::new("replay-bad-record")
                .with("number", index + 1)
                .with("reason", error.message()),
        }
    }
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&Language::fallback().text(&self.message(), Vocabulary::fallback()))
    }
}

/// A request the clock refused, said to the one who made it.
fn clock_refusals(error: Option<crate::clock::ClockError>) -> Vec<Event> {
    error
        .map(|e| Event::Private(Message::new("clock-refused").with("reason", e.message())))
        .into_iter()
        .collect()
}

#[derive(Clone)]
pub struct Session {
    /// The set-up as the journal keeps it.
    setup: Setup,
    /// The kind of game and who enters which moves, checked once at the start.
    kind: GameKind,
    entry: Entry,
    game: Game,
    vocab: Arc<Vocabulary>,
    /// How many records have changed the game: the questions of the conversation asked
    /// before the last change are answered or moot.
    changes: u64,
    clock: Option<ChessClock>,
    /// Until when warnings have been given.
    warned_until: Moment,
    /// A tournament move read back and waiting to be made (D.2.8).
    entered: Option<shakmaty::Move>,
    /// The side that pressed its clock before its move was typed: that move presses nothing.
    pressed: Option<Color>,
    /// The last press of the clock, with the clock as it was just before: what 7.5 restores
    /// when the move it completed is found illegal.
    last_press: Option<Press>,
    /// The side whose entry after its press was refused: both clocks stand until the slip or
    /// the illegal move is named.
    refused: Option<Color>,
    /// Whether the read-back's instructions have been said in this game.
    entered_told: bool,
    /// The side that touched a piece (D.2.10.5) and the plies played then: on that move it
    /// may claim no draw under 9.2 or 9.3 (9.4).
    touched: Option<(Color, usize)>,
    /// 6.7.1: the players the arbiter said are not at the board at the start, since when.
    absent: shakmaty::ByColor<Option<Moment>>,
    /// When play started (the set-up was committed): 6.7.1 counts the default time from here.
    started: Option<Moment>,
    /// The engine stopped for good after its one restart: its clock stands and the game waits
    /// until the player restarts it or ends the game with a result.
    engine_stopped: bool,
}

/// A press of the clock: who pressed, when, and the clock just before (a copy that shares the
/// game's log with the clock: [`crate::game::History`]).
#[derive(Clone)]
struct Press {
    by: Color,
    at: Moment,
    before: Box<ChessClock>,
}

/// The message that words how a game ended.
pub fn reason_message(termination: Termination) -> Message {
    Message::new(match termination {
        Termination::Checkmate => "reason-checkmate",
        Termination::Resignation => "reason-resignation",
        Termination::Stalemate => "reason-stalemate",
        Termination::DeadPosition => "reason-dead-position",
        Termination::Agreement => "reason-agreement",
        Termination::ThreefoldRepetition => "reason-threefold",
        Termination::FiftyMoves => "reason-fifty-moves",
        Termination::FivefoldRepetition => "reason-fivefold",
        Termination::SeventyFiveMoves => "reason-seventy-five-moves",
        Termination::TimeForfeit => "reason-time",
        Termination::TimeoutVsInsufficientMaterial => "reason-time-no-mate",
        Termination::IllegalMoves => "reason-illegal-moves",
        Termination::BothFlags => "reason-both-flags",
        Termination::IllegalMovesVsInsufficientMaterial => "reason-illegal-moves-no-mate",
        Termination::Ruling(ruling) => match ruling {
            Ruling::Penalty => "reason-ruling-penalty",
            Ruling::IllegalMove => "reason-ruling-illegal",
            Ruling::Adjudication => "reason-ruling-adjudication",
            Ruling::Forfeit => "reason-ruling-forfeit",
            Ruling::Training => "reason-ruling-training",
            Ruling::Aborted => "reason-lichess-aborted",
        },
    })
}

/// "Partie beendet: Weiß gewinnt, Schachmatt."
pub fn outcome_message(outcome: Outcome) -> Message {
    Message::new("game-over")
        .with("result", result_message(outcome.result))
        .with("reason", reason_message(outcome.termination))
}

/// "12." before White's move, "12. …" before Black's.
pub fn move_number(fullmove: u32, turn: Color) -> Message {
    let id = match turn {
        Color::White => "move-number-white",
        Color::Black => "move-number-black",
    };
    Message::new(id).with("number", fullmove)
}

/// "Weiß gewinnt", "Remis".
pub fn result_message(result: GameResult) -> Message {
    Message::new(match result {
        GameResult::WhiteWins => "result-white-wins",
        GameResult::BlackWins => "result-black-wins",
        GameResult::Draw => "result-draw",
        GameResult::BothLose => "result-both-lose",
        GameResult::WhiteHalf => "result-white-half",
        GameResult::BlackHalf => "result-black-half",
        GameResult::NoResult => "result-none",
    })
}

impl Session {
    /// A new game; the set-up is the journal's first record.
    pub fn new(setup: Setup) -> Result<Session, SetupError> {
        Ok(Session::checked(setup.check()?))
    }

    /// A new game from a set-up through the door ([`Setup::check`]).
    pub fn checked(checked: Checked) -> Session {
        Session {
            kind: checked.kind,
            entry: checked.entry,
            clock: checked.clock,
            warned_until: Moment::ZERO,
            entered: None,
            pressed: None,
            last_press: None,
            refused: None,
            entered_told: false,
            touched: None,
            absent: shakmaty::ByColor::default(),
            started: None,
            engine_stopped: false,
            game: Game::new(checked.start, checked.castling),
            setup: checked.setup,
            vocab: checked.vocab,
            changes: 0,
        }
    }

    /// Moves are read in the move words of the conversation's language (`code`) too, where
    /// the game's name no move. Only the reading changes: nothing recorded, nothing said.
    pub fn read_also(&mut self, code: &str) {
        self.vocab = Arc::new(self.vocab.as_ref().clone().reading_also(code));
    }

    /// Whether `side` touched a piece on the move it is making now (9.4: no draw claim under
    /// 9.2 or 9.3 on that move).
    pub fn touched_this_move(&self, side: Color) -> bool {
        self.touched == Some((side, self.game.plies())) && self.game.turn() == side
    }

    /// How many records have changed the game so far.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The conversation's language (which the runtime holds, not the game) with the game's
    /// move words, for the outputs.
    pub fn words_in(&self, language: &Arc<Language>) -> Words {
        Words::new(language.clone(), self.vocab.clone())
    }

    /// The game as the outputs that draw it see it.
    pub fn scene(&self) -> Scene<'_> {
        Scene {
            game: &self.game,
            clock: self.clock.as_ref(),
            options: &self.setup.announce,
        }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The kind of game: over the board (in a tournament or not), training, online.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// Who is at the board for the blind player and who types each side's moves.
    pub fn entry(&self) -> &Entry {
        &self.entry
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Rebuilds a game from its journal's records, each with its time (milliseconds since 1970).
    pub fn replay(records: &[(u64, Record)]) -> Result<Session, ReplayError> {
        let Some((_, Record::Setup(setup))) = records.first() else {
            return Err(ReplayError::NoSetup);
        };
        let mut session = Session::new(setup.as_ref().clone()).map_err(ReplayError::Setup)?;
        for (index, (at, record)) in records.iter().enumerate() {
            session
                .apply(record, Moment::from_millis(*at))
                .map_err(|error| ReplayError::Record { index, error })?;
        }
        Ok(session)
    }

    /// The game of the records up to the first that does not fit (after a damaged line in the
    /// journal, a move is missing and the moves after it cannot be made): the session, and
    /// the index of that record if there is one. Only a missing set-up is an error.
    pub fn replay_intact(
        records: &[(u64, Record)],
    ) -> Result<(Session, Option<usize>), ReplayError> {
        let Some((_, Record::Setup(setup))) = records.first() else {
            return Err(ReplayError::NoSetup);
        };
        let mut session = Session::new(setup.as_ref().clone()).map_err(ReplayError::Setup)?;
        for (index, (at, record)) in records.iter().enumerate() {
            if session.apply(record, Moment::from_millis(*at)).is_err() {
                return Ok((session, Some(index)));
            }
        }
        Ok((session, None))
    }

    /// "Die Züge von Weiß gibt der Assistent ein.": said at the start of a tournament game.
    pub fn who_enters(&self) -> Vec<Message> {
        [Color::White, Color::Black]
            .into_iter()
            .map(|side| (side, self.entry.enters[side]))
            .filter_map(|(side, enters)| {
                let key = match enters? {
                    Enterer::Blind => "blind",
                    Enterer::Assistant => "assistant",
                    Enterer::Sighted => "sighted",
                };
                Some(
                    Message::new("who-enters")
                        .with("side", side)
                        .with("enterer", Arg::Key(key)),
                )
            })
            .collect()
    }

    /// A move as the journal stores it (UCI), in the position it was made in; one that does not
    /// fit (a damaged or edited journal) is refused.
    fn recorded_move(&self, uci: &UciMove, pos: &Chess) -> Result<shakmaty::Move, GameError> {
        uci.to_move(pos)
            .map_err(|_| GameError::NoSuchPly(self.game.plies()))
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
        let flag = self.clock.as_ref()?.flag_fall_at();
        match self.default_due() {
            Some((_, at)) => Some(flag.map_or(at, |flag| flag.min(at))),
            None => flag,
        }
    }

    /// 6.7.1: the first player not at the board, and when the event's default time, counted
    /// from the start of the session for both players, is up.
    fn default_due(&self) -> Option<(Color, Moment)> {
        self.clock.as_ref()?;
        let default = std::time::Duration::from_millis(self.setup.default_time_ms);
        let due = self.started? + default;
        // Never before the arbiter said it: the journal's times only go forward.
        [Color::White, Color::Black]
            .into_iter()
            .filter_map(|side| Some((side, due.max(self.absent[side]?))))
            .min_by_key(|&(_, at)| at)
    }

    /// Whether `side` can be said absent (`absent`) or arrived now: in a game with a clock,
    /// before his first move, and not what is said already (6.7.1).
    pub fn may_mark_absent(&self, side: Color, absent: bool) -> bool {
        let moved = self.clock.as_ref().map(|c| c.moves()[side] > 0);
        moved == Some(false) && self.absent(side) != absent && !self.game.is_over()
    }

    /// Whether the arbiter has said `side` is not at the board (6.7.1).
    pub fn absent(&self, side: Color) -> bool {
        self.absent[side].is_some()
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
                Event::Private(
                    Message::new("clock-warning")
                        .with("side", w.color)
                        .with("time", clock_words::spoken_time(w.threshold)),
                )
            })
            .collect()
    }

    /// D.2.8: a tournament move entered and read back, not yet made.
    fn enter(&mut self, uci: &UciMove, before: &Chess) -> Result<Vec<Event>, GameError> {
        let m = self.recorded_move(uci, before)?;
        self.entered = Some(m);
        let words = announce(before, m, self.options());
        // The long read-back with its instructions is said once a game; after that the move
        // alone (`hilfe zug` repeats the instructions).
        let id = if self.entered_told {
            "entered-again"
        } else {
            "entered"
        };
        self.entered_told = true;
        Ok(vec![Event::Private(Message::new(id).with("move", words))])
    }

    /// `löschen`: the entered move dropped, and said which.
    fn clear_entry(&mut self, before: &Chess) -> Vec<Event> {
        let Some(m) = self.entered.take() else {
            return vec![Event::Private(Message::new("nothing-entered"))];
        };
        let words = announce(before, m, self.options());
        vec![Event::Private(
            Message::new("entry-cleared").with("move", words),
        )]
    }

    /// The flag that has fallen by `now`, as the record to commit and the instant it fell: the
    /// first to fall, whoever has the move (a flag can fall off-move when the arbiter takes
    /// time away), or both at once (Guideline III.3.1).
    pub fn flag_due(&self, now: Moment) -> Option<(Record, Moment)> {
        // Online the server's clock is the clock: its flag comes from the server.
        if self.game.is_over() || self.kind.is_online() {
            return None;
        }
        // 6.7.1: the absent player loses (both, if neither came) when his default time is up.
        if let Some((side, at)) = self.default_due().filter(|&(_, at)| at <= now) {
            let result = match self.absent(!side) {
                true => GameResult::BothLose,
                false => Side::from(!side).wins(),
            };
            let record = Record::Result {
                result,
                ruling: Ruled::Forfeit,
                reason: String::new(),
            };
            return Some((record, at));
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

    /// Records applied from here on skip the search for a dead position (see
    /// [`Game::without_dead_search`]): a copy that only tells whether a record is accepted.
    pub fn without_dead_search(&mut self) {
        self.game.without_dead_search();
    }

    /// Commits one record. Records come from `input` or from a journal being replayed; one that
    /// does not fit the game (a damaged or edited journal) is refused and changes nothing.
    pub fn apply(&mut self, record: &Record, at: Moment) -> Result<Vec<Event>, GameError> {
        if let Some(events) = self.apply_beside_game(record, at) {
            return events;
        }
        let game_events = self.change_game(record, at)?;
        Ok(self.settle(record, game_events, at))
    }

    /// A record that changes the clock, the entry or the program's state but not the game's
    /// moves and result; `None` for one that changes the game.
    fn apply_beside_game(
        &mut self,
        record: &Record,
        at: Moment,
    ) -> Option<Result<Vec<Event>, GameError>> {
        Some(match record {
            Record::Setup(_) => Ok(self.start_play(at)),
            Record::Left => Ok(Vec::new()),
            Record::Resumed { stopped_at } => Ok(self.resumed(*stopped_at, at)),
            Record::Clock { change, reason } => self.change_clock(change, reason, at),
            Record::Entered { uci } => {
                let before = self.game.position().clone();
                self.enter(uci, &before)
            }
            Record::Cleared => {
                let before = self.game.position().clone();
                Ok(self.clear_entry(&before))
            }
            Record::Pressed { by } => self.pressed_early((*by).into(), at),
            Record::Refused { by, text } => self.refuse((*by).into(), text, at),
            Record::Slip { by } => self.slip((*by).into(), at),
            Record::Warning { by, reason } => self.game.warn((*by).into(), reason).map(|w| {
                self.changes += 1;
                vec![Event::Public(Message::new("warned").with("side", w.by))]
            }),
            Record::Absent { by } => self.mark_absent((*by).into(), true, at),
            Record::Arrived { by } => self.mark_absent((*by).into(), false, at),
            Record::EngineStopped { .. } => self.stop_engine(true, at),
            Record::EngineRestarted => self.stop_engine(false, at),
            Record::Touched { by } => {
                let by = Color::from(*by);
                self.touched = Some((by, self.game.plies()));
                Ok(vec![Event::Public(
                    Message::new("touched").with("side", by),
                )])
            }
            _ => return None,
        })
    }

    /// 6.6: the clock of the player to move starts when play starts.
    fn start_play(&mut self, at: Moment) -> Vec<Event> {
        self.started = Some(at);
        let turn = self.game.turn();
        let started = match &mut self.clock {
            Some(clock) => clock.start_with(at, turn),
            None => Ok(()),
        };
        clock_refusals(started.err())
    }

    /// The time the program was not running (from `stopped_at` to `at`) is charged to nobody.
    fn resumed(&mut self, stopped_at: u64, at: Moment) -> Vec<Event> {
        let Some(clock) = &mut self.clock else {
            return Vec::new();
        };
        if !matches!(clock.state(), ClockState::Running(_)) {
            return Vec::new();
        }
        let paused = clock
            .pause(Moment::from_millis(stopped_at), "program stopped")
            .and_then(|()| clock.resume(at, "program resumed"));
        clock_refusals(paused.err())
    }

    /// The game's own change for a record of the game (a move, an offer, a claim, a result,
    /// a take-back or an illegal move), as game events.
    fn change_game(&mut self, record: &Record, at: Moment) -> Result<Vec<GameEvent>, GameError> {
        let before = self.game.position().clone();
        Ok(match record {
            Record::FlagFall { by } => self.game.flag_fell((*by).into())?,
            Record::BothFlags => self.game.both_flags_fell()?,
            Record::Retract { to_ply, .. } => self.game.retract_to(*to_ply)?,
            // A.4.2 as the Arabic translation prints it: the first completed illegal move
            // loses, a draw if the opponent cannot mate.
            Record::IllegalMove { by, retract, .. }
                if self.setup.supervision() == Some(Supervision::Partial)
                    && self.setup.rules.illegal_move_rule() == IllegalMoveRule::Loss =>
            {
                let mut events = self.retract_illegal(*retract)?;
                events.extend(self.illegal_move_loses((*by).into())?);
                events
            }
            Record::IllegalMove {
                by,
                queen_promotion,
                retract,
            } => self.illegal_move((*by).into(), queen_promotion.as_ref(), *retract, at)?,
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
            Record::IllegalClaim { by, claim, .. } => self
                .game
                .claim_with_illegal_move((*by).into(), (*claim).into())?,
            Record::Resign { by } => self.game.resign((*by).into())?,
            Record::Result { result, ruling, .. } => self.game.declare(Outcome {
                result: *result,
                termination: ruling.termination(),
            }),
            Record::TakeBack => {
                let ply = self
                    .game
                    .plies()
                    .checked_sub(1)
                    .ok_or(GameError::NoSuchPly(0))?;
                self.game.retract_to(ply)?
            }
            // The records beside the game were applied by `apply_beside_game`.
            _ => Vec::new(),
        })
    }

    /// After a record changed the game: the questions closed, the clock pressed, stopped or
    /// restored as the game events say, the penalties given, and the events worded.
    fn settle(&mut self, record: &Record, game_events: Vec<GameEvent>, at: Moment) -> Vec<Event> {
        self.changes += 1;
        // An entered move stands until a move is made or taken back or the game ends: an
        // offer, its answer or a word to the arbiter never drops it (D.2.8).
        if !game_events.iter().all(|e| {
            matches!(
                e,
                GameEvent::DrawOffered { .. } | GameEvent::DrawDeclined { .. }
            )
        }) {
            self.entered = None;
        }
        let refused = self.settle_clock(record, &game_events, at);
        // 9.1.2.1: an offer typed before one's own move is valid and put to the opponent once
        // the move is made (the engine answers it at once, as any offer; Lichess puts it to the
        // player at once).
        let before_move = matches!(record, Record::Offer { by }
            if Color::from(*by) == self.game.turn()
                && !self.kind.is_online()
                && self.kind.engine().is_none_or(|e| e.side == *by));
        let mut events: Vec<Event> = game_events
            .into_iter()
            .flat_map(|e| match e {
                GameEvent::DrawOffered { by } if before_move => vec![Event::Public(
                    Message::new("draw-offered-before-move")
                        .with("side", by)
                        .with("other", !by),
                )],
                e => self.event(e),
            })
            .collect();
        events.extend(self.offer_put_after_move(record));
        events.extend(refused.into_iter().flat_map(|e| clock_refusals(Some(e))));
        events
    }

    /// The clock after the game events of `record`: pressed for a move (unless it was pressed
    /// on the board), restored for a retraction (7.5.1: to the offender's press), stopped at
    /// the end, the penalties given. Returns what the clock refused.
    fn settle_clock(
        &mut self,
        record: &Record,
        game_events: &[GameEvent],
        at: Moment,
    ) -> Vec<crate::clock::ClockError> {
        let mut refused = Vec::new();
        let Some(clock) = &mut self.clock else {
            return refused;
        };
        for e in game_events {
            match e {
                // Not pressed again if it was when the move was made on the board.
                GameEvent::MovePlayed { .. } => {
                    if self.pressed.take().is_some() {
                        continue;
                    }
                    let before = Box::new(clock.clone());
                    match clock.press(at) {
                        Ok(entry) => {
                            self.last_press = Some(Press {
                                by: entry.mover,
                                at,
                                before,
                            });
                        }
                        Err(e) => refused.push(e),
                    }
                }
                GameEvent::Retracted { to_ply, .. } => {
                    self.pressed = None;
                    self.refused = None;
                    // 7.5.1: the offender's last move taken back, and the clocks with it
                    // to the instant he pressed for it.
                    if let Record::IllegalMove { by, .. } = record
                        && let Some(press) = self.last_press.take()
                        && press.by == Color::from(*by)
                        && clock.ply() == u32::try_from(*to_ply + 1).unwrap_or(u32::MAX)
                    {
                        clock.withdraw_press(&press.before, press.at, at, "7.5.1");
                        continue;
                    }
                    self.last_press = None;
                    let ply = u32::try_from(*to_ply).unwrap_or(u32::MAX);
                    let reason = match record {
                        Record::Retract { reason, .. } => reason.as_str(),
                        _ => "takeback",
                    };
                    refused.extend(clock.restore_to_ply(at, ply, reason).err());
                }
                GameEvent::GameEnded(_) => clock.stop(at),
                _ => {}
            }
        }
        for penalty in self.game.take_penalties() {
            clock.apply_penalty(at, penalty);
        }
        refused
    }

    /// 9.1.2.1: an offer made before the offering player's move is put to the opponent once
    /// that move is made (the engine answers offers of its own accord).
    fn offer_put_after_move(&self, record: &Record) -> Option<Event> {
        let Record::Move { .. } = record else {
            return None;
        };
        let offer = self.game.draw_offer()?;
        let asked = !offer.by;
        let engine_asked = self
            .setup
            .engine
            .is_some_and(|e| Color::from(e.side) == asked);
        (offer.at_ply + 1 == self.game.plies() && self.game.turn() == asked && !engine_asked).then(
            || {
                Event::Public(
                    Message::new("draw-offer-stands")
                        .with("side", offer.by)
                        .with("other", asked),
                )
            },
        )
    }

    /// A.4.2 as the Arabic translation prints it: the first completed illegal move loses, a
    /// draw if the opponent cannot mate.
    fn illegal_move_loses(&mut self, by: Color) -> Result<Vec<GameEvent>, GameError> {
        if self.game.is_over() {
            return Err(GameError::GameOver);
        }
        let ruling = Termination::Ruling(crate::game::Ruling::IllegalMove);
        let outcome = match self.game.cannot_mate(!by) {
            true => Outcome::draw(ruling),
            false => Outcome::win(!by, ruling),
        };
        Ok(self.game.declare(outcome))
    }

    /// `by` has moved on his board and pressed his clock; the move is typed after.
    fn pressed_early(&mut self, by: Color, at: Moment) -> Result<Vec<Event>, GameError> {
        if self.game.is_over() {
            return Err(GameError::GameOver);
        }
        if self.game.turn() != by {
            return Err(GameError::NotYourMove(by));
        }
        let running = matches!(
            self.clock.as_ref().map(ChessClock::state),
            Some(ClockState::Running(side)) if side == by
        );
        let Some(clock) = self
            .clock
            .as_mut()
            .filter(|_| running && self.pressed.is_none())
        else {
            return Err(GameError::ClockNotRunning(by));
        };
        let before = Box::new(clock.clone());
        clock
            .press(at)
            .map_err(|_| GameError::ClockNotRunning(by))?;
        self.pressed = Some(by);
        self.last_press = Some(Press { by, at, before });
        Ok(vec![Event::Public(
            Message::new("pressed").with("side", by),
        )])
    }

    /// 6.7.1: `side` is said absent (or come after all). Only at the start, before his first
    /// move, in a game with a clock.
    fn mark_absent(
        &mut self,
        side: Color,
        absent: bool,
        at: Moment,
    ) -> Result<Vec<Event>, GameError> {
        if self.game.is_over() {
            return Err(GameError::GameOver);
        }
        if !self.may_mark_absent(side, absent) {
            return Err(GameError::NotAbsent(side));
        }
        self.absent[side] = absent.then_some(at);
        self.changes += 1;
        let id = match absent {
            true => "absent",
            false => "arrived",
        };
        Ok(vec![Event::Public(Message::new(id).with("side", side))])
    }

    /// Whose clock was pressed before the move was typed.
    pub fn pressed(&self) -> Option<Color> {
        self.pressed
    }

    /// The side whose entry after its press was refused, while both clocks stand and anna
    /// asks whether it was a slip or an illegal move.
    pub fn refused(&self) -> Option<Color> {
        self.refused.filter(|_| !self.game.is_over())
    }

    /// 7.5.1, 7.5.3: `by` pressed and the move typed for him (`text`) cannot be played. Both
    /// clocks stop, so that the opponent's time does not run for a move that may not be
    /// completed. Why the move cannot be played comes first, then the short question.
    fn refuse(&mut self, by: Color, text: &str, at: Moment) -> Result<Vec<Event>, GameError> {
        if self.game.is_over() {
            return Err(GameError::GameOver);
        }
        if self.pressed != Some(by) || self.refused.is_some() {
            return Err(GameError::ClockNotRunning(by));
        }
        if let Some(clock) = &mut self.clock {
            clock
                .pause(at, "7.5.3")
                .map_err(|_| GameError::ClockNotRunning(by))?;
        }
        let pos = self.game.position();
        let reason = crate::notation::parse_move(text, pos, &self.vocab, &self.setup.announce)
            .err()
            .map_or_else(
                || Message::new("sentences").with("parts", Arg::Sentences(Vec::new())),
                |e| e.message(),
            );
        self.refused = Some(by);
        self.changes += 1;
        Ok(vec![Event::Public(
            Message::new("refused-stopped")
                .with("side", by)
                .with("reason", reason),
        )])
    }

    /// The refused entry was a slip of the hand: the clocks go on as after the press, and the
    /// move is entered again.
    fn slip(&mut self, by: Color, at: Moment) -> Result<Vec<Event>, GameError> {
        if self.refused != Some(by) {
            return Err(GameError::ClockNotRunning(by));
        }
        // Unless the arbiter has started the clocks again meanwhile.
        if let Some(clock) = &mut self.clock
            && clock.state() == ClockState::Paused
        {
            clock
                .resume(at, "slip")
                .map_err(|_| GameError::ClockNotRunning(by))?;
        }
        self.refused = None;
        self.changes += 1;
        Ok(vec![Event::Public(
            Message::new("slip-resumed")
                .with("side", by)
                .with("other", !by),
        )])
    }

    /// 7.5: a completed illegal move by `by`. Claimed after it was made (`retract`), it is
    /// taken back first; made after a press that its entry never completed, the press is
    /// undone: the clocks go back to that instant, without the increment, and his clock runs.
    /// Then the penalty, once. A promotion left without a piece (7.5.2) is made with a queen
    /// and completes the press.
    fn illegal_move(
        &mut self,
        by: Color,
        queen_promotion: Option<&UciMove>,
        retract: bool,
        at: Moment,
    ) -> Result<Vec<GameEvent>, GameError> {
        let mut events = self.retract_illegal(retract)?;
        if !retract && queen_promotion.is_none() && self.pressed == Some(by) {
            self.withdraw_press(at);
        }
        events.extend(self.game.illegal_move(by)?);
        if let Some(uci) = queen_promotion
            && !self.game.is_over()
        {
            let m = self.recorded_move(uci, self.game.position())?;
            events.extend(self.game.play(m)?);
        }
        Ok(events)
    }

    /// The offender's last move taken back (7.5.1) when the illegal move is one anna took.
    fn retract_illegal(&mut self, retract: bool) -> Result<Vec<GameEvent>, GameError> {
        if !retract {
            return Ok(Vec::new());
        }
        let ply = self
            .game
            .plies()
            .checked_sub(1)
            .ok_or(GameError::NoSuchPly(0))?;
        self.game.retract_to(ply)
    }

    /// The press that completed no legal move undone: the clocks as they stood at it, and the
    /// offender's clock running from `at`.
    fn withdraw_press(&mut self, at: Moment) {
        self.pressed = None;
        self.refused = None;
        if let (Some(clock), Some(press)) = (&mut self.clock, self.last_press.take()) {
            clock.withdraw_press(&press.before, press.at, at, "7.5.1");
        }
    }

    /// The engine stopped for good (`stop`) or restarted by the player: in a game it plays,
    /// the clock stands while it is stopped, so that nobody's time runs for a move that cannot
    /// come, and runs again from the restart.
    fn stop_engine(&mut self, stop: bool, at: Moment) -> Result<Vec<Event>, GameError> {
        if self.game.is_over() {
            return Err(GameError::GameOver);
        }
        if self.engine_stopped == stop {
            return Ok(Vec::new());
        }
        self.engine_stopped = stop;
        self.changes += 1;
        let mut events = Vec::new();
        if self.kind.engine().is_some()
            && let Some(clock) = &mut self.clock
        {
            let changed = match (stop, clock.state()) {
                (true, ClockState::Running(_)) => clock.pause(at, "engine stopped"),
                (false, ClockState::Paused) => clock.resume(at, "engine restarted"),
                _ => Ok(()),
            };
            events.extend(clock_refusals(changed.err()));
        }
        if !stop {
            events.push(Event::Private(Message::new("engine-restarted-by-player")));
        }
        Ok(events)
    }

    /// Whether the engine is stopped for good (until the player restarts it).
    pub fn engine_stopped(&self) -> bool {
        self.engine_stopped
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
        if let Err(e) = change.make(clock, at, reason) {
            return Ok(clock_refusals(Some(e)));
        }
        match change {
            // Stopping and restarting is said as such; the times on request (`zeit`).
            ClockChange::Pause => return Ok(vec![Event::Public(Message::new("arbiter-paused"))]),
            ClockChange::Resume => {
                return Ok(vec![Event::Public(Message::new("arbiter-resumed"))]);
            }
            _ => {}
        }
        // Said as a person says a time: the arbiter has the figures to the millisecond in
        // `zeit genau`.
        let report = self.clock_report(turn, clock_words::Form::Long, clock_words::Which::Both, at);
        Ok(vec![Event::Public(
            Message::new("clock-changed-said").with("clocks", report),
        )])
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
            // The offer names who makes it and asks the one who may accept (9.1.2.2), so that
            // at a shared keyboard nobody agrees for a player who did not say it.
            // The engine answers at once: it is not asked in words.
            GameEvent::DrawOffered { by } if self.kind.engine_plays(!by) => {
                vec![Event::Public(
                    Message::new("draw-offered-engine").with("side", by),
                )]
            }
            GameEvent::DrawOffered { by } => vec![Event::Public(
                Message::new("draw-offered")
                    .with("side", by)
                    .with("other", !by),
            )],
            GameEvent::DrawDeclined { by } => {
                vec![Event::Public(
                    Message::new("draw-declined").with("side", by),
                )]
            }
            GameEvent::ClaimDeclared { by, mv } => {
                let words = announce(self.game.position(), mv, self.options());
                vec![Event::Public(
                    Message::new("claim-declared")
                        .with("side", by)
                        .with("move", words),
                )]
            }
            GameEvent::ClaimRejected { claim, penalty } => self.claim_rejected(&claim, penalty.to),
            GameEvent::GameEnded(outcome) => {
                vec![Event::GameOver {
                    outcome,
                    message: outcome_message(outcome),
                }]
            }
            GameEvent::Retracted { moves, to_ply } => self.retracted(&moves, to_ply),
            GameEvent::IllegalMoveRecorded { penalty, .. } => {
                vec![Event::Public(match self.clock {
                    Some(_) => Message::new("illegal-recorded").with("side", penalty.to),
                    None => Message::new("illegal-recorded-no-clock"),
                })]
            }
        }
    }

    /// A claim found incorrect (9.5.3): the time credited to the opponent, and the move
    /// written with the claim, which must now be played.
    fn claim_rejected(&self, claim: &crate::game::Claim, to: Color) -> Vec<Event> {
        // Without a clock there is no time to credit: only the refusal is said.
        let rejected = match self.clock {
            Some(_) => Message::new("claim-rejected").with("side", to),
            None => Message::new("claim-rejected-no-clock"),
        };
        let mut out = vec![Event::Public(rejected)];
        if let Some(m) = claim.written
            && let Some(pos) = self.game.position_at(claim.at_ply)
        {
            let words = announce(pos, m, self.options());
            out.push(Event::Public(Message::new("must-play").with("move", words)));
        }
        out
    }

    /// Moves taken back to `to_ply`: a take-back names its move, an arbiter's retraction the
    /// position both boards must show.
    fn retracted(&self, moves: &[shakmaty::Move], to_ply: usize) -> Vec<Event> {
        let Some(pos) = self.game.position_at(to_ply) else {
            return Vec::new();
        };
        let words = moves
            .first()
            .map(|m| announce(pos, *m, self.options()))
            .unwrap_or_default();
        if moves.len() == 1 {
            return vec![Event::Public(
                Message::new("takeback-done").with("move", words),
            )];
        }
        let last = to_ply.checked_sub(1).and_then(|p| {
            let pos = self.game.position_at(p)?;
            let m = self.game.moves().get(p)?.mv;
            Some((
                move_number(pos.fullmoves().get(), pos.turn()),
                announce(pos, m, self.options()),
            ))
        });
        match last {
            Some((number, words)) => vec![Event::Public(
                Message::new("retracted")
                    .with("number", number)
                    .with("move", words),
            )],
            None => vec![Event::Public(Message::new("retracted-start"))],
        }
    }
}
