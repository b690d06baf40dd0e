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

use shakmaty::attacks::king_attacks;
use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Position, Role, Square};

use super::system::{Piece, System, forward, step};

/// Whether the system proves that `winner` can never mate.
pub fn cannot_mate(pos: &Chess, winner: Color) -> bool {
    if pos.ep_square(EnPassantMode::Legal).is_some() {
        return false;
    }
    let system = system_of(pos);
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
/// The system with the stalemate rule where the rule holds, else without it.
fn system_of(pos: &Chess) -> System {
    let system = System::grown(pos, true);
    if super::stalemate::holds(&system) {
        system
    } else {
        System::grown(pos, false)
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
