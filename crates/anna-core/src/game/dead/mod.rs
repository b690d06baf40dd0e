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
//! Nothing is guessed. After a move that can be undone, the mate found for the position before
//! it, reached again by the way back, proves the position alive without a search (`proof`).

mod approach;
mod cpu;
mod exhaust;
mod helpmate;
mod proof;
mod semistatic;
mod stalemate;
mod system;
mod wall;

use std::time::Duration;

pub use proof::{Proof, Verdict, carried, of_the_start, verdict};

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

/// Whether `winner` can mate, in CHA's order: what settles it without a search, a quick
/// helpmate search, then the moves the reasoning leaves open walked over and searched deep.
fn side(
    pos: &Chess,
    winner: Color,
    budget: Budget,
    positions: &mut usize,
    line: &mut Vec<Move>,
) -> Mate {
    let mut search = SideSearch {
        winner,
        deadline: cpu::now() + budget.time,
        budget: budget.positions,
        already: *positions,
        positions,
    };
    let (forced, start) = match settled(pos, winner, line) {
        Ok(found) => found,
        Err(mate) => return mate,
    };
    match search.quick(&start) {
        helpmate::Found::Mate(moves) => {
            *line = forced.into_iter().chain(moves).collect();
            return Mate::Possible;
        }
        helpmate::Found::None => return Mate::Impossible,
        helpmate::Found::Unknown => {}
    }
    let moves = start.legal_moves();
    let open = open_moves(&start, winner);
    if open.is_empty() || search.none_reachable(&start) {
        return Mate::Impossible;
    }
    let branches = if open.len() == moves.len() {
        vec![(forced, start)]
    } else {
        branches(&forced, &start, open)
    };
    let mut result = Mate::Impossible;
    for (before, branch) in branches {
        match search.deep(&branch) {
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

/// What settles the question before any search: too little material, a hopeless side, a
/// forced line that repeats, a game already over at the end of the forced moves, or the
/// reach of every piece. Otherwise the forced moves and the position after them.
fn settled(pos: &Chess, winner: Color, line: &mut Vec<Move>) -> Result<(Vec<Move>, Chess), Mate> {
    if pos.has_insufficient_material(winner) || helpmate::hopeless(pos, winner) {
        return Err(Mate::Impossible);
    }
    let Some((forced, start)) = forced_line(pos) else {
        return Err(Mate::Impossible);
    };
    if start.legal_moves().is_empty() {
        return Err(if start.is_check() && start.turn() != winner {
            *line = forced;
            Mate::Possible
        } else {
            Mate::Impossible
        });
    }
    if semistatic::cannot_mate(&start, winner) {
        return Err(Mate::Impossible);
    }
    Ok((forced, start))
}

/// One ply deeper: the moves after which the reasoning proves nothing, to be searched on.
fn open_moves(start: &Chess, winner: Color) -> Vec<Move> {
    start
        .legal_moves()
        .iter()
        .filter(|m| {
            let mut next = start.clone();
            next.play_unchecked(**m);
            !proved_after(&next, winner)
        })
        .copied()
        .collect()
}

/// The positions after each open move, each with the moves that lead to it.
fn branches(forced: &[Move], start: &Chess, open: Vec<Move>) -> Vec<(Vec<Move>, Chess)> {
    open.into_iter()
        .map(|m| {
            let mut next = start.clone();
            next.play_unchecked(m);
            let mut moves = forced.to_vec();
            moves.push(m);
            (moves, next)
        })
        .collect()
}

/// One side's search under way: its bounds, and the positions visited so far (shared by both
/// sides of `reach`, so that `already` marks where this side began).
struct SideSearch<'a> {
    winner: Color,
    deadline: Duration,
    budget: usize,
    already: usize,
    positions: &'a mut usize,
}

impl SideSearch<'_> {
    /// The positions of this side's budget not yet visited.
    fn left(&self) -> usize {
        self.budget
            .saturating_sub(self.positions.saturating_sub(self.already))
    }

    /// The first search, as long as the one after every move: it finds the mate of most
    /// positions of a game.
    fn quick(&mut self, start: &Chess) -> helpmate::Found {
        let quick = QUICK.min(self.budget);
        helpmate::search(start, self.winner, quick, self.deadline, self.positions)
    }

    /// Few positions left to reach: walk them all, more of them behind locked pawns.
    fn none_reachable(&mut self, start: &Chess) -> bool {
        let board = start.board();
        let locked =
            ((board.pawns() & board.white()).shift(8) & board.pawns() & board.black()).count();
        let walk = if locked >= LOCKED as usize {
            EXHAUST_LOCKED
        } else {
            EXHAUST
        };
        let walk = walk.min(self.left());
        exhaust::none_reachable(start, self.winner, walk, self.deadline, self.positions)
    }

    /// The deep search of one branch. Behind a wall of pawns and bishops, CHA's reasoning
    /// about the wall guides half of what is left; the plain search has the other half.
    fn deep(&mut self, branch: &Chess) -> helpmate::Found {
        if helpmate::walled(branch) {
            let now = cpu::now();
            let half = now + self.deadline.saturating_sub(now) / 2;
            let left = self.left() / 2;
            if let found @ helpmate::Found::Mate(_) =
                helpmate::search_with(branch, self.winner, left, half, self.positions, true)
            {
                return found;
            }
        }
        let left = self.left();
        helpmate::search(branch, self.winner, left, self.deadline, self.positions)
    }
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
