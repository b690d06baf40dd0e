//! Every position the game can still reach, walked one by one: where pawns and kings can only
//! shuffle behind a locked chain, the positions that remain are few, and once all of them are
//! seen without the winner's mate among them, there is none (the Chess Unwinnability
//! Analyzer's search proves such positions with its table of positions in the same way). A
//! position where the winner can no longer mate by material or by the reach of the pieces is
//! not walked on from. Bounded by positions and by time: where the walk does not end within
//! them, or meets a mate (which the helpmate search then finds with its line), it proves
//! nothing.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;
use std::time::Duration;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, Position, Role};

use super::helpmate::{Passed, hopeless};
use super::semistatic::{cannot_mate, pawns_blocked};

/// Positions taken from the walk between two looks at the clock.
const CLOCK_EVERY: usize = 256;

/// Whether every position reachable from `pos` was seen, within `limit` positions and before
/// `deadline`, and none is the winner's mate; `visited` counts the positions.
pub fn none_reachable(
    pos: &Chess,
    winner: Color,
    limit: usize,
    deadline: Duration,
    visited: &mut usize,
) -> bool {
    let mut seen: HashSet<Zobrist64, BuildHasherDefault<Passed>> = HashSet::default();
    let first = key(pos);
    seen.insert(first);
    let mut open = vec![(pos.clone(), first, true)];
    let mut count = 0usize;
    let proved = loop {
        let Some((at, at_key, changed)) = open.pop() else {
            break true;
        };
        count += 1;
        if seen.len() > limit || count.is_multiple_of(CLOCK_EVERY) && super::cpu::now() >= deadline
        {
            break false;
        }
        if hopeless(&at, winner) || changed && pawns_blocked(&at) && cannot_mate(&at, winner) {
            continue;
        }
        let moves = at.legal_moves();
        if moves.is_empty() {
            if at.is_check() && at.turn() != winner {
                break false;
            }
            continue;
        }
        for m in moves {
            // The key of the position after the move, without making it: a position already
            // seen costs no copy.
            let known = at.update_zobrist_hash(at_key, m, EnPassantMode::Legal);
            if known.is_some_and(|k| seen.contains(&k)) {
                continue;
            }
            let mut next = at.clone();
            next.play_unchecked(m);
            let next_key = known.unwrap_or_else(|| key(&next));
            if seen.insert(next_key) {
                open.push((next, next_key, m.is_capture() || m.role() == Role::Pawn));
            }
        }
    };
    *visited = visited.saturating_add(seen.len());
    proved
}

fn key(pos: &Chess) -> Zobrist64 {
    pos.zobrist_hash(EnPassantMode::Legal)
}
