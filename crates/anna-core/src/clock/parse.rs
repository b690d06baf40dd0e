//! Reading time controls: the PGN `TimeControl` tag (seconds) and the friendly form players and
//! arbiters type (minutes).
//!
//! PGN: periods separated by `:`, each `[moves/]seconds[+increment]`, e.g. `40/5400+30:1800+30`,
//! `300+3`, `5400`; `-` and `?` are refused as "no time control", `*` (hourglass) as
//! unsupported. As an extension PGN lacks, `300d3` is a delay of 3 seconds.
//!
//! Friendly: periods separated by `,`, each `[moves/]minutes[+seconds | dseconds]`, e.g.
//! `90+30`, `40/90+30,30+30`, `5d3`, `3+2`; a time may be `m:ss`.

use std::str::FromStr;
use std::time::Duration;

use super::control::{PerMove, Period, TimeControl};
use super::error::{PeriodField, TimeControlError};

/// No period of a control may be longer than this; in the friendly form a longer one is most
/// likely PGN seconds typed where minutes are meant.
const LONGEST_PERIOD: Duration = Duration::from_secs(10 * 60 * 60);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Pgn,
    Friendly,
}

impl TimeControl {
    /// Reads a PGN `TimeControl` tag value.
    pub fn from_pgn(s: &str) -> Result<TimeControl, TimeControlError> {
        parse(s, Form::Pgn)
    }

    /// Reads the friendly form (minutes, seconds per move); the same as `str::parse`.
    pub fn from_friendly(s: &str) -> Result<TimeControl, TimeControlError> {
        parse(s, Form::Friendly)
    }
}

impl TimeControl {
    /// What a player or arbiter types for a game (`--time`, the configuration): the friendly
    /// form, else PGN seconds; `None` for no clock (`off`, `none`, `aus`, `keine`). The error is
    /// the friendly form's.
    pub fn from_user(text: &str) -> Result<Option<TimeControl>, TimeControlError> {
        let text = text.trim();
        if ["off", "none", "aus", "keine"].contains(&text.to_lowercase().as_str()) {
            return Ok(None);
        }
        TimeControl::from_friendly(text)
            .or_else(|friendly| TimeControl::from_pgn(text).map_err(|_| friendly))
            .map(Some)
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// The friendly form.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s, Form::Friendly)
    }
}

fn parse(s: &str, form: Form) -> Result<TimeControl, TimeControlError> {
    let s = s.trim();
    if s.is_empty() {
        return Err(TimeControlError::Empty);
    }
    if s == "-" || s == "?" {
        return Err(TimeControlError::NoTimeControl(s.to_string()));
    }
    let separator = match form {
        Form::Pgn => ':',
        Form::Friendly => ',',
    };
    let mut periods = Vec::new();
    for (i, text) in s.split(separator).enumerate() {
        periods.push(parse_period(text, i + 1, form)?);
    }
    for (i, p) in periods.iter().enumerate() {
        if p.time.is_zero() && (i == 0 || p.per_move == PerMove::Nothing) {
            return Err(TimeControlError::ZeroTime { period: i + 1 });
        }
    }
    TimeControl::new(periods)
}

fn parse_period(text: &str, period: usize, form: Form) -> Result<Period, TimeControlError> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if text.is_empty() {
        return Err(TimeControlError::EmptyPeriod { period });
    }
    if text.starts_with('*') {
        return Err(TimeControlError::Sandclock { period });
    }
    let (moves, rest) = match text.split_once('/') {
        Some((m, rest)) => (Some(number(m, period, PeriodField::Moves)?), rest),
        None => (None, text.as_str()),
    };
    let (time_text, per_move) = match rest.find(['+', 'd', 'D']) {
        None => (rest, PerMove::Nothing),
        Some(at) => {
            let (time_text, tail) = rest.split_at(at);
            let mut chars = tail.chars();
            let kind = chars.next();
            let secs = chars.as_str();
            if let Some(second) = secs.find(['+', 'd', 'D']) {
                let increment = |c: Option<char>| c == Some('+');
                if increment(kind) != increment(secs[second..].chars().next()) {
                    return Err(TimeControlError::IncrementAndDelay { period });
                }
                return Err(TimeControlError::TwoPerMove {
                    period,
                    text: secs[second..].to_string(),
                });
            }
            let per_move = if kind == Some('+') {
                PerMove::Increment(seconds(secs, period, PeriodField::Increment)?)
            } else {
                PerMove::Delay(seconds(secs, period, PeriodField::Delay)?)
            };
            (time_text, per_move)
        }
    };
    let time = match form {
        Form::Pgn => seconds(time_text, period, PeriodField::Seconds)?,
        Form::Friendly => minutes(time_text, period)?,
    };
    if time > LONGEST_PERIOD {
        return Err(TimeControlError::TooLong {
            period,
            text: time_text.to_string(),
            friendly: form == Form::Friendly,
        });
    }
    Ok(Period {
        moves,
        time,
        per_move,
    })
}

/// A whole number, refused with a message naming the field.
fn number(text: &str, period: usize, field: PeriodField) -> Result<u32, TimeControlError> {
    if text.is_empty() {
        return Err(TimeControlError::Missing { period, field });
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimeControlError::NotANumber {
            period,
            field,
            text: text.to_string(),
        });
    }
    text.parse().map_err(|_| TimeControlError::TooLarge {
        period,
        field,
        text: text.to_string(),
    })
}

fn seconds(text: &str, period: usize, field: PeriodField) -> Result<Duration, TimeControlError> {
    number(text, period, field).map(|s| Duration::from_secs(u64::from(s)))
}

/// `m`, `m:ss` or `h:mm:ss` (as the arbiter's commands take it).
fn minutes(text: &str, period: usize) -> Result<Duration, TimeControlError> {
    let field = PeriodField::Minutes;
    if let [h, m, s] = text.split(':').collect::<Vec<_>>().as_slice() {
        let part = |p: &str| {
            (p.len() == 2)
                .then(|| number(p, period, field).ok())
                .flatten()
                .filter(|&n| n < 60)
        };
        let not_a_time = || TimeControlError::NotANumber {
            period,
            field,
            text: text.to_string(),
        };
        let hours = number(h, period, field)?;
        let (m, s) = (
            part(m).ok_or_else(not_a_time)?,
            part(s).ok_or_else(not_a_time)?,
        );
        return Ok(Duration::from_secs(
            u64::from(hours) * 3600 + u64::from(m) * 60 + u64::from(s),
        ));
    }
    let (m, s) = match text.split_once(':') {
        Some((m, s)) => {
            let secs = if s.len() == 2 {
                number(s, period, field).ok()
            } else {
                None
            };
            match secs.filter(|&s| s < 60) {
                Some(secs) => (m, secs),
                None => {
                    return Err(TimeControlError::NotANumber {
                        period,
                        field,
                        text: text.to_string(),
                    });
                }
            }
        }
        None => (text, 0),
    };
    let m = number(m, period, field)?;
    Ok(Duration::from_secs(u64::from(m) * 60 + u64::from(s)))
}

/// "90" (minutes), "5:30", "1:05:00", "0:00:10.5": a time in milliseconds.
pub fn parse_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let seconds_part = |p: &str| -> Option<f64> {
        let v: f64 = p.parse().ok()?;
        (v.is_finite() && v >= 0.0).then_some(v)
    };
    let secs = match parts.as_slice() {
        [m] => seconds_part(m)? * 60.0,
        [m, s] => seconds_part(m)? * 60.0 + seconds_part(s)?,
        [h, m, s] => seconds_part(h)? * 3600.0 + seconds_part(m)? * 60.0 + seconds_part(s)?,
        _ => return None,
    };
    let ms = Duration::try_from_secs_f64(secs).ok()?.as_millis();
    u64::try_from(ms).ok().filter(|&ms| ms <= 24 * 3_600_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn friendly_and_pgn_agree() {
        let a: TimeControl = "40/90+30, 30+30".parse().unwrap_or_else(|e| panic!("{e}"));
        let b = TimeControl::from_pgn("40/5400+30:1800+30").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "40/90+30,30+30");
    }

    #[test]
    fn minutes_and_seconds() {
        let tc = TimeControl::from_friendly("2:30+2").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(tc.initial_time(), Duration::from_secs(150));
        assert_eq!(tc.to_string(), "2:30+2");
        assert_eq!(tc.to_pgn(), "150+2");
        assert!(matches!(
            TimeControl::from_friendly("2:75"),
            Err(TimeControlError::NotANumber { .. })
        ));
        // Hours, as the arbiter's commands take them.
        let tc = TimeControl::from_friendly("1:30:00+30").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(tc.to_pgn(), "5400+30");
        assert!(TimeControl::from_friendly("1:75:00").is_err());
    }

    #[test]
    fn a_second_increment_is_not_called_a_delay() {
        assert_eq!(
            TimeControl::from_friendly("90+30+5"),
            Err(TimeControlError::TwoPerMove {
                period: 1,
                text: "+5".into()
            })
        );
        assert_eq!(
            TimeControl::from_friendly("90+30d5"),
            Err(TimeControlError::IncrementAndDelay { period: 1 })
        );
    }
}
