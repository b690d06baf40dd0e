//! Requests Lichess answers 200 but ignores (lila tells them to the game's round, which drops
//! an offer too early or too soon after the last, a take-back the opponent does not allow, a
//! victory not yet due): the next state shows nothing of them, and anna says so instead of
//! leaving the offer standing at the board.

use crate::common::lichess::FakeLichess;
use crate::common::{Anna, Dirs};

const TOKEN: &str = "lip_Ignored4567";
const GAME: &str = "ign1Game";

fn start(server: &FakeLichess, dirs: &Dirs) -> Anna {
    let args = ["lichess", "play", "--server", &server.url];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.expect("du spielst Weiß.");
    anna.until_prompt();
    anna
}

/// Waits until both `a` and `b` have been said, in either order, and moves past both.
fn expect_both(anna: &mut Anna, a: &str, b: &str) {
    let found = anna.poll_for(&format!("{a:?} and {b:?}"), |out| {
        let (i, j) = (out.find(a)?, out.find(b)?);
        Some((i.min(j), (i + a.len()).max(j + b.len())))
    });
    let (_, end) = found.unwrap_or_else(|| panic!("anna ended before {a:?} and {b:?}"));
    anna.pos = end;
}

const DRAW_IGNORED: &str = "Lichess hat dein Remisangebot nicht weitergegeben";

#[test]
fn lichess_ignored_draw_offers_are_said_and_do_not_stand() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dirs = Dirs::new("lichess-ignored-draw");
    let mut anna = start(&server, &dirs);
    anna.send("e4");
    server.wait_for("e2e4", |r| r.path.ends_with("/move/e2e4"));
    // Before both sides moved: Lichess answers 200 and passes nothing on.
    anna.send("remis");
    server.wait_for("the offer", |r| r.path.ends_with("/draw/yes"));
    assert!(!server.the_game().wdraw);
    server.opponent_moves("e7e5");
    expect_both(&mut anna, DRAW_IGNORED, "Bauer Eva fünf");
    anna.until_prompt();
    assert!(!anna.out.contains("lehnt das Remis ab"), "{}", anna.out);
    // Passed on: nothing said of Lichess; the opponent declines.
    anna.send("Sf3");
    server.wait_for("g1f3", |r| r.path.ends_with("/move/g1f3"));
    anna.send("remis");
    server.wait_for("the second offer", |r| {
        r.path.ends_with("/draw/yes") && server.the_game().wdraw
    });
    server.change(|g| g.wdraw = false);
    anna.expect("Schwarz lehnt das Remis ab.");
    assert_eq!(anna.out.matches(DRAW_IGNORED).count(), 1, "{}", anna.out);
    // Again within 20 plies of the last: ignored, and said when Black's move comes.
    server.opponent_moves("b8c6");
    anna.expect("Springer Cesar sechs");
    anna.send("Lc4");
    server.wait_for("f1c4", |r| r.path.ends_with("/move/f1c4"));
    let offers = server
        .requests()
        .iter()
        .filter(|r| r.path.ends_with("/draw/yes"))
        .count();
    anna.send("remis");
    server.wait_for("the third offer", |_| {
        server
            .requests()
            .iter()
            .filter(|r| r.path.ends_with("/draw/yes"))
            .count()
            > offers
    });
    server.opponent_moves("g8f6");
    expect_both(&mut anna, DRAW_IGNORED, "Springer Felix sechs");
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert_eq!(anna.out.matches(DRAW_IGNORED).count(), 2, "{}", anna.out);
    assert_eq!(
        anna.out.matches("lehnt das Remis ab").count(),
        1,
        "{}",
        anna.out
    );
}

#[test]
fn lichess_ignored_takeback_and_claim_are_said() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    server.change(|g| g.no_takebacks = true);
    let dirs = Dirs::new("lichess-ignored-takeback");
    let mut anna = start(&server, &dirs);
    anna.send("e4");
    server.wait_for("e2e4", |r| r.path.ends_with("/move/e2e4"));
    anna.send("zurück");
    anna.expect("Auf Lichess gefragt");
    server.wait_for("the asking", |r| r.path.ends_with("/takeback/yes"));
    server.opponent_moves("e7e5");
    // In the order the answer and the state reach anna (each order is forced below).
    let refused = "Lichess hat deine Bitte um Zurücknahme nicht weitergegeben";
    expect_both(&mut anna, refused, "Bauer Eva fünf");
    anna.send("Sf3");
    server.wait_for("g1f3", |r| r.path.ends_with("/move/g1f3"));
    // Lichess says the victory may be claimed, but the opponent is back before the claim.
    server.send_line(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":0}"#);
    anna.expect("Dein Gegner hat die Partie verlassen");
    server.opponent_back_unsaid();
    anna.send("sieg");
    anna.expect("Der Sieg wird auf Lichess beansprucht.");
    server.wait_for("the claim", |r| r.path.ends_with("/claim-victory"));
    assert_eq!(server.the_game().status, "started");
    server.opponent_moves("b8c6");
    let refused = "Lichess hat dir den Sieg nicht gegeben";
    expect_both(&mut anna, refused, "Springer Cesar sechs");
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert!(!anna.out.contains("Partie beendet"), "{}", anna.out);
}

/// An opponent's move that comes with his draw offer: the prompt then names the player, who
/// is to answer and to move, at once, never the side that just moved.
#[test]
fn lichess_offer_with_move_prompt_names_the_player() {
    let server = FakeLichess::start();
    server.game(GAME, false, &[]);
    let dirs = Dirs::new("lichess-offer-with-move");
    let args = ["lichess", "play", "--server", &server.url];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.expect("du spielst Schwarz.");
    anna.until_prompt();
    server.change(|g| {
        g.moves.push("e2e4".into());
        g.wdraw = true;
    });
    anna.expect("Weiß bietet Remis an.");
    let (_, prompt) = anna.until_prompt();
    assert_eq!(prompt, "1. … Schwarz [Schwarz, Remis: annehmen/ablehnen]> ");
    // No prompt for White after his move: the first one after it is the player's.
    let after = &anna.out[anna.out.find("Bauer Eva vier").unwrap_or(0)..];
    assert!(!after.contains("Weiß>"), "{after}");
    assert!(!after.contains("Weiß ["), "{after}");
    anna.send("ablehnen");
    server.wait_for("the decline", |r| r.path.ends_with("/draw/no"));
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
}

/// The opponent offers a draw on his own turn (Lichess puts it to the player at once, and
/// takes an acceptance at once), then moves: the prompt names the player after the move.
#[test]
fn lichess_offer_before_the_opponents_move_then_the_move_prompt_names_the_player() {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    let dirs = Dirs::new("lichess-offer-before-move");
    let mut anna = start(&server, &dirs);
    anna.send("e4");
    server.wait_for("e2e4", |r| r.path.ends_with("/move/e2e4"));
    anna.until_prompt();
    server.change(|g| g.bdraw = true);
    anna.expect("Schwarz bietet Remis an. Weiß, nimmst du an?");
    anna.until_prompt();
    server.change(|g| g.moves.push("e7e5".into()));
    anna.expect("Bauer Eva fünf");
    let (_, prompt) = anna.until_prompt();
    assert_eq!(prompt, "2. Weiß [Weiß, Remis: annehmen/ablehnen]> ");
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
}

/// Which reaches anna first after a request: its answer (200), or the state after it.
#[derive(Clone, Copy, Debug)]
enum First {
    State,
    Answer,
}

/// The server's next answers or state lines held back, so that `first` comes first.
fn hold(server: &FakeLichess, first: First) {
    match first {
        First::State => server.hold_answers(),
        First::Answer => server.hold_states(),
    }
}

/// What was held back goes out: the held answer once anna has said the state's move (she
/// has heard the state), the held states once anna has read the answer to `…end`.
fn release(server: &FakeLichess, anna: &mut Anna, first: First, end: &str, moved: &str) {
    match first {
        First::State => {
            anna.expect(moved);
            server.release_answers();
        }
        First::Answer => {
            server.wait_answer_read(end);
            server.release_states();
        }
    }
}

/// A claim Lichess ignores is said at once, whether its answer or the next state reaches
/// anna first (each order forced by the server, not left to the machine's load).
fn claim_ignored_is_said(first: First) {
    let server = FakeLichess::start();
    server.game(GAME, true, &["e2e4", "e7e5"]);
    let dirs = Dirs::new(&format!("lichess-claim-{first:?}"));
    let mut anna = start(&server, &dirs);
    anna.send("Sf3");
    server.wait_answer_read("/move/g1f3");
    server.send_line(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":0}"#);
    anna.expect("Dein Gegner hat die Partie verlassen");
    server.opponent_back_unsaid();
    hold(&server, first);
    anna.send("sieg");
    anna.expect("Der Sieg wird auf Lichess beansprucht.");
    server.wait_for("the claim", |r| r.path.ends_with("/claim-victory"));
    server.opponent_moves("b8c6");
    release(
        &server,
        &mut anna,
        first,
        "/claim-victory",
        "Springer Cesar sechs",
    );
    // Said as soon as both are there: after the move when the state came first, before it
    // when the answer did (the state then brings both).
    anna.expect("Lichess hat dir den Sieg nicht gegeben");
    if let First::Answer = first {
        anna.expect("Springer Cesar sechs");
    }
    anna.until_prompt();
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert_eq!(
        anna.out.matches("den Sieg nicht").count(),
        1,
        "{}",
        anna.out
    );
    assert!(!anna.out.contains("Partie beendet"), "{}", anna.out);
}

#[test]
fn lichess_ignored_claim_is_said_when_the_state_comes_before_the_answer() {
    claim_ignored_is_said(First::State);
}

#[test]
fn lichess_ignored_claim_is_said_when_the_answer_comes_before_the_state() {
    claim_ignored_is_said(First::Answer);
}

/// An offer Lichess passes on is never said to be dropped, whichever comes first: its
/// answer, or the state that shows it and the opponent's move after it.
fn offer_passed_on_is_not_said_dropped(first: First) {
    let server = FakeLichess::start();
    server.game(GAME, true, &["e2e4", "e7e5"]);
    let dirs = Dirs::new(&format!("lichess-offer-{first:?}"));
    let mut anna = start(&server, &dirs);
    anna.send("Sf3");
    server.wait_answer_read("/move/g1f3");
    hold(&server, first);
    anna.send("remis");
    server.wait_for("the offer", |r| {
        r.path.ends_with("/draw/yes") && server.the_game().wdraw
    });
    server.opponent_moves("b8c6");
    release(
        &server,
        &mut anna,
        first,
        "/draw/yes",
        "Springer Cesar sechs",
    );
    if let First::Answer = first {
        anna.expect("Springer Cesar sechs");
    }
    server.change(|g| g.wdraw = false);
    anna.expect("Schwarz lehnt das Remis ab.");
    anna.until_prompt();
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    assert!(!anna.out.contains(DRAW_IGNORED), "{}", anna.out);
}

#[test]
fn lichess_offer_passed_on_is_not_said_dropped_when_the_states_come_first() {
    offer_passed_on_is_not_said_dropped(First::State);
}

#[test]
fn lichess_offer_passed_on_is_not_said_dropped_when_the_answer_comes_first() {
    offer_passed_on_is_not_said_dropped(First::Answer);
}

/// A take-back asking Lichess does not pass on (the opponent allows none) is said at once,
/// whichever reaches anna first.
fn takeback_ignored_is_said(first: First) {
    let server = FakeLichess::start();
    server.game(GAME, true, &[]);
    server.change(|g| g.no_takebacks = true);
    let dirs = Dirs::new(&format!("lichess-takeback-{first:?}"));
    let mut anna = start(&server, &dirs);
    anna.send("e4");
    server.wait_answer_read("/move/e2e4");
    hold(&server, first);
    anna.send("zurück");
    anna.expect("Auf Lichess gefragt");
    server.wait_for("the asking", |r| r.path.ends_with("/takeback/yes"));
    server.opponent_moves("e7e5");
    release(&server, &mut anna, first, "/takeback/yes", "Bauer Eva fünf");
    anna.expect("Lichess hat deine Bitte um Zurücknahme nicht weitergegeben");
    if let First::Answer = first {
        anna.expect("Bauer Eva fünf");
    }
    anna.until_prompt();
    anna.send("beenden");
    anna.send("ja");
    anna.finish();
    let said = anna.out.matches("Zurücknahme nicht weitergegeben").count();
    assert_eq!(said, 1, "{}", anna.out);
}

#[test]
fn lichess_ignored_takeback_is_said_when_the_state_comes_before_the_answer() {
    takeback_ignored_is_said(First::State);
}

#[test]
fn lichess_ignored_takeback_is_said_when_the_answer_comes_before_the_state() {
    takeback_ignored_is_said(First::Answer);
}
