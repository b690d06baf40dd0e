//! Watching a game on Lichess as a mode of its own: the boards of a broadcast round (or one
//! game, or Lichess TV) kept as their stream shows them, one board followed. Each new move of
//! the followed board is made in a game of its own (no journal: nothing is played here) and
//! said as at the board, in the player's words; every command that reads the position reads
//! it; `zeit` gives the clocks of the last `[%clk]`; a number or a player's name switches the
//! board; a typed move is refused in words and nothing is ever sent. A stream that drops is
//! connected again after a growing pause, said once, as the play seat does.

use std::collections::HashSet;
use std::io::Read;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use shakmaty::Position;

use crate::clock::Moment;
use crate::command::{Conversation, Intent, reads_only};
use crate::lang::{CommandWord, Language};
use crate::lichess::{Client, FeedNews, PushError, WatchSource, WatchedGame};
use crate::message::{Arg, Message};
use crate::notation::{announce, fold_input};
use crate::output::{Event, Waker, Words};
use crate::session::{Record, Session, Setup, spoken_time};

/// The first pause before connecting again; each further failure doubles it.
const FIRST_PAUSE: Duration = Duration::from_secs(1);
/// The longest pause between tries.
const LONGEST_PAUSE: Duration = Duration::from_secs(60);
/// How long after the first board the board asked for may still come before its absence is
/// said (Lichess sends every board of the round at once when the stream opens).
const FIRST_BOARDS: Duration = Duration::from_secs(2);

/// Which board to follow once the stream shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// By its number in the round (from 1).
    Board(usize),
    /// The board where this player plays (part of the name, any case).
    Player(String),
    /// The game of this id (a round's game address).
    Game(String),
}

pub struct Watcher {
    source: WatchSource,
    client: Client,
    /// The boards in the order the stream first showed them.
    boards: Vec<WatchedGame>,
    wanted: Wanted,
    followed: Option<usize>,
    /// The followed game at its newest position, for the reading commands and the prompt.
    session: Session,
    /// The key of the game the session holds.
    shown: Option<String>,
    /// The games whose result has been said.
    results_said: HashSet<String>,
    /// A blank game in the player's words and settings, copied for every game followed.
    base: Setup,
    language: Arc<Language>,
    talk: Conversation,
    news: Receiver<(u64, FeedNews)>,
    news_tx: Sender<(u64, FeedNews)>,
    connection: u64,
    reconnect_at: Option<Moment>,
    pause: Duration,
    lost_said: bool,
    unreadable_said: bool,
    waker: Arc<Mutex<Option<Waker>>>,
    /// The answer said last, for `nochmal`.
    last_said: Vec<Event>,
    /// When the board asked for, not among the boards come by then, is said to be missing
    /// (once; it is still followed if it comes later).
    missing_at: Option<Moment>,
    missing_said: bool,
}

impl Watcher {
    /// Watches `source`, whose stream `first` is already open; `base` holds the player's move
    /// words and announcement settings.
    pub fn new(
        client: Client,
        source: WatchSource,
        first: Box<dyn Read + Send>,
        wanted: Wanted,
        base: Setup,
        language: Arc<Language>,
    ) -> Result<Watcher, Message> {
        let base = Setup {
            time_control: None,
            warnings_ms: Vec::new(),
            rules: crate::session::Rules {
                tournament: false,
                ..base.rules.clone()
            },
            engine: None,
            online: true,
            ..base
        };
        let mut session = Session::new(base.clone()).map_err(|e| e.message())?;
        session.read_also(language.code());
        let (news_tx, news) = channel();
        let watcher = Watcher {
            talk: Conversation::new(&language, &session),
            source,
            client,
            boards: Vec::new(),
            wanted,
            followed: None,
            session,
            shown: None,
            results_said: HashSet::new(),
            base,
            language,
            news,
            news_tx,
            connection: 0,
            reconnect_at: None,
            pause: FIRST_PAUSE,
            lost_said: false,
            unreadable_said: false,
            waker: Arc::new(Mutex::new(None)),
            last_said: Vec::new(),
            missing_at: None,
            missing_said: false,
        };
        watcher.read(first, 0);
        Ok(watcher)
    }

    /// The game followed, at its newest position.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The words the outputs say the watched game in: the conversation's language, the game's
    /// move words (the session holds no language of its own).
    pub fn words(&self) -> Words {
        self.session.words_in(&self.language)
    }

    /// What the stream's reader rings when it has news.
    pub fn set_waker(&mut self, waker: Waker) {
        *self.waker.lock().unwrap_or_else(PoisonError::into_inner) = Some(waker);
    }

    /// A line that only quiets the speech.
    pub fn is_silence(&self, line: &str) -> bool {
        self.talk.is_silence(line)
    }

    /// `geräte`: answered by the loop, which holds the outputs.
    pub fn asks_devices(&self, line: &str) -> bool {
        let folded = fold_input(line);
        let first = folded.split_whitespace().next().unwrap_or("");
        self.talk.command_word(first) == Some(CommandWord::Devices)
    }

    /// When to look again without news (to connect again).
    pub fn next_wake(&self) -> Option<Moment> {
        let missing = self.missing_at.filter(|_| !self.missing_said);
        self.reconnect_at.into_iter().chain(missing).min()
    }

    /// The reading commands' answer to the board cursor.
    pub fn explore(&mut self, key: crate::command::Explore) -> Vec<Event> {
        self.talk.explore(&self.session, key).answers().to_vec()
    }

    /// A reader thread for connection `connection`.
    fn read(&self, reader: Box<dyn Read + Send>, connection: u64) {
        let (source, tx, waker) = (
            self.source.clone(),
            self.news_tx.clone(),
            self.waker.clone(),
        );
        std::thread::spawn(move || {
            let tell = |news: FeedNews| {
                let sent = tx.send((connection, news)).is_ok();
                if let Some(wake) = waker
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .as_ref()
                {
                    wake();
                }
                sent
            };
            crate::lichess::read_feed(&source, reader, &tell);
        });
    }

    /// After a dropped stream's pause: connected again, on a new connection.
    fn connect(&mut self, now: Moment) -> Vec<Event> {
        if self.reconnect_at.is_none_or(|at| now < at) {
            return Vec::new();
        }
        self.reconnect_at = None;
        self.connection += 1;
        match crate::lichess::open_watch(&self.client, &self.source) {
            Ok(reader) => {
                tracing::info!(event = "watch", stream = "open", self.connection);
                self.read(reader, self.connection);
                Vec::new()
            }
            Err(e) => self.dropped(Some(e), now),
        }
    }

    /// The stream ended or broke: connected again after a pause, said once.
    fn dropped(&mut self, failure: Option<PushError>, now: Moment) -> Vec<Event> {
        // A game's stream closes when the game has ended, a round's when all its games
        // have: nothing more will come.
        let ended = !self.boards.is_empty()
            && !matches!(self.source, WatchSource::Tv(_))
            && self.boards.iter().all(|g| g.result.is_some());
        if ended {
            return Vec::new();
        }
        let pause = match failure {
            Some(PushError::RateLimited) => crate::lichess::RATE_LIMIT_WAIT,
            _ => self.pause,
        };
        self.reconnect_at = Some(now + pause);
        self.pause = (self.pause * 2).min(LONGEST_PAUSE);
        tracing::warn!(event = "watch", stream = "dropped", failure = ?failure);
        if std::mem::replace(&mut self.lost_said, true) {
            return Vec::new();
        }
        let reason = failure.map_or(Message::new("lichess-unreachable"), |e| e.message());
        said(Message::new("lichess-stream-lost").with("reason", reason))
    }

    /// What the stream brought since the last look, and the reconnection when due.
    pub fn woken(&mut self, now: Moment) -> Vec<Event> {
        let mut events = Vec::new();
        while let Ok((connection, news)) = self.news.try_recv() {
            if connection != self.connection {
                continue;
            }
            match news {
                FeedNews::Game(game) => {
                    if std::mem::take(&mut self.lost_said) {
                        events.extend(said(Message::new("lichess-stream-back")));
                    }
                    self.pause = FIRST_PAUSE;
                    events.extend(self.update(game, now));
                }
                FeedNews::Unreadable if !std::mem::replace(&mut self.unreadable_said, true) => {
                    events.extend(said(Message::new("lichess-malformed")));
                }
                FeedNews::Unreadable => {}
                FeedNews::Dropped(failure) => events.extend(self.dropped(failure, now)),
            }
        }
        events.extend(self.connect(now));
        events.extend(self.missing(now));
        events
    }

    /// The board asked for has not come with the others: said once, with what there is.
    fn missing(&mut self, now: Moment) -> Vec<Event> {
        if self.followed.is_some() || self.boards.is_empty() || self.missing_said {
            return Vec::new();
        }
        let at = *self.missing_at.get_or_insert(now + FIRST_BOARDS);
        if now < at {
            return Vec::new();
        }
        self.missing_said = true;
        let count = self.boards.len();
        said(match &self.wanted {
            Wanted::Board(n) => Message::new("watch-no-board")
                .with("board", *n)
                .with("count", count),
            Wanted::Player(name) => Message::new("watch-no-player")
                .with("name", Arg::Text(name.clone()))
                .with("count", count),
            Wanted::Game(id) => Message::new("watch-no-player")
                .with("name", Arg::Text(id.clone()))
                .with("count", count),
        })
    }

    /// A game as its stream now shows it: kept, and said if it is the one followed.
    fn update(&mut self, game: WatchedGame, now: Moment) -> Vec<Event> {
        let single = !matches!(self.source, WatchSource::Round { .. });
        let index = match self.boards.iter().position(|g| g.key == game.key) {
            Some(i) => i,
            None if single && !self.boards.is_empty() => 0,
            None => {
                self.boards.push(game.clone());
                self.boards.len() - 1
            }
        };
        self.boards[index] = game;
        match self.followed {
            Some(i) if i == index => self.caught_up(now),
            None if single || self.wants(index) => self.follow(index, now),
            _ => Vec::new(),
        }
    }

    /// Whether board `index` is the one asked for.
    fn wants(&self, index: usize) -> bool {
        let game = &self.boards[index];
        match &self.wanted {
            Wanted::Board(n) => *n == index + 1,
            Wanted::Player(name) => plays(game, name),
            Wanted::Game(id) => game.key.ends_with(id.as_str()),
        }
    }

    /// The followed board's game set up anew at its newest position (silently); then said:
    /// the board, its players, its last move and its result.
    fn follow(&mut self, index: usize, now: Moment) -> Vec<Event> {
        self.followed = Some(index);
        let game = self.boards[index].clone();
        let setup = Setup {
            white: game.white.clone(),
            black: game.black.clone(),
            event: "Lichess".into(),
            board: (index + 1).to_string(),
            fen: game.fen.clone(),
            ..self.base.clone()
        };
        let Ok(mut session) = Session::new(setup) else {
            return said(Message::new("lichess-garbled"));
        };
        session.read_also(self.language.code());
        let mode = session.game().castling_mode();
        for uci in game.uci(mode) {
            if session.apply(&Record::Move { uci }, now).is_err() {
                break;
            }
        }
        self.session = session;
        self.shown = Some(game.key.clone());
        let mut events = said(self.board_message(index, "watch-following"));
        events.extend(said(self.last_move()));
        if game.result.is_some() {
            if !self.session.game().is_over() {
                events.extend(said(self.result_message(index)));
            }
            self.results_said.insert(game.key);
        }
        events
    }

    /// The followed board changed: its new moves made and said, its result said once; a
    /// different game on it (TV's next) or moves taken back set it up anew.
    fn caught_up(&mut self, now: Moment) -> Vec<Event> {
        let Some(index) = self.followed else {
            return Vec::new();
        };
        let game = self.boards[index].clone();
        if self.shown.as_deref() != Some(game.key.as_str()) {
            let mut events = said(Message::new("watch-new-game"));
            events.extend(self.follow(index, now));
            return events;
        }
        let made = self.session.game().moves().len();
        let moves = game.uci(self.session.game().castling_mode());
        let known = super::seats::uci_moves(&self.session);
        let written: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        if !written.starts_with(&known) {
            return self.follow(index, now);
        }
        let mut events = Vec::new();
        for uci in moves.into_iter().skip(made) {
            match self.session.apply(&Record::Move { uci }, now) {
                Ok(said) => events.extend(said),
                Err(_) => return self.follow(index, now),
            }
        }
        if game.result.is_some() && !self.results_said.contains(&game.key) {
            self.results_said.insert(game.key.clone());
            if !self.session.game().is_over() {
                events.extend(said(self.result_message(index)));
            }
        }
        events
    }

    /// "Brett 2: Carlsen gegen Caruana."
    fn board_message(&self, index: usize, id: &'static str) -> Message {
        let game = &self.boards[index];
        Message::new(id)
            .with("board", index + 1)
            .with("white", Arg::Text(game.white.clone()))
            .with("black", Arg::Text(game.black.clone()))
    }

    /// The followed game's last move in words, or that none has been made.
    fn last_move(&self) -> Message {
        let game = self.session.game();
        let (Some(last), Some(before)) = (
            game.moves().last(),
            game.plies()
                .checked_sub(1)
                .and_then(|ply| game.position_at(ply)),
        ) else {
            return Message::new("no-move-yet");
        };
        Message::new("last-move")
            .with(
                "number",
                crate::session::move_number(before.fullmoves().get(), before.turn()),
            )
            .with("move", announce(before, last.mv, self.session.options()))
    }

    /// "Brett 2, Carla gegen Dieter: Weiß gewinnt."
    fn result_message(&self, index: usize) -> Message {
        self.board_message(index, "watch-result")
            .with("result", self.result_words(index))
    }

    /// The board's result in words ("Weiß gewinnt").
    fn result_words(&self, index: usize) -> Message {
        let result = match self.boards[index].result.as_deref() {
            Some("1-0") => crate::game::GameResult::WhiteWins,
            Some("0-1") => crate::game::GameResult::BlackWins,
            _ => crate::game::GameResult::Draw,
        };
        crate::session::result_message(result)
    }

    /// A typed line; `None` when the player leaves.
    pub fn line(&mut self, line: &str, now: Moment) -> Option<Vec<Event>> {
        let events = self.answer(line, now)?;
        if !events.is_empty() {
            self.last_said = events.clone();
        }
        Some(events)
    }

    fn answer(&mut self, line: &str, now: Moment) -> Option<Vec<Event>> {
        let folded = fold_input(line);
        let mut words = folded.split_whitespace();
        let Some(first) = words.next() else {
            return Some(Vec::new());
        };
        if let Ok(n) = first.parse::<usize>() {
            return Some(self.switch(n, now));
        }
        if self.is_boards_word(first) {
            return Some(self.list());
        }
        use CommandWord as C;
        match self.talk.command_word(first) {
            Some(C::Quit) => None,
            Some(C::Repeat) => Some(self.last_said.clone()),
            Some(C::Time) => Some(said(self.clocks())),
            Some(C::Help) => Some(said(Message::new("watch-help"))),
            Some(c) if reads_only(c) => Some(match self.talk.input(&self.session, line, now) {
                Intent::Answer(answers) | Intent::BoardCheck(answers) => answers,
                _ => Vec::new(),
            }),
            _ => Some(self.by_name(line.trim(), now)),
        }
    }

    /// `bretter` and its words in the conversation's language.
    fn is_boards_word(&self, word: &str) -> bool {
        let words = self
            .language
            .text(&Message::new("watch-boards-words"), self.session.vocab());
        words
            .split(',')
            .any(|w| fold_input(w.trim()) == word && !w.trim().is_empty())
    }

    /// A player's name switches to his board; anything else is refused: nothing is played.
    fn by_name(&mut self, name: &str, now: Moment) -> Vec<Event> {
        let found = (name.chars().count() >= 3)
            .then(|| self.boards.iter().position(|g| plays(g, name)))
            .flatten();
        match found {
            Some(index) => self.switch(index + 1, now),
            None => said(Message::new("watch-read-only")),
        }
    }

    /// Follows board `n` (from 1).
    fn switch(&mut self, n: usize, now: Moment) -> Vec<Event> {
        if n == 0 || n > self.boards.len() {
            return said(
                Message::new("watch-no-board")
                    .with("board", n)
                    .with("count", self.boards.len()),
            );
        }
        self.wanted = Wanted::Board(n);
        self.follow(n - 1, now)
    }

    /// Every board: its number, players, and result or whose move it is.
    fn list(&self) -> Vec<Event> {
        if self.boards.is_empty() {
            return said(Message::new("watch-no-boards"));
        }
        (0..self.boards.len())
            .map(|i| {
                let game = &self.boards[i];
                let state = match game.result {
                    Some(_) => self.result_words(i),
                    None => Message::new("watch-to-move").with("side", game.position().turn()),
                };
                Event::Private(
                    self.board_message(i, "watch-board-line")
                        .with("state", state),
                )
            })
            .collect()
    }

    /// Both clocks from the last `[%clk]` of each side.
    fn clocks(&self) -> Message {
        let clocks = self
            .followed
            .map(|i| self.boards[i].clocks)
            .unwrap_or_default();
        let [Some(white), Some(black)] = clocks else {
            return Message::new("watch-no-clocks");
        };
        Message::new("watch-clocks")
            .with("white", spoken_time(Duration::from_secs(white)))
            .with("black", spoken_time(Duration::from_secs(black)))
    }
}

/// Whether `name` (part of it, any case) plays in `game`.
fn plays(game: &WatchedGame, name: &str) -> bool {
    let name = name.to_lowercase();
    [&game.white, &game.black]
        .iter()
        .any(|p| p.to_lowercase().contains(&name))
}

fn said(message: Message) -> Vec<Event> {
    vec![Event::Private(message)]
}
