//! The sidecar beside a journal (`GAME.journal.beat`): the last heartbeat of a running clock,
//! and the witness of the journal's end, the sequence number and check value of its last record
//! with the half-moves played then. It is rewritten with every record and every beat and stays
//! beside the journal, so that a journal cut at a line boundary is found shorter than its
//! witness: a cut leaves every line intact, and only something kept apart can tell.

use std::path::{Path, PathBuf};

use super::link::{Link, lower_hex};

/// The largest sidecar read: two short lines.
const MAX_SIDECAR_BYTES: u64 = 4096;

/// What the journal's last record was when the sidecar was written (record 0: none yet, the
/// journal was just created).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Witness {
    pub last: Link,
    /// The half-moves of the game after that record.
    pub plies: usize,
}

/// The sidecar's content.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sidecar {
    /// The last heartbeat (milliseconds since 1970) and the interval it was written at
    /// (milliseconds).
    pub beat: Option<(u64, u64)>,
    pub witness: Option<Witness>,
}

/// Where a journal's sidecar is kept: beside it.
pub fn sidecar_path(journal: &Path) -> PathBuf {
    let mut name = journal.as_os_str().to_owned();
    name.push(".beat");
    PathBuf::from(name)
}

impl Sidecar {
    /// The sidecar of a journal; what is missing or unreadable in it is `None` (a folder, a
    /// pipe or a large file at its name is not read).
    pub fn read(journal: &Path) -> Sidecar {
        // A FIFO planted at the name is refused, not waited on.
        crate::files::read_input_text(&sidecar_path(journal), MAX_SIDECAR_BYTES)
            .map(|text| Sidecar::parse(&text))
            .unwrap_or_default()
    }

    /// `beat MS INTERVAL` and `last SEQ CHECK PLIES`, one a line; other lines are ignored.
    fn parse(text: &str) -> Sidecar {
        let mut sidecar = Sidecar::default();
        for line in text.lines() {
            let mut words = line.split_whitespace();
            match words.next() {
                Some("beat") => {
                    let mut n = words.map(|w| w.parse::<u64>().ok());
                    if let (Some(Some(at)), Some(Some(every))) = (n.next(), n.next()) {
                        sidecar.beat = Some((at, every));
                    }
                }
                Some("last") => {
                    let seq = words.next().and_then(|w| w.parse().ok());
                    let check = words.next().and_then(lower_hex);
                    let plies = words.next().and_then(|w| w.parse().ok());
                    if let (Some(seq), Some(check), Some(plies)) = (seq, check, plies) {
                        sidecar.witness = Some(Witness {
                            last: Link { seq, check },
                            plies,
                        });
                    }
                }
                _ => {}
            }
        }
        sidecar
    }

    /// The text written to the sidecar: always of the same length (the numbers padded, what is
    /// not known a dash), so that it is rewritten in place by one write, never truncated
    /// first: a process killed at any moment leaves the old text or the new one.
    pub fn text(&self) -> String {
        let beat = match self.beat {
            Some((at, every)) => format!("beat {at:020} {every:020}\n"),
            None => format!("beat {:>20} {:>20}\n", "-", "-"),
        };
        let last = match self.witness {
            Some(Witness { last, plies }) => {
                format!("last {:020} {:08x} {plies:020}\n", last.seq, last.check)
            }
            None => format!("last {:>20} {:>8} {:>20}\n", "-", "-", "-"),
        };
        beat + &last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sidecar_reads_back_what_it_wrote() {
        let sidecar = Sidecar {
            beat: Some((1_795_493_463_272, 5000)),
            witness: Some(Witness {
                last: Link {
                    seq: 42,
                    check: 0x0a1b_2c3d,
                },
                plies: 39,
            }),
        };
        assert_eq!(Sidecar::parse(&sidecar.text()), sidecar);
        assert_eq!(
            Sidecar::default().text().len(),
            sidecar.text().len(),
            "rewritten in place"
        );
        assert_eq!(
            Sidecar::parse(&Sidecar::default().text()),
            Sidecar::default()
        );
        assert_eq!(Sidecar::parse("beat x 5\nlast 1\n"), Sidecar::default());
        let upper = sidecar.text().replace("0a1b2c3d", "0A1B2C3D");
        assert_eq!(
            Sidecar::parse(&upper).witness,
            None,
            "hex is lower case only"
        );
    }
}
