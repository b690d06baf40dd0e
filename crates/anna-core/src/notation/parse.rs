//! One parser for every way a move can be typed or said: SAN (English and German letters, FIDE's
//! short forms), long algebraic, UCI and the vocabulary's spoken words.
//!
//! Input becomes symbols (the lexer), symbols become a description of a move (piece, origin,
//! capture, destination, promotion), and the description is matched against the legal moves.
//! When it does not match exactly one, the position is used once more to say why.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, File, Move, MoveList, Piece, Position, Rank, Role,
    Square, attacks,
};

use super::error::{ParseError, ParseErrorKind};
use super::lexer::{Casing, LexError, Lexeme, lex};
use super::options::AnnounceOptions;
use super::vocab::Vocabulary;
use super::vocab::Word;

/// The most readings of one input the relaxed pass will try.
const MAX_READINGS: usize = 512;

/// The one legal move that `text` names in `pos`, or the reason in the vocabulary's words.
pub fn parse_move(
    text: &str,
    pos: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<Move, ParseError> {
    // Caps lock: input without a single lower-case letter ("D2D4", "DXE5") is read as if typed
    // in lower case; the capital-letter rule (a capital names a piece) is for mixed case only.
    let caps_lock = text.chars().any(char::is_uppercase) && !text.chars().any(char::is_lowercase);
    let read = if caps_lock {
        std::borrow::Cow::Owned(text.to_lowercase())
    } else {
        std::borrow::Cow::Borrowed(text)
    };
    // «قلعه» alone asks which castling, as «روشاده» does, though it is the rook in a move.
    let read = match vocab.castles_alone(&read) {
        Some(castle) => std::borrow::Cow::Owned(castle.to_string()),
        None => read,
    };
    parse_kind(&read, pos, vocab, opts)
        .or_else(|kind| in_conversation_words(kind, &read, pos, vocab, opts))
        .map_err(|kind| {
            // Name the input as typed, not as it was cut up.
            let kind = match kind {
                ParseErrorKind::NoDestination(_) => {
                    ParseErrorKind::NoDestination(text.trim().into())
                }
                other => other,
            };
            ParseError::new(kind, pos, opts)
        })
}

/// A line the move words cannot read, read with the conversation's own move words
/// ([`Vocabulary::reading_also`]): taken where exactly one move fits, else the first refusal.
/// A line the move words read but the position refuses is not read again.
fn in_conversation_words(
    kind: ParseErrorKind,
    text: &str,
    pos: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<Move, ParseErrorKind> {
    if !matches!(
        kind,
        ParseErrorKind::UnknownWord(_)
            | ParseErrorKind::UnexpectedWord(_)
            | ParseErrorKind::NoDestination(_)
    ) {
        return Err(kind);
    }
    let mut found: Vec<Move> = Vec::new();
    // A word unknown here that those words read as a move the position refuses: that refusal
    // ("Läufer nach Cesar vier ist nicht möglich" for "Bishop c4") says more.
    let mut refused = None;
    for other in vocab.conversation() {
        match parse_kind(text, pos, other, opts) {
            Ok(m) if !found.contains(&m) => found.push(m),
            Ok(_) => {}
            Err(
                ParseErrorKind::UnknownWord(_)
                | ParseErrorKind::UnexpectedWord(_)
                | ParseErrorKind::NoDestination(_),
            ) => {}
            Err(e) => refused = refused.or(Some(e)),
        }
    }
    match (found.as_slice(), refused) {
        ([m], _) => Ok(*m),
        ([], Some(e)) if matches!(kind, ParseErrorKind::UnknownWord(_)) => Err(e),
        _ => Err(kind),
    }
}

fn parse_kind(
    text: &str,
    pos: &Chess,
    vocab: &Vocabulary,
    opts: &AnnounceOptions,
) -> Result<Move, ParseErrorKind> {
    let legal = pos.legal_moves();
    let exact = lex(text, vocab, Casing::Exact)
        .map_err(lex_error)
        .and_then(|lexemes| {
            let reading: Vec<Word> = lexemes.iter().map(|l| l.alternatives[0]).collect();
            let desc = describe(&reading, &lexemes, opts)?;
            resolve(&desc, pos, &legal, opts)
        });
    let first_error = match exact {
        Ok(m) => return Ok(m),
        // The input was read and understood; only the position says no. Reading it again
        // with other letter meanings would answer a different question.
        Err(
            e @ (ParseErrorKind::Ambiguous(_)
            | ParseErrorKind::LeavesKingInCheck(_)
            | ParseErrorKind::PromotionMissing(_)
            | ParseErrorKind::CastleImpossible(_)
            | ParseErrorKind::TooLong
            | ParseErrorKind::Empty),
        ) => return Err(e),
        Err(e) => e,
    };
    let Ok(lexemes) = lex(text, vocab, Casing::IgnoringCase) else {
        return Err(first_error);
    };
    let readings = readings(&lexemes);
    // Input that only the relaxed reading could cut into symbols ("E5", "NF4") is answered in
    // terms of the position, with the letters read as files where they can be.
    let first_error = match (&first_error, readings.first()) {
        (ParseErrorKind::UnknownWord(_), Some(reading)) => {
            match describe(reading, &lexemes, opts).and_then(|d| resolve(&d, pos, &legal, opts)) {
                // Only an answer about the position is better than "unknown word": "blabla"
                // read letter by letter is no move of any shape.
                Err(ParseErrorKind::NoDestination(_) | ParseErrorKind::UnexpectedWord(_))
                | Ok(_) => first_error,
                Err(e) => e,
            }
        }
        _ => first_error,
    };
    let mut found: Vec<Move> = Vec::new();
    for reading in readings {
        let parsed =
            describe(&reading, &lexemes, opts).and_then(|d| resolve(&d, pos, &legal, opts));
        if let Ok(m) = parsed
            && !found.contains(&m)
        {
            found.push(m);
        }
    }
    match found.len() {
        0 => Err(first_error),
        1 => Ok(found[0]),
        _ => Err(ParseErrorKind::Ambiguous(found)),
    }
}

fn lex_error(e: LexError) -> ParseErrorKind {
    match e {
        LexError::Empty => ParseErrorKind::Empty,
        LexError::TooLong => ParseErrorKind::TooLong,
        LexError::UnknownWord(w) => ParseErrorKind::UnknownWord(w),
    }
}

/// Every combination of the lexemes' meanings, up to a bound.
fn readings(lexemes: &[Lexeme]) -> Vec<Vec<Word>> {
    let mut out: Vec<Vec<Word>> = vec![Vec::with_capacity(lexemes.len())];
    for lexeme in lexemes {
        let mut next = Vec::with_capacity(out.len() * lexeme.alternatives.len());
        for prefix in &out {
            for alt in &lexeme.alternatives {
                let mut r = prefix.clone();
                r.push(*alt);
                next.push(r);
                if next.len() >= MAX_READINGS {
                    break;
                }
            }
        }
        out = next;
    }
    out
}

/// What the input says about the move, before looking at the position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Description {
    castle: Option<Option<CastlingSide>>,
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    capture: bool,
    captured: Option<Role>,
    to: Option<Square>,
    promotion: Option<Role>,
    en_passant: bool,
    /// Files or ranks were said as words: no piece then means any piece, not a pawn.
    spoken: bool,
}

impl Description {
    /// SAN's rule: with no piece letter and no full origin square, the move is a pawn's.
    fn pawn_implied(&self) -> bool {
        self.role.is_none()
            && !self.spoken
            && !(self.from_file.is_some() && self.from_rank.is_some())
    }
}

fn describe(
    syms: &[Word],
    lexemes: &[Lexeme],
    opts: &AnnounceOptions,
) -> Result<Description, ParseErrorKind> {
    let mut d = Description {
        spoken: lexemes.iter().any(|l| l.spoken),
        ..Default::default()
    };
    let unexpected = |i: usize| ParseErrorKind::UnexpectedWord(lexemes[i].text.clone());
    // Indices of the symbols that matter for finding the move.
    let mut core: Vec<usize> = Vec::new();
    for (i, sym) in syms.iter().enumerate() {
        match sym {
            Word::Check | Word::Checkmate | Word::Stalemate | Word::Filler => {}
            Word::EnPassant => d.en_passant = true,
            Word::Castle(side) => match (d.castle, side) {
                (None, _) | (Some(None), _) => d.castle = Some(*side),
                (Some(Some(_)), None) => {}
                (Some(Some(a)), Some(b)) if a == *b => {}
                _ => return Err(unexpected(i)),
            },
            _ => core.push(i),
        }
    }
    if d.castle.is_some() {
        return match core.first() {
            Some(&i) => Err(unexpected(i)),
            None if d.en_passant => Err(unexpected(0)),
            None => Ok(d),
        };
    }
    let dest = (0..core.len().saturating_sub(1))
        .rev()
        .find(|&k| {
            matches!(syms[core[k]], Word::File(_)) && matches!(syms[core[k + 1]], Word::Rank(_))
        })
        .ok_or_else(|| {
            let all: Vec<&str> = lexemes.iter().map(|l| l.text.as_str()).collect();
            ParseErrorKind::NoDestination(all.join(" "))
        })?;
    let flip = |rank: Rank| if d.spoken { opts.orient(rank) } else { rank };
    if let (Word::File(f), Word::Rank(r)) = (syms[core[dest]], syms[core[dest + 1]]) {
        d.to = Some(Square::from_coords(f, flip(r)));
    }
    let mut took = false;
    for &i in &core[..dest] {
        match syms[i] {
            Word::Piece(role) if !took && d.role.is_none() => d.role = Some(role),
            Word::Piece(role) if took && d.captured.is_none() => d.captured = Some(role),
            Word::File(f) if d.from_file.is_none() => d.from_file = Some(f),
            Word::Rank(r) if d.from_rank.is_none() => d.from_rank = Some(flip(r)),
            Word::Takes => {
                took = true;
                d.capture = true;
            }
            _ => return Err(unexpected(i)),
        }
    }
    for &i in &core[dest + 2..] {
        match syms[i] {
            Word::Piece(role) if d.promotion.is_none() => d.promotion = Some(role),
            _ => return Err(unexpected(i)),
        }
    }
    Ok(d)
}

/// Where the king lands when castling on that side, in standard chess.
fn castling_target(m: &Move, turn: Color) -> Option<Square> {
    let side = m.castling_side()?;
    Some(Square::from_coords(side.king_to_file(), turn.backrank()))
}

fn matches(d: &Description, m: &Move, turn: Color) -> bool {
    if let Some(side) = d.castle {
        return m.is_castle() && (side.is_none() || m.castling_side() == side);
    }
    let Some(to) = d.to else { return false };
    if m.is_castle() {
        // Castling typed as a king move: only with the full origin square (UCI "e1g1",
        // "Ke1-g1"), to the king's target or, as Chess960 UCI writes it, the rook's square.
        let origin = d
            .from_file
            .zip(d.from_rank)
            .map(|(f, r)| Square::from_coords(f, r));
        let target = to == m.to() || Some(to) == castling_target(m, turn);
        return origin.is_some()
            && origin == m.from()
            && target
            && matches!(d.role, None | Some(Role::King))
            && !d.capture
            && d.promotion.is_none();
    }
    let role_ok = match d.role {
        Some(role) => m.role() == role,
        None => !d.pawn_implied() || m.role() == Role::Pawn,
    };
    let from = m.from();
    role_ok
        && m.to() == to
        && d.from_file
            .is_none_or(|f| from.map(Square::file) == Some(f))
        && d.from_rank
            .is_none_or(|r| from.map(Square::rank) == Some(r))
        && (!d.capture || m.is_capture())
        && d.captured.is_none_or(|r| m.capture() == Some(r))
        && (!d.en_passant || m.is_en_passant())
        && d.promotion.is_none_or(|p| m.promotion() == Some(p))
}

fn resolve(
    d: &Description,
    pos: &Chess,
    legal: &MoveList,
    opts: &AnnounceOptions,
) -> Result<Move, ParseErrorKind> {
    let turn = pos.turn();
    let mut candidates: Vec<Move> = legal
        .iter()
        .filter(|m| matches(d, m, turn))
        .copied()
        .collect();
    if candidates.len() > 1 && d.role.is_none() && !opts.pawn_name {
        // Where pawn moves are announced without "Bauer" (the British habit), a square said
        // without a piece means the pawn when a pawn can go there. Where "Bauer" is said, a bare
        // square with several candidates stays ambiguous and is asked about.
        let pawns: Vec<Move> = candidates
            .iter()
            .filter(|m| m.role() == Role::Pawn)
            .copied()
            .collect();
        if !pawns.is_empty() {
            candidates = pawns;
        }
    }
    if d.promotion.is_none() && candidates.len() > 1 {
        let first = candidates[0];
        let all_promotions_of_one_pawn = candidates
            .iter()
            .all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to());
        if all_promotions_of_one_pawn {
            return Err(ParseErrorKind::PromotionMissing(first.to()));
        }
    }
    match candidates.len() {
        1 => Ok(candidates[0]),
        0 => Err(diagnose(d, pos, legal)),
        _ => Err(ParseErrorKind::Ambiguous(candidates)),
    }
}

/// Why no legal move fits the description.
fn diagnose(d: &Description, pos: &Chess, legal: &MoveList) -> ParseErrorKind {
    let turn = pos.turn();
    if let Some(side) = d.castle {
        return ParseErrorKind::CastleImpossible(side);
    }
    let Some(to) = d.to else {
        return ParseErrorKind::NoDestination(String::new());
    };
    if d.capture || d.en_passant {
        let plain = Description {
            capture: false,
            captured: None,
            en_passant: false,
            ..d.clone()
        };
        if legal.iter().any(|m| matches(&plain, m, turn)) {
            return if d.en_passant && pos.board().piece_at(to).is_none() && d.capture {
                ParseErrorKind::NotEnPassant(to)
            } else if d.capture || d.captured.is_some() {
                ParseErrorKind::NothingToCapture(to)
            } else {
                ParseErrorKind::NotEnPassant(to)
            };
        }
    }
    if let Some(m) = exposing_move(d, pos) {
        return ParseErrorKind::LeavesKingInCheck(m);
    }
    let role = d.role.or(d.pawn_implied().then_some(Role::Pawn));
    ParseErrorKind::NoPiece { role, to }
}

/// A move that fits the description and would be legal but for leaving the own king attacked.
fn exposing_move(d: &Description, pos: &Chess) -> Option<Move> {
    let to = d.to?;
    let board = pos.board();
    let us = pos.turn();
    let occupied = board.occupied();
    let ours = board.by_color(us);
    if ours.contains(to) {
        return None;
    }
    let ep = pos.maybe_ep_square();
    for from in ours {
        let piece = board.piece_at(from)?;
        let role_ok = match d.role {
            Some(role) => piece.role == role,
            None => !d.pawn_implied() || piece.role == Role::Pawn,
        };
        if !role_ok
            || d.from_file.is_some_and(|f| from.file() != f)
            || d.from_rank.is_some_and(|r| from.rank() != r)
        {
            continue;
        }
        let Some(m) = pseudo_move(pos, piece, from, to, ep, occupied, d.promotion) else {
            continue;
        };
        if !matches(d, &m, us) {
            continue;
        }
        let mut after = board.clone();
        after.discard_piece_at(from);
        if let Move::EnPassant { .. } = m {
            after.discard_piece_at(Square::from_coords(to.file(), from.rank()));
        }
        after.set_piece_at(
            to,
            Piece {
                color: us,
                role: m.promotion().unwrap_or(piece.role),
            },
        );
        let king = after.king_of(us)?;
        if after.attacks_to(king, !us, after.occupied()).any() {
            return Some(m);
        }
    }
    None
}

/// The move of `piece` from `from` to `to` if the piece moves that way on this board, ignoring
/// whether its own king is left attacked.
fn pseudo_move(
    pos: &Chess,
    piece: Piece,
    from: Square,
    to: Square,
    ep: Option<Square>,
    occupied: Bitboard,
    promotion: Option<Role>,
) -> Option<Move> {
    let board = pos.board();
    let capture = board
        .role_at(to)
        .filter(|_| board.by_color(!piece.color).contains(to));
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied)
            .contains(to)
            .then_some(Move::Normal {
                role: piece.role,
                from,
                capture,
                to,
                promotion: None,
            });
    }
    let forward: i32 = if piece.color == Color::White { 8 } else { -8 };
    let promotes = to.rank() == (!piece.color).backrank();
    let promotion = promotes.then(|| promotion.unwrap_or(Role::Queen));
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        if capture.is_some() {
            return Some(Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion,
            });
        }
        return (ep == Some(to)).then_some(Move::EnPassant { from, to });
    }
    let one = from.offset(forward)?;
    let start_rank = if piece.color == Color::White {
        Rank::Second
    } else {
        Rank::Seventh
    };
    let push = !occupied.contains(one)
        && (to == one
            || from.rank() == start_rank
                && one.offset(forward) == Some(to)
                && !occupied.contains(to));
    push.then_some(Move::Normal {
        role: Role::Pawn,
        from,
        capture: None,
        to,
        promotion,
    })
}
