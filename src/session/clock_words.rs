//! Clock reports in words (announcements.md, "Clock reports"): the asking player's time first,
//! then the opponent's, then the moves played. Under a minute only seconds; never tenths.

use std::time::Duration;

use shakmaty::Color;

use super::Session;
use crate::clock::{Moment, SpokenTime};
use crate::notation::{Token, Unit};

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

impl Session {
    pub(super) fn spoken_time(&self, time: Duration) -> String {
        let v = &self.vocab;
        let count = |n: u64, unit| v.count(u32::try_from(n).unwrap_or(u32::MAX), unit);
        match SpokenTime::of(time) {
            SpokenTime::Seconds(s) => count(s, Unit::Seconds),
            SpokenTime::Minutes { minutes, seconds } => {
                let mut parts = vec![count(minutes, Unit::Minutes)];
                if seconds > 0 {
                    parts.push(count(seconds, Unit::Seconds));
                }
                parts.join(", ")
            }
            SpokenTime::Hours {
                hours,
                minutes,
                seconds,
            } => {
                let mut parts = vec![count(hours, Unit::Hours)];
                if minutes > 0 {
                    parts.push(count(minutes, Unit::Minutes));
                }
                if seconds > 0 {
                    parts.push(count(seconds, Unit::Seconds));
                }
                parts.join(", ")
            }
        }
    }

    /// The report for `asker` at `now`; without a clock, the answer that there is none.
    pub fn clock_report(&self, asker: Color, form: Form, which: Which, now: Moment) -> Vec<Token> {
        let Some(clock) = &self.clock else {
            return self.say("no_clock", |_| vec![]);
        };
        let report = clock.report(now);
        let sides: Vec<Color> = match which {
            Which::Both => vec![asker, !asker],
            Which::Own => vec![asker],
            Which::Opponent => vec![!asker],
        };
        let moves = report.moves_played;
        match form {
            Form::Long => {
                let mut tokens = Vec::new();
                for side in sides {
                    let time = self.spoken_time(report.time(side));
                    tokens.extend(self.say("clock_side", |slot| match slot {
                        "side" => vec![Token::Side(side)],
                        _ => vec![Token::Text(time.clone())],
                    }));
                }
                if which == Which::Both {
                    let words = sentence_case(&self.vocab.count(moves, Unit::Moves));
                    tokens.extend(self.say("clock_moves", |_| vec![Token::Text(words.clone())]));
                }
                tokens
            }
            Form::Short | Form::Exact => {
                let mut tokens = Vec::new();
                for side in sides {
                    let time = report.time(side);
                    let text = if form == Form::Short {
                        short_time(time)
                    } else {
                        exact_time(time)
                    };
                    if !tokens.is_empty() {
                        tokens.push(Token::Pause);
                    }
                    tokens.extend(self.say("clock_short", |slot| match slot {
                        "side" => vec![Token::Side(side)],
                        _ => vec![Token::Text(text.clone())],
                    }));
                }
                if which == Which::Both {
                    tokens.push(Token::Pause);
                    tokens.extend(self.say("clock_short_moves", |_| vec![Token::Number(moves)]));
                }
                tokens
            }
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
