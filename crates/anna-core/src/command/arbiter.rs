//! The arbiter's sub-language: changes to the game and the clocks, said in full and confirmed.

use shakmaty::{Color, Position};

use super::{Intent, Pending, Reader};
use crate::clock::{Moment, parse_time};
use crate::game::GameResult;
use crate::lang::CommandWord;
use crate::message::{Arg, Message};
use crate::notation::announce;
use crate::session::{ClockChange, Record, Ruled};

impl Reader<'_> {
    /// "schiedsrichter anhalten|weiter|plus SEITE ZEIT|minus SEITE ZEIT|setzen ZEIT ZEIT [ZUG]
    /// |zurueck ZUG [SEITE]|regelwidrig SEITE [ZUG] [Grund …]": the arbiter's changes, each
    /// journaled with its reason.
    pub(super) fn arbiter_command(&mut self, rest: &str, now: Moment) -> Intent {
        let words: Vec<&str> = rest.split_whitespace().collect();
        let Some((&first, args)) = words.split_first() else {
            return self.bad_word("");
        };
        use CommandWord as C;
        let result: Result<Record, Intent> = match self.command_word(first) {
            Some(c @ (C::Pause | C::Resume | C::Add | C::Remove | C::Set)) => {
                if self.s.clock().is_none() {
                    return Intent::answer(Message::new("no-clock"));
                }
                self.clock_change(c, args)
            }
            Some(C::TakeBack) => self.retract(args),
            Some(C::Result) => self.declared(args, now),
            Some(C::Illegal) => {
                let by = args.first().copied().unwrap_or("");
                self.side_arg(by)
                    .and_then(|by| self.illegal_move(by, args.get(1), false))
            }
            Some(c @ (C::Warning | C::Increment | C::Absent | C::Arrived)) => {
                self.toolbox(c, args, now)
            }
            _ => Err(self.bad_word(first)),
        };
        match result {
            Ok(record) => self.done_or_asked(record),
            Err(step) => step,
        }
    }

    /// What the arbiter's change does now. Stopping and restarting the clocks is urgent and
    /// undone as easily: done at once, as is a player's arrival, which stops his default time
    /// (6.7.1). Every other change is said in full and waits for "ja": a typo acts on nothing.
    fn done_or_asked(&mut self, record: Record) -> Intent {
        if let Record::Clock {
            change: ClockChange::Pause | ClockChange::Resume,
            ..
        }
        | Record::Arrived { .. } = record
        {
            return Intent::record(record);
        }
        let question = Message::new("arbiter-confirm").with("change", self.change(&record));
        self.talk.pending = Some(Pending::Arbiter(record));
        Intent::answer(question)
    }

    /// A side named in the arbiter's words, or the sentence that the word is not one.
    fn side_arg(&self, word: &str) -> Result<Color, Intent> {
        self.named_side(word).ok_or_else(|| self.bad_word(word))
    }

    /// "anhalten|weiter|plus SEITE ZEIT|minus SEITE ZEIT|setzen ZEIT ZEIT [ZUG]", the reason
    /// after the arguments: a change of the clocks.
    fn clock_change(&self, command: CommandWord, args: &[&str]) -> Result<Record, Intent> {
        let arg = |i: usize| args.get(i).copied().unwrap_or("");
        let clock = |change: ClockChange, from: usize| Record::Clock {
            change,
            reason: args.get(from..).map(|r| r.join(" ")).unwrap_or_default(),
        };
        use CommandWord as C;
        Ok(match command {
            C::Pause => clock(ClockChange::Pause, 0),
            C::Resume => clock(ClockChange::Resume, 0),
            C::Add => {
                let to = self.side_arg(arg(0))?.into();
                clock(
                    ClockChange::Add {
                        to,
                        ms: time(arg(1))?,
                    },
                    2,
                )
            }
            C::Remove => {
                let from = self.side_arg(arg(0))?.into();
                clock(
                    ClockChange::Remove {
                        from,
                        ms: time(arg(1))?,
                    },
                    2,
                )
            }
            _ => {
                let (white_ms, black_ms) = (time(arg(0))?, time(arg(1))?);
                // A move number after the times, if given, and the reason after that.
                let moves = arg(2).parse::<u32>().ok();
                let change = ClockChange::Set {
                    white_ms,
                    black_ms,
                    moves,
                };
                clock(change, if moves.is_some() { 3 } else { 2 })
            }
        })
    }

    /// "zurueck ZUG [SEITE] [Grund …]": the game taken back to a position.
    fn retract(&self, args: &[&str]) -> Result<Record, Intent> {
        let (to_ply, used) = self.retract_ply(args)?;
        // Back to the position as it is, in a game still going on, changes nothing.
        if to_ply == self.s.game().plies() && !self.s.game().is_over() {
            return Err(Intent::answer(Message::new("arbiter-retract-nothing")));
        }
        Ok(Record::Retract {
            to_ply,
            reason: args.get(used..).map(|r| r.join(" ")).unwrap_or_default(),
        })
    }

    /// `schiedsrichter ergebnis 1-0 strafe …`: the result, the ruling it rests on, the words;
    /// `½-0` and `0-½` are the split scores of 12.9.5.
    pub(super) fn declared(&self, args: &[&str], now: Moment) -> Result<Record, Intent> {
        let usage = || Intent::answer(Message::new("arbiter-result-usage"));
        let result = match args.first().copied() {
            Some("1-0") => GameResult::WhiteWins,
            Some("0-1") => GameResult::BlackWins,
            Some("½-½" | "1/2-1/2" | "=") => GameResult::Draw,
            Some("0-0") => GameResult::BothLose,
            Some("½-0" | "1/2-0") => GameResult::WhiteHalf,
            Some("0-½" | "0-1/2") => GameResult::BlackHalf,
            Some(w) if self.command_word(w) == Some(CommandWord::Offer) => GameResult::Draw,
            _ => return Err(usage()),
        };
        let ruling = match args.get(1).and_then(|w| self.command_word(w)) {
            Some(CommandWord::Penalty) => Ruled::Penalty,
            Some(CommandWord::Illegal) => Ruled::IllegalMove,
            Some(CommandWord::Dead) => Ruled::Dead,
            Some(CommandWord::Adjudication) => Ruled::Adjudication,
            Some(CommandWord::Forfeit) => Ruled::Forfeit,
            _ => return Err(usage()),
        };
        if ruling == Ruled::Dead && result != GameResult::Draw {
            return Err(Intent::answer(Message::new("arbiter-dead-is-draw")));
        }
        let reason = args.get(2..).map(|r| r.join(" ")).unwrap_or_default();
        self.ruling_applies(result, ruling, &reason, now)?;
        Ok(Record::Result {
            result,
            ruling,
            reason,
        })
    }

    /// What an arbiter's record will change, in words, with the reason given.
    pub(super) fn change(&self, record: &Record) -> Arg {
        let (change, reason) = match record {
            Record::Clock { change, reason } => (change.words(), reason.as_str()),
            Record::Retract { to_ply, reason } => {
                let undone = self.s.game().plies().saturating_sub(*to_ply);
                let last = to_ply.checked_sub(1).and_then(|p| {
                    let pos = self.s.game().position_at(p)?;
                    let m = self.s.game().moves().get(p)?.mv;
                    Some((
                        crate::session::move_number(pos.fullmoves().get(), pos.turn()),
                        announce(pos, m, self.s.options()),
                    ))
                });
                let retract = match last {
                    Some((number, words)) => Message::new("arbiter-retract")
                        .with("number", number)
                        .with("move", words)
                        .with("plies", undone),
                    None => Message::new("arbiter-retract-start").with("plies", undone),
                };
                // Over a finished game, the result it cancels is named.
                let retract = match self.cancelled_result() {
                    Some(cancelled) => Message::new("sentences").with(
                        "parts",
                        Arg::Sentences(vec![retract.into(), cancelled.into()]),
                    ),
                    None => retract,
                };
                (retract, reason.as_str())
            }
            Record::IllegalMove { by, retract, .. } => {
                let loses = self.s.setup().supervision()
                    == Some(crate::session::Supervision::Partial)
                    && self.s.setup().rules.illegal_move_rule()
                        == crate::session::IllegalMoveRule::Loss;
                let by = Color::from(*by);
                // The move taken back is named, so the arbiter confirms the right one.
                let last = self.s.game().moves().last().zip(
                    self.s
                        .game()
                        .position_at(self.s.game().plies().saturating_sub(1)),
                );
                let change = match (loses, retract, last) {
                    (true, _, _) => Message::new("arbiter-illegal-loses").with("side", by),
                    (false, true, Some((last, pos))) => Message::new("arbiter-illegal-retract")
                        .with("side", by)
                        .with("move", announce(pos, last.mv, self.s.options())),
                    _ => self.illegal_charged(by, record),
                };
                (change, "")
            }
            Record::Result {
                result,
                ruling,
                reason,
            } => {
                let termination = ruling.termination();
                (
                    Message::new("arbiter-result")
                        .with("result", crate::session::result_message(*result))
                        .with("reason", crate::session::reason_message(termination))
                        .with("article", Arg::Text(termination.article().to_string())),
                    reason.as_str(),
                )
            }
            record => match self.toolbox_change(record) {
                Some((change, reason)) => return said_with_reason(change, &reason),
                None => (Message::new("arbiter-change"), ""),
            },
        };
        said_with_reason(change, reason)
    }

    /// The move an illegal-move record charges to `by`, the side to move, in words: the press
    /// without a possible move, or the move just made at the board that anna did not take
    /// (its last recorded move, answered since, is named as the one it does not charge).
    fn illegal_charged(&self, by: Color, record: &Record) -> Message {
        let promotion = matches!(
            record,
            Record::IllegalMove {
                queen_promotion: Some(_),
                ..
            }
        );
        if promotion {
            return Message::new("arbiter-illegal").with("side", by);
        }
        if self.s.pressed() == Some(by) || self.s.refused() == Some(by) {
            return Message::new("arbiter-illegal-press").with("side", by);
        }
        let game = self.s.game();
        let now = Message::new("arbiter-illegal-now").with("side", by);
        let earlier = game.plies().checked_sub(2).and_then(|ply| {
            let pos = game.position_at(ply)?;
            Some(announce(pos, game.moves().get(ply)?.mv, self.s.options()))
        });
        match earlier {
            Some(words) => Message::new("sentences").with(
                "parts",
                Arg::Sentences(vec![
                    now.into(),
                    Message::new("arbiter-illegal-not-earlier")
                        .with("move", words)
                        .into(),
                ]),
            ),
            None => now,
        }
    }

    /// "16" (after Black's 16th move) or "16 weiß" (after White's): the ply to retrace to, and
    /// how many arguments that took.
    pub(super) fn retract_ply(&self, args: &[&str]) -> Result<(usize, usize), Intent> {
        let first = args.first().copied().unwrap_or("");
        let number: u32 = first
            .trim_end_matches('.')
            .parse()
            .map_err(|_| self.bad_word(first))?;
        let (after, used) = match args.get(1).and_then(|w| self.named_side(w)) {
            Some(side) => (side, 2),
            None => (Color::Black, 1),
        };
        let game = self.s.game();
        // A move after the last one played is not yet played (as `anna clock` says it).
        let last = game.position();
        let played = match after {
            Color::White => {
                number < last.fullmoves().get()
                    || number == last.fullmoves().get() && last.turn() == Color::Black
            }
            Color::Black => number < last.fullmoves().get(),
        };
        if !played {
            return Err(Intent::answer(
                Message::new("arbiter-not-played").with("number", number),
            ));
        }
        (0..=game.plies())
            .find(|&ply| {
                self.s
                    .game()
                    .position_at(ply)
                    .is_some_and(|pos| match after {
                        Color::White => {
                            pos.turn() == Color::Black && pos.fullmoves().get() == number
                        }
                        Color::Black => {
                            pos.turn() == Color::White && pos.fullmoves().get() == number + 1
                        }
                    })
            })
            .map(|ply| (ply, used))
            .ok_or_else(|| self.bad_word(first))
    }
}

/// A change in words, and the arbiter's reason if he gave one.
fn said_with_reason(change: Message, reason: &str) -> Arg {
    let mut parts = vec![Arg::from(change)];
    if !reason.is_empty() {
        parts.push(
            Message::new("arbiter-reason")
                .with("reason", Arg::Text(reason.into()))
                .into(),
        );
    }
    Arg::Sentences(parts)
}

/// A time in the arbiter's words, or the sentence that the word is not one.
fn time(word: &str) -> Result<u64, Intent> {
    parse_time(word).ok_or_else(|| {
        Intent::answer(Message::new("bad-time").with(
            "word",
            Message::new("quoted").with("word", Arg::Text(word.to_string())),
        ))
    })
}
