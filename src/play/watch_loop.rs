//! The loop of watching: it waits for a typed line, a key of the board cursor or the stream's
//! news (its reader rings the view's doorbell), and no longer than until a dropped stream is
//! due to be connected again; everything said goes to the view and every other output once.

use std::io;

use super::watch::Watcher;
use crate::clock::{TimeSource, WallTime};
use crate::output::{Event, Output};
use crate::ui::{Input, Signal, View};

/// Watches until the player leaves or input ends. Nothing is kept: a watched game is not the
/// player's (its moves are on Lichess).
pub fn run_watch(
    watcher: &mut Watcher,
    view: &mut dyn View,
    outputs: &mut [Box<dyn Output>],
    greeting: Vec<Event>,
) -> io::Result<()> {
    let time = WallTime::new();
    if let Some(waker) = view.waker() {
        for output in outputs.iter_mut() {
            output.set_waker(waker.clone());
        }
        watcher.set_waker(waker);
    }
    crate::ui::show_everywhere(
        view,
        outputs,
        watcher.session(),
        &watcher.words(),
        &greeting,
    );
    loop {
        let news = watcher.woken(time.now());
        crate::ui::show_everywhere(view, outputs, watcher.session(), &watcher.words(), &news);
        let deadline = watcher.next_wake().map(|at| time.instant(at));
        let events = match view.read_line(watcher.session(), &watcher.words(), None, deadline)? {
            Input::Line(line) => {
                if watcher.is_silence(&line) {
                    for output in outputs.iter_mut() {
                        output.silence();
                    }
                    continue;
                }
                if watcher.asks_devices(&line) {
                    let mut lines = vec![Event::Private(view.status())];
                    lines.extend(outputs.iter().map(|o| Event::Private(o.status())));
                    crate::ui::show_everywhere(
                        view,
                        outputs,
                        watcher.session(),
                        &watcher.words(),
                        &lines,
                    );
                    continue;
                }
                match watcher.line(&line, time.now()) {
                    Some(events) => events,
                    None => return Ok(()),
                }
            }
            Input::Tell(event) => vec![event],
            Input::Explore(key) => watcher.explore(key),
            Input::Wake | Input::Timeout => Vec::new(),
            // Nothing is lost by leaving: Ctrl-C leaves at once.
            Input::End | Input::Signal(Signal::Interrupt | Signal::Leave) => return Ok(()),
        };
        crate::ui::show_everywhere(view, outputs, watcher.session(), &watcher.words(), &events);
    }
}
