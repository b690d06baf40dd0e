//! Clock reports in words (announcements.md, "Clock reports"): the asking player's time first,
//! then the opponent's, then the moves played. Under a minute only seconds; never tenths.

use std::time::Duration;

use shakmaty::Color;

use super::Session;
use crate::clock::{ClockReport, Moment, SpokenTime};
use crate::notation::{Token, Unit, Vocabulary, fill};

/// How a report is worded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// "Weiß: eine Stunde, zwölf Minuten, fünf Sekunden. … Dreiundzwanzig Züge."
    Long,
    /// "Weiß 1 12 05, Schwarz 58 30, Zug 23"
    Short,
    /// "Weiß 1:12:05.250, Schwarz 0:58:30.000, Zug 23", for the arbiter.
    Exact,
}

/// Whose time a report gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Both,
    Own,
    Opponent,
}

/// "eine Stunde, zwölf Minuten, fünf Sekunden"; under a minute seconds only, never tenths.
pub fn spoken_time(vocab: &Vocabulary, time: Duration) -> String {
    let count = |n: u64, unit| vocab.count(u32::try_from(n).unwrap_or(u32::MAX), unit);
    let (hours, minutes, seconds) = match SpokenTime::of(time) {
        SpokenTime::Seconds(s) => return count(s, Unit::Seconds),
        SpokenTime::Minutes { minutes, seconds } => (0, minutes, seconds),
        SpokenTime::Hours {
            hours,
            minutes,
            seconds,
        } => (hours, minutes, seconds),
    };
    let mut parts = Vec::new();
    if hours > 0 {
        parts.push(count(hours, Unit::Hours));
    }
    if minutes > 0 {
        parts.push(count(minutes, Unit::Minutes));
    }
    if seconds > 0 {
        parts.push(count(seconds, Unit::Seconds));
    }
    parts.join(", ")
}

/// A clock report in words, the asker's time first.
pub fn report_words(
    vocab: &Vocabulary,
    report: &ClockReport,
    asker: Color,
    form: Form,
    which: Which,
) -> Vec<Token> {
    let sides: Vec<Color> = match which {
        Which::Both => vec![asker, !asker],
        Which::Own => vec![asker],
        Which::Opponent => vec![!asker],
    };
    let moves = report.moves_played;
    let mut tokens = Vec::new();
    for side in sides {
        let time = match form {
            Form::Long => spoken_time(vocab, report.time(side)),
            Form::Short => short_time(report.time(side)),
            Form::Exact => exact_time(report.time(side)),
        };
        let template = if form == Form::Long {
            "clock_side"
        } else {
            "clock_short"
        };
        if form != Form::Long && !tokens.is_empty() {
            tokens.push(Token::Pause);
        }
        tokens.extend(fill(vocab.answer(template), |slot| match slot {
            "side" => vec![Token::Side(side)],
            _ => vec![Token::Text(time.clone())],
        }));
    }
    if which == Which::Both {
        if form == Form::Long {
            let words = sentence_case(&vocab.count(moves, Unit::Moves));
            tokens.extend(fill(vocab.answer("clock_moves"), |_| {
                vec![Token::Text(words.clone())]
            }));
        } else {
            tokens.push(Token::Pause);
            tokens.extend(fill(vocab.answer("clock_short_moves"), |_| {
                vec![Token::Number(moves)]
            }));
        }
    }
    tokens
}

impl Session {
    /// The report for `asker` at `now`; without a clock, the answer that there is none.
    pub fn clock_report(&self, asker: Color, form: Form, which: Which, now: Moment) -> Vec<Token> {
        match &self.clock {
            Some(clock) => report_words(&self.vocab, &clock.report(now), asker, form, which),
            None => self.say("no_clock", |_| vec![]),
        }
    }
}

/// "1 12 05", "58 30", "45": the short form's digits.
fn short_time(time: Duration) -> String {
    match SpokenTime::of(time) {
        SpokenTime::Seconds(s) => s.to_string(),
        SpokenTime::Minutes { minutes, seconds } => format!("{minutes} {seconds:02}"),
        SpokenTime::Hours {
            hours,
            minutes,
            seconds,
        } => format!("{hours} {minutes:02} {seconds:02}"),
    }
}

/// "1:12:05.250": to the millisecond, for the arbiter.
fn exact_time(time: Duration) -> String {
    let ms = time.as_millis();
    format!(
        "{}:{:02}:{:02}.{:03}",
        ms / 3_600_000,
        ms / 60_000 % 60,
        ms / 1000 % 60,
        ms % 1000
    )
}

fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
