//! The braille status line's clocks on the injected clock (issue 43): whole minutes from five
//! minutes up, minutes and seconds below, and the one moment the display must wake to draw
//! again — the next change of what the player reads, never a tick that changes nothing.

use std::sync::Arc;
use std::time::Duration;

use anna::braille::{Key, Screen, Snapshot};
use anna::clock::{Moment, TimeControl};
use anna::command::Conversation;
use anna::lang::Language;
use anna::session::{Record, Session, Setup};

/// A 90 + 30 s game in which White has played 1. e4 at the start: Black's clock runs from 0.
fn after_e4(time_control: &str, vocab: &str) -> Session {
    let setup = Setup {
        time_control: TimeControl::from_pgn(time_control).ok(),
        vocab: vocab.into(),
        ..Setup::default()
    };
    let mut session = Session::new(setup.clone()).expect("session");
    session
        .apply(&Record::Setup(Box::new(setup)), Moment::ZERO)
        .expect("set-up");
    let step =
        Conversation::new(&Language::fallback(), &session).input(&session, "e4", Moment::ZERO);
    for record in step.records() {
        session.apply(record, Moment::ZERO).expect("applies");
    }
    session
}

/// The display showing the status line of `session` in `language`.
fn status_screen(session: &Session, language: &Arc<Language>) -> Screen {
    let mut screen = Screen::new(80, None);
    screen.set_snapshot(Snapshot::of(&session.scene(), &session.words_in(language)));
    screen.key(Key::LineUp, Moment::ZERO);
    screen
}

fn at(minutes: u64, seconds: u64, millis: u64) -> Moment {
    Moment::from_millis((minutes * 60 + seconds) * 1000 + millis)
}

/// What the player reads on the status line at `now`.
fn reads(screen: &Screen, now: Moment) -> String {
    screen.frame(now).text.trim_end().to_string()
}

#[test]
fn above_five_minutes_the_clocks_read_whole_minutes_and_wake_once_a_minute() {
    let session = after_e4("5400+30", "de");
    let screen = status_screen(&session, &Language::fallback());
    // One second in: Black has 89:59 and reads 89 minutes; White, his 30 s added, 90.
    let now = at(0, 1, 0);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 90 min, Schwarz 89 min, Zug 1"
    );
    // The display sleeps until Black's clock reads 88 minutes, not a second less.
    assert_eq!(screen.next_change(now), Some(Duration::from_secs(59)));
    // Half-way through a minute: the rest of it.
    let now = at(30, 20, 500);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 90 min, Schwarz 59 min, Zug 1"
    );
    assert_eq!(screen.next_change(now), Some(Duration::from_millis(39_500)));
}

#[test]
fn under_five_minutes_the_running_clock_reads_its_seconds() {
    let session = after_e4("5400+30", "de");
    let screen = status_screen(&session, &Language::fallback());
    // 5:30 left: still minutes, and the next change is to 4:59, thirty seconds on.
    let now = at(84, 30, 0);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 90 min, Schwarz 5 min, Zug 1"
    );
    assert_eq!(screen.next_change(now), Some(Duration::from_secs(30)));
    // Just past five minutes left: minutes and seconds, and a wake-up each second.
    let now = at(85, 0, 250);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 90 min, Schwarz 4 59, Zug 1"
    );
    assert_eq!(screen.next_change(now), Some(Duration::from_millis(750)));
    // Under a minute: seconds alone, as the short clock report gives them.
    let now = at(89, 15, 0);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 90 min, Schwarz 45, Zug 1"
    );
    // White's stopped clock below five minutes shows its seconds too: the rule is by the
    // time a clock holds, so its form never changes while it stands still.
    let blitz = after_e4("240+2", "de");
    let screen = status_screen(&blitz, &Language::fallback());
    assert_eq!(
        reads(&screen, at(0, 10, 0)),
        "1. e4. Schwarz am Zug. Weiß 4 02, Schwarz 3 50, Zug 1"
    );
}

#[test]
fn at_the_flag_the_clock_reads_zero_and_nothing_wakes_the_display() {
    let session = after_e4("5400+30", "de");
    let screen = status_screen(&session, &Language::fallback());
    let now = at(90, 0, 1);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 90 min, Schwarz 0, Zug 1"
    );
    assert_eq!(screen.next_change(now), None);
    assert_eq!(screen.next_change(at(120, 0, 0)), None);
}

#[test]
fn a_display_on_another_line_never_wakes_for_the_clock() {
    let session = after_e4("5400+30", "de");
    let mut screen = status_screen(&session, &Language::fallback());
    // Back down to the message line: no clock in view, no deadline.
    screen.key(Key::LineDown, Moment::ZERO);
    assert_eq!(screen.next_change(at(85, 0, 250)), None);
    // Up to the board: the same.
    screen.key(Key::Top, Moment::ZERO);
    assert_eq!(screen.next_change(at(0, 1, 0)), None);
}

#[test]
fn the_minutes_are_worded_in_each_language() {
    let cases = [
        ("en", "White 90 min, Black 89 min, move 1"),
        ("ar", "90 دقيقة"),
        ("fa", "89 دقیقه"),
    ];
    for (code, expected) in cases {
        let language = Language::load(code).expect("a built-in language");
        let session = after_e4("5400+30", "de");
        let screen = status_screen(&session, &language);
        let line = reads(&screen, at(0, 1, 0));
        assert!(line.contains(expected), "{code}: {line}");
    }
    // Arabic counts three to ten minutes in the plural.
    let language = Language::load("ar").expect("Arabic");
    let session = after_e4("5400+30", "de");
    let screen = status_screen(&session, &language);
    let line = reads(&screen, at(83, 0, 0));
    assert!(line.contains("7 دقائق"), "{line}");
}

#[test]
fn a_delay_is_used_up_before_the_minute_runs() {
    // Ten minutes and a delay of five seconds a move (US delay, 6.3.2).
    let session = after_e4("600d5", "de");
    let screen = status_screen(&session, &Language::fallback());
    let now = at(0, 1, 0);
    assert_eq!(
        reads(&screen, now),
        "1. e4. Schwarz am Zug. Weiß 10 min, Schwarz 10 min, Zug 1"
    );
    // Four seconds of delay left, and then Black's ten minutes start to run: 9 min at once.
    assert_eq!(screen.next_change(now), Some(Duration::from_secs(4)));
    assert_eq!(
        reads(&screen, at(0, 5, 1)),
        "1. e4. Schwarz am Zug. Weiß 10 min, Schwarz 9 min, Zug 1"
    );
}
