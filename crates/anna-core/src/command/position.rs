//! Answers about the position, in the vocabulary's words: what the blind player's own board
//! would tell their fingers, and (outside tournaments) attacks and legal moves.

use shakmaty::{Bitboard, Color, File, Position, Rank, Role, Square};

use super::{Intent, Reader};
use crate::message::{Arg, Message, Token};
use crate::notation::{
    ROLES_BY_VALUE, announce, parse_file, parse_rank, parse_role, parse_square, push_square,
};
use crate::output::Event;
use crate::session::move_number;

impl Reader<'_> {
    pub(super) fn square_words(&self, sq: Square) -> Vec<Token> {
        let mut t = Vec::new();
        push_square(&mut t, sq, self.s.options());
        t
    }

    pub(super) fn bad_argument(&self, text: &str) -> Intent {
        Intent::answer(bad_argument(text))
    }

    /// The pieces on these squares, "weißer Springer Gustav eins, …", or the word for none.
    pub(super) fn piece_list(&self, squares: Bitboard, with_color: bool) -> Arg {
        let board = self.s.game().position().board();
        let mut items = Vec::new();
        for role in ROLES_BY_VALUE {
            for sq in squares & board.by_role(role) {
                let Some(piece) = board.piece_at(sq) else {
                    continue;
                };
                let piece_arg = if with_color {
                    Arg::Piece(piece, false)
                } else {
                    Arg::Words(vec![Token::Piece(piece.role)])
                };
                items.push(
                    Message::new("piece-on-square")
                        .with("piece", piece_arg)
                        .with("square", self.square_words(sq))
                        .into(),
                );
            }
        }
        if items.is_empty() {
            return Message::new("nothing").into();
        }
        Arg::Series(items)
    }

    /// The pieces along a line of squares in board order, each with its file or rank.
    pub(super) fn scan(
        &self,
        squares: impl Iterator<Item = Square>,
        name: impl Fn(Square) -> Vec<Token>,
    ) -> Arg {
        let board = self.s.game().position().board();
        let items: Vec<Arg> = squares
            .filter_map(|sq| {
                let piece = board.piece_at(sq)?;
                Some(
                    Message::new("square-with-piece")
                        .with("square", name(sq))
                        .with("piece", Arg::Piece(piece, false))
                        .into(),
                )
            })
            .collect();
        if items.is_empty() {
            return Message::new("empty").into();
        }
        Arg::Series(items)
    }

    pub(super) fn rank_line(&self, rank: Rank) -> Message {
        let opts = *self.s.options();
        let squares = File::ALL
            .into_iter()
            .map(move |f| Square::from_coords(f, rank));
        let pieces = self.scan(squares, |sq| vec![Token::File(sq.file())]);
        Message::new("rank-line")
            .with("rank", Token::Rank(opts.orient(rank)))
            .with("pieces", pieces)
    }

    pub(super) fn last_move(&self) -> Message {
        let ply = self.s.game().plies();
        let (Some(last), Some(pos)) = (
            self.s.game().moves().last(),
            ply.checked_sub(1)
                .and_then(|p| self.s.game().position_at(p)),
        ) else {
            return Message::new("no-move-yet");
        };
        let said = Message::new("last-move")
            .with("number", move_number(pos.fullmoves().get(), pos.turn()))
            .with("move", announce(pos, last.mv, self.s.options()));
        // What the move took is said whether or not the moves name it (`--captured-piece`).
        match last.mv.capture() {
            Some(role) => Message::new("last-move-captured").with("move", said).with(
                "piece",
                Arg::Piece(
                    shakmaty::Piece {
                        color: !pos.turn(),
                        role,
                    },
                    false,
                ),
            ),
            None => said,
        }
    }

    /// The whole board, rank by rank from the far side of the player whose ranks are counted.
    pub(super) fn board_lines(&self) -> Vec<Event> {
        let mut ranks: Vec<Rank> = Rank::ALL.into_iter().rev().collect();
        if self.s.options().rank_orientation == Color::Black {
            ranks.reverse();
        }
        ranks
            .into_iter()
            .map(|r| Event::Private(self.rank_line(r)))
            .collect()
    }

    pub(super) fn pieces(&self, rest: &str) -> Intent {
        let board = self.s.game().position().board();
        let mut side = None;
        let mut role = None;
        for word in rest.split_whitespace() {
            if let Some(c) = self.named_side(word) {
                side = Some(c);
            } else if let Some(r) = parse_role(word, self.s.vocab()).or_else(|| {
                ["de", "en"]
                    .iter()
                    .filter_map(|c| crate::notation::Vocabulary::builtin(c))
                    .find_map(|v| parse_role(word, &v))
            }) {
                role = Some(r);
            } else {
                return self.bad_argument(word);
            }
        }
        let sides: Vec<Color> = match side {
            Some(c) => vec![c],
            None => vec![Color::White, Color::Black],
        };
        let answers = sides
            .into_iter()
            .map(|c| {
                let mut squares = board.by_color(c);
                if let Some(r) = role {
                    squares &= board.by_role(r);
                }
                Event::Private(
                    Message::new("side-pieces")
                        .with("side", c)
                        .with("pieces", self.piece_list(squares, false)),
                )
            })
            .collect();
        Intent::Answer(answers)
    }

    pub(super) fn square(&self, rest: &str) -> Intent {
        let Some(sq) = parse_square(rest, self.s.vocab(), self.s.options()) else {
            return self.bad_argument(rest);
        };
        let words = self.square_words(sq);
        Intent::answer(match self.s.game().position().board().piece_at(sq) {
            None => Message::new("square-empty").with("square", words),
            Some(piece) => Message::new("square-piece")
                .with("square", words)
                .with("piece", Arg::Piece(piece, true)),
        })
    }

    pub(super) fn scan_rank(&self, rest: &str) -> Intent {
        match parse_rank(rest.trim(), self.s.vocab(), self.s.options()) {
            Some(rank) => Intent::answer(self.rank_line(rank)),
            None => self.bad_argument(rest),
        }
    }

    pub(super) fn scan_file(&self, rest: &str) -> Intent {
        let Some(file) = parse_file(rest.trim(), self.s.vocab()) else {
            return self.bad_argument(rest);
        };
        let squares = Rank::ALL
            .into_iter()
            .map(move |r| Square::from_coords(file, r));
        // The whole square, not the rank alone: "eins weißer König" would sound like a count.
        let pieces = self.scan(squares, |sq| self.square_words(sq));
        Intent::answer(
            Message::new("file-line")
                .with("file", Token::File(file))
                .with("pieces", pieces),
        )
    }

    /// Every piece of both sides that attacks (or defends) the square.
    pub(super) fn attacks(&self, rest: &str) -> Intent {
        if self.s.kind().is_tournament() {
            return Intent::answer(Message::new("tournament-forbidden"));
        }
        let Some(sq) = parse_square(rest, self.s.vocab(), self.s.options()) else {
            return self.bad_argument(rest);
        };
        self.attacks_on(sq)
    }

    /// Every piece of both sides that attacks (or defends) `sq`.
    pub(super) fn attacks_on(&self, sq: Square) -> Intent {
        let board = self.s.game().position().board();
        let occupied = board.occupied();
        let of = |c: Color| self.piece_list(board.attacks_to(sq, c, occupied), false);
        let (white, black) = (of(Color::White), of(Color::Black));
        Intent::answer(
            Message::new("attacks")
                .with("square", self.square_words(sq))
                .with("white", white)
                .with("black", black),
        )
    }

    /// The legal moves of the piece on a square, each said in full.
    pub(super) fn legal_moves_of(&self, rest: &str) -> Intent {
        // `moves` alone is most likely the move list asked for (`list`).
        if rest.trim().is_empty() {
            return Intent::answer(Message::new("moves-needs-square"));
        }
        if self.s.kind().is_tournament() {
            return Intent::answer(Message::new("tournament-forbidden"));
        }
        let Some(sq) = parse_square(rest, self.s.vocab(), self.s.options()) else {
            return self.bad_argument(rest);
        };
        self.legal_moves_at(sq)
    }

    /// The legal moves of the piece on `sq`, each said in full.
    pub(super) fn legal_moves_at(&self, sq: Square) -> Intent {
        let pos = self.s.game().position();
        if let Some(piece) = pos.board().piece_at(sq)
            && piece.color != pos.turn()
        {
            return Intent::answer(Message::new("not-to-move").with("side", piece.color));
        }
        self.moves_in(pos, sq)
    }

    /// The legal moves of the piece on `sq` in `pos` (where its side is to move).
    pub(super) fn moves_in(&self, pos: &shakmaty::Chess, sq: Square) -> Intent {
        let Some(piece) = pos.board().piece_at(sq) else {
            return Intent::answer(
                Message::new("square-empty").with("square", self.square_words(sq)),
            );
        };
        let list: Vec<Arg> = pos
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(sq))
            .map(|m| Arg::Words(announce(pos, *m, self.s.options())))
            .collect();
        let list = if list.is_empty() {
            Message::new("nothing").into()
        } else {
            Arg::Series(list)
        };
        Intent::answer(
            Message::new("legal-moves")
                .with("piece", Arg::Piece(piece, false))
                .with("square", self.square_words(sq))
                .with("moves", list),
        )
    }

    /// The score, one line per move number; with a count, only the last moves.
    pub(super) fn move_list(&self, rest: &str) -> Intent {
        let count = match rest.trim() {
            "" => None,
            n => match n.parse::<usize>() {
                Ok(n) if n > 0 => Some(n),
                _ => return self.bad_argument(rest),
            },
        };
        // One line per move number: its number, then White's and Black's moves.
        let mut lines: Vec<(Message, Vec<Arg>)> = Vec::new();
        for (ply, played) in self.s.game().moves().iter().enumerate() {
            let Some(pos) = self.s.game().position_at(ply) else {
                continue;
            };
            let words = Arg::Words(announce(pos, played.mv, self.s.options()));
            match lines.last_mut() {
                Some((_, moves)) if pos.turn() == Color::Black => moves.push(words),
                _ => lines.push((move_number(pos.fullmoves().get(), pos.turn()), vec![words])),
            }
        }
        if lines.is_empty() {
            return Intent::answer(Message::new("no-move-yet"));
        }
        let skip = count.map_or(0, |n| lines.len().saturating_sub(n));
        Intent::Answer(
            lines
                .into_iter()
                .skip(skip)
                .map(|(number, moves)| {
                    Event::Private(
                        Message::new("move-line")
                            .with("number", number)
                            .with("moves", Arg::Series(moves)),
                    )
                })
                .collect(),
        )
    }

    /// `material`: each side's pieces by kind (the kings left out) and the balance in pawns
    /// (queen 9, rook 5, bishop and knight 3, pawn 1).
    pub(super) fn material(&self) -> Message {
        let board = self.s.game().position().board();
        let kinds = [
            (Role::Queen, 9),
            (Role::Rook, 5),
            (Role::Bishop, 3),
            (Role::Knight, 3),
            (Role::Pawn, 1),
        ];
        let side = |color: Color| {
            let count = |role: Role| (board.by_color(color) & board.by_role(role)).count() as u64;
            let points: u64 = kinds.iter().map(|(role, value)| value * count(*role)).sum();
            let none = Message::new("material-king-only").into();
            (
                pieces_by_kind(kinds.map(|(role, _)| role), count, none),
                points as i64,
            )
        };
        let ((white, w), (black, b)) = (side(Color::White), side(Color::Black));
        Message::new("material")
            .with("white_side", Color::White)
            .with("white", white)
            .with("black_side", Color::Black)
            .with("black", black)
            .with("diff", (w - b).abs())
            .with("leader", if w >= b { Color::White } else { Color::Black })
    }
}

/// "zwei Bauern, ein Springer": the pieces of `roles` that `count` counts, each kind once with
/// its number, in that order; `none` when there are none.
pub(super) fn pieces_by_kind(
    roles: impl IntoIterator<Item = Role>,
    count: impl Fn(Role) -> u64,
    none: Arg,
) -> Arg {
    let pieces: Vec<Arg> = roles
        .into_iter()
        .filter_map(|role| {
            let n = count(role);
            (n > 0).then(|| {
                Message::new("material-piece")
                    .with("role", Arg::Key(crate::lang::role_key(role)))
                    .with("n", n)
                    .with("words", Arg::Spelled(n))
                    .into()
            })
        })
        .collect();
    if pieces.is_empty() {
        none
    } else {
        Arg::Series(pieces)
    }
}

/// The answer to an argument a command cannot take: the word quoted, or that one is missing.
pub fn bad_argument(text: &str) -> Message {
    if text.trim().is_empty() {
        return Message::new("bad-argument-none");
    }
    Message::new("bad-argument").with(
        "word",
        Message::new("quoted").with("word", Arg::Text(text.trim().to_string())),
    )
}
