//! The sighted player's electronic board in a game: his moves are read from it and made as
//! if typed; the blind player's moves must then appear on it, and anything else there is said
//! at once, with the fewest piece moves that put it right (D.2.9 caught before the next
//! move). A move still being made (a piece in the hand, a rook not yet beside its king) is
//! given a few seconds before it is called a difference.

use std::collections::VecDeque;
use std::time::Duration;

use shakmaty::{Color, Position};

use super::{Act, POLL, Question, Seat, say};
use crate::clock::{ClockState, Moment};
use crate::command::Intent;
use crate::eboard::{
    ClockRun, Difference, EboardLink, Field, Habits, LinkEvent, Orientation, Reading, board,
    compare, difference_message, read,
};
use crate::message::{Arg, Message};
use crate::output::Waker;
use crate::session::{Record, Session};
use crate::table::Table;

/// How long a move being made may rest before it is called a difference.
const PATIENCE: Duration = Duration::from_secs(5);

pub struct EboardSeat {
    link: EboardLink,
    /// What the board said and is not yet acted on, one event at a time.
    events: VecDeque<LinkEvent>,
    /// A doorbell was given: no need to look at the board now and then.
    rung: bool,
    habits: Habits,
    /// Found from the first board read against the game; found again after reconnecting.
    orientation: Option<Orientation>,
    /// What the sensors showed when the board was last still.
    fields: Option<Box<[Field; 64]>>,
    /// The difference said last: not said again until the board changes.
    said: Option<Difference>,
    /// Since when a move has been in the making, on the loop's clock.
    moving_since: Option<Moment>,
    /// The connection is broken (said once).
    lost: bool,
    /// Pieces lifted since the board last showed a position of the game or a difference: a
    /// piece held longer than the settle time stays here until it is put down.
    lifted: Vec<(u8, shakmaty::Piece)>,
    /// White's side of the DGT clock is its left.
    white_left: bool,
    /// Where the clock's lever was last: high on the right.
    lever: Option<bool>,
}

/// Why the board is read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Trigger {
    /// It has been still for the settle time.
    Settled,
    /// A move was made in anna: the board may not have it yet.
    Committed,
    /// A move in the making has rested too long.
    Patience,
    /// `prüfen`: its state, whatever it is.
    Check,
}

impl EboardSeat {
    /// The sighted player's board, how its moves are read, and which side of its clock is
    /// White's.
    pub fn new(link: EboardLink, habits: Habits, white_left: bool) -> EboardSeat {
        EboardSeat {
            link,
            events: VecDeque::new(),
            rung: false,
            habits,
            orientation: None,
            fields: None,
            said: None,
            moving_since: None,
            lost: false,
            lifted: Vec::new(),
            white_left,
            lever: None,
        }
    }
}

/// The side whose moves are read from the board: the sighted player's, or both.
fn sighted(session: &Session) -> Option<Color> {
    session.entry().blind.map(|b| !b)
}

impl Seat for EboardSeat {
    fn set_waker(&mut self, waker: Waker) {
        self.link.set_waker(waker);
        self.rung = true;
    }

    /// When a move in the making is to be called a difference; a loop the board cannot wake
    /// looks at it now and then.
    fn prepare(
        &mut self,
        _table: &Table,
        _asking: bool,
        now: Moment,
    ) -> (Vec<Act>, Option<Moment>) {
        let patience = self.moving_since.map(|at| at + PATIENCE);
        let poll = (!self.rung).then(|| now + POLL);
        (Vec::new(), patience.into_iter().chain(poll).min())
    }

    /// What the board has said since the last look, one event at a time; then a move in the
    /// making that has rested past its patience is a difference.
    fn woken(&mut self, table: &Table, now: Moment) -> Vec<Act> {
        self.events.extend(self.link.events());
        while let Some(event) = self.events.pop_front() {
            let acts = self.event(table, event, now);
            if !acts.is_empty() {
                return acts;
            }
        }
        if self.moving_since.is_some_and(|at| now >= at + PATIENCE) {
            return self.read(table, Trigger::Patience, now);
        }
        Vec::new()
    }

    /// The DGT clock shows anna's clock again; after a move made in anna the board is
    /// compared, but a board that still shows the position before it is the opponent not
    /// having executed it yet.
    fn changed(&mut self, table: &Table, moved: bool, now: Moment) -> Vec<Act> {
        self.show_clock(table.session(), now);
        match moved {
            true => self.read(table, Trigger::Committed, now),
            false => Vec::new(),
        }
    }

    fn moves_next(&self, table: &Table) -> bool {
        let session = table.session();
        sighted(session).is_none_or(|s| s == session.game().turn())
    }

    /// `prüfen` with an e-board: the sensors against the game, now.
    fn answer(&mut self, table: &Table, question: Question, now: Moment) -> Option<Vec<Act>> {
        (question == Question::BoardCheck).then(|| self.read(table, Trigger::Check, now))
    }
}

impl EboardSeat {
    fn event(&mut self, table: &Table, event: LinkEvent, now: Moment) -> Vec<Act> {
        let port = Arg::Text(self.link.port().display().to_string());
        match event {
            LinkEvent::Absent { reason } => vec![say(Message::new("eboard-absent")
                .with("port", port)
                .with("reason", reason))],
            LinkEvent::Connected { .. } => {
                let back = std::mem::take(&mut self.lost);
                // Turned round while unplugged, perhaps: found again from the board.
                self.orientation = None;
                self.said = None;
                self.lever = None;
                self.show_clock(table.session(), now);
                vec![say(match back {
                    true => Message::new("eboard-back"),
                    false => Message::new("eboard-connected").with("port", port),
                })]
            }
            LinkEvent::Lost { reason } => {
                if std::mem::replace(&mut self.lost, true) {
                    return Vec::new();
                }
                self.moving_since = None;
                vec![say(Message::new("eboard-lost").with("reason", reason))]
            }
            LinkEvent::Settled { fields, lifted } => {
                self.fields = Some(fields);
                self.lifted.extend(lifted);
                self.read(table, Trigger::Settled, now)
            }
            LinkEvent::Clock(reading) => self.lever(table.session(), reading.right_high),
        }
    }

    /// The DGT clock shows anna's clock: both times and the side that runs. anna's clock is the
    /// record; the DGT's own counting between two settings only fills the display.
    fn show_clock(&self, session: &Session, now: Moment) {
        let Some(clock) = session.clock() else {
            return;
        };
        let hms = |color: Color| {
            let s = clock.remaining(color, now).as_secs();
            ((s / 3600).min(9) as u8, (s / 60 % 60) as u8, (s % 60) as u8)
        };
        let running = match clock.state() {
            ClockState::Running(color) if !session.game().is_over() => Some(color),
            _ => None,
        };
        let side = |color: Color| {
            if (color == Color::White) == self.white_left {
                ClockRun::Left
            } else {
                ClockRun::Right
            }
        };
        let (left, right) = if self.white_left {
            (hms(Color::White), hms(Color::Black))
        } else {
            (hms(Color::Black), hms(Color::White))
        };
        self.link
            .set_clock(left, right, running.map_or(ClockRun::Paused, side));
    }

    /// The lever of the DGT clock: pressed by the sighted player on his move, it stops his
    /// time as `+` does (6.2.1); his move is then read from the board without a second press.
    fn lever(&mut self, session: &Session, right_high: bool) -> Vec<Act> {
        let before = self.lever.replace(right_high);
        if before.is_none_or(|b| b == right_high) {
            return Vec::new();
        }
        // High on the right: the left player pressed.
        let by = if right_high == self.white_left {
            Color::White
        } else {
            Color::Black
        };
        let game = session.game();
        let running = matches!(
            session.clock().map(crate::clock::ChessClock::state),
            Some(ClockState::Running(c)) if c == by
        );
        if game.is_over()
            || game.turn() != by
            || !sighted(session).is_none_or(|s| s == by)
            || !running
            || session.pressed().is_some()
        {
            return Vec::new();
        }
        vec![Act::Do(Intent::record(Record::Pressed { by: by.into() }))]
    }

    /// Reads the still board against the game and says or does what it shows: the sighted
    /// player's move made, a move not yet on the board waited for, a difference said.
    fn read(&mut self, table: &Table, trigger: Trigger, now: Moment) -> Vec<Act> {
        let session = table.session();
        let game = session.game();
        let position = game.position();
        let Some(fields) = self.fields.as_ref() else {
            if trigger == Trigger::Check {
                return vec![say(Message::new("eboard-unread"))];
            }
            return Vec::new();
        };
        let orientation = *self
            .orientation
            .get_or_insert_with(|| Orientation::of(fields, position));
        let found = board(fields, orientation);
        let reading = read(position, &found, self.habits);
        // A piece in the hand stays lifted; anything else ends the story of the lifts.
        let lifted = match reading {
            Reading::Moving(_) => Vec::new(),
            _ => std::mem::take(&mut self.lifted),
        };
        let over = game.is_over();
        let may_move = !over && sighted(session).is_none_or(|s| s == position.turn());
        match reading {
            Reading::Same => self.same(session, trigger, &lifted, orientation, may_move),
            Reading::Moved(m) if may_move && trigger != Trigger::Check => {
                self.moving_since = None;
                self.said = None;
                let uci = shakmaty::uci::UciMove::from_move(m, game.castling_mode());
                vec![Act::Do(Intent::record(Record::Move { uci }))]
            }
            Reading::Moved(_) | Reading::Moving(_) | Reading::Differs(_)
                if trigger == Trigger::Committed && not_yet_made(session, &found) =>
            {
                // The opponent has not executed the move just made: nothing to say yet.
                Vec::new()
            }
            // The blind player's move made on the board before it is typed: the typed move
            // will show whether it is the same.
            Reading::Moved(_) if !over && trigger != Trigger::Check => Vec::new(),
            Reading::Moving(_) if trigger == Trigger::Settled || trigger == Trigger::Committed => {
                self.moving_since.get_or_insert(now);
                Vec::new()
            }
            _ => self.differs(position.board(), &found, trigger, session.options()),
        }
    }

    /// The board shows the game: a difference said before has been put right, `prüfen`
    /// hears so, and a piece the player to move lifted and put back is touched (4.3).
    fn same(
        &mut self,
        session: &Session,
        trigger: Trigger,
        lifted: &[(u8, shakmaty::Piece)],
        orientation: Orientation,
        may_move: bool,
    ) -> Vec<Act> {
        self.moving_since = None;
        if self.said.take().is_some() {
            return vec![say(Message::new("eboard-agrees"))];
        }
        if trigger == Trigger::Check {
            return vec![say(Message::new("eboard-same"))];
        }
        let turn = session.game().turn();
        if trigger == Trigger::Settled
            && may_move
            && let Some(message) = touched(lifted, turn, orientation, session.options())
        {
            // Journaled for the arbiter as `berührt` is, without its words: the piece and its
            // square have just been said.
            return vec![say(message), Act::Note(Record::Touched { by: turn.into() })];
        }
        Vec::new()
    }

    /// The board differs from the game: the fewest piece moves that put it right. Unasked,
    /// the fix alone is said, once until the board changes (it is heard on every lift and put
    /// while the board is wrong); `prüfen` says the squares too, every time.
    fn differs(
        &mut self,
        expected: &shakmaty::Board,
        found: &shakmaty::Board,
        trigger: Trigger,
        options: &crate::notation::AnnounceOptions,
    ) -> Vec<Act> {
        self.moving_since = None;
        let Some(difference) = compare(expected, found) else {
            return Vec::new();
        };
        if self.said.as_ref() == Some(&difference) && trigger != Trigger::Check {
            return Vec::new();
        }
        let id = match trigger {
            Trigger::Check => "eboard-differs",
            _ => "eboard-differs-fix",
        };
        let message = difference_message(id, &difference, options);
        self.said = Some(difference);
        vec![say(message)]
    }
}

/// The board still shows the position before the move just made in anna: the opponent has
/// not made it on the board yet.
fn not_yet_made(session: &Session, found: &shakmaty::Board) -> bool {
    let game = session.game();
    game.plies()
        .checked_sub(1)
        .and_then(|p| game.position_at(p))
        .is_some_and(|b| b.board() == found)
}

/// Lifted and put back by the player to move: touched (4.3), said with the piece and its
/// square.
fn touched(
    lifted: &[(u8, shakmaty::Piece)],
    turn: Color,
    orientation: Orientation,
    options: &crate::notation::AnnounceOptions,
) -> Option<Message> {
    let (field, piece) = lifted.iter().find(|(_, p)| p.color == turn)?;
    let mut tokens = Vec::new();
    crate::notation::push_square(&mut tokens, orientation.square(*field), options);
    Some(
        Message::new("eboard-touched")
            .with("side", turn)
            .with("piece", Arg::Piece(*piece, false))
            .with("square", Arg::Words(tokens)),
    )
}
