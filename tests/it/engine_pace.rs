//! Training at a human pace, against a fake engine behind the same UCI process interface as
//! Stockfish (a shell script that logs what anna sends it): the time a move is given in `go`
//! at each strength and clock, questions answered at once while the engine thinks, an engine
//! that answers with no move or writes without end stopped with one sentence while the game
//! goes on, and no engine left behind when anna ends or is killed.

use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::common::{Anna, Dirs};

/// A fake engine in the test's folder: it logs every line it reads to `<name>.log`, writes its
/// pid to `<name>.pid`, offers `UCI_Elo` like Stockfish, and does `on_go` when told to search
/// (`on_stop` when told to stop, `on_quit` when told to quit, `at_end` when its input ends).
struct Fake {
    path: PathBuf,
    log: PathBuf,
    pid: PathBuf,
}

struct Script<'a> {
    on_go: &'a str,
    on_stop: &'a str,
    on_quit: &'a str,
    at_end: &'a str,
}

const ANSWERS: Script<'static> = Script {
    on_go: "echo 'info depth 1 score cp 20 pv e7e5'; echo 'bestmove e7e5'",
    on_stop: ":",
    on_quit: "exit 0",
    at_end: "",
};

fn fake(dirs: &Dirs, name: &str, script: &Script) -> Fake {
    let path = dirs.root.join(name);
    let log = dirs.root.join(format!("{name}.log"));
    let pid = dirs.root.join(format!("{name}.pid"));
    std::fs::write(
        &path,
        format!(
            "#!/bin/sh\necho $$ > {pid}\n\
             while read -r line; do\n\
             echo \"$line\" >> {log}\n\
             case \"$line\" in\n\
             uci) echo 'id name Fake'; \
             echo 'option name UCI_Elo type spin default 1320 min 1320 max 3190'; \
             echo 'option name UCI_LimitStrength type check default false'; echo uciok;;\n\
             isready) echo readyok;;\n\
             go*) {go};;\n\
             stop) {stop};;\n\
             quit) {quit};;\n\
             esac\ndone\n{end}\n",
            pid = pid.display(),
            log = log.display(),
            go = script.on_go,
            stop = script.on_stop,
            quit = script.on_quit,
            end = script.at_end,
        ),
    )
    .expect("write the fake engine");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    Fake { path, log, pid }
}

impl Fake {
    fn arg(&self) -> String {
        self.path.display().to_string()
    }

    /// The lines it was sent that start with `command`, in order.
    fn sent(&self, command: &str) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.starts_with(command))
            .map(str::to_string)
            .collect()
    }

    /// The `go` lines it was sent, in order.
    fn gos(&self) -> Vec<String> {
        self.sent("go")
    }

    /// The pid of the last process of it that started.
    fn pid(&self) -> i32 {
        std::fs::read_to_string(&self.pid)
            .expect("the fake engine ran")
            .trim()
            .parse()
            .expect("a pid")
    }
}

/// anna against the fake as Black, with `args`, White's `e4` typed.
fn e4_against(dirs: &Dirs, fake: &Fake, args: &[&str]) -> Anna {
    let path = fake.arg();
    let mut all = vec!["--engine", "black", "--engine-path", &path];
    all.extend_from_slice(args);
    let mut anna = dirs.spawn(&all);
    anna.until_prompt();
    anna.send("e4");
    anna
}

/// anna against the fake as Black, with `args`; White's `e4` typed and the engine's first
/// move waited for; what was said between.
fn first_engine_move(dirs: &Dirs, fake: &Fake, args: &[&str]) -> (Anna, String) {
    let mut anna = e4_against(dirs, fake, args);
    let said = anna.expect("2. Weiß> ");
    (anna, said)
}

/// The milliseconds of a `go movetime N` line.
fn movetime(go: &str) -> u64 {
    go.strip_prefix("go movetime ")
        .and_then(|ms| ms.parse().ok())
        .unwrap_or_else(|| panic!("not a go movetime: {go:?}"))
}

/// The fake engine as Black in the program's whole game loop, in-process with the time handed
/// in: White's `e4` typed, the engine's first move waited for on its doorbell; what was shown.
fn engine_move_in_process(
    dirs: &Dirs,
    fake: &Fake,
    strength: anna::engine::Strength,
    clock: &str,
    think_ms: Option<u64>,
) -> String {
    use crate::common::game_loop::{Step, engine_game, lines};
    let game = anna::session::EngineGame {
        side: anna::session::Side::Black,
        strength,
        nodes: None,
        think_ms,
    };
    let mut steps = lines(&["e4"]);
    steps.push(Step::Seat);
    let (_, said) = engine_game(&dirs.games(), game, Some(clock), fake.path.clone(), steps);
    said.join("\n")
}

/// The time sent in `go`: a club player's few seconds below full strength, scaled down by a
/// fast clock; at full strength a player's share of his clock (90 minutes over forty moves plus
/// three quarters of the 30 s increment); a fixed think never beyond half of the clock. On the
/// game loop in-process with the time handed in: the clock stands while the engine is asked.
#[test]
fn the_engine_is_given_a_human_pace_in_go() {
    use anna::engine::Strength;
    let cases = [
        // The default clock (90+30) at the default strength (1500) and at 2500.
        (Strength::Elo(1500), "90+30", 2000, 2000),
        (Strength::Elo(2500), "90+30", 4000, 4000),
        // 1+0: a quarter of 60 s / 40.
        (Strength::Elo(2500), "1+0", 375, 375),
        (Strength::Full, "90+30", 157_500, 157_500),
    ];
    for (strength, clock, low, high) in cases {
        let dirs = Dirs::new("engine-pace-go");
        let fake = fake(&dirs, "fake", &ANSWERS);
        let said = engine_move_in_process(&dirs, &fake, strength, clock, None);
        assert!(said.contains("Bauer Eva fünf"), "{said}");
        let gos = fake.gos();
        assert_eq!(gos.len(), 1, "{strength:?}: {gos:?}");
        let ms = movetime(&gos[0]);
        assert!((low..=high).contains(&ms), "{strength:?} {clock}: {gos:?}");
    }
    // A fixed think of 5 s on a 0:06 clock: never more than half of what is left.
    let dirs = Dirs::new("engine-pace-fixed");
    let fake = fake(&dirs, "fake", &ANSWERS);
    engine_move_in_process(&dirs, &fake, Strength::Elo(1500), "0:06+0", Some(5000));
    let ms = movetime(&fake.gos()[0]);
    assert_eq!(ms, 3000, "{:?}", fake.gos());
}

/// Issue 40, point 8: a long think is said once when it starts, in minutes and seconds
/// ("zwei Minuten, achtunddreißig Sekunden", never "158 Sekunden"); a short one is not said.
/// On the game loop in-process with the clock standing: the think is exactly 157.5 s.
#[test]
fn a_long_think_is_said_once_in_minutes_and_seconds() {
    use anna::engine::Strength;
    let dirs = Dirs::new("engine-pace-long");
    let long = fake(&dirs, "fake", &ANSWERS);
    let said = engine_move_in_process(&dirs, &long, Strength::Full, "90+30", None);
    let ms = movetime(&long.gos()[0]);
    assert_eq!(ms, 157_500, "{said}");
    let expected = "Die Engine denkt lange über diesen Zug nach: höchstens zwei Minuten, achtunddreißig \
         Sekunden.";
    assert_eq!(said.matches(expected).count(), 1, "{said}");
    let dirs = Dirs::new("engine-pace-short");
    let quick = fake(&dirs, "fake", &ANSWERS);
    let said = engine_move_in_process(&dirs, &quick, Strength::Elo(1500), "90+30", None);
    assert!(said.contains("Bauer Eva fünf"), "{said}");
    assert!(!said.contains("denkt lange"), "{said}");
}

/// While the engine thinks, `bewertung` answers at once from its search so far and `tipp`
/// says how long it may still think; its move comes after.
#[test]
fn questions_while_the_engine_thinks_are_answered_at_once() {
    let dirs = Dirs::new("engine-pace-thinking");
    // It reports an evaluation, then thinks until told to stop.
    let script = Script {
        on_go: "echo 'info depth 5 score cp 150 pv e7e5'",
        on_stop: "echo 'bestmove e7e5'",
        ..ANSWERS
    };
    let fake = fake(&dirs, "thinker", &script);
    let mut anna = e4_against(&dirs, &fake, &[]);
    anna.until_prompt();
    let (hint, _) = anna.step("tipp");
    assert!(
        hint == "Die Engine denkt über ihren Zug nach, noch höchstens zwei Sekunden; danach gern."
            || hint
                == "Die Engine denkt über ihren Zug nach, noch höchstens eine Sekunde; danach gern.",
        "{hint}"
    );
    // Its evaluation is there as soon as the engine has said it.
    let deadline = Instant::now() + Duration::from_secs(5);
    let eval = loop {
        let (eval, _) = anna.step("bewertung");
        if !eval.starts_with("Die Engine denkt über") || Instant::now() > deadline {
            break eval;
        }
    };
    assert_eq!(
        eval,
        "Die Engine denkt noch; bisher: Schwarz steht deutlich besser, etwa zwei Bauern mehr.",
        "{}",
        anna.transcript()
    );
    // Not answered by the end of its time, it is told to stop and plays what it has.
    let said = anna.expect("2. Weiß> ");
    assert!(said.contains("1. … Bauer Eva fünf (e5)"), "{said}");
    assert_eq!(fake.sent("stop"), ["stop"], "{}", anna.transcript());
}

/// An engine that misbehaves (`on_go`) is restarted once, then stopped with one sentence that
/// offers the way on; the game answers (the player's commands answered, the game saved) and
/// nothing more is asked of the engine. (anna's memory meanwhile is a figure, measured by
/// `cargo bench --bench engine_pace` against its goal of 50 MB.)
fn stopped_with_one_sentence(test: &str, on_go: &str, reason: &str) {
    let dirs = Dirs::new(test);
    let script = Script { on_go, ..ANSWERS };
    let fake = fake(&dirs, "bad", &script);
    let mut anna = e4_against(&dirs, &fake, &[]);
    let sentence = format!(
        "Die Engine ist angehalten: auch neu gestartet fiel sie wieder aus ({reason}); die \
         Partie ist gespeichert. Ihre Uhr steht. Weiter mit engine neu, das startet sie neu, \
         oder engine ergebnis 1-0, 0-1 oder remis, das beendet die Partie als Trainingspartie \
         mit diesem Ergebnis."
    );
    let said = anna.expect(&sentence);
    assert!(!said.contains("Engine"), "{}", anna.transcript());
    let (_, prompt) = anna.until_prompt();
    assert_eq!(prompt, "1. … Schwarz> ");
    // Asked twice (once after the restart), then never again.
    assert_eq!(fake.gos().len(), 2, "{:?}", fake.gos());
    let (answer, _) = anna.step("wer");
    assert_eq!(answer, "Schwarz am Zug.");
    let (answer, _) = anna.step("tipp");
    assert_eq!(
        answer,
        "Die Engine ist angehalten. Ihre Uhr steht. Weiter mit engine neu, das startet sie neu, \
         oder engine ergebnis 1-0, 0-1 oder remis, das beendet die Partie als Trainingspartie \
         mit diesem Ergebnis."
    );
    let (answer, _) = anna.step("speichern");
    assert_eq!(answer, "Gespeichert.");
    assert_eq!(fake.gos().len(), 2, "{:?}", fake.gos());
    assert_eq!(
        anna.out.matches(&sentence).count(),
        1,
        "{}",
        anna.transcript()
    );
}

#[test]
fn an_engine_answering_with_no_legal_move_is_stopped_with_one_sentence() {
    stopped_with_one_sentence(
        "engine-pace-illegal",
        "echo 'bestmove e2e4'",
        "Ihre Antwort e2e4 ist kein Zug",
    );
    // No move at all where there are legal moves is no answer either.
    stopped_with_one_sentence(
        "engine-pace-none",
        "echo 'bestmove (none)'",
        "Ihre Antwort (none) ist kein Zug",
    );
    stopped_with_one_sentence(
        "engine-pace-garbled",
        "echo 'bestmove xyzzy'",
        "Ihre Antwort xyzzy ist kein Zug",
    );
}

#[test]
fn an_engine_flooding_info_lines_is_stopped_with_one_sentence() {
    stopped_with_one_sentence(
        "engine-pace-flood",
        "while :; do echo 'info depth 1 score cp 0 nodes 1 pv e7e5'; done",
        "Sie gibt Zeilen ohne Ende aus",
    );
}

/// Waits until the process `pid` has ended (a zombie counts as ended), at most `limit`: a
/// pidfd becomes readable when its process ends. True if it ended.
fn ends_within(pid: i32, limit: Duration) -> bool {
    // SAFETY: plain system calls on a pid and a descriptor this function owns.
    unsafe {
        let fd = libc::syscall(libc::SYS_pidfd_open, pid, 0);
        if fd < 0 {
            // Already gone (and reaped).
            return true;
        }
        let fd = i32::try_from(fd).expect("a descriptor");
        let mut poll = libc::pollfd {
            fd,
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = i32::try_from(limit.as_millis()).unwrap_or(i32::MAX);
        let ready = libc::poll(&raw mut poll, 1, ms);
        libc::close(fd);
        ready == 1
    }
}

/// An engine that ignores `quit` (and the end of its input) is killed when anna leaves, after
/// a short grace: it has ended by the time anna has. (How long leaving takes is a figure of
/// the machine's load, not asserted here: the grace is `QUIT_GRACE` in src/engine/uci.rs.)
#[test]
fn an_engine_that_ignores_quit_is_killed_when_anna_ends() {
    let dirs = Dirs::new("engine-pace-quit");
    let stubborn = Script {
        on_quit: ":",
        at_end: "trap '' TERM HUP INT; while :; do sleep 1; done",
        ..ANSWERS
    };
    let fake = fake(&dirs, "stubborn", &stubborn);
    let (mut anna, _) = first_engine_move(&dirs, &fake, &[]);
    let engine = fake.pid();
    anna.send("beenden");
    anna.expect("ja oder nein.");
    anna.send("ja");
    anna.assert_exits_cleanly();
    assert!(
        ends_within(engine, Duration::ZERO),
        "the engine {engine} outlived anna"
    );
}

/// An engine left thinking by an anna that is killed stops by itself.
#[test]
fn an_engine_left_by_a_killed_anna_stops() {
    let dirs = Dirs::new("engine-pace-killed");
    let thinker = Script {
        on_go: ":",
        on_quit: ":",
        at_end: "trap '' TERM HUP INT; while :; do sleep 1; done",
        ..ANSWERS
    };
    let fake = fake(&dirs, "orphan", &thinker);
    let mut anna = e4_against(&dirs, &fake, &[]);
    anna.until_prompt();
    let deadline = Instant::now() + Duration::from_secs(10);
    while fake.gos().is_empty() {
        assert!(Instant::now() < deadline, "the engine was never asked");
        std::thread::sleep(Duration::from_millis(20));
    }
    let engine = fake.pid();
    // SAFETY: a signal to the child this test started.
    unsafe {
        libc::kill(anna.pid(), libc::SIGKILL);
    }
    assert!(
        ends_within(engine, Duration::from_secs(5)),
        "the engine {engine} outlived a killed anna"
    );
}
