//! The running chess clock (Article 6): two displays, one running at a time, periods, increment
//! or delay, flags, the arbiter's adjustments and the per-ply log.
//!
//! Every call takes the instant it happens at; the clock never reads the time itself (see
//! [`TimeSource`](super::TimeSource)). Between calls nothing is stored: the time of the running
//! player, and whether and when his flag falls, are worked out exactly from the instant his
//! clock last started, so a game loop can sleep until [`ChessClock::flag_fall_at`] and never
//! needs to poll.
//!
//! Choices where the Laws leave room, or where this clock differs from some hardware:
//! - The increment is added to the mover when he completes the move (6.3.1), from move 1; the
//!   clock starts at the period's time, not time plus one increment.
//! - A new period's time is added when the player completes the last move of the previous
//!   period (6.3.1), together with that move's increment.
//! - Delay (6.3.2) is simple delay: main time runs only once the delay has passed, unused delay
//!   is lost and never banked, main time saved carries into the next period. The flag falls when
//!   the main time is gone; [`DelayStyle`] changes only the display.
//! - A flag falls at an exact instant and stays fallen: later increments or added time do not
//!   raise it again. Only the arbiter's setting of the times (6.10.2) or a restore to an earlier
//!   move (D.2.9) clears it. The clock keeps running after a flag falls: whether the game is
//!   lost is for the claim or the arbiter (6.8, 6.9), and the game loop stops the clock.
//! - Guideline III.3.1: one display runs at a time and each fall is recorded to the instant, so
//!   the clock can always tell which flag fell first ([`FlagOrder::First`]). Only when the
//!   arbiter's setting brings both to zero at once is the order unknown
//!   ([`FlagOrder::Together`]), where III.3.1 applies as written.

use std::time::Duration;

use shakmaty::{ByColor, Color};

#[cfg(test)]
use super::control::PerMove;
use super::control::{Classification, TimeControl};
use super::error::ClockError;
use super::log::{ArbiterAction, ArbiterEntry, LogEntry};
use super::report::{
    ClockReport, ClockState, DelayStyle, FlagFall, FlagOrder, PeriodStatus, Warning,
};
use super::time::Moment;
use crate::game::History;
use crate::game::Penalty;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Run {
    NotStarted,
    /// The clock of `to_move` runs; the dial was last brought up to date at `since`.
    Running {
        since: Moment,
    },
    Paused,
    Stopped,
}

/// The small state that moves with time: copied and brought up to any instant to answer a
/// question without changing the clock.
#[derive(Clone, Copy, Debug)]
struct Dial {
    run: Run,
    to_move: Color,
    /// Main time left, as of `since` for the running player.
    remaining: ByColor<Duration>,
    /// Delay left for the move in progress, as of `since`.
    delay_left: Duration,
    /// Each player's period (index), kept up to date with the move counts.
    period: ByColor<usize>,
    flags: ByColor<Option<Moment>>,
    /// Guideline III.3.1.1: flags that fell together in a period before the last. Play goes
    /// on; such a flag stays down but counts for nothing, and is raised when its player
    /// completes the period (his next period's flag can fall again).
    excused: ByColor<bool>,
    /// How long the clock has run for the move in progress (pauses left out).
    thinking: Duration,
}

impl Dial {
    /// The instant the running player's main time is gone, if a clock runs.
    fn fall_instant(&self) -> Option<Moment> {
        match self.run {
            Run::Running { since } => Some(since + self.delay_left + self.remaining[self.to_move]),
            _ => None,
        }
    }

    /// The dial at `now`: the delay used first, then main time; a flag that fell on the way is
    /// recorded at the instant it fell, not at `now`.
    fn at(mut self, now: Moment) -> Dial {
        let Run::Running { since } = self.run else {
            return self;
        };
        let side = self.to_move;
        if let Some(fall) = self.fall_instant()
            && self.flags[side].is_none()
            && now >= fall
        {
            self.flags[side] = Some(fall);
        }
        let elapsed = now.saturating_since(since);
        self.thinking = self.thinking.saturating_add(elapsed);
        let delay_used = elapsed.min(self.delay_left);
        self.delay_left -= delay_used;
        self.remaining[side] = self.remaining[side].saturating_sub(elapsed - delay_used);
        self.run = Run::Running {
            since: now.max(since),
        };
        self
    }
}

/// A chess clock for one game under one [`TimeControl`].
#[derive(Clone, Debug)]
pub struct ChessClock {
    control: TimeControl,
    classification: Classification,
    dial: Dial,
    moves: ByColor<u32>,
    /// Who moves first, and the times and move counts at ply 0, for a restore to the start.
    first: Color,
    start_times: ByColor<Duration>,
    start_moves: ByColor<u32>,
    /// Grows with the game; shared by the clock's copies ([`History`]).
    log: History<LogEntry>,
    /// The time each player has used on his completed moves.
    used: ByColor<Duration>,
    arbiter: Vec<ArbiterEntry>,
    /// Warning thresholds, highest first; none unless set.
    warnings: Vec<Duration>,
    /// III.4: an increment the arbiter added during the game, to both players, on every move
    /// completed after it, besides the control's own.
    added_increment: Duration,
}

impl Default for ChessClock {
    fn default() -> Self {
        ChessClock::new(TimeControl::default())
    }
}

impl ChessClock {
    pub fn new(control: TimeControl) -> ChessClock {
        let initial = control.initial_time();
        let delay = control.periods()[0].per_move.delay();
        ChessClock {
            classification: control.classify(),
            control,
            dial: Dial {
                run: Run::NotStarted,
                to_move: Color::White,
                remaining: ByColor {
                    white: initial,
                    black: initial,
                },
                delay_left: delay,
                period: ByColor::default(),
                flags: ByColor::default(),
                excused: ByColor::default(),
                thinking: Duration::ZERO,
            },
            moves: ByColor::default(),
            first: Color::White,
            start_times: ByColor {
                white: initial,
                black: initial,
            },
            start_moves: ByColor::default(),
            log: History::new(),
            used: ByColor::default(),
            arbiter: Vec::new(),
            warnings: Vec::new(),
            added_increment: Duration::ZERO,
        }
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    pub fn classification(&self) -> Classification {
        self.classification
    }

    /// The time a penalty gives the opponent under this control (9.5.3, 7.5.5, B.2).
    pub fn penalty_time(&self) -> Duration {
        self.classification.penalty()
    }

    /// 6.6: White's clock is started.
    pub fn start(&mut self, now: Moment) -> Result<(), ClockError> {
        self.start_with(now, Color::White)
    }

    /// Starts the clock of `first`, for a game from a position with Black to move.
    pub fn start_with(&mut self, now: Moment, first: Color) -> Result<(), ClockError> {
        if self.dial.run != Run::NotStarted {
            return Err(ClockError::AlreadyStarted);
        }
        self.first = first;
        self.start_times = self.dial.remaining;
        self.start_moves = self.moves;
        self.dial.to_move = first;
        self.dial.delay_left = self.delay_for(first);
        self.dial.thinking = Duration::ZERO;
        self.dial.run = Run::Running { since: now };
        Ok(())
    }

    /// The running player completes his move (6.2.1): his clock stops with the increment added
    /// and, if the move ends his period, the next period's time; the opponent's clock starts.
    /// Returns the log entry for the ply.
    pub fn press(&mut self, now: Moment) -> Result<LogEntry, ClockError> {
        match self.dial.run {
            Run::NotStarted => return Err(ClockError::NotStarted),
            Run::Paused => return Err(ClockError::Paused),
            Run::Stopped => return Err(ClockError::GameOver),
            Run::Running { .. } => {}
        }
        self.settle(now);
        let mover = self.dial.to_move;
        self.used[mover] = self.used[mover].saturating_add(self.dial.thinking);
        let before = self.dial.period[mover];
        let remaining = &mut self.dial.remaining[mover];
        let increment = self.control.periods()[before].per_move.increment();
        *remaining = remaining.saturating_add(increment.saturating_add(self.added_increment));
        self.moves[mover] = self.moves[mover].saturating_add(1);
        let after = self.control.period_after(self.moves[mover]);
        if after > before {
            for p in &self.control.periods()[before + 1..=after] {
                *remaining = remaining.saturating_add(p.time);
            }
        }
        self.dial.period[mover] = after;
        if after > before {
            // III.3.1.1: a flag excused in the period just completed is raised.
            self.dial.flags[mover] = None;
            self.dial.excused[mover] = false;
        }
        let next = !mover;
        self.dial.to_move = next;
        self.dial.delay_left = self.delay_for(next);
        self.dial.thinking = Duration::ZERO;
        let entry = LogEntry {
            ply: self.ply() + 1,
            mover,
            at: now,
            white: self.dial.remaining.white,
            black: self.dial.remaining.black,
            moves: self.moves,
            period: self.dial.period,
            used: self.used,
        };
        self.log.push(entry);
        Ok(entry)
    }

    /// The game is over: the clock stops for good (a restore can reopen it).
    pub fn stop(&mut self, now: Moment) {
        self.settle(now);
        self.dial.run = Run::Stopped;
    }

    /// 6.11: the clock is stopped to interrupt the game or call the arbiter.
    pub fn pause(&mut self, now: Moment, reason: &str) -> Result<(), ClockError> {
        match self.dial.run {
            Run::Running { .. } => {}
            Run::NotStarted => return Err(ClockError::NotStarted),
            Run::Paused => return Err(ClockError::Paused),
            Run::Stopped => return Err(ClockError::GameOver),
        }
        self.settle(now);
        self.dial.run = Run::Paused;
        self.record(now, ArbiterAction::Paused, reason);
        Ok(())
    }

    /// 6.11.3: play resumes; the player to move's clock runs again, with what delay he had left.
    pub fn resume(&mut self, now: Moment, reason: &str) -> Result<(), ClockError> {
        if self.dial.run != Run::Paused {
            return Err(ClockError::NotPaused);
        }
        self.dial.run = Run::Running { since: now };
        self.record(now, ArbiterAction::Resumed, reason);
        Ok(())
    }

    /// Gives a player time (12.9, or a correction).
    pub fn add_time(&mut self, now: Moment, to: Color, amount: Duration, reason: &str) {
        self.settle(now);
        let t = &mut self.dial.remaining[to];
        *t = t.saturating_add(amount);
        self.record(now, ArbiterAction::Added { to, amount }, reason);
    }

    /// Takes time from a player (12.9, or a correction), never more than he has; at zero his
    /// flag falls. Returns what was taken.
    pub fn remove_time(
        &mut self,
        now: Moment,
        from: Color,
        amount: Duration,
        reason: &str,
    ) -> Duration {
        self.settle(now);
        let t = &mut self.dial.remaining[from];
        let taken = amount.min(*t);
        *t -= taken;
        self.drop_flag_if_empty(now, from);
        self.excuse_together();
        self.record(
            now,
            ArbiterAction::Removed {
                from,
                amount: taken,
            },
            reason,
        );
        taken
    }

    /// III.4: from the next completed move on, both players get `amount` a move more.
    pub fn add_increment(&mut self, now: Moment, amount: Duration, reason: &str) {
        self.added_increment = self.added_increment.saturating_add(amount);
        self.record(now, ArbiterAction::IncrementAdded { amount }, reason);
    }

    /// Whether a move brings time: the control's increment or one the arbiter added (III.4).
    /// The Guidelines III (and III.5 with them) are for games without.
    pub fn has_increment(&self) -> bool {
        self.control.has_increment() || !self.added_increment.is_zero()
    }

    /// 6.10.2: the arbiter sets both times. A flag stays down only where he sets zero.
    pub fn set_times(&mut self, now: Moment, white: Duration, black: Duration, reason: &str) {
        self.settle(now);
        self.dial.remaining = ByColor { white, black };
        self.dial.flags = ByColor::default();
        self.dial.excused = ByColor::default();
        self.drop_flag_if_empty(now, Color::White);
        self.drop_flag_if_empty(now, Color::Black);
        self.excuse_together();
        self.record(now, ArbiterAction::TimesSet { white, black }, reason);
    }

    /// 6.10.2: the arbiter sets the move counter (moves completed by each player). The periods
    /// follow the counts; no period time is added or taken: he sets the times with
    /// [`set_times`](Self::set_times).
    pub fn set_moves(&mut self, now: Moment, white: u32, black: u32, reason: &str) {
        self.settle(now);
        self.moves = ByColor { white, black };
        self.dial.period = self.moves.map(|m| self.control.period_after(m));
        self.dial.excused = ByColor::default();
        self.excuse_together();
        self.record(now, ArbiterAction::MovesSet { white, black }, reason);
    }

    /// Gives `penalty.to` the time this control's classification sets (9.5.3, 7.5.5, B.2);
    /// returns it.
    pub fn apply_penalty(&mut self, now: Moment, penalty: Penalty) -> Duration {
        let amount = self.penalty_time();
        self.settle(now);
        let t = &mut self.dial.remaining[penalty.to];
        *t = t.saturating_add(amount);
        self.record(now, ArbiterAction::Penalty { penalty, amount }, "");
        amount
    }

    /// D.2.9, 7.1: sets both times and the move counter back to how they stood just after ply
    /// `ply` was committed (0: the start) and forgets the later plies. The player to move then
    /// has his full delay. A running clock keeps running, for him, from `now`; a stopped game is
    /// reopened with the clock paused until the arbiter resumes it.
    pub fn restore_to_ply(
        &mut self,
        now: Moment,
        ply: u32,
        reason: &str,
    ) -> Result<LogEntry, ClockError> {
        let logged = self.ply();
        if ply > logged {
            return Err(ClockError::NoSuchPly { ply, logged });
        }
        self.settle(now);
        let entry = match ply.checked_sub(1).and_then(|i| self.log.get(i as usize)) {
            Some(e) => *e,
            None => LogEntry {
                ply: 0,
                mover: !self.first,
                at: now,
                white: self.start_times.white,
                black: self.start_times.black,
                moves: self.start_moves,
                period: self.start_moves.map(|m| self.control.period_after(m)),
                used: ByColor::default(),
            },
        };
        self.log.truncate(ply as usize);
        self.moves = entry.moves;
        self.used = entry.used;
        self.dial.period = entry.period;
        self.dial.remaining = ByColor {
            white: entry.white,
            black: entry.black,
        };
        self.dial.to_move = !entry.mover;
        self.dial.delay_left = self.delay_for(self.dial.to_move);
        self.dial.thinking = Duration::ZERO;
        self.dial.flags = ByColor::default();
        self.dial.excused = ByColor::default();
        self.dial.run = match self.dial.run {
            Run::NotStarted => Run::NotStarted,
            Run::Running { .. } => Run::Running { since: now },
            Run::Paused | Run::Stopped => Run::Paused,
        };
        self.drop_flag_if_empty(now, Color::White);
        self.drop_flag_if_empty(now, Color::Black);
        self.excuse_together();
        self.record(now, ArbiterAction::Restored { ply }, reason);
        Ok(entry)
    }

    /// 7.5.1, 7.5.3: the press at `pressed_at` completed an illegal move (or none), so it is
    /// undone: the clocks go back to `before` (this clock just before that press) with the
    /// mover's time brought up to the press. The mover keeps no increment and no move is
    /// counted; the opponent gets back the time his clock ran since; the mover's clock runs
    /// again from `now` while he looks for a legal move. The arbiter's entries are kept.
    pub fn withdraw_press(
        &mut self,
        before: &ChessClock,
        pressed_at: Moment,
        now: Moment,
        reason: &str,
    ) {
        let arbiter = std::mem::take(&mut self.arbiter);
        let stopped = self.dial.run == Run::Stopped;
        *self = before.clone();
        self.settle(pressed_at);
        self.arbiter = arbiter;
        if !stopped && matches!(self.dial.run, Run::Running { .. } | Run::Paused) {
            self.dial.run = Run::Running { since: now };
        }
        let ply = self.ply();
        self.record(now, ArbiterAction::Restored { ply }, reason);
    }

    /// Plies committed (and logged) so far.
    pub fn ply(&self) -> u32 {
        u32::try_from(self.log.len()).unwrap_or(u32::MAX)
    }

    /// `color`'s time when play started (D.2.9: what "back to the start" restores).
    pub fn start_time(&self, color: Color) -> Duration {
        self.start_times[color]
    }

    /// Moves each player has completed.
    pub fn moves(&self) -> ByColor<u32> {
        self.moves
    }

    pub fn to_move(&self) -> Color {
        self.dial.to_move
    }

    pub fn state(&self) -> ClockState {
        match self.dial.run {
            Run::NotStarted => ClockState::NotStarted,
            Run::Running { .. } => ClockState::Running(self.dial.to_move),
            Run::Paused => ClockState::Paused,
            Run::Stopped => ClockState::Stopped,
        }
    }

    /// How long the player to move has been thinking at `now` (the running clock's time for
    /// this move, pauses left out); `None` unless a clock runs.
    pub fn thinking(&self, now: Moment) -> Option<(Color, Duration)> {
        matches!(self.dial.run, Run::Running { .. })
            .then(|| (self.dial.to_move, self.dial.at(now).thinking))
    }

    /// The time `color` has used by `now` (D.2.10.4): his completed moves and the one he is
    /// thinking about, pauses left out; increments and time added by the arbiter are not in it.
    pub fn used(&self, color: Color, now: Moment) -> Duration {
        let thinking = match self.thinking(now) {
            Some((side, time)) if side == color => time,
            _ => Duration::ZERO,
        };
        self.used[color].saturating_add(thinking)
    }

    /// The instant `color`'s used time reaches `amount` if his clock keeps running (6.7.1: the
    /// default time of a player not at the board); `None` while his clock does not run.
    pub fn used_reaches(&self, color: Color, amount: Duration) -> Option<Moment> {
        let since = self
            .running_since()
            .filter(|_| self.dial.to_move == color)?;
        Some(since + amount.saturating_sub(self.used(color, since)))
    }

    /// Main time left for `color` at `now`.
    pub fn remaining(&self, color: Color, now: Moment) -> Duration {
        self.dial.at(now).remaining[color]
    }

    /// How long from `now` until the running player's main time left reads another whole
    /// second (the delay of the move in progress is used up first): when a display of whole
    /// seconds must be drawn again, and not before. `None` while no clock runs or once the
    /// running player's main time is gone (it reads 0:00 until time is added).
    pub fn next_second(&self, now: Moment) -> Option<Duration> {
        if !matches!(self.dial.run, Run::Running { .. }) {
            return None;
        }
        let dial = self.dial.at(now);
        let left = dial.remaining[dial.to_move];
        if left.is_zero() {
            return None;
        }
        Some(dial.delay_left + Duration::from_nanos(u64::from(left.subsec_nanos())))
    }

    /// The time a display shows for `color` at `now` in the given delay style.
    pub fn displayed(&self, color: Color, now: Moment, style: DelayStyle) -> Duration {
        let dial = self.dial.at(now);
        let main = dial.remaining[color];
        match (style, dial.run) {
            (DelayStyle::Bronstein, Run::Running { .. }) if dial.to_move == color => {
                let used = self.delay_for(color).saturating_sub(dial.delay_left);
                main.saturating_sub(used)
            }
            _ => main,
        }
    }

    /// The clock at `now`.
    pub fn report(&self, now: Moment) -> ClockReport {
        let dial = self.dial.at(now);
        let running = match dial.run {
            Run::Running { .. } => Some(dial.to_move),
            _ => None,
        };
        ClockReport {
            at: now,
            white: dial.remaining.white,
            black: dial.remaining.black,
            moves_played: self.moves.white.max(self.moves.black),
            moves: self.moves,
            running,
            to_move: dial.to_move,
            state: self.state(),
            period: ByColor::new_with(|c| self.period_status(c)),
            delay_left: dial.delay_left,
            flags: dial.flags,
        }
    }

    pub fn period_status(&self, color: Color) -> PeriodStatus {
        let index = self.dial.period[color];
        PeriodStatus {
            index,
            moves_to_control: self
                .control
                .period_end(index)
                .map(|end| end.saturating_sub(self.moves[color])),
            last: index + 1 == self.control.periods().len(),
        }
    }

    /// The exact instant the running player's flag falls, or fell, if his clock keeps running:
    /// the game loop sleeps until then. `None` while no clock runs.
    pub fn flag_fall_at(&self) -> Option<Moment> {
        if self.dial.excused[self.dial.to_move] {
            return None;
        }
        match self.dial.flags[self.dial.to_move] {
            Some(fell) if self.running_since().is_some() => Some(fell),
            _ => self.dial.fall_instant(),
        }
    }

    /// When `color`'s flag fell, if it has by `now`.
    pub fn flag(&self, color: Color, now: Moment) -> Option<Moment> {
        self.dial.at(now).flags[color]
    }

    /// Which flag fell first by `now`, if any has (Guideline III.3.1; see the module notes).
    pub fn flag_order(&self, now: Moment) -> Option<FlagOrder> {
        let dial = self.dial.at(now);
        // Both down together and excused: still together, before the last period (III.3.1.1).
        if let (Some(at), Some(b)) = (dial.flags.white, dial.flags.black)
            && at == b
            && dial.excused.white
            && dial.excused.black
        {
            return Some(FlagOrder::Together {
                at,
                last_period: false,
            });
        }
        // One excused flag left down (its partner raised by a new period) counts for nothing.
        let fall = |color: Color| {
            let counted = dial.flags[color].filter(|_| !dial.excused[color]);
            counted.map(|at| {
                let period = dial.period[color];
                FlagFall {
                    color,
                    at,
                    period,
                    last_period: period + 1 == self.control.periods().len(),
                }
            })
        };
        match (fall(Color::White), fall(Color::Black)) {
            (None, None) => None,
            (Some(f), None) | (None, Some(f)) => Some(FlagOrder::First(f)),
            (Some(w), Some(b)) if w.at == b.at => Some(FlagOrder::Together {
                at: w.at,
                last_period: w.last_period && b.last_period,
            }),
            (Some(w), Some(b)) => Some(FlagOrder::First(if w.at < b.at { w } else { b })),
        }
    }

    /// The clock log: one entry per committed ply.
    pub fn log(&self) -> &History<LogEntry> {
        &self.log
    }

    /// Every stop, resumption and adjustment, with the arbiter's reason.
    pub fn arbiter_log(&self) -> &[ArbiterEntry] {
        &self.arbiter
    }

    /// The `[%clk h:mm:ss]` comment for ply `ply` (1 is White's first move): the mover's time
    /// after it.
    pub fn clk_comment(&self, ply: u32) -> Option<String> {
        let i = usize::try_from(ply.checked_sub(1)?).ok()?;
        self.log.get(i).map(LogEntry::clk_comment)
    }

    /// Remaining times at which to warn the running player; empty (the default) turns warnings
    /// off.
    pub fn set_warnings(&mut self, mut thresholds: Vec<Duration>) {
        thresholds.sort_unstable_by(|a, b| b.cmp(a));
        thresholds.dedup();
        self.warnings = thresholds;
    }

    /// The thresholds the running player's time reached after `from` and by `to`, in the order
    /// reached; only the current move counts (time before the clock last started is ignored).
    pub fn warnings_between(&self, from: Moment, to: Moment) -> Vec<Warning> {
        let Some(since) = self.running_since() else {
            return Vec::new();
        };
        let side = self.dial.to_move;
        let before = self.dial.at(from.max(since)).remaining[side];
        let after = self.dial.at(to).remaining[side];
        self.warnings
            .iter()
            .filter(|&&t| before > t && after <= t)
            .map(|&t| self.warning(t))
            .collect()
    }

    /// The next threshold the running player's time will reach after `now`, and when: the game
    /// loop can sleep until then.
    pub fn next_warning(&self, now: Moment) -> Option<Warning> {
        self.running_since()?;
        let main = self.dial.at(now).remaining[self.dial.to_move];
        self.warnings
            .iter()
            .find(|&&t| t < main)
            .map(|&t| self.warning(t))
    }

    fn warning(&self, threshold: Duration) -> Warning {
        let side = self.dial.to_move;
        let since = self.running_since().unwrap_or(Moment::ZERO);
        Warning {
            color: side,
            threshold,
            at: since + self.dial.delay_left + self.dial.remaining[side].saturating_sub(threshold),
        }
    }

    fn running_since(&self) -> Option<Moment> {
        match self.dial.run {
            Run::Running { since } => Some(since),
            _ => None,
        }
    }

    /// The delay each move of `color` brings in the period he is in.
    fn delay_for(&self, color: Color) -> Duration {
        self.control.periods()[self.dial.period[color]]
            .per_move
            .delay()
    }

    fn settle(&mut self, now: Moment) {
        self.dial = self.dial.at(now);
    }

    /// After an adjustment: a player left with no time has his flag down now, unless his clock
    /// runs with delay still to use (then it falls when the delay is gone).
    fn drop_flag_if_empty(&mut self, now: Moment, color: Color) {
        let dial = &mut self.dial;
        if !dial.remaining[color].is_zero() || dial.flags[color].is_some() {
            return;
        }
        let running = matches!(dial.run, Run::Running { .. }) && dial.to_move == color;
        if !running || dial.delay_left.is_zero() {
            dial.flags[color] = Some(now);
        }
    }

    /// Guideline III.3.1: both flags down at the same instant (only an arbiter's setting does
    /// that), order unknown. Unless both players are in the last period, play continues and
    /// both flags are excused (III.3.1.1); in the last period the game is drawn (III.3.1.2).
    fn excuse_together(&mut self) {
        let d = &mut self.dial;
        let last = self.control.periods().len() - 1;
        let together = matches!((d.flags.white, d.flags.black), (Some(w), Some(b)) if w == b);
        if together && !(d.period.white == last && d.period.black == last) {
            d.excused = ByColor {
                white: true,
                black: true,
            };
        }
    }

    fn record(&mut self, at: Moment, action: ArbiterAction, reason: &str) {
        self.arbiter.push(ArbiterEntry {
            at,
            ply: self.ply(),
            action,
            reason: reason.to_string(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_running_backwards_counts_as_no_time() {
        let mut clock = ChessClock::default();
        let start = Moment::from_secs(100);
        assert_eq!(clock.start(start), Ok(()));
        let earlier = Moment::from_secs(40);
        assert_eq!(
            clock.remaining(Color::White, earlier),
            Duration::from_secs(5_400)
        );
        let entry = clock.press(earlier);
        assert_eq!(entry.map(|e| e.white), Ok(Duration::from_secs(5_430)));
        assert_eq!(
            clock.flag_fall_at(),
            Some(start + Duration::from_secs(5_400))
        );
    }

    #[test]
    fn the_shown_second_changes_when_the_time_left_passes_a_whole_second() {
        let control = TimeControl::sudden_death(Duration::from_secs(300), PerMove::Nothing);
        let mut clock = ChessClock::new(control);
        assert_eq!(clock.next_second(Moment::ZERO), None);
        assert_eq!(clock.start(Moment::ZERO), Ok(()));
        // 4:59.7 left: it reads 4:59 until 0.7 s later.
        let at = Moment::ZERO + Duration::from_millis(300);
        assert_eq!(clock.next_second(at), Some(Duration::from_millis(700)));
        // With a delay of 5 s, the main time stands still for what is left of it first.
        let control = TimeControl::sudden_death(
            Duration::from_millis(300_400),
            PerMove::Delay(Duration::from_secs(5)),
        );
        let mut clock = ChessClock::new(control);
        assert_eq!(clock.start(Moment::ZERO), Ok(()));
        let at = Moment::ZERO + Duration::from_secs(2);
        assert_eq!(clock.next_second(at), Some(Duration::from_millis(3_400)));
        // A fallen flag reads 0:00 for ever.
        assert_eq!(clock.next_second(Moment::from_secs(400)), None);
    }

    #[test]
    fn a_flag_stays_down_after_time_is_added() {
        let control = TimeControl::sudden_death(Duration::from_secs(60), PerMove::Nothing);
        let mut clock = ChessClock::new(control);
        assert_eq!(clock.start(Moment::ZERO), Ok(()));
        let later = Moment::from_secs(90);
        let penalty = Penalty {
            to: Color::White,
            reason: crate::game::PenaltyReason::IncorrectClaim,
            at_ply: 0,
        };
        // One minute for the game is blitz: a one-minute penalty (B.2).
        assert_eq!(clock.apply_penalty(later, penalty), Duration::from_secs(60));
        assert_eq!(
            clock.remaining(Color::White, later),
            Duration::from_secs(60)
        );
        assert_eq!(clock.flag(Color::White, later), Some(Moment::from_secs(60)));
        clock.set_times(later, Duration::from_secs(30), Duration::from_secs(60), "");
        assert_eq!(clock.flag(Color::White, later), None);
    }

    /// What a session keeps for every move to undo its press (7.5.1) is a copy of the clock
    /// that shares the game's log, however long the game (the log is a [`History`]); the press
    /// undone from it leaves the log as it was before the press.
    #[test]
    fn the_clock_kept_to_undo_a_press_shares_the_games_log() {
        let control = TimeControl::sudden_death(Duration::from_secs(300), PerMove::Nothing);
        let mut clock = ChessClock::new(control);
        assert_eq!(clock.start(Moment::ZERO), Ok(()));
        for second in 1..=40 {
            assert!(clock.press(Moment::from_secs(second)).is_ok());
        }
        let kept = clock.clone();
        let (first_kept, first) = (kept.log().get(0), clock.log().get(0));
        assert!(first.is_some_and(|f| first_kept.is_some_and(|k| std::ptr::eq(f, k))));
        assert!(clock.press(Moment::from_secs(43)).is_ok());
        assert_eq!(clock.log().len(), 41);
        let now = Moment::from_secs(45);
        clock.withdraw_press(&kept, Moment::from_secs(43), now, "7.5.1");
        assert_eq!(clock.log(), kept.log());
        assert_eq!(clock.log().len(), 40);
    }
}
