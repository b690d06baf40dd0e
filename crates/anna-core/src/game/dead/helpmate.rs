//! The helpmate search: both sides play together towards a mate of one side's king, the way
//! the Chess Unwinnability Analyzer (CHA, Miguel Ambrona) looks for one. A plain walk over
//! every reachable position finds a far mate only after millions of positions; this search
//! goes deep along the moves that lead towards a mate and shallow along the others, so a mate
//! that exists is usually found after a few thousand.
//!
//! The mate is built in a corner on the loser's side of the board: the loser's king goes into
//! it, a loser's piece next to it shuts the exit, the winner's king comes two squares away and
//! a winner's piece gives the mate. A move that brings a piece towards its part of that picture
//! (or captures, or advances a pawn of the winner's) costs no depth; a loser's capture costs
//! three plies. Iterative deepening raises the depth until a mate is found, or until a whole
//! search ends without reaching its depth anywhere: then no mate exists at all, and that is
//! proved by the search itself. A table of positions already searched at least as deeply keeps
//! transpositions and repetitions from being searched twice within one depth.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Duration;

use super::approach::{Kind, closer, target};
use super::wall::Wall;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Move, Position, Rank, Role};

/// What one search found.
pub enum Found {
    /// The winner mates after these moves.
    Mate(Vec<Move>),
    /// No series of legal moves ends in the winner's mate.
    None,
    /// The budget ran out first.
    Unknown,
}

/// Positions a single depth of the deepening may visit per ply of its depth before it is cut
/// short and the next depth tried (CHA's choice).
const PER_DEPTH: usize = 10_000;
/// Plies from the start after which nothing is free any more, and after which a line is cut:
/// it keeps the search's own stack small.
const FREE_UNTIL: usize = 160;
const LONGEST: usize = 240;

/// Positions visited between two looks at the clock.
const CLOCK_EVERY: usize = 512;

/// Searches for a mate by `winner`, visiting at most `budget` positions and stopping at
/// `deadline`; `visited` counts them.
pub fn search(
    pos: &Chess,
    winner: Color,
    budget: usize,
    deadline: Duration,
    visited: &mut usize,
) -> Found {
    search_with(pos, winner, budget, deadline, visited, false)
}

/// Whether CHA's reasoning about a wall of pawns and bishops (`Wall`) applies to the position.
pub fn walled(pos: &Chess) -> bool {
    Wall::of(pos, false).applies
}

/// The search, with CHA's reasoning about a wall of pawns and bishops where `walls` is set.
pub fn search_with(
    pos: &Chess,
    winner: Color,
    budget: usize,
    deadline: Duration,
    visited: &mut usize,
    walls: bool,
) -> Found {
    let mut s = Search {
        walls,
        winner,
        seen: HashMap::default(),
        deadline,
        late: false,
        line: Vec::new(),
        nodes: 0,
        limit: 0,
        cut: false,
    };
    let mut found = Found::Unknown;
    for depth in 2..=LONGEST {
        s.cut = false;
        // A position searched in an earlier depth may have been cut short there: only what
        // this depth has searched may spare a search, or its proof would have a hole.
        s.seen.clear();
        s.limit = s
            .nodes
            .saturating_add(depth.saturating_mul(PER_DEPTH))
            .min(budget);
        if s.find(
            pos,
            0,
            depth,
            Changed {
                progress: false,
                wall: true,
                was_semi_blocked: false,
            },
        ) {
            found = Found::Mate(std::mem::take(&mut s.line));
            break;
        }
        if !s.cut {
            found = Found::None;
            break;
        }
        if s.nodes >= budget || s.late {
            break;
        }
    }
    *visited = visited.saturating_add(s.nodes);
    found
}

/// A hasher for keys that are hashes already (Zobrist keys): it passes them on unchanged.
#[derive(Default)]
pub(super) struct Passed(u64);

impl Hasher for Passed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(*b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

struct Search {
    /// Whether CHA's reasoning about walls (`Wall`) guides the search.
    walls: bool,
    winner: Color,
    /// Positions searched, with the plies that were left for them.
    seen: HashMap<u64, usize, BuildHasherDefault<Passed>>,
    /// When the search stops, found or not.
    deadline: Duration,
    /// The deadline has passed.
    late: bool,
    line: Vec<Move>,
    nodes: usize,
    /// The visits at which this depth is cut short.
    limit: usize,
    /// Some line was cut short (the depth or the budget): a failed search proves nothing.
    cut: bool,
}

/// What the move into a position changed.
#[derive(Clone, Copy)]
struct Changed {
    /// A position on the way had two pawns facing each other with one square between.
    was_semi_blocked: bool,
    /// It brought the mate nearer: the reply costs no depth either.
    progress: bool,
    /// It moved a pawn or took a piece: the pawn wall is asked again.
    wall: bool,
}

impl Search {
    fn find(&mut self, pos: &Chess, depth: usize, max: usize, changed: Changed) -> bool {
        let progress = changed.progress;
        let left = max.saturating_sub(depth);
        let key = u64::from(pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal));
        if self.seen.get(&key).is_some_and(|&was| was >= left) {
            return false;
        }
        // Material, or a pawn wall locked by now, ends the line: no mate behind it, proved.
        // The wall's verdict changes only with the pawns or the pieces on the board: a piece
        // moving within the squares it can reach leaves it as it was.
        if hopeless(pos, self.winner)
            || changed.wall
                && super::semistatic::pawns_blocked(pos)
                && super::semistatic::cannot_mate(pos, self.winner)
        {
            return false;
        }
        // A heap list: the frames of a deep line stay small.
        let moves: Vec<Move> = pos.legal_moves().into_iter().collect();
        if moves.is_empty() {
            return pos.is_check() && pos.turn() != self.winner;
        }
        if self.nodes.is_multiple_of(CLOCK_EVERY) && super::cpu::now() >= self.deadline {
            self.late = true;
        }
        if depth >= max || self.nodes >= self.limit || self.late || self.line.len() >= LONGEST {
            self.cut = true;
            return false;
        }
        self.seen.insert(key, left);
        let needs_promotion = loser_must_promote(pos, self.winner);
        let wall = if self.walls {
            Wall::of(pos, changed.was_semi_blocked)
        } else {
            Wall::none()
        };
        for m in moves {
            let kind = if self.line.len() > FREE_UNTIL {
                Kind::Normal
            } else {
                wall.kind(pos, &m, self.winner)
                    .unwrap_or_else(|| self.kind(pos, &m, needs_promotion))
            };
            let next_depth = match kind {
                Kind::Progress => depth,
                Kind::Setback => (depth + 3).min(max),
                Kind::Normal if progress => depth,
                Kind::Normal => depth + 1,
            };
            let mut next = pos.clone();
            next.play_unchecked(m);
            self.nodes += 1;
            self.line.push(m);
            let changed = Changed {
                progress: kind == Kind::Progress,
                wall: m.is_capture() || m.role() == Role::Pawn,
                was_semi_blocked: wall.semi_blocked(),
            };
            if self.find(&next, next_depth, max, changed) {
                return true;
            }
            self.line.pop();
        }
        false
    }

    /// Whether the move brings the position towards the mate.
    fn kind(&self, pos: &Chess, m: &Move, needs_promotion: bool) -> Kind {
        let role = m.role();
        let target = target(pos, role, self.winner);
        let closer = m
            .from()
            .is_some_and(|from| closer(role, from, m.to(), target));
        if pos.turn() == self.winner {
            let advanced = role == Role::Pawn
                && m.from()
                    .is_some_and(|from| self.winner.relative_rank(from.rank()) > Rank::Fourth);
            if advanced || m.is_capture() || closer {
                return Kind::Progress;
            }
            return Kind::Normal;
        }
        if closer {
            return Kind::Progress;
        }
        if needs_promotion {
            let heavy = matches!(m.promotion(), Some(Role::Queen | Role::Rook));
            return if role == Role::Pawn && !heavy {
                Kind::Progress
            } else {
                Kind::Setback
            };
        }
        if m.is_capture() {
            Kind::Setback
        } else {
            Kind::Normal
        }
    }
}

/// The winner's material can mate in no arrangement, now or after anything the loser promotes
/// to (a lone knight or same-coloured bishops need a loser's piece to shut the king in).
pub fn hopeless(pos: &Chess, winner: Color) -> bool {
    let board = pos.board();
    let mine = board.by_color(winner);
    if mine.count() == 1 {
        return true;
    }
    (board.pawns() & board.by_color(!winner)).is_empty() && loser_must_promote(pos, winner)
}

/// Only a piece the loser promotes to could shut his king in: the winner has a lone knight and
/// the loser no piece to block with, or the winner only bishops of one colour and no knight or
/// bishop of the other colour stands to block.
fn loser_must_promote(pos: &Chess, winner: Color) -> bool {
    let board = pos.board();
    let mine = board.by_color(winner);
    let theirs = board.by_color(!winner);
    let minors_and_rooks = board.knights() | board.bishops() | board.rooks();
    if mine.count() == 2
        && (mine & board.knights()).count() == 1
        && (theirs & minors_and_rooks).is_empty()
    {
        return true;
    }
    let my_bishops = mine & board.bishops();
    let colour = if (my_bishops & Bitboard::DARK_SQUARES).any() {
        Bitboard::DARK_SQUARES
    } else {
        Bitboard::LIGHT_SQUARES
    };
    mine.count() == my_bishops.count() + 1
        && (board.bishops() & !colour).is_empty()
        && (theirs & board.knights()).is_empty()
}
