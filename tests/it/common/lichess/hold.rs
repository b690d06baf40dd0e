//! The local Lichess's order on demand: a board request's answer and the game's state lines
//! reach anna on two connections, in either order on lichess.org (lila answers a request
//! and streams the state it brings on its own). A test forces each order instead of leaving
//! it to the machine's load: the answers to board requests held back until the test lets
//! them go (the state lines then come first), or the state lines held back while anna reads
//! the answer (the answer then comes first). The server notes when anna has read an answer:
//! it closes the connection (every answer says `Connection: close`).

use std::io::Read;
use std::net::TcpStream;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{FakeLichess, State, reply};

/// What is held back, and what anna has read.
#[derive(Default)]
pub struct Hold {
    /// Answers to board requests are held back.
    answers: bool,
    /// The held answers, each waiting for its gate.
    gates: Vec<Sender<()>>,
    /// State lines held back, in order, while this is `Some`.
    states: Option<Vec<String>>,
    /// The board requests whose answer anna has read, by path.
    read: Vec<String>,
}

impl Hold {
    /// A state line for the game's streams, held back (`true`) if states are held.
    pub fn state_line(&mut self, line: &str) -> bool {
        match self.states.as_mut() {
            Some(held) => {
                held.push(line.to_string());
                true
            }
            None => false,
        }
    }

    /// A gate the answer waits for, if answers are held.
    fn gate(&mut self) -> Option<Receiver<()>> {
        self.answers.then(|| {
            let (tx, rx) = channel();
            self.gates.push(tx);
            rx
        })
    }
}

/// A board request's answer: held back at its gate if answers are held, then written; the
/// server then waits for anna to close the connection (ten seconds at most), which says she
/// has read it.
pub fn answer_board(
    mut stream: TcpStream,
    state: &Arc<Mutex<State>>,
    path: &str,
    (status, text): (u16, String),
) {
    let gate = lock(state).hold.gate();
    if let Some(gate) = gate {
        let _ = gate.recv();
    }
    reply(&mut stream, status, &text);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut rest = Vec::new();
    if stream.read_to_end(&mut rest).is_ok() {
        lock(state).hold.read.push(path.to_string());
    }
}

fn lock(state: &Arc<Mutex<State>>) -> std::sync::MutexGuard<'_, State> {
    state
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl FakeLichess {
    /// From now, every board request's answer is held back until [`Self::release_answers`].
    pub fn hold_answers(&self) {
        self.with(|s| s.hold.answers = true);
    }

    /// The held answers go out, and no more are held.
    pub fn release_answers(&self) {
        self.with(|s| {
            s.hold.answers = false;
            for gate in s.hold.gates.drain(..) {
                let _ = gate.send(());
            }
        });
    }

    /// From now, the game's state lines are held back until [`Self::release_states`].
    pub fn hold_states(&self) {
        self.with(|s| s.hold.states = Some(Vec::new()));
    }

    /// The held state lines go out, in order, and no more are held.
    pub fn release_states(&self) {
        self.with(|s| {
            for line in s.hold.states.take().unwrap_or_default() {
                s.game_streams
                    .retain(|t| t.send(Some(line.clone())).is_ok());
            }
            super::close_if_ended(s);
        });
    }

    /// Waits (ten seconds at most) until anna has read the answer to a board request whose
    /// path ends with `end`.
    pub fn wait_answer_read(&self, end: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !self.with(|s| s.hold.read.iter().any(|p| p.ends_with(end))) {
            assert!(
                Instant::now() < deadline,
                "anna did not read the answer to …{end} within 10 s"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}
