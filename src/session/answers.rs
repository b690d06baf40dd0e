//! Answers about the position, in the vocabulary's words: what the blind player's own board
//! would tell their fingers, and (outside tournaments) attacks and legal moves.

use shakmaty::{Bitboard, Color, File, Position, Rank, Square};

use super::{Event, Session, Step};
use crate::notation::{
    ROLES_BY_VALUE, Token, announce, parse_file, parse_rank, parse_role, parse_side, parse_square,
    push_square,
};

impl Session {
    fn square_words(&self, sq: Square) -> Vec<Token> {
        let mut t = Vec::new();
        push_square(&mut t, sq, self.options());
        t
    }

    fn bad_argument(&self, text: &str) -> Step {
        let word = if text.is_empty() {
            "?".to_string()
        } else {
            format!("\"{text}\"")
        };
        Step::answer(self.say("bad_argument", |_| vec![Token::Text(word.clone())]))
    }

    /// Tokens listing pieces as "weißer Springer Gustav eins, …", or the word for none.
    fn piece_list(&self, squares: Bitboard, with_color: bool) -> Vec<Token> {
        let board = self.game.position().board();
        let mut t = Vec::new();
        for role in ROLES_BY_VALUE {
            for sq in squares & board.by_role(role) {
                let Some(piece) = board.piece_at(sq) else {
                    continue;
                };
                if !t.is_empty() {
                    t.push(Token::Pause);
                }
                t.push(if with_color {
                    Token::ColoredPiece(piece, false)
                } else {
                    Token::Piece(piece.role)
                });
                t.extend(self.square_words(sq));
            }
        }
        if t.is_empty() {
            t.push(Token::Text(self.vocab.answer("none").to_string()));
        }
        t
    }

    /// The pieces along a line of squares in board order, each with its file or rank.
    fn scan(
        &self,
        squares: impl Iterator<Item = Square>,
        name: impl Fn(Square) -> Token,
    ) -> Vec<Token> {
        let board = self.game.position().board();
        let mut t = Vec::new();
        for sq in squares {
            let Some(piece) = board.piece_at(sq) else {
                continue;
            };
            if !t.is_empty() {
                t.push(Token::Pause);
            }
            t.push(name(sq));
            t.push(Token::ColoredPiece(piece, false));
        }
        if t.is_empty() {
            t.push(Token::Text(self.vocab.answer("empty").to_string()));
        }
        t
    }

    fn rank_line(&self, rank: Rank) -> Vec<Token> {
        let opts = *self.options();
        let squares = File::ALL
            .into_iter()
            .map(move |f| Square::from_coords(f, rank));
        let pieces = self.scan(squares, |sq| Token::File(sq.file()));
        self.say("rank_line", |slot| match slot {
            "rank" => vec![Token::Rank(opts.orient(rank))],
            _ => pieces.clone(),
        })
    }

    pub(super) fn last_move(&self) -> Vec<Token> {
        let ply = self.game.plies();
        let (Some(last), Some(pos)) = (
            self.game.moves().last(),
            ply.checked_sub(1).and_then(|p| self.game.position_at(p)),
        ) else {
            return self.say("no_move_yet", |_| vec![]);
        };
        let number = move_number(pos.fullmoves().get(), pos.turn());
        let words = announce(pos, last.mv, self.options());
        self.say("last_move", |slot| match slot {
            "number" => vec![Token::Text(number.clone())],
            _ => words.clone(),
        })
    }

    /// The whole board, rank by rank from the far side of the player whose ranks are counted.
    pub(super) fn board_lines(&self) -> Vec<Event> {
        let mut ranks: Vec<Rank> = Rank::ALL.into_iter().rev().collect();
        if self.options().rank_orientation == Color::Black {
            ranks.reverse();
        }
        ranks
            .into_iter()
            .map(|r| Event::Private(self.rank_line(r)))
            .collect()
    }

    pub(super) fn pieces(&self, rest: &str) -> Step {
        let board = self.game.position().board();
        let mut side = None;
        let mut role = None;
        for word in rest.split_whitespace() {
            if let Some(c) = parse_side(word, &self.vocab) {
                side = Some(c);
            } else if let Some(r) = parse_role(word, &self.vocab)
                .or_else(|| self.command_vocabs.iter().find_map(|v| parse_role(word, v)))
            {
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
                let list = self.piece_list(squares, false);
                Event::Private(self.say("side_pieces", |slot| match slot {
                    "side" => vec![Token::Side(c)],
                    _ => list.clone(),
                }))
            })
            .collect();
        Step {
            answers,
            ..Step::default()
        }
    }

    pub(super) fn square(&self, rest: &str) -> Step {
        let Some(sq) = parse_square(rest, &self.vocab, self.options()) else {
            return self.bad_argument(rest);
        };
        let words = self.square_words(sq);
        Step::answer(match self.game.position().board().piece_at(sq) {
            None => self.say("square_empty", |_| words.clone()),
            Some(piece) => self.say("square_piece", |slot| match slot {
                "square" => words.clone(),
                _ => vec![Token::ColoredPiece(piece, true)],
            }),
        })
    }

    pub(super) fn scan_rank(&self, rest: &str) -> Step {
        match parse_rank(rest.trim(), &self.vocab, self.options()) {
            Some(rank) => Step::answer(self.rank_line(rank)),
            None => self.bad_argument(rest),
        }
    }

    pub(super) fn scan_file(&self, rest: &str) -> Step {
        let Some(file) = parse_file(rest.trim(), &self.vocab) else {
            return self.bad_argument(rest);
        };
        let opts = *self.options();
        let squares = Rank::ALL
            .into_iter()
            .map(move |r| Square::from_coords(file, r));
        let pieces = self.scan(squares, |sq| Token::Rank(opts.orient(sq.rank())));
        Step::answer(self.say("file_line", |slot| match slot {
            "file" => vec![Token::File(file)],
            _ => pieces.clone(),
        }))
    }

    /// Every piece of both sides that attacks (or defends) the square.
    pub(super) fn attacks(&self, rest: &str) -> Step {
        if self.setup.tournament {
            return Step::answer(self.say("tournament_forbidden", |_| vec![]));
        }
        let Some(sq) = parse_square(rest, &self.vocab, self.options()) else {
            return self.bad_argument(rest);
        };
        let board = self.game.position().board();
        let occupied = board.occupied();
        let of = |c: Color| self.piece_list(board.attacks_to(sq, c, occupied), false);
        let (white, black) = (of(Color::White), of(Color::Black));
        let words = self.square_words(sq);
        Step::answer(self.say("attacks", |slot| match slot {
            "square" => words.clone(),
            "white" => white.clone(),
            _ => black.clone(),
        }))
    }

    /// The legal moves of the piece on a square, each said in full.
    pub(super) fn legal_moves_of(&self, rest: &str) -> Step {
        if self.setup.tournament {
            return Step::answer(self.say("tournament_forbidden", |_| vec![]));
        }
        let pos = self.game.position();
        let Some(sq) = parse_square(rest, &self.vocab, self.options()) else {
            return self.bad_argument(rest);
        };
        let Some(piece) = pos.board().piece_at(sq) else {
            let words = self.square_words(sq);
            return Step::answer(self.say("square_empty", |_| words.clone()));
        };
        if piece.color != pos.turn() {
            return Step::answer(self.say("not_to_move", |_| vec![Token::Side(piece.color)]));
        }
        let mut list = Vec::new();
        for m in pos.legal_moves().iter().filter(|m| m.from() == Some(sq)) {
            if !list.is_empty() {
                list.push(Token::Pause);
            }
            list.extend(announce(pos, *m, self.options()));
        }
        if list.is_empty() {
            list.push(Token::Text(self.vocab.answer("none").to_string()));
        }
        let words = self.square_words(sq);
        Step::answer(self.say("legal_moves", |slot| match slot {
            "piece" => vec![Token::ColoredPiece(piece, false)],
            "square" => words.clone(),
            _ => list.clone(),
        }))
    }

    /// The score, one line per move number; with a count, only the last moves.
    pub(super) fn move_list(&self, rest: &str) -> Step {
        let count = match rest.trim() {
            "" => None,
            n => match n.parse::<usize>() {
                Ok(n) if n > 0 => Some(n),
                _ => return self.bad_argument(rest),
            },
        };
        let mut lines: Vec<Vec<Token>> = Vec::new();
        for (ply, played) in self.game.moves().iter().enumerate() {
            let Some(pos) = self.game.position_at(ply) else {
                continue;
            };
            let words = announce(pos, played.mv, self.options());
            if pos.turn() == Color::White || lines.is_empty() {
                lines.push(vec![Token::Text(move_number(
                    pos.fullmoves().get(),
                    pos.turn(),
                ))]);
            } else if let Some(line) = lines.last_mut() {
                line.push(Token::Pause);
            }
            if let Some(line) = lines.last_mut() {
                line.extend(words);
            }
        }
        if lines.is_empty() {
            return Step::answer(self.say("no_move_yet", |_| vec![]));
        }
        let skip = count.map_or(0, |n| lines.len().saturating_sub(n));
        Step {
            answers: lines.into_iter().skip(skip).map(Event::Private).collect(),
            ..Step::default()
        }
    }
}

/// "12." before White's move, "12. …" before Black's.
pub fn move_number(fullmove: u32, turn: Color) -> String {
    match turn {
        Color::White => format!("{fullmove}."),
        Color::Black => format!("{fullmove}. …"),
    }
}
