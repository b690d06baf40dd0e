//! The board explored square by square, as the fingers go over a peg board: a cursor that keys
//! move (a square at a time, or to the next piece), each square said as "Felix drei, weißer
//! Springer"; on a square, what its piece can do and what attacks and defends it; and the
//! pieces each side has lost (`geschlagen`).

use shakmaty::{Color, File, Position, Rank, Role, Square};

use super::{Conversation, Intent, Reader};
use crate::message::{Arg, Message};
use crate::notation::ROLES_BY_VALUE;
use crate::session::Session;

/// A key of the board cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Explore {
    /// One square towards the a-file, the h-file, the far or the near side, as the blind
    /// player's board lies (the ranks counted from his side).
    Left,
    Right,
    Up,
    Down,
    /// The next or the previous piece in reading order (rank by rank from the far side), of
    /// one kind if given.
    Next(Option<Role>),
    Previous(Option<Role>),
    /// What the piece on the cursor's square can do, and what attacks and defends the square.
    Details,
}

impl Conversation {
    /// A key of the board cursor: the square it is on afterwards, said; the first key only puts
    /// the cursor on the last move's square (or the king of the side to move) and says it.
    pub fn explore(&mut self, session: &Session, key: Explore) -> Intent {
        let reader = Reader {
            s: session,
            talk: self,
        };
        let Some(at) = reader.talk.cursor else {
            let start = reader.cursor_start();
            reader.talk.cursor = Some(start);
            return Intent::answer(reader.square_said(start));
        };
        let order = reader.reading_order();
        let moved = match key {
            Explore::Details => return reader.square_details(at),
            Explore::Left | Explore::Right | Explore::Up | Explore::Down => reader.step(at, key),
            Explore::Next(role) => reader.next_piece(order.iter().copied(), at, role),
            Explore::Previous(role) => reader.next_piece(order.iter().rev().copied(), at, role),
        };
        match moved {
            Some(to) => {
                reader.talk.cursor = Some(to);
                Intent::answer(reader.square_said(to))
            }
            None if matches!(key, Explore::Next(_) | Explore::Previous(_)) => {
                Intent::answer(Message::new("cursor-no-piece"))
            }
            None => {
                Intent::answer(Message::new("cursor-edge").with("said", reader.square_said(at)))
            }
        }
    }
}

impl Reader<'_> {
    /// Where the cursor starts: the last move's square (for castling the king's, not the
    /// rook's empty square), else the king of the side to move.
    fn cursor_start(&self) -> Square {
        let game = self.s.game();
        if let Some(played) = game.moves().last() {
            return match (played.mv, played.mv.castling_side()) {
                (shakmaty::Move::Castle { king, .. }, Some(side)) => {
                    Square::from_coords(side.king_to_file(), king.rank())
                }
                (m, _) => m.to(),
            };
        }
        let pos = game.position();
        pos.board().king_of(pos.turn()).unwrap_or(Square::E1)
    }

    /// The squares rank by rank from the far side of the player whose ranks are counted, each
    /// rank from his left.
    fn reading_order(&self) -> Vec<Square> {
        let from_white = self.s.options().rank_orientation == Color::White;
        let mut ranks: Vec<Rank> = Rank::ALL.into_iter().rev().collect();
        let mut files: Vec<File> = File::ALL.to_vec();
        if !from_white {
            ranks.reverse();
            files.reverse();
        }
        ranks
            .into_iter()
            .flat_map(|r| files.iter().map(move |f| Square::from_coords(*f, r)))
            .collect()
    }

    fn step(&self, at: Square, key: Explore) -> Option<Square> {
        let sign = if self.s.options().rank_orientation == Color::White {
            1
        } else {
            -1
        };
        let (df, dr) = match key {
            Explore::Left => (-sign, 0),
            Explore::Right => (sign, 0),
            Explore::Up => (0, sign),
            _ => (0, -sign),
        };
        at.offset(df + 8 * dr)
            .filter(|to| to.distance(at) == 1 && (to.file() == at.file() || to.rank() == at.rank()))
    }

    /// The first square after `at` in `order` with a piece (of kind `role`), round the board.
    fn next_piece(
        &self,
        order: impl Iterator<Item = Square> + Clone,
        at: Square,
        role: Option<Role>,
    ) -> Option<Square> {
        let board = self.s.game().position().board();
        let after = order.clone().skip_while(|sq| *sq != at).skip(1);
        after.chain(order).filter(|sq| *sq != at).find(|sq| {
            board
                .piece_at(*sq)
                .is_some_and(|p| role.is_none_or(|r| p.role == r))
        })
    }

    /// "Felix drei, weißer Springer" or "Felix drei, leer".
    fn square_said(&self, sq: Square) -> Message {
        let square = self.square_words(sq);
        match self.s.game().position().board().piece_at(sq) {
            Some(piece) => Message::new("cursor-square")
                .with("square", square)
                .with("piece", Arg::Piece(piece, false)),
            None => Message::new("cursor-empty").with("square", square),
        }
    }

    /// The moves of the piece on the square (the other side's as if it were to move) and what
    /// attacks and defends it; outside tournament games, as `züge` and `angriffe` say them.
    fn square_details(&self, sq: Square) -> Intent {
        if self.s.kind().is_tournament() {
            return Intent::answer(Message::new("tournament-forbidden"));
        }
        let mut answers = Vec::new();
        let pos = self.s.game().position();
        match pos.board().piece_at(sq) {
            // The other side's piece: where it could go were it its move (what it threatens).
            Some(piece) if piece.color != pos.turn() => {
                let moves = match pos.clone().swap_turn() {
                    Ok(swapped) => self.moves_in(&swapped, sq),
                    Err(_) => self.legal_moves_at(sq),
                };
                answers.extend(moves.answers().iter().cloned());
            }
            Some(_) => answers.extend(self.legal_moves_at(sq).answers().iter().cloned()),
            None => answers.push(crate::output::Event::Private(self.square_said(sq))),
        }
        answers.extend(self.attacks_on(sq).answers().iter().cloned());
        Intent::Answer(answers)
    }

    /// `geschlagen`: the pieces each side has lost, by kind.
    pub(super) fn captured(&self) -> Intent {
        let game = self.s.game();
        let mut lost = [[0u32; 6]; 2];
        for (ply, played) in game.moves().iter().enumerate() {
            let Some(pos) = game.position_at(ply) else {
                continue;
            };
            if let Some(role) = played.mv.capture() {
                let loser = !pos.turn();
                lost[loser as usize][role as usize - 1] += 1;
            }
        }
        let answers = [Color::White, Color::Black]
            .into_iter()
            .map(|side| {
                let count = |role: Role| u64::from(lost[side as usize][role as usize - 1]);
                let none = Message::new("nothing").into();
                let pieces = super::position::pieces_by_kind(ROLES_BY_VALUE, count, none);
                crate::output::Event::Private(
                    Message::new("captured-side")
                        .with("side", side)
                        .with("pieces", pieces),
                )
            })
            .collect();
        Intent::Answer(answers)
    }
}
