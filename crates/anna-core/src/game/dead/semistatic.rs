//! Reasoning without walking (the "semi-static" part of the Chess Unwinnability Analyzer, CHA,
//! Miguel Ambrona, "A Practical Algorithm for Chess Unwinnability", FUN 2022): which squares
//! each piece on the board can ever stand on, which squares can ever be emptied, where the
//! loser's king can ever go, and whether the winner's pieces can ever give a check there that
//! is mate. Every conclusion is a proof: "cannot" is only said where no series of legal moves
//! can.
//!
//! The idea taken from CHA is a system of facts grown to its least fixed point: a piece can go
//! to a square next to (or a knight's jump from) one it can reach if no piece of its own stands
//! there for good; a pawn can push into a square only if that square can be emptied, and take
//! on it only if an enemy piece other than the king can ever stand there; a square can be
//! emptied if its piece can go somewhere or an enemy piece can come onto it; a king never goes
//! where an enemy pawn, knight or king that never moves attacks. A pawn that can reach its last
//! rank may become anything anywhere. Pawns locked against each other thus never move, and each
//! piece stays in the region it floods to. The loser's king stays in its region; a mate needs a
//! check there. If no winner's piece can ever attack a square of that region, there is none. If
//! only bishops of one colour can, every such square has neighbours of the other colour in the
//! region; unless the winner's king can come next to them, the loser must shut each of them with
//! a piece of his own, and where he has too few pieces that can reach them, no mate. A lone
//! bishop checks along one diagonal only: the squares beside the king on the other diagonal
//! must be shut too (CHA's two-diagonal refinement). Where one side can make at most one move
//! at all, the other king never steps beside its king (`stalemate`).

use shakmaty::attacks::{king_attacks, knight_attacks, pawn_attacks};
use shakmaty::{Bitboard, ByColor, Chess, Color, EnPassantMode, File, Position, Role, Square};

/// Whether the system proves that `winner` can never mate.
pub fn cannot_mate(pos: &Chess, winner: Color) -> bool {
    if pos.ep_square(EnPassantMode::Legal).is_some() {
        return false;
    }
    let system = System::of(pos);
    let loser = !winner;
    let Some(region) = system.king(loser).map(|k| k.reach) else {
        return false;
    };
    let checkers: Vec<(&Piece, Bitboard)> = system
        .pieces
        .iter()
        .filter(|p| p.color == winner && p.role != Role::King)
        .map(|p| (p, p.attacks()))
        .filter(|(_, attacks)| (*attacks & region).any())
        .collect();
    let mating = checkers
        .iter()
        .fold(Bitboard::EMPTY, |all, (_, attacks)| all | *attacks)
        & region;
    if mating.is_empty() {
        return true;
    }
    // Only bishops of one colour give check: each check leaves the squares of the other
    // colour next to the king open, unless the winner's king guards them or the loser's own
    // pieces fill them.
    let colour = if (mating & Bitboard::DARK_SQUARES).any() {
        Bitboard::DARK_SQUARES
    } else {
        Bitboard::LIGHT_SQUARES
    };
    if checkers.iter().any(|(p, _)| p.role != Role::Bishop) || (mating & !colour).any() {
        return false;
    }
    let guarded = system
        .king(winner)
        .map_or(Bitboard::EMPTY, |k| step(Role::King, k.reach));
    let blockers: Vec<Bitboard> = system
        .pieces
        .iter()
        .filter(|p| p.color == loser && p.role != Role::King)
        .map(|p| p.reach)
        .collect();
    let lone_bishop = checkers.len() == 1;
    mating.into_iter().all(|sq| {
        let open = king_attacks(sq) & region & !colour;
        let beside = king_attacks(sq) & region & colour;
        // The winner's king beside the square helps: anything may be mate there.
        let helped = if lone_bishop { open | beside } else { open };
        if (helped & guarded).any() {
            return false;
        }
        // CHA's two-diagonal refinement: a lone bishop checks along one diagonal through the
        // king's square; the squares beside it on the other diagonal stay open too, and the
        // loser must fill them as well.
        let needs = if lone_bishop {
            let (rising, falling) = diagonals(sq, beside);
            [open | falling, open | rising]
        } else {
            [open, open]
        };
        needs.into_iter().all(|need| !fillable(&blockers, need))
    })
}

/// The squares of `beside` on the rising (a1-h8) and on the falling (a8-h1) diagonal
/// through `sq`.
fn diagonals(sq: Square, beside: Bitboard) -> (Bitboard, Bitboard) {
    let rising = beside.into_iter().filter(|n| {
        let file = i32::from(u8::from(n.file())) - i32::from(u8::from(sq.file()));
        let rank = i32::from(u8::from(n.rank())) - i32::from(u8::from(sq.rank()));
        file * rank > 0
    });
    let rising = rising.fold(Bitboard::EMPTY, |all, n| all.with(n));
    (rising, beside & !rising)
}

/// Whether the loser's pieces (each with the squares it can reach) can fill every square of
/// `need` at once: each square reachable, and a piece for each.
fn fillable(blockers: &[Bitboard], need: Bitboard) -> bool {
    let reachable = need
        .into_iter()
        .all(|e| blockers.iter().any(|reach| reach.contains(e)));
    let helpers = blockers
        .iter()
        .filter(|reach| (**reach & need).any())
        .count();
    reachable && helpers >= need.count()
}

/// Whether every pawn stands in front of another pawn: a cheap first sign of a wall, for the
/// search to ask the whole system only where it may prove something.
pub fn pawns_blocked(pos: &Chess) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    let white = pawns & board.white();
    let black = pawns & board.black();
    pawns.any()
        && forward(Color::White, white).is_subset(pawns)
        && forward(Color::Black, black).is_subset(pawns)
}

/// A piece on the board and every square it can ever stand on.
pub(super) struct Piece {
    pub(super) from: Square,
    pub(super) color: Color,
    pub(super) role: Role,
    pub(super) reach: Bitboard,
}

impl Piece {
    /// A pawn that can reach its last rank may be promoted to anything.
    pub(super) fn promotes(&self) -> bool {
        self.role == Role::Pawn && (self.reach & Bitboard::BACKRANKS).any()
    }

    /// Every square the piece can ever attack.
    fn attacks(&self) -> Bitboard {
        if self.promotes() {
            return Bitboard::FULL;
        }
        match self.role {
            Role::Pawn => self.reach.into_iter().fold(Bitboard::EMPTY, |all, sq| {
                all | pawn_attacks(self.color, sq)
            }),
            role => step(role, self.reach),
        }
    }
}

/// The facts grown to their fixed point.
pub(super) struct System {
    pub(super) pieces: Vec<Piece>,
    /// The squares a piece of each colour may ever enter: none of its own stands there for good.
    enterable: ByColor<Bitboard>,
    /// Whether the stalemate rule (`stalemate`) keeps each king from the squares beside an
    /// enemy king that has no other move.
    stalemate_rule: bool,
    /// The squares the rule kept each king from.
    pub(super) kept_out: ByColor<Bitboard>,
}

impl System {
    /// The system with the stalemate rule where the rule holds, else without it.
    pub(super) fn of(pos: &Chess) -> System {
        let system = System::grown(pos, true);
        if super::stalemate::holds(&system) {
            system
        } else {
            System::grown(pos, false)
        }
    }

    fn grown(pos: &Chess, stalemate_rule: bool) -> System {
        let board = pos.board();
        let pieces = board
            .occupied()
            .into_iter()
            .filter_map(|sq| {
                Some(Piece {
                    from: sq,
                    color: board.color_at(sq)?,
                    role: board.role_at(sq)?,
                    reach: Bitboard::from_square(sq),
                })
            })
            .collect();
        let mut system = System {
            pieces,
            enterable: ByColor::new_with(|c| !board.by_color(c)),
            stalemate_rule,
            kept_out: ByColor::new_with(|_| Bitboard::EMPTY),
        };
        while system.grow() {}
        system
    }

    pub(super) fn king(&self, color: Color) -> Option<&Piece> {
        self.pieces
            .iter()
            .find(|p| p.color == color && p.role == Role::King)
    }

    /// One round of the saturation; whether anything changed.
    fn grow(&mut self) -> bool {
        let mut changed = false;
        for i in 0..self.pieces.len() {
            let piece = &self.pieces[i];
            let kept_out = if piece.role == Role::King {
                self.stalemating(piece.color)
            } else {
                Bitboard::EMPTY
            };
            let reach = self.flood(piece, kept_out);
            self.kept_out[piece.color] |= kept_out;
            if let Some(piece) = self.pieces.get_mut(i)
                && reach != piece.reach
            {
                piece.reach = reach;
                changed = true;
            }
        }
        for piece in &self.pieces {
            let c = piece.color;
            if self.enterable[c].contains(piece.from) {
                continue;
            }
            let leaves = piece.reach != Bitboard::from_square(piece.from)
                || self
                    .pieces
                    .iter()
                    .any(|p| p.color != c && p.reach.contains(piece.from));
            if leaves {
                self.enterable[c].add(piece.from);
                changed = true;
            }
        }
        changed
    }

    /// The squares of the pieces that never leave them.
    pub(super) fn fixed_pieces(&self) -> Bitboard {
        self.pieces
            .iter()
            .filter(|p| !self.enterable[p.color].contains(p.from))
            .fold(Bitboard::EMPTY, |all, p| all.with(p.from))
    }

    /// How many squares, beyond their own, the pieces of `color` can ever reach.
    pub(super) fn movements(&self, color: Color) -> u32 {
        self.pieces
            .iter()
            .filter(|p| p.color == color)
            .map(|p| p.reach.count().saturating_sub(1) as u32)
            .sum()
    }

    /// The squares the stalemate rule keeps `color`'s king from: beside every square the enemy
    /// king can stand on, while the enemy has at most one move to make at all (CHA's stalemate
    /// rule). Stepping there leaves the enemy without a move: stalemate, the game is over.
    fn stalemating(&self, color: Color) -> Bitboard {
        if !self.stalemate_rule || self.movements(!color) > 1 {
            return Bitboard::EMPTY;
        }
        // The enemy king's squares as far as it could go without the rule itself: a king
        // handled earlier in a round must not walk past a square the enemy king reaches later
        // in it. `stalemate::holds` checks afterwards that the enemy king did reach them.
        self.king(!color).map_or(Bitboard::EMPTY, |k| {
            step(Role::King, self.flood(k, Bitboard::EMPTY))
        })
    }

    /// The squares a non-king piece of `color` can ever stand on (where a pawn may take).
    fn reached_by(&self, color: Color) -> Bitboard {
        self.pieces
            .iter()
            .filter(|p| p.color == color && p.role != Role::King)
            .fold(Bitboard::EMPTY, |all, p| all | p.reach)
    }

    /// The squares attacked by `color`'s pieces that never leave their square (a slider only
    /// next to it: nothing can ever come between).
    fn fixed_attacks(&self, color: Color) -> Bitboard {
        self.pieces
            .iter()
            .filter(|p| p.color == color && !self.enterable[color].contains(p.from))
            .fold(Bitboard::EMPTY, |all, p| {
                all | match p.role {
                    Role::Pawn => pawn_attacks(color, p.from),
                    Role::Knight => knight_attacks(p.from),
                    role => step(role, Bitboard::from_square(p.from)),
                }
            })
    }

    /// The squares of the enemy pawns on the pawn's file that it never gets past: neither of
    /// them ever leaves the file and nobody ever takes the enemy pawn, so it always stands
    /// between the pawn and its own first square (CHA's "confronting" pawns).
    fn facing(&self, pawn: &Piece) -> Bitboard {
        let file = Bitboard::from_file(pawn.from.file());
        if !pawn.reach.is_subset(file) {
            return Bitboard::EMPTY;
        }
        let takes = self.captures(pawn.color);
        self.pieces
            .iter()
            .filter(|q| {
                q.role == Role::Pawn
                    && q.color != pawn.color
                    && file.contains(q.from)
                    && q.reach.is_subset(file)
                    && (q.reach & takes).is_empty()
            })
            .fold(Bitboard::EMPTY, |all, q| all.with(q.from))
    }

    /// The squares where a piece of `color` may ever take: wherever a piece can go, for a pawn
    /// wherever it can go off its own file (only a capture takes it there).
    fn captures(&self, color: Color) -> Bitboard {
        self.pieces
            .iter()
            .filter(|p| p.color == color)
            .fold(Bitboard::EMPTY, |all, p| {
                all | if p.role == Role::Pawn {
                    p.reach & !Bitboard::from_file(p.from.file())
                } else {
                    p.reach
                }
            })
    }

    /// The piece's reach grown as far as the facts known so far allow.
    fn flood(&self, piece: &Piece, kept_out: Bitboard) -> Bitboard {
        let c = piece.color;
        if piece.promotes() {
            return Bitboard::FULL;
        }
        let mut reach = piece.reach;
        loop {
            let grown = reach
                | match piece.role {
                    Role::Pawn => {
                        let pushes = forward(c, reach)
                            & self.enterable[Color::White]
                            & self.enterable[Color::Black]
                            & !self.facing(piece);
                        let takes = reach
                            .into_iter()
                            .fold(Bitboard::EMPTY, |all, sq| all | pawn_attacks(c, sq))
                            & self.enterable[c]
                            & self.reached_by(!c);
                        pushes | takes
                    }
                    Role::King => {
                        step(Role::King, reach)
                            & self.enterable[c]
                            & !self.fixed_attacks(!c)
                            & !kept_out
                    }
                    role => step(role, reach) & self.enterable[c],
                };
            if grown == reach {
                return reach;
            }
            reach = grown;
        }
    }
}

/// The squares one pawn step ahead.
fn forward(color: Color, squares: Bitboard) -> Bitboard {
    match color {
        Color::White => squares.shift(8),
        Color::Black => squares.shift(-8),
    }
}

/// Every square a piece standing anywhere in `from` reaches in one step (a slider's longer
/// moves pass over squares it can stand on, so its flood covers them).
fn step(role: Role, from: Bitboard) -> Bitboard {
    let not_a = !Bitboard::from_file(File::A);
    let not_h = !Bitboard::from_file(File::H);
    let orthogonal =
        from.shift(8) | from.shift(-8) | (from & not_h).shift(1) | (from & not_a).shift(-1);
    let diagonal = (from & not_h).shift(9)
        | (from & not_a).shift(7)
        | (from & not_h).shift(-7)
        | (from & not_a).shift(-9);
    match role {
        Role::King | Role::Queen => orthogonal | diagonal,
        Role::Rook => orthogonal,
        Role::Bishop => diagonal,
        Role::Knight => from
            .into_iter()
            .fold(Bitboard::EMPTY, |all, sq| all | knight_attacks(sq)),
        Role::Pawn => Bitboard::EMPTY,
    }
}

#[cfg(test)]
mod tests {
    use super::super::position;
    use super::*;

    /// A bishop that can reach a pawn of the other colour unlocks the wall: nothing is proved
    /// there, while one that never can leaves the proof standing.
    #[test]
    fn a_bishop_that_reaches_a_pawn_unlocks_the_wall() {
        let pos = position("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/5B2 w - - 0 1");
        assert!(!cannot_mate(&pos, Color::White));
        assert!(cannot_mate(
            &position("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/2B5 w - - 0 1"),
            Color::White
        ));
    }

    /// A pawn that can still push but never past the wall proves no more than the wall itself.
    #[test]
    fn a_pawn_that_can_push_into_the_wall_leaves_it_locked() {
        let pos = position("3k4/8/8/1p1p1p1p/1P1P1P1P/8/1P6/3K4 w - - 0 1");
        assert!(cannot_mate(&pos, Color::White));
        assert!(cannot_mate(&pos, Color::Black));
    }

    /// Bishops that can never move guard the pawns beside them for good: no king takes those
    /// pawns, so the chain never opens (CHA: neither side wins).
    #[test]
    fn a_bishop_that_never_moves_guards_its_pawns_for_good() {
        let pos = position("K7/8/1p6/bP6/Bp6/1P6/8/k7 w - - 0 1");
        assert!(cannot_mate(&pos, Color::White));
        assert!(cannot_mate(&pos, Color::Black));
    }

    /// A king walled in by its own bishops and pawns, the chain locked with a pawn still free to
    /// push into it: no one ever gets through (CHA: neither side wins).
    #[test]
    fn a_king_behind_its_own_bishops_and_a_locked_chain_is_never_reached() {
        let pos = position("8/6k1/8/8/5p1p/4pP1P/4P1B1/5BKB w - - 0 1");
        assert!(cannot_mate(&pos, Color::White));
        assert!(cannot_mate(&pos, Color::Black));
    }

    /// White's king could take a4 only by stepping beside Black's king, whose only move is
    /// a5-a6: Black would be stalemated (CHA's stalemate rule), so the wall never opens. With
    /// a black knight to move instead, the king may step there and take.
    #[test]
    fn a_king_never_steps_beside_a_king_with_no_other_move() {
        let pos = position("8/1p6/1Pp5/k1P5/p1P5/P1K5/3B4/8 w - - 0 1");
        assert!(cannot_mate(&pos, Color::White));
        assert!(cannot_mate(&pos, Color::Black));
        let pos = position("8/1p6/1Pp5/k1P5/p1P5/P1K5/3B4/7n w - - 0 1");
        assert!(!cannot_mate(&pos, Color::White));
    }

    /// The starting position: everything can go everywhere.
    #[test]
    fn the_start_proves_nothing() {
        let pos = Chess::default();
        assert!(!cannot_mate(&pos, Color::White));
        assert!(!cannot_mate(&pos, Color::Black));
    }
}
