//! A terminal closed under anna (the window closed, the connection gone) when anna is not the
//! terminal's session leader: no SIGHUP comes, only the end of input. Every program that reads
//! the terminal then leaves within two seconds, the game saved and resumable.

use std::time::Duration;

use crate::common::Dirs;
use crate::common::bare_pty::BarePty;

/// How long a closed terminal may keep anna running.
const PATIENCE: Duration = Duration::from_secs(2);

/// anna with `args` on a terminal of kind `term` that is not its controlling terminal.
fn bare(dirs: &Dirs, args: &[&str], term: &str) -> BarePty {
    let mut command = dirs.command(args);
    command.env("TERM", term);
    BarePty::spawn(command)
}

/// Closes the terminal and checks that anna ended in time.
fn closed_in_time(pty: &mut BarePty, what: &str) -> Duration {
    let took = pty.close(PATIENCE);
    took.unwrap_or_else(|| panic!("{what}: still running {PATIENCE:?} after the terminal closed"))
}

/// The game left behind is resumable, with `plies` half-moves played.
fn resumes(dirs: &Dirs, plies: &str) {
    let mut anna = dirs.spawn(&["resume"]);
    anna.expect(&format!("Partie fortgesetzt, {plies}"));
    anna.send("beenden");
    anna.expect("ja oder nein");
    anna.send("ja");
    anna.finish();
}

#[test]
fn closing_the_board_view_leaves_the_game_resumable() {
    let dirs = Dirs::new("hangup-board");
    let mut pty = bare(&dirs, &["--view", "board", "--no-color"], "xterm");
    pty.expect("Weiß am Zug.");
    pty.press("e4\r");
    pty.expect("(e4)");
    let took = closed_in_time(&mut pty, "--view board");
    eprintln!("board view ended {took:?} after the terminal closed");
    resumes(&dirs, "ein Halbzug gespielt");
}

#[test]
fn closing_the_board_view_of_a_tournament_game_leaves_it_resumable() {
    let dirs = Dirs::new("hangup-board-tournament");
    let mut pty = bare(
        &dirs,
        &["--view", "board", "--no-color", "--tournament"],
        "xterm",
    );
    pty.expect("Weiß am Zug.");
    closed_in_time(&mut pty, "--view board --tournament");
    resumes(&dirs, "0 Halbzüge gespielt");
}

#[test]
fn closing_the_board_view_of_an_engine_game_leaves_it_resumable() {
    let dirs = Dirs::new("hangup-board-engine");
    let args = [
        "--view",
        "board",
        "--no-color",
        "--engine",
        "black",
        "--engine-nodes",
        "2000",
    ];
    let mut pty = bare(&dirs, &args, "xterm");
    pty.expect("Weiß am Zug.");
    pty.press("e4\r");
    pty.expect("(e4)");
    closed_in_time(&mut pty, "--view board --engine black");
    // White's move is kept, whether or not the engine had answered before the close.
    let mut anna = dirs.spawn(&["resume"]);
    anna.expect("Partie fortgesetzt, ");
    let (said, _) = anna.until_prompt();
    assert!(
        said.contains("ein Halbzug gespielt") && said.contains("Bauer Eva vier")
            || said.contains("2 Halbzüge gespielt") && said.contains("Zuletzt angesagt: 1. …"),
        "{said}"
    );
}

#[test]
fn closing_the_line_view_leaves_the_game_resumable() {
    for term in ["xterm", "dumb"] {
        let dirs = Dirs::new(&format!("hangup-line-{term}"));
        let mut pty = bare(&dirs, &[], term);
        pty.expect("Weiß");
        pty.press("e4\r");
        pty.expect("Schwarz");
        closed_in_time(&mut pty, term);
        resumes(&dirs, "ein Halbzug gespielt");
    }
}

#[test]
fn closing_the_talking_clock_leaves_it_resumable() {
    let dirs = Dirs::new("hangup-clock");
    let args = ["clock", "--time", "5+3", "--speech", "off"];
    let mut pty = bare(&dirs, &args, "xterm");
    pty.expect("nach einer Frage.");
    pty.press("2");
    pty.expect("Uhr Weiß.");
    closed_in_time(&mut pty, "anna clock");
    let mut anna = dirs.spawn(&["clock", "--resume", "--speech", "off"]);
    anna.expect("anna Uhr, 5+3, fortgesetzt.\n");
    anna.expect("Uhr Weiß.\n");
}
