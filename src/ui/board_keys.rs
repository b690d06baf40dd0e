//! The board cursor's keys in the line editor. The arrows alone edit the line; with Alt they
//! move the cursor over the board, so a line half typed stays as it is:
//!
//! - Alt and an arrow: one square left, right, towards the far side or the near side;
//! - Alt+End, Alt+Home: the next, the previous piece (rank by rank from the far side);
//! - Alt and k, q, r, b, n, p (the letters Lichess's blind mode uses): the next king, queen,
//!   rook, bishop, knight, pawn (Alt and a digit would be the editor's repeat count);
//! - Alt+Enter: what the piece there can do, and what attacks and defends the square;
//! - on the Linux text console, where Alt+← and Alt+→ switch consoles and the console sends
//!   no Alt with the arrows, Home or End, the same with letters: Alt+h, Alt+l (left, right),
//!   Alt+u, Alt+d (far side, near side), Alt+. and Alt+, (next, previous piece).
//!
//! Each key is handed to the game loop at once; the editor does nothing with it.

use std::sync::Mutex;
use std::sync::mpsc::Sender;

use rustyline::{
    Cmd, ConditionalEventHandler, Event, EventContext, EventHandler, KeyCode, KeyEvent, Modifiers,
    RepeatCount,
};
use shakmaty::Role;

use super::incoming::Incoming;
use crate::command::Explore;

/// Sends its key to the game loop and leaves the line alone.
struct Key {
    key: Explore,
    /// The editor wants its handlers `Sync`; the sender is used from the editor's thread only.
    send: Mutex<Sender<Incoming>>,
}

impl ConditionalEventHandler for Key {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, _: &EventContext) -> Option<Cmd> {
        let send = self
            .send
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // A loop that has stopped listening has nobody to tell.
        let _ = send.send(Incoming::Explore(self.key));
        Some(Cmd::Noop)
    }
}

/// The cursor's keys and what each does.
fn keys() -> Vec<(KeyEvent, Explore)> {
    let alt = |code| KeyEvent(code, Modifiers::ALT);
    let mut keys = vec![
        (alt(KeyCode::Left), Explore::Left),
        (alt(KeyCode::Right), Explore::Right),
        (alt(KeyCode::Up), Explore::Up),
        (alt(KeyCode::Down), Explore::Down),
        (alt(KeyCode::End), Explore::Next(None)),
        (alt(KeyCode::Home), Explore::Previous(None)),
        (alt(KeyCode::Enter), Explore::Details),
        // Keys the Linux text console (BRLTTY's usual home) passes on with Alt.
        (KeyEvent::alt('h'), Explore::Left),
        (KeyEvent::alt('l'), Explore::Right),
        (KeyEvent::alt('u'), Explore::Up),
        (KeyEvent::alt('d'), Explore::Down),
        (KeyEvent::alt('.'), Explore::Next(None)),
        (KeyEvent::alt(','), Explore::Previous(None)),
    ];
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    for role in roles {
        keys.push((KeyEvent::alt(role.char()), Explore::Next(Some(role))));
    }
    keys
}

/// Binds the cursor's keys in `editor`, each sending its [`Explore`] through `send`.
pub(super) fn bind<H: rustyline::Helper, I: rustyline::history::History>(
    editor: &mut rustyline::Editor<H, I>,
    send: &Sender<Incoming>,
) {
    for (event, key) in keys() {
        let handler = Key {
            key,
            send: Mutex::new(send.clone()),
        };
        editor.bind_sequence(event, EventHandler::Conditional(Box::new(handler)));
    }
}
