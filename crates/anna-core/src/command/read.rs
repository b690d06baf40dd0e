//! A typed line read: a command word (in the conversation's language, German or English) with
//! its arguments, a yes or no to the open question, or else a move; the help.

use shakmaty::{Color, Position};

use shakmaty::uci::UciMove;

use super::{Conversation, EngineAsk, Intent, OnlineAsk, Pending, Reader, bad_argument};
use crate::clock::Moment;
use crate::lang::CommandWord;
use crate::message::{Arg, Message, Token};
use crate::notation::{announce, parse_move};
use crate::output::Event;
use crate::session::Session;
use crate::session::{Declared, Record, Ruled};

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
        // "Wer bietet Remis an?": a side's word answers.
        if self.talk.pending == Some(Pending::OfferBy)
            && rest.is_empty()
            && let Some(by) = self.named_side(first)
        {
            self.talk.pending = None;
            return self.offer(by);
        }
        if let Some(pending) = self.talk.pending.clone() {
            match command {
                Some(CommandWord::Yes) => return self.confirm(pending),
                Some(CommandWord::No | CommandWord::Cancel) => {
                    self.talk.pending = None;
                    return match pending {
                        Pending::TakeBack { asked_of } => {
                            Intent::answer(Message::new("takeback-refused").with("side", asked_of))
                        }
                        _ => Intent::answer(Message::new("cancelled")),
                    };
                }
                // Reading the board, the clock or the help leaves the question open.
                Some(c) if reads_only(c) => {}
                // Anything else is no answer: the question again, word for word.
                _ => return Intent::answer(self.question(&pending)),
            }
        }
        if let Some(by) = self.s.refused()
            && let Some(step) = self.refused_answer(by, line, command, &rest)
        {
            return step;
        }
        if line.is_empty() {
            // Enter after the end says how the game ended: the prompt says it is over.
            if let Some(outcome) = self.s.game().outcome() {
                return Intent::answer(crate::session::outcome_message(outcome));
            }
            // In a tournament game (and with `--confirm-moves`) the Enter key alone makes the
            // entered move (D.2.3, D.2.4):
            // announced to both, the opponent's clock started.
            if !self.s.setup().reads_back() {
                return Intent::Nothing;
            }
            return match self.s.entered() {
                Some(m) => Intent::record(Record::Move {
                    uci: UciMove::from_move(m, self.s.game().castling_mode()),
                }),
                None => Intent::answer(Message::new("nothing-entered")),
            };
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

    /// The commands that read the position, the moves and the material: answers only.
    pub(super) fn reading(&self, command: CommandWord, rest: &str) -> Option<Intent> {
        let turn = self.s.game().turn();
        use CommandWord as C;
        Some(match command {
            C::Help => Intent::answer(self.help(rest)),
            C::Last => Intent::answer(self.last_move()),
            C::Turn => Intent::answer(match self.s.game().outcome() {
                Some(outcome) => crate::session::outcome_message(outcome),
                None if self.s.game().position().is_check() => {
                    Message::new("to-move-check").with("side", turn)
                }
                None => Message::new("to-move").with("side", turn),
            }),
            C::Board => Intent::Answer(self.board_lines()),
            C::Pieces => self.pieces(rest),
            C::Square => self.square(rest),
            C::Rank => self.scan_rank(rest),
            C::File => self.scan_file(rest),
            C::Attacks => self.attacks(rest),
            C::Moves => self.legal_moves_of(rest),
            C::List => self.move_list(rest),
            C::Material => Intent::answer(self.material()),
            C::Captured => self.captured(),
            _ => return None,
        })
    }

    /// A command word with its arguments, once it is neither an answer nor a move.
    pub(super) fn command(&mut self, command: CommandWord, rest: &str, now: Moment) -> Intent {
        if let Some(intent) = self.reading(command, rest) {
            return intent;
        }
        let turn = self.s.game().turn();
        let over = self.s.game().is_over();
        let game_over = || Intent::answer(Message::new("game-is-over"));
        use CommandWord as C;
        match command {
            C::Offer if over => game_over(),
            C::Offer => {
                // "remis weiß" names the side; where the keyboard is one side's, `remis` is
                // that side's offer; where both players type, anna asks who offers (an offer
                // is valid whenever it is made, 9.1.2.1, so the moment does not tell).
                // «عرض تعادل أبيض», «پیشنهاد تساوی سفید»: the offer's own words before the side.
                let side_words: Vec<&str> = rest
                    .split_whitespace()
                    .skip_while(|w| self.command_word(w) == Some(C::Offer))
                    .collect();
                let named = self.named_side(&side_words.join(" "));
                match named.or_else(|| self.talk.keyboard(self.s)) {
                    Some(by) => self.offer(by),
                    None if self.s.game().draw_offer().is_some() => self.offer(turn),
                    None => {
                        self.talk.pending = Some(Pending::OfferBy);
                        Intent::answer(Message::new("offer-by-which"))
                    }
                }
            }
            C::Clear => match self.s.entered() {
                Some(_) => Intent::record(Record::Cleared),
                None => Intent::answer(Message::new("nothing-entered")),
            },
            C::Accept | C::Decline => self.answer_offer(command == C::Accept),
            C::Claim if over => game_over(),
            C::Claim => self.claim(rest),
            C::TakeBack => self.takeback(),
            C::Resign if over => game_over(),
            C::Resign => {
                // Where the keyboard is one side's (an e-board, an online opponent), it is
                // that side that resigns, whoever is to move.
                let by = self
                    .named_side(rest)
                    .or_else(|| self.talk.keyboard(self.s))
                    .unwrap_or(turn);
                self.talk.pending = Some(Pending::Resign(by));
                Intent::answer(Message::new("confirm-resign").with("side", by))
            }
            C::Save => Intent::Save,
            C::Code => Intent::Code,
            C::Time => self.time_command(rest, now),
            C::Check if rest.is_empty() => Intent::BoardCheck(self.board_lines()),
            C::Check => self.board_check(rest),
            C::Press if over => game_over(),
            C::Press if self.s.clock().is_none() => Intent::answer(Message::new("no-clock")),
            C::Press if self.s.pressed().is_some() => {
                Intent::answer(Message::new("pressed-already").with("side", turn))
            }
            // D.2.4: the blind player's move starts the opponent's clock once it is made and
            // announced (Enter does both); a press of his own before that is refused.
            C::Press if self.s.setup().blind.map(Color::from) == Some(turn) => {
                Intent::answer(Message::new("press-blind").with("side", turn))
            }
            C::Press => Intent::record(Record::Pressed { by: turn.into() }),
            C::Touched => match self.named_side(rest) {
                Some(by) => Intent::record(Record::Touched { by: by.into() }),
                None => self.bad_word(rest),
            },
            C::Arbiter => self.arbiter_command(rest, now),
            C::Quit if over => Intent::Leave,
            // A finished game is saved: leaving needs no question.
            C::Quit if over => Intent::Leave,
            C::New if over => Intent::NewGame,
            C::New => Intent::answer(Message::new("new-while-playing")),
            C::Quit => {
                self.talk.pending = Some(Pending::Quit);
                Intent::answer(Message::new("confirm-quit"))
            }
            C::Repeat => Intent::Repeat,
            C::Devices => Intent::Devices,
            C::Silence => Intent::Nothing,
            C::Hint | C::Eval | C::Threat => self.engine_ask(command, rest),
            C::Engine => self.engine_command(rest),
            C::Chat => Intent::Online(OnlineAsk::Chat(rest.trim().to_string())),
            C::Abort => Intent::Online(OnlineAsk::Abort),
            C::Victory => Intent::Online(OnlineAsk::ClaimVictory),
            // 11.3: no analysis while the players are at the board of a tournament.
            C::Analyse if self.s.setup().tournament => {
                Intent::answer(Message::new("review-tournament"))
            }
            C::Analyse if !over => Intent::answer(Message::new("review-after-game")),
            C::Analyse => Intent::Review,
            // "ja"/"nein" answer the question a standing draw offer asked.
            C::Yes | C::No if self.s.game().draw_offer().is_some() && !over => {
                self.answer_offer(command == C::Yes)
            }
            C::Cancel if self.talk.open_move.is_some() => {
                self.talk.open_move = None;
                Intent::answer(Message::new("cancelled"))
            }
            C::Yes | C::No | C::Cancel => Intent::answer(Message::new("nothing-asked")),
            // An argument word on its own ("kurz", "wiederholung"): how its command goes.
            _ => Intent::answer(help_message(command, self.s)),
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
            Pending::Resign(by) if self.s.setup().online && self.s.game().plies() < 2 => {
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
        if self.s.setup().tournament {
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
        if self.s.setup().tournament {
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
                if !self.s.engine_stopped() || self.s.setup().engine.is_none() =>
            {
                Intent::answer(Message::new("engine-result-running"))
            }
            Some(CommandWord::Result) => {
                let result = match args.first().copied() {
                    Some("1-0") => Declared::WhiteWins,
                    Some("0-1") => Declared::BlackWins,
                    Some("½-½" | "1/2-1/2" | "=") => Declared::Draw,
                    Some(w) if self.command_word(w) == Some(CommandWord::Offer) => Declared::Draw,
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

/// The help message of a command; an argument word leads to its command's help.
/// Commands that only read (the position, the clock, the help, the devices) and so may be used
/// while a question waits for its answer.
pub fn reads_only(command: CommandWord) -> bool {
    use CommandWord as C;
    matches!(
        command,
        C::Help
            | C::Repeat
            | C::Devices
            | C::Last
            | C::Turn
            | C::Board
            | C::Pieces
            | C::White
            | C::Black
            | C::Square
            | C::Rank
            | C::File
            | C::Attacks
            | C::Moves
            | C::List
            | C::Material
            | C::Captured
            | C::Time
            | C::Short
            | C::Exact
            | C::Own
            | C::Opponent
            | C::Check
            | C::Silence
            | C::Hint
            | C::Eval
            | C::Threat
    )
}

fn help_id(command: CommandWord) -> &'static str {
    use CommandWord as C;
    match command {
        C::Help => "help-help",
        C::Repeat => "help-repeat",
        C::Devices => "help-devices",
        C::Last => "help-last",
        C::Turn => "help-turn",
        C::Board => "help-board",
        C::Pieces | C::White | C::Black => "help-pieces",
        C::Square => "help-square",
        C::Rank => "help-rank",
        C::File => "help-file",
        C::Attacks => "help-attacks",
        C::Moves => "help-moves",
        C::List => "help-list",
        C::Material => "help-material",
        C::Captured => "help-captured",
        C::Offer => "help-offer",
        C::Accept | C::Yes => "help-accept",
        C::Decline | C::No => "help-decline",
        C::Cancel => "help-cancel",
        C::Clear => "help-clear",
        C::Claim | C::Threefold | C::Fifty => "help-claim",
        C::TakeBack => "help-takeback",
        C::Resign => "help-resign",
        C::Chat => "help-chat",
        C::Abort => "help-abort",
        C::Victory => "help-victory",
        C::Save => "help-save",
        C::Code => "help-code",
        C::Quit => "help-quit",
        C::New => "help-new",
        C::Time | C::Short | C::Exact | C::Own | C::Opponent => "help-time",
        C::Arbiter
        | C::Pause
        | C::Resume
        | C::Add
        | C::Remove
        | C::Set
        | C::Illegal
        | C::Result
        | C::Penalty
        | C::Adjudication
        | C::Forfeit
        | C::Warning
        | C::Increment
        | C::Absent
        | C::Arrived => "help-arbiter",
        C::Dead => "help-claim",
        C::Check => "help-check",
        C::Touched => "help-touched",
        C::Press | C::Slip => "help-press",
        C::Silence => "help-silence",
        C::Hint => "help-hint",
        C::Eval => "help-eval",
        C::Threat => "help-threat",
        C::Engine => "help-engine",
        C::Analyse => "help-analyse",
        C::Forward
        | C::Start
        | C::End
        | C::Goto
        | C::Next
        | C::Previous
        | C::Mistake
        | C::Summary => "help-review",
        C::Solution => "puzzle-help",
    }
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

/// The help of a command, its examples worded for the game.
fn help_message(command: CommandWord, session: &Session) -> Message {
    with_examples(Message::new(help_id(command)), session)
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
