//! End to end: the chess clock of the real `anna` binary in a pseudo-terminal, against the real
//! time of the machine. The clock runs on the monotonic clock, so these tests measure with
//! `std::time::Instant` and allow for the time a line needs to travel through the terminal.
//! They assert only what holds however loaded the machine is (a time that fell lies between
//! the instants that bound it; nothing comes before its time); how close the clock keeps to
//! real time is a figure, measured by `cargo bench --bench clock` (drift). What is a rule of
//! the clock and not of the terminal (nothing said unless asked, the time charged after a
//! crash) is checked on the program's table with the time handed in, in milliseconds.

use crate::common;

use std::time::Duration;

use common::*;

/// Leaves the game ("beenden", "ja") and waits for the program to end.
fn quit_de(anna: &mut Anna) {
    anna.send("beenden");
    anna.expect("ja oder nein.");
    anna.send("ja");
    anna.finish();
}

/// "0:00:58.499" as a duration.
fn parse_exact(text: &str) -> Option<Duration> {
    let (hms, millis) = text.split_once('.')?;
    let parts: Vec<u64> = hms
        .split(':')
        .map(|p| p.parse().ok())
        .collect::<Option<_>>()?;
    let [h, m, s] = parts[..] else {
        return None;
    };
    if millis.len() != 3 || m >= 60 || s >= 60 {
        return None;
    }
    let ms: u64 = millis.parse().ok()?;
    Some(Duration::from_millis(((h * 60 + m) * 60 + s) * 1000 + ms))
}

/// The exact time given for `side` ("Weiß", "Schwarz") in an exact report such as
/// "Schwarz 0:00:58.499, Weiß 0:01:00.000, Zug 1".
fn exact_time_of(report: &str, side: &str) -> Duration {
    let after = report
        .split(side)
        .nth(1)
        .unwrap_or_else(|| panic!("no {side} in the report {report:?}"));
    let word = after
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_end_matches([',', '.']);
    parse_exact(word).unwrap_or_else(|| panic!("no exact time for {side} in {report:?}"))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[test]
fn exact_times_are_read() {
    assert_eq!(
        parse_exact("1:12:05.250"),
        Some(Duration::from_millis(4_325_250))
    );
    assert_eq!(parse_exact("0:00:58.4"), None);
    let report = "Schwarz 0:00:58.499, Weiß 0:01:00.000, Zug 1";
    assert_eq!(
        exact_time_of(report, "Schwarz"),
        Duration::from_millis(58_499)
    );
    assert_eq!(exact_time_of(report, "Weiß"), Duration::from_secs(60));
}

/// Black's clock, started by 1.e4, has lost exactly the real time that passed when asked.
#[test]
fn report_falls_by_the_elapsed_real_time() {
    let dirs = Dirs::new("elapsed");
    let mut anna = dirs.spawn(&["--time", "1+0"]);
    anna.expect("1. Weiß> ");
    let e4_sent = anna.send("e4");
    // Black's clock starts when the move is committed, which is before its line is printed
    // and after it was typed.
    let (_, move_seen) = anna.expect_timed("(e4)\n");
    anna.expect("1. … Schwarz> ");

    // A little real time passes (the bounds below hold for any length of it).
    std::thread::sleep(Duration::from_millis(200));
    let asked = anna.send("zeit genau gegner weiß");
    let (answer, answered) = anna.expect_timed("1. … Schwarz> ");
    let black = exact_time_of(&answer, "Schwarz");
    let fell = Duration::from_secs(60).saturating_sub(black);

    // The report was taken between `asked` and `answered`, the clock started between
    // `e4_sent` and `move_seen`: the time that fell lies between these bounds, give or take
    // the millisecond the journal keeps instants to (the press is taken at the next whole
    // millisecond, so up to one less may have fallen) and the millisecond the report rounds
    // down (up to one more).
    let least = (asked - move_seen).saturating_sub(Duration::from_millis(1));
    let most = answered - e4_sent + Duration::from_millis(1);
    assert!(
        least <= fell && fell <= most,
        "Black's clock fell by {:.1} ms, not between {:.1} and {:.1} ms\n{}",
        ms(fell),
        ms(least),
        ms(most),
        anna.transcript()
    );
    assert!(fell >= Duration::from_millis(200), "{}", anna.transcript());

    // White's clock stood still meanwhile, and a second report agrees with the first.
    std::thread::sleep(Duration::from_millis(20));
    let both = anna.ask("zeit genau", "1. … Schwarz> ");
    let white = exact_time_of(&both, "Weiß");
    assert!(white <= Duration::from_secs(60), "{both}");
    let white_again = exact_time_of(&anna.ask("zeit genau", "1. … Schwarz> "), "Weiß");
    assert_eq!(
        white, white_again,
        "White's clock ran while Black was to move"
    );
    let black_again = exact_time_of(&both, "Schwarz");
    assert!(black_again < black, "Black's clock stopped: {both}");
    quit_de(&mut anna);
}

/// A two-second game: Black's flag falls two seconds after 1.e4 and the game ends then,
/// although nobody types anything; the journal has the fall at its exact instant. The
/// program's whole game loop with the time handed in: the view, waiting for a key, is woken
/// at the instant the loop asks for, and nothing is typed before the game is over.
#[test]
fn flag_fall_is_announced_without_any_key() {
    use anna::clock::{ManualTime, TimeSource};
    use common::game_loop::{ScriptView, Step, files, lines};
    let dir = common::temp::TempDir::new("flag", "loop");
    let time = ManualTime::new();
    time.set(common::session::at(0));
    let setup = anna::session::Setup {
        time_control: anna::clock::TimeControl::from_friendly("0:02").ok(),
        ..anna::session::Setup::default()
    };
    let mut driver = anna::play::Driver::start_in(
        setup.check().expect("a set-up the Laws allow"),
        &dir.0,
        Box::new(time.clone()),
    )
    .expect("started");
    let mut steps = lines(&["e4"]);
    steps.push(Step::Wait);
    steps.extend(lines(&["zeit", "beenden"]));
    let mut view = ScriptView::new(&time, steps);
    let shown = view.shown.clone();
    driver.run(&mut view, Vec::new()).expect("the game ran");
    let shown = shown.lock().expect("shown").clone();
    let transcript: Vec<&str> = shown.iter().map(|(_, l)| l.as_str()).collect();
    let (moved, _) = shown
        .iter()
        .find(|(_, l)| l == "Bauer Eva vier")
        .unwrap_or_else(|| panic!("{transcript:?}"));
    let over = shown
        .iter()
        .position(|(_, l)| l.contains("Zeitüberschreitung"))
        .unwrap_or_else(|| panic!("{transcript:?}"));
    assert!(
        transcript[..=over]
            .iter()
            .any(|l| l.contains("Partie beendet: Weiß gewinnt")),
        "{transcript:?}"
    );
    // Woken exactly when the flag fell, not a moment before or after.
    assert_eq!(
        shown[over].0.saturating_since(*moved),
        Duration::from_secs(2),
        "{transcript:?}"
    );
    // The game is over and saved; the final position stays to be read, until "beenden".
    let after: Vec<&str> = transcript[over..].to_vec();
    let saved = after.iter().position(|l| *l == "Gespeichert.");
    let code = after
        .iter()
        .position(|l| l.starts_with("Prüfcode der Partie für den Schiedsrichter: "));
    assert!(saved.is_some() && code > saved, "{after:?}");
    assert!(
        after.last().is_some_and(|l| l.starts_with("Schwarz: ")),
        "{after:?}"
    );

    let pgn = files(&dir.0, "pgn");
    let pgn = std::fs::read_to_string(pgn.first().expect("a score sheet")).expect("read");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"2\"]"), "{pgn}");
    assert!(pgn.contains("{Zeitüberschreitung (Artikel 6.9)}"), "{pgn}");

    let journal = files(&dir.0, "journal");
    let journal = std::fs::read_to_string(journal.first().expect("a journal")).expect("read");
    let lines = journal_lines(&journal);
    // The game ended with the flag: the closing record follows it.
    let (_, last, _) = lines.last().expect("a journal line");
    assert_eq!(last, "left", "{journal}");
    let (flag_at, kind, flag) = &lines[lines.len() - 2];
    assert_eq!(kind, "flag_fall", "{journal}");
    assert_eq!(flag["by"], "black", "{journal}");
    let (move_at, _, _) = lines
        .iter()
        .rev()
        .find(|(_, k, _)| k == "move")
        .expect("the move in the journal");
    assert_eq!(*flag_at, move_at + 2000, "{journal}");
    assert_eq!(time.now(), common::session::at(2000));
}

/// D.2.10.4: nothing about the clock is said unless a player asks. The program's table with
/// time handed in: eight moves a few seconds apart, then a while with nobody typing (nothing
/// falls due: no warning, no word), then `zeit`.
#[test]
fn clock_says_nothing_unless_asked() {
    // No time control given: the default control, 90+30.
    let mut t = common::session::Table::new(anna::session::Setup {
        time_control: anna::clock::TimeControl::from_friendly("90+30").ok(),
        ..anna::session::Setup::default()
    });
    t.set_language(anna::lang::Language::load("de").expect("German"));
    let moves = ["e4", "e5", "Sf3", "Sc6", "Lb5", "a6", "La4", "Sf6"];
    let mut said = String::new();
    let mut ms = 0;
    for m in moves {
        ms += 3_000;
        for line in t.type_at(ms, m) {
            said.push_str(&line);
            said.push('\n');
        }
    }
    // A while with nobody typing: still nothing.
    for wait in [1_200, 60_000, 600_000] {
        for event in t.warnings_due(common::session::at(ms + wait)) {
            said.push_str(&t.text(&event));
        }
    }
    let lower = said.to_lowercase();
    for word in ["minute", "sekunde", "stunde", "uhr", "zeit", "0:", "1:"] {
        assert!(
            !lower.contains(word),
            "{word:?} was said without asking\n{said}"
        );
    }
    assert_eq!(said.matches('(').count(), moves.len(), "{said}");

    let report = t.type_at(ms + 601_000, "zeit").join("\n");
    assert!(
        report.starts_with("Weiß: eine Stunde, ") && report.contains("Minuten"),
        "{report}"
    );
    assert!(report.contains("Schwarz: eine Stunde, "), "{report}");
    assert!(report.contains("Vier Züge."), "{report}");
}

/// The arbiter gives Black two minutes; the report shows them to the millisecond, the journal
/// keeps the reason, and the saved PGN has the control and the clock times.
#[test]
fn arbiter_adds_time_and_pgn_has_clock_times() {
    let dirs = Dirs::new("arbiter");
    let mut anna = dirs.spawn(&["--time", "5+3"]);
    anna.expect("1. Weiß> ");
    anna.ask("e4", "1. … Schwarz> ");
    anna.ask("e5", "2. Weiß> ");
    // White's clock runs now, Black's stands: his time changes only by what the arbiter does.
    let before = exact_time_of(&anna.ask("zeit genau", "2. Weiß> "), "Schwarz");
    assert!(
        before > Duration::from_secs(5 * 60) && before <= Duration::from_secs(5 * 60 + 3),
        "Black after one move with 3 s increment: {before:?}"
    );
    let asked = anna.ask(
        "schiedsrichter plus schwarz 2:00 Strafe",
        "2. Weiß [ändern: ja/nein]> ",
    );
    assert_eq!(
        asked,
        "Schiedsrichter: Schwarz erhält zwei Minuten dazu. Grund: Strafe. Ausführen? ja oder nein."
    );
    let changed = anna.ask("ja", "2. Weiß> ");
    // Said as a person says a time: no figures, no milliseconds.
    assert!(changed.starts_with("Uhr geändert. Weiß: "), "{changed}");
    assert!(changed.contains("Schwarz: sieben Minuten"), "{changed}");
    assert!(!changed.chars().any(|c| c.is_ascii_digit()), "{changed}");
    let after = exact_time_of(&anna.ask("zeit genau", "2. Weiß> "), "Schwarz");
    assert_eq!(
        after - before,
        Duration::from_secs(120),
        "{}",
        anna.transcript()
    );

    let saved = anna.ask("speichern", "2. Weiß> ");
    assert_eq!(saved.trim(), "Gespeichert.", "{saved}");
    let pgn = dirs.read_game_file("pgn");
    assert!(pgn.contains("[TimeControl \"300+3\"]"), "{pgn}");
    let text: String = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    // After each move, the mover's time then: five minutes and up to three seconds.
    let clk: Vec<&str> = text
        .match_indices("{[%clk ")
        .map(|(i, _)| &text[i..])
        .collect();
    assert_eq!(clk.len(), 2, "{pgn}");
    for c in clk {
        assert!(c.starts_with("{[%clk 0:05:0"), "{pgn}");
    }
    assert!(text.contains("1. e4 {[%clk 0:05:0"), "{pgn}");
    assert!(text.contains("1... e5 {[%clk 0:05:0"), "{pgn}");

    let journal = dirs.read_game_file("journal");
    let lines = journal_lines(&journal);
    let (_, _, clock) = lines
        .iter()
        .find(|(_, k, _)| k == "clock")
        .unwrap_or_else(|| panic!("no clock record\n{journal}"));
    assert_eq!(clock["change"]["do"], "add", "{journal}");
    assert_eq!(clock["change"]["to"], "black", "{journal}");
    assert_eq!(clock["change"]["ms"], 120_000, "{journal}");
    assert_eq!(clock["reason"], "Strafe", "{journal}");
    quit_de(&mut anna);
}

/// After a crash, the thinking time up to the last heartbeat is charged, not given back; the
/// player is told how much at most went uncounted. The program's table with time handed in:
/// Black thinks while the heartbeat is written every second, then the table is dropped
/// without leaving (as a killed process leaves its journal) and resumed a minute later.
#[test]
fn after_a_crash_the_thinking_time_up_to_the_heartbeat_is_charged() {
    let dir = common::temp::TempDir::new("heartbeat", "crash");
    let at = common::session::at;
    let mut table = anna::table::Table::start(
        anna::session::Setup {
            time_control: anna::clock::TimeControl::from_friendly("5+0").ok(),
            ..anna::session::Setup::default()
        }
        .check()
        .expect("a set-up the Laws allow"),
        &dir.0,
        at(0),
    )
    .expect("started");
    table.set_heartbeat(Duration::from_secs(1));
    let e4 = anna::session::Record::Move {
        uci: "e2e4".parse().expect("a move"),
    };
    table.commit(&[e4], at(1_000));
    // Black thinks; the game loop wakes for each beat. The last is two seconds after the move.
    let mut wake = table.next_wake(at(1_000));
    while let Some(next) = wake.filter(|w| *w <= at(3_000)) {
        wake = table.next_wake(next);
    }
    let path = table.journal_path().to_path_buf();
    drop(table);

    let (table, notices) = anna::table::Table::resume(&path, at(60_000)).expect("resumed");
    let german = anna::lang::Language::load("de").expect("German");
    let notices: Vec<String> = notices
        .iter()
        .filter_map(|e| match e {
            anna::output::Event::Private(m) => Some(german.text(m, table.session().vocab())),
            _ => None,
        })
        .collect();
    let notices = notices.join("\n");
    assert!(
        notices.contains(
            "anna wurde nicht ordentlich beendet. Die Bedenkzeit ist bis zum letzten \
             Lebenszeichen gezählt; ungezählt blieben höchstens eine Sekunde."
        ),
        "{notices}"
    );
    let clock = table.session().clock().expect("a clock");
    let black = clock.remaining(shakmaty::Color::Black, at(60_000));
    // At least two seconds of Black's thought are charged (before, all of it came back).
    assert!(black <= Duration::from_secs(298), "{black:?}");
}
