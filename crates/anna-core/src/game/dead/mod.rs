//! Whether a side can still checkmate "by any possible series of legal moves" (5.2.2, 6.9,
//! 7.5.5): the question behind a dead position, a flag fall and a second illegal move.
//!
//! Decided as the Chess Unwinnability Analyzer (CHA, Miguel Ambrona) decides it, each side on
//! its own and much in CHA's order: material alone settles the common cases (a bare king, a
//! lone minor piece); forced moves are played out (a forced line that comes back to itself
//! never mates); the reach of every piece (`semistatic`) proves the fortresses without a walk;
//! a helpmate search (`helpmate`) as long as the one after every move finds the mate of most
//! positions of a game; where it does not, the reasoning is tried after each legal move, and
//! the moves after which it proves nothing are searched on: first a walk over every reachable
//! position (`exhaust`), which proves the shuffles behind a locked chain, then the deep search,
//! guided half of its time by CHA's reasoning about walls (`wall`). The search finds the mate
//! where one exists and proves there is none where its whole tree ends short of its depth.
//! Only when the search runs out of its budget (positions or processor time) first is the
//! answer unknown, and then the game goes on as if a mate were possible: the arbiter decides.
//! Nothing is guessed.

mod approach;
mod cpu;
mod exhaust;
mod helpmate;
mod semistatic;
mod stalemate;
mod system;
mod wall;

use std::time::Duration;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{ByColor, Chess, Color, EnPassantMode, Move, Position};

/// How far a search may go for each side: so many positions, and no more processor time than
/// so much (`cpu`).
/// Running out of either leaves the answer unknown, never wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub positions: usize,
    pub time: Duration,
}

impl Budget {
    /// At most `positions` positions, in the time of a decision.
    pub const fn positions(positions: usize) -> Budget {
        Budget {
            positions,
            time: DECIDING.time,
        }
    }
}

/// The search for each side after every move of a game: the check of both sides stays under
/// 5 ms in a release build even in a live fortress, where nothing is found and every position
/// of the budget is visited (`cargo bench --bench dead_position`).
pub const AFTER_MOVE: Budget = Budget {
    positions: 20_000,
    time: Duration::from_millis(if cfg!(debug_assertions) { 60_000 } else { 2 }),
};
/// The search for each side when it decides a game (a flag fall, an illegal move, a claim, the
/// start): under 100 ms in a release build (`cargo bench --bench dead_position`).
pub const DECIDING: Budget = Budget {
    positions: 1_200_000,
    time: Duration::from_millis(if cfg!(debug_assertions) {
        // A debug build is some twenty times slower: its searches (the tests') are bounded by
        // the positions alone, and their results do not depend on the machine's load.
        60_000
    } else {
        80
    }),
};
/// Positions the first search may visit: as many as after every move, so that a position of a
/// game with a mate in it costs no more than the search alone; the reasoning move by move
/// comes only where no mate is found that soon.
const QUICK: usize = AFTER_MOVE.positions;
/// Positions the walk over every reachable position may visit before the deep search: few
/// in an open position, where the walk rarely ends, more behind locked pawns, where it does.
const EXHAUST: usize = 20_000;
const EXHAUST_LOCKED: usize = 200_000;
/// Pawns locked against enemy pawns from which a position counts as locked.
const LOCKED: u32 = 3;
/// Forced moves played out before the reasoning, at most.
const FORCED: usize = 100;

/// The processor time this thread has used: what bounds a search (for the bench).
pub fn processor_time() -> Duration {
    cpu::now()
}

/// Whether a side can mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mate {
    /// A series of legal moves ends in its mate.
    Possible,
    /// No series of legal moves does.
    Impossible,
    /// The search ran out of its budget before it could tell.
    Unknown,
}

/// What was found for both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    pub white: Mate,
    pub black: Mate,
    /// Positions visited.
    pub positions: usize,
    /// For a side that can mate, the moves that end in its mate.
    lines: ByColor<Vec<Move>>,
}

impl Reach {
    pub fn of(&self, color: Color) -> Mate {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Neither side can mate: the position is dead (5.2.2).
    pub fn dead(&self) -> bool {
        self.white == Mate::Impossible && self.black == Mate::Impossible
    }

    /// The moves from the position to `color`'s mate, if one was found.
    pub fn line(&self, color: Color) -> &[Move] {
        &self.lines[color]
    }
}

/// Decides for both sides, within `budget` for each.
pub fn reach(pos: &Chess, budget: Budget) -> Reach {
    let mut positions = 0;
    let mut lines = ByColor::<Vec<Move>>::default();
    let white = side(pos, Color::White, budget, &mut positions, &mut lines.white);
    let black = side(pos, Color::Black, budget, &mut positions, &mut lines.black);
    Reach {
        white,
        black,
        positions,
        lines,
    }
}

/// Whether `color` can mate, within `budget`.
pub fn mate(pos: &Chess, color: Color, budget: Budget) -> Mate {
    side(pos, color, budget, &mut 0, &mut Vec::new())
}

/// Whether the position is dead, proved within `budget` for each side; a side found able to
/// mate ends the question at once.
pub fn is_dead(pos: &Chess, budget: Budget) -> bool {
    [Color::White, Color::Black]
        .into_iter()
        .all(|color| mate(pos, color, budget) == Mate::Impossible)
}

fn side(
    pos: &Chess,
    winner: Color,
    budget: Budget,
    positions: &mut usize,
    line: &mut Vec<Move>,
) -> Mate {
    let deadline = cpu::now() + budget.time;
    let budget = budget.positions;
    if pos.has_insufficient_material(winner) || helpmate::hopeless(pos, winner) {
        return Mate::Impossible;
    }
    let Some((forced, start)) = forced_line(pos) else {
        return Mate::Impossible;
    };
    if start.legal_moves().is_empty() {
        return if start.is_check() && start.turn() != winner {
            *line = forced;
            Mate::Possible
        } else {
            Mate::Impossible
        };
    }
    if semistatic::cannot_mate(&start, winner) {
        return Mate::Impossible;
    }
    let already = *positions;
    match helpmate::search(&start, winner, QUICK.min(budget), deadline, positions) {
        helpmate::Found::Mate(moves) => {
            *line = forced.into_iter().chain(moves).collect();
            return Mate::Possible;
        }
        helpmate::Found::None => return Mate::Impossible,
        helpmate::Found::Unknown => {}
    }
    // One ply deeper: the moves after which the reasoning proves nothing are searched.
    let moves = start.legal_moves();
    let open: Vec<Move> = moves
        .iter()
        .filter(|m| {
            let mut next = start.clone();
            next.play_unchecked(**m);
            !proved_after(&next, winner)
        })
        .copied()
        .collect();
    if open.is_empty() {
        return Mate::Impossible;
    }
    // Few positions left to reach: walk them all.
    let board = start.board();
    let locked = ((board.pawns() & board.white()).shift(8) & board.pawns() & board.black()).count();
    let walk = if locked >= LOCKED as usize {
        EXHAUST_LOCKED
    } else {
        EXHAUST
    };
    let walk = walk.min(budget.saturating_sub(positions.saturating_sub(already)));
    if exhaust::none_reachable(&start, winner, walk, deadline, positions) {
        return Mate::Impossible;
    }
    let branches: Vec<(Vec<Move>, Chess)> = if open.len() == moves.len() {
        vec![(forced, start)]
    } else {
        open.into_iter()
            .map(|m| {
                let mut next = start.clone();
                next.play_unchecked(m);
                let mut moves = forced.clone();
                moves.push(m);
                (moves, next)
            })
            .collect()
    };
    let mut result = Mate::Impossible;
    for (before, branch) in branches {
        let left = budget.saturating_sub(positions.saturating_sub(already));
        // Behind a wall of pawns and bishops, CHA's reasoning about the wall guides half of
        // what is left; the plain search has the other half.
        if helpmate::walled(&branch) {
            let now = cpu::now();
            let half = now + deadline.saturating_sub(now) / 2;
            if let helpmate::Found::Mate(moves) =
                helpmate::search_with(&branch, winner, left / 2, half, positions, true)
            {
                *line = before.into_iter().chain(moves).collect();
                return Mate::Possible;
            }
        }
        let left = budget.saturating_sub(positions.saturating_sub(already));
        match helpmate::search(&branch, winner, left, deadline, positions) {
            helpmate::Found::Mate(moves) => {
                *line = before.into_iter().chain(moves).collect();
                return Mate::Possible;
            }
            helpmate::Found::None => {}
            helpmate::Found::Unknown => result = Mate::Unknown,
        }
    }
    result
}

/// The position after the moves that are the only legal ones, played while they are, with
/// those moves; `None` where they come back to a position already on the way (a line without
/// a choice that repeats for ever: no mate on it).
fn forced_line(pos: &Chess) -> Option<(Vec<Move>, Chess)> {
    let mut moves = Vec::new();
    let mut at = pos.clone();
    let mut seen = vec![at.zobrist_hash::<Zobrist64>(EnPassantMode::Legal)];
    while moves.len() < FORCED {
        let legal = at.legal_moves();
        let [only] = legal.as_slice() else {
            break;
        };
        at.play_unchecked(*only);
        moves.push(*only);
        let key = at.zobrist_hash::<Zobrist64>(EnPassantMode::Legal);
        if seen.contains(&key) {
            return None;
        }
        seen.push(key);
    }
    Some((moves, at))
}

/// Whether the position, after its forced moves, is proved to hold no mate for `winner`.
fn proved_after(pos: &Chess, winner: Color) -> bool {
    let Some((_, at)) = forced_line(pos) else {
        return true;
    };
    if at.legal_moves().is_empty() {
        return !(at.is_check() && at.turn() != winner);
    }
    semistatic::cannot_mate(&at, winner)
}

/// A position from its FEN, for the tests here and in the submodules.
#[cfg(test)]
fn position(fen: &str) -> Chess {
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;
    fen.parse::<Fen>()
        .ok()
        .and_then(|f| f.into_position(CastlingMode::Standard).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kings and pawns shuffling behind a locked chain: the walk over every reachable
    /// position ends without a mate (CHA: neither side wins).
    #[test]
    fn a_walk_over_every_reachable_position_proves_a_shuffle_dead() {
        let pos = position("8/7p/6pP/6P1/6P1/2k3PK/6PP/8 w - - 0 1");
        assert_eq!(mate(&pos, Color::White, DECIDING), Mate::Impossible);
        assert_eq!(mate(&pos, Color::Black, DECIDING), Mate::Impossible);
        assert_eq!(
            mate(&pos, Color::White, Budget::positions(50)),
            Mate::Unknown
        );
    }

    /// A search cut short by its budget says it does not know; it never says "impossible".
    #[test]
    fn a_search_out_of_budget_is_unknown() {
        let pos = position("4k3/8/8/8/3n4/8/8/4K1N1 w - - 0 1");
        assert_eq!(
            mate(&pos, Color::White, Budget::positions(10)),
            Mate::Unknown
        );
        assert_eq!(mate(&pos, Color::White, DECIDING), Mate::Possible);
    }
}
