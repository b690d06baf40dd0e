//! Reasoning without walking: a locked pawn wall, the squares each piece can ever reach
//! behind it, and the colours of the bishops (the static part of CHA's method). Every
//! conclusion here is a proof: "cannot" is only said where no series of legal moves can.
//!
//! The pawns are locked when each stands on a pawn and none can ever capture: no enemy piece
//! can reach a square a pawn attacks, and no piece can reach an enemy pawn. Then the pawns
//! never move, and each piece stays in the squares it floods to through the wall (a king also
//! never on a square an enemy pawn attacks). The loser's king stays in its region; a mate needs
//! a check there. If no winner's piece can ever attack a square of that region, there is none.
//! If only bishops of one colour can, every such square has neighbours of the other colour in
//! the region; unless the winner's king can come next to them, the loser must shut each of them
//! with a piece of his own, and where he has too few pieces that can reach them, no mate.

use shakmaty::attacks::{king_attacks, knight_attacks, pawn_attacks};
use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Position, Role, Square};

/// Whether the pawn wall proves that `winner` can never mate.
pub fn cannot_mate(pos: &Chess, winner: Color) -> bool {
    let Some(wall) = Wall::of(pos) else {
        return false;
    };
    let board = pos.board();
    let loser = !winner;
    let Some(region) = board.king_of(loser).map(|k| wall.king_region(k, loser)) else {
        return false;
    };
    let checkers: Vec<(Square, Role, Bitboard)> =
        (board.by_color(winner) & !board.kings() & !board.pawns())
            .into_iter()
            .filter_map(|sq| {
                let role = board.role_at(sq)?;
                Some((sq, role, wall.attacks(role, wall.flood(role, sq))))
            })
            .collect();
    let reach = checkers
        .iter()
        .fold(Bitboard::EMPTY, |all, (_, _, attacks)| all | *attacks);
    let mating = region & reach;
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
    if checkers.iter().any(|(_, role, _)| *role != Role::Bishop) || (mating & !colour).any() {
        return false;
    }
    let guarded = board.king_of(winner).map_or(Bitboard::EMPTY, |k| {
        wall.attacks(Role::King, wall.king_region(k, winner))
    });
    let blockers: Vec<Bitboard> = (board.by_color(loser) & !board.kings() & !board.pawns())
        .into_iter()
        .filter_map(|sq| Some(wall.flood(board.role_at(sq)?, sq)))
        .collect();
    mating.into_iter().all(|sq| {
        let open = king_attacks(sq) & region & !colour;
        if (open & guarded).any() {
            return false;
        }
        let unreachable = open
            .into_iter()
            .any(|e| !blockers.iter().any(|reach| reach.contains(e)));
        let helpers = blockers
            .iter()
            .filter(|reach| (**reach & open).any())
            .count();
        unreachable || helpers < open.count()
    })
}

/// A wall of pawns that never move.
struct Wall {
    pawns: Bitboard,
    /// The squares attacked by each side's pawns.
    attacked: [Bitboard; 2],
}

impl Wall {
    /// The wall, if every pawn is locked for good.
    fn of(pos: &Chess) -> Option<Wall> {
        let board = pos.board();
        let pawns = board.pawns();
        if pawns.is_empty() || pos.ep_square(EnPassantMode::Legal).is_some() {
            return None;
        }
        let stuck = pawns.into_iter().all(|sq| {
            let color = board.color_at(sq).unwrap_or(Color::White);
            let ahead = sq.offset(if color.is_white() { 8 } else { -8 });
            ahead.is_some_and(|a| pawns.contains(a))
        });
        if !stuck {
            return None;
        }
        let attacks_of = |color: Color| {
            (pawns & board.by_color(color))
                .into_iter()
                .fold(Bitboard::EMPTY, |all, sq| all | pawn_attacks(color, sq))
        };
        let wall = Wall {
            pawns,
            attacked: [attacks_of(Color::Black), attacks_of(Color::White)],
        };
        // No piece may ever stand where a pawn could take it, nor take a pawn itself.
        for sq in board.occupied() & !pawns {
            let (Some(color), Some(role)) = (board.color_at(sq), board.role_at(sq)) else {
                return None;
            };
            let enemy_pawns = pawns & board.by_color(!color);
            let (reach, takes) = if role == Role::King {
                let region = wall.king_region(sq, color);
                // A pawn guarded by a pawn of its own is never taken by a king.
                let guarded = wall.by_pawns_of(!color);
                (
                    region,
                    wall.attacks(Role::King, region) & enemy_pawns & !guarded,
                )
            } else {
                let reach = wall.flood(role, sq);
                let exposed = reach & wall.by_pawns_of(!color);
                (exposed, wall.attacks(role, reach) & enemy_pawns)
            };
            if role != Role::King && reach.any() || takes.any() {
                return None;
            }
        }
        Some(wall)
    }

    fn by_pawns_of(&self, color: Color) -> Bitboard {
        match color {
            Color::Black => self.attacked[0],
            Color::White => self.attacked[1],
        }
    }

    /// The squares a king of `color` can ever stand on: through the wall's gaps, never on a
    /// square an enemy pawn attacks.
    fn king_region(&self, from: Square, color: Color) -> Bitboard {
        let closed = self.pawns | self.by_pawns_of(!color);
        let mut region = Bitboard::from_square(from);
        loop {
            let grown = region
                | region.into_iter().fold(Bitboard::EMPTY, |all, sq| {
                    all | (king_attacks(sq) & !closed)
                });
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The squares a piece can ever stand on, moving through every square but a pawn's.
    fn flood(&self, role: Role, from: Square) -> Bitboard {
        let mut reach = Bitboard::from_square(from);
        loop {
            let grown = reach | (self.attacks(role, reach) & !self.pawns);
            if grown == reach {
                return reach;
            }
            reach = grown;
        }
    }

    /// Every square a piece standing anywhere in `from` attacks, one step at a time (a slider's
    /// longer attacks pass over squares it can stand on, so its flood covers them).
    fn attacks(&self, role: Role, from: Bitboard) -> Bitboard {
        from.into_iter().fold(Bitboard::EMPTY, |all, sq| {
            all | match role {
                Role::King => king_attacks(sq),
                Role::Knight => knight_attacks(sq),
                Role::Bishop => king_attacks(sq) & !orthogonal(sq),
                Role::Rook => orthogonal(sq),
                Role::Queen => king_attacks(sq),
                Role::Pawn => Bitboard::EMPTY,
            }
        })
    }
}

/// The squares next to `sq` along a rank or a file.
fn orthogonal(sq: Square) -> Bitboard {
    king_attacks(sq) & (Bitboard::from_rank(sq.rank()) | Bitboard::from_file(sq.file()))
}
