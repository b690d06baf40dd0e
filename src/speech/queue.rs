//! The one queue discipline of every speech back end that speaks by itself (the voice pack's
//! devices, [`super::audio`]; speech-dispatcher, [`super::system`]), written once here so that
//! the player hears the same rules whichever speaks:
//!
//! - public utterances (moves, what both players must hear) are spoken in order, each to its
//!   end: none is dropped, none is cut;
//! - there is at most one private utterance: a new one replaces the one waiting or speaking;
//! - a public utterance is spoken as soon as it arrives: a private one speaking is cut (the one
//!   who asked can ask again), public ones wait for each other;
//! - [`Queue::silence`] cuts the private utterance, speaking or waiting; public ones are never
//!   cut;
//! - when nothing speaks, the next is the oldest public utterance waiting, else the private one;
//! - a back end shut down cuts private speech and waits at most [`DROP_WAIT`] for the public
//!   utterances still to be spoken.
//!
//! The queue only decides; the back end speaks. It tells the queue what was said
//! ([`Queue::say`]), takes the next utterance to speak when nothing speaks
//! ([`Queue::next_waiting`], then [`Queue::begin`] with its own record of how far it got), and
//! tells it when that one ended ([`Queue::end`]). What a change drops comes back as [`Dropped`],
//! so that the back end can stop the sound and account for the utterances.

use std::collections::VecDeque;
use std::time::Duration;

use super::Channel;

/// How long a back end shutting down waits for move announcements still to be spoken.
pub const DROP_WAIT: Duration = Duration::from_secs(10);

/// An utterance the queue holds: the queue needs to know its channel only.
pub trait Queued {
    fn channel(&self) -> Channel;
}

/// The utterance speaking, with the back end's record `P` of how far it got.
struct Speaking<T, P> {
    utterance: T,
    progress: P,
}

/// What is speaking and what waits, on one output (see the module documentation).
pub struct Queue<T, P> {
    speaking: Option<Speaking<T, P>>,
    public: VecDeque<T>,
    private: Option<T>,
}

/// The private utterances a change of the queue gave up.
#[must_use]
pub struct Dropped<T> {
    /// The one waiting, replaced or silenced before it began.
    pub waiting: Option<T>,
    /// The one speaking, cut: the back end stops its sound.
    pub cut: Option<T>,
}

impl<T, P> Default for Queue<T, P> {
    fn default() -> Self {
        Queue {
            speaking: None,
            public: VecDeque::new(),
            private: None,
        }
    }
}

impl<T: Queued, P> Queue<T, P> {
    /// Takes an utterance by its channel's rules: public waits behind public and cuts a private
    /// one speaking; private replaces the private one, waiting or speaking.
    pub fn say(&mut self, utterance: T) -> Dropped<T> {
        match utterance.channel() {
            Channel::Public => {
                let cut = self.cut_private();
                self.public.push_back(utterance);
                Dropped { waiting: None, cut }
            }
            Channel::Private => {
                let dropped = self.silence();
                self.private = Some(utterance);
                dropped
            }
        }
    }

    /// Gives up the private utterance, speaking or waiting; public ones go on.
    pub fn silence(&mut self) -> Dropped<T> {
        Dropped {
            waiting: self.private.take(),
            cut: self.cut_private(),
        }
    }

    fn cut_private(&mut self) -> Option<T> {
        if self
            .speaking
            .as_ref()
            .is_some_and(|s| s.utterance.channel() == Channel::Private)
        {
            self.speaking.take().map(|s| s.utterance)
        } else {
            None
        }
    }

    /// The utterance to speak now, taken off the queue: none while one speaks, else the oldest
    /// public one, else the private one. The back end hands it back with [`Queue::begin`].
    pub fn next_waiting(&mut self) -> Option<T> {
        if self.speaking.is_some() {
            return None;
        }
        self.public.pop_front().or_else(|| self.private.take())
    }

    /// The utterance taken by [`Queue::next_waiting`] is speaking, `progress` how far it got.
    pub fn begin(&mut self, utterance: T, progress: P) {
        self.speaking = Some(Speaking {
            utterance,
            progress,
        });
    }

    /// The utterance speaking ended; it is given back.
    pub fn end(&mut self) -> Option<T> {
        self.speaking.take().map(|s| s.utterance)
    }

    pub fn speaking(&self) -> Option<(&T, &P)> {
        self.speaking.as_ref().map(|s| (&s.utterance, &s.progress))
    }

    pub fn speaking_mut(&mut self) -> Option<(&mut T, &mut P)> {
        self.speaking
            .as_mut()
            .map(|s| (&mut s.utterance, &mut s.progress))
    }

    /// Whether public utterances wait (not counting one speaking).
    pub fn public_waiting(&self) -> bool {
        !self.public.is_empty()
    }

    /// Whether a public utterance speaks or waits: what shutting down waits for.
    pub fn public_pending(&self) -> bool {
        self.public_waiting()
            || self
                .speaking
                .as_ref()
                .is_some_and(|s| s.utterance.channel() == Channel::Public)
    }

    /// Nothing speaks and nothing waits.
    pub fn is_idle(&self) -> bool {
        self.speaking.is_none() && self.public.is_empty() && self.private.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Queued for (Channel, u32) {
        fn channel(&self) -> Channel {
            self.0
        }
    }

    const PUBLIC: Channel = Channel::Public;
    const PRIVATE: Channel = Channel::Private;

    fn start(q: &mut Queue<(Channel, u32), ()>) -> Option<u32> {
        let next = q.next_waiting()?;
        q.begin(next, ());
        Some(next.1)
    }

    fn ids(dropped: &Dropped<(Channel, u32)>) -> (Option<u32>, Option<u32>) {
        (dropped.waiting.map(|u| u.1), dropped.cut.map(|u| u.1))
    }

    #[test]
    fn public_utterances_are_spoken_in_order_each_to_its_end() {
        let mut q = Queue::default();
        for id in 1..=3 {
            assert_eq!(ids(&q.say((PUBLIC, id))), (None, None));
        }
        assert_eq!(start(&mut q), Some(1));
        assert_eq!(ids(&q.silence()), (None, None));
        assert_eq!(start(&mut q), None, "one speaks at a time");
        assert!(q.public_pending());
        assert_eq!(q.end().map(|u| u.1), Some(1));
        assert_eq!(start(&mut q), Some(2));
        q.end();
        assert_eq!(start(&mut q), Some(3));
        q.end();
        assert!(q.is_idle());
    }

    #[test]
    fn a_private_answer_is_replaced_cut_by_public_and_silenced() {
        let mut q = Queue::default();
        assert_eq!(ids(&q.say((PUBLIC, 1))), (None, None));
        assert_eq!(ids(&q.say((PRIVATE, 2))), (None, None));
        assert_eq!(start(&mut q), Some(1), "public first");
        assert_eq!(ids(&q.say((PRIVATE, 3))), (Some(2), None));
        q.end();
        assert_eq!(start(&mut q), Some(3));
        assert!(!q.public_pending());
        assert_eq!(ids(&q.say((PUBLIC, 4))), (None, Some(3)));
        assert_eq!(start(&mut q), Some(4));
        assert_eq!(ids(&q.say((PRIVATE, 5))), (None, None));
        q.end();
        assert_eq!(start(&mut q), Some(5));
        assert_eq!(ids(&q.say((PRIVATE, 6))), (None, Some(5)));
        assert_eq!(ids(&q.silence()), (Some(6), None));
        assert!(q.is_idle());
    }
}
