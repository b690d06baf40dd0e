//! The standalone talking clock, `anna clock`: the key logic with time handed in (no sleeping),
//! and once end to end, the real binary in a pseudo-terminal waiting for a real flag fall.

use crate::common;

use std::time::{Duration, Instant};

use anna::clock::{ClockState, Moment, TimeControl};
use anna::notation::Vocabulary;
use anna::output::Words;
use anna::play::{ClockKey, TalkingClock, TypedKey, clock_key};
use common::Dirs;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shakmaty::Color;
use std::sync::Arc;

const WHITE: ClockKey = ClockKey::Player(Color::White);
const BLACK: ClockKey = ClockKey::Player(Color::Black);

/// The instant the tests start at; only differences matter.
const T0: u64 = 1_000_000;

fn at(ms: u64) -> Moment {
    Moment::from_millis(T0 + ms)
}

fn secs(s: u64) -> u64 {
    s * 1000
}

fn clock(control: &str, vocab: &str) -> TalkingClock {
    let control = TimeControl::from_friendly(control).expect("a valid control");
    let language = anna::lang::Language::load(vocab).expect("a built-in language");
    TalkingClock::new(control, Words::new(language, Arc::new(vocab_of(vocab)))).quiet_keys()
}

fn vocab_of(code: &str) -> Vocabulary {
    Vocabulary::builtin(code).expect("a built-in vocabulary")
}

/// What a key at `ms` is answered with, as the terminal shows it.
fn said(c: &mut TalkingClock, key: ClockKey, ms: u64) -> Vec<String> {
    let messages = c.key(key, at(ms));
    messages.iter().map(|m| c.text(m)).collect()
}

/// A key that must be answered with silence.
fn silent(c: &mut TalkingClock, key: ClockKey, ms: u64) {
    let lines = said(c, key, ms);
    assert!(lines.is_empty(), "{key:?} at {ms} ms said {lines:?}");
}

/// A key that must be answered with exactly one line; returns it.
fn one_line(c: &mut TalkingClock, key: ClockKey, ms: u64) -> String {
    let mut lines = said(c, key, ms);
    assert_eq!(lines.len(), 1, "{key:?} at {ms} ms said {lines:?}");
    lines.remove(0)
}

fn remaining(c: &TalkingClock, color: Color, ms: u64) -> Duration {
    c.clock().remaining(color, at(ms))
}

/// 23 moves each in two hours without increment, White to move with 1:12:05 left and Black
/// 58:30: the issue's example. Returns the instant of Black's 23rd press.
fn twenty_three_moves(c: &mut TalkingClock) -> u64 {
    silent(c, BLACK, 0);
    let mut t = 0;
    for i in 0..23 {
        t += secs(125);
        silent(c, WHITE, t);
        t += secs(if i == 0 { 170 } else { 160 });
        silent(c, BLACK, t);
    }
    t
}

#[test]
fn black_starts_whites_clock_and_each_key_hands_the_move_over() {
    let mut c = clock("90+30", "de");
    assert_eq!(c.clock().state(), ClockState::NotStarted);
    assert_eq!(c.deadline(), None);
    silent(&mut c, BLACK, 0);
    assert_eq!(c.clock().state(), ClockState::Running(Color::White));
    assert_eq!(c.deadline(), Some(at(secs(5400))));
    silent(&mut c, WHITE, secs(10));
    assert_eq!(c.clock().state(), ClockState::Running(Color::Black));
    // 5400 s, 10 used, 30 added.
    assert_eq!(
        remaining(&c, Color::White, secs(10)),
        Duration::from_secs(5420)
    );
    silent(&mut c, BLACK, secs(25));
    assert_eq!(
        remaining(&c, Color::Black, secs(25)),
        Duration::from_secs(5415)
    );
    assert_eq!(c.clock().state(), ClockState::Running(Color::White));
}

#[test]
fn whites_key_first_counts_his_first_move_and_starts_black() {
    let mut c = clock("90+30", "de");
    silent(&mut c, WHITE, 0);
    assert_eq!(c.clock().state(), ClockState::Running(Color::Black));
    assert_eq!(c.clock().moves().white, 1);
    assert_eq!(c.deadline(), Some(at(secs(5400))));
}

#[test]
fn the_move_count_follows_the_presses() {
    let mut c = clock("90+30", "en");
    silent(&mut c, BLACK, 0);
    for n in 1..=7u64 {
        silent(&mut c, WHITE, secs(20 * n));
        silent(&mut c, BLACK, secs(20 * n + 10));
    }
    // Seven moves each, then White's eighth.
    silent(&mut c, WHITE, secs(200));
    let report = c.clock().report(at(secs(200)));
    assert_eq!(report.moves_played, 8);
    assert_eq!(report.moves.white, 8);
    assert_eq!(report.moves.black, 7);
    assert!(
        one_line(&mut c, ClockKey::Report, secs(201)).ends_with(" Eight moves."),
        "the report ends with the moves played"
    );
}

#[test]
fn a_players_key_is_ignored_while_the_opponents_clock_runs() {
    let mut c = clock("90+30", "de");
    silent(&mut c, BLACK, 0);
    // Black presses again while White thinks: nothing happens.
    silent(&mut c, BLACK, secs(1));
    assert_eq!(c.clock().state(), ClockState::Running(Color::White));
    silent(&mut c, WHITE, secs(10));
    // White's double press: his clock is no longer running, no move is lost.
    silent(&mut c, WHITE, secs(10) + 150);
    silent(&mut c, WHITE, secs(11));
    assert_eq!(c.clock().state(), ClockState::Running(Color::Black));
    assert_eq!(c.clock().moves().white, 1);
    assert_eq!(c.clock().moves().black, 0);
    assert_eq!(c.clock().ply(), 1);
}

#[test]
fn the_long_report_in_german_gives_the_askers_time_first() {
    let mut c = clock("120", "de");
    let t = twenty_three_moves(&mut c);
    assert_eq!(
        one_line(&mut c, ClockKey::Report, t),
        "Weiß: eine Stunde, zwölf Minuten, fünf Sekunden. \
         Schwarz: achtundfünfzig Minuten, dreißig Sekunden. Dreiundzwanzig Züge."
    );
    // 900 ms later: never tenths, the seconds are rounded down.
    assert_eq!(
        one_line(&mut c, ClockKey::Report, t + 900),
        "Weiß: eine Stunde, zwölf Minuten, vier Sekunden. \
         Schwarz: achtundfünfzig Minuten, dreißig Sekunden. Dreiundzwanzig Züge."
    );
    // Once White has pressed, Black is asking.
    silent(&mut c, WHITE, t + secs(5));
    assert_eq!(
        one_line(&mut c, ClockKey::Report, t + secs(5)),
        "Schwarz: achtundfünfzig Minuten, dreißig Sekunden. \
         Weiß: eine Stunde, zwölf Minuten. Vierundzwanzig Züge."
    );
}

#[test]
fn the_long_report_in_english() {
    let mut c = clock("120", "en");
    let t = twenty_three_moves(&mut c);
    assert_eq!(
        one_line(&mut c, ClockKey::Report, t),
        "White: one hour, twelve minutes, five seconds. \
         Black: fifty-eight minutes, thirty seconds. Twenty-three moves."
    );
}

#[test]
fn the_short_report_in_digits() {
    let mut de = clock("120", "de");
    let t = twenty_three_moves(&mut de);
    assert_eq!(
        one_line(&mut de, ClockKey::ShortReport, t),
        "Weiß 1 12 05, Schwarz 58 30, Zug 23"
    );
    let mut en = clock("120", "en");
    let t = twenty_three_moves(&mut en);
    assert_eq!(
        one_line(&mut en, ClockKey::ShortReport, t),
        "White 1 12 05, Black 58 30, move 23"
    );
}

#[test]
fn under_a_minute_seconds_only_and_a_report_before_the_start() {
    let mut c = clock("0:45", "de");
    assert_eq!(
        one_line(&mut c, ClockKey::Report, 0),
        "Weiß: fünfundvierzig Sekunden. Schwarz: fünfundvierzig Sekunden. Null Züge."
    );
    assert_eq!(
        c.clock().state(),
        ClockState::NotStarted,
        "a report starts nothing"
    );
    let mut c = clock("1", "en");
    silent(&mut c, BLACK, 0);
    assert_eq!(
        one_line(&mut c, ClockKey::Report, secs(59)),
        "White: one second. Black: one minute. Zero moves."
    );
}

#[test]
fn pause_stops_time_and_the_flag() {
    let mut c = clock("5", "de");
    silent(&mut c, BLACK, 0);
    assert_eq!(
        one_line(&mut c, ClockKey::Pause, secs(10)),
        "Uhr angehalten."
    );
    assert_eq!(c.clock().state(), ClockState::Paused);
    assert_eq!(c.deadline(), None, "no flag can fall while paused");
    assert!(c.tick(at(secs(1000))).is_empty());
    // A player's key while paused is answered and changes nothing.
    assert_eq!(
        one_line(&mut c, WHITE, secs(50)),
        "Die Uhr ist angehalten; p: weiter."
    );
    assert_eq!(c.clock().moves().white, 0);
    assert_eq!(
        one_line(&mut c, ClockKey::Report, secs(1000)),
        "Weiß: vier Minuten, fünfzig Sekunden. Schwarz: fünf Minuten. Null Züge."
    );
    assert_eq!(
        one_line(&mut c, ClockKey::Pause, secs(1000)),
        "Uhr läuft weiter."
    );
    assert_eq!(c.deadline(), Some(at(secs(1000 + 290))));
    assert_eq!(
        remaining(&c, Color::White, secs(1010)),
        Duration::from_secs(280)
    );
    // Pause before the start has nothing to stop.
    let mut c = clock("5", "en");
    assert_eq!(
        one_line(&mut c, ClockKey::Pause, 0),
        "The clock has not started yet."
    );
}

#[test]
fn the_flag_falls_exactly_at_the_control_time() {
    let mut c = clock("1", "de");
    silent(&mut c, BLACK, 0);
    assert_eq!(c.deadline(), Some(at(secs(60))));
    assert!(c.tick(at(secs(60) - 1)).is_empty());
    let fell: Vec<String> = c.tick(at(secs(60))).iter().map(|m| c.text(m)).collect();
    assert_eq!(fell, ["Weiß: Zeitüberschreitung."]);
    assert_eq!(c.clock().state(), ClockState::Stopped);
    assert_eq!(c.deadline(), None);
    assert!(c.tick(at(secs(61))).is_empty(), "announced once");
    // The clock stays stopped; keys say so, reports are still given.
    assert_eq!(one_line(&mut c, WHITE, secs(70)), "Die Uhr steht.");
    assert_eq!(
        one_line(&mut c, ClockKey::Pause, secs(70)),
        "Die Uhr steht."
    );
    assert_eq!(
        one_line(&mut c, ClockKey::Report, secs(90)),
        "Weiß: null Sekunden. Schwarz: eine Minute. Null Züge."
    );
}

#[test]
fn a_press_after_the_flag_fell_is_answered_with_the_flag() {
    let mut c = clock("0:30+5", "en");
    silent(&mut c, BLACK, 0);
    silent(&mut c, WHITE, secs(10));
    // Black's clock: 30 s from 10 s on; his press comes late and never counts.
    assert_eq!(c.deadline(), Some(at(secs(40))));
    assert_eq!(said(&mut c, BLACK, secs(41)), ["Black: flag fall."]);
    assert_eq!(c.clock().moves().black, 0);
    assert_eq!(
        c.clock().flag(Color::Black, at(secs(41))),
        Some(at(secs(40)))
    );
    assert_eq!(
        one_line(&mut c, ClockKey::ShortReport, secs(50)),
        "Black 0, White 25, move 1"
    );
}

#[test]
fn the_greeting_names_the_control_and_the_keys() {
    let greeting = |c: TalkingClock| {
        let lines: Vec<String> = c.greeting().iter().map(|m| c.text(m)).collect();
        lines.join("\n")
    };
    let de = greeting(clock("90+30", "de"));
    assert!(de.starts_with("anna Uhr, 90+30."), "{de}");
    for key in [
        "Weiß: 1 oder Pfeil links",
        "Schwarz: 2 oder Pfeil rechts",
        "Leertaste",
    ] {
        assert!(de.contains(key), "{key} in {de}");
    }
    let en = greeting(clock("40/90+30,30+30", "en"));
    assert!(en.starts_with("anna clock, 40/90+30,30+30."), "{en}");
    assert!(en.contains("White: 1 or left arrow"), "{en}");
    assert!(
        en.contains("q, Esc or Ctrl+C: quit, after a question"),
        "{en}"
    );
}

/// Unless `--quiet-keys`, each player's key is confirmed with the clock that now runs, also
/// when the press did not count; `h` says the keys again; a key with no task says so.
#[test]
fn every_key_is_confirmed_unless_quiet() {
    let control = TimeControl::from_friendly("90+30").expect("a valid control");
    let language = anna::lang::Language::load("de").expect("German");
    let mut c = TalkingClock::new(control, Words::new(language, Arc::new(vocab_of("de"))));
    assert_eq!(said(&mut c, BLACK, 0), ["Uhr Weiß."], "the start");
    assert_eq!(said(&mut c, WHITE, secs(5)), ["Uhr Schwarz."]);
    assert_eq!(
        said(&mut c, WHITE, secs(6)),
        ["Uhr Schwarz."],
        "a double press"
    );
    assert_eq!(c.clock().moves().white, 1, "counted once");
    let keys = said(&mut c, ClockKey::Keys, secs(7));
    assert_eq!(keys.len(), 1);
    assert!(keys[0].starts_with("Weiß: 1 oder Pfeil links"), "{keys:?}");
    assert!(keys[0].contains("h: die Tasten"), "{keys:?}");
    assert_eq!(
        said(&mut c, ClockKey::Other, secs(8)),
        ["Diese Taste hat keine Aufgabe; h sagt die Tasten."]
    );
    let mut quiet = clock("90+30", "de");
    silent(&mut quiet, BLACK, 0);
    silent(&mut quiet, ClockKey::Other, secs(1));
    let key = |code| clock_key(&KeyEvent::new(code, KeyModifiers::NONE));
    assert_eq!(key(KeyCode::Char('h')), Some(ClockKey::Keys));
    assert_eq!(key(KeyCode::Char('?')), Some(ClockKey::Keys));
    assert_eq!(key(KeyCode::Char('x')), Some(ClockKey::Other));
}

/// The arbiter types a command after `a` and confirms it with `j`; what he types.
fn arbiter(c: &mut TalkingClock, command: &str, ms: u64) -> Vec<String> {
    let mut said: Vec<String> = c
        .key(ClockKey::Arbiter, at(ms))
        .iter()
        .map(|m| c.text(m))
        .collect();
    for ch in command.chars() {
        let messages = c.type_key(TypedKey::Char(ch), at(ms));
        said.extend(messages.iter().map(|m| c.text(m)));
    }
    let messages = c.type_key(TypedKey::Enter, at(ms));
    said.extend(messages.iter().map(|m| c.text(m)));
    said
}

/// 7.5.5, 9.5.3, 12.9, 6.10.2, D.2.9 at the talking clock: time added, both times and the move
/// counter set, the clocks put back to a move's times; each said in full, made only after `j`.
#[test]
fn the_arbiter_adds_sets_and_rewinds_with_a_confirmation() {
    let mut c = clock("90+30", "de");
    silent(&mut c, BLACK, 0);
    silent(&mut c, WHITE, secs(10));
    silent(&mut c, BLACK, secs(20));
    time_added_only_after_ja(&mut c);
    esc_cancels_and_changes_nothing(&mut c);
    set_then_back_to_a_moves_times(&mut c);

    // A typo is explained, and nothing waits.
    let said = arbiter(&mut c, "plus grün 2:00", secs(50));
    assert!(said[1].starts_with("So geht es:"), "{said:?}");
    assert!(!c.typing());
    let said = arbiter(&mut c, "zurück 9", secs(50));
    assert!(
        said[1].starts_with("Zug 9 ist auf dieser Uhr noch nicht gespielt"),
        "{said:?}"
    );
}

/// Two minutes for Black, said in full and made only by `ja` and Enter: one key is not an
/// answer (`j` alone does nothing), a word that is no answer asks again.
fn time_added_only_after_ja(c: &mut TalkingClock) {
    let said = arbiter(c, "plus schwarz 2:00", secs(25));
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said[0].starts_with("Schiedsrichter: plus SEITE ZEIT"),
        "{said:?}"
    );
    assert_eq!(
        said[1],
        "Schiedsrichter: Schwarz erhält zwei Minuten dazu. Ausführen? ja oder nein, dann Enter."
    );
    assert!(c.typing(), "waiting for the answer");
    let before = remaining(c, Color::Black, secs(25));
    assert!(c.type_key(TypedKey::Char('j'), at(secs(25))).is_empty());
    assert!(c.type_key(TypedKey::Backspace, at(secs(25))).is_empty());
    assert_eq!(remaining(c, Color::Black, secs(25)), before);
    let again = answer(c, "jein", secs(25));
    assert_eq!(again, [said[1].clone()]);
    assert_eq!(remaining(c, Color::Black, secs(25)), before);
    let done = answer(c, "ja", secs(25));
    // Said in words, as the game says times: no digits, no milliseconds.
    assert_eq!(
        done,
        [
            "Uhr geändert. Weiß: eine Stunde, dreißig Minuten, fünfzehn Sekunden. \
          Schwarz: eine Stunde, zweiunddreißig Minuten, zwanzig Sekunden. Ein Zug."
        ]
    );
    assert_eq!(
        remaining(c, Color::Black, secs(25)),
        before + Duration::from_secs(120)
    );
    assert!(!c.typing());
}

/// Esc cancels and changes nothing.
fn esc_cancels_and_changes_nothing(c: &mut TalkingClock) {
    let said = arbiter(c, "setzen 1:00:00 1:00:00 20", secs(30));
    assert!(
        said[1].starts_with("Schiedsrichter: Uhren stellen auf Weiß eine Stunde"),
        "{said:?}"
    );
    let cancelled: Vec<String> = c
        .type_key(TypedKey::Cancel, at(secs(30)))
        .iter()
        .map(|m| c.text(m))
        .collect();
    assert_eq!(cancelled, ["Abgebrochen."]);
    assert_ne!(
        remaining(c, Color::White, secs(30)),
        Duration::from_secs(3600)
    );
}

/// Both times and the move counter set, then back to the times after White's first move.
fn set_then_back_to_a_moves_times(c: &mut TalkingClock) {
    arbiter(c, "setzen 1:00:00 1:00:00 20", secs(30));
    answer(c, "ja", secs(30));
    assert_eq!(
        remaining(c, Color::White, secs(30)),
        Duration::from_secs(3600)
    );
    assert_eq!(c.clock().moves().white, 20);
    let said = arbiter(c, "zurück 1 weiß", secs(40));
    assert!(
        said[1].starts_with("Schiedsrichter: die Uhren zurück auf die Zeiten nach"),
        "{said:?}"
    );
    answer(c, "ja", secs(40));
    assert_eq!(
        remaining(c, Color::White, secs(40)),
        Duration::from_secs(5400 - 10 + 30)
    );
    assert_eq!(c.clock().moves().white, 1);
}

/// Types `line` and Enter while a line is asked for; what is said.
fn answer(c: &mut TalkingClock, line: &str, ms: u64) -> Vec<String> {
    for ch in line.chars() {
        assert!(c.type_key(TypedKey::Char(ch), at(ms)).is_empty());
    }
    let messages = c.type_key(TypedKey::Enter, at(ms));
    messages.iter().map(|m| c.text(m)).collect()
}

const ASK_QUIT: &str = "Uhr beenden? Die Zeiten bleiben gespeichert; anna clock --resume setzt \
                        fort. ja oder nein, dann Enter.";

/// Before the start and after a flag has fallen nothing is lost: `q` ends at once.
#[test]
fn quit_before_the_start_says_goodbye() {
    let mut c = clock("90+30", "de");
    assert_eq!(one_line(&mut c, ClockKey::Quit, secs(3)), "Uhr beendet.");
    assert!(c.finished());
}

/// `q`, Esc (the same key) and Ctrl-C while the clock runs ask first; no, Esc or a word
/// that is not an answer keep the clock going; yes ends it; Ctrl-C twice ends it at once.
#[test]
fn quit_while_the_clock_runs_asks_first() {
    let mut c = clock("90+30", "de");
    silent(&mut c, BLACK, 0);
    assert_eq!(one_line(&mut c, ClockKey::Quit, secs(3)), ASK_QUIT);
    assert!(!c.finished());
    assert_eq!(answer(&mut c, "nein", secs(4)), ["Die Uhr geht weiter."]);
    assert!(!c.typing());
    // A stray Esc asks; a second Esc cancels the question, not the clock.
    assert_eq!(one_line(&mut c, ClockKey::Quit, secs(5)), ASK_QUIT);
    let esc: Vec<String> = c
        .type_key(TypedKey::Cancel, at(secs(5)))
        .iter()
        .map(|m| c.text(m))
        .collect();
    assert_eq!(esc, ["Die Uhr geht weiter."]);
    assert!(!c.finished());
    assert_eq!(
        c.clock().state(),
        ClockState::Running(Color::White),
        "the clock ran on"
    );
    // Paused counts as running: its times would be lost too.
    one_line(&mut c, ClockKey::Pause, secs(6));
    assert_eq!(one_line(&mut c, ClockKey::Quit, secs(7)), ASK_QUIT);
    assert_eq!(answer(&mut c, "vielleicht", secs(7)), [ASK_QUIT]);
    assert_eq!(answer(&mut c, "ja", secs(8)), ["Uhr beendet."]);
    assert!(c.finished());

    let mut c = clock("90+30", "de");
    silent(&mut c, BLACK, 0);
    assert_eq!(one_line(&mut c, ClockKey::Interrupt, secs(1)), ASK_QUIT);
    assert_eq!(
        one_line(&mut c, ClockKey::Interrupt, secs(1)),
        "Uhr beendet."
    );
    assert!(c.finished());
}

#[test]
fn terminal_keys() {
    let key = |code| clock_key(&KeyEvent::new(code, KeyModifiers::NONE));
    let ctrl = |c| clock_key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
    assert_eq!(key(KeyCode::Char('1')), Some(WHITE));
    assert_eq!(key(KeyCode::Left), Some(WHITE));
    assert_eq!(key(KeyCode::Char('2')), Some(BLACK));
    assert_eq!(key(KeyCode::Right), Some(BLACK));
    assert_eq!(key(KeyCode::Char(' ')), Some(ClockKey::Report));
    assert_eq!(key(KeyCode::Enter), Some(ClockKey::Report));
    assert_eq!(key(KeyCode::Char('k')), Some(ClockKey::ShortReport));
    assert_eq!(key(KeyCode::Char('s')), Some(ClockKey::ShortReport));
    assert_eq!(key(KeyCode::Char('p')), Some(ClockKey::Pause));
    assert_eq!(key(KeyCode::Char('q')), Some(ClockKey::Quit));
    assert_eq!(key(KeyCode::Esc), Some(ClockKey::Quit));
    assert_eq!(ctrl('c'), Some(ClockKey::Interrupt));
    assert_eq!(ctrl('j'), Some(ClockKey::Report));
    assert_eq!(ctrl('p'), None);
    assert_eq!(key(KeyCode::Char('x')), Some(ClockKey::Other));
    assert_eq!(key(KeyCode::Char('a')), Some(ClockKey::Arbiter));
    assert_eq!(key(KeyCode::Up), Some(ClockKey::Other));
    assert_eq!(key(KeyCode::Home), None);
}

/// With the Persian or the Arabic keyboard layout on, the keys in the places of 1, 2, k, s, p,
/// q, h and a, and the Persian and Arabic-Indic digits, do what those keys do.
#[test]
fn persian_and_arabic_layout_keys() {
    let key = |c| clock_key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    for one in ['۱', '١'] {
        assert_eq!(key(one), Some(WHITE), "{one}");
    }
    for two in ['۲', '٢'] {
        assert_eq!(key(two), Some(BLACK), "{two}");
    }
    assert_eq!(key('ن'), Some(ClockKey::ShortReport));
    assert_eq!(key('س'), Some(ClockKey::ShortReport));
    assert_eq!(key('ح'), Some(ClockKey::Pause));
    assert_eq!(key('ض'), Some(ClockKey::Quit));
    assert_eq!(key('ا'), Some(ClockKey::Keys));
    assert_eq!(key('ش'), Some(ClockKey::Arbiter));
    assert_eq!(key('ب'), Some(ClockKey::Other));
}

// ---------------------------------------------------------------------------------------------
// End to end
// ---------------------------------------------------------------------------------------------

/// The real program: the key confirmed, the flag at its instant, the report; everything also
/// reaches the speech output (text speech written to a file, as a second device).
#[test]
fn end_to_end_blacks_flag_falls_after_two_seconds() {
    let dirs = Dirs::new("clock-flag");
    let spoken = dirs.data().join("spoken.txt");
    let spoken_arg = spoken.display().to_string();
    let mut anna = dirs.spawn(&[
        "clock",
        "--time",
        "0:02",
        "--speech",
        "text",
        "--speech-to",
        &spoken_arg,
    ]);
    anna.expect("anna Uhr, 0:02. Die Uhr wartet auf die erste Taste.\n");
    anna.expect("q, Esc oder Strg+C: beenden, nach einer Frage.\n");
    // White has moved: Black's two seconds run.
    let pressed = Instant::now();
    anna.press("1");
    let before = anna.expect("Schwarz: Zeitüberschreitung.\n");
    let waited = pressed.elapsed();
    assert_eq!(
        before, "Uhr Schwarz.\n",
        "only the press confirmed before the flag fell"
    );
    assert!(
        waited >= Duration::from_millis(1990),
        "the flag fell after {waited:?}"
    );
    anna.press(" ");
    anna.expect("Schwarz: null Sekunden. Weiß: zwei Sekunden. Ein Zug.\n");
    anna.press("q");
    anna.expect("Uhr beendet.\n");
    anna.assert_exits_cleanly();
    let spoken = std::fs::read_to_string(&spoken).expect("the speech copy");
    for line in [
        "Uhr Schwarz.",
        "Schwarz: Zeitüberschreitung.",
        "Schwarz: null Sekunden. Weiß: zwei Sekunden. Ein Zug.",
        "Uhr beendet.",
    ] {
        assert!(spoken.contains(line), "{line:?} not spoken:\n{spoken}");
    }
}

/// The arbiter at the real clock: `a`, his command typed and shown, `j`.
#[test]
fn end_to_end_the_arbiter_adds_time() {
    let dirs = Dirs::new("clock-arbiter");
    let mut anna = dirs.spawn(&["clock", "--time", "5:00", "--speech", "off"]);
    anna.expect("q, Esc oder Strg+C: beenden, nach einer Frage.\n");
    anna.press("2");
    anna.expect("Uhr Weiß.\n");
    anna.press("a");
    anna.expect("Esc bricht ab.\n");
    anna.press("plus weiß 1:00\r");
    anna.expect("plus weiß 1:00\n");
    anna.expect(
        "Schiedsrichter: Weiß erhält eine Minute dazu. Ausführen? ja oder nein, dann Enter.\n",
    );
    // The answer is a word and Enter, shown as typed.
    anna.press("ja\r");
    anna.expect("ja\n");
    let changed = anna.expect("\n");
    assert!(
        changed.starts_with("Uhr geändert. Weiß: fünf Minuten, "),
        "{changed}"
    );
    assert!(!changed.contains("0:0"), "in words, not digits: {changed}");
    assert!(changed.contains("Schwarz: fünf Minuten."), "{changed}");
    anna.press("q");
    anna.expect(ASK_QUIT);
    anna.press("ja\r");
    anna.expect("Uhr beendet.\n");
    anna.assert_exits_cleanly();
}

#[test]
fn a_bad_control_is_explained_and_exits_2() {
    let dirs = Dirs::new("clock-bad");
    for control in ["90+x", "off"] {
        let out = dirs.output(&["clock", "--time", control]);
        assert_eq!(out.status.code(), Some(2), "--time {control}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.trim().is_empty(), "--time {control}: no explanation");
        assert!(out.stdout.is_empty(), "--time {control}: {:?}", out.stdout);
    }
}
