//! Time controls (Article 6.3) and their classification as standard, rapid or blitz
//! (Appendices A.1 and B.1), which sets the size of time penalties.

use std::fmt;
use std::time::Duration;

use super::error::TimeControlError;

/// What each move brings besides the period's time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PerMove {
    /// Sudden death or a plain period: nothing.
    #[default]
    Nothing,
    /// Fischer increment: added to the mover's time when he completes the move (6.3.1).
    Increment(Duration),
    /// Delay (6.3.2): the main time runs only after this much of the move has passed; the part
    /// of it not used is lost, never banked.
    Delay(Duration),
}

impl PerMove {
    /// The most a move can bring, for classification: the increment or the whole delay.
    pub fn most(self) -> Duration {
        match self {
            PerMove::Nothing => Duration::ZERO,
            PerMove::Increment(d) | PerMove::Delay(d) => d,
        }
    }

    pub fn increment(self) -> Duration {
        match self {
            PerMove::Increment(d) => d,
            _ => Duration::ZERO,
        }
    }

    pub fn delay(self) -> Duration {
        match self {
            PerMove::Delay(d) => d,
            _ => Duration::ZERO,
        }
    }
}

/// One period of a control: `moves` moves (the rest of the game if `None`) in `time`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    pub moves: Option<u32>,
    pub time: Duration,
    pub per_move: PerMove,
}

/// A checked time control: one or more periods, every one but the last with a move count, the
/// last for all remaining moves (6.3.1). Time saved in a period carries into the next (6.3.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
}

impl Default for TimeControl {
    /// 90 minutes for the game with 30 seconds added per move from move 1.
    fn default() -> Self {
        TimeControl::sudden_death(
            Duration::from_secs(90 * 60),
            PerMove::Increment(Duration::from_secs(30)),
        )
    }
}

/// The pace of a control, which sets the penalty sizes (9.5.3, 7.5.5, B.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Classification {
    /// Time for 60 moves of 60 minutes or more.
    Standard,
    /// A.1: more than 10 and less than 60 minutes.
    Rapid,
    /// B.1: 10 minutes or less.
    Blitz,
}

impl Classification {
    /// The time given to the opponent for an incorrect claim or a completed illegal move: two
    /// minutes (9.5.3, 7.5.5), one in blitz (B.2).
    pub fn penalty(self) -> Duration {
        match self {
            Classification::Standard | Classification::Rapid => Duration::from_secs(120),
            Classification::Blitz => Duration::from_secs(60),
        }
    }
}

impl fmt::Display for Classification {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Classification::Standard => "standard",
            Classification::Rapid => "rapid",
            Classification::Blitz => "blitz",
        })
    }
}

/// Classification counts the time a player has for this many moves (A.1, B.1).
pub const CLASSIFICATION_MOVES: u32 = 60;

impl TimeControl {
    /// Checks the periods: at least one; every one but the last counts its moves (at least one),
    /// the last is for the rest of the game.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, TimeControlError> {
        let Some(last) = periods.last() else {
            return Err(TimeControlError::Empty);
        };
        if let Some(moves) = last.moves {
            return Err(TimeControlError::LastPeriodHasMoves {
                period: periods.len(),
                moves,
            });
        }
        for (i, p) in periods.iter().enumerate() {
            let period = i + 1;
            match p.moves {
                Some(0) => return Err(TimeControlError::ZeroMoves { period }),
                None if period < periods.len() => {
                    return Err(TimeControlError::MovesMissing { period });
                }
                _ => {}
            }
        }
        Ok(TimeControl { periods })
    }

    /// One period for all moves.
    pub fn sudden_death(time: Duration, per_move: PerMove) -> TimeControl {
        TimeControl {
            periods: vec![Period {
                moves: None,
                time,
                per_move,
            }],
        }
    }

    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The time each player starts with.
    pub fn initial_time(&self) -> Duration {
        self.periods[0].time
    }

    /// The period (index into [`periods`](Self::periods)) a player is in after completing
    /// `moves` moves: the one his next move belongs to.
    pub fn period_after(&self, moves: u32) -> usize {
        let mut end: u64 = 0;
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                Some(n) => {
                    end += u64::from(n);
                    if u64::from(moves) < end {
                        return i;
                    }
                }
                None => return i,
            }
        }
        self.periods.len() - 1
    }

    /// The move count at which the period `index` ends (its last move), if it has one.
    pub fn period_end(&self, index: usize) -> Option<u32> {
        let mut end: u32 = 0;
        for p in self.periods.iter().take(index + 1) {
            end = end.saturating_add(p.moves?);
        }
        Some(end)
    }

    /// Whether any period adds an increment; Guideline III applies only to games without.
    pub fn has_increment(&self) -> bool {
        self.periods
            .iter()
            .any(|p| matches!(p.per_move, PerMove::Increment(_)))
    }

    pub fn has_delay(&self) -> bool {
        self.periods
            .iter()
            .any(|p| matches!(p.per_move, PerMove::Delay(_)))
    }

    /// The most time a player can have for his first `moves` moves: the time of every period
    /// those moves reach plus what each of them brings (increment or whole delay).
    pub fn time_for_moves(&self, moves: u32) -> Duration {
        let mut total = Duration::ZERO;
        let mut current = None;
        for m in 0..moves {
            let i = self.period_after(m);
            if current != Some(i) {
                total = total.saturating_add(self.periods[i].time);
                current = Some(i);
            }
            total = total.saturating_add(self.periods[i].per_move.most());
        }
        total
    }

    /// FIDE's rule of A.1 and B.1: the time for 60 moves, an increment counted 60 times (a
    /// delay is counted like an increment of the same size): 10 minutes or less is blitz, less
    /// than 60 is rapid, 60 or more is standard.
    pub fn classify(&self) -> Classification {
        let x = self.time_for_moves(CLASSIFICATION_MOVES);
        if x <= Duration::from_secs(10 * 60) {
            Classification::Blitz
        } else if x < Duration::from_secs(60 * 60) {
            Classification::Rapid
        } else {
            Classification::Standard
        }
    }

    /// The PGN `TimeControl` tag value, e.g. `40/5400+30:1800+30`. Times are whole seconds
    /// (rounded down). PGN has no syntax for a delay; this writes `d` and the delay seconds
    /// (`300d3`), which [`from_pgn`](Self::from_pgn) reads back.
    pub fn to_pgn(&self) -> String {
        let fields: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let mut s = String::new();
                if let Some(n) = p.moves {
                    s.push_str(&format!("{n}/"));
                }
                s.push_str(&p.time.as_secs().to_string());
                push_per_move(&mut s, p.per_move);
                s
            })
            .collect();
        fields.join(":")
    }
}

fn push_per_move(s: &mut String, per_move: PerMove) {
    match per_move {
        PerMove::Nothing => {}
        PerMove::Increment(d) => s.push_str(&format!("+{}", d.as_secs())),
        PerMove::Delay(d) => s.push_str(&format!("d{}", d.as_secs())),
    }
}

/// The friendly form, minutes with seconds per move: `90+30`, `40/90+30,30+30`, `5d3`. A
/// time that is not whole minutes is written `m:ss`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(n) = p.moves {
                write!(f, "{n}/")?;
            }
            let secs = p.time.as_secs();
            if secs % 60 == 0 {
                write!(f, "{}", secs / 60)?;
            } else {
                write!(f, "{}:{:02}", secs / 60, secs % 60)?;
            }
            let mut s = String::new();
            push_per_move(&mut s, p.per_move);
            f.write_str(&s)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mins(m: u64) -> Duration {
        Duration::from_secs(m * 60)
    }

    #[test]
    fn periods_follow_the_move_counts() {
        let tc = TimeControl::new(vec![
            Period {
                moves: Some(40),
                time: mins(90),
                per_move: PerMove::Nothing,
            },
            Period {
                moves: Some(20),
                time: mins(60),
                per_move: PerMove::Nothing,
            },
            Period {
                moves: None,
                time: mins(15),
                per_move: PerMove::Nothing,
            },
        ])
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(tc.period_after(0), 0);
        assert_eq!(tc.period_after(39), 0);
        assert_eq!(tc.period_after(40), 1);
        assert_eq!(tc.period_after(59), 1);
        assert_eq!(tc.period_after(60), 2);
        assert_eq!(tc.period_after(u32::MAX), 2);
        assert_eq!(tc.period_end(0), Some(40));
        assert_eq!(tc.period_end(1), Some(60));
        assert_eq!(tc.period_end(2), None);
        // 90 + 60 minutes reached within 60 moves; the third period starts at move 61.
        assert_eq!(tc.time_for_moves(60), mins(150));
        assert_eq!(tc.time_for_moves(61), mins(165));
    }

    #[test]
    fn a_control_needs_a_last_period_for_the_rest() {
        let p = Period {
            moves: Some(40),
            time: mins(90),
            per_move: PerMove::Nothing,
        };
        assert_eq!(
            TimeControl::new(vec![p]),
            Err(TimeControlError::LastPeriodHasMoves {
                period: 1,
                moves: 40
            })
        );
        assert_eq!(TimeControl::new(Vec::new()), Err(TimeControlError::Empty));
    }

    #[test]
    fn classification_boundaries() {
        let sd = |m: u64, inc: u64| {
            TimeControl::sudden_death(mins(m), PerMove::Increment(Duration::from_secs(inc)))
                .classify()
        };
        assert_eq!(sd(10, 0), Classification::Blitz);
        assert_eq!(sd(3, 2), Classification::Blitz); // 3 + 2 = 5
        assert_eq!(sd(5, 5), Classification::Blitz); // 5 + 5 = 10
        assert_eq!(sd(5, 6), Classification::Rapid); // 5 + 6 = 11
        assert_eq!(sd(15, 10), Classification::Rapid); // 15 + 10 = 25
        assert_eq!(sd(59, 0), Classification::Rapid);
        assert_eq!(sd(50, 10), Classification::Standard); // 50 + 10 = 60
        assert_eq!(sd(60, 0), Classification::Standard);
        assert_eq!(sd(90, 30), Classification::Standard);
    }
}
