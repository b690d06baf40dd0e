//! The score sheet as PGN: the Seven Tag Roster, SAN moves, draw offers as `{(=)}` comments,
//! claims and the way the game ended as comments, and the result.

use shakmaty::Position;

use super::closing_code::ClosingCode;
use crate::clock::ChessClock;
use crate::game::{ClaimKind, Game};
use crate::lang::Language;
use crate::message::{Arg, Message, one_line};
use crate::notation::{Vocabulary, pgn_move_number};
use crate::session::{Setup, reason_message, result_message};

/// A tag value as the PGN standard writes it (`\\` and `\"` escaped), on one line: a line
/// break in a name would end the tag, and a reader would take what follows for a new game.
fn escape(value: &str) -> String {
    one_line(value).replace('\\', "\\\\").replace('"', "\\\"")
}

/// The whole game as PGN text, ending in a newline; its comments in the conversation's language.
pub fn to_pgn(
    setup: &Setup,
    game: &Game,
    clock: Option<&ChessClock>,
    language: &Language,
) -> String {
    pgn_text(setup, game, clock, language, None, None)
}

/// The PGN with the closing code of the record it was made from, as the tag `ClosingCode`:
/// the score sheet saved at the end and the one a broadcast pushes carry the code, so that a
/// copy held elsewhere (Lichess, the arbiter's printout) can be checked against the journal.
pub fn to_pgn_coded(
    setup: &Setup,
    game: &Game,
    clock: Option<&ChessClock>,
    language: &Language,
    code: &ClosingCode,
) -> String {
    pgn_text(setup, game, clock, language, None, Some(code))
}

/// The PGN with a closing comment before the result: what a damaged journal lacks, so that a
/// score sheet cut short says so in itself.
pub fn to_pgn_noted(
    setup: &Setup,
    game: &Game,
    clock: Option<&ChessClock>,
    language: &Language,
    note: Option<&str>,
    code: Option<&ClosingCode>,
) -> String {
    pgn_text(setup, game, clock, language, note, code)
}

fn pgn_text(
    setup: &Setup,
    game: &Game,
    clock: Option<&ChessClock>,
    language: &Language,
    note: Option<&str>,
    code: Option<&ClosingCode>,
) -> String {
    let result = game.outcome().map_or("*", |o| o.result.pgn());
    let mut out = tags(setup, game, clock, result);
    if let Some(code) = code {
        out.push_str(&format!("[ClosingCode \"{code}\"]\n"));
    }
    out.push('\n');
    let mut tokens = movetext(game, clock, language);
    if let Some(note) = note {
        // A brace would end the comment early.
        let clean: String = note
            .chars()
            .map(|c| {
                if c == '{' || c == '}' || c.is_control() {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        // Word by word, so that the lines stay short.
        let mut words: Vec<String> = clean.split_whitespace().map(str::to_string).collect();
        if let Some(first) = words.first_mut() {
            first.insert(0, '{');
        }
        if let Some(last) = words.last_mut() {
            last.push('}');
        }
        tokens.extend(words);
    }
    tokens.push(result.to_string());
    wrap(&tokens, &mut out);
    out
}

/// The tag pairs, one a line.
fn tags(setup: &Setup, game: &Game, clock: Option<&ChessClock>, result: &str) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    };
    tag("Event", &setup.event);
    tag("Site", &setup.site);
    tag("Date", &setup.date);
    tag("Round", &setup.round);
    tag("White", &setup.white);
    tag("Black", &setup.black);
    tag("Result", result);
    if !setup.board.is_empty() {
        tag("Board", &setup.board);
    }
    if let Some(outcome) = game.outcome() {
        tag("Termination", outcome.termination.pgn_tag());
    }
    // The local date above; the local time and the instant in UTC (kept since anna 0.1).
    for (name, value) in [
        ("Time", &setup.time),
        ("UTCDate", &setup.utc_date),
        ("UTCTime", &setup.utc_time),
    ] {
        if !value.is_empty() {
            tag(name, value);
        }
    }
    if let Some(control) = clock.map(|c| c.control().to_pgn()) {
        tag("TimeControl", &control);
    }
    if setup.chess960.is_some() {
        tag("Variant", "Chess960");
    }
    if let Some(fen) = setup.start_fen() {
        tag("SetUp", "1");
        tag("FEN", &fen);
    }
    out
}

/// The moves with their numbers, clock and comments, up to the result token.
fn movetext(game: &Game, clock: Option<&ChessClock>, language: &Language) -> Vec<String> {
    let mut tokens: Vec<String> = Vec::new();
    comments_at(game, 0, language, &mut tokens);
    for (ply, played) in game.moves().iter().enumerate() {
        let Some(pos) = game.position_at(ply) else {
            continue;
        };
        // Black's number only where the move text does not run on from White's move.
        if pos.turn().is_white() || ply == 0 || tokens.last().is_some_and(|t| t.starts_with('{')) {
            tokens.push(pgn_move_number(pos.fullmoves().get(), pos.turn()));
        }
        tokens.push(played.san.to_string());
        // Both remaining times when the move was made (Lichess and ChessBase convention).
        if let Some(clk) = clock.and_then(|c| c.clk_comment(ply as u32 + 1)) {
            tokens.push(format!("{{{clk}}}"));
        }
        comments_at(game, ply + 1, language, &mut tokens);
    }
    if let Some(outcome) = game.outcome() {
        // A result PGN has no token for (both lose, ½-0, 0-½: 12.9.5; no result, a game
        // Lichess called off) is said in the comment; the token is `*`. A training game's end
        // and a game Lichess called off rest on no article: the reason without one.
        let result = result_message(outcome.result);
        let reason = reason_message(outcome.termination);
        let comment = match (outcome.result.beyond_pgn(), outcome.termination.article()) {
            (true, "") => Message::new("pgn-termination-no-article")
                .with("result", result)
                .with("reason", reason),
            (false, "") => reason,
            (beyond, article) => Message::new(if beyond {
                "pgn-termination-result"
            } else {
                "pgn-termination"
            })
            .with("result", result)
            .with("reason", reason)
            .with("article", Arg::Text(article.to_string())),
        };
        tokens.push(comment_token(&comment, language));
    }
    // Warnings given after the game (at signing) follow the result's comment.
    for warning in game.warnings().iter().filter(|w| w.after_game) {
        tokens.push(warning_comment(warning, language));
    }
    tokens
}

/// The draw offers, incorrect claims and the arbiter's warnings (12.9.1) made after `ply`
/// half-moves.
fn comments_at(game: &Game, ply: usize, language: &Language, tokens: &mut Vec<String>) {
    let offers = game
        .draw_offers()
        .iter()
        .filter(|o| o.at_ply == ply)
        .count();
    tokens.extend(std::iter::repeat_n("{(=)}".to_string(), offers));
    for claim in game
        .claims()
        .iter()
        .filter(|c| c.at_ply == ply && !c.correct)
    {
        let kind = match claim.kind {
            ClaimKind::Threefold => "reason-threefold",
            ClaimKind::FiftyMoves => "reason-fifty-moves",
        };
        let comment = Message::new("pgn-incorrect-claim")
            .with("side", claim.by)
            .with("kind", Message::new(kind));
        tokens.push(comment_token(&comment, language));
    }
    for warning in game
        .warnings()
        .iter()
        .filter(|w| w.at_ply == ply && !w.after_game)
    {
        tokens.push(warning_comment(warning, language));
    }
}

/// "{Verwarnung für Schwarz (Artikel 12.9.1): Handy geklingelt}", "nach der Partie" for one
/// given after the game.
fn warning_comment(warning: &crate::game::Warning, language: &Language) -> String {
    let id = match warning.after_game {
        true => "pgn-warning-after",
        false => "pgn-warning",
    };
    let warned = Message::new(id).with("side", warning.by);
    let comment = match warning.reason.is_empty() {
        true => warned,
        false => Message::new("pgn-warning-reason")
            .with("warning", warned)
            .with("reason", Arg::Text(warning.reason.clone())),
    };
    comment_token(&comment, language)
}

/// A comment in braces; a brace in the words (an arbiter's reason) would end it early.
fn comment_token(comment: &Message, language: &Language) -> String {
    let text = language.text(comment, Vocabulary::fallback());
    format!("{{{}}}", text.replace(['{', '}'], " "))
}

/// Lines of at most 79 characters, as the PGN standard asks, unless one token is longer.
fn wrap(tokens: &[String], out: &mut String) {
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    out.push_str(&line);
    out.push('\n');
}
