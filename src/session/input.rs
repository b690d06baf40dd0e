//! A typed line: a command word (German, English or the vocabulary's own) with its arguments,
//! a yes or no to a pending question, or else a move.

use std::time::Duration;

use shakmaty::{Color, Move, Position};

use crate::board_words::check;
use crate::clock::{ClockState, Moment};
use crate::notation::parse_board;

use super::clock_words::{Form, Which, spoken_time};
use super::record::{Claimed, ClockChange, Declared, Record, Ruled};
use super::{Event, Pending, Session};
use crate::lang::CommandWord;
use crate::message::{Arg, Message};
use crate::notation::{
    ParseErrorKind, announce, parse_file, parse_move, parse_rank, parse_role, parse_square, uci,
};

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
    /// Leave the finished game for its review (`analyse`).
    Review,
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

    pub(super) fn answer(message: Message) -> Intent {
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

impl Session {
    /// Whether a line starting with a command word is a move: its first word names a piece and
    /// the whole line names a move, or one the position forbids (not a word it cannot read).
    fn reads_as_move(&self, first: &str, line: &str) -> bool {
        use crate::notation::ParseErrorKind as K;
        if !crate::notation::names_a_piece(first, &self.vocab) {
            return false;
        }
        match parse_move(
            line,
            self.game.position(),
            &self.vocab,
            &self.setup.announce,
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

    /// The command a typed word names, in the conversation's language, German or English.
    pub fn command_word(&self, word: &str) -> Option<CommandWord> {
        self.commands.iter().find_map(|c| c.get(word))
    }

    /// A command word of the review ("vor", "ende", "gehe"), understood in the same languages.
    pub fn review_word(&self, word: &str) -> Option<CommandWord> {
        self.commands.iter().find_map(|c| c.review(word))
    }

    /// A line that asks only for the speech to stop ("ruhe", "quiet", ".").
    pub fn is_silence(&self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        matches!(words.as_slice(), [w] if self.command_word(w) == Some(CommandWord::Silence))
    }

    /// Reads one line typed by either player. Nothing changes until the returned records are
    /// applied.
    pub fn input(&mut self, line: &str, now: Moment) -> Intent {
        let line = crate::notation::fold_input(line);
        let line = line.trim();
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        let rest = rest.join(" ");
        let command = self.command_word(first);
        if let Some(pending) = self.pending.clone() {
            match command {
                Some(CommandWord::Yes) => return self.confirm(pending),
                Some(CommandWord::No | CommandWord::Cancel) => {
                    self.pending = None;
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
        if line.is_empty() {
            // Enter after the end says how the game ended: the prompt says it is over.
            if let Some(outcome) = self.game.outcome() {
                return Intent::answer(super::outcome_message(outcome));
            }
            // In a tournament game the Enter key alone makes the entered move (D.2.3, D.2.4):
            // announced to both, the opponent's clock started.
            if !self.setup.tournament {
                return Intent::Nothing;
            }
            return match self.entered {
                Some(m) => Intent::record(Record::Move {
                    uci: uci(m, self.game.castling_mode()),
                }),
                None => Intent::answer(Message::new("nothing-entered")),
            };
        }
        // While a move question is open its answer comes first: `Q` is the queen asked for,
        // not `q` for leaving.
        if let Some(step) = self.answer_open_move(line) {
            return step;
        }
        let Some(command) = command else {
            return self.move_input(line);
        };
        // A command word followed by more words may be a move ("S e5", "L c4", "T a3"): a line
        // whose first word names a piece and that reads as a move is the move, played if legal
        // and refused in the move's own words if not; the command acts only otherwise.
        if !rest.is_empty() && !self.game.is_over() && self.reads_as_move(first, line) {
            return self.move_input(line);
        }
        explained(command, self.command(command, &rest, now))
    }

    /// The commands that read the position, the moves and the material: answers only.
    fn reading(&self, command: CommandWord, rest: &str) -> Option<Intent> {
        let turn = self.game.turn();
        use CommandWord as C;
        Some(match command {
            C::Help => Intent::answer(self.help(rest)),
            C::Last => Intent::answer(self.last_move()),
            C::Turn => Intent::answer(match self.game.outcome() {
                Some(outcome) => super::outcome_message(outcome),
                None if self.game.position().is_check() => {
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
            _ => return None,
        })
    }

    /// A command word with its arguments, once it is neither an answer nor a move.
    fn command(&mut self, command: CommandWord, rest: &str, now: Moment) -> Intent {
        if let Some(intent) = self.reading(command, rest) {
            return intent;
        }
        let turn = self.game.turn();
        let over = self.game.is_over();
        let game_over = || Intent::answer(Message::new("game-is-over"));
        use CommandWord as C;
        match command {
            C::Offer if over => game_over(),
            C::Offer => {
                // 9.1.2.1: the offer is made after one's own move, so by the player who just
                // moved; "remis weiß" names the side. While an offer stands, "remis" (for either
                // side) says so again and asks again: a second offer is never an acceptance,
                // accepting is always the explicit answer of the player asked.
                let named = self.named_side(rest);
                match self.game.draw_offer() {
                    Some(offer) => Intent::answer(
                        Message::new("draw-offer-stands")
                            .with("side", offer.by)
                            .with("other", !offer.by),
                    ),
                    None => {
                        // Against the engine every typed offer is the player's.
                        let player = self.setup.engine.map(|e| !Color::from(e.side));
                        let by = named.or(player).unwrap_or(if self.game.plies() > 0 {
                            !turn
                        } else {
                            turn
                        });
                        Intent::record(Record::Offer { by: by.into() })
                    }
                }
            }
            C::Accept | C::Decline => self.answer_offer(command == C::Accept),
            C::Claim if over => game_over(),
            C::Claim => self.claim(rest),
            C::TakeBack => self.takeback(),
            C::Resign if over => game_over(),
            C::Resign => {
                let by = self.named_side(rest).unwrap_or(turn);
                self.pending = Some(Pending::Resign(by));
                Intent::answer(Message::new("confirm-resign").with("side", by))
            }
            C::Save => Intent::Save,
            C::Time => self.time_command(rest, now),
            C::Check if rest.is_empty() => Intent::BoardCheck(self.board_lines()),
            C::Check => self.board_check(rest),
            C::Press if over => game_over(),
            C::Press if self.clock.is_none() => Intent::answer(Message::new("no-clock")),
            C::Press if self.pressed.is_some() => {
                Intent::answer(Message::new("pressed-already").with("side", turn))
            }
            C::Press => Intent::record(Record::Pressed { by: turn.into() }),
            C::Touched => match self.named_side(rest) {
                Some(by) => Intent::record(Record::Touched { by: by.into() }),
                None => self.bad_word(rest),
            },
            C::Arbiter => self.arbiter_command(rest),
            C::Quit if over => Intent::Leave,
            // A finished game is saved: leaving needs no question.
            C::Quit if over => Intent::Leave,
            C::New if over => Intent::NewGame,
            C::New => Intent::answer(Message::new("new-while-playing")),
            C::Quit => {
                self.pending = Some(Pending::Quit);
                Intent::answer(Message::new("confirm-quit"))
            }
            C::Repeat => Intent::Repeat,
            C::Devices => Intent::Devices,
            C::Silence => Intent::Nothing,
            C::Hint | C::Eval | C::Threat => self.engine_ask(command, rest),
            // 11.3: no analysis while the players are at the board of a tournament.
            C::Analyse if self.setup.tournament => {
                Intent::answer(Message::new("review-tournament"))
            }
            C::Analyse if !over => Intent::answer(Message::new("review-after-game")),
            C::Analyse => Intent::Review,
            // "ja"/"nein" answer the question a standing draw offer asked.
            C::Yes | C::No if self.game.draw_offer().is_some() && !over => {
                self.answer_offer(command == C::Yes)
            }
            C::Cancel if self.open_move.is_some() => {
                self.open_move = None;
                Intent::answer(Message::new("cancelled"))
            }
            C::Yes | C::No | C::Cancel => Intent::answer(Message::new("nothing-asked")),
            // An argument word on its own ("kurz", "wiederholung"): how its command goes.
            _ => Intent::answer(Message::new(help_id(command))),
        }
    }

    /// The answer of the player a standing draw offer asked: accepted or declined in their
    /// name, never in the name of the side that offered.
    fn answer_offer(&self, accept: bool) -> Intent {
        let Some(offer) = self.game.draw_offer() else {
            return Intent::answer(Message::new("no-offer"));
        };
        let by = (!offer.by).into();
        if !accept {
            return Intent::record(Record::Decline { by });
        }
        if self.game.plies() < 2 {
            return Intent::answer(Message::new("too-early"));
        }
        Intent::record(Record::Accept { by })
    }

    /// `material`: each side's pieces by kind (the kings left out) and the balance in pawns
    /// (queen 9, rook 5, bishop and knight 3, pawn 1).
    fn material(&self) -> Message {
        use shakmaty::Role;
        let board = self.game.position().board();
        let kinds = [
            (Role::Queen, 9),
            (Role::Rook, 5),
            (Role::Bishop, 3),
            (Role::Knight, 3),
            (Role::Pawn, 1),
        ];
        let side = |color: Color| {
            let mut points = 0i64;
            let mut pieces = Vec::new();
            for (role, value) in kinds {
                let n = (board.by_color(color) & board.by_role(role)).count();
                if n > 0 {
                    points += value * n as i64;
                    pieces.push(
                        Message::new("material-piece")
                            .with("role", Arg::Key(crate::lang::role_key(role)))
                            .with("n", n)
                            .with("words", Arg::Spelled(n as u64))
                            .into(),
                    );
                }
            }
            let pieces = if pieces.is_empty() {
                Message::new("material-king-only").into()
            } else {
                Arg::Series(pieces)
            };
            (pieces, points)
        };
        let ((white, w), (black, b)) = (side(Color::White), side(Color::Black));
        Message::new("material")
            .with("white_side", Color::White)
            .with("white", white)
            .with("black_side", Color::Black)
            .with("black", black)
            .with("diff", (w - b).abs())
            .with("leader", if w >= b { Color::White } else { Color::Black })
    }

    /// Ctrl-C: the first asks whether to interrupt the game, the second (with that question
    /// open) interrupts it.
    pub fn interrupt(&mut self) -> Intent {
        if self.pending == Some(Pending::Quit) {
            self.pending = None;
            return Intent::Leave;
        }
        self.pending = Some(Pending::Quit);
        Intent::answer(Message::new("confirm-interrupt"))
    }

    /// The question a pending answer is for, as it was asked.
    fn question(&self, pending: &Pending) -> Message {
        match pending {
            Pending::Resign(by) => Message::new("confirm-resign").with("side", *by),
            Pending::Quit => Message::new("confirm-quit"),
            Pending::TakeBack { asked_of } => {
                let ply = self.game.plies().saturating_sub(1);
                let words = match (self.game.moves().last(), self.game.position_at(ply)) {
                    (Some(last), Some(pos)) => announce(pos, last.mv, self.options()),
                    _ => Vec::new(),
                };
                Message::new("takeback-ask")
                    .with("side", *asked_of)
                    .with("move", words)
            }
            Pending::Arbiter(record) => {
                Message::new("arbiter-confirm").with("change", self.change(record))
            }
        }
    }

    fn confirm(&mut self, pending: Pending) -> Intent {
        self.pending = None;
        match pending {
            Pending::Resign(by) => Intent::record(Record::Resign { by: by.into() }),
            Pending::Quit => Intent::Leave,
            Pending::TakeBack { .. } => Intent::record(Record::TakeBack),
            Pending::Arbiter(record) => Intent::record(record),
        }
    }

    pub fn named_side(&self, text: &str) -> Option<Color> {
        self.commands.iter().find_map(|c| c.side(text.trim()))
    }

    fn move_input(&mut self, text: &str) -> Intent {
        // A new attempt replaces any question about the last one.
        self.open_move = None;
        if self.game.is_over() {
            return Intent::answer(Message::new("game-is-over"));
        }
        if let Some(engine) = self.setup.engine
            && Color::from(engine.side) == self.game.turn()
        {
            return Intent::answer(Message::new("engine-to-move").with("side", self.game.turn()));
        }
        if self
            .clock
            .as_ref()
            .is_some_and(|c| c.state() == ClockState::Paused)
        {
            return Intent::answer(Message::new("clock-paused"));
        }
        let pos = self.game.position();
        match parse_move(text, pos, &self.vocab, &self.setup.announce) {
            Ok(m) => self.make(m),
            Err(e)
                if matches!(
                    e.kind,
                    ParseErrorKind::Ambiguous(_) | ParseErrorKind::PromotionMissing(_)
                ) =>
            {
                // A question: the next line may answer it with the word that was missing.
                let candidates = match &e.kind {
                    ParseErrorKind::Ambiguous(moves) => moves.clone(),
                    // Every promotion onto the square: the piece answers, a second pawn that
                    // could go there is told apart by its file.
                    _ => pos
                        .legal_moves()
                        .into_iter()
                        .filter(|m| {
                            m.promotion().is_some()
                                && matches!(e.kind, ParseErrorKind::PromotionMissing(to) if m.to() == to)
                        })
                        .collect(),
                };
                self.open_move = Some((candidates, e.message()));
                Intent::answer(e.message())
            }
            Err(e) if self.setup.tournament => {
                // In a tournament the move was made on a board: if anna cannot play it, the
                // boards have probably parted.
                Intent::answer(Message::new("sentences").with(
                    "parts",
                    Arg::Sentences(vec![
                        e.message().into(),
                        Message::new("board-check-hint").into(),
                    ]),
                ))
            }
            Err(e) => Intent::answer(e.message()),
        }
    }

    /// A legal move made: read back first in a tournament, played at once otherwise.
    fn make(&self, m: Move) -> Intent {
        let pos = self.game.position();
        if let Some(written) = self.game.must_play().filter(|w| *w != m) {
            let words = announce(pos, written, self.options());
            return Intent::answer(Message::new("must-play").with("move", words));
        }
        let uci = uci(m, self.game.castling_mode());
        if self.setup.tournament {
            // Read back first; until Enter makes it, a slip can be put right (D.2.8).
            Intent::record(Record::Entered { uci })
        } else {
            Intent::record(Record::Move { uci })
        }
    }

    /// The answer to "which piece?" or "which move?": the words that were missing ("Dame",
    /// "Bella", "Springer", "b1"), picking one of the moves asked about. `None` when the line
    /// is not such an answer (a move of its own is then read as a move); the question again
    /// when it names none or several of them.
    fn answer_open_move(&mut self, line: &str) -> Option<Intent> {
        let (candidates, question) = self.open_move.clone()?;
        let pos = self.game.position();
        if parse_move(line, pos, &self.vocab, &self.setup.announce).is_ok() {
            return None;
        }
        let opts = self.setup.announce;
        let mut chosen = candidates.clone();
        let mut understood = false;
        for word in line.split_whitespace() {
            let keep: Box<dyn Fn(&Move) -> bool> =
                if let Some(square) = parse_square(word, &self.vocab, &opts) {
                    Box::new(move |m| m.from() == Some(square) || m.to() == square)
                } else if let Some(role) = parse_role(word, &self.vocab) {
                    Box::new(move |m| {
                        m.promotion() == Some(role) || (m.promotion().is_none() && m.role() == role)
                    })
                } else if let Some(file) = parse_file(word, &self.vocab) {
                    Box::new(move |m| m.from().is_some_and(|s| s.file() == file))
                } else if let Some(rank) = parse_rank(word, &self.vocab, &opts) {
                    Box::new(move |m| m.from().is_some_and(|s| s.rank() == rank))
                } else {
                    return None;
                };
            understood = true;
            chosen.retain(|m| keep(m));
        }
        match chosen.as_slice() {
            [m] if understood => Some(self.make(*m)),
            _ if understood => Some(Intent::answer(question)),
            _ => None,
        }
    }

    fn claim(&mut self, rest: &str) -> Intent {
        // After an incorrect claim its written move comes next, not another claim (9.5.3).
        if let Some(written) = self.game.must_play() {
            let words = announce(self.game.position(), written, self.options());
            return Intent::answer(Message::new("must-play").with("move", words));
        }
        let mut words = rest.split_whitespace();
        let kind = match words.next().and_then(|w| self.command_word(w)) {
            Some(CommandWord::Threefold) => Claimed::Threefold,
            Some(CommandWord::Fifty) => Claimed::Fifty,
            Some(CommandWord::Dead) => return self.claim_dead(),
            // The opponent's claim of a completed illegal move (A.4.2), for the arbiter.
            Some(CommandWord::Illegal) => {
                return match self.illegal_move(self.game.turn(), None) {
                    Ok(record) => {
                        let question =
                            Message::new("arbiter-confirm").with("change", self.change(&record));
                        self.pending = Some(Pending::Arbiter(record));
                        Intent::answer(question)
                    }
                    Err(step) => step,
                };
            }
            _ => return Intent::answer(Message::new("claim-needs-kind")),
        };
        let written_text: Vec<&str> = words.collect();
        let by = self.game.turn().into();
        if written_text.is_empty() {
            return Intent::record(Record::Claim {
                by,
                claim: kind,
                written: None,
            });
        }
        let pos = self.game.position();
        match parse_move(
            &written_text.join(" "),
            pos,
            &self.vocab,
            &self.setup.announce,
        ) {
            Ok(m) => Intent::record(Record::Claim {
                by,
                claim: kind,
                written: Some(uci(m, self.game.castling_mode())),
            }),
            // A readable move that cannot be played: the claim is incorrect (docs/arbiter.md),
            // and the player hears why the move cannot be played.
            Err(e) if names_an_impossible_move(&e.kind) => Intent::Commit {
                records: vec![Record::IllegalClaim {
                    by,
                    claim: kind,
                    text: written_text.join(" "),
                }],
                answers: vec![Event::Private(e.message())],
            },
            Err(e) => Intent::answer(e.message()),
        }
    }

    /// `reklamieren tot`: a dead position (5.2.2) ends the game; the walk over every reachable
    /// position decides, and where it cannot, the arbiter does.
    fn claim_dead(&self) -> Intent {
        let reach = crate::game::dead::reach(self.game.position(), crate::game::dead::DECIDING);
        if reach.dead() {
            return Intent::record(Record::Result {
                result: Declared::Draw,
                ruling: Ruled::Dead,
                reason: String::new(),
            });
        }
        let can = [Color::White, Color::Black]
            .into_iter()
            .find(|c| reach.of(*c) == crate::game::dead::Mate::Possible);
        Intent::answer(match can {
            Some(side) => Message::new("dead-not").with("side", side),
            None => Message::new("dead-unknown").with("positions", reach.positions),
        })
    }

    /// A completed illegal move by `by`, for the arbiter to confirm. Under partial supervision
    /// (A.4.2, B.4) only before the opponent's next move: anna never takes an illegal move, so
    /// its offender is still to move; once the other side is, the illegal move stands.
    fn illegal_move(&self, by: Color, promotion: Option<&&str>) -> Result<Record, Intent> {
        let turn = self.game.turn();
        if self.setup.supervision() == Some(super::Supervision::Partial) && by != turn {
            return Err(Intent::answer(
                Message::new("illegal-too-late")
                    .with("side", by)
                    .with("other", turn),
            ));
        }
        Ok(Record::IllegalMove {
            by: by.into(),
            queen_promotion: self.queen_promotion(promotion.copied()),
        })
    }

    /// `schiedsrichter ergebnis 1-0 strafe …`: the result, the ruling it rests on, the words.
    fn declared(&self, args: &[&str]) -> Result<Record, Intent> {
        let usage = || Intent::answer(Message::new("arbiter-result-usage"));
        let result = match args.first().copied() {
            Some("1-0") => Declared::WhiteWins,
            Some("0-1") => Declared::BlackWins,
            Some("½-½" | "1/2-1/2" | "=") => Declared::Draw,
            Some("0-0") => Declared::BothLose,
            Some(w) if self.command_word(w) == Some(CommandWord::Offer) => Declared::Draw,
            _ => return Err(usage()),
        };
        let ruling = match args.get(1).and_then(|w| self.command_word(w)) {
            Some(CommandWord::Penalty) => Ruled::Penalty,
            Some(CommandWord::Illegal) => Ruled::IllegalMove,
            Some(CommandWord::Dead) => Ruled::Dead,
            Some(CommandWord::Adjudication) => Ruled::Adjudication,
            Some(CommandWord::Forfeit) => Ruled::Forfeit,
            _ => return Err(usage()),
        };
        if ruling == Ruled::Dead && result != Declared::Draw {
            return Err(Intent::answer(Message::new("arbiter-dead-is-draw")));
        }
        Ok(Record::Result {
            result,
            ruling,
            reason: args.get(2..).map(|r| r.join(" ")).unwrap_or_default(),
        })
    }

    /// `tipp`, `bewertung [genau]`, `drohung`: help from the engine, outside tournaments.
    fn engine_ask(&self, command: CommandWord, rest: &str) -> Intent {
        if self.setup.tournament {
            return Intent::answer(Message::new("engine-tournament"));
        }
        let over = self.game.is_over();
        let ask = match command {
            CommandWord::Hint if over => return Intent::answer(Message::new("game-is-over")),
            CommandWord::Threat if over => return Intent::answer(Message::new("game-is-over")),
            CommandWord::Hint => EngineAsk::Hint,
            CommandWord::Threat if self.game.position().is_check() => {
                // In check the threat has been carried out: the check is it.
                return Intent::answer(
                    Message::new("threat-in-check").with("side", self.game.turn()),
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

    fn takeback(&mut self) -> Intent {
        if self.setup.tournament {
            return Intent::answer(Message::new("takeback-tournament"));
        }
        if let Some(engine) = self.setup.engine {
            // The engine always agrees, and the player's own last move is taken back, with the
            // engine's answer to it if it has answered: it is the player's turn again.
            let engine = Color::from(engine.side);
            let plies = self.game.plies();
            let count = if self.game.turn() == engine { 1 } else { 2 };
            // No move of the player's yet (the engine opened): only the engine's could go,
            // and it would play it again.
            if plies < count {
                return Intent::answer(Message::new("no-move-yet"));
            }
            return Intent::commit(vec![Record::TakeBack; count]);
        }
        let Some(last) = self.game.moves().last().map(|p| p.mv) else {
            return Intent::answer(Message::new("no-move-yet"));
        };
        let ply = self.game.plies() - 1;
        let Some(pos) = self.game.position_at(ply) else {
            return Intent::answer(Message::new("no-move-yet"));
        };
        // The player who made the move asks; the opponent must agree.
        let asked_of = pos.turn().other();
        let words = announce(pos, last, self.options());
        self.pending = Some(Pending::TakeBack { asked_of });
        // Asked of the opponent: both hear it.
        Intent::Answer(vec![Event::Public(
            Message::new("takeback-ask")
                .with("side", asked_of)
                .with("move", words),
        )])
    }

    /// "zeit [kurz|genau] [meine|gegner] [weiß|schwarz]": a clock report for the asker, by
    /// default the player to move (D.2.10.4: said only when asked).
    fn time_command(&self, rest: &str, now: Moment) -> Intent {
        let mut form = Form::Long;
        let mut which = Which::Both;
        let mut asker = self.game.turn();
        for word in rest.split_whitespace() {
            match self.command_word(word) {
                Some(CommandWord::Short) => form = Form::Short,
                Some(CommandWord::Exact) => form = Form::Exact,
                Some(CommandWord::Own) => which = Which::Own,
                Some(CommandWord::Opponent) => which = Which::Opponent,
                _ => match self.named_side(word) {
                    Some(side) => asker = side,
                    None => return self.bad_word(word),
                },
            }
        }
        let mut parts = vec![self.clock_report(asker, form, which, now)];
        // The whole long report also says how long the move in progress has taken.
        if form == Form::Long
            && which == Which::Both
            && let Some((side, thinking)) = self.clock.as_ref().and_then(|c| c.thinking(now))
            && thinking >= Duration::from_secs(1)
        {
            parts.push(
                Message::new("clock-thinking")
                    .with("side", side)
                    .with("time", spoken_time(thinking))
                    .into(),
            );
        }
        Intent::answer(Message::new("sentences").with("parts", Arg::Sentences(parts)))
    }

    fn bad_word(&self, word: &str) -> Intent {
        Intent::answer(super::answers::bad_argument(word))
    }

    /// "schiedsrichter anhalten|weiter|plus SEITE ZEIT|minus SEITE ZEIT|setzen ZEIT ZEIT [ZUG]
    /// |zurueck ZUG [SEITE]|regelwidrig SEITE [ZUG] [Grund …]": the arbiter's changes, each
    /// journaled with its reason.
    fn arbiter_command(&mut self, rest: &str) -> Intent {
        let words: Vec<&str> = rest.split_whitespace().collect();
        let Some((&first, args)) = words.split_first() else {
            return self.bad_word("");
        };
        let command = self.command_word(first);
        use CommandWord as C;
        let clock_change = matches!(
            command,
            Some(C::Pause | C::Resume | C::Add | C::Remove | C::Set)
        );
        if clock_change && self.clock.is_none() {
            return Intent::answer(Message::new("no-clock"));
        }
        let time = |w: &str| {
            parse_time(w).ok_or_else(|| {
                Intent::answer(Message::new("bad-time").with(
                    "word",
                    Message::new("quoted").with("word", Arg::Text(w.to_string())),
                ))
            })
        };
        let side = |w: &str| self.named_side(w).ok_or_else(|| self.bad_word(w));
        let reason = |from: usize| args.get(from..).map(|r| r.join(" ")).unwrap_or_default();
        let arg = |i: usize| args.get(i).copied().unwrap_or("");
        let clock = |change: ClockChange, from: usize| Record::Clock {
            change,
            reason: reason(from),
        };
        let result: Result<Record, Intent> = match command {
            Some(C::Pause) => Ok(clock(ClockChange::Pause, 0)),
            Some(C::Resume) => Ok(clock(ClockChange::Resume, 0)),
            Some(C::Add) => side(arg(0)).and_then(|to| {
                Ok(clock(
                    ClockChange::Add {
                        to: to.into(),
                        ms: time(arg(1))?,
                    },
                    2,
                ))
            }),
            Some(C::Remove) => side(arg(0)).and_then(|from| {
                Ok(clock(
                    ClockChange::Remove {
                        from: from.into(),
                        ms: time(arg(1))?,
                    },
                    2,
                ))
            }),
            Some(C::Set) => (|| {
                let (white_ms, black_ms) = (time(arg(0))?, time(arg(1))?);
                Ok(match arg(2).parse::<u32>() {
                    Ok(n) => clock(
                        ClockChange::Set {
                            white_ms,
                            black_ms,
                            moves: Some(n),
                        },
                        3,
                    ),
                    Err(_) => clock(
                        ClockChange::Set {
                            white_ms,
                            black_ms,
                            moves: None,
                        },
                        2,
                    ),
                })
            })(),
            Some(C::TakeBack) => self
                .retract_ply(args)
                .map(|(to_ply, used)| Record::Retract {
                    to_ply,
                    reason: reason(used),
                }),
            Some(C::Result) => self.declared(args),
            Some(C::Illegal) => side(arg(0)).and_then(|by| self.illegal_move(by, args.get(1))),
            _ => Err(self.bad_word(first)),
        };
        match result {
            // Stopping and restarting the clocks is urgent and undone as easily: done at once.
            Ok(
                record @ Record::Clock {
                    change: ClockChange::Pause | ClockChange::Resume,
                    ..
                },
            ) => Intent::record(record),
            // Every other change is said in full and waits for "ja": a typo acts on nothing.
            Ok(record) => {
                let question = Message::new("arbiter-confirm").with("change", self.change(&record));
                self.pending = Some(Pending::Arbiter(record));
                Intent::answer(question)
            }
            Err(step) => step,
        }
    }

    /// What an arbiter's record will change, in words, with the reason given.
    fn change(&self, record: &Record) -> Arg {
        let (change, reason) = match record {
            Record::Clock { change, reason } => (change.words(), reason.as_str()),
            Record::Retract { to_ply, reason } => {
                let undone = self.game.plies().saturating_sub(*to_ply);
                let last = to_ply.checked_sub(1).and_then(|p| {
                    let pos = self.game.position_at(p)?;
                    let m = self.game.moves().get(p)?.mv;
                    Some((
                        super::answers::move_number(pos.fullmoves().get(), pos.turn()),
                        announce(pos, m, self.options()),
                    ))
                });
                (
                    match last {
                        Some((number, words)) => Message::new("arbiter-retract")
                            .with("number", number)
                            .with("move", words)
                            .with("plies", undone),
                        None => Message::new("arbiter-retract-start").with("plies", undone),
                    },
                    reason.as_str(),
                )
            }
            Record::IllegalMove { by, .. } => {
                let loses = self.setup.supervision() == Some(super::Supervision::Partial)
                    && self.setup.illegal_move_rule == super::IllegalMoveRule::Loss;
                let id = match loses {
                    true => "arbiter-illegal-loses",
                    false => "arbiter-illegal",
                };
                (Message::new(id).with("side", Color::from(*by)), "")
            }
            Record::Result {
                result,
                ruling,
                reason,
            } => {
                let termination = ruling.termination();
                (
                    Message::new("arbiter-result")
                        .with("result", super::result_message((*result).into()))
                        .with("reason", super::reason_message(termination))
                        .with("article", Arg::Text(termination.article().to_string())),
                    reason.as_str(),
                )
            }
            _ => (Message::new("arbiter-change"), ""),
        };
        let mut parts = vec![Arg::from(change)];
        if !reason.is_empty() {
            parts.push(
                Message::new("arbiter-reason")
                    .with("reason", Arg::Text(reason.into()))
                    .into(),
            );
        }
        Arg::Sentences(parts)
    }

    /// "16" (after Black's 16th move) or "16 weiß" (after White's): the ply to retrace to, and
    /// how many arguments that took.
    fn retract_ply(&self, args: &[&str]) -> Result<(usize, usize), Intent> {
        let first = args.first().copied().unwrap_or("");
        let number: u32 = first
            .trim_end_matches('.')
            .parse()
            .map_err(|_| self.bad_word(first))?;
        let (after, used) = match args.get(1).and_then(|w| self.named_side(w)) {
            Some(side) => (side, 2),
            None => (Color::Black, 1),
        };
        (0..=self.game.plies())
            .find(|&ply| {
                self.game.position_at(ply).is_some_and(|pos| match after {
                    Color::White => pos.turn() == Color::Black && pos.fullmoves().get() == number,
                    Color::Black => {
                        pos.turn() == Color::White && pos.fullmoves().get() == number + 1
                    }
                })
            })
            .map(|ply| (ply, used))
            .ok_or_else(|| self.bad_word(first))
    }

    /// 7.5.2: a pawn move to the last rank made without a piece is completed with a queen.
    fn queen_promotion(&self, text: Option<&str>) -> Option<String> {
        let text = text?;
        let pos = self.game.position();
        let legal = pos.legal_moves();
        let promotion = legal.iter().find(|m| {
            m.promotion() == Some(shakmaty::Role::Queen)
                && parse_move(&format!("{text}=Q"), pos, &self.vocab, &self.setup.announce).ok()
                    == Some(**m)
        });
        promotion.map(|m| uci(*m, self.game.castling_mode()))
    }

    /// "pruefen Kg1 Dd1 …" or a FEN: a physical board compared with the record, and the fewest
    /// piece moves that put it right.
    fn board_check(&self, rest: &str) -> Intent {
        let actual = match parse_board(rest, &self.vocab, self.options()) {
            Ok(board) => board,
            Err(e) => return Intent::answer(e.message(self.options())),
        };
        let result = check(self.game.position().board(), &actual, self.options());
        if result.corrections.is_empty() {
            return Intent::answer(Message::new("board-matches"));
        }
        let mut answers = vec![Event::Private(Message::new("board-differs"))];
        answers.extend(
            result
                .corrections
                .into_iter()
                .map(|c| Event::Private(c.sentence())),
        );
        Intent::Answer(answers)
    }

    /// `hilfe`: the commands in a few lines; `hilfe zeit`: one command.
    pub(crate) fn help(&self, rest: &str) -> Message {
        let topic = rest.trim();
        if topic.is_empty() {
            return Message::new("help");
        }
        let first = topic.split_whitespace().next().unwrap_or(topic);
        match self.command_word(first) {
            Some(command) => Message::new(help_id(command)),
            None if parse_move(topic, self.game.position(), &self.vocab, self.options())
                .is_ok()
                || crate::notation::normalize(first) == "zug"
                || crate::notation::normalize(first) == "move" =>
            {
                Message::new("help-move")
            }
            None => Message::new("help-unknown").with(
                "word",
                Message::new("quoted").with("word", Arg::Text(topic.to_string())),
            ),
        }
    }
}

/// A command's answer to an argument it cannot take is followed by how the command goes, so
/// that the player need not ask.
fn explained(command: CommandWord, intent: Intent) -> Intent {
    if let Intent::Answer(answers) = &intent
        && let [Event::Private(refusal)] = answers.as_slice()
        && ["bad-argument", "bad-argument-none"].contains(&refusal.id())
    {
        return Intent::answer(Message::new("sentences").with(
            "parts",
            Arg::Sentences(vec![
                refusal.clone().into(),
                Message::new(help_id(command)).into(),
            ]),
        ));
    }
    intent
}

/// Whether a refusal is of a move that was read but cannot be played (not of a typo, nor of
/// a move that needs one more word).
fn names_an_impossible_move(kind: &crate::notation::ParseErrorKind) -> bool {
    use crate::notation::ParseErrorKind as K;
    matches!(
        kind,
        K::NoPiece { .. }
            | K::NothingToCapture(_)
            | K::NotEnPassant(_)
            | K::LeavesKingInCheck(_)
            | K::CastleImpossible(_)
    )
}

/// The help message of a command; an argument word leads to its command's help.
/// Commands that only read (the position, the clock, the help, the devices) and so may be used
/// while a question waits for its answer.
pub(crate) fn reads_only(command: CommandWord) -> bool {
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
        C::Offer => "help-offer",
        C::Accept | C::Yes => "help-accept",
        C::Decline | C::No => "help-decline",
        C::Cancel => "help-cancel",
        C::Claim | C::Threefold | C::Fifty => "help-claim",
        C::TakeBack => "help-takeback",
        C::Resign => "help-resign",
        C::Save => "help-save",
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
        | C::Forfeit => "help-arbiter",
        C::Dead => "help-claim",
        C::Check => "help-check",
        C::Touched => "help-touched",
        C::Press => "help-press",
        C::Silence => "help-silence",
        C::Hint => "help-hint",
        C::Eval => "help-eval",
        C::Threat => "help-threat",
        C::Analyse => "help-analyse",
        C::Forward
        | C::Start
        | C::End
        | C::Goto
        | C::Next
        | C::Previous
        | C::Mistake
        | C::Summary => "help-review",
    }
}

/// "90" (minutes), "5:30", "1:05:00", "0:00:10.5": a time in milliseconds.
pub fn parse_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let seconds_part = |p: &str| -> Option<f64> {
        let v: f64 = p.parse().ok()?;
        (v.is_finite() && v >= 0.0).then_some(v)
    };
    let secs = match parts.as_slice() {
        [m] => seconds_part(m)? * 60.0,
        [m, s] => seconds_part(m)? * 60.0 + seconds_part(s)?,
        [h, m, s] => seconds_part(h)? * 3600.0 + seconds_part(m)? * 60.0 + seconds_part(s)?,
        _ => return None,
    };
    let ms = Duration::try_from_secs_f64(secs).ok()?.as_millis();
    u64::try_from(ms).ok().filter(|&ms| ms <= 24 * 3_600_000)
}
