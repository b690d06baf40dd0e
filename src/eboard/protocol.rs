//! The DGT board protocol, byte for byte, as DGT describes it in its public `dgtbrd` header:
//! one-byte commands to the board; messages from it of a three-byte header (an id with its
//! high bit set, then the whole length in two 7-bit bytes) and data bytes whose high bit is
//! clear. Written from that description; the decoder resynchronises on bytes that fit no
//! message, so noise on the line costs a message, never the connection.

use shakmaty::{Color, Piece, Role};

/// Commands to the board.
pub mod command {
    /// Idle mode: no more updates.
    pub const RESET: u8 = 0x40;
    /// The clock's times, as a clock message.
    pub const SEND_CLOCK: u8 = 0x41;
    /// The whole board, as a board dump.
    pub const SEND_BOARD: u8 = 0x42;
    /// Field updates from now on, and the clock's times when they change.
    pub const UPDATE_NICE: u8 = 0x4b;
    pub const SERIAL_NUMBER: u8 = 0x45;
    pub const BATTERY: u8 = 0x4c;
    pub const VERSION: u8 = 0x4d;
    pub const LONG_SERIAL_NUMBER: u8 = 0x55;
    /// A command for the clock (DGT 3000), wrapped: size, start, command, content, end.
    pub const CLOCK: u8 = 0x2b;
}

/// Message ids from the board (the high bit already set).
mod id {
    pub const BOARD_DUMP: u8 = 0x86;
    pub const CLOCK_TIMES: u8 = 0x8d;
    pub const FIELD_UPDATE: u8 = 0x8e;
    pub const SERIAL_NUMBER: u8 = 0x91;
    pub const VERSION: u8 = 0x93;
    pub const BATTERY: u8 = 0xa0;
    pub const LONG_SERIAL_NUMBER: u8 = 0xa2;
}

/// The longest message the board may send (its memory dump is about 8 kB).
const MAX_LENGTH: usize = 0x2000 + 3;

/// What one of the 64 sensors reads.
pub type Field = Option<Piece>;

/// A message from the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardMessage {
    /// Every field, numbered as the board numbers them (0 is a8 when White sits at the
    /// board's numbered side).
    BoardDump(Box<[Field; 64]>),
    /// One field changed.
    FieldUpdate {
        field: u8,
        piece: Field,
    },
    /// The clock, as the board relays it.
    Clock(ClockReading),
    Version {
        major: u8,
        minor: u8,
    },
    SerialNumber(String),
    Battery {
        percent: u8,
    },
    /// A message anna does not use (the trademark, a clock's acknowledgement, the memory).
    Other {
        id: u8,
        length: usize,
    },
}

/// The clock's two displays and its lever, seen from the front.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockReading {
    /// Hours, minutes, seconds, left and right.
    pub left: (u8, u8, u8),
    pub right: (u8, u8, u8),
    pub running: bool,
    /// The lever is high on the right: the left player pressed last.
    pub right_high: bool,
    /// No clock is connected: the times mean nothing.
    pub absent: bool,
}

/// The piece code of the protocol.
pub fn piece_code(field: Field) -> u8 {
    let Some(piece) = field else {
        return 0;
    };
    let base = match piece.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    match piece.color {
        Color::White => base,
        Color::Black => base + 6,
    }
}

/// The piece a code names; `None` for an empty field, and for the draw and result pieces of
/// some boards, which are not chess pieces.
pub fn piece_of(code: u8) -> Option<Field> {
    let role = |n| match n {
        1 => Role::Pawn,
        2 => Role::Rook,
        3 => Role::Knight,
        4 => Role::Bishop,
        5 => Role::King,
        _ => Role::Queen,
    };
    match code {
        0 => Some(None),
        1..=6 => Some(Some(Piece {
            color: Color::White,
            role: role(code),
        })),
        7..=12 => Some(Some(Piece {
            color: Color::Black,
            role: role(code - 6),
        })),
        // The "magic" pieces: a field the game cannot use.
        13..=15 => Some(None),
        _ => None,
    }
}

/// What decoding bytes gave: messages, and how many bytes had to be skipped as noise.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Decoded {
    pub messages: Vec<BoardMessage>,
    pub skipped: usize,
}

/// Turns the board's byte stream into messages; bytes may come in any slices.
#[derive(Debug, Default)]
pub struct Decoder {
    pending: Vec<u8>,
}

impl Decoder {
    pub fn push(&mut self, bytes: &[u8]) -> Decoded {
        self.pending.extend_from_slice(bytes);
        let mut out = Decoded::default();
        let mut start = 0;
        loop {
            let rest = &self.pending[start..];
            let Some(&first) = rest.first() else {
                break;
            };
            if first & 0x80 == 0 {
                // Not a message id: noise, or the tail of a broken message.
                start += 1;
                out.skipped += 1;
                continue;
            }
            if rest.len() < 3 {
                break;
            }
            let length = (usize::from(rest[1]) << 7) | usize::from(rest[2]);
            let fits = rest[1] & 0x80 == 0
                && rest[2] & 0x80 == 0
                && (3..=MAX_LENGTH).contains(&length)
                && expected_length(first).is_none_or(|n| n == length);
            if !fits {
                start += 1;
                out.skipped += 1;
                continue;
            }
            if rest.len() < length {
                // A data byte with its high bit set means the message was cut: resync there.
                if let Some(cut) = rest[3..].iter().position(|b| b & 0x80 != 0) {
                    start += 3 + cut;
                    out.skipped += 3 + cut;
                    continue;
                }
                break;
            }
            let data = &rest[3..length];
            if let Some(cut) = data.iter().position(|b| b & 0x80 != 0) {
                start += 3 + cut;
                out.skipped += 3 + cut;
                continue;
            }
            match message(first, data) {
                Some(m) => out.messages.push(m),
                None => out.skipped += length,
            }
            start += length;
        }
        self.pending.drain(..start);
        out
    }
}

/// The length a message of this id always has, if fixed.
fn expected_length(id: u8) -> Option<usize> {
    match id {
        id::BOARD_DUMP => Some(67),
        id::CLOCK_TIMES => Some(10),
        id::FIELD_UPDATE => Some(5),
        id::SERIAL_NUMBER => Some(8),
        id::VERSION => Some(5),
        id::LONG_SERIAL_NUMBER => Some(13),
        _ => None,
    }
}

fn message(id: u8, data: &[u8]) -> Option<BoardMessage> {
    Some(match id {
        id::BOARD_DUMP => {
            let mut fields: [Field; 64] = [None; 64];
            for (field, code) in fields.iter_mut().zip(data) {
                *field = piece_of(*code)?;
            }
            BoardMessage::BoardDump(Box::new(fields))
        }
        id::FIELD_UPDATE => {
            let field = *data.first()?;
            if field > 63 {
                return None;
            }
            BoardMessage::FieldUpdate {
                field,
                piece: piece_of(*data.get(1)?)?,
            }
        }
        id::CLOCK_TIMES => clock(data)?,
        id::VERSION => BoardMessage::Version {
            major: data[0],
            minor: data[1],
        },
        id::SERIAL_NUMBER | id::LONG_SERIAL_NUMBER => {
            BoardMessage::SerialNumber(data.iter().map(|b| char::from(*b)).collect())
        }
        id::BATTERY => BoardMessage::Battery {
            percent: *data.first()?,
        },
        other => BoardMessage::Other {
            id: other,
            length: data.len() + 3,
        },
    })
}

/// A clock message: times, or (a nibble of 0x0a where hours stand) an acknowledgement.
fn clock(data: &[u8]) -> Option<BoardMessage> {
    if data[0] & 0x0f == 0x0a || data[3] & 0x0f == 0x0a {
        return Some(BoardMessage::Other {
            id: id::CLOCK_TIMES,
            length: 10,
        });
    }
    let bcd = |b: u8| (b >> 4) * 10 + (b & 0x0f);
    let status = data[6];
    Some(BoardMessage::Clock(ClockReading {
        right: (data[0] & 0x0f, bcd(data[1]), bcd(data[2])),
        left: (data[3] & 0x0f, bcd(data[4]), bcd(data[5])),
        running: status & 0x01 != 0,
        right_high: status & 0x02 != 0,
        absent: status & 0x20 != 0,
    }))
}

/// Hours, minutes, seconds, as the clock shows them.
pub type Hms = (u8, u8, u8);

/// Which side of the clock runs after a set-and-run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockRun {
    Left,
    Right,
    Paused,
}

/// The clock command that sets both times and which side runs (the clock must be in its
/// mode 23); times in hours, minutes, seconds.
pub fn set_and_run(left: Hms, right: Hms, run: ClockRun) -> Vec<u8> {
    let flags = match run {
        ClockRun::Left => 0x01,
        ClockRun::Right => 0x02,
        ClockRun::Paused => 0x04,
    };
    let clamp = |(h, m, s): Hms| [h.min(9), m.min(59), s.min(59)];
    let mut bytes = vec![command::CLOCK, 0x0a, 0x03, 0x0a];
    bytes.extend(clamp(left));
    bytes.extend(clamp(right));
    bytes.extend([flags, 0x00]);
    bytes
}

/// A set-and-run command read back (for the simulator): the times and which side runs.
pub fn read_set_and_run(payload: &[u8]) -> Option<(Hms, Hms, ClockRun)> {
    let [0x03, 0x0a, lh, lm, ls, rh, rm, rs, flags, 0x00] = *payload else {
        return None;
    };
    let run = match flags {
        f if f & 0x04 != 0 => ClockRun::Paused,
        f if f & 0x01 != 0 => ClockRun::Left,
        f if f & 0x02 != 0 => ClockRun::Right,
        _ => ClockRun::Paused,
    };
    Some(((lh, lm, ls), (rh, rm, rs), run))
}

/// The bytes of a message, as a board sends it (for the simulator).
pub fn encode(message: &BoardMessage) -> Vec<u8> {
    let (id, data): (u8, Vec<u8>) = match message {
        BoardMessage::BoardDump(fields) => (
            id::BOARD_DUMP,
            fields.iter().map(|f| piece_code(*f)).collect(),
        ),
        BoardMessage::FieldUpdate { field, piece } => {
            (id::FIELD_UPDATE, vec![*field, piece_code(*piece)])
        }
        BoardMessage::Clock(reading) => {
            let bcd = |n: u8| ((n / 10) << 4) | (n % 10);
            let mut status = 0;
            status |= u8::from(reading.running);
            status |= u8::from(reading.right_high) << 1;
            status |= u8::from(reading.absent) << 5;
            let (rh, rm, rs) = reading.right;
            let (lh, lm, ls) = reading.left;
            (
                id::CLOCK_TIMES,
                vec![
                    rh & 0x0f,
                    bcd(rm),
                    bcd(rs),
                    lh & 0x0f,
                    bcd(lm),
                    bcd(ls),
                    status,
                ],
            )
        }
        BoardMessage::Version { major, minor } => (id::VERSION, vec![*major & 0x7f, *minor & 0x7f]),
        BoardMessage::SerialNumber(text) => {
            let mut bytes: Vec<u8> = text.bytes().map(|b| b & 0x7f).collect();
            bytes.resize(10, b'0');
            (id::LONG_SERIAL_NUMBER, bytes)
        }
        BoardMessage::Battery { percent } => (
            id::BATTERY,
            vec![(*percent).min(100), 0x7f, 0x7f, 0, 0, 0, 0, 0, 0],
        ),
        BoardMessage::Other { id, length } => (*id, vec![0; length.saturating_sub(3)]),
    };
    let length = data.len() + 3;
    let mut bytes = vec![id, ((length >> 7) & 0x7f) as u8, (length & 0x7f) as u8];
    bytes.extend(data);
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn knight() -> Field {
        Some(Piece {
            color: Color::White,
            role: Role::Knight,
        })
    }

    #[test]
    fn messages_split_anywhere_and_noise_between_them_are_read() {
        let update = encode(&BoardMessage::FieldUpdate {
            field: 45,
            piece: knight(),
        });
        let mut fields: [Field; 64] = [None; 64];
        fields[62] = knight();
        let dump = encode(&BoardMessage::BoardDump(Box::new(fields)));
        let mut stream = vec![0x12, 0x7f];
        stream.extend(&update);
        stream.extend([0xff, 0x00, 0x05]);
        stream.extend(&dump);
        stream.extend(&update[..2]);
        let mut decoder = Decoder::default();
        let mut messages = Vec::new();
        let mut skipped = 0;
        for chunk in stream.chunks(7) {
            let decoded = decoder.push(chunk);
            messages.extend(decoded.messages);
            skipped += decoded.skipped;
        }
        let decoded = decoder.push(&update[2..]);
        messages.extend(decoded.messages);
        assert_eq!(
            messages,
            vec![
                BoardMessage::FieldUpdate {
                    field: 45,
                    piece: knight()
                },
                BoardMessage::BoardDump(Box::new(fields)),
                BoardMessage::FieldUpdate {
                    field: 45,
                    piece: knight()
                },
            ]
        );
        assert_eq!(skipped, 5);
    }

    #[test]
    fn a_message_cut_by_a_new_one_is_dropped_and_the_new_one_read() {
        let update = encode(&BoardMessage::FieldUpdate {
            field: 3,
            piece: None,
        });
        let mut stream = encode(&BoardMessage::BoardDump(Box::new([None; 64])))[..20].to_vec();
        stream.extend(&update);
        let decoded = Decoder::default().push(&stream);
        assert_eq!(
            decoded.messages,
            vec![BoardMessage::FieldUpdate {
                field: 3,
                piece: None
            }]
        );
        assert_eq!(decoded.skipped, 20);
    }

    #[test]
    fn clock_times_and_lever_are_read_and_written_alike() {
        let reading = ClockReading {
            left: (1, 29, 59),
            right: (0, 5, 7),
            running: true,
            right_high: true,
            absent: false,
        };
        let bytes = encode(&BoardMessage::Clock(reading));
        assert_eq!(bytes.len(), 10);
        assert_eq!(
            Decoder::default().push(&bytes).messages,
            vec![BoardMessage::Clock(reading)]
        );
    }

    #[test]
    fn set_and_run_is_written_as_the_clock_reads_it() {
        let bytes = set_and_run((1, 29, 58), (0, 4, 7), ClockRun::Right);
        assert_eq!(bytes.len(), 12);
        assert_eq!(bytes[1] as usize, bytes.len() - 2);
        assert_eq!(
            read_set_and_run(&bytes[2..]),
            Some(((1, 29, 58), (0, 4, 7), ClockRun::Right))
        );
    }

    #[test]
    fn every_piece_code_round_trips() {
        for code in 0..=12 {
            let field = piece_of(code).flatten();
            assert_eq!(piece_code(field), code);
        }
        assert_eq!(piece_of(16), None);
    }
}
