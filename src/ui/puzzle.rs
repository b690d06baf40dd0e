//! Lichess puzzles as a mode of their own (`anna lichess puzzle`): each puzzle's game set up
//! to its start, the opponent's last move said, the player's moves read as in a game (any
//! notation, any vocabulary, spoken words) and answered right or wrong, the reply played and
//! said; `tipp` names the piece that moves, `lösung` says the rest. Every command that reads
//! the position reads the puzzle's. The results go wherever [`PuzzleResults`] keeps them, once
//! each, when a puzzle ends or, at the latest, when the player leaves it.

use std::io;
use std::sync::Arc;

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::{Input, Signal, View};
use crate::clock::Moment;
use crate::command::{Conversation, Intent, reads_only};
use crate::lang::{CommandWord, Language};
use crate::lichess::{Solving, Verdict, theme_name};
use crate::message::{Arg, Message, Token};
use crate::notation::{announce, fold_input, push_square};
use crate::output::{Event, Output};
use crate::session::{Record, Session, Setup};

/// One puzzle to solve: Lichess's id, rating and themes, and the position being solved.
pub struct PuzzleItem {
    pub id: String,
    pub rating: i64,
    pub themes: Vec<String>,
    pub solving: Solving,
}

/// Where the results go: Lichess (with a token) or a file on this computer. Told once for
/// each puzzle the player has done something in; what it says is said to the player.
pub trait PuzzleResults {
    fn finished(&mut self, puzzle: &PuzzleItem, win: bool) -> Vec<Message>;
}

/// How many puzzles were played and how many of them solved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub played: usize,
    pub won: usize,
}

/// What a typed line leads to.
enum Step {
    Said(Vec<Event>),
    /// The puzzle has ended (solved or its solution heard): the next one follows.
    Ended(Vec<Event>),
    Leave,
}

pub struct PuzzleTrainer<'a> {
    setup: Setup,
    language: Arc<Language>,
    outputs: Vec<Box<dyn Output>>,
    results: &'a mut dyn PuzzleResults,
    /// The puzzle's game at the position now, for the reading commands and the prompt.
    session: Session,
    talk: Conversation,
    last_said: Vec<Event>,
}

impl<'a> PuzzleTrainer<'a> {
    /// A trainer with the game's words (`setup`: vocabulary, announcements) and no clock.
    pub fn new(
        setup: Setup,
        language: Arc<Language>,
        outputs: Vec<Box<dyn Output>>,
        results: &'a mut dyn PuzzleResults,
    ) -> Result<PuzzleTrainer<'a>, Message> {
        let setup = Setup {
            time_control: None,
            warnings_ms: Vec::new(),
            tournament: false,
            engine: None,
            fen: None,
            ..setup
        };
        let mut session = Session::new(setup.clone()).map_err(|e| e.message())?;
        session.set_language(language.clone());
        Ok(PuzzleTrainer {
            talk: Conversation::of(&session),
            setup,
            language,
            outputs,
            results,
            session,
            last_said: Vec::new(),
        })
    }

    fn show(&mut self, view: &mut dyn View, events: &[Event]) {
        super::show_everywhere(view, &mut self.outputs, &self.session, events);
    }

    /// The puzzles one after the other, until the last ends or the player leaves.
    pub fn run(
        &mut self,
        view: &mut dyn View,
        puzzles: Vec<PuzzleItem>,
        greeting: Vec<Event>,
    ) -> io::Result<Tally> {
        if let Some(waker) = view.waker() {
            for output in &mut self.outputs {
                output.set_waker(waker.clone());
            }
        }
        let mut greeting = greeting;
        let mut tally = Tally::default();
        let count = puzzles.len();
        for (index, mut puzzle) in puzzles.into_iter().enumerate() {
            self.place(&puzzle.solving);
            let mut opening = std::mem::take(&mut greeting);
            if count > 1 {
                opening.push(private(
                    Message::new("puzzle-number")
                        .with("number", index + 1)
                        .with("count", count),
                ));
            }
            opening.extend(self.start(&puzzle.solving));
            self.show(view, &opening);
            self.last_said = opening;
            let left = self.solve(view, &mut puzzle)?;
            if puzzle.solving.touched() || puzzle.solving.is_over() {
                tally.played += 1;
                tally.won += usize::from(puzzle.solving.won());
                let said: Vec<Event> = self
                    .results
                    .finished(&puzzle, puzzle.solving.won())
                    .into_iter()
                    .map(private)
                    .collect();
                self.show(view, &said);
            }
            if left {
                return Ok(tally);
            }
        }
        let done = Message::new("puzzle-done")
            .with("count", tally.played)
            .with("won", tally.won);
        self.show(view, &[private(done)]);
        Ok(tally)
    }

    /// Reads lines until the puzzle ends (`false`) or the player leaves (`true`).
    fn solve(&mut self, view: &mut dyn View, puzzle: &mut PuzzleItem) -> io::Result<bool> {
        loop {
            match view.read_line(&self.session, None, None)? {
                Input::Line(line) => {
                    if self.talk.is_silence(&line) {
                        for output in &mut self.outputs {
                            output.silence();
                        }
                        continue;
                    }
                    match self.line(&line, puzzle) {
                        Step::Said(said) => {
                            self.show(view, &said);
                            if !said.is_empty() {
                                self.last_said = said;
                            }
                        }
                        Step::Ended(said) => {
                            self.show(view, &said);
                            self.last_said = said;
                            return Ok(false);
                        }
                        Step::Leave => return Ok(true),
                    }
                }
                Input::Tell(event) => self.show(view, &[event]),
                Input::Explore(key) => {
                    let intent = self.talk.explore(&self.session, key);
                    self.show(view, intent.answers());
                }
                Input::Wake | Input::Timeout => self.show(view, &[]),
                // Nothing is lost by leaving: the result so far is kept on the way out.
                Input::End | Input::Signal(Signal::Interrupt | Signal::Leave) => return Ok(true),
            }
        }
    }

    /// The session at the puzzle's position: the game's moves, then those of the solution
    /// played so far.
    fn place(&mut self, solving: &Solving) {
        let Ok(mut session) = Session::new(self.setup.clone()) else {
            return;
        };
        session.set_language(self.language.clone());
        let moves = solving.before().iter().chain(solving.played());
        for m in moves {
            let record = Record::Move {
                uci: UciMove::from_move(*m, CastlingMode::Standard),
            };
            if session.apply(&record, Moment::ZERO).is_err() {
                break;
            }
        }
        self.talk = Conversation::of(&session);
        self.session = session;
    }

    /// "Schwarz spielte …; Weiß am Zug, finde den besten Zug."
    fn start(&self, solving: &Solving) -> Vec<Event> {
        let Some((before, last)) = solving.last_move() else {
            return Vec::new();
        };
        let turn = solving.position().turn();
        vec![private(
            Message::new("puzzle-start")
                .with("side", before.turn())
                .with("move", self.words(&before, last))
                .with("turn", turn),
        )]
    }

    fn words(&self, position: &Chess, m: Move) -> Vec<Token> {
        announce(position, m, self.session.options())
    }

    /// What a typed line says in the puzzle.
    fn line(&mut self, line: &str, puzzle: &mut PuzzleItem) -> Step {
        let folded = fold_input(line);
        let mut words = folded.split_whitespace();
        let first = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        if first.is_empty() {
            return Step::Said(Vec::new());
        }
        use CommandWord as C;
        let command = self
            .talk
            .review_word(first)
            .or_else(|| self.talk.command_word(first));
        let said = match command {
            Some(C::Solution) => return Step::Ended(self.solution(puzzle)),
            Some(C::Hint) => self.hint(&puzzle.solving),
            Some(C::Quit) => return Step::Leave,
            Some(C::Repeat) => self.last_said.clone(),
            Some(C::Help) if rest.is_empty() => answer(Message::new("puzzle-help")),
            Some(C::Help) => answer(self.talk.help(&self.session, &rest.join(" "))),
            Some(C::Devices) => self
                .outputs
                .iter()
                .map(|o| Event::Private(o.status()))
                .collect(),
            Some(c) if reads_only(c) && !matches!(c, C::Eval | C::Threat) => {
                match self.talk.input(&self.session, line, Moment::ZERO) {
                    Intent::Answer(answers) | Intent::BoardCheck(answers) => answers,
                    _ => Vec::new(),
                }
            }
            Some(_) => answer(Message::new("puzzle-not-here")),
            None => return self.typed_move(line, puzzle),
        };
        Step::Said(said)
    }

    /// A move typed: right or wrong; a right one is played with the reply.
    fn typed_move(&mut self, line: &str, puzzle: &mut PuzzleItem) -> Step {
        let intent = self.talk.input(&self.session, line, Moment::ZERO);
        let uci = match intent {
            Intent::Commit { records, .. } => records.iter().find_map(|r| match r {
                Record::Move { uci } => Some(*uci),
                _ => None,
            }),
            // The reader's own answer: a move that is not legal, a word not understood.
            Intent::Answer(answers) => return Step::Said(answers),
            _ => None,
        };
        let before = puzzle.solving.position().clone();
        let Some(m) = uci.and_then(|u| u.to_move(&before).ok()) else {
            return Step::Said(answer(Message::new("puzzle-not-here")));
        };
        let move_words = self.words(&before, m);
        match puzzle.solving.try_move(m) {
            Verdict::Wrong => Step::Said(answer(
                Message::new("puzzle-wrong").with("move", move_words),
            )),
            Verdict::Right { reply, solved } => {
                self.place(&puzzle.solving);
                if solved {
                    let clean = if puzzle.solving.won() { "yes" } else { "no" };
                    let mut said = answer(
                        Message::new("puzzle-solved")
                            .with("move", move_words)
                            .with("clean", Arg::Key(clean)),
                    );
                    said.push(private(about(puzzle)));
                    return Step::Ended(said);
                }
                let Some(reply) = reply else {
                    return Step::Said(Vec::new());
                };
                let Ok(after) = before.clone().play(m) else {
                    return Step::Said(Vec::new());
                };
                Step::Said(answer(
                    Message::new("puzzle-reply")
                        .with("move", move_words)
                        .with("side", after.turn())
                        .with("reply", self.words(&after, reply)),
                ))
            }
        }
    }

    /// `tipp`: the piece the solution moves next, and its square.
    fn hint(&self, solving: &Solving) -> Vec<Event> {
        let Some((piece, square)) = solving.hint() else {
            return answer(Message::new("game-is-over"));
        };
        let mut square_words = Vec::new();
        push_square(&mut square_words, square, self.session.options());
        answer(
            Message::new("puzzle-hint")
                .with("piece", Arg::Words(vec![Token::Piece(piece.role)]))
                .with("square", square_words),
        )
    }

    /// `lösung`: the rest of the solution, played out; the puzzle ends unsolved.
    fn solution(&mut self, puzzle: &mut PuzzleItem) -> Vec<Event> {
        let rest = puzzle.solving.give_up();
        let moves: Vec<Arg> = rest
            .iter()
            .map(|(position, m)| Arg::Words(self.words(position, *m)))
            .collect();
        self.place(&puzzle.solving);
        vec![
            private(Message::new("puzzle-solution").with("moves", Arg::Series(moves))),
            private(about(puzzle)),
        ]
    }
}

/// The puzzle's id, rating and themes in words.
fn about(puzzle: &PuzzleItem) -> Message {
    let themes: Vec<Arg> = puzzle.themes.iter().map(|t| theme_name(t)).collect();
    Message::new("puzzle-about")
        .with("id", Arg::Text(crate::lichess::clean(&puzzle.id)))
        .with("rating", Arg::Number(puzzle.rating))
        .with("themes", Arg::Series(themes))
}

fn private(message: Message) -> Event {
    Event::Private(message)
}

fn answer(message: Message) -> Vec<Event> {
    vec![private(message)]
}
