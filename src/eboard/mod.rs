//! The sighted player's electronic board (DGT boards on USB or Bluetooth serial): the
//! protocol, the connection that survives unplugging, what the sensors say about the game
//! (a move, a move being made, a board that differs and how to put it right), the words for
//! it, and a simulated board that speaks the protocol on a pseudo-terminal.

mod link;
mod port;
mod protocol;
mod reading;
mod simulator;
mod words;

pub use link::{DEFAULT_SETTLE, EboardLink, LinkEvent};
pub use port::Port;
pub use protocol::{
    BoardMessage, ClockReading, ClockRun, Decoded, Decoder, Field, command, encode, piece_code,
    piece_of, read_set_and_run, set_and_run,
};
pub use reading::{Difference, Habits, Orientation, Reading, board, compare, differences, read};
pub use simulator::{SimError, Simulator, run as simulate};
pub use words::{board_lines, difference_message, fen_of, probe, sim_error_message};
