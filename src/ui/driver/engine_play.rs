//! The engine at the board: its moves in an engine game (asked for when it is its turn, made
//! through the journal like any typed move), its answers to draw offers, its resignation, and
//! the hints a training player asks for. The game never waits on it: a failed engine is said
//! once, tried again, and said again when it is back.

use std::io;
use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Color, EnPassantMode, FromSetup, Position};

use super::Driver;
use crate::clock::TimeSource;
use crate::engine::{Engine, EngineError, Limit, Reply, Score, Search, Strength};
use crate::message::{Arg, Message};
use crate::notation::announce;
use crate::output::Event;
use crate::session::{EngineAsk, Intent, Record, Session};
use crate::ui::View;

/// The search behind a hint, an evaluation, a threat or a draw answer: the same answer every
/// time for the same position, in well under a second.
pub(crate) const HINT_NODES: u64 = 200_000;
/// How long a hint may take before the player is told the engine does not answer.
const HINT_WAIT: Duration = Duration::from_secs(30);
/// How long after a failure the engine is tried again.
const RETRY: Duration = Duration::from_secs(5);
/// The engine resigns when its own evaluation has been this bad (ten pawns, or a mate
/// against it) on this many of its moves in a row.
const HOPELESS_CP: i32 = -1000;
const HOPELESS_MOVES: u32 = 3;
/// A think for an engine without a clock, a node limit or a fixed time.
const DEFAULT_THINK: Duration = Duration::from_secs(1);

pub(super) struct EngineSeat {
    engine: Engine,
    /// The search for the engine's own move: its id and the moves of the game it was asked
    /// for. A reply for other moves (a take-back came between) is dropped.
    thinking: Option<(u64, Vec<String>)>,
    /// The engine's moves in a row with a hopeless evaluation.
    hopeless: u32,
    /// The last search failed: said once, tried again from this moment.
    down: Option<Instant>,
}

impl EngineSeat {
    pub(super) fn set_waker(&self, waker: crate::output::Waker) {
        self.engine.set_waker(waker);
    }

    pub(super) fn new(engine: Engine) -> EngineSeat {
        EngineSeat {
            engine,
            thinking: None,
            hopeless: 0,
            down: None,
        }
    }
}

/// The game's moves in UCI, as the engine is told them.
fn uci_moves(session: &Session) -> Vec<String> {
    let mode = session.game().castling_mode();
    session
        .game()
        .moves()
        .iter()
        .map(|m| crate::notation::uci(m.mv, mode))
        .collect()
}

fn search(session: &Session, limit: Limit) -> Search {
    let game = session.game();
    Search {
        fen: Fen::from_position(game.start(), EnPassantMode::Legal).to_string(),
        moves: uci_moves(session),
        turn: game.turn(),
        limit,
    }
}

fn chess960(session: &Session) -> bool {
    session.game().castling_mode() == CastlingMode::Chess960
}

impl Driver {
    /// The engine for this game's engine opponent and for hints.
    pub fn set_engine(&mut self, engine: Engine) {
        self.engine = Some(EngineSeat::new(engine));
    }

    /// The engine's side, if it plays in this game.
    pub(super) fn engine_side(&self) -> Option<Color> {
        self.table
            .session()
            .setup()
            .engine
            .map(|e| Color::from(e.side))
    }

    /// How long the engine may think for its next move.
    fn engine_limit(&self) -> Limit {
        let Some(game) = self.table.session().setup().engine else {
            return Limit::Time(DEFAULT_THINK);
        };
        if let Some(nodes) = game.nodes {
            return Limit::Nodes(nodes);
        }
        if let Some(ms) = game.think_ms {
            return Limit::Time(Duration::from_millis(ms));
        }
        match self.table.session().clock() {
            Some(clock) => {
                let now = self.time.now();
                Limit::Clock {
                    white: clock.remaining(Color::White, now),
                    black: clock.remaining(Color::Black, now),
                    white_inc: Duration::ZERO,
                    black_inc: Duration::ZERO,
                    moves_to_go: None,
                }
            }
            None => Limit::Time(DEFAULT_THINK),
        }
    }

    /// When it is the engine's turn and it is not yet thinking, asks it for its move; when
    /// the player has offered a draw, has it answered. Returns when to look again if the view
    /// cannot be woken by the engine.
    pub(super) fn engine_turn(&mut self, view: &mut dyn View) -> io::Result<Option<Instant>> {
        let Some(side) = self.engine_side() else {
            return Ok(None);
        };
        if self.table.session().game().is_over() || self.engine.is_none() {
            return Ok(None);
        }
        // An offer made while the engine thinks is answered with its move (the search under
        // way says what it thinks of the position); otherwise at once.
        let thinking = self.engine.as_ref().is_some_and(|s| s.thinking.is_some());
        if let Some(offer) = self.table.session().game().draw_offer()
            && offer.by != side
            && !thinking
        {
            self.answer_offer(view, side)?;
            if self.table.session().game().is_over() {
                return Ok(None);
            }
        }
        if self.table.session().game().turn() != side || self.table.session().asking().is_some() {
            return Ok(None);
        }
        let moves = uci_moves(self.table.session());
        let limit = self.engine_limit();
        let strength = self
            .table
            .session()
            .setup()
            .engine
            .map_or(Strength::Full, |e| e.strength);
        let chess960 = chess960(self.table.session());
        let search = search(self.table.session(), limit);
        let Some(seat) = self.engine.as_mut() else {
            return Ok(None);
        };
        if seat.thinking.as_ref().is_some_and(|(_, m)| *m == moves) {
            return Ok(Some(Instant::now() + Duration::from_millis(100)));
        }
        if let Some(since) = seat.down
            && since.elapsed() < RETRY
        {
            return Ok(Some(since + RETRY));
        }
        let id = seat.engine.ask(search, strength, chess960);
        seat.thinking = Some((id, moves));
        Ok(Some(Instant::now() + Duration::from_millis(100)))
    }

    /// Takes in what the engine has answered: its move is made like a typed one.
    pub(super) fn engine_replies(&mut self, view: &mut dyn View) -> io::Result<bool> {
        let Some(seat) = self.engine.as_mut() else {
            return Ok(false);
        };
        let replies = seat.engine.replies();
        for reply in replies {
            if self.engine_reply(view, reply)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn engine_reply(&mut self, view: &mut dyn View, reply: Reply) -> io::Result<bool> {
        let moves = uci_moves(self.table.session());
        let side = self.engine_side();
        let Some(seat) = self.engine.as_mut() else {
            return Ok(false);
        };
        let Some((id, asked)) = seat.thinking.take() else {
            return Ok(false);
        };
        if id != reply.id {
            seat.thinking = Some((id, asked));
            return Ok(false);
        }
        let mut said = Vec::new();
        said.extend(self.engine_health(&reply));
        let found = match reply.result {
            Ok(found) => found,
            Err(_) => {
                for event in &said {
                    self.show(view, event)?;
                }
                return Ok(false);
            }
        };
        for event in &said {
            self.show(view, event)?;
        }
        // Asked for another position (a take-back came between): asked again by the loop.
        if asked != moves || self.table.session().game().is_over() {
            return Ok(false);
        }
        let (Some(side), Some(best)) = (side, found.best) else {
            return Ok(false);
        };
        if let Some(offer) = self.table.session().game().draw_offer()
            && offer.by != side
            && let Some(score) = found.score
            && accepts_draw(score, side, self.table.session())
        {
            let now = self.time.now();
            return self.commit(
                view,
                Intent::record(Record::Accept { by: side.into() }),
                now,
            );
        }
        let hopeless = found
            .score
            .is_some_and(|s| s.for_side(side).centipawns() <= HOPELESS_CP);
        let Some(seat) = self.engine.as_mut() else {
            return Ok(false);
        };
        seat.hopeless = if hopeless { seat.hopeless + 1 } else { 0 };
        let record = if seat.hopeless >= HOPELESS_MOVES {
            Record::Resign { by: side.into() }
        } else {
            Record::Move { uci: best }
        };
        let now = self.time.now();
        self.commit(view, Intent::record(record), now)
    }

    /// What a reply says about the engine itself: a restart, a failure, a return; each said
    /// once.
    fn engine_health(&mut self, reply: &Reply) -> Vec<Event> {
        let Some(seat) = self.engine.as_mut() else {
            return Vec::new();
        };
        let mut said = Vec::new();
        match &reply.result {
            Err(e) => {
                if seat.down.is_none() {
                    tracing::warn!(event = "engine", "{e:?}");
                    said.push(Event::Private(
                        Message::new("engine-down").with("reason", e.message()),
                    ));
                }
                seat.down = Some(Instant::now());
            }
            Ok(_) => {
                if seat.down.take().is_some() {
                    said.push(Event::Private(Message::new("engine-back")));
                } else if let Some(fault) = &reply.restarted {
                    said.push(Event::Private(
                        Message::new("engine-restarted").with("reason", fault.message()),
                    ));
                }
            }
        }
        said
    }

    /// The engine's answer to the player's draw offer: accepted when the engine stands to lose
    /// (two pawns down or worse), or in a level ending (a quarter pawn either way, twelve pieces
    /// or fewer); declined otherwise, as a club player would.
    fn answer_offer(&mut self, view: &mut dyn View, side: Color) -> io::Result<()> {
        let score = match self.evaluate(view, Limit::Nodes(HINT_NODES), false)? {
            Some(score) => score,
            None => return Ok(()),
        };
        let record = if accepts_draw(score, side, self.table.session()) {
            Record::Accept { by: side.into() }
        } else {
            Record::Decline { by: side.into() }
        };
        let now = self.time.now();
        self.commit(view, Intent::record(record), now)?;
        Ok(())
    }

    /// A full-strength search of the current position (or of it with the turn passed):
    /// its score from White's view, or none if the engine could not answer (then said).
    fn evaluate(
        &mut self,
        view: &mut dyn View,
        limit: Limit,
        passed: bool,
    ) -> io::Result<Option<Score>> {
        Ok(self.ask_now(view, limit, passed)?.and_then(|f| f.score))
    }

    /// Asks the engine and waits for the answer, saying a failure.
    fn ask_now(
        &mut self,
        view: &mut dyn View,
        limit: Limit,
        passed: bool,
    ) -> io::Result<Option<crate::engine::Found>> {
        let mut search = search(self.table.session(), limit);
        if passed {
            let game = self.table.session().game();
            let Some(position) = turn_passed(game.position(), game.castling_mode()) else {
                return Ok(None);
            };
            search.fen = Fen::from_position(&position, EnPassantMode::Legal).to_string();
            search.moves.clear();
            search.turn = position.turn();
        }
        let chess960 = chess960(self.table.session());
        let Some(seat) = self.engine.as_mut() else {
            return Ok(None);
        };
        let id = seat.engine.ask(search, Strength::Full, chess960);
        let reply = seat.engine.wait(id, HINT_WAIT);
        let said = self.engine_health(&reply);
        for event in &said {
            self.show(view, event)?;
        }
        match reply.result {
            Ok(found) => Ok(Some(found)),
            Err(EngineError::Start { .. }) | Err(_) => Ok(None),
        }
    }

    /// `tipp`, `bewertung`, `drohung`: the engine's answer in words.
    pub(super) fn engine_ask(&mut self, view: &mut dyn View, ask: EngineAsk) -> io::Result<()> {
        match &self.engine {
            None => return self.show(view, &Event::Private(Message::new("engine-none"))),
            // One search at a time: its own move comes first, and is not long in coming.
            Some(seat) if seat.thinking.is_some() => {
                return self.show(view, &Event::Private(Message::new("engine-busy")));
            }
            Some(_) => {}
        }
        let passed = ask == EngineAsk::Threat;
        let Some(found) = self.ask_now(view, Limit::Nodes(HINT_NODES), passed)? else {
            return Ok(());
        };
        let game = self.table.session().game();
        let turn = game.turn();
        let message = match ask {
            EngineAsk::Hint | EngineAsk::Threat => {
                let mut position = game.position().clone();
                if passed {
                    match turn_passed(&position, game.castling_mode()) {
                        Some(p) => position = p,
                        None => return Ok(()),
                    }
                }
                let mv = found.best.as_deref().and_then(|uci| {
                    uci.parse::<shakmaty::uci::UciMove>()
                        .ok()
                        .and_then(|u| u.to_move(&position).ok())
                });
                match (ask, mv) {
                    (EngineAsk::Hint, Some(mv)) => Message::new("hint").with(
                        "move",
                        announce(&position, mv, self.table.session().options()),
                    ),
                    (EngineAsk::Threat, Some(mv)) => {
                        Message::new("threat").with("side", !turn).with(
                            "move",
                            announce(&position, mv, self.table.session().options()),
                        )
                    }
                    _ => Message::new("engine-no-move"),
                }
            }
            EngineAsk::Eval { exact } => match found.score {
                Some(score) => eval_message(score, exact),
                None => Message::new("engine-no-move"),
            },
        };
        self.show(view, &Event::Private(message))
    }
}

/// Whether the engine takes a draw: it stands to lose (two pawns down or worse), or the ending
/// is level (a quarter pawn either way, twelve pieces or fewer).
fn accepts_draw(score: Score, side: Color, session: &crate::session::Session) -> bool {
    let cp = score.for_side(side).centipawns();
    let pieces = session.game().position().board().occupied().count();
    cp <= -200 || (cp.abs() <= 25 && pieces <= 12)
}

/// The same position with the other side to move: what it would do if it could move now.
pub(crate) fn turn_passed(
    position: &shakmaty::Chess,
    mode: CastlingMode,
) -> Option<shakmaty::Chess> {
    let mut setup = position.to_setup(EnPassantMode::Legal);
    setup.turn = !setup.turn;
    setup.ep_square = None;
    shakmaty::Chess::from_setup(setup, mode).ok()
}

/// An evaluation as a listener follows it: who stands better, by a band, and about how many
/// pawns; the figure itself only when asked for.
pub fn eval_message(score: Score, exact: bool) -> Message {
    let mut message = match score {
        Score::Mate(n) => {
            let winner = if n > 0 { Color::White } else { Color::Black };
            Message::new("eval-mate")
                .with("side", winner)
                .with("n", i64::from(n.abs()))
                .with("words", Arg::Spelled(u64::from(n.unsigned_abs())))
        }
        Score::Cp(cp) => {
            let leader = if cp >= 0 { Color::White } else { Color::Black };
            // Stockfish's scores are scaled so that a pawn (100) is about an even chance of
            // winning; the start position is +0.2 to +0.5 by depth. Equal therefore goes up to
            // 0.6 of a pawn.
            let band = match cp.unsigned_abs() {
                0..60 => "equal",
                60..120 => "slight",
                120..300 => "clear",
                _ => "winning",
            };
            let pawns = (cp.unsigned_abs() + 50) / 100;
            Message::new("eval")
                .with("side", leader)
                .with("band", Arg::Key(band))
                .with("pawns", i64::from(pawns))
                .with("words", Arg::Spelled(u64::from(pawns)))
        }
    };
    if exact {
        let figure = match score {
            Score::Cp(cp) => format!("{:+.2}", f64::from(cp) / 100.0),
            Score::Mate(n) => format!("#{n}"),
        };
        message = Message::new("eval-exact")
            .with("words", message)
            .with("figure", Arg::Figure(figure));
    }
    message
}
