//! The command language: what people type (a command word and its arguments, in the
//! conversation's language, German or English; a yes or no to the question anna asked; a move
//! in any form the vocabulary reads) becomes an [`Intent`]. The rules state machine
//! (`session`) never sees text, and the open questions are kept here, in the [`Conversation`].

mod arbiter;
mod claims;
mod clock;
mod explore;
mod move_refusal;
mod moves;
mod position;
mod read;
mod refused;
mod table;
mod toolbox;

pub use explore::Explore;
pub use position::bad_argument;
pub use read::reads_only;

use std::sync::Arc;

use shakmaty::Color;

use crate::clock::Moment;
use crate::lang::{CommandWord, Commands, Language};
use crate::message::Message;
use crate::output::Event;
use crate::session::{Record, Session};

/// What one typed line (or a key, or a seat) asks the table to do. One of these, never two:
/// the variants cannot contradict each other.
#[derive(Debug, PartialEq, Eq)]
pub enum Intent {
    /// Nothing (an empty line outside a tournament, a line that only quiets the speech).
    Nothing,
    /// Answers for the one who asked; nothing changes.
    Answer(Vec<Event>),
    /// Records to commit, each written to the journal before it is made, then the answers.
    Commit {
        records: Vec<Record>,
        answers: Vec<Event>,
    },
    /// The board read out, and an electronic board compared with the game (`prüfen`).
    BoardCheck(Vec<Event>),
    /// Save the score sheet now.
    Save,
    /// Say the closing code of the record so far (`prüfcode`).
    Code,
    /// Leave the game: saved and resumable if it goes on, simply left if it is over.
    Leave,
    /// Say the last answer again.
    Repeat,
    /// Report every output and its state.
    Devices,
    /// Start the next game, colours swapped (after this one has ended).
    NewGame,
    /// A question for the engine, answered by whoever runs it.
    Engine(EngineAsk),
    /// A request to the opponent's server in an online game, answered by its seat.
    Online(OnlineAsk),
    /// Leave the finished game for its review (`analyse`).
    Review,
}

/// What the player asks of the server in an online game (Lichess).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineAsk {
    /// `chat TEXT` writes a line to the opponent; `chat` alone reads the chat so far.
    Chat(String),
    /// Abort the game (before it has really begun, as Lichess allows).
    Abort,
    /// A resignation before both players have moved at the board: Lichess aborts such a
    /// game, so it is asked as an abort, unless Lichess's game has gone on past the board's
    /// (moves the board refused), where it is the resignation it says.
    ResignEarly(shakmaty::Color),
    /// Claim the victory when the opponent has left.
    ClaimVictory,
    /// `zurück`: ask the opponent to take back the last move, or agree to his asking.
    TakeBack,
}

/// What a player in a training game asks the engine (never in a tournament: 11.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineAsk {
    /// The best move for the side to move.
    Hint,
    /// Who stands better and by how much; `exact` adds the figure.
    Eval { exact: bool },
    /// The opponent's best move if it were his turn.
    Threat,
    /// `engine neu`: the stopped engine started again.
    Restart,
}

impl Intent {
    /// The records this commits (none if it commits nothing).
    pub fn records(&self) -> &[Record] {
        match self {
            Intent::Commit { records, .. } => records,
            _ => &[],
        }
    }

    /// What the one who asked is told (after the records' own events).
    pub fn answers(&self) -> &[Event] {
        match self {
            Intent::Commit { answers, .. }
            | Intent::Answer(answers)
            | Intent::BoardCheck(answers) => answers,
            _ => &[],
        }
    }

    pub fn answer(message: Message) -> Intent {
        Intent::Answer(vec![Event::Private(message)])
    }

    pub fn record(record: Record) -> Intent {
        Intent::commit(vec![record])
    }

    pub fn commit(records: Vec<Record>) -> Intent {
        Intent::Commit {
            records,
            answers: Vec::new(),
        }
    }
}

/// A question anna asked and waits a yes or no for.
#[derive(Clone, Debug, PartialEq)]
enum Pending {
    Resign(Color),
    Quit,
    TakeBack {
        asked_of: Color,
    },
    /// An arbiter's change, said in full and waiting for "ja".
    Arbiter(Record),
    /// `remis` typed where both players type: which side offers (a side's word answers).
    OfferBy,
}

/// The conversation at the board: the command words understood and the questions open.
/// A question lasts until the game changes (a record is applied): then it is answered or moot.
pub struct Conversation {
    /// The conversation's language, whose command words are understood first; German's and
    /// English's after them ([`Conversation::languages`]).
    language: Arc<Language>,
    pending: Option<Pending>,
    /// A move asked about (which piece to promote to, which of several moves): its candidates
    /// and the question.
    open_move: Option<(Vec<shakmaty::Move>, Message)>,
    /// The game's changes when the questions were asked.
    seen: u64,
    /// The square the board cursor is on, once a cursor key was pressed.
    cursor: Option<shakmaty::Square>,
    /// The side whose keyboard this is, where the other side's moves come from elsewhere (an
    /// e-board); an engine game and a blind player's tournament game say it themselves.
    keyboard: Option<Color>,
    /// The last line read was a move that could not be played.
    move_refused: bool,
}

/// A line being read: the game as it is and the conversation about it.
struct Reader<'a> {
    s: &'a Session,
    talk: &'a mut Conversation,
}

impl Conversation {
    /// The conversation in `language`, about the game of `session`.
    pub fn new(language: &Arc<Language>, session: &Session) -> Conversation {
        Conversation {
            language: language.clone(),
            pending: None,
            open_move: None,
            seen: session.changes(),
            cursor: None,
            keyboard: None,
            move_refused: false,
        }
    }

    /// The keyboard is `side`'s: the opponent's moves come from another seat (an e-board),
    /// so what is typed there (`remis`) is said by `side`.
    pub fn set_keyboard(&mut self, side: Color) {
        self.keyboard = Some(side);
    }

    /// The side whose keyboard this is, if it is one side's: the player's against an engine,
    /// the blind player's in a tournament (his moves and his opponent's are typed by him or
    /// his assistant), or the one set. `None` where both players type.
    fn keyboard(&self, session: &Session) -> Option<Color> {
        let kind = session.kind();
        self.keyboard
            .or_else(|| kind.engine().map(|e| !Color::from(e.side)))
            .or_else(|| session.entry().blind.filter(|_| kind.is_tournament()))
    }

    /// Questions asked before the game last changed are answered or moot.
    fn follow(&mut self, session: &Session) {
        if self.seen != session.changes() {
            self.seen = session.changes();
            self.pending = None;
            self.open_move = None;
        }
    }

    /// Reads one line typed by either player. Nothing changes in the game until the intent's
    /// records are committed.
    pub fn input(&mut self, session: &Session, line: &str, now: Moment) -> Intent {
        self.follow(session);
        self.move_refused = false;
        Reader {
            s: session,
            talk: self,
        }
        .input(line, now)
    }

    /// Ctrl-C: the first asks whether to interrupt the game, the second (with that question
    /// open) interrupts it.
    pub fn interrupt(&mut self, session: &Session) -> Intent {
        self.follow(session);
        Reader {
            s: session,
            talk: self,
        }
        .interrupt()
    }

    /// The open question in a few words, for the prompt: what the next line answers.
    pub fn asking(&self, session: &Session) -> Option<Message> {
        let current = self.seen == session.changes();
        if let Some(pending) = self.pending.as_ref().filter(|_| current) {
            return Some(match pending {
                Pending::Resign(by) => Message::new("ask-resign").with("side", *by),
                Pending::Quit => Message::new("ask-quit"),
                Pending::TakeBack { asked_of } => {
                    Message::new("ask-takeback").with("side", *asked_of)
                }
                Pending::Arbiter(_) => Message::new("ask-arbiter"),
                Pending::OfferBy => Message::new("ask-offer-by"),
            });
        }
        if let Some(by) = session.refused() {
            return Some(Message::new("ask-refused").with("side", by));
        }
        if current && self.open_move.is_some() {
            return Some(Message::new("ask-move"));
        }
        let game = session.game();
        let draw = game.draw_offer().and_then(|offer| {
            let asked = !offer.by;
            (!game.is_over() && game.turn() == asked)
                .then(|| Message::new("ask-draw").with("side", asked))
        });
        // The entered move stands until Enter makes it or a move replaces it (D.2.8).
        let entered = session.entered().map(|m| {
            let words = crate::notation::announce(game.position(), m, session.options());
            Message::new("ask-entered").with("move", words)
        });
        match (draw, entered) {
            (Some(draw), Some(entered)) => Some(
                Message::new("ask-two")
                    .with("first", draw)
                    .with("second", entered),
            ),
            (draw, entered) => draw.or(entered),
        }
    }

    /// Whether the last line read was a move that could not be played (lines typed ahead of
    /// it are then held).
    pub fn move_refused(&self) -> bool {
        self.move_refused
    }

    /// The command words understood: the conversation's language first, then German and
    /// English, which are understood whatever the language. Each is read from its language
    /// file when a word is not found in the ones before it (at the first typed word, not
    /// before the first prompt), and kept for the program's life.
    fn languages(&self) -> impl Iterator<Item = &Commands> {
        std::iter::once(self.language.commands()).chain(
            ["de", "en"]
                .into_iter()
                .filter_map(|code| -> Option<&Commands> { Language::builtin_commands(code) }),
        )
    }

    /// The command a typed word names, in the conversation's language, German or English.
    pub fn command_word(&self, word: &str) -> Option<CommandWord> {
        self.languages().find_map(|c| c.get(word))
    }

    /// A command word of the review ("vor", "ende", "gehe"), understood in the same languages.
    pub fn review_word(&self, word: &str) -> Option<CommandWord> {
        self.languages().find_map(|c| c.review(word))
    }

    /// A line that asks only for the speech to stop ("ruhe", "quiet", ".").
    pub fn is_silence(&self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        matches!(words.as_slice(), [w] if self.command_word(w) == Some(CommandWord::Silence))
    }

    /// The side a word names ("weiß", "black"), in the languages understood.
    pub fn named_side(&self, word: &str) -> Option<Color> {
        self.languages().find_map(|c| c.side(word.trim()))
    }
}
