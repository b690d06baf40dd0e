//! The chain of records: how a record is written as a line and read back, and where the chain
//! of a journal's lines breaks. Each line's check value is the CRC-32C of the line continued
//! from the check value of the record before, so that a line that is intact in itself but not
//! in its place (swapped, repeated, inserted, or with a line before it deleted) is found at its
//! place, and the sequence number says which record it is.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::closing_code::{ClosingCode, CodeChain};
use super::link::{Link, lower_hex};
use super::witness::Witness;
use crate::session::Record;

#[derive(Serialize, Deserialize)]
struct Line {
    /// Milliseconds since 1970 when the record was committed: the clock is replayed from these.
    at: u64,
    /// The record's number in the journal, the first being 1.
    seq: u64,
    #[serde(flatten)]
    record: Record,
}

/// Where the chain of records breaks first: the game as recorded ends before that line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// The line cannot be read: torn, changed, zeroed, not a record, or without its sequence
    /// number or check value.
    Unreadable { line: usize },
    /// The line holds record `seq` again, which came before: a repeated or inserted line, or
    /// one moved back.
    Repeated { line: usize, seq: u64 },
    /// The line holds record `seq`; record `expected`, which belongs there, is at line `at`:
    /// lines swapped or moved.
    Moved {
        line: usize,
        seq: u64,
        expected: u64,
        at: usize,
    },
    /// Records `from` to `to` are nowhere: deleted before the line.
    Missing { line: usize, from: u64, to: u64 },
    /// Two lines hold record `seq`, each following the record before: a line repeated, or
    /// one of another game with the same beginning. Neither can be believed.
    Twice { line: usize, other: usize, seq: u64 },
}

/// How the journal ends, told by its closing record and its witness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The witness names the last record read (or the one before it: a crash between the two
    /// writes), or, without a witness, the last record closes the game.
    Whole,
    /// Neither a closing record nor a witness: the journal may have been cut after a line.
    PossiblyCut,
    /// The witness names `missing` records after the last one read; the game had `plies`
    /// half-moves at the witness's record.
    Short { missing: u64, plies: usize },
    /// The record the witness names has another check value: not the journal that was written.
    Differs { seq: u64 },
}

/// A journal read back.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadJournal {
    /// The chain from the first record to the first break, each record with the moment it was
    /// committed (milliseconds since 1970): the game as recorded.
    pub records: Vec<(u64, Record)>,
    /// The 1-based numbers of every line that cannot be read.
    pub damaged: Vec<usize>,
    /// Where the chain breaks first, if it does.
    pub fault: Option<Fault>,
    /// The readable records after the break, in the order of their lines: kept for the
    /// arbiter, never played.
    pub after: Vec<Record>,
    pub end: End,
    /// The closing code after each record of the chain, in order: a code given at any moment
    /// of the game is one of them.
    pub codes: Vec<ClosingCode>,
}

impl ReadJournal {
    /// Anything wrong: a line that cannot be read, a break of the chain, or an end that is not
    /// witnessed.
    pub fn is_damaged(&self) -> bool {
        !self.damaged.is_empty() || self.fault.is_some() || self.end != End::Whole
    }

    /// The damage is only at the end (the line a crash tore): nothing readable follows it.
    pub fn damaged_at_end_only(&self) -> bool {
        match self.fault {
            None => true,
            Some(Fault::Unreadable { .. }) => self.after.is_empty(),
            Some(_) => false,
        }
    }

    /// The game can go on from its chain: the damage is at the end only and the end is
    /// witnessed.
    pub fn continuable(&self) -> bool {
        self.damaged_at_end_only() && self.end == End::Whole
    }

    /// Every readable record: the chain and what follows a break.
    pub fn readable(&self) -> usize {
        self.records.len() + self.after.len()
    }
}

/// A record framed for the journal: its line, its link, and the text its check value (and the
/// closing code) covers.
pub(super) struct Framed {
    pub line: String,
    pub link: Link,
    pub covered: String,
}

/// The line of a record that follows `prev` in the chain, and the record's link.
pub(super) fn framed(at: u64, record: &Record, prev: Option<Link>) -> std::io::Result<Framed> {
    let seq = prev.map_or(1, |p| p.seq + 1);
    let line = Line {
        at,
        seq,
        record: record.clone(),
    };
    let text = serde_json::to_string(&line).map_err(std::io::Error::other)?;
    let body = text.strip_suffix('}').unwrap_or(&text);
    let check = crc32c::crc32c_append(prev.map_or(0, |p| p.check), text.as_bytes());
    Ok(Framed {
        line: format!("{body},\"crc\":\"{check:08x}\"}}\n"),
        link: Link { seq, check },
        covered: text,
    })
}

/// A line taken apart; whether it is in its place is for the chain to say.
struct Decoded {
    link: Link,
    /// The text the check value covers.
    text: String,
    at: u64,
    record: Record,
}

impl Decoded {
    /// Whether the check value continues `prev`.
    fn follows(&self, prev: u32) -> bool {
        crc32c::crc32c_append(prev, self.text.as_bytes()) == self.link.check
    }
}

/// A line's parts, if it has them all: a record, its sequence number and its check value.
fn decoded(line: &[u8]) -> Option<Decoded> {
    let text = std::str::from_utf8(line).ok()?;
    let split = text.len().checked_sub(18)?;
    let (body, tail) = text.split_at_checked(split)?;
    if !(tail.starts_with(",\"crc\":\"") && tail.ends_with("\"}")) {
        return None;
    }
    let check = lower_hex(tail.get(8..16)?)?;
    let text = format!("{body}}}");
    let line: Line = serde_json::from_str(&text).ok()?;
    (line.seq >= 1).then_some(Decoded {
        link: Link {
            seq: line.seq,
            check,
        },
        text,
        at: line.at,
        record: line.record,
    })
}

/// A journal's bytes read: the journal, its last link, and whether it can be appended to as
/// it is (nothing damaged, and the last line ends with its newline).
pub(super) struct Parsed {
    pub read: ReadJournal,
    pub last: Option<Link>,
    pub clean: bool,
    /// The hash of the chain, for the code of the game as it goes on.
    pub hash: CodeChain,
}

/// Reads a journal's bytes, its end compared with `witness`: the lines taken apart, then
/// walked in order along the chain until it breaks.
pub(super) fn parse(bytes: &[u8], witness: Option<Witness>) -> Parsed {
    let (pieces, unterminated) = pieces(bytes);
    let mut walk = Walk::new(&pieces);
    for i in 0..pieces.len() {
        walk.step(i);
    }
    let Walk {
        mut read,
        chain,
        hash,
        ..
    } = walk;
    read.end = end(&read, &chain, witness);
    let clean = read.fault.is_none() && !unterminated;
    Parsed {
        last: chain.last().copied(),
        read,
        clean,
        hash,
    }
}

/// Each non-blank line with its 1-based number, taken apart if it can be, and whether the
/// last piece lacks its newline (a record not yet ended, whole or torn: not to be appended to).
fn pieces(bytes: &[u8]) -> (Vec<(usize, Option<Decoded>)>, bool) {
    let mut pieces = Vec::new();
    let mut unterminated = false;
    let mut split = bytes.split(|b| *b == b'\n').enumerate().peekable();
    while let Some((i, line)) = split.next() {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        unterminated |= split.peek().is_none();
        pieces.push((i + 1, decoded(line)));
    }
    (pieces, unterminated)
}

/// The walk along a journal's lines: the chain so far, and the journal read as it grows. Kept
/// as one value so that each line is judged by one step against the chain before it.
struct Walk<'a> {
    pieces: &'a [(usize, Option<Decoded>)],
    /// The check value of each record number (see `known_checks`).
    checks: HashMap<u64, u32>,
    /// How many lines hold each record number: a second line is looked for only then.
    numbers: HashMap<u64, usize>,
    read: ReadJournal,
    hash: CodeChain,
    chain: Vec<Link>,
}

impl<'a> Walk<'a> {
    fn new(pieces: &'a [(usize, Option<Decoded>)]) -> Self {
        let mut numbers: HashMap<u64, usize> = HashMap::new();
        for d in pieces.iter().filter_map(|(_, d)| d.as_ref()) {
            *numbers.entry(d.link.seq).or_default() += 1;
        }
        Walk {
            pieces,
            checks: known_checks(pieces),
            numbers,
            read: ReadJournal {
                records: Vec::new(),
                damaged: Vec::new(),
                fault: None,
                after: Vec::new(),
                end: End::Whole,
                codes: Vec::new(),
            },
            hash: CodeChain::default(),
            chain: Vec::new(),
        }
    }

    /// A line is intact if it continues the record before it, wherever that is (or if that
    /// record is nowhere, so that it cannot be told).
    fn intact(&self, d: &Decoded) -> bool {
        let prev = if d.link.seq == 1 {
            Some(0)
        } else {
            self.checks.get(&(d.link.seq - 1)).copied()
        };
        prev.is_none_or(|p| d.follows(p))
    }

    /// Judges the `i`th piece: damaged, kept after a break, the chain's next record, or the
    /// place where the chain breaks.
    fn step(&mut self, i: usize) {
        let pieces = self.pieces;
        let (line, d) = &pieces[i];
        let line = *line;
        let Some(d) = d.as_ref().filter(|d| self.intact(d)) else {
            self.read.damaged.push(line);
            self.read.fault.get_or_insert(Fault::Unreadable { line });
            return;
        };
        if self.read.fault.is_none() {
            let expected = self.chain.last().map_or(1, |l| l.seq + 1);
            let prev = self.chain.last().map_or(0, |l| l.check);
            if d.link.seq == expected && d.follows(prev) {
                match self.twice(i, expected, prev) {
                    Some(other) => {
                        self.read.fault = Some(Fault::Twice {
                            line,
                            other,
                            seq: expected,
                        })
                    }
                    None => return self.extend(d),
                }
            } else {
                self.read.fault = Some(self.break_at(i, d.link.seq, expected));
            }
        }
        self.read.after.push(d.record.clone());
    }

    /// The line of another piece after the `i`th that also holds record `expected` following
    /// `prev`: then neither can be believed. Looked for only where a number is on more than
    /// one line.
    fn twice(&self, i: usize, expected: u64, prev: u32) -> Option<usize> {
        if self.numbers.get(&expected).is_none_or(|n| *n < 2) {
            return None;
        }
        self.pieces[i + 1..]
            .iter()
            .find(|(_, p)| {
                p.as_ref()
                    .is_some_and(|p| p.link.seq == expected && p.follows(prev))
            })
            .map(|(other, _)| *other)
    }

    /// The record continues the chain: kept, and the closing code carried on.
    fn extend(&mut self, d: &Decoded) {
        self.read.records.push((d.at, d.record.clone()));
        self.chain.push(d.link);
        self.hash.add(&d.text);
        self.read.codes.push(self.hash.code());
    }

    /// Why the chain breaks at the `i`th piece, an intact line holding record `seq` where
    /// record `expected` belongs: told by where (if anywhere) the expected record is.
    fn break_at(&self, i: usize, seq: u64, expected: u64) -> Fault {
        let line = self.pieces[i].0;
        let found = self.pieces[i + 1..]
            .iter()
            .find(|(_, p)| p.as_ref().is_some_and(|p| p.link.seq == expected))
            .map(|(at, _)| *at);
        match (seq, found) {
            (seq, _) if seq < expected => Fault::Repeated { line, seq },
            (seq, Some(at)) if seq > expected => Fault::Moved {
                line,
                seq,
                expected,
                at,
            },
            (seq, None) if seq > expected => Fault::Missing {
                line,
                from: expected,
                to: seq - 1,
            },
            // The right number, intact in itself, not following the record before: another
            // chain's line.
            _ => Fault::Unreadable { line },
        }
    }
}

/// The check value of each record number, what the next record continues: of the line with
/// that number that continues the one before it (so that an inserted line with a number taken
/// is not believed), else of the first line with that number.
fn known_checks(pieces: &[(usize, Option<Decoded>)]) -> HashMap<u64, u32> {
    let mut lines: BTreeMap<u64, Vec<&Decoded>> = BTreeMap::new();
    for d in pieces.iter().filter_map(|(_, d)| d.as_ref()) {
        lines.entry(d.link.seq).or_default().push(d);
    }
    let mut checks: HashMap<u64, u32> = HashMap::new();
    for (seq, candidates) in &lines {
        let prev = match seq {
            1 => Some(0),
            _ => checks.get(&(seq - 1)).copied(),
        };
        let chosen = candidates
            .iter()
            .find(|d| prev.is_some_and(|p| d.follows(p)))
            .or(candidates.first());
        if let Some(d) = chosen {
            checks.insert(*seq, d.link.check);
        }
    }
    checks
}

/// How the chain ends, against the witness (or, without one, the closing record).
fn end(read: &ReadJournal, chain: &[Link], witness: Option<Witness>) -> End {
    let Some(witness) = witness else {
        return match read.records.last() {
            Some((_, Record::Left)) => End::Whole,
            _ => End::PossiblyCut,
        };
    };
    let seq = witness.last.seq;
    if seq == 0 {
        // Witnessed before the first record was written: nothing can be missing.
        return End::Whole;
    }
    let index = usize::try_from(seq).ok().and_then(|s| s.checked_sub(1));
    match index.and_then(|i| chain.get(i)) {
        Some(link) if link.check == witness.last.check => End::Whole,
        Some(_) => End::Differs { seq },
        None => End::Short {
            missing: seq.saturating_sub(chain.len() as u64),
            plies: witness.plies,
        },
    }
}
