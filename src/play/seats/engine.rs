//! The engine at the board: its moves in an engine game (asked for when it is its turn, made
//! through the journal like any typed move), its answers to draw offers, its resignation, and
//! the hints a training player asks for. The game never waits on it: an engine that fails in
//! any way (a crash, a stall, a move that is no move, endless output) is restarted once by its
//! thread; failing again, it is stopped by one path: the stop is journaled (its clock stands),
//! said once with the way on (`engine neu`, or `engine ergebnis …` to end the training game),
//! and nothing more is asked of it until the player restarts it. It thinks at a human pace
//! (`engine::think_time`), and while it thinks a question to it is answered at once.

use std::collections::VecDeque;
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, EnPassantMode, FromSetup, Position};

use super::{Act, POLL, Question, Seat, say, uci_moves};
use crate::clock::{ChessClock, Moment};
use crate::command::{EngineAsk, Intent};
use crate::engine::{
    Engine, EngineError, Limit, OwnClock, Reply, Score, Search, Strength, think_time,
};
use crate::message::{Arg, Message};
use crate::notation::announce;
use crate::output::Waker;
use crate::session::{Record, Session};
use crate::table::Table;

/// The search behind a hint, an evaluation, a threat or a draw answer: the same answer every
/// time for the same position, in well under a second.
pub(crate) const HINT_NODES: u64 = 200_000;
/// How long a hint may take before the player is told the engine does not answer.
const HINT_WAIT: Duration = Duration::from_secs(30);
/// The engine resigns when its own evaluation has been this bad (ten pawns, or a mate
/// against it) on this many of its moves in a row.
const HOPELESS_CP: i32 = -1000;
const HOPELESS_MOVES: u32 = 3;

/// The search for the engine's own move.
struct Think {
    id: u64,
    /// The moves of the game it was asked for: a reply for other moves (a take-back came
    /// between) is dropped.
    moves: Vec<String>,
    /// When its answer is due at the latest on the loop's clock, if it thinks for a time.
    due: Option<Moment>,
}

pub struct EngineSeat {
    engine: Engine,
    /// Replies taken from the engine and not yet acted on.
    replies: VecDeque<Reply>,
    /// A doorbell was given: no need to look for replies now and then.
    rung: bool,
    /// The search for the engine's own move, while it runs.
    thinking: Option<Think>,
    /// The engine's moves in a row with a hopeless evaluation.
    hopeless: u32,
    /// The stop and the way on have been said (the session says whether it is stopped: a
    /// resumed game may have been stopped before).
    told: bool,
}

impl EngineSeat {
    pub fn new(engine: Engine) -> EngineSeat {
        EngineSeat {
            engine,
            replies: VecDeque::new(),
            rung: false,
            thinking: None,
            hopeless: 0,
            told: false,
        }
    }
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

impl Seat for EngineSeat {
    fn set_waker(&mut self, waker: Waker) {
        self.engine.set_waker(waker);
        self.rung = true;
    }

    /// When it is the engine's turn and it is not yet thinking, asks it for its move; when
    /// the player has offered a draw, has it answered.
    fn prepare(&mut self, table: &Table, asking: bool, now: Moment) -> (Vec<Act>, Option<Moment>) {
        let session = table.session();
        if session.engine_stopped() && !self.told && !session.game().is_over() {
            // Stopped before this program ran (a resumed game): said once, with the way on.
            self.told = true;
            return (vec![say(off_message(session))], None);
        }
        let Some(side) = engine_side(session) else {
            return (Vec::new(), None);
        };
        if session.game().is_over() || session.engine_stopped() {
            return (Vec::new(), None);
        }
        // An offer made while the engine thinks is answered with its move (the search under
        // way says what it thinks of the position); otherwise at once.
        if let Some(offer) = session.game().draw_offer()
            && offer.by != side
            && self.thinking.is_none()
        {
            return (self.answer_offer(session, side), None);
        }
        if session.game().turn() != side || asking {
            return (Vec::new(), None);
        }
        let (look, said) = self.think(session, now);
        // A loop the engine cannot wake looks for its answer now and then.
        (said, look.filter(|_| !self.rung))
    }

    /// Takes in what the engine has answered: its move is made like a typed one.
    fn woken(&mut self, table: &Table, _now: Moment) -> Vec<Act> {
        self.replies.extend(self.engine.replies());
        while let Some(reply) = self.replies.pop_front() {
            let acts = self.reply(table.session(), reply);
            if !acts.is_empty() {
                return acts;
            }
        }
        Vec::new()
    }

    fn changed(&mut self, _table: &Table, _moved: bool, _now: Moment) -> Vec<Act> {
        Vec::new()
    }

    fn moves_next(&self, table: &Table) -> bool {
        let game = table.session().game();
        !table.session().engine_stopped()
            && !game.is_over()
            && engine_side(table.session()) == Some(game.turn())
    }

    /// `tipp`, `bewertung`, `drohung`: the engine's answer in words.
    fn answer(&mut self, table: &Table, question: Question, now: Moment) -> Option<Vec<Act>> {
        let Question::Engine(ask) = question else {
            return None;
        };
        let session = table.session();
        if ask == EngineAsk::Restart {
            return Some(self.restart(session));
        }
        if session.engine_stopped() {
            return Some(vec![say(off_message(session))]);
        }
        // One search at a time: its own move comes first, and is not long in coming.
        if let Some(think) = &self.thinking {
            return Some(vec![say(self.while_thinking(think, ask, now))]);
        }
        Some(self.hint(table.session(), ask))
    }
}

/// A think from which on anna says, when it starts, how long it may take.
const LONG_THINK: Duration = Duration::from_secs(30);

/// A think's time in words, minutes and seconds, rounded up to the second: "zwei Minuten,
/// achtzehn Sekunden", never "138 Sekunden".
fn think_words(time: Duration) -> Arg {
    let seconds = time.as_millis().div_ceil(1000).max(1);
    let seconds = u64::try_from(seconds).unwrap_or(u64::MAX);
    crate::session::spoken_time(Duration::from_secs(seconds))
}

/// The engine's side, if it plays in this game.
fn engine_side(session: &Session) -> Option<Color> {
    session.kind().engine().map(|e| Color::from(e.side))
}

/// How long the engine may think for its next move: a fixed search if one was given, else
/// its pace at its strength on its own clock.
fn engine_limit(session: &Session, now: Moment) -> Option<Limit> {
    let game = session.kind().engine()?;
    if let Some(nodes) = game.nodes {
        return Some(Limit::Nodes(nodes));
    }
    let side = Color::from(game.side);
    let clock = session.clock().map(|c| own_clock(c, side, now));
    let fixed = game.think_ms.map(Duration::from_millis);
    Some(Limit::Time(think_time(
        game.strength,
        clock.as_ref(),
        fixed,
    )))
}

/// `side`'s clock as the engine's pace reads it.
fn own_clock(clock: &ChessClock, side: Color, now: Moment) -> OwnClock {
    let period = clock.period_status(side);
    let per_move = clock
        .control()
        .periods()
        .get(period.index)
        .map_or(Duration::ZERO, |p| p.per_move.most());
    OwnClock {
        remaining: clock.remaining(side, now),
        per_move,
        moves_to_go: period.moves_to_control,
    }
}

impl EngineSeat {
    /// Asks for the engine's move unless it is thinking about this position already or is
    /// down and not yet to be tried again; when to look for the answer, and, when a long
    /// think starts, how long it may take (said once, so that the player knows what to
    /// expect).
    fn think(&mut self, session: &Session, now: Moment) -> (Option<Moment>, Vec<Act>) {
        let moves = uci_moves(session);
        if self.thinking.as_ref().is_some_and(|t| t.moves == moves) {
            return (Some(now + POLL), Vec::new());
        }
        let (Some(game), Some(limit)) = (session.kind().engine(), engine_limit(session, now))
        else {
            return (None, Vec::new());
        };
        let said = match limit {
            Limit::Time(t) if t >= LONG_THINK => vec![say(
                Message::new("engine-long-think").with("time", think_words(t))
            )],
            _ => Vec::new(),
        };
        let due = match limit {
            Limit::Time(t) => Some(now + t),
            Limit::Nodes(_) | Limit::Depth(_) => None,
        };
        let id = self
            .engine
            .ask(search(session, limit), game.strength, chess960(session));
        self.thinking = Some(Think { id, moves, due });
        (Some(now + POLL), said)
    }

    /// A question asked while the engine thinks over its move, answered at once: the
    /// evaluation from its search so far, else when it will answer.
    fn while_thinking(&self, think: &Think, ask: EngineAsk, now: Moment) -> Message {
        if let EngineAsk::Eval { exact } = ask
            && let Some(score) = self.engine.progress(think.id)
        {
            return Message::new("engine-eval-so-far").with("eval", eval_message(score, exact));
        }
        match think.due {
            Some(due) => {
                let left = due.saturating_since(now);
                Message::new("engine-busy-for").with("time", think_words(left))
            }
            None => Message::new("engine-busy"),
        }
    }

    /// A reply to the search for the engine's own move: its health said, then its move, its
    /// acceptance of a standing offer, or its resignation.
    fn reply(&mut self, session: &Session, reply: Reply) -> Vec<Act> {
        let Some(think) = self.thinking.take() else {
            return Vec::new();
        };
        if think.id != reply.id {
            self.thinking = Some(think);
            return Vec::new();
        }
        let asked = think.moves;
        let mut acts = self.health(session, &reply);
        let Ok(found) = reply.result else {
            return acts;
        };
        // Asked for another position (a take-back came between): asked again by the loop.
        if asked != uci_moves(session) || session.game().is_over() {
            return acts;
        }
        let best = found
            .best
            .as_deref()
            .and_then(|b| b.parse::<UciMove>().ok());
        let (Some(side), Some(best)) = (engine_side(session), best) else {
            return acts;
        };
        if let Some(offer) = session.game().draw_offer()
            && offer.by != side
            && let Some(score) = found.score
            && accepts_draw(score, side, session)
        {
            acts.push(Act::Do(Intent::record(Record::Accept { by: side.into() })));
            return acts;
        }
        let hopeless = found
            .score
            .is_some_and(|s| s.for_side(side).centipawns() <= HOPELESS_CP);
        self.hopeless = if hopeless { self.hopeless + 1 } else { 0 };
        let record = if self.hopeless >= HOPELESS_MOVES {
            Record::Resign { by: side.into() }
        } else {
            Record::Move { uci: best }
        };
        acts.push(Act::Do(Intent::record(record)));
        acts
    }

    /// What a reply says about the engine itself: a restart said once; a failure (after its
    /// one restart) stops it, by the one path every failure takes: journaled, its clock
    /// stopped, said once with the way on.
    fn health(&mut self, session: &Session, reply: &Reply) -> Vec<Act> {
        match &reply.result {
            Err(fault) => self.stop(session, fault),
            Ok(_) => reply
                .restarted
                .iter()
                .map(|fault| say(Message::new("engine-restarted").with("reason", fault.message())))
                .collect(),
        }
    }

    /// The engine stopped for good: the record that stops its clock, and the one sentence
    /// that says so, why, and what the player can do.
    fn stop(&mut self, session: &Session, fault: &EngineError) -> Vec<Act> {
        if session.engine_stopped() {
            return Vec::new();
        }
        tracing::warn!(event = "engine", stopped = true, "{fault:?}");
        self.thinking = None;
        self.told = true;
        let words = Message::new("sentences").with(
            "parts",
            Arg::Sentences(vec![
                Message::new("engine-stopped")
                    .with("reason", fault.message())
                    .into(),
                way_on(session).into(),
            ]),
        );
        if session.game().is_over() {
            return vec![say(words)];
        }
        vec![Act::Do(Intent::Commit {
            records: vec![Record::EngineStopped {
                fault: fault.code(),
            }],
            answers: vec![crate::output::Event::Private(words)],
        })]
    }

    /// `engine neu`: a stopped engine started anew (its process with its next search), the
    /// restart journaled, which starts its clock again; a running one is left as it is.
    fn restart(&mut self, session: &Session) -> Vec<Act> {
        if !session.engine_stopped() {
            return vec![say(Message::new("engine-running"))];
        }
        self.engine.restart();
        self.thinking = None;
        self.replies.clear();
        self.told = false;
        vec![Act::Do(Intent::record(Record::EngineRestarted))]
    }

    /// The engine's answer to the player's draw offer: accepted when the engine stands to lose
    /// (two pawns down or worse), or in a level ending (a quarter pawn either way, twelve pieces
    /// or fewer); declined otherwise, as a club player would.
    fn answer_offer(&mut self, session: &Session, side: Color) -> Vec<Act> {
        let (found, mut acts) = self.ask_now(session, Limit::Nodes(HINT_NODES), false);
        let Some(score) = found.and_then(|f| f.score) else {
            return acts;
        };
        let record = if accepts_draw(score, side, session) {
            Record::Accept { by: side.into() }
        } else {
            Record::Decline { by: side.into() }
        };
        acts.push(Act::Do(Intent::record(record)));
        acts
    }

    /// A full-strength search of the current position (or of it with the turn passed), waited
    /// for: what it found, or none if the engine could not answer, and what to say of its
    /// health.
    fn ask_now(
        &mut self,
        session: &Session,
        limit: Limit,
        passed: bool,
    ) -> (Option<crate::engine::Found>, Vec<Act>) {
        let mut search = search(session, limit);
        if passed {
            let game = session.game();
            let Some(position) = turn_passed(game.position(), game.castling_mode()) else {
                return (None, Vec::new());
            };
            search.fen = Fen::from_position(&position, EnPassantMode::Legal).to_string();
            search.moves.clear();
            search.turn = position.turn();
        }
        let id = self.engine.ask(search, Strength::Full, chess960(session));
        let reply = self.engine.wait(id, HINT_WAIT);
        let said = self.health(session, &reply);
        (reply.result.ok(), said)
    }

    /// The answer to a hint, an evaluation or a threat, after what is said of the engine.
    fn hint(&mut self, session: &Session, ask: EngineAsk) -> Vec<Act> {
        let passed = ask == EngineAsk::Threat;
        let (found, mut acts) = self.ask_now(session, Limit::Nodes(HINT_NODES), passed);
        let Some(found) = found else {
            return acts;
        };
        let game = session.game();
        let turn = game.turn();
        let message = match ask {
            EngineAsk::Hint | EngineAsk::Threat => {
                let mut position = game.position().clone();
                if passed {
                    match turn_passed(&position, game.castling_mode()) {
                        Some(p) => position = p,
                        None => return acts,
                    }
                }
                let mv = found.best.as_deref().and_then(|uci| {
                    uci.parse::<shakmaty::uci::UciMove>()
                        .ok()
                        .and_then(|u| u.to_move(&position).ok())
                });
                let options = session.options();
                match (ask, mv) {
                    (EngineAsk::Hint, Some(mv)) => {
                        Message::new("hint").with("move", announce(&position, mv, options))
                    }
                    (EngineAsk::Threat, Some(mv)) => Message::new("threat")
                        .with("side", !turn)
                        .with("move", announce(&position, mv, options)),
                    _ => Message::new("engine-no-move"),
                }
            }
            EngineAsk::Restart => return acts,
            EngineAsk::Eval { exact } => match found.score {
                Some(score) => eval_message(score, exact),
                None => Message::new("engine-no-move"),
            },
        };
        acts.push(say(message));
        acts
    }
}

/// What the player can do with a stopped engine: restart it, or (when it plays a side) end
/// the training game with a result he chooses.
fn way_on(session: &Session) -> Message {
    match engine_side(session) {
        Some(_) => Message::new("engine-way-on"),
        None => Message::new("engine-way-on-hints"),
    }
}

/// The answer to anything asked of a stopped engine: it is stopped, and the way on.
fn off_message(session: &Session) -> Message {
    Message::new("sentences").with(
        "parts",
        Arg::Sentences(vec![
            Message::new("engine-off").into(),
            way_on(session).into(),
        ]),
    )
}

/// Whether the engine takes a draw: it stands to lose (two pawns down or worse), or the ending
/// is level (a quarter pawn either way, twelve pieces or fewer).
fn accepts_draw(score: Score, side: Color, session: &Session) -> bool {
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
