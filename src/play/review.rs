//! The review of a game as a mode of its own: the player steps through the moves (`vor`,
//! `zurück`, `anfang`, `ende`, `gehe 23`, `fehler`) and hears each with its verdict, and every
//! command that reads the position reads the position shown. Nothing of the game changes: a
//! move typed here is refused, and `zurück` steps back instead of asking for a take-back.

use std::io;
use std::sync::Arc;

use shakmaty::{CastlingMode, Color, EnPassantMode, Position, fen::Fen};

use super::seats::{HINT_NODES, eval_message, turn_passed};
use crate::clock::Moment;
use crate::command::{Conversation, Intent, reads_only};
use crate::engine::{EngineStrength, Limit, Search, Strength, Uci};
use crate::lang::{CommandWord, Language};
use crate::message::Message;
use crate::notation::{announce, fold_input};
use crate::output::Event;
use crate::output::Output;
use crate::review::{Analysis, Stepped, Walk, step_message, summary_message};
use crate::session::{Record, Session, Setup};
use crate::ui::{Input, Signal, View};

pub struct Reviewer {
    walk: Walk,
    /// The game at its start, read in the conversation's move words too: each position shown
    /// starts from a copy of it.
    start: Session,
    /// The conversation's language: the review holds it, not the game.
    language: Arc<Language>,
    /// The game at the position shown.
    session: Session,
    /// The command words understood (the review's own and the game's reading commands).
    talk: Conversation,
    outputs: Vec<Box<dyn Output>>,
    /// The answer said last, for `nochmal`.
    last_said: Vec<Event>,
    /// The engine, for `drohung` (what the opponent threatens needs a search of its own).
    engine: Option<Uci>,
}

impl Reviewer {
    /// A review at the start position. The set-up's clock, tournament flag and engine are
    /// dropped: a review reads, it does not play.
    pub fn new(
        walk: Walk,
        setup: Setup,
        language: Arc<Language>,
        outputs: Vec<Box<dyn Output>>,
        engine: Option<Uci>,
    ) -> Result<Reviewer, Message> {
        let setup = Setup {
            time_control: None,
            warnings_ms: Vec::new(),
            rules: crate::session::Rules {
                tournament: false,
                ..setup.rules.clone()
            },
            engine: None,
            ..setup
        };
        let mut session = Session::new(setup).map_err(|e| e.message())?;
        session.read_also(language.code());
        Ok(Reviewer {
            walk,
            talk: Conversation::new(&language, &session),
            start: session.clone(),
            language,
            session,
            outputs,
            last_said: Vec::new(),
            engine,
        })
    }

    /// Says something outside the loop (the progress of the analysis).
    pub fn tell(&mut self, view: &mut dyn View, events: &[Event]) {
        self.show(view, events);
    }

    /// The engine's findings for each move, once the analysis is done.
    pub fn set_analyses(&mut self, analyses: Vec<Option<Analysis>>) {
        self.walk = self.walk.analysed(analyses);
    }

    pub fn set_engine(&mut self, engine: Option<Uci>) {
        self.engine = engine;
    }

    /// Both sides' counts and accuracy.
    pub fn summary(&self) -> Message {
        summary_message(&self.walk.summary())
    }

    /// Where the walk stands, in words.
    pub fn where_it_stands(&self) -> Message {
        step_message(&self.walk, &self.walk.current(), self.session.options())
    }

    /// A message in the review's words.
    pub fn text(&self, message: &Message) -> String {
        self.language.text(message, self.session.vocab())
    }

    /// The position of the walk, set up for the reading commands and the prompt.
    fn place(&mut self) {
        let mut session = self.start.clone();
        let castling = session.game().castling_mode();
        for m in self.walk.moves_here() {
            let record = Record::Move {
                uci: shakmaty::uci::UciMove::from_move(*m, castling),
            };
            if session.apply(&record, Moment::ZERO).is_err() {
                return;
            }
        }
        self.session = session;
    }

    fn show(&mut self, view: &mut dyn View, events: &[Event]) {
        let words = self.session.words_in(&self.language);
        crate::ui::show_everywhere(view, &mut self.outputs, &self.session, &words, events);
    }

    /// Steps until the player leaves or input ends.
    pub fn run(&mut self, view: &mut dyn View, greeting: Vec<Event>) -> io::Result<()> {
        if let Some(waker) = view.waker() {
            for output in &mut self.outputs {
                output.set_waker(waker.clone());
            }
        }
        self.show(view, &greeting);
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
                    let Some(said) = self.line(&line) else {
                        return Ok(());
                    };
                    self.show(view, &said);
                    if !said.is_empty() {
                        self.last_said = said;
                    }
                }
                Input::Tell(event) => self.show(view, &[event]),
                // The board cursor goes over the position reviewed.
                Input::Explore(key) => {
                    let intent = self.talk.explore(&self.session, key);
                    self.show(view, intent.answers());
                }
                Input::Wake | Input::Timeout => self.show(view, &[]),
                // Nothing is lost by leaving a review: Ctrl-C leaves at once.
                Input::End | Input::Signal(Signal::Interrupt | Signal::Leave) => return Ok(()),
            }
        }
    }

    /// What a typed line says; `None` when the player leaves.
    fn line(&mut self, line: &str) -> Option<Vec<Event>> {
        let folded = fold_input(line);
        let mut words = folded.split_whitespace();
        let first = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        let side = rest.iter().find_map(|w| self.talk.named_side(w));
        let reply = if first.is_empty() {
            // Enter alone: the next move, the way a book's page is turned.
            Reply::Step(self.walk.forward())
        } else if let Some(n) = move_number(first) {
            Reply::Step(self.walk.goto(n, side))
        } else {
            let review = self.talk.review_word(first);
            let command = review.or_else(|| self.talk.command_word(first));
            match self.walked(command, &rest, side) {
                Some(reply) => reply,
                None => self.reading(command, &rest, line),
            }
        };
        let stepped = match reply {
            Reply::Step(stepped) => stepped,
            Reply::Say(events) => return Some(events),
            Reply::Leave => return None,
        };
        if matches!(stepped, Stepped::Move(_) | Stepped::Start) {
            self.place();
        }
        let options = *self.session.options();
        Some(answer(step_message(&self.walk, &stepped, &options)))
    }

    /// A command that walks through the game: forward, back, to a move, to a mistake.
    /// `None` for any other.
    fn walked(
        &mut self,
        command: Option<CommandWord>,
        rest: &[&str],
        side: Option<Color>,
    ) -> Option<Reply> {
        use CommandWord as C;
        let said = |word: CommandWord| rest.iter().any(|w| self.talk.review_word(w) == Some(word));
        Some(Reply::Step(match command? {
            C::Forward | C::Resume => self.walk.forward(),
            C::TakeBack => self.walk.back(),
            C::Start => self.walk.to_start(),
            C::End => self.walk.to_end(),
            C::Goto => match rest.iter().find_map(|w| move_number(w)) {
                Some(n) => self.walk.goto(n, side),
                None => return Some(Reply::Say(answer(Message::new("help-review")))),
            },
            // "fehler" and "nächster fehler" go forward; "voriger fehler", and in the
            // languages that put the noun first "اشتباه قبلی", go back.
            C::Mistake if said(C::Previous) => self.walk.previous_mistake(side),
            C::Mistake => self.walk.next_mistake(side),
            c @ (C::Next | C::Previous) => match (said(C::Mistake), c == C::Next) {
                (true, true) => self.walk.next_mistake(side),
                (true, false) => self.walk.previous_mistake(side),
                (false, true) => self.walk.forward(),
                (false, false) => self.walk.back(),
            },
            _ => return None,
        }))
    }

    /// A command that reads without walking: the summary, help, a hint, the evaluation, the
    /// threat, the devices, what the game's own commands read. A move, a claim, an offer:
    /// nothing of a reviewed game is played.
    fn reading(&mut self, command: Option<CommandWord>, rest: &[&str], line: &str) -> Reply {
        use CommandWord as C;
        Reply::Say(match command {
            Some(C::Summary) => answer(summary_message(&self.walk.summary())),
            Some(C::Quit) => return Reply::Leave,
            Some(C::Repeat) => self.last_said.clone(),
            Some(C::Help) => answer(self.help(rest)),
            Some(C::Hint) => answer(self.hint()),
            Some(C::Eval) => {
                let exact = rest
                    .iter()
                    .any(|w| self.talk.command_word(w) == Some(C::Exact));
                answer(match self.walk.evaluation() {
                    Some(score) => eval_message(score, exact),
                    None => Message::new("review-not-analysed"),
                })
            }
            Some(C::Threat) => self.threat(),
            Some(C::Devices) => self
                .outputs
                .iter()
                .map(|o| Event::Private(o.status()))
                .collect(),
            Some(c) if reads_only(c) => match self.talk.input(&self.session, line, Moment::ZERO) {
                Intent::Answer(answers) | Intent::BoardCheck(answers) => answers,
                _ => Vec::new(),
            },
            _ => answer(Message::new("review-read-only")),
        })
    }

    fn help(&self, rest: &[&str]) -> Message {
        match rest.first() {
            None => Message::new("review-help"),
            Some(w) if self.talk.review_word(w).is_some() => Message::new("help-review"),
            Some(_) => self.talk.help(&self.session, &rest.join(" ")),
        }
    }

    /// `tipp`: the engine's move in the position shown, from the analysis.
    fn hint(&self) -> Message {
        let position = self.walk.position();
        if position.is_game_over() {
            return Message::new("game-is-over");
        }
        match self.walk.best_here() {
            Some(best) => {
                Message::new("hint").with("move", announce(position, best, self.session.options()))
            }
            None => Message::new("review-not-analysed"),
        }
    }

    /// `drohung`: the best move of the side not to move, were it its turn; a search of its own.
    fn threat(&mut self) -> Vec<Event> {
        let position = self.walk.position().clone();
        if position.is_game_over() {
            return answer(Message::new("game-is-over"));
        }
        if position.is_check() {
            return answer(Message::new("threat-in-check").with("side", position.turn()));
        }
        let mode = self.session.game().castling_mode();
        let Some(passed) = turn_passed(&position, mode) else {
            return answer(Message::new("engine-no-move"));
        };
        let Some(engine) = self.engine.as_mut() else {
            return answer(Message::new("engine-none"));
        };
        let search = Search {
            fen: Fen::from_position(&passed, EnPassantMode::Legal).to_string(),
            moves: Vec::new(),
            turn: passed.turn(),
            limit: Limit::Nodes(HINT_NODES),
        };
        let found = Strength::Full
            .configure(engine)
            .and_then(|()| engine.new_game(mode == CastlingMode::Chess960))
            .and_then(|()| engine.search(&search));
        let found = match found {
            Ok(found) => found,
            Err(e) => {
                // Said once: the review goes on without it.
                self.engine = None;
                return answer(e.message());
            }
        };
        let mv = found.best.as_deref().and_then(|text| {
            text.parse::<shakmaty::uci::UciMove>()
                .ok()
                .and_then(|u| u.to_move(&passed).ok())
        });
        answer(match mv {
            Some(mv) => Message::new("threat")
                .with("side", passed.turn())
                .with("move", announce(&passed, mv, self.session.options())),
            None => Message::new("engine-no-move"),
        })
    }
}

fn answer(message: Message) -> Vec<Event> {
    vec![Event::Private(message)]
}

/// What a line in a review comes to: a step through the game, words that move nothing, or
/// leaving.
enum Reply {
    Step(Stepped),
    Say(Vec<Event>),
    Leave,
}

/// A move number as typed: 1 or more.
fn move_number(text: &str) -> Option<u32> {
    text.parse::<u32>().ok().filter(|n| *n > 0)
}
