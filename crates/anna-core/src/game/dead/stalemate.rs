//! The stalemate rule of the Chess Unwinnability Analyzer (CHA, Miguel Ambrona): where one side
//! has at most one move it can ever make (its king stepping between two squares, or one piece
//! going back and forth), the other king never steps beside those squares, because the moment
//! it does, the side to move has no legal move and is stalemated: the game is over, drawn
//! (5.2.1), before any mate. So a king that could take a pawn only by walking into such a
//! square never takes it, and the wall it would open stays shut.
//!
//! The rule is a proof only where the king's step cannot give check instead: a bishop, rook or
//! queen behind the king, on the line from the square it leaves to the enemy king, would give a
//! discovered check, and check with no move is mate. `holds` looks for that line; where one
//! can exist, the reasoning is done again without the rule.

use shakmaty::attacks::{between, king_attacks, ray};
use shakmaty::{Bitboard, Color, Role, Square};

use super::system::System;

/// Whether the rule, as the grown system applied it, proves what it claims: no king step into
/// a square it was kept from can uncover a check on the enemy king.
pub(super) fn holds(system: &System) -> bool {
    [Color::White, Color::Black].into_iter().all(|color| {
        let beside_enemy = system
            .king(!color)
            .map_or(Bitboard::EMPTY, |k| step_around(k.reach));
        system.kept_out[color].is_empty()
            || system.movements(!color) > 1
            || system.kept_out[color].is_subset(beside_enemy)
                && !stuck_beside(system, color)
                && !discovers_check(system, color)
    })
}

/// Whether `color`'s king, never leaving its square by the system, could step only into a
/// square it was kept from: its square would then be emptied, which the system did not count
/// on (a pawn could push into it), so the rule proves nothing.
fn stuck_beside(system: &System, color: Color) -> bool {
    system.king(color).is_some_and(|k| {
        k.reach == Bitboard::from_square(k.from)
            && (king_attacks(k.from) & system.kept_out[color]).any()
    })
}

/// The squares beside any of these.
fn step_around(squares: Bitboard) -> Bitboard {
    squares
        .into_iter()
        .fold(Bitboard::EMPTY, |all, sq| all | king_attacks(sq))
}

/// Whether `color`'s king could step from a square it can stand on into a square it was kept
/// from and so open a line for a piece of its own onto the enemy king.
fn discovers_check(system: &System, color: Color) -> bool {
    let (Some(king), Some(enemy)) = (system.king(color), system.king(!color)) else {
        return false;
    };
    system.kept_out[color].into_iter().any(|to| {
        enemy
            .reach
            .into_iter()
            .filter(|&target| !king_attacks(target).contains(to) && target != to)
            .any(|target| {
                (king_attacks(to) & king.reach)
                    .into_iter()
                    .filter(|&from| from != target && !king_attacks(target).contains(from))
                    .any(|from| line_opens(system, color, target, from))
            })
    })
}

/// Whether a piece of `color` able to give check along the line from `target` through `from`
/// can stand beyond `from` on it.
fn line_opens(system: &System, color: Color, target: Square, from: Square) -> bool {
    let line = ray(target, from);
    if line.is_empty() {
        return false;
    }
    let diagonal = target.file() != from.file() && target.rank() != from.rank();
    let fixed = system.fixed_pieces();
    if (between(target, from) & fixed).any() {
        return false;
    }
    // The squares beyond `from`, up to the first piece that never leaves its square.
    let beyond = line
        .into_iter()
        .filter(|&sq| between(target, sq).contains(from) && (between(from, sq) & fixed).is_empty())
        .fold(Bitboard::EMPTY, |all, sq| all.with(sq));
    system.pieces.iter().any(|p| {
        p.color == color
            && (p.promotes()
                || match p.role {
                    Role::Queen => true,
                    Role::Bishop => diagonal,
                    Role::Rook => !diagonal,
                    _ => false,
                })
            && (p.reach & beyond).any()
    })
}
