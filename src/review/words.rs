//! The review in words: each step as one short answer for an earphone or one braille line,
//! the move first (what the player follows on the board), then what to learn from it.

use shakmaty::{ByColor, Color, Position};

use super::verdict::{MateChange, Summary, Verdict};
use super::walk::{Stepped, Walk};
use crate::message::{Arg, Message};
use crate::notation::{AnnounceOptions, announce};
use crate::session::move_number;

/// The answer to a step of `walk`. A step that is not of this walk (its move is not there) is
/// answered with where the walk stands rather than with words for a move that was not played.
pub fn step_message(walk: &Walk, stepped: &Stepped, options: &AnnounceOptions) -> Message {
    let step = match stepped {
        Stepped::Move(step) => step,
        Stepped::Start => return Message::new("review-start").with("side", walk.position().turn()),
        Stepped::AlreadyAtStart => return Message::new("review-at-start"),
        Stepped::AlreadyAtEnd => return Message::new("review-at-end"),
        Stepped::NotAnalysed => return Message::new("review-not-analysed"),
        Stepped::NoSuchMove { number, side } => {
            let message = match side {
                None => Message::new("review-no-such-move"),
                Some(side) => Message::new("review-no-such-move-side").with("side", *side),
            };
            return message.with("number", *number);
        }
        Stepped::NoMoreMistakes { side, forward } => {
            let message = match side {
                None => Message::new("review-no-mistake"),
                Some(side) => Message::new("review-no-mistake-side").with("side", *side),
            };
            let direction = if *forward { "next" } else { "previous" };
            return message.with("direction", Arg::Key(direction));
        }
    };
    let Some(before) = walk
        .position_before(step.ply)
        .filter(|p| p.is_legal(step.mv))
    else {
        return step_message(walk, &walk.current(), options);
    };
    let verdict = match step.verdict {
        None => "none",
        Some(Verdict::Good) => "good",
        Some(Verdict::Inaccuracy) => "inaccuracy",
        Some(Verdict::Mistake) => "mistake",
        Some(Verdict::Blunder) => "blunder",
    };
    let mut parts = vec![
        Message::new("review-move")
            .with("number", move_number(step.number, step.color))
            .with("move", announce(before, step.mv, options))
            .with("verdict", Arg::Key(verdict)),
    ];
    if let Some(mate) = step.mate {
        parts.push(Message::new(match mate {
            MateChange::Allowed => "review-mate-allowed",
            MateChange::Missed => "review-mate-missed",
        }));
    }
    if let Some(better) = step.better {
        parts.push(Message::new("review-better").with("move", announce(before, better, options)));
    }
    sentences(parts)
}

/// Both sides' counts and accuracy, White first; a game without analysis says so instead of
/// reporting a flawless game.
pub fn summary_message(summary: &ByColor<Summary>) -> Message {
    if summary.white.analysed + summary.black.analysed == 0 {
        return Message::new("review-not-analysed");
    }
    let side = |color: Color| {
        let s = summary.get(color);
        // -1: no accuracy (a partly analysed game); the language file leaves it out.
        let accuracy = s.accuracy.map_or(-1, |a| a.round() as i64);
        Message::new("review-summary-side")
            .with("side", color)
            .with("inaccuracies", s.inaccuracies)
            .with("mistakes", s.mistakes)
            .with("blunders", s.blunders)
            .with("accuracy", accuracy)
    };
    sentences(vec![side(Color::White), side(Color::Black)])
}

fn sentences(mut parts: Vec<Message>) -> Message {
    if parts.len() == 1
        && let Some(one) = parts.pop()
    {
        return one;
    }
    Message::new("sentences").with(
        "parts",
        Arg::Sentences(parts.into_iter().map(Arg::from).collect()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::walk::MoveStep;
    use crate::review::walk::tests::{san, scholars_mate};
    use shakmaty::Chess;

    fn walk() -> Walk {
        let (moves, analyses) = scholars_mate();
        Walk::new(Chess::default(), moves, analyses).unwrap()
    }

    fn parts(message: &Message) -> Vec<Message> {
        assert_eq!(message.id(), "sentences");
        let Some(Arg::Sentences(parts)) = message.arg("parts") else {
            panic!("no parts: {message:?}");
        };
        parts
            .iter()
            .map(|p| match p {
                Arg::Message(m) => (**m).clone(),
                other => panic!("not a message: {other:?}"),
            })
            .collect()
    }

    #[test]
    fn a_blunder_is_said_with_its_verdict_and_the_better_move() {
        let mut walk = walk();
        let options = AnnounceOptions::default();
        let stepped = walk.goto(3, Some(Color::Black));
        let said = parts(&step_message(&walk, &stepped, &options));
        let ids: Vec<&str> = said.iter().map(Message::id).collect();
        assert_eq!(ids, ["review-move", "review-mate-allowed", "review-better"]);
        assert_eq!(said[0].arg("verdict"), Some(&Arg::Key("blunder")));
        let number = Arg::from(move_number(3, Color::Black));
        assert_eq!(said[0].arg("number"), Some(&number));
        let before = walk.position_before(6).unwrap();
        let nf6 = Arg::Words(announce(before, san(before, "Nf6"), &options));
        assert_eq!(said[0].arg("move"), Some(&nf6));
        let g6 = Arg::Words(announce(before, san(before, "g6"), &options));
        assert_eq!(said[2].arg("move"), Some(&g6));
        let start = walk.to_start();
        assert_eq!(step_message(&walk, &start, &options).id(), "review-start");
        // A move without analysis is the move alone.
        let (moves, _) = scholars_mate();
        let mut bare = Walk::new(Chess::default(), moves, Vec::new()).unwrap();
        let e4 = bare.forward();
        let said = step_message(&bare, &e4, &options);
        assert_eq!(said.id(), "review-move");
        assert_eq!(said.arg("verdict"), Some(&Arg::Key("none")));
    }

    #[test]
    fn refusals_have_their_own_sentences() {
        let walk = walk();
        let options = AnnounceOptions::default();
        let say = |stepped: Stepped| step_message(&walk, &stepped, &options);
        let black = Some(Color::Black);
        let none = say(Stepped::NoSuchMove {
            number: 9,
            side: black,
        });
        assert_eq!(none.id(), "review-no-such-move-side");
        assert_eq!(none.arg("number"), Some(&Arg::Number(9)));
        let back = say(Stepped::NoMoreMistakes {
            side: None,
            forward: false,
        });
        assert_eq!(back.id(), "review-no-mistake");
        assert_eq!(back.arg("direction"), Some(&Arg::Key("previous")));
        assert_eq!(say(Stepped::AlreadyAtEnd).id(), "review-at-end");
        // A step from another game is not worded as a move of this one: 1...d4 is not a move
        // Black can make after 1.e4.
        let d4 = san(&Chess::default(), "d4");
        let foreign = MoveStep {
            ply: 2,
            number: 1,
            color: Color::Black,
            mv: d4,
            verdict: None,
            mate: None,
            better: None,
        };
        assert_eq!(say(Stepped::Move(foreign)).id(), "review-start");
    }

    #[test]
    fn the_summary_names_both_sides_or_says_there_is_no_analysis() {
        let said = parts(&summary_message(&walk().summary()));
        assert_eq!(said[0].arg("side"), Some(&Arg::Side(Color::White)));
        assert_eq!(said[0].arg("inaccuracies"), Some(&Arg::Number(1)));
        assert_eq!(said[1].arg("blunders"), Some(&Arg::Number(1)));
        let Some(Arg::Number(accuracy)) = said[1].arg("accuracy") else {
            panic!("no accuracy: {said:?}");
        };
        assert!((0..60).contains(accuracy), "{accuracy}");
        // Only some moves analysed: no accuracy to report.
        let (moves, mut analyses) = scholars_mate();
        analyses.truncate(4);
        let partial = Walk::new(Chess::default(), moves.clone(), analyses).unwrap();
        let said = parts(&summary_message(&partial.summary()));
        assert_eq!(said[1].arg("accuracy"), Some(&Arg::Number(-1)));
        let bare = Walk::new(Chess::default(), moves, Vec::new()).unwrap();
        assert_eq!(summary_message(&bare.summary()).id(), "review-not-analysed");
    }
}
