//! The program's own table driven through the library with time handed in: lines typed at
//! given instants, what they ask committed by the table (journal first, in a folder of the
//! test's own), and every event shown as text.

use std::ops::Deref;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anna::clock::Moment;
use anna::command::{Conversation, Intent};
use anna::game::{GameError, GameResult, Termination};
use anna::lang::Language;
use anna::message::Message;
use anna::output::Event;
use anna::session::{Record, Session, Setup};
use shakmaty::Color;

use super::temp::TempDir;

/// When a started table starts, in milliseconds since 1970.
pub const START: u64 = 1_795_300_000_000;

/// The instant `ms` after `START`.
pub fn at(ms: u64) -> Moment {
    Moment::from_millis(START + ms)
}

/// The program's table, its journal in a folder of its own. Everything a `Session` does can
/// be asked of it directly.
pub struct Table {
    table: anna::table::Table,
    talk: Conversation,
    /// The conversation's language, which the runtime holds (not the table).
    language: Arc<Language>,
    /// What typing "at 0 ms" means, in milliseconds since 1970.
    origin: u64,
    _dir: TempDir,
}

impl Table {
    /// A table started with its set-up record at `START`.
    pub fn new(setup: Setup) -> Table {
        Table::at_origin(setup, START)
    }

    /// A table started at `Moment::ZERO`, for games without a clock: lines are typed then.
    pub fn unstarted(setup: Setup) -> Table {
        Table::at_origin(setup, 0)
    }

    fn at_origin(setup: Setup, origin: u64) -> Table {
        static TABLES: AtomicUsize = AtomicUsize::new(0);
        let n = TABLES.fetch_add(1, Ordering::Relaxed);
        let dir = TempDir::new("table", &n.to_string());
        let table = anna::table::Table::start(
            setup.check().expect("a set-up the Laws allow"),
            &dir.0,
            Moment::from_millis(origin),
        )
        .expect("valid set-up");
        Table {
            talk: Conversation::new(&Language::fallback(), table.session()),
            table,
            language: Language::fallback(),
            origin,
            _dir: dir,
        }
    }

    /// The language every event is worded in; its move words are read too. The command words
    /// stay those the table started with (German, then English).
    pub fn set_language(&mut self, language: Arc<Language>) {
        self.table.read_also(language.code());
        self.language = language;
    }

    /// The conversation's language.
    pub fn language(&self) -> &Arc<Language> {
        &self.language
    }

    /// The records in the journal, each with its time in milliseconds since 1970.
    pub fn records(&self) -> Vec<(u64, Record)> {
        anna::record::read_journal(self.table.journal_path())
            .expect("the journal reads")
            .records
    }

    /// What a line typed at `now` asks, nothing committed.
    pub fn input(&mut self, line: &str, now: Moment) -> Intent {
        self.talk.input(self.table.session(), line, now)
    }

    /// The question the next line answers.
    pub fn asking(&self) -> Option<Message> {
        self.talk.asking(self.table.session())
    }

    fn moment(&self, ms: u64) -> Moment {
        Moment::from_millis(self.origin + ms)
    }

    /// Types a line `ms` after the start and commits what it leads to; returns every line
    /// shown.
    pub fn type_at(&mut self, ms: u64, line: &str) -> Vec<String> {
        let now = self.moment(ms);
        let (records, answers) = match self.input(line, now) {
            Intent::Commit { records, answers } => (records, answers),
            Intent::Answer(answers) | Intent::BoardCheck(answers) => (Vec::new(), answers),
            _ => (Vec::new(), Vec::new()),
        };
        let committed = self.table.commit(&records, now);
        committed
            .events
            .iter()
            .chain(&answers)
            .map(|e| self.text(e))
            .collect()
    }

    /// Commits one record at `now` through the table's one door, as the game loop does: the
    /// events it brought, or why the rules refuse it (then nothing is written).
    pub fn apply(&mut self, record: &Record, now: Moment) -> Result<Vec<Event>, GameError> {
        self.table.session().clone().apply(record, now)?;
        Ok(self.table.commit(std::slice::from_ref(record), now).events)
    }

    /// The clock warnings reached since the last call, through the table.
    pub fn warnings_due(&mut self, now: Moment) -> Vec<Event> {
        self.table.warnings_due(now)
    }

    /// A flag that has fallen by `ms` after the start, committed at the instant it fell, as
    /// the program does before reading a line.
    pub fn flag_at(&mut self, ms: u64) {
        let now = self.moment(ms);
        self.table.commit_flag(now);
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
            if self.table.session().kind().is_tournament() {
                // Entered and read back; Enter makes it (D.2.3).
                shown = self.type_line("");
            }
            assert!(shown.iter().any(|l| l.contains('(')), "{m}: {shown:?}");
        }
    }

    /// An event as shown: a move as "12 Springer Felix drei (Nf3)".
    pub fn text(&self, e: &Event) -> String {
        let vocab = self.table.session().vocab();
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
                self.language.text(m, self.table.session().vocab())
            }
        }
    }

    /// Fails unless the game is over, drawn by `termination`.
    pub fn assert_drawn(&self, termination: Termination) {
        let outcome = self.table.session().game().outcome().expect("over");
        assert_eq!(outcome.result, GameResult::Draw);
        assert_eq!(outcome.termination, termination);
    }

    /// The time left on `color`'s clock `ms` after the start.
    pub fn remaining(&self, color: Color, ms: u64) -> Duration {
        self.table
            .session()
            .clock()
            .expect("clock")
            .remaining(color, self.moment(ms))
    }
}

impl Deref for Table {
    type Target = Session;

    fn deref(&self) -> &Session {
        self.table.session()
    }
}

/// A bare session's events in the words the tests read them in: German, the language every
/// game starts in (the session holds no language; the runtime gives it, and these tests give
/// German).
pub trait GermanWords {
    /// German with the game's move words, as the outputs are given them.
    fn words(&self) -> anna::output::Words;
    /// A message in German with the game's move words.
    fn text(&self, message: &Message) -> String;
}

impl GermanWords for Session {
    fn words(&self) -> anna::output::Words {
        self.words_in(&Language::fallback())
    }

    fn text(&self, message: &Message) -> String {
        Language::fallback().text(message, self.vocab())
    }
}
