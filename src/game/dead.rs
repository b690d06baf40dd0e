//! Whether a side can still checkmate "by any possible series of legal moves" (5.2.2, 6.9,
//! 7.5.5): the question behind a dead position, a flag fall and a second illegal move.
//!
//! Material alone settles the common cases (a bare king, a lone minor piece). Beyond it the
//! answer is a walk over every position reachable from here, both sides moving as they please:
//! a helpmate search, breadth first, so the shortest mates are met first (a best-first order by
//! distance to the edge was tried and found mates later). When the walk ends
//! within its budget the answer is exact, a mate found or none reachable at all (a blocked pawn
//! chain with only kings behind it); when the budget runs out first, it is unknown, and the game
//! goes on as if a mate were possible: the arbiter decides. Nothing is guessed.

use std::collections::{HashSet, VecDeque};

use shakmaty::zobrist::Zobrist128;
use shakmaty::{ByColor, Chess, Color, EnPassantMode, Position, Role};

/// Positions the walk may visit after every move of a game, where the board suggests a
/// fortress (no queens or rooks, every pawn stuck): about 10 ms at most.
pub const AFTER_MOVE: usize = 20_000;
/// Positions the walk may visit when it decides a game (a flag fall, an illegal move, a
/// claim): under 100 ms.
pub const DECIDING: usize = 100_000;

/// Whether a side can mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mate {
    /// A series of legal moves ends in its mate.
    Possible,
    /// No series of legal moves does.
    Impossible,
    /// The walk ran out of its budget before it could tell.
    Unknown,
}

/// What the walk found for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    pub white: Mate,
    pub black: Mate,
    /// Positions visited.
    pub positions: usize,
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
}

/// Walks the positions reachable from `pos`, at most `budget` of them.
pub fn reach(pos: &Chess, budget: usize) -> Reach {
    let mut found = ByColor::<bool>::default();
    // A side without the material to mate in any arrangement needs no walk.
    let hopeless = ByColor::new_with(|color| pos.has_insufficient_material(color));
    let done = |found: &ByColor<bool>| {
        [Color::White, Color::Black]
            .into_iter()
            .all(|color| found[color] || hopeless[color])
    };
    let mut seen: HashSet<Zobrist128> = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(pos.zobrist_hash(EnPassantMode::Legal));
    queue.push_back(pos.clone());
    let mut exhausted = true;
    while let Some(here) = queue.pop_front() {
        if done(&found) {
            break;
        }
        let moves = here.legal_moves();
        if moves.is_empty() {
            if here.is_check() {
                // The side to move is mated: its opponent can mate.
                found[!here.turn()] = true;
            }
            continue;
        }
        for m in &moves {
            let mut next = here.clone();
            next.play_unchecked(*m);
            if seen.insert(next.zobrist_hash(EnPassantMode::Legal)) {
                if seen.len() > budget {
                    exhausted = false;
                    break;
                }
                queue.push_back(next);
            }
        }
        if !exhausted {
            break;
        }
    }
    let verdict = |color: Color| {
        if found[color] {
            Mate::Possible
        } else if hopeless[color] || exhausted {
            Mate::Impossible
        } else {
            Mate::Unknown
        }
    };
    Reach {
        white: verdict(Color::White),
        black: verdict(Color::Black),
        positions: seen.len(),
    }
}

/// Whether the board looks like a fortress worth walking after a move: no queen or rook, some
/// pawns, and none that can move or capture (for either side). Everything else goes on
/// unasked, so a normal game costs nothing.
pub fn looks_blocked(pos: &Chess) -> bool {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    if (board.queens() | board.rooks()).any()
        || pawns.is_empty()
        || pos.ep_square(EnPassantMode::Legal).is_some()
    {
        return false;
    }
    let occupied = board.occupied();
    pawns.into_iter().all(|sq| {
        let Some(color) = board.color_at(sq) else {
            return false;
        };
        let ahead = sq.offset(if color.is_white() { 8 } else { -8 });
        let blocked = ahead.is_none_or(|a| occupied.contains(a));
        let captures = shakmaty::attacks::pawn_attacks(color, sq) & board.by_color(!color);
        blocked && captures.is_empty()
    })
}
