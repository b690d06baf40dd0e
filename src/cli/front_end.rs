//! The view and the outputs a game or a review is shown on (the line view or the board view,
//! the braille display, speech), started from the settings. A file of its own, which both
//! cli/game.rs and cli/review.rs use, so that neither uses the other for it.

use std::io::Write;

use crate::braille::{Braille, BrailleInput};
use crate::config::ViewKind;
use crate::output::{Event, Output};
use crate::ui::{Inbox, Incoming, LineView, View};

use super::devices::speech;
use super::settings::{Settings, named};

/// What the players see, hear and type with: the view, and the other outputs; what starting
/// them has to say goes into `greeting`.
pub(super) type FrontEnd<'a> = (Box<dyn View + 'a>, Vec<Box<dyn Output>>);

pub(super) fn front_end<'a>(
    session: &crate::session::Session,
    words: &crate::output::Words,
    greeting: &mut Vec<Event>,
    settings: &Settings,
    out: &'a mut dyn Write,
) -> FrontEnd<'a> {
    // Lines typed on the braille display join the keyboard's in the line view; the board view
    // is the sighted opponent's, so the display only shows there.
    let (view, braille_lines): (Box<dyn View + 'a>, Option<Inbox>) = match settings.view {
        ViewKind::Line => {
            let line_view = LineView::new(out);
            let sender = line_view.sender();
            (Box::new(line_view), Some(sender))
        }
        ViewKind::Board => {
            let opponent = settings
                .opponent_language
                .as_deref()
                .map(|code| named(Some(code)).with_digits(settings.digits));
            let view = crate::ui::board_view(settings.no_color, opponent, settings.opponent_side);
            (view, None)
        }
    };
    // Without the handlers (an unusual system), Ctrl-C and a closed terminal end the program
    // as they always do; the journal still holds every move.
    let _ = crate::ui::watch_signals(view.signal_sink());
    let started = Braille::start(&settings.braille, session.vocab().code(), move |input| {
        if let Some(lines) = &braille_lines {
            let _ = lines.send(match input {
                BrailleInput::Line(line) => Incoming::Line(Ok(line)),
                BrailleInput::Say(event) => Incoming::Tell(event),
            });
        }
    });
    if let Some(notice) = started.notice {
        tracing::warn!(event = "device", "{}", words.text(&notice));
        greeting.push(Event::Private(notice));
    }
    let mut outputs: Vec<Box<dyn Output>> = Vec::new();
    if let Some(braille) = started.braille {
        braille.update(&session.scene(), words);
        outputs.push(Box::new(braille));
    }
    outputs.extend(speech(settings, words.language(), session.vocab()));
    for output in &outputs {
        let status = Event::Private(output.status());
        tracing::info!(event = "device", "{}", words.event_text(&status));
    }
    (view, outputs)
}
