//! The braille score sheet (FIDE Appendix D.2.7): the game in the vocabulary's spoken
//! notation with move numbers, as a BRF file an embosser prints.
//!
//! BRF is Braille ASCII: 64 characters (space to underscore, 0x20–0x5F), each one braille
//! cell, in lines no longer than the page is wide and pages of a fixed number of lines. liblouis
//! translates with the North American Braille ASCII display table (`en-us-brf.dis`) and the
//! vocabulary's uncontracted table (`de-g0.utb`, `en-ueb-g1.ctb`). Lines end in CR LF; a form
//! feed starts each page after the first.

use shakmaty::Position;

use crate::game::Game;
use crate::lang::Language;
use crate::louis::{self, table_for};
use crate::message::{Arg, Message, one_line};
use crate::notation::{Vocabulary, announce, pgn_move_number};
use crate::record::ClosingCode;
use crate::session::Setup;

/// The page and the braille of a BRF score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrfOptions {
    /// Cells per line (40 on the usual 11 × 11.5 inch page).
    pub width: usize,
    /// Lines per page (25 on the usual page).
    pub lines_per_page: usize,
    /// The liblouis translation table; none: by the vocabulary. A table list that names no
    /// display table gets `en-us-brf.dis` in front.
    pub table: Option<String>,
}

impl Default for BrfOptions {
    fn default() -> Self {
        BrfOptions {
            width: 40,
            lines_per_page: 25,
            table: None,
        }
    }
}

/// Continuation lines of a paragraph are indented by this many cells.
const INDENT: usize = 2;

/// The score sheet as plain text, one paragraph a line: the players, the event, one line per
/// move number ("1. Bauer Eva vier; Bauer Eva fünf"), and how the game ended.
pub fn score_text(
    setup: &Setup,
    game: &Game,
    language: &Language,
    vocab: &Vocabulary,
) -> Vec<String> {
    // A name's line break or ESC would break the page: each name on one line.
    let known = |s: &str| {
        let s = one_line(s).trim().to_string();
        (!s.is_empty() && s.chars().any(|c| c.is_alphanumeric())).then_some(s)
    };
    let mut out = Vec::new();
    let players: Vec<String> = [&setup.white, &setup.black]
        .into_iter()
        .filter_map(|s| known(s))
        .collect();
    if !players.is_empty() {
        out.push(players.join(" - "));
    }
    let about: Vec<String> = [&setup.event, &setup.site, &setup.date, &setup.round]
        .into_iter()
        .filter_map(|s| known(s))
        .collect();
    if !about.is_empty() {
        out.push(join_about(&about));
    }
    out.push(String::new());
    let mut line = String::new();
    for (ply, played) in game.moves().iter().enumerate() {
        let Some(pos) = game.position_at(ply) else {
            continue;
        };
        let words = vocab.render(&announce(pos, played.mv, &setup.announce));
        let number = pgn_move_number(pos.fullmoves().get(), pos.turn());
        if pos.turn().is_white() && !line.is_empty() {
            out.push(std::mem::take(&mut line));
        }
        if line.is_empty() {
            line = format!("{number} {words}");
        } else {
            line.push_str("; ");
            line.push_str(&words);
        }
    }
    if !line.is_empty() {
        out.push(line);
    }
    if let Some(outcome) = game.outcome() {
        out.push(String::new());
        out.push(format!(
            "{} {}",
            language.text(&crate::session::outcome_message(outcome), vocab),
            outcome.result.pgn()
        ));
    }
    out
}

/// What a piece of a paragraph is written in, for the choice of its braille table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Script {
    Arabic,
    Latin,
    Number,
}

/// Letters only Persian writes (پ چ ژ گ ک ی), and only Arabic (ي ك ة ى).
fn persian_only(c: char) -> bool {
    matches!(c, 'پ' | 'چ' | 'ژ' | 'گ' | 'ک' | 'ی' | 'ۀ')
}

fn arabic_only(c: char) -> bool {
    matches!(c, 'ي' | 'ك' | 'ة' | 'ى')
}

/// The event, site, date and round in one line: after Arabic-script text the Arabic comma, which
/// is brailled with that text (an ASCII comma there is the fatha's cell), else ", ".
fn join_about(about: &[String]) -> String {
    let mut line = String::new();
    for (i, item) in about.iter().enumerate() {
        if i > 0 {
            let arabic = line
                .chars()
                .rev()
                .find(|c| c.is_alphanumeric())
                .is_some_and(|c| ('\u{0600}'..='\u{06FF}').contains(&c));
            line.push_str(if arabic { "، " } else { ", " });
        }
        line.push_str(item);
    }
    line
}

/// The table of a language or vocabulary code's script: `de`, `en` (Latin), `ar`, `fa`.
fn latin_table(code: &str) -> Option<&'static str> {
    (code.starts_with("de") || code.starts_with("en")).then(|| table_for(code))
}

/// A paragraph of the score sheet cut where its script changes, each piece with the liblouis
/// table it is brailled with (D.2.7 for every pairing of conversation language and move
/// words): Arabic-script text by the table of its letters (Persian's or Arabic's, else the
/// conversation's or the vocabulary's), Latin text by the conversation's table if it is written
/// in Latin letters (the vocabulary's on a move line), else the vocabulary's, else English; numbers ("12.", "0-1") by a table
/// that writes each number with its number sign and reads it back as a number (the Arabic
/// table in Arabic-script text: the Persian one drops the sign after a hyphen). Spaces and
/// signs stay with the piece before them.
pub fn brf_runs(paragraph: &str, language: &str, vocab: &str) -> Vec<(String, &'static str)> {
    // A move line ("12. …") is the vocabulary's words: its numbers and Latin words are
    // brailled as the vocabulary's language writes them.
    let language = if paragraph.starts_with(|c: char| c.is_ascii_digit()) {
        vocab
    } else {
        language
    };
    let arabic_default =
        if language.starts_with("fa") || (!language.starts_with("ar") && vocab.starts_with("fa")) {
            "fa-ir-g1.utb"
        } else {
            "ar-ar-g1.utb"
        };
    let latin = latin_table(language)
        .or_else(|| latin_table(vocab))
        .unwrap_or("en-ueb-g1.ctb");
    let number = latin_table(language).unwrap_or("ar-ar-g1.utb");
    let chars: Vec<char> = paragraph.chars().collect();
    let mut pieces: Vec<(Script, String)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match script_of(c) {
            Some(Script::Number) => {
                // A number with the signs inside it: "12.", "0-1", "1/2-1/2".
                let mut number_text = String::new();
                while i < chars.len()
                    && (chars[i].is_ascii_digit()
                        || (matches!(chars[i], '.' | '-' | '/')
                            && i > 0
                            && chars[i - 1].is_ascii_digit()))
                {
                    number_text.push(chars[i]);
                    i += 1;
                }
                pieces.push((Script::Number, number_text));
                continue;
            }
            Some(kind) => match pieces.last_mut() {
                Some((last, text)) if *last == kind => text.push(c),
                _ => pieces.push((kind, c.to_string())),
            },
            None => match pieces.last_mut() {
                Some((_, text)) => text.push(c),
                None => pieces.push((Script::Latin, c.to_string())),
            },
        }
        i += 1;
    }
    let mut runs: Vec<(String, &'static str)> = Vec::new();
    for (kind, text) in pieces {
        let table = match kind {
            Script::Number => number,
            Script::Latin => latin,
            Script::Arabic if text.chars().any(persian_only) => "fa-ir-g1.utb",
            Script::Arabic if text.chars().any(arabic_only) => "ar-ar-g1.utb",
            Script::Arabic => arabic_default,
        };
        match runs.last_mut() {
            Some((last, t)) if *t == table => last.push_str(&text),
            _ => runs.push((text, table)),
        }
    }
    runs
}

/// What a character starts: a number (an ASCII digit), a word of Arabic script (Arabic,
/// Persian) or of Latin letters; `None` for a space or a sign, which goes with the piece
/// before it.
fn script_of(c: char) -> Option<Script> {
    if c.is_ascii_digit() {
        Some(Script::Number)
    } else if !c.is_alphabetic() {
        None
    } else if ('\u{0600}'..='\u{06FF}').contains(&c) || ('\u{FB50}'..='\u{FEFF}').contains(&c) {
        Some(Script::Arabic)
    } else {
        Some(Script::Latin)
    }
}

/// The liblouis table list for BRF: the Braille ASCII display table, then the translation
/// table.
pub fn brf_table(vocab: &Vocabulary, table: Option<&str>) -> String {
    let table = table.unwrap_or_else(|| table_for(vocab.code()));
    if table.split(',').any(|t| t.trim().ends_with(".dis")) {
        table.to_string()
    } else {
        format!("en-us-brf.dis,{table}")
    }
}

/// Splits one translated paragraph into lines of at most `width` cells, at spaces where it can;
/// lines after the first are indented.
fn wrap(braille: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    let mut has_word = false;
    for word in braille.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        while !word.is_empty() {
            let space = usize::from(has_word);
            if len + space + word.len() <= width {
                if has_word {
                    line.push(' ');
                }
                line.extend(word.iter());
                len += space + word.len();
                has_word = true;
                break;
            }
            if !has_word {
                // A word longer than a whole line is cut.
                let fits = width.saturating_sub(len).max(1).min(word.len());
                line.extend(word.drain(..fits));
            }
            lines.push(std::mem::take(&mut line));
            line = " ".repeat(INDENT);
            len = INDENT;
            has_word = false;
        }
    }
    if has_word || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The game as a BRF file: pages of `lines_per_page` lines of at most `width` cells.
pub fn to_brf(
    setup: &Setup,
    game: &Game,
    language: &Language,
    vocab: &Vocabulary,
    options: &BrfOptions,
) -> Result<String, Message> {
    to_brf_coded(setup, game, language, vocab, options, None)
}

/// The BRF file with the closing code of the record it was made from as its last line, so
/// that a blind arbiter's or player's braille copy carries it as the PGN does.
pub fn to_brf_coded(
    setup: &Setup,
    game: &Game,
    language: &Language,
    vocab: &Vocabulary,
    options: &BrfOptions,
    code: Option<&ClosingCode>,
) -> Result<String, Message> {
    let mut paragraphs = score_text(setup, game, language, vocab);
    if let Some(code) = code {
        paragraphs.push(String::new());
        let line = Message::new("score-closing-code").with("code", Arg::Text(code.to_string()));
        paragraphs.push(language.text(&line, vocab));
    }
    if options.width < 10 {
        return Err(Message::new("brf-too-narrow").with("number", options.width));
    }
    if options.lines_per_page < 3 {
        return Err(Message::new("brf-too-short").with("number", options.lines_per_page));
    }
    let mut lines = Vec::new();
    for paragraph in paragraphs {
        if paragraph.is_empty() {
            lines.push(String::new());
            continue;
        }
        // A table the user named brailles everything; else each script has its own.
        let runs: Vec<(String, String)> = match options.table.as_deref() {
            Some(table) => vec![(paragraph.clone(), brf_table(vocab, Some(table)))],
            None => brf_runs(&paragraph, language.code(), vocab.code())
                .into_iter()
                .map(|(text, table)| (text, format!("en-us-brf.dis,{table}")))
                .collect(),
        };
        let mut braille = String::new();
        for (text, table) in runs {
            let piece = louis::to_ascii(&text, &table).map_err(|_| {
                Message::new("brf-table-failed").with("table", Arg::Text(table.clone()))
            })?;
            braille.push_str(&piece);
        }
        lines.extend(wrap(&braille, options.width));
    }
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        if i > 0 && i % options.lines_per_page == 0 {
            out.push('\u{0C}');
        }
        out.extend(line.chars().map(louis::brf_char));
        out.push_str("\r\n");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_to_the_width() {
        let lines = wrap("#A4 ,BAUER ,EVA VIER2 ,BAUER ,EVA F<NF", 12);
        assert!(lines.iter().all(|l| l.chars().count() <= 12), "{lines:?}");
        assert_eq!(lines[0], "#A4 ,BAUER");
        assert!(lines[1].starts_with("  "));
        let long = wrap("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 10);
        assert!(long.iter().all(|l| l.chars().count() <= 10), "{long:?}");
        assert_eq!(long.concat().replace(' ', ""), "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    }
}
