//! The arbiter's toolbox beyond the clock and the result: warnings (12.9.1), an increment added
//! during the game (III.4), and a player not at the board at the start (6.7.1).

use shakmaty::{Color, Position};

use super::{Intent, Reader};
use std::time::Duration;

use crate::clock::{Classification, Moment, parse_time};
use crate::game::GameResult;
use crate::lang::CommandWord;
use crate::message::{Arg, Message};
use crate::session::{Record, Ruled, move_number, spoken_time};

/// III.4: the increment the Guidelines name, five seconds a move.
const GUIDELINE_INCREMENT_MS: u64 = 5_000;

/// III.4, III.5: the player having the move asks with less than this left.
const GUIDELINE_TIME_LEFT: Duration = Duration::from_secs(120);

impl Reader<'_> {
    /// "verwarnung [SEITE [Grund …]]", "inkrement [ZEIT]", "abwesend SEITE", "anwesend SEITE":
    /// the record to confirm, or the answer (the warnings listed, a refusal).
    pub(super) fn toolbox(
        &self,
        command: CommandWord,
        args: &[&str],
        now: Moment,
    ) -> Result<Record, Intent> {
        let side = |i: usize| {
            let word = args.get(i).copied().unwrap_or("");
            self.named_side(word).ok_or_else(|| self.bad_word(word))
        };
        match command {
            CommandWord::Warning if args.is_empty() => Err(Intent::answer(self.warnings())),
            CommandWord::Warning => Ok(Record::Warning {
                by: side(0)?.into(),
                reason: args.get(1..).map(|r| r.join(" ")).unwrap_or_default(),
            }),
            CommandWord::Increment => self.increment(args.first().copied(), now),
            // `abwesend` or `anwesend`.
            _ => {
                let by = side(0)?;
                let absent = command == CommandWord::Absent;
                if !self.s.may_mark_absent(by, absent) {
                    return Err(Intent::answer(
                        Message::new("absent-not-now").with("side", by),
                    ));
                }
                Ok(match absent {
                    true => Record::Absent { by: by.into() },
                    false => Record::Arrived { by: by.into() },
                })
            }
        }
    }

    /// III.4: under Guideline III's conditions; five seconds unless said.
    fn increment(&self, time: Option<&str>, now: Moment) -> Result<Record, Intent> {
        self.guideline_iii("III.4", now)?;
        let ms = match time {
            None => GUIDELINE_INCREMENT_MS,
            Some(w) => parse_time(w).filter(|&ms| ms > 0).ok_or_else(|| {
                Intent::answer(Message::new("bad-time").with(
                    "word",
                    Message::new("quoted").with("word", Arg::Text(w.to_string())),
                ))
            })?,
        };
        Ok(Record::Clock {
            change: crate::session::ClockChange::Increment { ms },
            reason: String::new(),
        })
    }

    /// III.4 granted: the increment, and the request is a draw offer by the player having the
    /// move (recorded unless one of his stands); the arbiter is reminded of the opponent's two
    /// extra minutes if the offer is declined, with the command that gives them.
    pub(super) fn guideline_increment(&self, increment: Record) -> Intent {
        let by = self.s.game().turn();
        let mut records = vec![increment];
        if self.s.game().draw_offer().is_none() {
            records.push(Record::Offer { by: by.into() });
        }
        Intent::Commit {
            records,
            answers: vec![crate::output::Event::Private(
                Message::new("guideline-iii-4-offer")
                    .with("side", by)
                    .with("other", !by),
            )],
        }
    }

    /// Guideline III's conditions for `guideline` (III.4 or III.5), each refusal naming the
    /// one that fails: a clock (III.2.2: standard and rapid, never blitz; no increment), and
    /// the player having the move with less than two minutes left, his flag not yet fallen.
    fn guideline_iii(&self, guideline: &'static str, now: Moment) -> Result<(), Intent> {
        let refuse = |id: &'static str| {
            Err(Intent::answer(
                Message::new(id).with("guideline", Arg::Text(guideline.into())),
            ))
        };
        let Some(clock) = self.s.clock() else {
            return refuse("guideline-iii-no-clock");
        };
        if clock.classification() == Classification::Blitz {
            return refuse("guideline-iii-blitz");
        }
        if clock.has_increment() {
            return refuse("guideline-iii-increment");
        }
        let side = self.s.game().turn();
        let left = clock.remaining(side, now);
        let with_side = |id: &'static str| {
            Message::new(id)
                .with("guideline", Arg::Text(guideline.into()))
                .with("side", side)
                .with("time", spoken_time(left))
        };
        if clock.flag(side, now).is_some() {
            return Err(Intent::answer(with_side("guideline-iii-flag")));
        }
        if left >= GUIDELINE_TIME_LEFT {
            return Err(Intent::answer(with_side("guideline-iii-time")));
        }
        Ok(())
    }

    /// The warnings given so far, each with the move it was given at and the arbiter's words.
    fn warnings(&self) -> Message {
        let game = self.s.game();
        let items: Vec<Arg> = game
            .warnings()
            .iter()
            .map(|w| {
                let number = game
                    .position_at(w.at_ply)
                    .map(|pos| move_number(pos.fullmoves().get(), pos.turn()));
                let item = match w.after_game {
                    true => Message::new("warning-item-after").with("side", w.by),
                    false => Message::new("warning-item")
                        .with("side", w.by)
                        .with("number", number.map_or(Arg::Number(0), Arg::from)),
                };
                match w.reason.is_empty() {
                    true => item,
                    false => Message::new("warning-item-reason")
                        .with("item", item)
                        .with("reason", Arg::Text(w.reason.clone())),
                }
                .into()
            })
            .collect();
        match items.is_empty() {
            true => Message::new("warnings-none"),
            false => Message::new("warnings-list").with("warnings", Arg::Series(items)),
        }
    }

    /// A result's ruling checked against the Guidelines and 6.7.1: III.5 only draws, and only
    /// under Guideline III's conditions; a forfeit after both players have moved only
    /// with the arbiter's reason.
    pub(super) fn ruling_applies(
        &self,
        result: GameResult,
        ruling: Ruled,
        reason: &str,
        now: Moment,
    ) -> Result<(), Intent> {
        match ruling {
            Ruled::Adjudication if result != GameResult::Draw => {
                Err(Intent::answer(Message::new("arbiter-adjudication-draw")))
            }
            Ruled::Adjudication => self.guideline_iii("III.5", now),
            Ruled::Forfeit if self.s.game().plies() >= 2 && reason.is_empty() => {
                Err(Intent::answer(Message::new("arbiter-forfeit-moved")))
            }
            _ => Ok(()),
        }
    }

    /// What a toolbox record will do, in words, for the arbiter's question.
    pub(super) fn toolbox_change(&self, record: &Record) -> Option<(Message, String)> {
        match record {
            Record::Warning { by, reason } => Some((
                Message::new("arbiter-warning").with("side", Color::from(*by)),
                reason.clone(),
            )),
            Record::Absent { by } => {
                let side = Color::from(*by);
                let default = self.s.setup().default_time_ms;
                let said = match default {
                    0 => Message::new("arbiter-absent-now").with("side", side),
                    ms => Message::new("arbiter-absent")
                        .with("side", side)
                        .with("time", spoken_time(std::time::Duration::from_millis(ms))),
                };
                Some((said, String::new()))
            }
            _ => None,
        }
    }
}
