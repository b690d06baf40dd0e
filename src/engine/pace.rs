//! How long the engine thinks over a move: like a club player at any strength below full
//! (a few seconds at most, more the stronger it plays and the slower the clock), and at full
//! strength as a tournament player shares out his clock. anna works the time out itself and
//! sends it as `go movetime`, so that an engine's own time management (which may spend minutes
//! on the first move of a slow game) never decides the pace of a training game.

use std::time::Duration;

use super::strength::Strength;

/// The moves a player plans his time for when his period has no move count (sudden death).
const SUDDEN_DEATH_MOVES: u32 = 40;
/// A player below full strength thinks at most this share of what his clock allows a move.
const CLUB_SHARE: u32 = 4;
/// The quickest and the slowest club pace, reached at these Elo ratings.
const CLUB_FASTEST: Duration = Duration::from_secs(1);
const CLUB_SLOWEST: Duration = Duration::from_secs(5);
const CLUB_FASTEST_ELO: u32 = 1000;
const CLUB_SLOWEST_ELO: u32 = 3000;
/// A move without a clock at full strength.
const NO_CLOCK_FULL: Duration = Duration::from_secs(5);
/// The least a move is given, so that an engine always finds one.
const LEAST: Duration = Duration::from_millis(10);

/// The engine's own clock as it stands when it is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwnClock {
    /// Its main time left.
    pub remaining: Duration,
    /// What a move brings: the increment, or the delay during which the main time stands.
    pub per_move: Duration,
    /// Its moves until the next time control, if its period has one.
    pub moves_to_go: Option<u32>,
}

impl OwnClock {
    /// A player's share of his clock for one move: the time left spread over the moves to
    /// come (to the control, else forty), plus three quarters of what each move brings; never
    /// more than half of the time left, so that no move can lose on time.
    pub fn budget(&self) -> Duration {
        let moves = self.moves_to_go.unwrap_or(SUDDEN_DEATH_MOVES).max(1);
        let share = self.remaining / moves + self.per_move * 3 / 4;
        share.min(self.most()).max(LEAST)
    }

    /// The most one move may take: half the time left.
    pub fn most(&self) -> Duration {
        (self.remaining / 2).max(LEAST)
    }
}

/// How long the engine thinks over its next move at `strength`, on `clock` if the game has
/// one, or for `fixed` if the player gave a time a move (then never more than the clock
/// allows). A beginner's move is limited by its positions searched, not by time
/// ([`Strength::limit`]).
pub fn think_time(
    strength: Strength,
    clock: Option<&OwnClock>,
    fixed: Option<Duration>,
) -> Duration {
    if let Some(fixed) = fixed {
        return clock.map_or(fixed, |c| fixed.min(c.most())).max(LEAST);
    }
    match strength {
        Strength::Full => clock.map_or(NO_CLOCK_FULL, OwnClock::budget),
        Strength::Beginner | Strength::Elo(_) => {
            let club = club_pace(strength);
            clock.map_or(club, |c| club.min(c.budget() / CLUB_SHARE).max(LEAST))
        }
    }
}

/// A club player's pace at this strength: a second at 1000 Elo and below, a second more every
/// 500 Elo, five seconds from 3000.
fn club_pace(strength: Strength) -> Duration {
    let Strength::Elo(elo) = strength else {
        return CLUB_FASTEST;
    };
    let elo = elo.clamp(CLUB_FASTEST_ELO, CLUB_SLOWEST_ELO) - CLUB_FASTEST_ELO;
    let span = CLUB_SLOWEST - CLUB_FASTEST;
    CLUB_FASTEST + span * elo / (CLUB_SLOWEST_ELO - CLUB_FASTEST_ELO)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(minutes: u64, increment: u64) -> OwnClock {
        OwnClock {
            remaining: Duration::from_secs(minutes * 60),
            per_move: Duration::from_secs(increment),
            moves_to_go: None,
        }
    }

    #[test]
    fn below_full_strength_a_move_takes_seconds() {
        let slow = clock(90, 30);
        assert_eq!(
            think_time(Strength::Elo(1500), Some(&slow), None),
            Duration::from_secs(2)
        );
        assert_eq!(
            think_time(Strength::Elo(2500), Some(&slow), None),
            Duration::from_secs(4)
        );
        assert_eq!(
            think_time(Strength::Elo(3500), Some(&slow), None),
            Duration::from_secs(5)
        );
        // A blitz clock allows less: a quarter of a minute's budget of 1.5 s.
        assert_eq!(
            think_time(Strength::Elo(2500), Some(&clock(1, 0)), None),
            Duration::from_millis(375)
        );
        assert_eq!(
            think_time(Strength::Elo(1500), None, None),
            Duration::from_secs(2)
        );
    }

    #[test]
    fn at_full_strength_the_clock_is_shared_out() {
        // 90 minutes over forty moves plus three quarters of 30 s.
        assert_eq!(
            think_time(Strength::Full, Some(&clock(90, 30)), None),
            Duration::from_millis(157_500)
        );
        // 40 moves in 120 minutes: the control's count, not forty.
        let control = OwnClock {
            moves_to_go: Some(20),
            ..clock(60, 0)
        };
        assert_eq!(
            think_time(Strength::Full, Some(&control), None),
            Duration::from_secs(180)
        );
        // Ten seconds left and thirty a move: half of what is left, never the flag.
        let short = OwnClock {
            remaining: Duration::from_secs(10),
            ..clock(0, 30)
        };
        assert_eq!(
            think_time(Strength::Full, Some(&short), None),
            Duration::from_secs(5)
        );
    }

    #[test]
    fn a_fixed_think_never_takes_more_than_the_clock_allows() {
        let fixed = Some(Duration::from_secs(5));
        assert_eq!(
            think_time(Strength::Full, Some(&clock(90, 30)), fixed),
            Duration::from_secs(5)
        );
        let short = OwnClock {
            remaining: Duration::from_secs(4),
            ..clock(0, 0)
        };
        assert_eq!(
            think_time(Strength::Elo(1500), Some(&short), fixed),
            Duration::from_secs(2)
        );
    }
}
