//! The sighted player's electronic board in a game: his moves are read from it and made as
//! if typed; the blind player's moves must then appear on it, and anything else there is said
//! at once, with the fewest piece moves that put it right (D.2.9 caught before the next
//! move). A move still being made (a piece in the hand, a rook not yet beside its king) is
//! given a few seconds before it is called a difference.

use std::io;
use std::time::{Duration, Instant};

use shakmaty::{Color, Position};

use super::Driver;
use crate::clock::TimeSource;
use crate::eboard::{
    ClockRun, Difference, EboardLink, Field, Habits, LinkEvent, Orientation, Reading, board,
    compare, difference_message, read,
};
use crate::message::{Arg, Message};
use crate::output::Event;
use crate::session::{Intent, Record};
use crate::ui::View;

/// How long a move being made may rest before it is called a difference.
const PATIENCE: Duration = Duration::from_secs(5);

pub(super) struct EboardSeat {
    link: EboardLink,
    habits: Habits,
    /// Found from the first board read against the game; found again after reconnecting.
    orientation: Option<Orientation>,
    /// What the sensors showed when the board was last still.
    fields: Option<Box<[Field; 64]>>,
    /// The difference said last: not said again until the board changes.
    said: Option<Difference>,
    /// Since when a move has been in the making.
    moving_since: Option<Instant>,
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

impl Driver {
    /// The sighted player's board, how its moves are read, and which side of its clock is
    /// White's.
    pub fn set_eboard(&mut self, link: EboardLink, habits: Habits, white_left: bool) {
        self.eboard = Some(EboardSeat {
            link,
            habits,
            orientation: None,
            fields: None,
            said: None,
            moving_since: None,
            lost: false,
            lifted: Vec::new(),
            white_left,
            lever: None,
        });
    }

    pub(super) fn eboard_waker(&self, waker: crate::output::Waker) {
        if let Some(seat) = &self.eboard {
            seat.link.set_waker(waker);
        }
    }

    /// When a move in the making is to be called a difference.
    pub(super) fn eboard_deadline(&self) -> Option<Instant> {
        self.eboard
            .as_ref()
            .and_then(|s| s.moving_since)
            .map(|at| at + PATIENCE)
    }

    fn say(&mut self, view: &mut dyn View, message: Message) -> io::Result<()> {
        self.show(view, &Event::Private(message))
    }

    /// What the board has said since the last look; true when the players leave.
    pub(super) fn eboard_events(&mut self, view: &mut dyn View) -> io::Result<bool> {
        let Some(seat) = self.eboard.as_ref() else {
            return Ok(false);
        };
        let port = Arg::Text(seat.link.port().display().to_string());
        for event in seat.link.events() {
            match event {
                LinkEvent::Absent { reason } => self.say(
                    view,
                    Message::new("eboard-absent")
                        .with("port", port.clone())
                        .with("reason", reason),
                )?,
                LinkEvent::Connected { .. } => {
                    let Some(seat) = self.eboard.as_mut() else {
                        continue;
                    };
                    let back = std::mem::take(&mut seat.lost);
                    // Turned round while unplugged, perhaps: found again from the board.
                    seat.orientation = None;
                    seat.said = None;
                    seat.lever = None;
                    let message = if back {
                        Message::new("eboard-back")
                    } else {
                        Message::new("eboard-connected").with("port", port.clone())
                    };
                    self.say(view, message)?;
                    self.eboard_clock();
                }
                LinkEvent::Lost { reason } => {
                    let Some(seat) = self.eboard.as_mut() else {
                        continue;
                    };
                    if !std::mem::replace(&mut seat.lost, true) {
                        seat.moving_since = None;
                        self.say(view, Message::new("eboard-lost").with("reason", reason))?;
                    }
                }
                LinkEvent::Settled { fields, lifted } => {
                    if let Some(seat) = self.eboard.as_mut() {
                        seat.fields = Some(fields);
                        seat.lifted.extend(lifted);
                    }
                    if self.eboard_read(view, Trigger::Settled)? {
                        return Ok(true);
                    }
                }
                LinkEvent::Clock(reading) => {
                    if self.eboard_lever(view, reading.right_high)? {
                        return Ok(true);
                    }
                }
            }
        }
        Ok(false)
    }

    /// The DGT clock shows anna's clock: both times and the side that runs. anna's clock is the
    /// record; the DGT's own counting between two settings only fills the display.
    pub(super) fn eboard_clock(&self) {
        let (Some(seat), Some(clock)) = (self.eboard.as_ref(), self.table.session().clock()) else {
            return;
        };
        let now = self.time.now();
        let hms = |color: Color| {
            let s = clock.remaining(color, now).as_secs();
            ((s / 3600).min(9) as u8, (s / 60 % 60) as u8, (s % 60) as u8)
        };
        let running = match clock.state() {
            crate::clock::ClockState::Running(color) if !self.table.session().game().is_over() => {
                Some(color)
            }
            _ => None,
        };
        let side = |color: Color| {
            if (color == Color::White) == seat.white_left {
                ClockRun::Left
            } else {
                ClockRun::Right
            }
        };
        let (left, right) = if seat.white_left {
            (hms(Color::White), hms(Color::Black))
        } else {
            (hms(Color::Black), hms(Color::White))
        };
        seat.link
            .set_clock(left, right, running.map_or(ClockRun::Paused, side));
    }

    /// The lever of the DGT clock: pressed by the sighted player on his move, it stops his
    /// time as `+` does (6.2.1); his move is then read from the board without a second press.
    fn eboard_lever(&mut self, view: &mut dyn View, right_high: bool) -> io::Result<bool> {
        let Some(seat) = self.eboard.as_mut() else {
            return Ok(false);
        };
        let before = seat.lever.replace(right_high);
        if before.is_none_or(|b| b == right_high) {
            return Ok(false);
        }
        // High on the right: the left player pressed.
        let pressed_left = right_high;
        let by = if pressed_left == seat.white_left {
            Color::White
        } else {
            Color::Black
        };
        let game = self.table.session().game();
        let sighted = self.table.session().setup().blind.map(|b| !Color::from(b));
        let running = matches!(
            self.table.session().clock().map(crate::clock::ChessClock::state),
            Some(crate::clock::ClockState::Running(c)) if c == by
        );
        if game.is_over()
            || game.turn() != by
            || !sighted.is_none_or(|s| s == by)
            || !running
            || self.table.session().pressed().is_some()
        {
            return Ok(false);
        }
        let now = self.time.now();
        self.commit(view, Intent::record(Record::Pressed { by: by.into() }), now)
    }

    /// Whether the next move comes from the sighted player's electronic board.
    pub(super) fn eboard_moves_next(&self) -> bool {
        let session = self.table.session();
        let sighted = session.setup().blind.map(|b| !Color::from(b));
        self.eboard.is_some() && sighted.is_none_or(|s| s == session.game().turn())
    }

    /// A move in the making that has rested past its patience is a difference.
    pub(super) fn eboard_patience(&mut self, view: &mut dyn View) -> io::Result<bool> {
        let due = self
            .eboard_deadline()
            .is_some_and(|at| Instant::now() >= at);
        if due {
            return self.eboard_read(view, Trigger::Patience);
        }
        Ok(false)
    }

    /// After a move made in anna: the board is compared, but a board that still shows the
    /// position before it is the opponent not having executed it yet.
    pub(super) fn eboard_committed(&mut self, view: &mut dyn View) -> io::Result<bool> {
        self.eboard_read(view, Trigger::Committed)
    }

    /// `prüfen` with an e-board: the sensors against the game, now.
    pub(super) fn eboard_check(&mut self, view: &mut dyn View) -> io::Result<()> {
        if self.eboard.is_some() {
            self.eboard_read(view, Trigger::Check)?;
        }
        Ok(())
    }

    fn eboard_read(&mut self, view: &mut dyn View, trigger: Trigger) -> io::Result<bool> {
        let game = self.table.session().game();
        let position = game.position().clone();
        let before = game
            .plies()
            .checked_sub(1)
            .and_then(|p| game.position_at(p));
        let over = game.is_over();
        let setup = self.table.session().setup();
        let sighted = setup.blind.map(|b| !Color::from(b));
        let options = *self.table.session().options();
        let castling = game.castling_mode();
        let Some(seat) = self.eboard.as_mut() else {
            return Ok(false);
        };
        let Some(fields) = seat.fields.as_ref() else {
            if trigger == Trigger::Check {
                let message = Message::new("eboard-unread");
                return self.say(view, message).map(|()| false);
            }
            return Ok(false);
        };
        let orientation = *seat
            .orientation
            .get_or_insert_with(|| Orientation::of(fields, &position));
        let found = board(fields, orientation);
        let turn = position.turn();
        let reading = read(&position, &found, seat.habits);
        // A piece in the hand stays lifted; anything else ends the story of the lifts.
        let lifted = match reading {
            Reading::Moving(_) => Vec::new(),
            _ => std::mem::take(&mut seat.lifted),
        };
        let mut said = Vec::new();
        let mut step = None;
        let mut touched_by = None;
        match reading {
            Reading::Same => {
                seat.moving_since = None;
                if seat.said.take().is_some() {
                    said.push(Message::new("eboard-agrees"));
                } else if trigger == Trigger::Check {
                    said.push(Message::new("eboard-same"));
                } else if trigger == Trigger::Settled
                    && !over
                    && sighted.is_none_or(|s| s == turn)
                    && let Some(message) = touched(&lifted, turn, orientation, &options)
                {
                    said.push(message);
                    touched_by = Some(turn);
                }
            }
            Reading::Moved(m)
                if !over && trigger != Trigger::Check && sighted.is_none_or(|s| s == turn) =>
            {
                seat.moving_since = None;
                seat.said = None;
                step = Some(Intent::record(Record::Move {
                    uci: crate::notation::uci(m, castling),
                }));
            }
            Reading::Moved(_) | Reading::Moving(_) | Reading::Differs(_)
                if trigger == Trigger::Committed
                    && before.as_ref().is_some_and(|b| b.board() == &found) =>
            {
                // The opponent has not executed the move just made: nothing to say yet.
            }
            // The blind player's move made on the board before it is typed: the typed move
            // will show whether it is the same.
            Reading::Moved(_) if !over && trigger != Trigger::Check => {}
            Reading::Moving(_) if trigger == Trigger::Settled || trigger == Trigger::Committed => {
                seat.moving_since.get_or_insert_with(Instant::now);
            }
            _ => {
                seat.moving_since = None;
                if let Some(difference) = compare(position.board(), &found)
                    && (seat.said.as_ref() != Some(&difference) || trigger == Trigger::Check)
                {
                    said.push(difference_message("eboard-differs", &difference, &options));
                    seat.said = Some(difference);
                }
            }
        }
        for message in said {
            self.say(view, message)?;
        }
        // Journaled for the arbiter as `berührt` is, without its words: the piece and its
        // square have just been said.
        if let Some(by) = touched_by {
            let now = self.time.now();
            let record = Record::Touched { by: by.into() };
            if let Err(e) = self.table.commit_quietly(&record, now) {
                self.say(view, e.0)?;
            }
        }
        match step {
            Some(step) => {
                let now = self.time.now();
                self.commit(view, step, now)
            }
            None => Ok(false),
        }
    }
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
