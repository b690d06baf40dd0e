//! The engine in a thread of its own, so that the game goes on (clock reports, reading the
//! board, leaving) while it thinks. A crashed, hung or misbehaving engine is restarted once and
//! the search asked again; the game never waits on a dead process. What the search under way
//! has found so far is kept, so that the game can tell it before the search ends.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::Score;
use super::strength::{EngineStrength, Strength};
use super::uci::{EngineError, Found, Search, Uci};
use crate::output::Waker;

/// How long leaving waits for the engine thread to let its engine go (which gives the engine
/// its own grace to end); a thread still searching is left to end with anna.
const LEAVE_WAIT: Duration = Duration::from_secs(1);

/// The latest evaluation of a search under way: the search's id and the score.
type Progress = Arc<Mutex<Option<(u64, Score)>>>;

/// The usual places of a system's Stockfish, tried in order when no path is configured.
const STOCKFISH: [&str; 3] = [
    "/usr/games/stockfish",
    "/usr/bin/stockfish",
    "/usr/local/bin/stockfish",
];

/// The engine program: the configured one, else Stockfish where Debian installs it, else
/// `stockfish` on the `PATH`.
pub fn default_path() -> PathBuf {
    STOCKFISH
        .iter()
        .map(Path::new)
        .find(|p| p.is_file())
        .map_or_else(|| PathBuf::from("stockfish"), Path::to_path_buf)
}

struct Job {
    id: u64,
    search: Search,
    strength: Strength,
    chess960: bool,
}

/// The answer to one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub id: u64,
    pub result: Result<Found, EngineError>,
    /// The fault the engine was restarted after while answering, if any.
    pub restarted: Option<EngineError>,
}

pub struct Engine {
    jobs: Sender<Job>,
    replies: Receiver<Reply>,
    next_id: u64,
    waker: Arc<Mutex<Option<Waker>>>,
    /// Replies that came while another was waited for.
    kept: Vec<Reply>,
    progress: Progress,
    /// Ends (disconnects) when the engine thread has ended.
    finished: Receiver<()>,
    /// The engine program, for a restart.
    path: PathBuf,
    /// The thread's part until the first search starts it: a game in which nobody asks the
    /// engine starts no thread for it (one less before the first prompt).
    unstarted: Option<(Thread, Receiver<Job>, Sender<Reply>)>,
}

impl Engine {
    /// The engine; its thread starts with the first search, and its process then too.
    pub fn new(path: PathBuf) -> Engine {
        let (jobs, job_rx) = channel::<Job>();
        let (reply_tx, replies) = channel();
        let waker: Arc<Mutex<Option<Waker>>> = Arc::new(Mutex::new(None));
        let progress: Progress = Arc::new(Mutex::new(None));
        let (done, finished) = channel::<()>();
        let thread = Thread {
            path: path.clone(),
            waker: waker.clone(),
            progress: progress.clone(),
            _done: done,
        };
        Engine {
            jobs,
            replies,
            next_id: 0,
            waker,
            kept: Vec::new(),
            progress,
            finished,
            path,
            unstarted: Some((thread, job_rx, reply_tx)),
        }
    }

    /// Starts the engine thread if it has not started yet.
    fn start_thread(&mut self) {
        let Some((thread, job_rx, reply_tx)) = self.unstarted.take() else {
            return;
        };
        let spawned = std::thread::Builder::new()
            .name("engine".into())
            .spawn(move || thread.serve(&job_rx, &reply_tx));
        if let Err(e) = spawned {
            // The job channel went with the closure: the search is answered as gone.
            tracing::error!(event = "engine", thread = false, error = %e);
        }
    }

    /// The engine started anew (a new thread; its process with the next search), the old one
    /// let go: what a player asks after the engine was stopped. The doorbell stays.
    pub fn restart(&mut self) {
        let waker = self.waker.lock().ok().and_then(|w| w.clone());
        let mut next = Engine::new(self.path.clone());
        next.next_id = self.next_id;
        if let Some(waker) = waker {
            next.set_waker(waker);
        }
        *self = next;
    }

    /// The latest evaluation of the search `id` while it goes on (from White's view).
    pub fn progress(&self, id: u64) -> Option<Score> {
        let progress = self.progress.lock().ok()?;
        progress.filter(|(at, _)| *at == id).map(|(_, score)| score)
    }

    /// What to call when a reply is ready, so that a waiting loop wakes.
    pub fn set_waker(&self, waker: Waker) {
        if let Ok(mut w) = self.waker.lock() {
            *w = Some(waker);
        }
    }

    /// Asks for a search; the reply carries the returned id.
    pub fn ask(&mut self, search: Search, strength: Strength, chess960: bool) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        let job = Job {
            id,
            search,
            strength,
            chess960,
        };
        self.start_thread();
        if self.jobs.send(job).is_err() {
            // The thread is gone (it could not be started): the reply says so.
            self.kept.push(Reply {
                id,
                result: Err(EngineError::Gone),
                restarted: None,
            });
        }
        id
    }

    /// Every reply that has arrived, without waiting.
    pub fn replies(&mut self) -> Vec<Reply> {
        let mut out = std::mem::take(&mut self.kept);
        out.extend(self.replies.try_iter());
        out
    }

    /// Waits for the reply to `id`, keeping others for [`Engine::replies`].
    pub fn wait(&mut self, id: u64, limit: Duration) -> Reply {
        if let Some(i) = self.kept.iter().position(|r| r.id == id) {
            return self.kept.remove(i);
        }
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.replies.recv_timeout(left) {
                Ok(reply) if reply.id == id => return reply,
                Ok(other) => self.kept.push(other),
                Err(RecvTimeoutError::Timeout) => {
                    return Reply {
                        id,
                        result: Err(EngineError::Hung {
                            waiting_for: "bestmove",
                        }),
                        restarted: None,
                    };
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Reply {
                        id,
                        result: Err(EngineError::Gone),
                        restarted: None,
                    };
                }
            }
        }
    }
}

impl Drop for Engine {
    /// Lets the engine thread end and waits a little for it to let its engine go.
    fn drop(&mut self) {
        // A thread never started: its end is signalled at once.
        self.unstarted = None;
        self.jobs = channel().0;
        let _ = self.finished.recv_timeout(LEAVE_WAIT);
    }
}

/// What the engine thread holds.
struct Thread {
    path: PathBuf,
    waker: Arc<Mutex<Option<Waker>>>,
    progress: Progress,
    /// Dropped when the thread ends, which [`Engine`]'s drop waits for.
    _done: Sender<()>,
}

impl Thread {
    /// One search at a time, in the order asked.
    fn serve(&self, jobs: &Receiver<Job>, replies: &Sender<Reply>) {
        let mut engine: Option<(Uci, Option<Strength>, bool)> = None;
        while let Ok(job) = jobs.recv() {
            let mut restarted = None;
            let mut result = self.search(&mut engine, &job);
            if let Err(fault) = &result
                && !matches!(fault, EngineError::Start { .. })
            {
                tracing::warn!(event = "engine", "restarted after {fault:?}");
                // Dropping it kills a hung process; the next search starts a new one.
                engine = None;
                restarted = Some(fault.clone());
                result = self.search(&mut engine, &job);
            }
            if result.is_err() {
                // Failed twice: no process is kept that hangs or writes on.
                engine = None;
            }
            if replies
                .send(Reply {
                    id: job.id,
                    result,
                    restarted,
                })
                .is_err()
            {
                return;
            }
            if let Ok(w) = self.waker.lock()
                && let Some(w) = w.as_ref()
            {
                w();
            }
        }
    }

    fn search(
        &self,
        engine: &mut Option<(Uci, Option<Strength>, bool)>,
        job: &Job,
    ) -> Result<Found, EngineError> {
        if engine.is_none() {
            let mut uci = Uci::start(&self.path)?;
            uci.new_game(job.chess960)?;
            *engine = Some((uci, None, job.chess960));
        }
        let Some((uci, strength, chess960)) = engine.as_mut() else {
            return Err(EngineError::Gone);
        };
        if *chess960 != job.chess960 {
            uci.new_game(job.chess960)?;
            *chess960 = job.chess960;
        }
        if *strength != Some(job.strength) {
            job.strength.configure(uci)?;
            *strength = Some(job.strength);
        }
        // A search of a fixed size (a hint, an evaluation, a threat) starts from an empty
        // hash, so that the same position always gets the same answer.
        if job.strength == Strength::Full && matches!(job.search.limit, super::Limit::Nodes(_)) {
            uci.new_game(job.chess960)?;
        }
        let mut search = job.search.clone();
        search.limit = job.strength.limit(uci, search.limit);
        let id = job.id;
        uci.search_watched(&search, &mut |score| {
            if let Ok(mut progress) = self.progress.lock() {
                *progress = Some((id, score));
            }
        })
    }
}
