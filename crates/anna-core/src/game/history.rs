//! What grows with every ply (the positions, their repetition keys, the moves, the clock's log),
//! held so that a copy of the game shares it instead of copying it.
//!
//! Why: the table tries every record on a copy of the session before the journal has it, and
//! keeps the copy only once the record is on disk ([`crate::table::Table::commit`]): nothing is
//! announced that was not saved, and the journal never holds a record its replay would refuse.
//! With plain vectors that copy was the whole game so far, every move: at 400 plies a block the
//! size of the game allocated and freed per record (issue 43). A persistent vector (`rpds`,
//! a maintained crate) keeps the rule and makes the copy a pointer's: the copy shares every
//! element with the game it came from, and a ply added to it copies only the short path to its
//! new leaf. Splitting `Session::apply` into a check that changes nothing and an apply that
//! cannot fail was the other way; it would have to repeat every rule's refusal in a second
//! place, where a mismatch puts a record in the journal that its replay refuses.

use std::fmt;
use std::ops::Index;

use rpds::VectorSync;

/// An append-mostly list whose clones share their elements (see the module's comment). Taking
/// back plies drops from the end; nothing is ever changed in place.
#[derive(Clone)]
pub struct History<T> {
    items: VectorSync<T>,
}

impl<T> Default for History<T> {
    fn default() -> Self {
        History {
            items: VectorSync::new_sync(),
        }
    }
}

impl<T> History<T> {
    pub fn new() -> History<T> {
        History::default()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn get(&self, index: usize) -> Option<&T> {
        self.items.get(index)
    }

    pub fn first(&self) -> Option<&T> {
        self.items.first()
    }

    pub fn last(&self) -> Option<&T> {
        self.items.last()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator {
        self.items.iter()
    }

    pub fn push(&mut self, item: T) {
        self.items.push_back_mut(item);
    }
}

impl<T: Clone> History<T> {
    /// The last element taken off, if there is one.
    pub fn pop(&mut self) -> Option<T> {
        let last = self.items.last().cloned()?;
        self.items.drop_last_mut();
        Some(last)
    }

    /// Keeps the first `len` elements (a take-back: a few plies, rarely more).
    pub fn truncate(&mut self, len: usize) {
        while self.items.len() > len && self.items.drop_last_mut() {}
    }

    /// The elements from `from` on, taken off and returned in order.
    pub fn split_off(&mut self, from: usize) -> Vec<T> {
        let taken = self.iter().skip(from).cloned().collect();
        self.truncate(from);
        taken
    }
}

impl<T> Index<usize> for History<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        &self.items[index]
    }
}

impl<'a, T> IntoIterator for &'a History<T> {
    type Item = &'a T;
    type IntoIter = rpds::vector::Iter<'a, T, archery::ArcTK>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

impl<T: PartialEq> PartialEq for History<T> {
    fn eq(&self, other: &Self) -> bool {
        self.items == other.items
    }
}

impl<T: Eq> Eq for History<T> {}

impl<T: fmt::Debug> fmt::Debug for History<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T> FromIterator<T> for History<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut history = History::new();
        for item in iter {
            history.push(item);
        }
        history
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A copy holds the same elements, not copies of them: what makes the table's trial copy
    /// of the session cost nothing however long the game.
    #[test]
    fn a_copy_shares_its_elements_and_grows_apart() {
        let mut game: History<u64> = (0..300).collect();
        let mut copy = game.clone();
        copy.push(300);
        assert!(std::ptr::eq(&game[0], &copy[0]));
        assert!(std::ptr::eq(&game[299], &copy[299]));
        assert_eq!((game.len(), copy.len()), (300, 301));
        game.truncate(10);
        assert_eq!(game.len(), 10);
        assert_eq!(copy.len(), 301, "the copy keeps what the other took back");
        assert_eq!(copy.split_off(299), vec![299, 300]);
        assert_eq!(copy.pop(), Some(298));
        assert_eq!(copy.last(), Some(&297));
        assert_eq!(game.iter().next_back(), Some(&9));
    }
}
