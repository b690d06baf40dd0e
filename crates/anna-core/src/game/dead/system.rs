//! The system of facts the semi-static reasoning grows to its fixed point (`semistatic`): each
//! piece and the squares it can ever stand on. Below both its readers, the proof that no mate is
//! possible (`semistatic`) and the stalemate rule it may assume (`stalemate`).

use shakmaty::attacks::{knight_attacks, pawn_attacks};
use shakmaty::{Bitboard, ByColor, Chess, Color, File, Position, Role, Square};

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
    pub(super) fn attacks(&self) -> Bitboard {
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
    pub(super) fn grown(pos: &Chess, stalemate_rule: bool) -> System {
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
pub(super) fn forward(color: Color, squares: Bitboard) -> Bitboard {
    match color {
        Color::White => squares.shift(8),
        Color::Black => squares.shift(-8),
    }
}

/// Every square a piece standing anywhere in `from` reaches in one step (a slider's longer
/// moves pass over squares it can stand on, so its flood covers them).
pub(super) fn step(role: Role, from: Bitboard) -> Bitboard {
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
