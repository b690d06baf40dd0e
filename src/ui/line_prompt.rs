//! The prompt of the line being typed, kept true while it is typed: when the engine or the
//! e-board moves, the side to move changes without a key, and a screen reader must read the
//! new prompt at once. rustyline measures a prompt once, when its line starts, and places the
//! cursor by that measure; so the prompt shown later is drawn by the highlighter in the columns
//! measured then (padded with spaces when it is shorter), and a line that starts while another
//! seat is to move is given room for the prompt that seat's move brings.

use std::borrow::Cow;
use std::sync::{Arc, Mutex, PoisonError};

use rustyline::completion::Completer;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;

/// The prompt shown and the columns its line was started with.
#[derive(Default)]
struct Shown {
    text: String,
    width: usize,
}

/// The editor's helper: draws the prompt as it is now.
pub(super) struct LivePrompt(Arc<Mutex<Shown>>);

/// Where the game loop's thread changes the prompt.
#[derive(Clone)]
pub(super) struct PromptHandle(Arc<Mutex<Shown>>);

pub(super) fn live_prompt() -> (LivePrompt, PromptHandle) {
    let shown = Arc::new(Mutex::new(Shown::default()));
    (LivePrompt(shown.clone()), PromptHandle(shown))
}

/// Display columns of a prompt (rustyline's own measure).
fn width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

fn padded(text: &str, to: usize) -> String {
    let pad = to.saturating_sub(width(text));
    format!("{text}{}", " ".repeat(pad))
}

impl PromptHandle {
    /// The prompt a new line starts with, at least as wide as `room` (the prompt another
    /// seat's move would bring), to give to the editor.
    pub(super) fn start(&self, text: &str, room: &str) -> String {
        let mut shown = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        shown.width = width(text).max(width(room));
        shown.text = text.to_string();
        padded(text, shown.width)
    }

    /// The prompt of the line being typed changes; whether it did.
    pub(super) fn change(&self, text: &str) -> bool {
        let mut shown = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if shown.text == text {
            return false;
        }
        shown.text = text.to_string();
        true
    }
}

impl Highlighter for LivePrompt {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(
        &'s self,
        prompt: &'p str,
        default: bool,
    ) -> Cow<'b, str> {
        if !default {
            return Cow::Borrowed(prompt);
        }
        let shown = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        // A prompt wider than the columns measured would put the cursor inside it: the line's
        // own prompt is kept then.
        if width(&shown.text) > shown.width {
            return Cow::Borrowed(prompt);
        }
        Cow::Owned(padded(&shown.text, shown.width))
    }
}

impl Completer for LivePrompt {
    type Candidate = String;
}

impl Hinter for LivePrompt {
    type Hint = String;
}

impl Validator for LivePrompt {}

impl rustyline::Helper for LivePrompt {}
