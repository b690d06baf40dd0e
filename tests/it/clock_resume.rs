//! The talking clock keeps a journal like a game: after kill -9, a closed terminal or a quit,
//! `anna clock --resume` has both times where they were; and a running clock is never ended by
//! one key: `q`, Esc and Ctrl-C ask first.

use std::sync::Arc;
use std::time::Duration;

use anna::clock::{ClockState, Moment, TimeControl};
use anna::notation::Vocabulary;
use anna::output::Words;
use anna::play::clock_journal::{Line, What};
use anna::play::{ClockEntry, TalkingClock, resume_clock};
use anna::session::Side;
use shakmaty::Color;

use crate::common::Dirs;

const ASK_QUIT: &str = "Uhr beenden? Die Zeiten bleiben gespeichert; anna clock --resume setzt \
                        fort. ja oder nein, dann Enter.";

fn line(at: u64, what: What) -> Line {
    Line { at, what }
}

fn press(at: u64, side: Side) -> Line {
    line(
        at,
        What::Change {
            entry: ClockEntry::Press { side },
        },
    )
}

/// The journal's instants are the clock's: replayed, the times are those at its last line,
/// whenever the clock is resumed (the time anna was not running is charged to nobody).
#[test]
fn a_journal_replayed_gives_the_times_at_its_last_line() {
    let control = TimeControl::from_friendly("5+3").expect("a control");
    let language = anna::lang::Language::load("de").expect("German");
    let vocab = Arc::new(Vocabulary::builtin("de").expect("German words"));
    let mut clock = TalkingClock::new(control, Words::new(language, vocab));
    let lines = [
        line(
            0,
            What::Start {
                control: "5+3".into(),
            },
        ),
        // Black's key starts White's clock; White moves after ten seconds.
        press(1_000, Side::Black),
        press(11_000, Side::White),
        line(20_000, What::Beat),
        line(21_500, What::Beat),
    ];
    let (at, said) = resume_clock(&mut clock, &lines);
    assert_eq!(at, Duration::from_millis(21_500));
    let now = Moment::from_duration(at);
    let c = clock.clock();
    assert_eq!(c.state(), ClockState::Running(Color::Black));
    assert_eq!(c.remaining(Color::White, now), Duration::from_secs(293));
    assert_eq!(
        c.remaining(Color::Black, now),
        Duration::from_millis(289_500)
    );
    let said: Vec<String> = said.iter().map(|m| clock.text(m)).collect();
    assert_eq!(said[0], "anna Uhr, 5+3, fortgesetzt.");
    assert!(
        said[1].contains("vier Minuten, neunundvierzig Sekunden"),
        "{said:?}"
    );
    assert_eq!(said[2], "Uhr Schwarz.");
}

/// Seconds of a short report's side: "Weiß 4 58" is 298.
fn seconds(report: &str, side: &str) -> u64 {
    let part = report
        .split(", ")
        .find(|p| p.starts_with(side))
        .unwrap_or_else(|| panic!("no {side} in {report:?}"));
    part[side.len()..]
        .split_whitespace()
        .map(|n| n.parse::<u64>().unwrap_or_else(|_| panic!("{report:?}")))
        .fold(0, |s, n| s * 60 + n)
}

/// The short report the running clock gives now.
fn short_report(anna: &mut crate::common::Anna) -> String {
    anna.press("k");
    let report = anna.expect(", Zug");
    anna.expect("\n");
    report.trim().to_string()
}

#[test]
fn after_kill_9_the_clock_resumes_with_both_times() {
    let dirs = Dirs::new("clock-kill");
    let mut anna = dirs.spawn(&["clock", "--time", "5+3", "--speech", "off"]);
    anna.expect("beenden, nach einer Frage.\n");
    anna.press("2");
    anna.expect("Uhr Weiß.\n");
    anna.press("1");
    anna.expect("Uhr Schwarz.\n");
    let before = short_report(&mut anna);
    crate::common::speechd::signal(anna.pid() as u32, "-KILL");
    anna.finish();
    let mut anna = dirs.spawn(&["clock", "--resume", "--speech", "off"]);
    anna.expect("anna Uhr, 5+3, fortgesetzt.\n");
    anna.expect("Uhr Schwarz.\n");
    let after = short_report(&mut anna);
    for side in ["Weiß", "Schwarz"] {
        let (b, a) = (seconds(&before, side), seconds(&after, side));
        assert!(
            a <= b && b - a <= 1,
            "{side}: {before:?} before kill -9, {after:?} after resuming"
        );
    }
    anna.press("q");
    anna.expect(ASK_QUIT);
    anna.press("ja\r");
    anna.expect("Uhr beendet.\n");
    anna.assert_exits_cleanly();
}

/// `q`, Esc and Ctrl-C each ask while the clock runs; no, Esc and Ctrl-C again answer.
#[test]
fn quit_keys_ask_before_a_running_clock_ends() {
    let dirs = Dirs::new("clock-quit");
    let mut anna = dirs.spawn(&["clock", "--time", "5+3", "--speech", "off"]);
    anna.expect("beenden, nach einer Frage.\n");
    anna.press("2");
    anna.expect("Uhr Weiß.\n");
    anna.press("q");
    anna.expect(ASK_QUIT);
    anna.press("nein\r");
    anna.expect("Die Uhr geht weiter.\n");
    // A stray Esc asks; a second Esc cancels the question, never the clock.
    anna.press("\x1b");
    anna.expect(ASK_QUIT);
    anna.press("\x1b");
    anna.expect("Die Uhr geht weiter.\n");
    // Esc cancels the arbiter's line, and the clock goes on.
    anna.press("a");
    anna.expect("Esc bricht ab.\n");
    anna.press("plus");
    anna.press("\x1b");
    anna.expect("Abgebrochen.\n");
    anna.press("k");
    anna.expect("Weiß ");
    // Ctrl-C asks, and Ctrl-C again ends at once.
    anna.press("\x03");
    anna.expect(ASK_QUIT);
    anna.press("\x03");
    anna.expect("Uhr beendet.\n");
    anna.assert_exits_cleanly();
}
