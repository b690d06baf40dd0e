//! `zeit`: the clocks on request.

use std::time::Duration;

use super::{Intent, Reader};
use crate::clock::{ChessClock, Moment};
use crate::lang::CommandWord;
use crate::message::{Arg, Message};
use crate::session::{Assistant, Form, Which, spoken_time};

impl Reader<'_> {
    /// "zeit [kurz|genau] [meine|gegner] [weiß|schwarz]": a clock report for the asker
    /// (D.2.10.4: said only when asked). The asker is the keyboard's side (as for `remis`),
    /// else the blind player, who is the one who cannot see the clock, else the player to move.
    pub(super) fn time_command(&self, rest: &str, now: Moment) -> Intent {
        let mut form = Form::Long;
        let mut which = Which::Both;
        let setup = self.s.setup();
        let mut asker = self
            .talk
            .keyboard(self.s)
            .or_else(|| setup.seating.blind.map(shakmaty::Color::from))
            .unwrap_or_else(|| self.s.game().turn());
        for word in rest.split_whitespace() {
            match self.command_word(word) {
                Some(CommandWord::Short) => form = Form::Short,
                Some(CommandWord::Exact) => form = Form::Exact,
                Some(CommandWord::Own) => which = Which::Own,
                Some(CommandWord::Opponent) => which = Which::Opponent,
                _ => match self.named_side(word) {
                    Some(side) => asker = side,
                    None => return self.bad_word(word),
                },
            }
        }
        // D.2.10.4: the blind player's assistant tells the time used; both are said, named.
        if form == Form::Long
            && which == Which::Both
            && self.s.entry().assistant == Assistant::Blind
            && let Some(clock) = self.s.clock()
        {
            return Intent::answer(used_and_left(clock, asker, now));
        }
        let mut parts = vec![self.s.clock_report(asker, form, which, now)];
        // The whole long report also says how long the move in progress has taken.
        if form == Form::Long
            && which == Which::Both
            && let Some((side, thinking)) = self.s.clock().and_then(|c| c.thinking(now))
            && thinking >= Duration::from_secs(1)
        {
            parts.push(
                Message::new("clock-thinking")
                    .with("side", side)
                    .with("time", spoken_time(thinking))
                    .into(),
            );
        }
        Intent::answer(Message::new("sentences").with("parts", Arg::Sentences(parts)))
    }
}

/// "Verbleibende Zeit: Weiß …, Schwarz …. Verbrauchte Zeit: Weiß …, Schwarz …. 23 Züge.", the
/// asker first.
fn used_and_left(clock: &ChessClock, asker: shakmaty::Color, now: Moment) -> Message {
    let both = |id: &'static str, time: &dyn Fn(shakmaty::Color) -> Duration| -> Arg {
        Message::new(id)
            .with("first", asker)
            .with("first_time", spoken_time(time(asker)))
            .with("second", !asker)
            .with("second_time", spoken_time(time(!asker)))
            .into()
    };
    let moves = clock.report(now).moves_played;
    let parts = vec![
        both("clock-left-both", &|c| clock.remaining(c, now)),
        both("clock-used-both", &|c| clock.used(c, now)),
        Message::new("clock-moves")
            .with("n", moves)
            .with("words", Arg::Spelled(u64::from(moves)))
            .into(),
    ];
    Message::new("sentences").with("parts", Arg::Sentences(parts))
}
