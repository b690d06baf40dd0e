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

use crate::clock::Moment;
use crate::command::{Conversation, Intent, reads_only};
use crate::lang::{CommandWord, Language};
use crate::lichess::{Solving, Verdict, theme_name};
use crate::message::{Arg, Message, Token};
use crate::notation::{announce, fold_input, push_square};
use crate::output::{Event, Output};
use crate::session::{Record, Session, Setup};
use crate::ui::{Input, Signal, View};

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
            rules: crate::session::Rules {
                tournament: false,
                ..setup.rules.clone()
            },
            engine: None,
            fen: None,
            ..setup
        };
        let mut session = Session::new(setup.clone()).map_err(|e| e.message())?;
        session.read_also(language.code());
        Ok(PuzzleTrainer {
            talk: Conversation::new(&language, &session),
            setup,
            language,
            outputs,
            results,
            session,
            last_said: Vec::new(),
        })
    }

    fn show(&mut self, view: &mut dyn View, events: &[Event]) {
        let words = self.session.words_in(&self.language);
        crate::ui::show_everywhere(view, &mut self.outputs, &self.session, &words, events);
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
            // A screen that fails ends the puzzles, but its result is kept first.
            let left = self.solve(view, &mut puzzle);
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
            if left? {
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
            let words = self.session.words_in(&self.language);
            match view.read_line(&self.session, &words, None, None)? {
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
        session.read_also(self.language.code());
        let moves = solving.before().iter().chain(solving.played());
        for m in moves {
            let record = Record::Move {
                uci: UciMove::from_move(*m, CastlingMode::Standard),
            };
            if session.apply(&record, Moment::ZERO).is_err() {
                break;
            }
        }
        self.talk = Conversation::new(&self.language, &session);
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
            // `hilfe`, and `hilfe lösung`: the puzzle's own words are explained here.
            Some(C::Help)
                if rest.first().is_none_or(|w| {
                    self.talk.review_word(w) == Some(C::Solution)
                        || self.talk.command_word(w) == Some(C::Hint)
                }) =>
            {
                answer(Message::new("puzzle-help"))
            }
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

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::sync::Mutex;

    use super::*;
    use crate::output::Words;

    /// The lines typed, then the end of input; what the screen showed.
    struct Script {
        lines: VecDeque<String>,
        shown: Vec<String>,
    }

    impl Output for Script {
        fn show(&mut self, event: &Event, words: &Words) {
            self.shown.push(words.event_text(event));
        }
        fn status(&self) -> Message {
            Message::new("puzzle-help")
        }
    }

    impl View for Script {
        fn read_line(
            &mut self,
            _session: &Session,
            _words: &Words,
            _asking: Option<Message>,
            _deadline: Option<std::time::Instant>,
        ) -> io::Result<Input> {
            Ok(self.lines.pop_front().map_or(Input::End, Input::Line))
        }
        fn signal_sink(&self) -> Box<dyn Fn(Signal) + Send> {
            Box::new(|_| {})
        }
    }

    /// A second output (speech, braille) that gets what the screen gets.
    struct Heard(Arc<Mutex<Vec<String>>>);

    impl Output for Heard {
        fn show(&mut self, event: &Event, words: &Words) {
            if let Ok(mut heard) = self.0.lock() {
                heard.push(words.event_text(event));
            }
        }
        fn status(&self) -> Message {
            Message::new("puzzle-help")
        }
    }

    #[derive(Default)]
    struct Kept(Vec<(String, bool)>);

    impl PuzzleResults for Kept {
        fn finished(&mut self, puzzle: &PuzzleItem, win: bool) -> Vec<Message> {
            self.0.push((puzzle.id.clone(), win));
            Vec::new()
        }
    }

    const GAME: &str = "e4 e6 Nf3 d5 e5 c5 c3 Qb6 d4 cxd4 cxd4 Nc6 Be2 Bb4+ Nc3 Nge7 O-O O-O a3 Bxc3 bxc3 Na5 Be3 Qb2 Qa4 Qxe2 Qxa5 b6 Qb4 Nc6 Qd6 Na5 a4 Nc4 Qc6 Nxe3 fxe3 Qxe3+ Kh1 Ba6 Rfe1 Qf2 a5 Rac8 Qd6 Rfd8 Qe7 bxa5 Qxa7 Be2 Ng5 Ra8 Qe7 Re8 Qc7 Rec8 Qb7 Ba6 Qe7 Rxc3 Reb1 Rc2 Rg1 Rb2 Rxa5 Rc8 Rxa6";

    fn puzzle(id: &str) -> PuzzleItem {
        let solution: Vec<String> = ["f2g1", "h1g1", "c8c1"].map(String::from).to_vec();
        PuzzleItem {
            id: id.into(),
            rating: 1632,
            themes: vec!["mateIn2".into(), "Sicilian_Defense".into()],
            solving: Solving::new(GAME, 66, &solution).unwrap(),
        }
    }

    fn run(lines: &[&str], puzzles: Vec<PuzzleItem>) -> (Vec<String>, Vec<String>, Kept, Tally) {
        let language = Language::load("de").unwrap();
        let heard = Arc::new(Mutex::new(Vec::new()));
        let outputs: Vec<Box<dyn Output>> = vec![Box::new(Heard(heard.clone()))];
        let mut kept = Kept::default();
        let mut view = Script {
            lines: lines.iter().map(|l| l.to_string()).collect(),
            shown: Vec::new(),
        };
        let tally = {
            let mut trainer =
                PuzzleTrainer::new(Setup::default(), language, outputs, &mut kept).unwrap();
            trainer.run(&mut view, puzzles, Vec::new()).unwrap()
        };
        let heard = heard.lock().unwrap().clone();
        (view.shown, heard, kept, tally)
    }

    /// A wrong move, `brett`, the right moves: every output hears the same, the result is
    /// kept once, lost.
    #[test]
    fn every_output_hears_the_puzzle_and_the_result_is_kept_once() {
        let (shown, heard, kept, tally) =
            run(&["Tb1", "nochmal", "Dg1", "Tc1", "Tc1"], vec![puzzle("A")]);
        assert_eq!(shown, heard);
        assert!(
            shown
                .iter()
                .any(|s| s.starts_with("Turm Bella eins ist nicht die Lösung")),
            "{shown:?}"
        );
        assert!(
            shown
                .iter()
                .any(|s| s.contains("Gelöst, aber nicht auf Anhieb")),
            "{shown:?}"
        );
        assert!(
            shown
                .iter()
                .any(|s| s.ends_with("Themen: Matt in zwei Zügen, Sicilian Defense.")),
            "{shown:?}"
        );
        assert_eq!(kept.0, [("A".to_string(), false)]);
        assert_eq!(tally, Tally { played: 1, won: 0 });
    }

    /// Leaving a puzzle after a move keeps its result; a puzzle not touched is not kept.
    #[test]
    fn leaving_keeps_a_touched_puzzle_and_not_an_untouched_one() {
        let (_, _, kept, _) = run(&["Dg1"], vec![puzzle("A"), puzzle("B")]);
        assert_eq!(kept.0, [("A".to_string(), false)]);
        let (shown, _, kept, _) = run(&["brett", "beenden"], vec![puzzle("A")]);
        assert!(kept.0.is_empty(), "{shown:?}");
        assert!(shown.iter().any(|s| s.contains("Anna")), "{shown:?}");
    }
}
