//! What the player's requests came to on Lichess. Lichess answers 200 to a draw offer, a
//! take-back asking or a victory claim it then ignores (lila tells them to the game's round,
//! which drops an offer too early or too soon after the last, a take-back the opponent does
//! not allow, a victory not yet due), and says nothing on the stream of one it ignored: only
//! the next state, which shows no effect, tells. The answer comes on the sending thread and
//! the states on the stream's, in either order; so the seat decides from its own order
//! (`lichess_stream::Order`), never from which thread came first:
//!
//! - every line heard is numbered as it is received, and every request is stamped, just
//!   before it goes out, with the number of the last line received;
//! - a request Lichess took is settled once both its answer (200) and a state numbered above
//!   its stamp are there, whichever came first: when the answer comes, the states already
//!   heard after the stamp settle it at once; else the next state does;
//! - it is settled on every state heard after its stamp, not on the first alone: if any of
//!   them shows the effect (the player's flag, the moves taken back, the game over), nothing
//!   is said; a refusal is said only when none does, so nothing is said that a state already
//!   heard contradicts.
//!
//! Left open: a state Lichess sent before it took the request but received after the
//! request went out cannot be told from one sent after; lila processes a request before it
//! answers it, so such a state is one that crossed the request on the wire.

use std::collections::VecDeque;

use shakmaty::Color;

use crate::lichess::GameState;

/// A request Lichess took (200) whose effect the stream must show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Expect {
    /// The player's draw offer: his flag.
    Draw,
    /// The player's asking to take back: his flag, or the moves taken back.
    TakeBack,
    /// The victory claimed: the game over.
    Victory,
}

/// What a request came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Came {
    Shown,
    Ignored(Expect),
}

/// The states heard, numbered, kept while a request may need them, and the requests taken
/// but not yet settled.
#[derive(Debug, Default)]
pub(super) struct Effects {
    /// From the last state before the oldest open request's stamp on, oldest first.
    states: VecDeque<(u64, GameState)>,
    /// Requests taken, with their stamps, waiting for a state after them.
    waiting: Vec<(Expect, u64)>,
    /// The request under way was handed over at this number (its stamp is no lower).
    sending: Option<u64>,
}

impl Effects {
    /// A request handed to the sending thread when the last line heard had number `order`.
    pub(super) fn sending(&mut self, order: u64) {
        self.sending = Some(order);
    }

    /// The request under way has been answered (the states after it are kept for
    /// [`Effects::taken`], trimmed at the next state or request taken).
    pub(super) fn answered(&mut self) {
        self.sending = None;
    }

    /// A request Lichess took, stamped `stamp`: settled now if a state after it has been
    /// heard, else kept for the next state.
    pub(super) fn taken(&mut self, expect: Expect, stamp: u64, side: Color) -> Vec<Came> {
        self.waiting.push((expect, stamp));
        let came = self.settle(side);
        self.trim();
        came
    }

    /// A state heard, numbered `order`: the requests it settles, with what they came to.
    pub(super) fn state(&mut self, order: u64, state: &GameState, side: Color) -> Vec<Came> {
        self.states.push_back((order, state.clone()));
        let came = self.settle(side);
        self.trim();
        came
    }

    /// Settles every waiting request a state after its stamp has come for.
    fn settle(&mut self, side: Color) -> Vec<Came> {
        let mut came = Vec::new();
        let states = &self.states;
        self.waiting.retain(|&(expect, stamp)| {
            let before = states.iter().rev().find(|(n, _)| *n <= stamp);
            let after: Vec<&GameState> = states
                .iter()
                .filter(|(n, _)| *n > stamp)
                .map(|(_, s)| s)
                .collect();
            if after.is_empty() {
                return true;
            }
            let shown = after
                .iter()
                .any(|s| shows(expect, before.map(|(_, b)| b), s, side));
            came.push(match shown {
                true => Came::Shown,
                false => Came::Ignored(expect),
            });
            false
        });
        came
    }

    /// Only the states a request may still need: from the last one at or before the lowest
    /// open stamp on (just the newest when nothing is open).
    fn trim(&mut self) {
        let floor = self
            .waiting
            .iter()
            .map(|(_, stamp)| *stamp)
            .chain(self.sending)
            .min()
            .unwrap_or(u64::MAX);
        while self.states.len() > 1 && self.states.get(1).is_some_and(|(n, _)| *n <= floor) {
            self.states.pop_front();
        }
    }
}

/// Whether `state` (after the request) shows its effect; `before`: the last state before it.
fn shows(expect: Expect, before: Option<&GameState>, state: &GameState, side: Color) -> bool {
    let (draw, takeback) = match side {
        Color::White => (state.wdraw, state.wtakeback),
        Color::Black => (state.bdraw, state.btakeback),
    };
    let fewer = before.is_some_and(|b| state.moves().len() < b.moves().len());
    !state.running()
        || match expect {
            Expect::Draw => draw,
            Expect::TakeBack => takeback || fewer,
            Expect::Victory => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(moves: &str, wdraw: bool, status: &str) -> GameState {
        GameState {
            moves: moves.into(),
            wdraw,
            status: status.into(),
            ..GameState::default()
        }
    }

    #[test]
    fn the_answer_first_waits_for_the_next_state_and_the_state_first_settles_at_the_answer() {
        // The answer first: nothing yet; the opponent's move then says the offer was dropped.
        let mut effects = Effects::default();
        effects.state(1, &state("e2e4", false, "started"), Color::White);
        effects.sending(1);
        effects.answered();
        assert!(effects.taken(Expect::Draw, 1, Color::White).is_empty());
        let came = effects.state(2, &state("e2e4 e7e5", false, "started"), Color::White);
        assert_eq!(came, [Came::Ignored(Expect::Draw)]);
        // The state first (numbered after the stamp): the answer settles it at once.
        let mut effects = Effects::default();
        effects.state(1, &state("e2e4", false, "started"), Color::White);
        effects.sending(1);
        assert!(
            effects
                .state(2, &state("e2e4 e7e5", false, "started"), Color::White)
                .is_empty()
        );
        effects.answered();
        let came = effects.taken(Expect::Draw, 1, Color::White);
        assert_eq!(came, [Came::Ignored(Expect::Draw)]);
    }

    #[test]
    fn a_later_state_that_shows_the_effect_wins_and_states_before_the_stamp_do_not_count() {
        let mut effects = Effects::default();
        effects.state(1, &state("e2e4 e7e5", false, "started"), Color::White);
        effects.sending(1);
        effects.state(2, &state("e2e4 e7e5", false, "started"), Color::White);
        effects.state(3, &state("e2e4 e7e5", true, "started"), Color::White);
        effects.answered();
        assert_eq!(effects.taken(Expect::Draw, 1, Color::White), [Came::Shown]);
        // Stamped after the last state: only a state after it settles it.
        assert!(effects.taken(Expect::Victory, 3, Color::White).is_empty());
        let over = state("e2e4 e7e5", false, "timeout");
        assert_eq!(effects.state(4, &over, Color::White), [Came::Shown]);
        assert_eq!(effects.states.len(), 1, "only the newest state is kept");
    }

    #[test]
    fn the_states_heard_while_the_request_was_under_way_are_kept_for_its_answer() {
        let mut effects = Effects::default();
        effects.state(4, &state("e2e4 e7e5 g1f3", false, "started"), Color::White);
        effects.sending(4);
        // Taken back, then the opponent moves again: the same number of moves as before.
        effects.state(5, &state("e2e4 e7e5", false, "started"), Color::White);
        effects.state(6, &state("e2e4 e7e5 b1c3", false, "started"), Color::White);
        effects.answered();
        let came = effects.taken(Expect::TakeBack, 4, Color::White);
        assert_eq!(came, [Came::Shown]);
    }

    #[test]
    fn a_take_back_shows_as_fewer_moves() {
        let mut effects = Effects::default();
        effects.state(5, &state("e2e4 e7e5 g1f3", false, "started"), Color::White);
        assert!(effects.taken(Expect::TakeBack, 5, Color::White).is_empty());
        let back = state("e2e4 e7e5", false, "started");
        assert_eq!(effects.state(6, &back, Color::White), [Came::Shown]);
        assert!(effects.taken(Expect::TakeBack, 6, Color::White).is_empty());
        let on = state("e2e4 e7e5 b1c3", false, "started");
        assert_eq!(
            effects.state(7, &on, Color::White),
            [Came::Ignored(Expect::TakeBack)]
        );
    }
}
