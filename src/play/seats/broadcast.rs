//! The live broadcast: a seat that makes no moves but sends the game's PGN to a Lichess
//! broadcast round after every change (a move, a take-back, a correction, the result). The push
//! runs on a thread of its own, so the game never waits for the network; a failed push is
//! retried with a growing pause (a whole minute after 429, as Lichess asks), only the newest
//! game is ever sent, and the players hear one notice when pushing fails and one when it works
//! again.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use super::{Act, Doorbell, Seat, say};
use crate::backoff::Backoff;
use crate::clock::Moment;
use crate::lang::Language;
use crate::lichess::{Client, PushError};
use crate::message::{Arg, Message};
use crate::output::Waker;
use crate::record::to_pgn_coded;
use crate::table::Table;

/// The first pause after a failed push; each further failure doubles it.
const FIRST_PAUSE: Duration = Duration::from_secs(2);
/// The longest pause between tries.
const LONGEST_PAUSE: Duration = Duration::from_secs(60);

pub struct BroadcastSeat {
    round: String,
    /// The game to send, to the pushing thread.
    pushes: Sender<String>,
    /// What each push came to.
    results: Receiver<Result<(), PushError>>,
    /// The loop's doorbell, for the pushing thread (given after the thread started).
    waker: Doorbell,
    /// The newest game not yet known to be on the server.
    pending: Option<String>,
    /// The game being sent now.
    in_flight: Option<String>,
    /// The failure announced, until a push works again.
    failing: Option<PushError>,
    pause: Backoff,
    next_try: Option<Moment>,
    /// Lichess will not take this round's pushes (a token it does not know, an account it
    /// refuses, a round fed from elsewhere): said once, and nothing more is sent.
    stopped: bool,
    /// The conversation's language, for the comments of the game sent.
    language: Arc<Language>,
}

impl BroadcastSeat {
    /// Pushes to `round` through `client`, from a thread of its own.
    pub fn new(client: Client, round: String, language: Arc<Language>) -> BroadcastSeat {
        let (pushes, jobs) = channel::<String>();
        let (done, results) = channel();
        let waker = Doorbell::default();
        let ring = waker.clone();
        let target = round.clone();
        std::thread::spawn(move || {
            for pgn in jobs {
                let result = client.push_round(&target, &pgn);
                match &result {
                    Ok(()) => tracing::info!(event = "broadcast", "pushed"),
                    Err(e) => tracing::warn!(event = "broadcast", "push failed: {e:?}"),
                }
                if done.send(result).is_err() {
                    return;
                }
                ring.ring();
            }
        });
        BroadcastSeat {
            round,
            pushes,
            results,
            waker,
            pending: None,
            in_flight: None,
            failing: None,
            pause: Backoff::new(FIRST_PAUSE, LONGEST_PAUSE),
            next_try: None,
            stopped: false,
            language,
        }
    }

    /// Hands the newest game to the pushing thread, unless a push is under way or the pause
    /// after a failure lasts.
    fn send(&mut self, now: Moment) {
        if self.stopped || self.in_flight.is_some() || self.next_try.is_some_and(|at| now < at) {
            return;
        }
        if let Some(pgn) = self.pending.clone() {
            self.next_try = None;
            if self.pushes.send(pgn.clone()).is_ok() {
                self.in_flight = Some(pgn);
            }
        }
    }

    /// A push came back: the notices it brings, at most one.
    fn finished(&mut self, result: Result<(), PushError>, now: Moment) -> Vec<Act> {
        let sent = self.in_flight.take();
        match result {
            Ok(()) => {
                if sent.is_some() && sent == self.pending {
                    self.pending = None;
                }
                self.pause.succeeded();
                self.next_try = None;
                match self.failing.take() {
                    Some(_) => vec![say(
                        Message::new("broadcast-back").with("round", self.round())
                    )],
                    None => Vec::new(),
                }
            }
            // Asking again would be refused again: stopped, and said what to do.
            Err(
                error @ (PushError::TokenUnknown { .. }
                | PushError::Refused { .. }
                | PushError::Rejected(_)),
            ) => {
                self.stopped = true;
                self.pending = None;
                vec![say(Message::new("broadcast-stopped")
                    .with("round", self.round())
                    .with("reason", error.message()))]
            }
            Err(error) => {
                let after_pause = self.pause.failed(now);
                self.next_try = Some(match error {
                    PushError::RateLimited => now + crate::lichess::RATE_LIMIT_WAIT,
                    _ => after_pause,
                });
                let first = self.failing.is_none();
                self.failing = Some(error.clone());
                match first {
                    true => vec![say(Message::new("broadcast-failing")
                        .with("round", self.round())
                        .with("reason", error.message()))],
                    false => Vec::new(),
                }
            }
        }
    }

    fn round(&self) -> Arg {
        Arg::Text(self.round.clone())
    }
}

impl Seat for BroadcastSeat {
    fn set_waker(&mut self, waker: Waker) {
        self.waker.set(waker);
    }

    /// The next try after a pause: the loop wakes for it.
    fn prepare(
        &mut self,
        _table: &Table,
        _asking: bool,
        now: Moment,
    ) -> (Vec<Act>, Option<Moment>) {
        self.send(now);
        let wake = match (&self.pending, self.next_try) {
            (Some(_), Some(at)) => Some(at),
            _ => None,
        };
        (Vec::new(), wake)
    }

    fn woken(&mut self, _table: &Table, now: Moment) -> Vec<Act> {
        let mut acts = Vec::new();
        while let Ok(result) = self.results.try_recv() {
            acts.extend(self.finished(result, now));
        }
        self.send(now);
        acts
    }

    fn changed(&mut self, table: &Table, _moved: bool, now: Moment) -> Vec<Act> {
        let session = table.session();
        // The running closing code goes with it: Lichess then holds a copy of it outside.
        self.pending = Some(to_pgn_coded(
            session.setup(),
            session.game(),
            session.clock(),
            &self.language,
            &table.code(),
        ));
        self.send(now);
        Vec::new()
    }

    fn moves_next(&self, _table: &Table) -> bool {
        false
    }
}
