//! A typed line read: a command word (in the conversation's language, German or English) with
//! its arguments, a yes or no to the open question, or else a move; the help.

use shakmaty::{Color, Position};

use shakmaty::uci::UciMove;

use super::{Conversation, EngineAsk, Intent, Pending, Reader, bad_argument};
use crate::clock::Moment;
use crate::game::GameResult;
use crate::lang::CommandWord;
use crate::message::{Arg, Message, Token};
use crate::notation::{announce, parse_move};
use crate::output::Event;
use crate::session::Session;
use crate::session::{Record, Ruled};

impl Reader<'_> {
    /// Whether a line starting with a command word is a move: its first word names a piece and
    /// the whole line names a move, or one the position forbids (not a word it cannot read).
    pub(super) fn reads_as_move(&self, first: &str, line: &str) -> bool {
        use crate::notation::ParseErrorKind as K;
        if !crate::notation::names_a_piece(first, self.s.vocab()) {
            return false;
        }
        match parse_move(
            line,
            self.s.game().position(),
            self.s.vocab(),
            &self.s.setup().announce,
        ) {
            Ok(_) => true,
            Err(e) => !matches!(
                e.kind,
                K::Empty
                    | K::TooLong
                    | K::UnknownWord(_)
                    | K::UnexpectedWord(_)
                    | K::NoDestination(_)
            ),
        }
    }

    pub(super) fn command_word(&self, word: &str) -> Option<CommandWord> {
        self.talk.command_word(word)
    }

    /// Reads one line typed by either player. Nothing changes until the returned records are
    /// applied.
    pub(super) fn input(&mut self, line: &str, now: Moment) -> Intent {
        let line = crate::notation::fold_input(line);
        let line = line.trim();
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        let rest = rest.join(" ");
        let command = self.command_word(first);
        if let Some(step) = self.answer_to_question(first, command, &rest) {
            return step;
        }
        if let Some(by) = self.s.refused()
            && let Some(step) = self.refused_answer(by, line, command, &rest)
        {
            return step;
        }
        if line.is_empty() {
            return self.enter_alone();
        }
        // While a move question is open its answer comes first: `Q` is the queen asked for,
        // not `q` for leaving.
        if let Some(step) = self.answer_open_move(line) {
            return step;
        }
        if command == Some(CommandWord::Illegal)
            && rest.is_empty()
            && let Some(step) = self.illegal_at_promotion()
        {
            return step;
        }
        let Some(command) = command else {
            return self.move_input(line);
        };
        // A command word followed by more words may be a move ("S e5", "L c4", "T a3"): a line
        // whose first word names a piece and that reads as a move is the move, played if legal
        // and refused in the move's own words if not; the command acts only otherwise.
        if !rest.is_empty() && !self.s.game().is_over() && self.reads_as_move(first, line) {
            return self.move_input(line);
        }
        let intent = self.command(command, &rest, now);
        explained(command, intent, self.s)
    }

    /// The line as the answer to a question anna asked, if one is open: a side's word for
    /// "Wer bietet Remis an?", yes or no, or a reading that leaves the question open. Anything
    /// else asks the question again, word for word.
    fn answer_to_question(
        &mut self,
        first: &str,
        command: Option<CommandWord>,
        rest: &str,
    ) -> Option<Intent> {
        if self.talk.pending == Some(Pending::OfferBy)
            && rest.is_empty()
            && let Some(by) = self.named_side(first)
        {
            self.talk.pending = None;
            return Some(self.offer(by));
        }
        let pending = self.talk.pending.clone()?;
        match command {
            Some(CommandWord::Yes) => Some(self.confirm(pending)),
            Some(CommandWord::No | CommandWord::Cancel) => {
                self.talk.pending = None;
                Some(match pending {
                    Pending::TakeBack { asked_of } => {
                        Intent::answer(Message::new("takeback-refused").with("side", asked_of))
                    }
                    _ => Intent::answer(Message::new("cancelled")),
                })
            }
            // Reading the board, the clock or the help leaves the question open.
            Some(c) if reads_only(c) => None,
            _ => Some(Intent::answer(self.question(&pending))),
        }
    }

    /// Enter alone. After the end it says how the game ended: the prompt says it is over. In
    /// a tournament game (and with `--confirm-moves`) it makes the entered move (D.2.3,
    /// D.2.4): announced to both, the opponent's clock started.
    fn enter_alone(&self) -> Intent {
        if let Some(outcome) = self.s.game().outcome() {
            return Intent::answer(crate::session::outcome_message(outcome));
        }
        if !self.s.kind().reads_back() {
            return Intent::Nothing;
        }
        match self.s.entered() {
            Some(m) => Intent::record(Record::Move {
                uci: UciMove::from_move(m, self.s.game().castling_mode()),
            }),
            None => Intent::answer(Message::new("nothing-entered")),
        }
    }

    /// `by` offers a draw. While an offer stands, an offer (for either side) says so again and
    /// asks again: a second offer is never an acceptance, accepting is always the explicit
    /// answer of the player asked.
    pub(super) fn offer(&self, by: Color) -> Intent {
        match self.s.game().draw_offer() {
            Some(offer) => Intent::answer(
                Message::new("draw-offer-stands")
                    .with("side", offer.by)
                    .with("other", !offer.by),
            ),
            None => Intent::record(Record::Offer { by: by.into() }),
        }
    }

    /// Ctrl-C: the first asks whether to interrupt the game, the second (with that question
    /// open) interrupts it.
    pub(super) fn interrupt(&mut self) -> Intent {
        if self.talk.pending == Some(Pending::Quit) {
            self.talk.pending = None;
            return Intent::Leave;
        }
        self.talk.pending = Some(Pending::Quit);
        Intent::answer(Message::new("confirm-interrupt"))
    }

    /// The question a pending answer is for, as it was asked.
    pub(super) fn question(&self, pending: &Pending) -> Message {
        match pending {
            Pending::Resign(by) => Message::new("confirm-resign").with("side", *by),
            Pending::Quit => Message::new("confirm-quit"),
            Pending::TakeBack { asked_of } => self.takeback_question(*asked_of),
            Pending::Arbiter(record) => {
                Message::new("arbiter-confirm").with("change", self.change(record))
            }
            Pending::OfferBy => Message::new("offer-by-which"),
        }
    }

    pub(super) fn confirm(&mut self, pending: Pending) -> Intent {
        self.talk.pending = None;
        match pending {
            // Lichess aborts a game resigned before both players have moved: asked as an
            // abort, so that no 0-1 is said or written first.
            Pending::Resign(by) if self.s.kind().is_online() && self.s.game().plies() < 2 => {
                Intent::Online(super::OnlineAsk::ResignEarly(by))
            }
            Pending::Resign(by) => Intent::record(Record::Resign { by: by.into() }),
            Pending::Quit => Intent::Leave,
            Pending::TakeBack { .. } => Intent::record(Record::TakeBack),
            Pending::Arbiter(
                record @ Record::Clock {
                    change: crate::session::ClockChange::Increment { .. },
                    ..
                },
            ) => self.guideline_increment(record),
            Pending::Arbiter(record) => Intent::record(record),
            // "ja" names no side: the question again.
            Pending::OfferBy => {
                self.talk.pending = Some(Pending::OfferBy);
                Intent::answer(Message::new("offer-by-which"))
            }
        }
    }

    pub(super) fn named_side(&self, text: &str) -> Option<Color> {
        self.talk.named_side(text)
    }

    pub(super) fn bad_word(&self, word: &str) -> Intent {
        Intent::answer(bad_argument(word))
    }

    pub(super) fn help(&self, rest: &str) -> Message {
        self.talk.help(self.s, rest)
    }

    /// `tipp`, `bewertung [genau]`, `drohung`: help from the engine, outside tournaments.
    pub(super) fn engine_ask(&self, command: CommandWord, rest: &str) -> Intent {
        if self.s.kind().is_tournament() {
            return Intent::answer(Message::new("engine-tournament"));
        }
        let over = self.s.game().is_over();
        let ask = match command {
            CommandWord::Hint if over => return Intent::answer(Message::new("game-is-over")),
            CommandWord::Threat if over => return Intent::answer(Message::new("game-is-over")),
            CommandWord::Hint => EngineAsk::Hint,
            CommandWord::Threat if self.s.game().position().is_check() => {
                // In check the threat has been carried out: the check is it.
                return Intent::answer(
                    Message::new("threat-in-check").with("side", self.s.game().turn()),
                );
            }
            CommandWord::Threat => EngineAsk::Threat,
            _ => EngineAsk::Eval {
                exact: rest
                    .split_whitespace()
                    .any(|w| self.command_word(w) == Some(CommandWord::Exact)),
            },
        };
        Intent::Engine(ask)
    }

    /// `engine neu` restarts a stopped engine; `engine ergebnis 1-0|0-1|remis` ends the game
    /// it stopped in as a training game with the result the player chose.
    pub(super) fn engine_command(&self, rest: &str) -> Intent {
        if self.s.kind().is_tournament() {
            return Intent::answer(Message::new("engine-tournament"));
        }
        let words: Vec<&str> = rest.split_whitespace().collect();
        let usage = || Intent::answer(Message::new("engine-usage"));
        let Some((&first, args)) = words.split_first() else {
            return usage();
        };
        let over = self.s.game().is_over();
        match self.command_word(first) {
            Some(_) if over => Intent::answer(Message::new("game-is-over")),
            Some(CommandWord::New) => Intent::Engine(EngineAsk::Restart),
            Some(CommandWord::Result)
                if !self.s.engine_stopped() || self.s.kind().engine().is_none() =>
            {
                Intent::answer(Message::new("engine-result-running"))
            }
            Some(CommandWord::Result) => {
                let result = match args.first().copied() {
                    Some("1-0") => GameResult::WhiteWins,
                    Some("0-1") => GameResult::BlackWins,
                    Some("½-½" | "1/2-1/2" | "=") => GameResult::Draw,
                    Some(w) if self.command_word(w) == Some(CommandWord::Offer) => GameResult::Draw,
                    _ => return usage(),
                };
                Intent::record(Record::Result {
                    result,
                    ruling: Ruled::Training,
                    reason: String::new(),
                })
            }
            _ => usage(),
        }
    }
}

/// A command's answer to an argument it cannot take is followed by how the command goes, so
/// that the player need not ask.
fn explained(command: CommandWord, intent: Intent, session: &Session) -> Intent {
    if let Intent::Answer(answers) = &intent
        && let [Event::Private(refusal)] = answers.as_slice()
        && ["bad-argument", "bad-argument-none"].contains(&refusal.id())
    {
        return Intent::answer(Message::new("sentences").with(
            "parts",
            Arg::Sentences(vec![
                refusal.clone().into(),
                help_message(command, session).into(),
            ]),
        ));
    }
    intent
}

/// Commands that only read (the position, the clock, the help, the devices) and so may be used
/// while a question waits for its answer: the table's column.
pub fn reads_only(command: CommandWord) -> bool {
    command.reads_only()
}

impl Conversation {
    /// `hilfe`: the commands in a few lines; `hilfe zeit`: one command.
    pub fn help(&self, session: &Session, rest: &str) -> Message {
        let topic = rest.trim();
        if topic.is_empty() {
            return with_examples(Message::new("help"), session);
        }
        let first = topic.split_whitespace().next().unwrap_or(topic);
        match self.command_word(first) {
            Some(command) => help_message(command, session),
            None if parse_move(
                topic,
                session.game().position(),
                session.vocab(),
                session.options(),
            )
            .is_ok()
                || crate::notation::normalize(first) == "zug"
                || crate::notation::normalize(first) == "move" =>
            {
                with_examples(Message::new("help-move"), session)
            }
            None => Message::new("help-unknown").with(
                "word",
                Message::new("quoted").with("word", Arg::Text(topic.to_string())),
            ),
        }
    }
}

/// The help of a command, its examples worded for the game; an argument word leads to its
/// command's help.
pub(super) fn help_message(command: CommandWord, session: &Session) -> Message {
    with_examples(Message::new(command.help_id()), session)
}

/// The help's examples in the game's move words, as the player would type them: a move
/// (`$move`, Nf3 from the start, "Springer Felix drei" or "Knight Felix three"), a square
/// (`$square`, e4), a file (`$file`, e) and a piece (`$piece`, the knight), the ranks counted
/// from the side the game counts them from.
fn with_examples(message: Message, session: &Session) -> Message {
    use shakmaty::{File, Role, Square};
    let opts = crate::notation::AnnounceOptions {
        origin: crate::notation::Origin::Ambiguous,
        ..*session.options()
    };
    let knight = shakmaty::Move::Normal {
        role: Role::Knight,
        from: Square::G1,
        capture: None,
        to: Square::F3,
        promotion: None,
    };
    let mut square = Vec::new();
    crate::notation::push_square(&mut square, Square::E4, &opts);
    message
        .with("move", announce(&shakmaty::Chess::default(), knight, &opts))
        .with("square", square)
        .with("file", Token::File(File::E))
        .with("piece", Token::Piece(Role::Knight))
}
