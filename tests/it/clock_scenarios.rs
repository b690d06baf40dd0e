//! The chess clock against the FIDE Laws, with simulated time: nothing here sleeps.
//!
//! Each test is named for the article it checks. Times are written out in milliseconds with
//! the arithmetic beside them, so a failure shows which rule went wrong.

use std::time::Duration;

use anna::clock::{
    ArbiterAction, ChessClock, Classification, ClockError, ClockState, DelayStyle, FlagOrder,
    ManualTime, Moment, PerMove, SpokenTime, TimeControl, TimeControlError, TimeSource,
    clk_comment,
};
use anna::game::{Penalty, PenaltyReason};
use shakmaty::Color::{Black, White};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

fn friendly(s: &str) -> TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn pgn(s: &str) -> TimeControl {
    TimeControl::from_pgn(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// A clock started at time zero with its manual time source.
fn started(control: TimeControl) -> (ChessClock, ManualTime) {
    let t = ManualTime::new();
    let mut clock = ChessClock::new(control);
    clock
        .start(t.now())
        .unwrap_or_else(|e| panic!("start: {e}"));
    (clock, t)
}

/// The running player thinks `think`, then presses.
fn mv(clock: &mut ChessClock, t: &ManualTime, think: Duration) {
    t.advance(think);
    clock
        .press(t.now())
        .unwrap_or_else(|e| panic!("press: {e}"));
}

fn incorrect_claim_against(to: shakmaty::Color) -> Penalty {
    Penalty {
        to,
        reason: PenaltyReason::IncorrectClaim,
        at_ply: 0,
    }
}

/// 6.3.1, 6.3.2: 40 moves in 90 minutes, then 30 minutes for the rest, 30 seconds from move 1,
/// a game of almost six hours that ends when White's flag falls at move 121.
#[test]
fn art_6_3_1_six_hour_game_40_90_30_then_30_30() {
    let (mut clock, t) = started(pgn("40/5400+30:1800+30"));
    assert_eq!(clock.classification(), Classification::Standard);
    first_period_of_40_moves(&mut clock, &t);
    moves_41_to_120(&mut clock, &t);

    // White's 121st move never comes: his flag falls 34.920 s later, at 5:59:07.000.
    let fall = Moment::from_millis(21_547_000);
    assert_eq!(clock.flag_fall_at(), Some(fall));
    assert_eq!(clock.flag(White, Moment::from_millis(21_546_999)), None);
    assert_eq!(clock.flag(White, fall), Some(fall));
    clock.stop(Moment::from_millis(21_600_000));
    assert_eq!(
        clock.flag(White, Moment::from_millis(21_600_000)),
        Some(fall)
    );
    assert_eq!(clock.state(), ClockState::Stopped);
    assert_eq!(
        clock.press(Moment::from_millis(21_600_001)),
        Err(ClockError::GameOver)
    );
}

/// Moves 1-40: White thinks 140.125 s, Black 142.437 s; each gets 30 s back, and the second
/// period's time when his 40th move is made.
fn first_period_of_40_moves(clock: &mut ChessClock, t: &ManualTime) {
    for n in 1..=40u32 {
        mv(clock, t, ms(140_125));
        if n == 1 {
            // 5 400 000 - 140 125 + 30 000
            assert_eq!(clock.remaining(White, t.now()), ms(5_289_875));
        }
        if n == 39 {
            // 5 400 000 - 39 × 110 125
            assert_eq!(clock.remaining(White, t.now()), ms(1_105_125));
        }
        if n == 40 {
            white_in_the_second_period_black_not_yet(clock, t);
        }
        mv(clock, t, ms(142_437));
        if n == 1 {
            // 5 400 000 - 142 437 + 30 000
            assert_eq!(clock.remaining(Black, t.now()), ms(5_287_563));
        }
    }
    // Black: 1 014 957 - 112 437 = 902 520, plus 1 800 000.
    assert_eq!(clock.remaining(Black, t.now()), ms(2_702_520));
    assert_eq!(clock.log()[79].black, ms(2_702_520));
    assert_eq!(clock.log()[79].period.black, 1);
    assert_eq!(clock.clk_comment(80).as_deref(), Some("[%clk 0:45:02]"));
    // 40 × (140 125 + 142 437) = 11 302 480 ms have passed.
    assert_eq!(t.now(), Moment::from_millis(11_302_480));
}

/// After White's 40th move: he is in the last period, Black has still his 40th move to make in
/// the first.
fn white_in_the_second_period_black_not_yet(clock: &ChessClock, t: &ManualTime) {
    // 1 105 125 - 110 125 = 995 000, plus the second period's 1 800 000.
    assert_eq!(clock.remaining(White, t.now()), ms(2_795_000));
    let r = clock.report(t.now());
    assert_eq!(r.period.white.index, 1);
    assert!(r.period.white.last);
    assert_eq!(r.period.white.moves_to_control, None);
    // 5 400 000 - 39 × 112 437 = 1 014 957.
    assert_eq!(r.black, ms(1_014_957));
    assert_eq!(r.period.black.index, 0);
    assert_eq!(r.period.black.moves_to_control, Some(1));
    assert_eq!(r.moves_played, 40);
}

/// Moves 41-120: White 64.501 s, Black 63.119 s, still 30 s back per move.
fn moves_41_to_120(clock: &mut ChessClock, t: &ManualTime) {
    for n in 41..=120u32 {
        mv(clock, t, ms(64_501));
        if n == 41 {
            // 2 795 000 - 64 501 + 30 000: no new period time at move 41.
            assert_eq!(clock.remaining(White, t.now()), ms(2_760_499));
        }
        mv(clock, t, ms(63_119));
    }
    // White: 2 795 000 - 80 × 34 501 = 34 920; Black: 2 702 520 - 80 × 33 119 = 53 000.
    let r = clock.report(t.now());
    assert_eq!((r.white, r.black), (ms(34_920), ms(53_000)));
    assert_eq!(r.moves_played, 120);
    assert_eq!(clock.ply(), 240);
    // 11 302 480 + 80 × (64 501 + 63 119) = 21 512 080 ms = 5:58:32.080.
    let now = Moment::from_millis(21_512_080);
    assert_eq!(t.now(), now);
    assert_eq!(clock.log()[238].clk_comment(), "[%clk 0:00:34]");
}

/// 6.3.1: the second period's time comes exactly when the player completes move 40, and not
/// before; without increment the saved time carries over.
#[test]
fn art_6_3_1_period_change_at_move_40() {
    let (mut clock, t) = started(pgn("40/5400:1800"));
    for _ in 0..39 {
        mv(&mut clock, &t, secs(60));
        mv(&mut clock, &t, secs(1));
    }
    // 5400 - 39 × 60 = 3060 s, still in the first period with one move to make.
    assert_eq!(clock.remaining(White, t.now()), secs(3_060));
    assert_eq!(clock.period_status(White).moves_to_control, Some(1));
    mv(&mut clock, &t, secs(60));
    // 3060 - 60 + 1800 = 4800 s.
    assert_eq!(clock.remaining(White, t.now()), secs(4_800));
    assert_eq!(clock.period_status(White).index, 1);
    // Black, who has made 39 moves, has nothing added yet: 5400 - 39 = 5361 s.
    assert_eq!(clock.remaining(Black, t.now()), secs(5_361));
    mv(&mut clock, &t, secs(1));
    // 5361 - 1 + 1800 = 7160 s.
    assert_eq!(clock.remaining(Black, t.now()), secs(7_160));
}

/// 6.3.2: the same move times under increment and under delay give different times; a delay
/// is never banked.
#[test]
fn art_6_3_2_increment_and_delay_differ() {
    let (mut inc, ti) = started(friendly("5+3"));
    let (mut del, td) = started(friendly("5d3"));
    for think in [2_000, 5_000, 10_000] {
        mv(&mut inc, &ti, ms(think));
        mv(&mut inc, &ti, ms(1_000));
        mv(&mut del, &td, ms(think));
        mv(&mut del, &td, ms(1_000));
    }
    // Increment: 300 - 2 + 3 = 301; 301 - 5 + 3 = 299; 299 - 10 + 3 = 292 s.
    assert_eq!(inc.remaining(White, ti.now()), secs(292));
    // Delay: 2 s within the delay leaves 300; 5 s uses 2 s of main time, 298; 10 s uses 7,
    // 291 s.
    assert_eq!(del.remaining(White, td.now()), secs(291));
    // Black moved in 1 s each time: increment 300 + 3 × 2 = 306 s, delay stays at 300 s.
    assert_eq!(inc.remaining(Black, ti.now()), secs(306));
    assert_eq!(del.remaining(Black, td.now()), secs(300));
}

/// 6.3.2: the main time runs only when the delay has passed; the two display styles differ
/// during the move and agree after it.
#[test]
fn art_6_3_2_delay_display_styles() {
    let (mut clock, t) = started(friendly("5d3"));
    mv(&mut clock, &t, secs(5)); // White 298 s
    mv(&mut clock, &t, secs(1)); // Black 300 s
    let turn = t.now();
    let at = |extra: u64| turn + ms(extra);
    // 2 s into White's move: main time untouched, one second of delay left.
    assert_eq!(
        clock.displayed(White, at(2_000), DelayStyle::Simple),
        secs(298)
    );
    assert_eq!(
        clock.displayed(White, at(2_000), DelayStyle::Bronstein),
        secs(296)
    );
    assert_eq!(clock.report(at(2_000)).delay_left, secs(1));
    // 5 s in: main 298 - 2 = 296 (simple), the Bronstein display 298 - 5 = 293.
    assert_eq!(
        clock.displayed(White, at(5_000), DelayStyle::Simple),
        secs(296)
    );
    assert_eq!(
        clock.displayed(White, at(5_000), DelayStyle::Bronstein),
        secs(293)
    );
    clock
        .press(at(5_000))
        .unwrap_or_else(|e| panic!("press: {e}"));
    // After the press both read 296 s.
    assert_eq!(
        clock.displayed(White, at(5_000), DelayStyle::Simple),
        secs(296)
    );
    assert_eq!(
        clock.displayed(White, at(5_000), DelayStyle::Bronstein),
        secs(296)
    );
    // The flag falls when delay and main time are both gone: Black 3 s + 300 s.
    assert_eq!(clock.flag_fall_at(), Some(at(5_000) + secs(303)));
}

/// 6.3.2: time saved in a period carries into the next, but the delay is never banked.
#[test]
fn art_6_3_2_delay_main_time_carries_over_but_delay_is_not_banked() {
    let (mut clock, t) = started(friendly("2/1d5,1d5"));
    mv(&mut clock, &t, secs(4)); // within the delay: 60 s
    mv(&mut clock, &t, secs(4));
    mv(&mut clock, &t, secs(7)); // move 2: 60 - 2 = 58, plus the second period's 60 s
    assert_eq!(clock.remaining(White, t.now()), secs(118));
}

/// 6.6: White's clock starts when play starts; nothing runs before.
#[test]
fn art_6_6_whites_clock_starts() {
    let t = ManualTime::new();
    let mut clock = ChessClock::new(TimeControl::default());
    assert_eq!(clock.state(), ClockState::NotStarted);
    assert_eq!(clock.press(t.now()), Err(ClockError::NotStarted));
    t.advance(secs(600));
    assert_eq!(clock.remaining(White, t.now()), secs(5_400));
    clock.start(t.now()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(clock.start(t.now()), Err(ClockError::AlreadyStarted));
    t.advance(secs(10));
    let r = clock.report(t.now());
    assert_eq!(r.running, Some(White));
    assert_eq!((r.white, r.black), (secs(5_390), secs(5_400)));
}

/// 6.1, 6.9: the flag falls at exactly the instant the time is gone.
#[test]
fn art_6_9_flag_falls_at_the_exact_instant() {
    let (mut clock, t) = started(friendly("3+2"));
    assert_eq!(clock.flag_fall_at(), Some(Moment::from_millis(180_000)));
    mv(&mut clock, &t, ms(10_500)); // White 180 - 10.5 + 2 = 171.5 s
    // Black's clock runs from 10.5 s: his flag falls at 190.5 s.
    let fall = Moment::from_millis(190_500);
    assert_eq!(clock.flag_fall_at(), Some(fall));
    let before = Moment::from_millis(190_499);
    assert_eq!(clock.flag(Black, before), None);
    assert_eq!(clock.remaining(Black, before), ms(1));
    assert_eq!(clock.flag(Black, fall), Some(fall));
    assert_eq!(clock.remaining(Black, fall), Duration::ZERO);
    // Looked at much later, it still fell at 190.5 s.
    assert_eq!(clock.flag(Black, Moment::from_secs(500)), Some(fall));
    assert_eq!(clock.flag(White, Moment::from_secs(500)), None);
}

/// 6.3.2: with delay the flag falls only when the delay and then the main time are gone.
#[test]
fn art_6_3_2_flag_with_delay() {
    let (clock, _t) = started(friendly("1d5"));
    let fall = Moment::from_millis(65_000);
    assert_eq!(clock.flag_fall_at(), Some(fall));
    assert_eq!(clock.flag(White, Moment::from_millis(64_999)), None);
    assert_eq!(clock.remaining(White, Moment::from_millis(4_999)), secs(60));
    assert_eq!(clock.flag(White, fall), Some(fall));
}

/// Guideline III.3.1: this clock always knows which flag fell first.
#[test]
fn guideline_iii_3_1_first_flag_is_established() {
    let (mut clock, t) = started(friendly("1"));
    mv(&mut clock, &t, secs(70)); // White's flag fell at 60 s; he moves on anyway.
    t.advance(secs(61)); // Black's falls at 70 + 60 = 130 s.
    let order = clock.flag_order(t.now());
    match order {
        Some(FlagOrder::First(f)) => {
            assert_eq!(f.color, White);
            assert_eq!(f.at, Moment::from_secs(60));
            assert!(f.last_period);
        }
        other => panic!("expected White first, got {other:?}"),
    }
    assert_eq!(clock.flag(Black, t.now()), Some(Moment::from_secs(130)));
}

/// Guideline III.3.1: both flags at one instant (only the arbiter's setting can do that): play
/// continues before the last period, and in it the game is drawn.
#[test]
fn guideline_iii_3_1_both_flags_at_once() {
    let (mut clock, t) = started(pgn("40/5400:1800"));
    t.advance(secs(5));
    clock.set_times(t.now(), Duration::ZERO, Duration::ZERO, "wrong setting");
    assert_eq!(
        clock.flag_order(t.now()),
        Some(FlagOrder::Together {
            at: Moment::from_secs(5),
            last_period: false
        })
    );
    let (mut clock, t) = started(friendly("60"));
    t.advance(secs(5));
    clock.set_times(t.now(), Duration::ZERO, Duration::ZERO, "wrong setting");
    assert!(matches!(
        clock.flag_order(t.now()),
        Some(FlagOrder::Together {
            last_period: true,
            ..
        })
    ));
}

/// 9.5.3: an incorrect claim gives the opponent two minutes in standard play.
#[test]
fn art_9_5_3_penalty_two_minutes() {
    let (mut clock, t) = started(TimeControl::default());
    assert_eq!(clock.classification(), Classification::Standard);
    mv(&mut clock, &t, secs(10)); // White 5400 - 10 + 30 = 5420 s
    t.advance(secs(5));
    let given = clock.apply_penalty(t.now(), incorrect_claim_against(White));
    assert_eq!(given, secs(120));
    assert_eq!(clock.remaining(White, t.now()), secs(5_540));
    // Black's clock kept running: 5400 - 5 s.
    assert_eq!(clock.remaining(Black, t.now()), secs(5_395));
    let entry = clock.arbiter_log().last().cloned();
    assert!(matches!(
        entry.map(|e| e.action),
        Some(ArbiterAction::Penalty {
            amount,
            penalty: Penalty {
                to: White,
                reason: PenaltyReason::IncorrectClaim,
                ..
            }
        }) if amount == secs(120)
    ));
}

/// 7.5.5 and A.1: rapid play keeps the two-minute penalty.
#[test]
fn art_7_5_5_rapid_penalty_two_minutes() {
    let (mut clock, t) = started(friendly("15+10"));
    assert_eq!(clock.classification(), Classification::Rapid);
    assert_eq!(
        clock.apply_penalty(t.now(), incorrect_claim_against(Black)),
        secs(120)
    );
    assert_eq!(clock.remaining(Black, t.now()), secs(900 + 120));
}

/// B.2: in blitz the penalty is one minute.
#[test]
fn appendix_b_2_blitz_penalty_one_minute() {
    let (mut clock, t) = started(friendly("3+2"));
    assert_eq!(clock.classification(), Classification::Blitz);
    assert_eq!(
        clock.apply_penalty(t.now(), incorrect_claim_against(Black)),
        secs(60)
    );
    assert_eq!(clock.remaining(Black, t.now()), secs(240));
}

/// A.1, B.1: time + 60 × increment decides; exactly 10 minutes is blitz, exactly 60 standard.
#[test]
fn appendix_a_1_b_1_classification() {
    let cases = [
        ("3+2", Classification::Blitz),      // 3 + 2 = 5
        ("10", Classification::Blitz),       // 10
        ("5+5", Classification::Blitz),      // 5 + 5 = 10
        ("5d3", Classification::Blitz),      // 5 + 3 = 8, delay counted like increment
        ("10+1", Classification::Rapid),     // 10 + 1 = 11
        ("15+10", Classification::Rapid),    // 15 + 10 = 25
        ("59", Classification::Rapid),       // 59
        ("60", Classification::Standard),    // 60
        ("45+15", Classification::Standard), // 45 + 15 = 60
        ("90+30", Classification::Standard),
        ("40/90+30,30+30", Classification::Standard),
    ];
    for (s, class) in cases {
        assert_eq!(friendly(s).classify(), class, "{s}");
    }
}

/// 6.11: while the clock is stopped no time passes and no move can be completed.
#[test]
fn art_6_11_pause_and_resume_stop_time() {
    let (mut clock, t) = started(TimeControl::default());
    t.advance(secs(10));
    clock
        .pause(t.now(), "promotion piece missing")
        .unwrap_or_else(|e| panic!("{e}"));
    let paused_at = t.now();
    t.advance(secs(300));
    assert_eq!(clock.remaining(White, t.now()), secs(5_390));
    assert_eq!(clock.flag_fall_at(), None);
    let r = clock.report(t.now());
    assert_eq!(
        (r.state, r.running, r.to_move),
        (ClockState::Paused, None, White)
    );
    assert_eq!(clock.press(t.now()), Err(ClockError::Paused));
    assert_eq!(clock.pause(t.now(), ""), Err(ClockError::Paused));
    clock
        .resume(t.now(), "queen found")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(clock.resume(t.now(), ""), Err(ClockError::NotPaused));
    mv(&mut clock, &t, secs(10));
    // 5400 - 10 - 10 + 30 = 5410 s; the five minutes stopped did not count.
    assert_eq!(clock.remaining(White, t.now()), secs(5_410));
    let log = clock.arbiter_log();
    assert_eq!(log.len(), 2);
    assert_eq!(log[0].action, ArbiterAction::Paused);
    assert_eq!(log[0].at, paused_at);
    assert_eq!(log[0].reason, "promotion piece missing");
    assert_eq!(log[1].action, ArbiterAction::Resumed);
}

/// 6.11 with delay: the delay left when the clock was stopped is still there after.
#[test]
fn art_6_11_pause_keeps_the_delay_left() {
    let (mut clock, t) = started(friendly("5d3"));
    t.advance(secs(2));
    clock.pause(t.now(), "").unwrap_or_else(|e| panic!("{e}"));
    t.advance(secs(60));
    clock.resume(t.now(), "").unwrap_or_else(|e| panic!("{e}"));
    mv(&mut clock, &t, ms(1_500)); // 2 + 1.5 = 3.5 s of move time: 0.5 s of main time
    assert_eq!(clock.remaining(White, t.now()), ms(299_500));
}

/// 6.10.2: the arbiter sets both times and the move counter; the periods follow the count.
#[test]
fn art_6_10_2_setting_times_and_move_counter() {
    let (mut clock, t) = started(pgn("40/5400+30:1800+30"));
    for _ in 0..5 {
        mv(&mut clock, &t, secs(20));
        mv(&mut clock, &t, secs(20));
    }
    clock
        .pause(t.now(), "clock set wrongly")
        .unwrap_or_else(|e| panic!("{e}"));
    clock.set_times(
        t.now(),
        secs(3_000),
        secs(2_500),
        "second period was missing",
    );
    clock.set_moves(t.now(), 40, 40, "counter was 5");
    clock.resume(t.now(), "").unwrap_or_else(|e| panic!("{e}"));
    let r = clock.report(t.now());
    assert_eq!((r.white, r.black), (secs(3_000), secs(2_500)));
    assert_eq!(r.moves_played, 40);
    assert!(r.period.white.last && r.period.black.last);
    mv(&mut clock, &t, secs(100));
    // 3000 - 100 + 30 = 2930 s, and no period time: move 41 ends no period.
    assert_eq!(clock.remaining(White, t.now()), secs(2_930));
    let actions: Vec<ArbiterAction> = clock.arbiter_log().iter().map(|e| e.action).collect();
    assert_eq!(
        actions[1..3],
        [
            ArbiterAction::TimesSet {
                white: secs(3_000),
                black: secs(2_500)
            },
            ArbiterAction::MovesSet {
                white: 40,
                black: 40
            },
        ]
    );
    assert_eq!(clock.arbiter_log()[1].reason, "second period was missing");
    assert_eq!(clock.arbiter_log()[1].ply, 10);
}

/// 12.9: the arbiter adds and removes time; removing it all drops the flag at once.
#[test]
fn art_12_9_adding_and_removing_time() {
    let (mut clock, t) = started(friendly("10"));
    clock.add_time(t.now(), Black, secs(30), "opponent disturbed");
    assert_eq!(clock.remaining(Black, t.now()), secs(630));
    t.advance(secs(1));
    let taken = clock.remove_time(t.now(), Black, secs(1_000), "misuse of the clock");
    assert_eq!(taken, secs(630));
    assert_eq!(clock.flag(Black, t.now()), Some(Moment::from_secs(1)));
    assert!(matches!(
        clock.arbiter_log()[1].action,
        ArbiterAction::Removed { from: Black, amount } if amount == secs(630)
    ));
}

/// D.2.9: the clocks go back to an earlier move from the log, and the later plies are forgotten.
#[test]
fn appendix_d_2_9_restore_to_ply() {
    let (mut clock, t) = started(friendly("90+30"));
    for think in [10, 20, 30, 40, 50, 60] {
        mv(&mut clock, &t, secs(think));
    }
    // After ply 3 (White's second move): White 5400 - 10 + 30 - 30 + 30 = 5420 s,
    // Black 5400 - 20 + 30 = 5410 s.
    assert_eq!(clock.log()[2].white, secs(5_420));
    assert_eq!(clock.log()[2].black, secs(5_410));
    t.advance(secs(15));
    let entry = clock
        .restore_to_ply(t.now(), 3, "boards differ")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(entry.ply, 3);
    assert_eq!(clock.ply(), 3);
    assert_eq!(clock.log().len(), 3);
    let r = clock.report(t.now());
    assert_eq!((r.white, r.black), (secs(5_420), secs(5_410)));
    assert_eq!(r.moves.white, 2);
    assert_eq!(r.moves.black, 1);
    assert_eq!(r.running, Some(Black));
    mv(&mut clock, &t, secs(5));
    assert_eq!(clock.log()[3].ply, 4);
    assert_eq!(clock.log()[3].black, secs(5_435));
    assert_eq!(
        clock.restore_to_ply(t.now(), 9, ""),
        Err(ClockError::NoSuchPly { ply: 9, logged: 4 })
    );
    clock
        .restore_to_ply(t.now(), 0, "start again")
        .unwrap_or_else(|e| panic!("{e}"));
    let r = clock.report(t.now());
    assert_eq!(
        (r.white, r.black, r.moves_played),
        (secs(5_400), secs(5_400), 0)
    );
    assert_eq!(r.running, Some(White));
    assert!(clock.log().is_empty());
}

/// D.2.9 after the game: a restore reopens a stopped clock, paused until the arbiter resumes.
#[test]
fn appendix_d_2_9_restore_reopens_a_finished_game() {
    let (mut clock, t) = started(friendly("3+2"));
    mv(&mut clock, &t, secs(3));
    mv(&mut clock, &t, secs(3));
    clock.stop(t.now());
    clock
        .restore_to_ply(t.now(), 1, "")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(clock.state(), ClockState::Paused);
    assert_eq!(clock.to_move(), Black);
}

/// 8.1 (PGN `[%clk]`): the mover's time after each ply, seconds rounded down.
#[test]
fn art_8_clk_comments() {
    let (mut clock, t) = started(friendly("90+30"));
    mv(&mut clock, &t, ms(12_345)); // 5400 - 12.345 + 30 = 5417.655 s
    assert_eq!(clock.clk_comment(1).as_deref(), Some("[%clk 1:30:17]"));
    assert_eq!(clock.clk_comment(0), None);
    assert_eq!(clock.clk_comment(2), None);
    assert_eq!(clk_comment(ms(59_999)), "[%clk 0:00:59]");
}

/// D.2.6.1: what a talking clock reports, as data.
#[test]
fn appendix_d_2_6_1_report_and_spoken_parts() {
    let (mut clock, t) = started(friendly("90+30"));
    mv(&mut clock, &t, secs(1_105)); // 5400 - 1105 + 30 = 4325 s = 1 h 12 min 5 s
    t.advance(ms(1_889_500)); // Black: 5400 - 1889.5 = 3510.5 s = 58 min 30.5 s
    let r = clock.report(t.now());
    assert_eq!(
        SpokenTime::of(r.white),
        SpokenTime::Hours {
            hours: 1,
            minutes: 12,
            seconds: 5
        }
    );
    assert_eq!(
        SpokenTime::of(r.black),
        SpokenTime::Minutes {
            minutes: 58,
            seconds: 30
        }
    );
    assert_eq!(SpokenTime::of(ms(42_900)), SpokenTime::Seconds(42));
    assert_eq!(r.moves_played, 1);
    assert_eq!(r.running, Some(Black));
}

/// Warnings at chosen remaining times: off unless set; each crossing told once, with its instant.
#[test]
fn warnings_at_chosen_times() {
    let (mut clock, t) = started(friendly("3+2"));
    assert!(
        clock
            .warnings_between(Moment::ZERO, Moment::from_secs(179))
            .is_empty()
    );
    clock.set_warnings(vec![secs(60), secs(120), secs(300)]);
    let next = clock.next_warning(t.now());
    assert_eq!(
        next.map(|w| (w.threshold, w.at)),
        Some((secs(120), Moment::from_secs(60)))
    );
    let crossed = clock.warnings_between(Moment::ZERO, Moment::from_secs(130));
    let got: Vec<(Duration, Moment)> = crossed.iter().map(|w| (w.threshold, w.at)).collect();
    assert_eq!(
        got,
        [
            (secs(120), Moment::from_secs(60)),
            (secs(60), Moment::from_secs(120))
        ]
    );
    assert!(
        clock
            .warnings_between(Moment::from_secs(60), Moment::from_secs(119))
            .is_empty()
    );
    mv(&mut clock, &t, secs(10));
    assert!(clock.warnings_between(Moment::ZERO, t.now()).is_empty());
}

/// 6.3: every syntax the PGN tag and the friendly form allow.
#[test]
fn art_6_3_parse_pgn_time_control_tag() {
    let cases = [
        ("40/5400+30:1800+30", "40/90+30,30+30"),
        ("300+3", "5+3"),
        ("5400", "90"),
        ("40/7200:3600", "40/120,60"),
        ("300d3", "5d3"),
        ("150+2", "2:30+2"),
        (" 40/5400+30 : 1800+30 ", "40/90+30,30+30"),
    ];
    for (tag, shown) in cases {
        let tc = pgn(tag);
        assert_eq!(tc.to_string(), shown, "{tag}");
        assert_eq!(pgn(&tc.to_pgn()), tc, "{tag}");
    }
    assert_eq!(pgn(" 40/5400+30 : 1800+30 ").to_pgn(), "40/5400+30:1800+30");
}

#[test]
fn art_6_3_parse_friendly_form() {
    let cases = [
        ("90+30", "5400+30"),
        ("40/90+30,30+30", "40/5400+30:1800+30"),
        ("40/90+30, 30+30", "40/5400+30:1800+30"),
        ("5d3", "300d3"),
        ("5D3", "300d3"),
        ("15+10", "900+10"),
        ("3+2", "180+2"),
        ("90", "5400"),
        ("2:30+2", "150+2"),
        ("40/120,20/60,30", "40/7200:20/3600:1800"),
    ];
    for (s, tag) in cases {
        assert_eq!(friendly(s).to_pgn(), tag, "{s}");
    }
    assert_eq!(
        friendly("40/90+30,30+30").periods()[1].per_move,
        PerMove::Increment(secs(30))
    );
    assert_eq!(TimeControl::default(), friendly("90+30"));
}

#[test]
fn art_6_3_parse_bad_inputs_say_what_is_wrong() {
    let pgn_cases: [(&str, TimeControlError, &str); 6] = [
        (
            "-",
            TimeControlError::NoTimeControl("-".into()),
            "no time control",
        ),
        (
            "?",
            TimeControlError::NoTimeControl("?".into()),
            "no time control",
        ),
        (
            "*180",
            TimeControlError::Sandclock { period: 1 },
            "hourglass",
        ),
        (
            "40/5400",
            TimeControlError::LastPeriodHasMoves {
                period: 1,
                moves: 40,
            },
            "last period",
        ),
        (
            "40/5400+30::1800",
            TimeControlError::EmptyPeriod { period: 2 },
            "period 2 is empty",
        ),
        (
            "0+5",
            TimeControlError::ZeroTime { period: 1 },
            "period 1 gives no time",
        ),
    ];
    for (s, err, words) in pgn_cases {
        let got = TimeControl::from_pgn(s);
        assert_eq!(got, Err(err), "{s}");
        let msg = got.err().map(|e| english(&e.message())).unwrap_or_default();
        assert!(said(&msg, words), "{s}: {msg}");
    }
    let friendly_cases = [
        ("", "no time control given"),
        ("  ", "no time control given"),
        ("90+", "period 1: an increment in whole seconds is missing"),
        ("9o+30", "period 1: '9o' is not a time in whole minutes"),
        ("1.5+1", "period 1: '1.5' is not a time in whole minutes"),
        (
            "90+3x",
            "period 1: '3x' is not an increment in whole seconds",
        ),
        ("5d", "period 1: a delay in whole seconds is missing"),
        ("5+3d2", "period 1 has both an increment and a delay"),
        ("x/90", "period 1: 'x' is not a number of moves"),
        ("0/90,30", "period 1: a period needs at least one move"),
        ("90,30", "period 1 has no move count"),
        ("40/90,30/30", "the last period (2) counts 30 moves"),
        ("5400+30", "5400 minutes is more than ten hours"),
        ("99999999999+1", "'99999999999' is too large"),
        ("2:75", "'2:75' is not a time in whole minutes"),
        ("40/90,0", "period 2 gives no time"),
    ];
    for (s, words) in friendly_cases {
        let msg = match s.parse::<TimeControl>() {
            Ok(tc) => panic!("{s:?} was read as {tc}"),
            Err(e) => english(&e.message()),
        };
        assert!(said(&msg, words), "{s:?}: {msg}");
    }
}

/// A refusal in the English language file's words.
fn english(message: &anna::message::Message) -> String {
    let en = anna::lang::Language::load("en").expect("English is built in");
    en.text(message, anna::notation::Vocabulary::fallback())
}

/// Whether the sentence says these words (letter case and quotes aside).
fn said(sentence: &str, words: &str) -> bool {
    sentence
        .to_lowercase()
        .contains(&words.to_lowercase().replace('\'', ""))
}
