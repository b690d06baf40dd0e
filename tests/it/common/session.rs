//! A session driven through the library with time handed in: lines typed at given instants,
//! the records they lead to committed and kept, and every event shown as text.

use std::ops::{Deref, DerefMut};
use std::time::Duration;

use anna::clock::Moment;
use anna::game::{GameResult, Termination};
use anna::output::Event;
use anna::session::{Record, Session, Setup};
use shakmaty::Color;

/// When a started table starts, in milliseconds since 1970.
pub const START: u64 = 1_795_300_000_000;

/// The instant `ms` after `START`.
pub fn at(ms: u64) -> Moment {
    Moment::from_millis(START + ms)
}

/// A session and the records it committed, each with its time in milliseconds since 1970.
/// Everything a `Session` does can be asked of the table directly.
pub struct Table {
    session: Session,
    pub records: Vec<(u64, Record)>,
    /// What typing "at 0 ms" means, in milliseconds since 1970.
    origin: u64,
}

impl Table {
    /// A session started with its set-up record at `START`.
    pub fn new(setup: Setup) -> Table {
        let mut session = Session::new(setup.clone()).expect("valid set-up");
        let record = Record::Setup(Box::new(setup));
        session.apply(&record, at(0)).expect("starts");
        Table {
            session,
            records: vec![(START, record)],
            origin: START,
        }
    }

    /// A session whose set-up record is not applied, for games without a clock: lines are
    /// typed at `Moment::ZERO`.
    pub fn unstarted(setup: Setup) -> Table {
        Table {
            session: Session::new(setup).expect("set-up is valid"),
            records: Vec::new(),
            origin: 0,
        }
    }

    fn moment(&self, ms: u64) -> Moment {
        Moment::from_millis(self.origin + ms)
    }

    /// Types a line `ms` after the start and commits what it leads to; returns every line
    /// shown.
    pub fn type_at(&mut self, ms: u64, line: &str) -> Vec<String> {
        let now = self.moment(ms);
        let step = self.session.input(line, now);
        let mut shown = Vec::new();
        // As the program does: a record is tried on a copy and kept (written) only if the game
        // accepts it; a refused one is said and ends the step.
        for r in &step.records {
            let mut next = self.session.clone();
            match next.apply(r, now) {
                Ok(events) => {
                    self.session = next;
                    for e in events {
                        shown.push(self.text(&e));
                    }
                    self.records.push((self.origin + ms, r.clone()));
                }
                Err(e) => {
                    shown.push(self.session.text(&e.message()));
                    break;
                }
            }
        }
        for a in &step.answers {
            shown.push(self.text(a));
        }
        shown
    }

    /// A flag that has fallen by `ms` after the start, committed at the instant it fell, as
    /// the program does before reading a line.
    pub fn flag_at(&mut self, ms: u64) {
        let now = self.moment(ms);
        if let Some((record, fell)) = self.session.flag_due(now) {
            self.session
                .apply(&record, fell)
                .expect("a flag fall applies");
            let fell = u64::try_from(fell.since_origin().as_millis()).expect("a moment in range");
            self.records.push((fell, record));
        }
    }

    /// Types an arbiter's command `ms` after the start, which is said in full and asks; then
    /// "ja". What the "ja" brought.
    pub fn arbiter_at(&mut self, ms: u64, line: &str) -> Vec<String> {
        let asked = self.type_at(ms, line);
        assert!(
            matches!(asked.as_slice(), [q] if q.ends_with("Ausführen? ja oder nein.")),
            "{line}: {asked:?}"
        );
        self.type_at(ms, "ja")
    }

    /// Types a line at the start.
    pub fn type_line(&mut self, line: &str) -> Vec<String> {
        self.type_at(0, line)
    }

    /// Types each line `ms` after the start and checks that it is answered with exactly one
    /// line, `answer`.
    pub fn exchanges(&mut self, ms: u64, lines_and_answers: &[(&str, &str)]) {
        for (line, answer) in lines_and_answers {
            assert_eq!(self.type_at(ms, line), [*answer], "{line}");
        }
    }

    /// Types each move at the start; each must be made at once.
    pub fn play(&mut self, moves: &str) {
        for m in moves.split_whitespace() {
            let mut shown = self.type_line(m);
            if self.session.setup().tournament {
                // Entered and read back; Enter makes it (D.2.3).
                shown = self.type_line("");
            }
            assert!(shown.iter().any(|l| l.contains('(')), "{m}: {shown:?}");
        }
    }

    /// An event as shown: a move as "12 Springer Felix drei (Nf3)".
    pub fn text(&self, e: &Event) -> String {
        let vocab = self.session.vocab();
        match e {
            Event::Move {
                fullmove,
                tokens,
                san,
                ..
            } => {
                format!("{fullmove} {} ({san})", vocab.render(tokens))
            }
            Event::Public(m) | Event::Private(m) | Event::GameOver { message: m, .. } => {
                self.session.text(m)
            }
        }
    }

    /// Fails unless the game is over, drawn by `termination`.
    pub fn assert_drawn(&self, termination: Termination) {
        let outcome = self.session.game().outcome().expect("over");
        assert_eq!(outcome.result, GameResult::Draw);
        assert_eq!(outcome.termination, termination);
    }

    /// The time left on `color`'s clock `ms` after the start.
    pub fn remaining(&self, color: Color, ms: u64) -> Duration {
        self.session
            .clock()
            .expect("clock")
            .remaining(color, self.moment(ms))
    }
}

impl Deref for Table {
    type Target = Session;

    fn deref(&self) -> &Session {
        &self.session
    }
}

impl DerefMut for Table {
    fn deref_mut(&mut self) -> &mut Session {
        &mut self.session
    }
}
