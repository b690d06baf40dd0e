//! The clock inside a game, with time handed in: presses on moves, reports in words, flag
//! fall at its instant, penalties, take-backs and replays.

use crate::common;
use crate::common::session::GermanWords;

use std::time::Duration;

use anna::command::Conversation;
use anna::game::Termination;
use anna::output::Event;
use anna::session::{Record, Session, Setup, Side};
use common::session::{START, Table, at};
use shakmaty::Color;

/// A session with a clock, started at `START`.
/// A game with this clock, its words and its conversation in the language of the same code.
fn game(control: &str, code: &str) -> Table {
    let mut table = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn(control).ok(),
        vocab: code.into(),
        ..Setup::default()
    });
    table.set_language(anna::lang::Language::load(code).expect("a built-in language"));
    table
}

#[test]
fn art_6_3_1_increment_is_added_to_the_mover_when_the_move_is_committed() {
    let mut g = game("5400+30", "de");
    g.type_at(10_000, "e4");
    assert_eq!(
        g.remaining(Color::White, 10_000),
        Duration::from_millis(5_400_000 - 10_000 + 30_000)
    );
    assert_eq!(
        g.remaining(Color::Black, 25_000),
        Duration::from_millis(5_400_000 - 15_000)
    );
}

#[test]
fn art_d_2_10_4_the_clock_speaks_only_when_asked() {
    let mut g = game("5400+30", "de");
    let mut shown = Vec::new();
    for (i, m) in ["e4", "e5", "Sf3", "Sc6"].iter().enumerate() {
        shown.extend(g.type_at(1000 * (i as u64 + 1), m));
    }
    assert!(
        shown
            .iter()
            .all(|l| !l.contains("Minute") && !l.contains("Sekunde")),
        "{shown:?}"
    );
    let report = g.type_at(65_000, "zeit");
    // Each side used 2 s over two moves and gained 60 s: 1:30:58. White, to move and asking
    // first, has thought since 4 s: 61 s more.
    assert_eq!(
        report,
        [
            "Weiß: eine Stunde, neunundzwanzig Minuten, siebenundfünfzig Sekunden. Schwarz: eine Stunde, dreißig Minuten, achtundfünfzig Sekunden. Zwei Züge. Der laufende Zug von Weiß dauert bisher eine Minute, eine Sekunde."
        ]
    );
}

#[test]
fn reports_short_exact_own_and_opponent() {
    let mut g = game("300+3", "en");
    g.type_at(1_500, "e4");
    g.exchanges(
        2_000,
        &[
            ("time short", "Black 4 59, White 5 01, move 1"),
            ("time exact own", "Black 0:04:59.500"),
            ("time opponent", "White: five minutes, one second."),
            (
                "time white",
                "White: five minutes, one second. \
                 Black: four minutes, fifty-nine seconds. One move.",
            ),
            (
                "time sideways",
                "“sideways” is not understood here. time, short c: both clocks and the number of \
             moves. time short: digits only. time exact: to the millisecond. time own, time \
             opponent: one clock only.",
            ),
        ],
    );
}

#[test]
fn under_a_minute_only_seconds_are_said() {
    let mut g = game("60", "de");
    assert_eq!(
        g.type_at(15_400, "zeit meine"),
        ["Weiß: vierundvierzig Sekunden."]
    );
}

#[test]
fn art_6_9_flag_falls_at_its_instant_and_loses() {
    let mut g = game("60", "de");
    g.type_at(1_000, "e4");
    // Black's clock started at 1 s; his flag falls at 61 s, not a millisecond before.
    assert_eq!(g.next_deadline(), Some(at(61_000)));
    assert!(g.flag_due(at(60_999)).is_none());
    let (record, when) = g.flag_due(at(61_500)).expect("fallen");
    assert_eq!(record, Record::FlagFall { by: Side::Black });
    assert_eq!(when, at(61_000));
    let shown: Vec<String> = g
        .apply(&record, when)
        .expect("applies")
        .iter()
        .map(|e| g.text(e))
        .collect();
    assert_eq!(shown, ["Partie beendet: Weiß gewinnt, Zeitüberschreitung."]);
    assert_eq!(
        g.next_deadline(),
        None,
        "the game is over, the clock stopped"
    );
}

#[test]
fn art_6_9_flag_fall_against_a_lone_king_is_a_draw() {
    let mut s = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("10").ok(),
        fen: Some("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1".into()),
        ..Setup::default()
    });
    let (record, when) = s.flag_due(at(20_000)).expect("White's flag fell at 10 s");
    s.apply(&record, when).expect("applies");
    s.assert_drawn(Termination::TimeoutVsInsufficientMaterial);
}

#[test]
fn art_9_5_3_incorrect_claim_gives_the_opponent_two_minutes_one_in_blitz() {
    for (control, penalty) in [("5400+30", 120_000), ("180+2", 60_000)] {
        let mut g = game(control, "de");
        let before = g.remaining(Color::Black, 0);
        g.type_at(0, "reklamieren wiederholung");
        assert_eq!(
            g.remaining(Color::Black, 0),
            before + Duration::from_millis(penalty),
            "{control}"
        );
    }
}

#[test]
fn art_6_11_paused_clock_stops_time_and_moves() {
    let mut g = game("5400+30", "de");
    assert_eq!(
        g.type_at(1_000, "schiedsrichter anhalten Streit am Brett"),
        ["Schiedsrichter: die Uhren sind angehalten."]
    );
    assert_eq!(
        g.type_at(2_000, "e4"),
        ["Die Uhr ist angehalten; erst weiter, wenn der Schiedsrichter sie wieder startet."]
    );
    assert_eq!(
        g.remaining(Color::White, 100_000),
        Duration::from_millis(5_399_000)
    );
    assert_eq!(
        g.type_at(100_000, "schiedsrichter weiter"),
        ["Schiedsrichter: die Uhren laufen weiter."]
    );
    assert_eq!(
        g.remaining(Color::White, 101_000),
        Duration::from_millis(5_398_000)
    );
    assert!(
        g.records()
            .iter()
            .any(|(_, r)| matches!(r, Record::Clock { reason, .. } if reason == "Streit am Brett"))
    );
}

#[test]
fn art_6_10_2_arbiter_sets_times_and_moves() {
    let mut g = game("5400+30", "de");
    let shown = g.arbiter_at(5_000, "schiedsrichter setzen 1:00:00 45:30 12 Uhr defekt");
    assert_eq!(
        shown,
        [
            "Uhr geändert. Weiß: eine Stunde. Schwarz: fünfundvierzig Minuten, dreißig Sekunden. Zwölf Züge."
        ]
    );
    assert_eq!(
        g.type_at(5_000, "schiedsrichter setzen 1:00 90x"),
        ["„90x“ ist keine Zeit; so geht es: 90 für Minuten, 5:30 oder 1:05:00."]
    );
}

#[test]
fn take_back_restores_the_clocks_of_the_earlier_move() {
    let mut g = game("300+0", "de");
    g.type_at(10_000, "e4");
    g.type_at(30_000, "e5");
    g.type_at(31_000, "zurueck");
    g.type_at(31_000, "ja");
    // Back to Black's move as it stood after 1.e4: Black's full time, White's 290 s.
    assert_eq!(g.remaining(Color::Black, 31_000), Duration::from_secs(300));
    assert_eq!(g.remaining(Color::White, 40_000), Duration::from_secs(290));
}

#[test]
fn a_replayed_journal_gives_the_same_clock_and_downtime_is_not_charged() {
    let mut g = game("300+5", "de");
    g.type_at(3_000, "e4");
    g.type_at(7_000, "e5");
    g.type_at(8_500, "Sf3");
    let mut replayed = Session::replay(&g.records()).expect("replays");
    for color in [Color::White, Color::Black] {
        assert_eq!(
            replayed.clock().expect("clock").remaining(color, at(9_000)),
            g.remaining(color, 9_000)
        );
    }
    // The program stopped after the last record (8.5 s) and came back an hour later.
    let back = 8_500 + 3_600_000;
    replayed
        .apply(
            &Record::Resumed {
                stopped_at: START + 8_500,
            },
            at(back),
        )
        .expect("resumes");
    assert_eq!(
        replayed
            .clock()
            .expect("clock")
            .remaining(Color::Black, at(back + 1_000)),
        g.remaining(Color::Black, 9_500)
    );
}

#[test]
fn a_game_without_a_clock_says_so() {
    let s = Session::new(Setup::default()).expect("valid");
    let step = Conversation::new(&anna::lang::Language::fallback(), &s).input(&s, "zeit", at(0));
    let Event::Private(message) = &step.answers()[0] else {
        panic!("{step:?}")
    };
    assert_eq!(s.text(message), "Diese Partie wird ohne Uhr gespielt.");
    assert_eq!(s.next_deadline(), None);
}

#[test]
fn configured_warnings_tell_the_running_player_and_nothing_else() {
    let mut s = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("60").ok(),
        warnings_ms: vec![30_000, 10_000],
        ..Setup::default()
    });
    assert_eq!(s.next_warning_at(at(0)), Some(at(30_000)));
    assert!(s.warnings_due(at(29_999)).is_empty());
    let said: Vec<String> = s
        .warnings_due(at(30_000))
        .iter()
        .map(|e| match e {
            Event::Private(_) => s.text(e),
            other => panic!("warnings are private: {other:?}"),
        })
        .collect();
    assert_eq!(said, ["Weiß: noch dreißig Sekunden."]);
    assert_eq!(s.next_warning_at(at(30_000)), Some(at(50_000)));
    assert!(s.warnings_due(at(40_000)).is_empty(), "each warning once");
}

#[test]
fn guideline_iii_3_1_both_flags_at_once_in_the_last_period_is_a_draw() {
    let mut g = game("300", "de");
    g.type_at(1_000, "e4");
    g.arbiter_at(2_000, "schiedsrichter setzen 0 0 Test");
    let (record, when) = g.flag_due(at(2_000)).expect("both down");
    assert_eq!(record, Record::BothFlags);
    assert_eq!(when, at(2_000));
    g.apply(&record, when).expect("applies");
    assert_eq!(
        g.game().outcome().map(|o| o.termination),
        Some(Termination::BothFlags)
    );
}

#[test]
fn art_6_9_a_flag_that_falls_off_move_is_seen_at_once() {
    let mut g = game("300", "de");
    g.type_at(1_000, "e4");
    g.arbiter_at(2_000, "schiedsrichter minus weiß 10:00 Test");
    let (record, when) = g.flag_due(at(2_000)).expect("White's flag is down");
    assert_eq!(record, Record::FlagFall { by: Side::White });
    assert_eq!(when, at(2_000));
}

#[test]
fn leaving_and_resuming_gives_no_thinking_time_back() {
    let mut g = game("300", "de");
    g.type_at(1_000, "e4");
    // Black thinks 3 s, the players leave, and come back an hour later.
    g.records().push((START + 4_000, Record::Left));
    let mut s = Session::replay(&g.records()).expect("replays");
    s.apply(
        &Record::Resumed {
            stopped_at: START + 4_000,
        },
        at(3_604_000),
    )
    .expect("resumes");
    assert_eq!(
        s.clock()
            .expect("clock")
            .remaining(Color::Black, at(3_604_000)),
        Duration::from_secs(297)
    );
}

/// 6.2.1, D.2.5: the sighted player moves on his board and presses his clock at once (`+`);
/// his move is typed later, in a tournament read back and made with Enter, and his time stood
/// still all the while: the blind player's clock ran instead. The journal replays the same.
#[test]
fn art_6_2_1_the_sighted_players_press_stops_his_time_before_his_move_is_typed() {
    let mut g = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("5400+30").ok(),
        rules: anna::session::Rules {
            tournament: true,
            ..anna::session::Rules::default()
        },
        seating: anna::session::Seating {
            blind: Some(Side::Black),
            ..anna::session::Seating::default()
        },
        ..Setup::default()
    });
    assert_eq!(
        g.type_at(10_000, "+"),
        ["Weiß hat die Uhr gedrückt; der Zug wird jetzt eingegeben."]
    );
    assert_eq!(
        g.type_at(11_000, "drücken"),
        ["Die Uhr von Weiß ist schon gedrückt; jetzt den Zug eingeben."]
    );
    let white = Duration::from_millis(5_400_000 - 10_000 + 30_000);
    assert_eq!(g.remaining(Color::White, 40_000), white, "his time stands");
    g.type_at(40_000, "e4");
    g.type_at(45_000, "");
    assert_eq!(g.game().plies(), 1, "the move is made");
    assert_eq!(g.remaining(Color::White, 60_000), white, "no second press");
    assert_eq!(
        g.remaining(Color::Black, 60_000),
        Duration::from_millis(5_400_000 - 50_000),
        "Black's clock ran from the press"
    );
    // Black's own move presses as usual.
    g.type_at(70_000, "e5");
    g.type_at(70_000, "");
    assert_eq!(
        g.remaining(Color::Black, 70_000),
        Duration::from_millis(5_400_000 - 60_000 + 30_000)
    );
    let (replayed, stopped) = Session::replay_intact(&g.records()).expect("replays");
    assert_eq!(stopped, None);
    let clock = replayed.clock().expect("a clock");
    assert_eq!(
        clock.remaining(Color::White, at(80_000)),
        g.remaining(Color::White, 80_000)
    );
    assert_eq!(
        clock.remaining(Color::Black, at(80_000)),
        g.remaining(Color::Black, 80_000)
    );
}

/// Issue 43: a game waiting with White's clock running asks to be woken only for news: each
/// heartbeat (every ten seconds by default, the note beside the journal), the warning and the
/// flag, never sooner than the nearest of them and never twice for one; the heartbeat on the
/// disk is the last one. With no clock, the wait has no deadline at all.
#[test]
fn a_waiting_game_wakes_only_for_the_heartbeat_the_warning_and_the_flag() {
    let dir = common::temp::TempDir::new("wake", "deadlines");
    let t0 = anna::clock::Moment::from_millis(1_795_300_000_000);
    let setup = Setup {
        time_control: anna::clock::TimeControl::from_pgn("305").ok(),
        warnings_ms: vec![60_000],
        ..Setup::default()
    };
    let mut table =
        anna::table::Table::start(setup.check().expect("a set-up the Laws allow"), &dir.0, t0)
            .expect("the game starts");
    let (beat, warning, flag) = (10, 245, 305);
    let mut now = t0;
    let mut wakes = Vec::new();
    loop {
        let _said = table.warnings_due(now);
        let next = table
            .next_wake(now)
            .expect("a deadline while the clock runs");
        assert!(next > now, "a wake-up that brings nothing new at {now:?}");
        wakes.push(next.saturating_since(t0).as_secs_f64());
        now = next;
        if table.commit_flag(now).is_some() {
            break;
        }
    }
    let mut expected: Vec<f64> = (1..=flag / beat).map(|n| (n * beat) as f64).collect();
    expected.extend([warning as f64, flag as f64]);
    expected.sort_by(f64::total_cmp);
    assert_eq!(wakes, expected, "one wake-up for each piece of news");
    let beaten = anna::record::Sidecar::read(table.journal_path()).beat;
    assert_eq!(
        beaten,
        Some((1_795_300_000_000 + 300_000, 10_000)),
        "the last heartbeat, at 300 s, beside the journal"
    );
    assert_eq!(
        table.next_wake(now),
        None,
        "the flag has fallen: no deadline"
    );

    let quiet = common::temp::TempDir::new("wake", "no-clock");
    let mut untimed = anna::table::Table::start(
        Setup::default().check().expect("a set-up the Laws allow"),
        &quiet.0,
        t0,
    )
    .expect("the game starts");
    assert_eq!(untimed.next_wake(t0 + Duration::from_secs(3600)), None);
}
