//! Braille against the real BRLTTY daemon: its Virtual (`vr`) driver connects to a fake display
//! played by the test, which reads what BRLTTY shows (`Visual "..."`, `Braille "..."`) and sends
//! it keys (`PASSCHAR 83`, `KEY_ENTER`, `ROUTE 9`, `LNUP`). Each test starts its own BRLTTY with
//! its own BrlAPI port and work folder and kills it by PID at the end.
//!
//! The Virtual driver reads a key line only when data arrives on its socket, one line at a
//! time: two key lines that arrive together leave the second waiting. So the test presses one
//! key, waits for what it changes on the display, and only then presses the next, as a person
//! would.
//!
//! Where a bullet of the issue needs the game loop, the test goes as far as this module goes:
//! the keys give the line, and `Session::input` turns that line into the move.

use crate::common::display::FakeDisplay;
use crate::common::session::GermanWords;
use crate::common::temp::TempDir;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use anna::braille::{
    Braille, BrailleConfig, BrailleInput, BrailleMode, Key, Place, Screen, Snapshot, event_text,
};
use anna::clock::{Moment, TimeSource, WallTime};
use anna::command::Conversation;
use anna::output::Event;
use anna::session::{Record, Session, Setup};

const WAIT: Duration = Duration::from_secs(10);

fn brltty_binary() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    dirs.extend(["/usr/sbin", "/usr/bin", "/sbin", "/bin"].map(PathBuf::from));
    dirs.into_iter()
        .map(|d| d.join("brltty"))
        .find(|p| p.is_file())
}

/// Skips the test, loudly, when BRLTTY is not installed.
macro_rules! need_brltty {
    () => {
        match brltty_binary() {
            Some(path) => path,
            None => {
                eprintln!("SKIPPED: the brltty binary is not installed (apt-get install brltty)");
                return;
            }
        }
    };
}

/// A BrlAPI port number nobody uses: BRLTTY serves `host=127.0.0.1:N` on TCP 4101 + N.
fn free_brlapi_number() -> u16 {
    static NEXT: AtomicU16 = AtomicU16::new(0);
    let base = 200 + (std::process::id() % 400) as u16;
    loop {
        let n = base + NEXT.fetch_add(1, Ordering::SeqCst) % 2000;
        if TcpListener::bind(("127.0.0.1", 4101 + n)).is_ok() {
            return n;
        }
    }
}

/// One BRLTTY daemon for one test, killed and its folder removed when dropped.
struct Brltty {
    binary: PathBuf,
    child: Option<Child>,
    dir: TempDir,
    number: u16,
    display: FakeDisplay,
}

impl Brltty {
    fn start(binary: PathBuf, test: &str, cells: usize) -> Brltty {
        let dir = TempDir::new("braille", test);
        let mut b = Brltty {
            binary,
            child: None,
            dir,
            number: free_brlapi_number(),
            display: FakeDisplay::new(cells),
        };
        b.launch();
        b
    }

    fn host(&self) -> String {
        format!("127.0.0.1:{}", self.number)
    }

    fn launch(&mut self) {
        let before = self.display.connections();
        let log =
            std::fs::File::create(self.dir.0.join(format!("brltty-{before}.log"))).expect("log");
        let child = Command::new(&self.binary)
            .args(["-n", "-e", "-q", "-f", "/dev/null", "-b", "vr", "-d"])
            .arg(format!("client:127.0.0.1:{}", self.display.port))
            .args(["-x", "no", "-s", "no", "-A"])
            .arg(format!("auth=none,host={}", self.host()))
            .arg("-W")
            .arg(&self.dir.0)
            .arg("-P")
            .arg(self.dir.0.join("brltty.pid"))
            .args(["-l", "info"])
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("log"))
            .stderr(log)
            .spawn()
            .expect("start brltty");
        self.child = Some(child);
        // Ready when it has connected to the display and BrlAPI tells the display's width.
        let deadline = Instant::now() + WAIT;
        while self.display.connections() == before || self.brlapi_width() == 0 {
            assert!(
                Instant::now() < deadline,
                "brltty did not start: {}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The width BrlAPI reports now; 0 when it does not answer or has no display yet.
    fn brlapi_width(&self) -> usize {
        anna::braille::display_width(&self.host(), "none").unwrap_or(0)
    }

    fn log(&self) -> String {
        std::fs::read_dir(&self.dir.0)
            .map(|d| {
                d.filter_map(|e| e.ok())
                    .filter(|e| e.path().extension().is_some_and(|x| x == "log"))
                    .filter_map(|e| std::fs::read_to_string(e.path()).ok())
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .unwrap_or_default()
    }

    /// Kills BRLTTY by its PID (SIGKILL: it may ignore SIGTERM) and waits for it.
    fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    fn config(&self, mode: BrailleMode) -> BrailleConfig {
        BrailleConfig {
            mode,
            host: Some(self.host()),
            auth: Some("none".into()),
            // The default retry (two seconds), as a player has it.
            ..BrailleConfig::default()
        }
    }
}

impl Drop for Brltty {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Starts braille for a `de` game on the test's BRLTTY, the inputs on a channel.
fn connect(brltty: &Brltty) -> (Braille, Receiver<BrailleInput>) {
    let (started, inputs) = Braille::start_with_channel(&brltty.config(BrailleMode::Auto), "de");
    assert_eq!(started.notice, None);
    let braille = started.braille.expect("connected to BRLTTY");
    (braille, inputs)
}

fn wait_input(inputs: &Receiver<BrailleInput>, what: &str) -> BrailleInput {
    inputs
        .recv_timeout(WAIT)
        .unwrap_or_else(|_| panic!("no input from the display: {what}"))
}

/// Plays a typed line through the session; returns the events of the records it made.
fn play(session: &mut Session, line: &str) -> Vec<Event> {
    let step = Conversation::new(&anna::lang::Language::fallback(), session).input(
        session,
        line,
        Moment::ZERO,
    );
    let mut events = Vec::new();
    for record in step.records() {
        events.extend(session.apply(record, Moment::ZERO).expect("applies"));
    }
    events.extend(step.answers().iter().cloned());
    events
}

fn new_session() -> Session {
    let mut session = Session::new(Setup::default()).expect("session");
    let record = Record::Setup(Box::default());
    session.apply(&record, Moment::ZERO).expect("set-up");
    session
}

#[test]
fn a_committed_move_appears_in_the_visual_line() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "move", 40);
    let (braille, _inputs) = connect(&brltty);
    assert_eq!(braille.width(), Some(40));
    assert_eq!(braille.table(), Some("de-g0.utb"));
    let mut session = new_session();
    let mark = brltty.display.mark();
    for event in play(&mut session, "Sf3") {
        braille.show(&event, &session.words());
        braille.update(&session.scene(), &session.words());
    }
    let line = brltty.display.wait_visual(mark, "with the move", |v| {
        v.starts_with("1. Springer Felix drei")
    });
    assert_eq!(line.chars().count(), 40, "{line:?}");
    // The dots are liblouis's German: the number sign and a for 1, then the period (dot 3).
    let dots = brltty.display.braille_after(&line);
    assert!(
        dots.starts_with("Braille \"3456|1|3| |234|1234|1235|"),
        "{dots}"
    );
}

/// An Arabic game's move reaches the display in Arabic grade 1 braille: the cells are what
/// liblouis's own `lou_translate` makes of the line with `ar-ar-g1.utb`, in logical order.
#[test]
fn an_arabic_move_is_shown_in_arabic_braille() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "arabic", 40);
    let (started, _inputs) = Braille::start_with_channel(&brltty.config(BrailleMode::Auto), "ar");
    let braille = started.braille.expect("connected to BRLTTY");
    assert_eq!(braille.table(), Some("ar-ar-g1.utb"));
    let mut session = Session::new(Setup {
        vocab: "ar".into(),
        ..Setup::default()
    })
    .expect("session");
    session
        .apply(&Record::Setup(Box::default()), Moment::ZERO)
        .expect("set-up");
    let mark = brltty.display.mark();
    // Typed in Persian letters (ی, ک) for an Arabic game: the same knight move.
    for event in play(&mut session, "شبرینجر فیلکس درای") {
        braille.show(&event, &session.words());
        braille.update(&session.scene(), &session.words());
    }
    let line = brltty
        .display
        .wait_visual(mark, "with the move", |v| v.contains("شبرينجر فيلكس دراي"));
    let text = line.trim_end();
    let out = std::process::Command::new("lou_translate")
        .args(["--forward", "unicode.dis,ar-ar-g1.utb"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            writeln!(child.stdin.take().expect("its input"), "{text}")?;
            child.wait_with_output()
        })
        .expect("lou_translate (liblouis-bin) runs");
    let cells: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .trim_end_matches('\n')
        .chars()
        .take(40)
        .map(|c| {
            let bits = u32::from(c).wrapping_sub(0x2800);
            let dots: String = (0..8)
                .filter(|b| bits & (1 << b) != 0)
                .map(|b| char::from_digit(b + 1, 10).unwrap_or('?'))
                .collect();
            if dots.is_empty() {
                " ".to_string()
            } else {
                dots
            }
        })
        .collect();
    let expected = format!("Braille \"{}|", cells.join("|"));
    let dots = brltty.display.braille_after(&line);
    assert!(dots.starts_with(&expected), "{dots}\nliblouis: {expected}");
}

#[test]
fn typed_keys_and_enter_give_the_line_that_makes_nf3() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "typing", 40);
    let (braille, inputs) = connect(&brltty);
    let mut session = new_session();
    braille.update(&session.scene(), &session.words());
    brltty.display.type_text("", "Sf3");
    // Enter commits: the line goes to the game, the display shows an empty typed line.
    brltty
        .display
        .press("KEY_ENTER", "emptied", |v| v.trim_end() == ">");
    assert_eq!(
        wait_input(&inputs, "the typed line"),
        BrailleInput::Line("Sf3".into())
    );
    let events = play(&mut session, "Sf3");
    assert!(
        matches!(&events[0], Event::Move { san, .. } if san == "Nf3"),
        "{events:?}"
    );
    assert!(matches!(
        session
            .game()
            .moves()
            .last()
            .map(|m| m.san.to_string())
            .as_deref(),
        Some("Nf3")
    ));
    let mark = brltty.display.mark();
    braille.show(&events[0], &session.words());
    braille.update(&session.scene(), &session.words());
    brltty.display.wait_visual(mark, "with the move", |v| {
        v.starts_with("1. Springer Felix drei")
    });
}

#[test]
fn typing_corrections_and_routing_in_the_typed_line() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "editing", 40);
    let (_braille, inputs) = connect(&brltty);
    brltty.display.type_text("", "Sg3");
    brltty
        .display
        .press("KEY_BACKSPACE", "g3 rubbed out", |v| v.starts_with("> Sg "));
    brltty
        .display
        .press("KEY_BACKSPACE", "g rubbed out", |v| v.starts_with("> S "));
    brltty.display.type_text("S", "f3");
    // "> " is two cells (a full cell and a blank): routing over cell 3 puts the cursor on
    // the f (the cursor's dots 7 and 8 show where), and x goes in before it.
    let mark = brltty.display.mark();
    brltty.display.key("ROUTE 3");
    let dots = brltty.display.wait_line(mark, "the cursor on the f", |l| {
        l.starts_with("Braille \"123456| |234|12478|")
    });
    assert!(dots.contains("|12478|"), "{dots}");
    brltty.display.press("PASSCHAR 120", "x before the f", |v| {
        v.starts_with("> Sxf3 ")
    });
    brltty
        .display
        .press("KEY_DELETE", "f deleted", |v| v.starts_with("> Sx3 "));
    brltty
        .display
        .press("KEY_ENTER", "emptied", |v| v.trim_end() == ">");
    assert_eq!(
        wait_input(&inputs, "the line"),
        BrailleInput::Line("Sx3".into())
    );
}

#[test]
fn board_mode_shows_the_start_position_rank_by_rank() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "board", 40);
    let (braille, _inputs) = connect(&brltty);
    let session = new_session();
    let mark = brltty.display.mark();
    braille.show_text("Neue Partie");
    braille.update(&session.scene(), &session.words());
    brltty
        .display
        .wait_visual(mark, "the message", |v| v.starts_with("Neue Partie"));
    brltty.display.press("LNUP", "the status line", |v| {
        v.starts_with("Noch kein Zug. Weiß am Zug.")
    });
    // From the status line up: rank 1, 2, … 8, White's pieces in capitals (dot 7), empty
    // dark squares "-" (dots 3 6), empty light squares "." (dot 3).
    let ranks = [
        "1 TSLDKLST",
        "2 BBBBBBBB",
        "3 -.-.-.-.",
        "4 .-.-.-.-",
        "5 -.-.-.-.",
        "6 .-.-.-.-",
        "7 bbbbbbbb",
        "8 tsldklst",
    ];
    for rank in ranks {
        let line = brltty.display.press("LNUP", rank, |v| v.starts_with(rank));
        let dots = brltty.display.braille_after(&line);
        let cells: Vec<&str> = dots
            .trim_start_matches("Braille \"")
            .trim_end_matches('"')
            .split('|')
            .collect();
        // Number sign, digit, blank, then the eight squares.
        assert_eq!(cells[0], "3456", "{dots}");
        let squares = &cells[3..11];
        match &rank[..1] {
            "1" => assert_eq!(squares[0], "23457", "a white rook, dot 7: {dots}"),
            "2" => assert_eq!(squares[0], "127", "a white pawn (B), dot 7: {dots}"),
            "8" => assert_eq!(squares[0], "2345", "a black rook: {dots}"),
            "3" => assert_eq!(squares[..2], ["36", "3"], "dark, light: {dots}"),
            _ => {}
        }
    }
    // Line down goes back towards White; the bottom key straight to the message line.
    brltty
        .display
        .press("LNDN", "rank 7", |v| v.starts_with("7 bbbbbbbb"));
    brltty
        .display
        .press("BOT", "the message", |v| v.starts_with("Neue Partie"));
}

/// A running clock on the status line is drawn again by itself as what it reads changes:
/// Black's five minutes read "5 min" (whole minutes from five minutes up), then, in time
/// trouble, 4 59 and 4 58 as the seconds pass, with nothing typed and no event.
#[test]
fn the_status_line_clock_counts_down_by_itself() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "status", 80);
    let (braille, _inputs) = connect(&brltty);
    let setup = Setup {
        time_control: anna::clock::TimeControl::from_pgn("300").ok(),
        ..Setup::default()
    };
    let mut session = Session::new(setup.clone()).expect("session");
    // The display's own time is the wall clock: the game is played on it.
    let now = WallTime::new().now();
    session
        .apply(&Record::Setup(Box::new(setup)), now)
        .expect("set-up");
    let step =
        Conversation::new(&anna::lang::Language::fallback(), &session).input(&session, "e4", now);
    for record in step.records() {
        session.apply(record, now).expect("applies");
    }
    braille.update(&session.scene(), &session.words());
    brltty.display.press("LNUP", "the status line", |v| {
        v.starts_with("1. e4. Schwarz am Zug. Weiß 5 min, Schwarz")
    });
    let mark = brltty.display.mark();
    brltty
        .display
        .wait_visual(mark, "Black's clock at 4 58", |v| {
            v.contains("Schwarz 4 58")
        });
}

#[test]
fn routing_g1_then_f3_enters_nf3() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "routing", 40);
    let (braille, inputs) = connect(&brltty);
    let mut session = new_session();
    braille.update(&session.scene(), &session.words());
    brltty.display.press("LNUP", "the status line", |v| {
        v.starts_with("Noch kein Zug")
    });
    brltty
        .display
        .press("LNUP", "rank 1", |v| v.starts_with("1 TSLDKLST"));
    // The rank's number takes cells 0 and 1, a blank cell 2: a1 is cell 3, g1 cell 9.
    brltty.display.press("ROUTE 9", "g1 described", |v| {
        v.starts_with("1 TSLDKLST Auf Gustav eins steht ein")
    });
    let BrailleInput::Say(said) = wait_input(&inputs, "what stands on g1") else {
        panic!("not an answer")
    };
    assert_eq!(
        event_text(&said, &session.words()),
        "Auf Gustav eins steht ein weißer Springer."
    );
    brltty
        .display
        .press("LNUP", "rank 2", |v| v.starts_with("2 BBBBBBBB"));
    brltty
        .display
        .press("LNUP", "rank 3", |v| v.starts_with("3 -.-.-.-."));
    brltty.display.press("ROUTE 8", "the move entered", |v| {
        v.starts_with("3 -.-.-.-. g1f3")
    });
    assert_eq!(
        wait_input(&inputs, "the routed move"),
        BrailleInput::Line("g1f3".into())
    );
    let events = play(&mut session, "g1f3");
    assert!(
        matches!(&events[0], Event::Move { san, .. } if san == "Nf3"),
        "{events:?}"
    );
    let mark = brltty.display.mark();
    braille.show(&events[0], &session.words());
    braille.update(&session.scene(), &session.words());
    // Still on rank 3, which now holds the knight, and the move beside it.
    brltty.display.wait_visual(mark, "the knight on f3", |v| {
        v.starts_with("3 -.-.-S-. 1. Springer Felix drei")
    });
}

#[test]
fn brltty_killed_mid_game_and_restarted() {
    let binary = need_brltty!();
    let mut brltty = Brltty::start(binary, "restart", 40);
    let (braille, inputs) = connect(&brltty);
    let mut session = new_session();
    let mark = brltty.display.mark();
    for event in play(&mut session, "e4") {
        braille.show(&event, &session.words());
        braille.update(&session.scene(), &session.words());
    }
    brltty
        .display
        .wait_visual(mark, "e4", |v| v.starts_with("1. Bauer Eva vier"));

    brltty.kill();
    let deadline = Instant::now() + WAIT;
    while braille.is_connected() {
        assert!(Instant::now() < deadline, "the loss went unnoticed");
        std::thread::sleep(Duration::from_millis(20));
    }
    let BrailleInput::Say(lost) = wait_input(&inputs, "the loss") else {
        panic!("not a notice")
    };
    assert!(event_text(&lost, &session.words()).starts_with("Braillezeile getrennt"));
    // The game goes on: showing never waits for the display.
    let started = Instant::now();
    for event in play(&mut session, "e5") {
        braille.show(&event, &session.words());
        braille.update(&session.scene(), &session.words());
    }
    assert!(started.elapsed() < Duration::from_millis(100));
    assert_eq!(session.game().plies(), 2);

    let mark = brltty.display.mark();
    let restarted = Instant::now();
    brltty.launch();
    let line = brltty
        .display
        .wait_visual_within(mark, Duration::from_secs(5), |v| {
            v.starts_with("1... Bauer Eva fünf")
        });
    assert!(
        line.is_some(),
        "not shown again within 5 s of the restart ({:?}); got:\n{}",
        restarted.elapsed(),
        brltty.display.visuals(mark)
    );
    assert!(braille.is_connected());
    let BrailleInput::Say(back) = wait_input(&inputs, "the display back") else {
        panic!("not a notice")
    };
    assert_eq!(
        event_text(&back, &session.words()),
        "Braillezeile wieder verbunden."
    );
}

#[test]
fn the_width_comes_from_brlapi_and_long_messages_pan() {
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "width", 20);
    let (braille, _inputs) = connect(&brltty);
    assert_eq!(braille.width(), Some(20));
    let mark = brltty.display.mark();
    braille.show_text("Partie beendet: Weiß gewinnt, Schachmatt.");
    let first = brltty
        .display
        .wait_visual(mark, "the start", |v| v == "Partie beendet: Weiß");
    assert_eq!(first.chars().count(), 20);
    brltty
        .display
        .press("FWINRT", "panned right", |v| v == " gewinnt, Schachmatt");
    // The last window holds what is left.
    brltty
        .display
        .press("FWINRT", "the end", |v| v.trim_end() == ".");
    brltty
        .display
        .press("FWINLT", "panned left", |v| v == " gewinnt, Schachmatt");
    brltty.display.press("FWINLT", "back at the start", |v| {
        v == "Partie beendet: Weiß"
    });
}

#[test]
fn auto_without_brltty_carries_on_and_says_so_once() {
    // A BrlAPI number nothing serves.
    let number = free_brlapi_number();
    let config = BrailleConfig {
        mode: BrailleMode::Auto,
        host: Some(format!("127.0.0.1:{number}")),
        auth: Some("none".into()),
        ..BrailleConfig::default()
    };
    let started_at = Instant::now();
    let (started, _inputs) = Braille::start_with_channel(&config, "de");
    assert!(started.braille.is_none());
    // Someone without a display is told nothing about displays.
    assert_eq!(started.notice, None);
    assert!(started_at.elapsed() < Duration::from_secs(5));

    let off = Braille::start(&BrailleConfig::with_mode(BrailleMode::Off), "de", |_| {});
    assert!(off.braille.is_none() && off.notice.is_none());

    let (on, _inputs) = Braille::start_with_channel(
        &BrailleConfig {
            mode: BrailleMode::On,
            ..config
        },
        "en",
    );
    assert!(on.braille.is_some(), "on keeps trying");
    let notice = on
        .notice
        .expect("asked for by name, the display's absence is told");
    assert_eq!(
        notice.to_string(),
        "Keine Braillezeile erreichbar; anna versucht es weiter."
    );
}

#[test]
fn on_connects_when_brltty_comes_later() {
    let binary = need_brltty!();
    let number = free_brlapi_number();
    let config = BrailleConfig {
        mode: BrailleMode::On,
        host: Some(format!("127.0.0.1:{number}")),
        auth: Some("none".into()),
        retry: Duration::from_millis(300),
        ..BrailleConfig::default()
    };
    let (started, _inputs) = Braille::start_with_channel(&config, "de");
    let braille = started.braille.expect("on keeps trying");
    braille.show_text("Warten auf die Braillezeile");
    let mut brltty = Brltty::start(binary, "later", 40);
    // This BRLTTY serves another number; move it to the one anna tries.
    brltty.kill();
    brltty.number = number;
    let mark = brltty.display.mark();
    brltty.launch();
    brltty
        .display
        .wait_visual(mark, "the waiting message", |v| v.starts_with("Warten auf"));
    assert!(braille.is_connected());
}

// Without BRLTTY: the screen model alone.

fn screen_for(session: &Session) -> Screen {
    let mut screen = Screen::new(40, Some("de-g0.utb".into()));
    screen.set_snapshot(Snapshot::of(&session.scene(), &session.words()));
    screen
}

fn keys(screen: &mut Screen, keys: &[Key]) -> Vec<BrailleInput> {
    keys.iter()
        .flat_map(|&k| screen.key(k, Moment::ZERO))
        .collect()
}

#[test]
fn routing_a_promotion_asks_for_the_piece() {
    let setup = Setup {
        fen: Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1".into()),
        ..Setup::default()
    };
    let mut session = Session::new(setup).expect("session");
    let mut screen = screen_for(&session);
    // Rank 7 is the second line from the top.
    let out = keys(
        &mut screen,
        &[
            Key::Top,
            Key::LineDown,
            Key::Route(7),
            Key::Top,
            Key::Route(7),
        ],
    );
    assert_eq!(out.len(), 2, "{out:?}");
    let BrailleInput::Say(question) = &out[1] else {
        panic!("{out:?}")
    };
    assert_eq!(
        event_text(question, &session.words()),
        "Welche Figur auf Eva acht? Dame, Turm, Läufer oder Springer."
    );
    assert_eq!(screen.place(), Place::Message);
    assert_eq!(screen.typed(), "e7e8");
    let frame = screen.frame(Moment::ZERO);
    assert!(frame.text.starts_with("Welche Figur"), "{frame:?}");
    let out = keys(&mut screen, &[Key::Char('d'), Key::Enter]);
    assert_eq!(out, [BrailleInput::Line("e7e8d".into())]);
    let events = play(&mut session, "e7e8d");
    assert!(
        matches!(&events[0], Event::Move { san, .. } if san == "e8=Q"),
        "{events:?}"
    );
}

#[test]
fn routing_an_empty_square_or_the_opponents_piece_selects_nothing() {
    let session = new_session();
    let mut screen = screen_for(&session);
    // Rank 8 (top), a8: a black rook while White is to move.
    let out = keys(&mut screen, &[Key::Top, Key::Route(3)]);
    assert_eq!(screen.selected(), None);
    let BrailleInput::Say(said) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(
        event_text(said, &session.words()),
        "Auf Anna acht steht ein schwarzer Turm."
    );
    // e4, empty.
    let out = keys(
        &mut screen,
        &[
            Key::LineDown,
            Key::LineDown,
            Key::LineDown,
            Key::LineDown,
            Key::Route(7),
        ],
    );
    let BrailleInput::Say(said) = &out[0] else {
        panic!("{out:?}")
    };
    assert_eq!(event_text(said, &session.words()), "Eva vier ist leer.");
    // e2 selected, then routed again: unselected.
    keys(&mut screen, &[Key::LineDown, Key::LineDown, Key::Route(7)]);
    assert!(screen.selected().is_some());
    keys(&mut screen, &[Key::Route(7)]);
    assert_eq!(screen.selected(), None);
    // Escape goes back to the message line.
    keys(&mut screen, &[Key::Escape]);
    assert_eq!(screen.place(), Place::Message);
}

#[test]
fn black_orientation_turns_the_board() {
    let mut setup = Setup::default();
    setup.announce.rank_orientation = shakmaty::Color::Black;
    let session = Session::new(setup).expect("session");
    let mut screen = screen_for(&session);
    keys(&mut screen, &[Key::LineUp, Key::LineUp]);
    // The line nearest the player is rank 8, spoken "eins" from Black's side, files h to a.
    let frame = screen.frame(Moment::ZERO);
    assert!(frame.text.starts_with("1 tslkdlst"), "{frame:?}");
}

#[test]
fn braille_translation_is_liblouis() {
    assert_eq!(
        anna::louis::translate("Eva vier", "de-g0.utb").unwrap(),
        "⠑⠧⠁⠀⠧⠊⠑⠗"
    );
    assert_eq!(
        anna::louis::to_ascii("Knight Felix three", "en-us-brf.dis,en-ueb-g1.ctb").unwrap(),
        ",KNIGHT ,FELIX THREE"
    );
    assert!(anna::louis::translate("x", "no-such-table.utb").is_err());
    assert!(anna::louis::translate("x", "bad\0name").is_err());
    assert_eq!(anna::louis::translate("", "de-g0.utb").unwrap(), "");
    assert!(!anna::louis::version().is_empty());
    // Anything at all, without a panic.
    let odd = "\u{0}\u{1F600}\u{FFFF}𝄞 \t\n äöüß ♞ 1234567890";
    assert!(anna::louis::translate(odd, "de-g0.utb").is_ok());
    assert!(anna::louis::translate(&"ab ".repeat(5000), "en-ueb-g1.ctb").is_ok());
}

#[test]
fn the_mode_reads_from_words() {
    assert_eq!("auto".parse::<BrailleMode>(), Ok(BrailleMode::Auto));
    assert_eq!("ON".parse::<BrailleMode>(), Ok(BrailleMode::On));
    assert_eq!("off".parse::<BrailleMode>(), Ok(BrailleMode::Off));
    assert!("maybe".parse::<BrailleMode>().is_err());
    assert!(
        Path::new("/usr/share/liblouis/tables/de-g0.utb").exists()
            || cfg!(not(target_os = "linux"))
    );
}

/// The whole program: a game in the line view with the display attached; a move typed on the
/// braille keys is made in the game, and the announcement reaches the display.
#[test]
fn braille_keys_play_a_move_in_the_real_game() {
    use std::process::{Command, Stdio};
    let binary = need_brltty!();
    let brltty = Brltty::start(binary, "game", 40);
    let home = brltty.dir.0.join("home");
    std::fs::create_dir_all(home.join("config/anna")).expect("config folder");
    std::fs::write(home.join("config/anna/config.toml"), "speech = \"off\"\n").expect("config");
    let mut anna = Command::new(env!("CARGO_BIN_EXE_anna"))
        .args(["--braille", "on"])
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("BRLAPI_HOST", brltty.host())
        .env("BRLAPI_AUTH", "none")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("anna starts");
    let stdout = anna.stdout.take().expect("stdout");
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                return;
            }
        }
    });
    // The display shows the latest message once anna has connected.
    brltty.display.wait_visual(0, "anna connected", |v| {
        v.starts_with("anna: neue Partie, Weiß am Zug")
    });
    let mark = brltty.display.mark();
    brltty.display.type_text("", "Sf3");
    brltty.display.key("KEY_ENTER");
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = String::new();
    while !seen.contains("Springer Felix drei (Nf3)") {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => {
                seen.push_str(&line);
                seen.push('\n');
            }
            Err(_) => panic!("the move was not made:\n{seen}"),
        }
    }
    brltty.display.wait_visual(mark, "the announcement", |v| {
        v.contains("Springer Felix drei")
    });
    if let Some(stdin) = anna.stdin.as_mut() {
        let _ = stdin.write_all(b"beenden\nja\n");
    }
    drop(anna.stdin.take());
    let _ = anna.wait();
}

/// The clock key on the braille keyboard: `+` on an empty line is sent at once; inside a typed
/// move it is part of the move ("Dh5+").
#[test]
fn plus_alone_on_the_braille_keyboard_presses_the_clock() {
    let session = new_session();
    let mut screen = screen_for(&session);
    assert_eq!(
        keys(&mut screen, &[Key::Char('+')]),
        [BrailleInput::Line("+".into())]
    );
    let out = keys(
        &mut screen,
        &[Key::Char('e'), Key::Char('4'), Key::Char('+'), Key::Enter],
    );
    assert_eq!(out, [BrailleInput::Line("e4+".into())]);
}
