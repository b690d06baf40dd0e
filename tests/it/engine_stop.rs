//! An engine that fails for good, behind the real UCI process code: fake engines (small shell
//! scripts speaking UCI) that answer `bestmove xyzzy`, `bestmove 0000`, an illegal move, an
//! endless `info` flood, or crash. The program's own table and engine seat are driven here with
//! the time handed in, so that "its clock stands" is measured on the injected clock: once the
//! engine has stopped (after its one restart) the stop is said once with the way on, its clock
//! stands, a typed move is answered with the way on (never "sie denkt"), and the way on works:
//! `engine neu` restarts it, `engine ergebnis 1-0` ends the training game.

use crate::common::session::GermanWords;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use anna::clock::Moment;
use anna::command::{Conversation, Intent};
use anna::engine::{Engine, Strength};
use anna::output::Event;
use anna::play::{Act, EngineSeat, Question, Seat};
use anna::session::{EngineGame, Record, Setup, Side};
use anna::table::Table;

use crate::common::session::at;
use crate::common::temp::TempDir;

/// The longest the engine's answer (a restart and a second failure) is waited for.
const ANSWER: Duration = Duration::from_secs(60);

/// What the stop says, for a fault worded `reason`.
fn stop_sentence(reason: &str) -> String {
    format!(
        "Die Engine ist angehalten: auch neu gestartet fiel sie wieder aus ({reason}); die \
         Partie ist gespeichert. Ihre Uhr steht. Weiter mit engine neu, das startet sie neu, \
         oder engine ergebnis 1-0, 0-1 oder remis, das beendet die Partie als Trainingspartie \
         mit diesem Ergebnis."
    )
}

const WAY_ON: &str = "Die Engine ist angehalten. Ihre Uhr steht. Weiter mit engine neu, das \
                      startet sie neu, oder engine ergebnis 1-0, 0-1 oder remis, das beendet die \
                      Partie als Trainingspartie mit diesem Ergebnis.";

/// A fake engine: it does `on_go` for its first `bad` searches (counted across its processes
/// in a file beside it), then answers `e7e5`.
fn fake_engine(dir: &Path, on_go: &str, bad: u32) -> PathBuf {
    let path = dir.join("fake-engine");
    let count = dir.join("searches");
    std::fs::write(
        &path,
        format!(
            "#!/bin/sh\n\
             while read -r line; do\n\
             case \"$line\" in\n\
             uci) echo 'id name Fake'; echo uciok;;\n\
             isready) echo readyok;;\n\
             go*) n=$(cat {c} 2>/dev/null || echo 0); n=$((n+1)); echo $n > {c};\n\
             if [ $n -le {bad} ]; then {on_go}; else echo 'info depth 1 score cp 10'; \
             echo 'bestmove e7e5'; fi;;\n\
             quit) exit 0;;\n\
             esac\ndone\n",
            c = count.display(),
        ),
    )
    .expect("write the fake engine");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

/// A training game against the fake engine as Black, on the program's own table and engine
/// seat, the time handed in; the seat rings a doorbell of the test's own.
struct Game {
    table: Table,
    talk: Conversation,
    seat: EngineSeat,
    bell: Receiver<()>,
    dir: TempDir,
}

impl Game {
    fn new(name: &str, on_go: &str, bad: u32) -> Game {
        let dir = TempDir::new("engine-stop", name);
        let engine = fake_engine(&dir.0, on_go, bad);
        let setup = Setup {
            time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
            engine: Some(EngineGame {
                side: Side::Black,
                strength: Strength::Full,
                nodes: Some(1000),
                think_ms: None,
            }),
            ..Setup::default()
        };
        let table = Table::start(
            setup.check().expect("a set-up the Laws allow"),
            &dir.0.join("games"),
            at(0),
        )
        .expect("the game starts");
        let mut seat = EngineSeat::new(Engine::new(engine));
        let (ring, bell) = channel();
        let ring = std::sync::Mutex::new(ring);
        seat.set_waker(Arc::new(move || {
            if let Ok(ring) = ring.lock() {
                let _ = ring.send(());
            }
        }));
        Game {
            talk: Conversation::new(&anna::lang::Language::fallback(), table.session()),
            table,
            seat,
            bell,
            dir,
        }
    }

    fn text(&self, e: &Event) -> String {
        self.table.session().words().event_text(e)
    }

    /// Does what the seat does at `now`; every line shown.
    fn act(&mut self, acts: Vec<Act>, now: Moment) -> Vec<String> {
        let mut shown = Vec::new();
        for act in acts {
            match act {
                Act::Say(e) => shown.push(self.text(&e)),
                Act::Do(intent) => shown.extend(self.commit(intent, now)),
                Act::Note(record) => {
                    self.table.commit_quietly(&record, now).expect("noted");
                }
                Act::Keep(record) => {
                    self.table.commit_unsynced(&record, now).expect("kept");
                }
            }
        }
        shown
    }

    fn commit(&mut self, intent: Intent, now: Moment) -> Vec<String> {
        let (records, answers) = match intent {
            Intent::Commit { records, answers } => (records, answers),
            Intent::Answer(answers) => (Vec::new(), answers),
            Intent::Engine(ask) => {
                let acts = self
                    .seat
                    .answer(&self.table, Question::Engine(ask), now)
                    .expect("the engine seat answers");
                return self.act(acts, now);
            }
            other => panic!("not expected here: {other:?}"),
        };
        let committed = self.table.commit(&records, now);
        let mut shown: Vec<String> = committed
            .events
            .iter()
            .chain(&answers)
            .map(|e| self.text(e))
            .collect();
        let saved = committed
            .result_written
            .then(|| self.table.save_event(&anna::lang::Language::fallback()));
        if let Some(saved) = saved {
            shown.push(self.text(&saved));
        }
        let acts = self.seat.changed(&self.table, committed.moved, now);
        shown.extend(self.act(acts, now));
        shown
    }

    /// Types a line `ms` after the start; every line shown.
    fn type_at(&mut self, ms: u64, line: &str) -> Vec<String> {
        let now = at(ms);
        let intent = self.talk.input(self.table.session(), line, now);
        self.commit(intent, now)
    }

    /// The seat asked what it does at `ms` (ask the engine for its move), and its answer
    /// waited for on its doorbell, taken in at `ms`; every line shown.
    fn engine_turn(&mut self, ms: u64) -> Vec<String> {
        let now = at(ms);
        let mut shown = Vec::new();
        loop {
            let (acts, _) = self.seat.prepare(&self.table, false, now);
            if acts.is_empty() {
                break;
            }
            shown.extend(self.act(acts, now));
        }
        if !self.seat.moves_next(&self.table) {
            return shown;
        }
        self.bell
            .recv_timeout(ANSWER)
            .expect("the engine's answer rings");
        loop {
            let acts = self.seat.woken(&self.table, now);
            if acts.is_empty() {
                break;
            }
            shown.extend(self.act(acts, now));
        }
        shown
    }

    fn searches(&self) -> u32 {
        std::fs::read_to_string(self.dir.0.join("searches"))
            .unwrap_or_default()
            .trim()
            .parse()
            .unwrap_or(0)
    }
}

/// White plays e4 at 1 s; the engine fails twice (once, then after its restart) and is
/// stopped at 2 s: said once, with the way on. Its clock then stands (`zeit genau` at 5 s and
/// at 8 s, three seconds apart, the same), a typed move and a hint are answered with the way
/// on, and it is asked nothing more. The game returned.
fn stopped(name: &str, on_go: &str, reason: &str) -> Game {
    let mut game = Game::new(name, on_go, 2);
    game.type_at(1000, "e4");
    let said = game.engine_turn(2000);
    assert_eq!(said, [stop_sentence(reason)], "{name}");
    assert!(game.table.session().engine_stopped());
    let stops = anna::record::read_journal(game.table.journal_path())
        .expect("the journal reads")
        .records
        .iter()
        .filter(|(_, r)| matches!(r, Record::EngineStopped { .. }))
        .count();
    assert_eq!(stops, 1, "{name}: the stop is journaled once");
    let first = game.type_at(5000, "zeit genau");
    let second = game.type_at(8000, "zeit genau");
    assert_eq!(first, second, "{name}: the engine's clock stands");
    assert!(first[0].contains("Schwarz"), "{first:?}");
    for line in ["e5", "d4", "tipp"] {
        let answer = game.type_at(8000, line);
        assert_eq!(answer, [WAY_ON], "{name}: {line}");
        assert!(!answer[0].contains("denkt"), "{answer:?}");
    }
    // Stopped: nothing more is asked of it, nothing more is said.
    assert!(game.engine_turn(9000).is_empty(), "{name}");
    assert_eq!(game.searches(), 2, "{name}: asked twice, then never again");
    game
}

/// `bestmove xyzzy`, then `engine ergebnis 1-0`: the training game ends with the player's
/// result, in the journal and on the score sheet.
#[test]
fn an_engine_answering_a_garbled_move_stops_and_the_player_sets_the_result() {
    let mut game = stopped(
        "garbled",
        "echo 'bestmove xyzzy'",
        "Ihre Antwort xyzzy ist kein Zug",
    );
    let said = game.type_at(9000, "engine ergebnis 1-0");
    assert_eq!(
        said[0],
        "Partie beendet: Weiß gewinnt, Trainingspartie, das Ergebnis setzte der Spieler, \
         nachdem die Engine angehalten war.",
        "{said:?}"
    );
    let pgn = std::fs::read_to_string(game.table.journal_path().with_extension("pgn"))
        .expect("the score sheet is saved");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
}

/// `bestmove 0000` where there are legal moves, then `engine neu`: the engine restarts, its
/// clock runs again, and it makes its move.
#[test]
fn an_engine_answering_0000_stops_and_restarts_on_request() {
    let mut game = stopped(
        "null-move",
        "echo 'bestmove 0000'",
        "Ihre Antwort 0000 ist kein Zug",
    );
    let said = game.type_at(10_000, "engine neu");
    assert_eq!(
        said,
        ["Die Engine ist neu gestartet; die Partie geht weiter."]
    );
    assert!(!game.table.session().engine_stopped());
    let before = game.type_at(10_000, "zeit genau");
    let after = game.type_at(11_000, "zeit genau");
    assert_ne!(before, after, "the engine's clock runs again");
    let said = game.engine_turn(12_000);
    assert_eq!(said, ["Bauer Eva fünf"], "the engine moves");
    assert_eq!(game.searches(), 3);
    // Asked to restart an engine that runs, it is left as it is.
    assert_eq!(
        game.type_at(12_000, "engine neu"),
        ["Die Engine läuft; neu gestartet wird nur eine angehaltene."]
    );
}

#[test]
fn an_engine_answering_an_illegal_move_stops() {
    stopped(
        "illegal",
        "echo 'bestmove e2e4'",
        "Ihre Antwort e2e4 ist kein Zug",
    );
}

#[test]
fn an_engine_flooding_info_lines_stops() {
    stopped(
        "flood",
        "while :; do echo 'info depth 1 score cp 0 nodes 1 pv e7e5'; done",
        "Sie gibt Zeilen ohne Ende aus",
    );
}

/// A crash after the restart takes the same path: no endless retrying, no other words.
#[test]
fn an_engine_crashing_twice_stops() {
    stopped("crash", "exit 3", "Sie hat sich beendet");
}
