//! Seats: every source of moves and actions besides the keyboard sits at the table behind
//! [`Seat`]: the engine, the sighted player's electronic board, the live broadcast (a seat that
//! only watches), the opponent on Lichess. The
//! game loop (`play/driver.rs`) asks each seat the same few things at the same points and sends
//! what it does through the one commit, so that a new seat is a new file here and not a new
//! loop. The keyboard (the views, the braille keys) reaches the loop through the view's
//! `read_line`, whose wait is the one every seat's doorbell rings.

mod broadcast;
mod eboard;
mod engine;
mod lichess;
mod lichess_effects;
mod lichess_stream;

pub use broadcast::BroadcastSeat;
pub use eboard::EboardSeat;
pub use engine::{EngineSeat, eval_message};
pub(crate) use engine::{HINT_NODES, turn_passed};
pub use lichess::LichessSeat;

use std::sync::{Arc, Mutex, PoisonError};

use crate::clock::Moment;
use crate::command::{EngineAsk, Intent, OnlineAsk};
use crate::message::Message;
use crate::output::{Event, Waker};
use crate::session::{Record, Session};
use crate::table::Table;

/// Something a seat does.
#[derive(Debug, PartialEq, Eq)]
pub enum Act {
    /// Said to the players (a failure, a return, a difference on the board).
    Say(Event),
    /// Done as a typed line would be: through the commit, journal first.
    Do(Intent),
    /// Written to the journal without words (a piece touched on the e-board, just said).
    Note(Record),
    /// Written to the journal without words and without waiting for the disk: a record the
    /// server holds too (Lichess's clock times), which the next record's sync takes along,
    /// so that a move from the server costs one sync, not two.
    Keep(Record),
}

/// A question only a seat can answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// A training player's question to the engine.
    Engine(EngineAsk),
    /// `prüfen`: the electronic board compared with the game, now.
    BoardCheck,
    /// A request to the online opponent's server (Lichess).
    Online(OnlineAsk),
}

pub trait Seat {
    /// Where its own thread rings the loop's doorbell. A seat never given one is asked again
    /// at the deadline it names.
    fn set_waker(&mut self, waker: Waker);

    /// Before the loop waits: what the seat does now (start thinking, answer an offer), and
    /// until when the loop may wait at most before it asks again, on the loop's clock (the
    /// loop turns it into the real instant to wait for, so that a test hands the time in).
    /// Asked again after its acts are done, until it has nothing to do. `asking`: a question
    /// is open at the keyboard, whose answer comes first.
    fn prepare(&mut self, table: &Table, asking: bool, now: Moment) -> (Vec<Act>, Option<Moment>);

    /// The loop woke (a doorbell or a deadline): what came in. Asked again after its acts
    /// are done, until it has nothing to do, so that each act meets the game it is for.
    fn woken(&mut self, table: &Table, now: Moment) -> Vec<Act>;

    /// The game changed (from any seat), `moved` if a move was made or taken back.
    fn changed(&mut self, table: &Table, moved: bool, now: Moment) -> Vec<Act>;

    /// Whether the next move comes from this seat (then the prompt may change by itself).
    fn moves_next(&self, table: &Table) -> bool;

    /// The answer to a question asked at `now`, if it is this seat's to answer.
    fn answer(&mut self, _table: &Table, _question: Question, _now: Moment) -> Option<Vec<Act>> {
        None
    }
}

/// The loop's doorbell as a seat's own threads hold it: given by the loop after the threads
/// have started, rung by them when they have news.
#[derive(Clone, Default)]
pub(super) struct Doorbell(Arc<Mutex<Option<Waker>>>);

impl Doorbell {
    pub(super) fn set(&self, waker: Waker) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(waker);
    }

    pub(super) fn ring(&self) {
        if let Some(wake) = self
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
        {
            wake();
        }
    }
}

/// Said to the players at the table, not to the opponent's side.
pub(super) fn say(message: Message) -> Act {
    Act::Say(Event::Private(message))
}

/// The game's moves in UCI, as an engine and Lichess write them.
pub(super) fn uci_moves(session: &Session) -> Vec<String> {
    let mode = session.game().castling_mode();
    session
        .game()
        .moves()
        .iter()
        .map(|m| crate::notation::uci(m.mv, mode))
        .collect()
}

/// How often a seat whose threads cannot ring the loop's doorbell is looked at.
pub(super) const POLL: std::time::Duration = std::time::Duration::from_millis(100);
