//! The program's whole game loop (`anna::play::Driver`: the table, the seats, the outputs)
//! run in-process on a clock moved by hand: a scripted view types lines and, where the
//! script waits, moves the clock to the instant the loop would wait until, at once.

use std::collections::VecDeque;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

use anna::clock::{ManualTime, Moment, TimeControl, TimeSource};
use anna::message::Message;
use anna::output::{Event, Output, Words};
use anna::session::{EngineGame, Session, Setup};
use anna::ui::{Input, Signal, View};

/// One step of the script.
pub enum Step {
    /// A line typed at the clock's present moment.
    Line(String),
    /// Nobody types: the clock moves on to the loop's deadline (there must be one).
    Wait,
    /// Nobody types, the clock stands: a seat's own thread (the engine's) rings the doorbell,
    /// waited for in real time at most `common::TIMEOUT`.
    Seat,
}

/// What the view was shown, each line with the moment it was shown at.
pub type Shown = Arc<Mutex<Vec<(Moment, String)>>>;

/// A view that reads its lines from a script and keeps what it is shown.
pub struct ScriptView {
    steps: VecDeque<Step>,
    time: ManualTime,
    pub shown: Shown,
    bell: (SyncSender<()>, Receiver<()>),
}

impl ScriptView {
    pub fn new(time: &ManualTime, steps: Vec<Step>) -> ScriptView {
        ScriptView {
            steps: steps.into(),
            time: time.clone(),
            shown: Shown::default(),
            bell: sync_channel(64),
        }
    }
}

impl Output for ScriptView {
    fn show(&mut self, event: &Event, words: &Words) {
        let line = words.event_text(event);
        if let Ok(mut shown) = self.shown.lock() {
            shown.push((self.time.now(), line));
        }
    }

    fn status(&self) -> Message {
        Message::new("goodbye")
    }
}

impl View for ScriptView {
    fn read_line(
        &mut self,
        _session: &Session,
        _words: &Words,
        _asking: Option<Message>,
        deadline: Option<std::time::Instant>,
    ) -> io::Result<Input> {
        match self.steps.pop_front() {
            None => Ok(Input::End),
            Some(Step::Line(line)) => Ok(Input::Line(line)),
            Some(Step::Wait) => {
                let until = deadline.expect("the loop waits for a deadline");
                self.time.set(self.time.moment(until));
                Ok(Input::Timeout)
            }
            Some(Step::Seat) => {
                self.bell
                    .1
                    .recv_timeout(super::TIMEOUT)
                    .expect("a seat rings the doorbell");
                while self.bell.1.try_recv().is_ok() {}
                Ok(Input::Wake)
            }
        }
    }

    fn waker(&self) -> Option<anna::output::Waker> {
        let bell = self.bell.0.clone();
        Some(Arc::new(move || {
            let _ = bell.try_send(());
        }))
    }

    fn signal_sink(&self) -> Box<dyn Fn(Signal) + Send> {
        Box::new(|_| {})
    }
}

/// The engine program at `engine` in the program's whole game loop, seated as `game` says, on
/// the clock `time_control` (as typed after `--time`; none: the default one), the clock
/// standing at the start: the script played, then the driver as it ended and what was shown,
/// line by line.
pub fn engine_game(
    games: &Path,
    game: EngineGame,
    time_control: Option<&str>,
    engine: PathBuf,
    steps: Vec<Step>,
) -> (anna::play::Driver, Vec<String>) {
    let mut setup = Setup {
        engine: Some(game),
        ..Setup::default()
    };
    if let Some(clock) = time_control {
        setup.time_control = Some(TimeControl::from_friendly(clock).expect("a time control"));
    }
    let time = ManualTime::new();
    time.set(super::session::at(0));
    let mut driver = anna::play::Driver::start_in(
        setup.check().expect("a set-up the Laws allow"),
        games,
        Box::new(time.clone()),
    )
    .expect("started");
    driver.add_seat(Box::new(anna::play::EngineSeat::new(
        anna::engine::Engine::new(engine),
    )));
    let mut view = ScriptView::new(&time, steps);
    driver.run(&mut view, Vec::new()).expect("the game ran");
    let shown = view.shown.lock().expect("shown");
    let said = shown.iter().map(|(_, line)| line.clone()).collect();
    drop(shown);
    (driver, said)
}

/// Lines typed in turn.
pub fn lines(typed: &[&str]) -> Vec<Step> {
    typed.iter().map(|l| Step::Line((*l).to_string())).collect()
}

/// The files in `dir` with this extension.
pub fn files(dir: &std::path::Path, ext: &str) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default()
}
