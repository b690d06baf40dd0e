//! Turning a move into the words FIDE recommends (Appendix D.2.1) in the order of
//! announcements.md: piece, origin when needed, "schlägt", destination, promotion piece,
//! en passant, check or mate.

use shakmaty::{CastlingSide, Chess, Move, Position, Square, san::San};

use super::options::{AnnounceOptions, Origin};
use crate::message::Token;

/// The words of a legal move played from `pos`. The caller guarantees legality: the move comes
/// from the parser or the game history.
pub fn announce(pos: &Chess, m: Move, opts: &AnnounceOptions) -> Vec<Token> {
    let mut tokens = Vec::with_capacity(8);
    match m {
        Move::Castle { .. } => {
            tokens.push(match m.castling_side() {
                Some(CastlingSide::QueenSide) => Token::CastleLong,
                _ => Token::CastleShort,
            });
        }
        _ => {
            let role = m.role();
            if role != shakmaty::Role::Pawn || opts.pawn_name {
                tokens.push(Token::Piece(role));
            }
            let from = m.from();
            match (opts.origin, San::from_move(pos, m)) {
                (Origin::Always, _) => {
                    if let Some(from) = from {
                        push_square(&mut tokens, from, opts);
                    }
                }
                (Origin::Ambiguous, San::Normal { file, rank, .. }) => {
                    if let Some(file) = file {
                        tokens.push(Token::File(file));
                    }
                    if let Some(rank) = rank {
                        tokens.push(Token::Rank(opts.orient(rank)));
                    }
                }
                (Origin::Ambiguous, _) => {}
            }
            if let Some(captured) = m.capture() {
                tokens.push(Token::Takes);
                if opts.captured_piece {
                    tokens.push(Token::Piece(captured));
                }
            }
            push_square(&mut tokens, m.to(), opts);
            if let Some(promoted) = m.promotion() {
                tokens.push(Token::Pause);
                tokens.push(Token::Piece(promoted));
            }
            if m.is_en_passant() {
                tokens.push(Token::EnPassant);
            }
        }
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_checkmate() {
        tokens.extend([Token::Pause, Token::Checkmate]);
    } else if after.is_check() {
        tokens.extend([Token::Pause, Token::Check]);
    } else if after.is_stalemate() {
        tokens.extend([Token::Pause, Token::Stalemate]);
    }
    tokens
}

/// A square as two words, the rank turned for the orientation in force.
pub fn push_square(tokens: &mut Vec<Token>, sq: Square, opts: &AnnounceOptions) {
    tokens.push(Token::File(sq.file()));
    tokens.push(Token::Rank(opts.orient(sq.rank())));
}
