//! The opponent on Lichess: a seat whose moves come from the game's stream (Board API) and
//! are made as an opponent's at the board, journaled first, while the player's moves, draw
//! answers and resignation are sent to Lichess. Two threads of its own keep the network away
//! from the game: one reads the stream (and reconnects when the seat says so, with a growing
//! pause: the game resumes from the full state Lichess sends on connecting), one sends the
//! player's requests one at a time. Nothing is ever sent twice: before each send the seat
//! compares it with the moves the stream says Lichess has; after `429` it waits a whole
//! minute on the game's clock, as Lichess asks. One stream per game: the one whose full state
//! welcomed the player is read on ([`LichessSeat::joining`]). What a request came to is decided
//! from the seat's own order of lines and requests, not from which thread is heard first
//! (`lichess_effects`).

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use shakmaty::Color;
use shakmaty::uci::UciMove;

use super::lichess_effects::{Came, Effects, Expect};
use super::lichess_stream::{Heard, Listener, Order, Stamped, in_game_notation, read_stream};
use super::{Act, Doorbell, Question, Seat, say, uci_moves};
use crate::backoff::Backoff;
use crate::clock::Moment;
use crate::command::{Intent, OnlineAsk};
use crate::game::{GameResult, Termination};
use crate::lichess::{
    BoardCall, Client, GameFull, GameLines, GameNews, GameState, Line, PushError, RATE_LIMIT_WAIT,
    clean,
};
use crate::message::{Arg, Message};
use crate::output::Waker;
use crate::session::{ClockChange, Record, Ruled, Session};
use crate::table::Table;

/// The first pause after a failure; each further failure doubles it.
const FIRST_PAUSE: Duration = Duration::from_secs(1);
/// The longest pause between tries.
const LONGEST_PAUSE: Duration = Duration::from_secs(60);
/// Lichess sends a line (an empty one at least) every 7 seconds: a stream silent this long
/// is a dropped connection (a half-open one after a Wi-Fi roam or a laptop's sleep, or a
/// server that trickles bytes), connected again.
const SILENCE: Duration = Duration::from_secs(20);

pub struct LichessSeat {
    /// The player's side; the other one plays on Lichess.
    side: Color,
    waker: Doorbell,
    client: Client,
    game: String,
    /// What the stream's readers hear, with the reader's connection number (a reader left
    /// behind on a silent connection is not heard any more) and its place in the order.
    heard: Receiver<Stamped>,
    listener: Listener,
    connection: u64,
    /// When the stream last sent a line (news or keep-alive), on the game's clock.
    last_heard: Option<Moment>,
    /// The opponent has gone: the victory may be claimed from then (said once).
    claim_from: Option<Moment>,
    gone_said: bool,
    /// The game's clock as last seen (for answers that need it).
    now: Option<Moment>,
    calls: Sender<BoardCall>,
    /// Each request's answer, with its stamp in the order of lines heard.
    answers: Answers,
    /// The game as the stream last said it.
    state: Option<GameState>,
    /// The player's requests not yet sent, oldest first (a move with its ply).
    queue: VecDeque<(Option<usize>, BoardCall)>,
    in_flight: Option<(Option<usize>, BoardCall)>,
    /// No request before this (after 429 or a failure).
    next_try: Option<Moment>,
    pause: Backoff,
    /// The stream is down: when to connect again.
    reconnect_at: Option<Moment>,
    stream_pause: Backoff,
    /// The failure said, until things work again (said once).
    failing: bool,
    stream_lost: bool,
    malformed_said: bool,
    /// The stream's move last handed to the game, with its ply: one the game refuses is not
    /// tried again.
    tried: Option<(usize, String)>,
    /// The stream's moves no longer followed (a move the game refuses).
    astray: bool,
    /// The draw offer at the board when the game last changed.
    offer: Option<Color>,
    /// The player's own offer as the stream has shown it.
    offer_seen: bool,
    /// Lichess has ended the game: nothing more is sent.
    over: bool,
    /// The end Lichess gave the game has been handed to the board (once: an abort, which
    /// the board's rules do not know, would otherwise be said again at every wake-up).
    end_done: bool,
    /// Lichess says the opponent has gone: the victory may be claimed (Lichess says when).
    gone: bool,
    chat: Vec<(String, String)>,
    /// The ply whose first-move timer was said.
    timer_said: Option<usize>,
    /// The player's name on Lichess (from the game's full state): his own chat lines come
    /// back on the stream.
    own_name: String,
    /// Lichess's times last set on the table's clock, with the ply they were for.
    clock_set: Option<(u64, u64, usize)>,
    /// Lichess took moves back: the game's extra moves are taken back too.
    rewind: bool,
    /// The opponent's asking to take back, said (once while it stands).
    takeback_said: bool,
    /// The player's asking to take back, as the stream has shown it.
    takeback_seen: bool,
    /// Requests Lichess answered 200 whose effect the stream has yet to show: Lichess ignores
    /// some, and only a state after the request tells (`lichess_effects` says how the seat
    /// decides it whichever comes first, the answer or the state).
    effects: Effects,
    /// The game's stream as the welcome left it (its full state read), until the seat reads
    /// on.
    opened: Option<(GameFull, GameLines)>,
}

impl LichessSeat {
    /// Plays game `id` on `client` as `side`, on a stream of its own.
    pub fn new(client: Client, id: String, side: Color) -> LichessSeat {
        LichessSeat::start(client, id, side, None)
    }

    /// Plays game `id` on the game's stream already open (`lines`), whose first line, the
    /// full state `full`, welcomed the player: the seat reads on from there. One stream per
    /// game, as Lichess expects of a token (it counts a token's open streams, and answers
    /// 429 to too many).
    pub fn joining(
        client: Client,
        id: String,
        side: Color,
        full: GameFull,
        lines: GameLines,
    ) -> LichessSeat {
        LichessSeat::start(client, id, side, Some((full, lines)))
    }

    fn start(
        client: Client,
        id: String,
        side: Color,
        opened: Option<(GameFull, GameLines)>,
    ) -> LichessSeat {
        let waker = Doorbell::default();
        let (tx, heard) = channel();
        let listener = Listener {
            tx,
            ring: waker.clone(),
            order: Order::default(),
        };
        if opened.is_none() {
            read_stream(&client, &id, 0, &listener, None);
        }
        let (reader, game) = (client.clone(), id.clone());
        let (calls, answers) = sender(client, id, &listener);
        LichessSeat {
            side,
            waker,
            client: reader,
            game,
            heard,
            listener,
            connection: 0,
            last_heard: None,
            claim_from: None,
            gone_said: false,
            now: None,
            calls,
            answers,
            state: None,
            queue: VecDeque::new(),
            in_flight: None,
            next_try: None,
            pause: Backoff::new(FIRST_PAUSE, LONGEST_PAUSE),
            reconnect_at: None,
            stream_pause: Backoff::new(FIRST_PAUSE, LONGEST_PAUSE),
            failing: false,
            stream_lost: false,
            malformed_said: false,
            tried: None,
            astray: false,
            offer: None,
            offer_seen: false,
            over: false,
            end_done: false,
            gone: false,
            chat: Vec::new(),
            timer_said: None,
            own_name: String::new(),
            clock_set: None,
            rewind: false,
            takeback_said: false,
            takeback_seen: false,
            effects: Effects::default(),
            opened,
        }
    }

    /// The stream opened for the welcome, read on: its full state first. Not before the
    /// loop's first round, so that nothing the seat says comes before the welcome.
    fn read_opened(&mut self) {
        if let Some((full, lines)) = self.opened.take() {
            let full = GameNews::GameFull(Box::new(full));
            self.listener.hand_on(0, Heard::Line(Line::News(full)));
            read_stream(&self.client, &self.game, 0, &self.listener, Some(lines));
        }
    }
}

/// The requests answered, each with its stamp in the seat's order.
type Answers = Receiver<(BoardCall, u64, Result<(), PushError>)>;

/// The thread that sends the player's requests one at a time, each stamped just before it
/// goes out with the number of the last line heard.
fn sender(client: Client, id: String, listener: &Listener) -> (Sender<BoardCall>, Answers) {
    let (calls, jobs) = channel::<BoardCall>();
    let (done, answers) = channel();
    let (ring, order) = (listener.ring.clone(), listener.order.clone());
    std::thread::spawn(move || {
        for call in jobs {
            let stamp = order.now();
            let result = client.board(&id, &call);
            tracing::info!(event = "lichess", sent = call_name(&call), result = ?result);
            if done.send((call, stamp, result)).is_err() {
                return;
            }
            ring.ring();
        }
    });
    (calls, answers)
}

/// Lichess called the game off: over at the board with no result, said as aborted.
fn aborted() -> Record {
    Record::Result {
        result: GameResult::NoResult,
        ruling: Ruled::Aborted,
        reason: "Lichess: aborted".into(),
    }
}

/// The request's name for the log (never its text: a chat line is the player's).
fn call_name(call: &BoardCall) -> &'static str {
    match call {
        BoardCall::Move(_) => "move",
        BoardCall::Draw(_) => "draw answer",
        BoardCall::TakeBack(_) => "take-back answer",
        BoardCall::Resign => "resign",
        BoardCall::Abort => "abort",
        BoardCall::ClaimVictory => "claim victory",
        BoardCall::Chat(_) => "chat",
    }
}

fn chat_line(name: &str, text: &str) -> Act {
    say(Message::new("lichess-chat-line")
        .with("name", Arg::Text(name.to_string()))
        .with("text", Arg::Text(text.to_string())))
}

impl Seat for LichessSeat {
    fn set_waker(&mut self, waker: Waker) {
        self.waker.set(waker);
    }

    /// The next request, or the reconnection, when its pause is over.
    fn prepare(
        &mut self,
        _table: &Table,
        _asking: bool,
        now: Moment,
    ) -> (Vec<Act>, Option<Moment>) {
        self.now = Some(now);
        self.read_opened();
        self.send(now);
        let acts = self.watch(now);
        self.connect(now);
        let call = self.next_try.filter(|_| !self.queue.is_empty());
        let silence = self
            .last_heard
            .filter(|_| self.listening())
            .map(|at| at + SILENCE);
        let wake = call
            .into_iter()
            .chain(self.reconnect_at)
            .chain(silence)
            .min();
        (acts, wake)
    }

    fn woken(&mut self, table: &Table, now: Moment) -> Vec<Act> {
        let mut acts = Vec::new();
        while let Ok((call, stamp, result)) = self.answers.try_recv() {
            acts.extend(self.answered(table.session(), &call, (stamp, result), now));
        }
        self.now = Some(now);
        while let Ok(stamped) = self.heard.try_recv() {
            if stamped.connection == self.connection {
                acts.extend(self.hear(stamped, table.session(), now));
            }
        }
        self.connect(now);
        self.send(now);
        if !acts.is_empty() {
            return acts;
        }
        self.follow(table.session())
    }

    /// The player's move, draw answer or resignation goes to Lichess.
    fn changed(&mut self, table: &Table, moved: bool, now: Moment) -> Vec<Act> {
        let session = table.session();
        let game = session.game();
        let offer = game.draw_offer().map(|o| o.by);
        let before = std::mem::replace(&mut self.offer, offer);
        if !self.over {
            let opponent = !self.side;
            if offer == Some(self.side) && before != Some(self.side) {
                self.queue.push_back((None, BoardCall::Draw(true)));
            }
            if before == Some(opponent) && offer.is_none() {
                let agreed = game
                    .outcome()
                    .is_some_and(|o| o.termination == Termination::Agreement);
                if !agreed || self.state.as_ref().is_none_or(GameState::running) {
                    self.queue.push_back((None, BoardCall::Draw(agreed)));
                }
            }
            if let Some(outcome) = game.outcome()
                && outcome.termination == Termination::Resignation
                && outcome.result == crate::game::GameResult::win_for(opponent)
                && self.state.as_ref().is_none_or(GameState::running)
            {
                self.queue.push_back((None, BoardCall::Resign));
            }
        }
        if moved && !game.is_over() || game.outcome().is_some() {
            self.queue_move(session);
        }
        self.send(now);
        Vec::new()
    }

    fn moves_next(&self, table: &Table) -> bool {
        let game = table.session().game();
        !game.is_over() && game.turn() != self.side
    }

    /// No engine helps in a Lichess game (Lichess forbids it through the Board API).
    fn answer(&mut self, _table: &Table, question: Question, _now: Moment) -> Option<Vec<Act>> {
        match question {
            Question::Engine(_) => Some(vec![say(Message::new("lichess-no-engine"))]),
            Question::BoardCheck => None,
            Question::Online(ask) => Some(self.online(ask)),
        }
    }
}

impl LichessSeat {
    /// `chat`, `chat TEXT`, abort, claim the victory: sent, or said why not.
    fn online(&mut self, ask: OnlineAsk) -> Vec<Act> {
        if self.over && ask != OnlineAsk::Chat(String::new()) {
            return vec![say(Message::new("game-is-over"))];
        }
        let (call, said) = match ask {
            OnlineAsk::Chat(text) if text.is_empty() => {
                if self.chat.is_empty() {
                    return vec![say(Message::new("lichess-chat-none"))];
                }
                return self
                    .chat
                    .iter()
                    .map(|(name, text)| chat_line(name, text))
                    .collect();
            }
            OnlineAsk::Chat(text) => (BoardCall::Chat(text), "lichess-chat-sent"),
            // Lichess's game went on past the board's: not abortable there, so a resignation.
            OnlineAsk::ResignEarly(by) if self.astray => {
                return vec![Act::Do(Intent::record(Record::Resign { by: by.into() }))];
            }
            OnlineAsk::Abort | OnlineAsk::ResignEarly(_) => {
                (BoardCall::Abort, "lichess-abort-asked")
            }
            OnlineAsk::ClaimVictory if !self.gone => {
                return vec![say(Message::new("lichess-victory-not-yet"))];
            }
            // Before Lichess allows it: how long still.
            OnlineAsk::ClaimVictory
                if self
                    .claim_from
                    .zip(self.now)
                    .is_some_and(|(from, now)| now < from) =>
            {
                let left = self
                    .claim_from
                    .zip(self.now)
                    .map_or(0, |(from, now)| from.saturating_since(now).as_secs().max(1));
                return vec![say(
                    Message::new("lichess-opponent-gone").with("seconds", left)
                )];
            }
            OnlineAsk::ClaimVictory => (BoardCall::ClaimVictory, "lichess-victory-asked"),
            OnlineAsk::TakeBack if self.takeback_said => {
                (BoardCall::TakeBack(true), "lichess-takeback-agreed")
            }
            OnlineAsk::TakeBack => (BoardCall::TakeBack(true), "lichess-takeback-asked"),
        };
        self.queue.push_back((None, call));
        vec![say(Message::new(said))]
    }

    /// The player's newest move, if Lichess does not have it yet, goes into the queue.
    fn queue_move(&mut self, session: &Session) {
        let moves = uci_moves(session);
        let Some(ply) = moves.len().checked_sub(1) else {
            return;
        };
        let mover = session
            .game()
            .position_at(ply)
            .map(shakmaty::Position::turn);
        let known = self.server_moves();
        if mover != Some(self.side) || known.get(ply) == moves.get(ply) {
            return;
        }
        let call = BoardCall::Move(moves[ply].clone());
        let queued = self.queue.iter().chain(&self.in_flight);
        if !queued
            .into_iter()
            .any(|(p, c)| *p == Some(ply) && *c == call)
        {
            self.queue.push_back((Some(ply), call));
        }
    }

    fn server_moves(&self) -> Vec<String> {
        self.state
            .as_ref()
            .map(GameState::moves)
            .unwrap_or_default()
    }

    /// Hands the next request to the sending thread, unless one is under way or the pause
    /// lasts; a move Lichess already has (the stream says so) is not sent again.
    fn send(&mut self, now: Moment) {
        if self.in_flight.is_some() || self.next_try.is_some_and(|at| now < at) {
            return;
        }
        let known = self.server_moves();
        while let Some((ply, call)) = self.queue.pop_front() {
            if let (Some(ply), BoardCall::Move(uci)) = (ply, &call)
                && known.get(ply) == Some(uci)
            {
                continue;
            }
            if self.over {
                continue;
            }
            self.next_try = None;
            if self.calls.send(call.clone()).is_ok() {
                self.effects.sending(self.listener.order.now());
                self.in_flight = Some((ply, call));
            }
            return;
        }
    }

    /// After a dropped stream's pause: connect again, on a new connection (the old one's
    /// reader, perhaps stuck on a silent connection, is no longer heard).
    fn connect(&mut self, now: Moment) {
        if let Some(at) = self.reconnect_at
            && now >= at
        {
            self.reconnect_at = None;
            self.connection += 1;
            self.last_heard = Some(now);
            read_stream(
                &self.client,
                &self.game,
                self.connection,
                &self.listener,
                None,
            );
        }
    }

    /// When the game's stream last sent a line (news or keep-alive), on the game's clock.
    pub fn last_heard(&self) -> Option<Moment> {
        self.last_heard
    }

    /// Whether the stream should be speaking: connected, and the game not over.
    fn listening(&self) -> bool {
        self.reconnect_at.is_none() && !self.over
    }

    /// A stream silent for [`SILENCE`] on the game's clock is a dropped one.
    fn watch(&mut self, now: Moment) -> Vec<Act> {
        let since = *self.last_heard.get_or_insert(now);
        if !self.listening() || now < since + SILENCE {
            return Vec::new();
        }
        tracing::warn!(
            event = "lichess",
            stream = "silent",
            connection = self.connection
        );
        self.dropped(None, now)
    }

    /// What a request came to.
    fn answered(
        &mut self,
        session: &Session,
        call: &BoardCall,
        (stamp, result): (u64, Result<(), PushError>),
        now: Moment,
    ) -> Vec<Act> {
        let sent = self.in_flight.take();
        self.effects.answered();
        match result {
            Ok(()) => {
                self.pause.succeeded();
                let mut acts = match std::mem::take(&mut self.failing) {
                    true => vec![say(Message::new("lichess-back"))],
                    false => Vec::new(),
                };
                if let Some(expect) = self.expect(session, call) {
                    for came in self.effects.taken(expect, stamp, self.side) {
                        acts.extend(self.came(came));
                    }
                }
                acts
            }
            // A move the token may not make (403, 401) is not made on Lichess: taken back at
            // the board, the reason said once; asking again would be refused again.
            Err(error @ (PushError::Refused { .. } | PushError::TokenUnknown { .. }))
                if matches!(call, BoardCall::Move(_)) =>
            {
                self.queue.clear();
                let mut acts = self.refused(session, sent.and_then(|(p, _)| p), call);
                if !std::mem::replace(&mut self.failing, true) {
                    acts.insert(0, say(error.message()));
                }
                acts
            }
            Err(PushError::Status(_) | PushError::Rejected(_))
                if matches!(call, BoardCall::Move(_)) =>
            {
                self.refused(session, sent.and_then(|(p, _)| p), call)
            }
            // Refused, not failed: asking again would be refused again.
            Err(PushError::Status(_) | PushError::Rejected(_)) => {
                vec![say(Message::new("lichess-call-refused"))]
            }
            Err(error) => {
                // Tried again after the pause: first in the queue, compared again then.
                self.queue.extend(sent);
                self.queue.rotate_right(1);
                let after_pause = self.pause.failed(now);
                self.next_try = Some(match error {
                    PushError::RateLimited => now + RATE_LIMIT_WAIT,
                    _ => after_pause,
                });
                if let PushError::Refused { .. } | PushError::TokenUnknown { .. } = error {
                    self.queue.clear();
                }
                match std::mem::replace(&mut self.failing, true) {
                    false => vec![say(
                        Message::new("lichess-failing").with("reason", error.message())
                    )],
                    true => Vec::new(),
                }
            }
        }
    }

    /// What a request Lichess took should show on the stream: the player's own draw offer
    /// (not an acceptance), his asking to take back (not an agreement), a victory claim.
    fn expect(&self, session: &Session, call: &BoardCall) -> Option<Expect> {
        let theirs = self.state.as_ref().is_some_and(|state| match self.side {
            Color::White => state.btakeback,
            Color::Black => state.wtakeback,
        });
        let offering = session.game().draw_offer().map(|o| o.by) == Some(self.side);
        match call {
            BoardCall::Draw(true) if offering => Some(Expect::Draw),
            BoardCall::TakeBack(true) if !theirs => Some(Expect::TakeBack),
            BoardCall::ClaimVictory => Some(Expect::Victory),
            _ => None,
        }
    }

    /// A request settled: one Lichess ignored is said, and the player's offer no longer
    /// stands at the board.
    fn came(&mut self, came: Came) -> Vec<Act> {
        match came {
            Came::Shown => Vec::new(),
            Came::Ignored(Expect::Draw) => {
                let mut acts = vec![say(Message::new("lichess-draw-ignored"))];
                if self.offer == Some(self.side) {
                    self.offer = None;
                    acts.push(Act::Note(Record::Decline {
                        by: (!self.side).into(),
                    }));
                }
                acts
            }
            Came::Ignored(Expect::TakeBack) => vec![say(Message::new("lichess-takeback-ignored"))],
            Came::Ignored(Expect::Victory) => vec![say(Message::new("lichess-victory-ignored"))],
        }
    }

    /// Lichess refused the player's move: it is taken back, and said.
    fn refused(&mut self, session: &Session, ply: Option<usize>, call: &BoardCall) -> Vec<Act> {
        let BoardCall::Move(uci) = call else {
            return Vec::new();
        };
        let moves = uci_moves(session);
        let (Some(ply), false) = (ply, self.server_moves().get(ply.unwrap_or(0)) == Some(uci))
        else {
            return Vec::new();
        };
        let mut acts = vec![say(Message::new("lichess-move-refused"))];
        if moves.len() == ply + 1 && moves.get(ply) == Some(uci) {
            acts.push(Act::Do(Intent::record(Record::TakeBack)));
        }
        acts
    }

    /// One thing heard on the stream.
    fn hear(&mut self, stamped: Stamped, session: &Session, now: Moment) -> Vec<Act> {
        let Stamped { order, heard, .. } = stamped;
        if let Heard::Line(_) = heard {
            self.last_heard = Some(now);
        }
        match heard {
            Heard::Line(Line::KeepAlive) => Vec::new(),
            Heard::Line(Line::News(news)) => self.news(news, order, session),
            Heard::Line(Line::Malformed) => match std::mem::replace(&mut self.malformed_said, true)
            {
                false => vec![say(Message::new("lichess-malformed"))],
                true => Vec::new(),
            },
            // Lichess closes the game's stream when the game has ended: nothing was lost,
            // and there is nothing to connect to again.
            Heard::Dropped(_) if self.over || self.state.as_ref().is_some_and(|s| !s.running()) => {
                Vec::new()
            }
            Heard::Dropped(failure) => self.dropped(failure, now),
        }
    }

    /// The stream ended, broke or fell silent: connected again after a pause, said once.
    fn dropped(&mut self, failure: Option<PushError>, now: Moment) -> Vec<Act> {
        self.reconnect_at = Some(self.stream_pause.failed(now));
        if let Some(PushError::RateLimited) = failure {
            self.reconnect_at = Some(now + RATE_LIMIT_WAIT);
        }
        if self.over || std::mem::replace(&mut self.stream_lost, true) {
            return Vec::new();
        }
        let reason = failure.map_or(Message::new("lichess-unreachable"), |e| e.message());
        vec![say(
            Message::new("lichess-stream-lost").with("reason", reason)
        )]
    }

    /// One line of news, numbered `order`.
    fn news(&mut self, news: GameNews, order: u64, session: &Session) -> Vec<Act> {
        let mut acts = Vec::new();
        match news {
            // Another game's state is not this game's: read as a line anna cannot use.
            GameNews::GameFull(full) if full.id != self.game => {
                if !std::mem::replace(&mut self.malformed_said, true) {
                    acts.push(say(Message::new("lichess-malformed")));
                }
            }
            GameNews::GameFull(full) => {
                self.stream_pause.succeeded();
                let me = match self.side {
                    Color::White => &full.white,
                    Color::Black => &full.black,
                };
                self.own_name = clean(&me.name);
                if std::mem::take(&mut self.stream_lost) {
                    acts.push(say(Message::new("lichess-stream-back")));
                }
                acts.extend(self.settled(order, &full.state));
                self.new_state(full.state, session);
            }
            GameNews::GameState(state) => {
                acts.extend(self.settled(order, &state));
                self.new_state(state, session);
            }
            // Lichess sends the player's own line back: kept for `chat`, not said again.
            GameNews::ChatLine(line) => {
                let (name, text) = (clean(&line.username), clean(&line.text));
                if self.own_name.is_empty() || !name.eq_ignore_ascii_case(&self.own_name) {
                    acts.push(chat_line(&name, &text));
                }
                self.chat.push((name, text));
            }
            // Lichess repeats it every few seconds with its countdown: said once, the
            // countdown kept for `sieg`.
            GameNews::OpponentGone(gone) => {
                self.gone = gone.gone;
                let seconds = gone.claim_win_in_seconds.unwrap_or(0);
                self.claim_from = self.now.map(|now| now + Duration::from_secs(seconds));
                match (gone.gone, std::mem::replace(&mut self.gone_said, gone.gone)) {
                    (true, false) => acts.push(say(
                        Message::new("lichess-opponent-gone").with("seconds", seconds)
                    )),
                    (false, true) => acts.push(say(Message::new("lichess-opponent-back"))),
                    _ => {}
                }
            }
            GameNews::Other => {}
        }
        acts
    }

    /// The requests a state numbered `order` settles, said.
    fn settled(&mut self, order: u64, state: &GameState) -> Vec<Act> {
        let came = self.effects.state(order, state, self.side);
        came.into_iter().flat_map(|c| self.came(c)).collect()
    }

    /// The stream's newest state, its moves in the game's own writing; fewer moves than
    /// before are moves Lichess took back.
    fn new_state(&mut self, mut state: GameState, session: &Session) {
        state.moves = in_game_notation(session, &state.moves()).join(" ");
        // The player's asking, seen even when the next state (declined) comes in the same
        // wake-up.
        self.takeback_seen |= match self.side {
            Color::White => state.wtakeback,
            Color::Black => state.btakeback,
        };
        if state.moves().len() < self.server_moves().len() {
            self.rewind = true;
            // The opponent may play the same move again at the same ply.
            self.tried = None;
            self.takeback_seen = false;
        }
        self.state = Some(state);
    }

    /// The opponent asking to take back, said once; the player's asking declined, said.
    fn takeback_news(&mut self, state: &GameState) -> Vec<Act> {
        let (mine, theirs) = match self.side {
            Color::White => (state.wtakeback, state.btakeback),
            Color::Black => (state.btakeback, state.wtakeback),
        };
        let mut acts = Vec::new();
        if theirs && !std::mem::replace(&mut self.takeback_said, true) {
            acts.push(say(Message::new("lichess-takeback-offered")));
        }
        self.takeback_said &= theirs;
        if !mine && std::mem::take(&mut self.takeback_seen) {
            acts.push(say(Message::new("lichess-takeback-declined")));
        }
        self.takeback_seen |= mine;
        acts
    }

    /// The game follows the stream: the opponent's next move, his draw offer, his answer to
    /// the player's, the end Lichess gives the game. One act at a time.
    fn follow(&mut self, session: &Session) -> Vec<Act> {
        let Some(state) = self.state.clone() else {
            return Vec::new();
        };
        let game = session.game();
        if self.astray || game.is_over() {
            return self.after_the_end(session, &state);
        }
        let known = state.moves();
        let local = uci_moves(session);
        if known.len() > local.len() && known.starts_with(&local) {
            let ply = local.len();
            return self.next_move(ply, known[ply].clone());
        }
        if self.rewind && local.len() > known.len() && local.starts_with(&known) {
            return vec![Act::Do(Intent::record(Record::TakeBack))];
        }
        if known != local {
            return Vec::new();
        }
        self.rewind = false;
        if state.running() {
            let said = self.takeback_news(&state);
            if !said.is_empty() {
                return said;
            }
        }
        let offer = game.draw_offer().map(|o| o.by);
        if let Some(act) = self.offer_news(&state, offer) {
            return vec![act];
        }
        if state.running()
            && let Some(timer) = self.first_move_timer(session, &state)
        {
            return vec![timer];
        }
        if state.running() {
            return self.clock(session, &state);
        }
        self.over = true;
        if std::mem::replace(&mut self.end_done, true) {
            return Vec::new();
        }
        self.ended(&state, offer)
    }

    /// The game is over at the board, or no longer follows Lichess: only a resignation
    /// Lichess turned into an abort (it may still abort the game then) changes it: no 0-1.
    fn after_the_end(&mut self, session: &Session, state: &GameState) -> Vec<Act> {
        self.over |= !state.running();
        let resigned = session
            .game()
            .outcome()
            .is_some_and(|o| o.termination == Termination::Resignation);
        if resigned
            && matches!(state.status.as_str(), "aborted" | "noStart")
            && !std::mem::replace(&mut self.end_done, true)
        {
            return vec![Act::Do(Intent::record(aborted()))];
        }
        Vec::new()
    }

    /// The stream's move at `ply`, made at the board; one the game refused before, or that
    /// does not read, is said and no longer followed.
    fn next_move(&mut self, ply: usize, next: String) -> Vec<Act> {
        if self.tried.as_ref() == Some(&(ply, next.clone())) {
            self.astray = true;
            return vec![say(
                Message::new("lichess-illegal-move").with("uci", Arg::Text(next))
            )];
        }
        self.tried = Some((ply, next.clone()));
        match UciMove::from_ascii(next.as_bytes()) {
            Ok(uci) => vec![Act::Do(Intent::record(Record::Move { uci }))],
            Err(_) => {
                self.astray = true;
                vec![say(
                    Message::new("lichess-illegal-move").with("uci", Arg::Text(next))
                )]
            }
        }
    }

    /// The opponent's draw offer, or his decline of the player's (`offer`: the one standing
    /// at the board), as the stream's flags show them.
    fn offer_news(&mut self, state: &GameState, offer: Option<Color>) -> Option<Act> {
        let opponent = !self.side;
        let flag = |c: Color| match c {
            Color::White => state.wdraw,
            Color::Black => state.bdraw,
        };
        if flag(self.side) {
            self.offer_seen = true;
        }
        if state.running() && flag(opponent) && offer.is_none() {
            return Some(Act::Do(Intent::record(Record::Offer {
                by: opponent.into(),
            })));
        }
        if state.running() && offer == Some(self.side) && self.offer_seen && !flag(self.side) {
            self.offer_seen = false;
            return Some(Act::Do(Intent::record(Record::Decline {
                by: opponent.into(),
            })));
        }
        None
    }

    /// Lichess's first-move timer, said once for the player's first move (Lichess aborts the
    /// game when it runs out).
    fn first_move_timer(&mut self, session: &Session, state: &GameState) -> Option<Act> {
        let game = session.game();
        let expiration = state.expiration?;
        let ply = game.plies();
        if ply >= 2 || game.turn() != self.side || self.timer_said == Some(ply) {
            return None;
        }
        self.timer_said = Some(ply);
        let left = expiration
            .millis_to_move
            .saturating_sub(expiration.idle_millis)
            / 1000;
        Some(say(Message::new("lichess-first-move").with("seconds", left)))
    }

    /// The table's clock set to Lichess's times when they change (journaled, not said: `zeit`
    /// reports them, running between two states).
    fn clock(&mut self, session: &Session, state: &GameState) -> Vec<Act> {
        let times = (state.wtime, state.btime, session.game().plies());
        if session.clock().is_none() || self.clock_set == Some(times) {
            return Vec::new();
        }
        self.clock_set = Some(times);
        vec![Act::Keep(Record::Clock {
            change: ClockChange::Set {
                white_ms: state.wtime,
                black_ms: state.btime,
                moves: None,
            },
            reason: "lichess".into(),
        })]
    }

    /// Lichess ended the game: the same end at the board, in FIDE's words.
    fn ended(&self, state: &GameState, offer: Option<Color>) -> Vec<Act> {
        let winner = match state.winner.as_deref() {
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            _ => None,
        };
        let record = match (state.status.as_str(), winner) {
            ("resign", Some(w)) => Record::Resign { by: (!w).into() },
            ("outoftime", Some(w)) => Record::FlagFall { by: (!w).into() },
            ("draw", None) if offer == Some(self.side) => Record::Accept {
                by: (!self.side).into(),
            },
            // Not a result the Laws know: the game is over with no result (`*`).
            ("aborted" | "noStart", _) => aborted(),
            (status, winner) => Record::Result {
                result: match winner {
                    Some(Color::White) => GameResult::WhiteWins,
                    Some(Color::Black) => GameResult::BlackWins,
                    None => GameResult::Draw,
                },
                ruling: match status {
                    "timeout" => Ruled::Forfeit,
                    _ => Ruled::Adjudication,
                },
                reason: format!("Lichess: {status}"),
            },
        };
        vec![Act::Do(Intent::record(record))]
    }
}
