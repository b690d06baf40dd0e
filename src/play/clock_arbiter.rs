//! The arbiter at the talking clock (`anna clock`, key `a`): time added or taken (7.5.5, 9.5.3,
//! 12.9), both times and the move counter set (6.10.2), the clocks put back to a move's times
//! (D.2.9), in the words of a game's `schiedsrichter` commands and under the same rule: every
//! change is said in full and made only after `j`.

use std::time::Duration;

use shakmaty::Color;

use crate::clock::parse_time;
use crate::clock::{ChessClock, Moment};
use crate::lang::{CommandWord, Language};
use crate::message::{Arg, Message};
use crate::session::{ClockChange, Form, Side, Which, report_message, spoken_time};

/// A change the arbiter asked for.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "order", rename_all = "snake_case")]
pub enum Order {
    /// As in a game.
    Change(ClockChange),
    /// Back to the times just after ply `ply` (0: the start).
    Rewind { ply: u32 },
}

/// Reads an order typed after `a`: "plus weiß 2:00", "minus schwarz 1:00", "setzen 1:00:00
/// 55:00 20", "zurück 15" (after Black's 15th move) or "zurück 15 weiß"; else the sentence
/// that says how they go.
pub fn parse_order(line: &str, language: &Language, clock: &ChessClock) -> Result<Order, Message> {
    let usage = || Message::new("clock-app-arbiter-usage");
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&first, args)) = words.split_first() else {
        return Err(usage());
    };
    let commands = language.commands();
    let time = |w: Option<&&str>| {
        let w = w.copied().unwrap_or("");
        parse_time(w).ok_or_else(|| {
            Message::new("bad-time").with(
                "word",
                Message::new("quoted").with("word", Arg::Text(w.to_string())),
            )
        })
    };
    let side = |w: Option<&&str>| {
        w.and_then(|w| commands.side(w))
            .map(Side::from)
            .ok_or_else(usage)
    };
    match commands.get(first) {
        Some(CommandWord::Add) => Ok(Order::Change(ClockChange::Add {
            to: side(args.first())?,
            ms: time(args.get(1))?,
        })),
        Some(CommandWord::Remove) => Ok(Order::Change(ClockChange::Remove {
            from: side(args.first())?,
            ms: time(args.get(1))?,
        })),
        Some(CommandWord::Set) => Ok(Order::Change(ClockChange::Set {
            white_ms: time(args.first())?,
            black_ms: time(args.get(1))?,
            moves: args.get(2).and_then(|n| n.parse().ok()),
        })),
        Some(CommandWord::TakeBack) => {
            let number: u32 = args
                .first()
                .and_then(|n| n.trim_end_matches('.').parse().ok())
                .ok_or_else(usage)?;
            let after_white = args.get(1).and_then(|w| commands.side(w)) == Some(Color::White);
            let ply = if after_white {
                (2 * number).saturating_sub(1)
            } else {
                2 * number
            };
            if ply > clock.ply() {
                return Err(Message::new("clock-app-no-such-move").with("number", number));
            }
            Ok(Order::Rewind { ply })
        }
        _ => Err(usage()),
    }
}

/// The order in full, for the question before it is made.
pub fn describe(order: &Order, clock: &ChessClock) -> Message {
    let time = |d: Duration| spoken_time(d);
    match order {
        Order::Change(change) => change.words(),
        Order::Rewind { ply } => {
            let (white, black) = match ply.checked_sub(1).and_then(|i| clock.log().get(i as usize))
            {
                Some(e) => (e.white, e.black),
                None => (
                    clock.start_time(Color::White),
                    clock.start_time(Color::Black),
                ),
            };
            Message::new("clock-app-rewind")
                .with("plies", *ply)
                .with("white", time(white))
                .with("black", time(black))
        }
    }
}

/// Makes the order at `now`; the clocks as they then stand, said as a person says a time (as
/// in a game), or why not.
pub fn apply(order: &Order, clock: &mut ChessClock, now: Moment) -> Message {
    const REASON: &str = "arbiter";
    match order {
        Order::Change(change) => {
            if let Err(e) = change.make(clock, now, REASON) {
                return Message::new("clock-refused").with("reason", e.message());
            }
        }
        Order::Rewind { ply } => {
            if let Err(e) = clock.restore_to_ply(now, *ply, REASON) {
                return Message::new("clock-refused").with("reason", e.message());
            }
        }
    }
    let report = report_message(&clock.report(now), clock.to_move(), Form::Long, Which::Both);
    Message::new("clock-changed-said").with("clocks", report)
}
