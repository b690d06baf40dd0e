//! Clock reports in words (announcements.md, "Clock reports"): the asking player's time first,
//! then the opponent's, then the moves played. Under a minute only seconds; never tenths.

use std::time::Duration;

use shakmaty::Color;

use super::Session;
use crate::clock::{ClockReport, Moment, SpokenTime};
use crate::message::{Arg, Message};

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
pub fn spoken_time(time: Duration) -> Arg {
    let count = |id: &'static str, n: u64| {
        Arg::from(Message::new(id).with("n", n).with("words", Arg::Spelled(n)))
    };
    let (hours, minutes, seconds) = match SpokenTime::of(time) {
        SpokenTime::Seconds(s) => return count("time-seconds", s),
        SpokenTime::Minutes { minutes, seconds } => (0, minutes, seconds),
        SpokenTime::Hours {
            hours,
            minutes,
            seconds,
        } => (hours, minutes, seconds),
    };
    let mut parts = Vec::new();
    if hours > 0 {
        parts.push(count("time-hours", hours));
    }
    if minutes > 0 {
        parts.push(count("time-minutes", minutes));
    }
    if seconds > 0 {
        parts.push(count("time-seconds", seconds));
    }
    Arg::Amount(parts)
}

/// A clock report, the asker's time first.
pub fn report_message(report: &ClockReport, asker: Color, form: Form, which: Which) -> Arg {
    let sides: Vec<Color> = match which {
        Which::Both => vec![asker, !asker],
        Which::Own => vec![asker],
        Which::Opponent => vec![!asker],
    };
    let moves = report.moves_played;
    let mut parts: Vec<Arg> = sides
        .into_iter()
        .map(|side| {
            let time = report.time(side);
            let (id, time) = match form {
                Form::Long => ("clock-side", spoken_time(time)),
                Form::Short => ("clock-short", Arg::Figure(short_time(time))),
                Form::Exact => ("clock-short", Arg::Figure(exact_time(time))),
            };
            Message::new(id)
                .with("side", side)
                .with("time", time)
                .into()
        })
        .collect();
    if which == Which::Both {
        parts.push(if form == Form::Long {
            Message::new("clock-moves")
                .with("n", moves)
                .with("words", Arg::Spelled(u64::from(moves)))
                .into()
        } else {
            Message::new("clock-short-moves")
                .with("number", moves)
                .into()
        });
    }
    match form {
        Form::Long => Arg::Sentences(parts),
        Form::Short | Form::Exact => Arg::Series(parts),
    }
}

impl Session {
    /// The report for `asker` at `now`; without a clock, the answer that there is none.
    pub fn clock_report(&self, asker: Color, form: Form, which: Which, now: Moment) -> Arg {
        match &self.clock {
            Some(clock) => report_message(&self.pending_report(clock, now), asker, form, which),
            None => Message::new("no-clock").into(),
        }
    }

    /// The clock at `now`; after a press whose move is not yet made (typed, or refused and
    /// awaiting the ruling), the presser's time as at his press, without the increment, and
    /// the move not counted: both come with the move (7.5.1, 7.5.3).
    fn pending_report(&self, clock: &crate::clock::ChessClock, now: Moment) -> ClockReport {
        let mut report = clock.report(now);
        let Some(press) = self
            .last_press
            .as_ref()
            .filter(|p| self.pressed == Some(p.by))
        else {
            return report;
        };
        let by = press.by;
        let before = press.before.report(press.at);
        match by {
            Color::White => report.white = before.white,
            Color::Black => report.black = before.black,
        }
        report.moves[by] = before.moves[by];
        report.moves_played = report.moves.white.max(report.moves.black);
        report
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
