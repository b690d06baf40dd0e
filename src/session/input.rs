//! A typed line: a command word (German, English or the vocabulary's own) with its arguments,
//! a yes or no to a pending question, or else a move.

use std::time::Duration;

use shakmaty::{Color, Position};

use crate::clock::{ClockState, Moment};
use crate::sync::{check, parse_board};

use super::clock_words::{Form, Which};
use super::record::{Claimed, ClockChange, Record};
use super::{Event, Pending, Session};
use crate::notation::{Token, announce, parse_move, uci};

/// What one typed line leads to: records to commit (journal first), answers for the one who
/// typed, and whether to save or leave.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Step {
    pub records: Vec<Record>,
    pub answers: Vec<Event>,
    pub save: bool,
    pub quit: bool,
}

impl Step {
    pub(super) fn answer(tokens: Vec<Token>) -> Step {
        Step {
            answers: vec![Event::Private(tokens)],
            ..Step::default()
        }
    }

    pub(super) fn record(record: Record) -> Step {
        Step {
            records: vec![record],
            ..Step::default()
        }
    }
}

impl Session {
    fn command_word(&self, word: &str) -> Option<&'static str> {
        self.vocab
            .command(word)
            .or_else(|| self.command_vocabs.iter().find_map(|v| v.command(word)))
    }

    /// A line that asks only for the speech to stop ("ruhe", "quiet", ".").
    pub fn is_silence(&self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        matches!(words.as_slice(), [w] if self.command_word(w) == Some("silence"))
    }

    /// Reads one line typed by either player. Nothing changes until the returned records are
    /// applied.
    pub fn input(&mut self, line: &str, now: Moment) -> Step {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let rest: Vec<&str> = words.collect();
        let rest = rest.join(" ");
        let command = self.command_word(first);
        if let Some(pending) = self.pending {
            return match command {
                Some("yes") => self.confirm(pending),
                Some("no") => {
                    self.pending = None;
                    match pending {
                        Pending::TakeBack { asked_of } => Step::answer(
                            self.say("takeback_refused", |_| vec![Token::Side(asked_of)]),
                        ),
                        _ => Step::answer(self.say("cancelled", |_| vec![])),
                    }
                }
                _ => Step::answer(self.say("yes_or_no", |_| vec![])),
            };
        }
        if line.is_empty() {
            // In a tournament game the Enter key alone makes the entered move (D.2.3, D.2.4):
            // announced to both, the opponent's clock started.
            if !self.setup.tournament {
                return Step::default();
            }
            return match self.entered {
                Some(m) => Step::record(Record::Move {
                    uci: uci(m, self.game.castling_mode()),
                }),
                None => Step::answer(self.say("nothing_entered", |_| vec![])),
            };
        }
        let Some(command) = command else {
            return self.move_input(line);
        };
        // A one-letter command word followed by more words may be a move ("S f3", "L c4"):
        // a line that names a legal move is the move.
        if first.chars().count() == 1
            && !rest.is_empty()
            && !self.game.is_over()
            && parse_move(
                line,
                self.game.position(),
                &self.vocab,
                &self.setup.announce,
            )
            .is_ok()
        {
            return self.move_input(line);
        }
        let turn = self.game.turn();
        let over = self.game.is_over();
        let game_over = || Step::answer(self.say("game_is_over", |_| vec![]));
        match command {
            "help" => Step::answer(vec![Token::Text(self.vocab.answer("help").to_string())]),
            "last" => Step::answer(self.last_move()),
            "turn" => Step::answer(if over {
                self.say("game_is_over", |_| vec![])
            } else {
                self.say("to_move", |_| vec![Token::Side(turn)])
            }),
            "board" => Step {
                answers: self.board_lines(),
                ..Step::default()
            },
            "pieces" => self.pieces(&rest),
            "square" => self.square(&rest),
            "rank" => self.scan_rank(&rest),
            "file" => self.scan_file(&rest),
            "attacks" => self.attacks(&rest),
            "moves" => self.legal_moves_of(&rest),
            "list" => self.move_list(&rest),
            "offer" if over => game_over(),
            "offer" => {
                // 9.1.2.1: the offer is made after one's own move, so by the player who just
                // moved; "remis weiß" names the side. While an offer stands, "remis" says so
                // again: accepting is always the explicit "annehmen".
                let named = self.named_side(&rest);
                match (self.game.draw_offer(), named) {
                    (Some(offer), None) => {
                        Step::answer(self.say("draw_offered", |_| vec![Token::Side(offer.by)]))
                    }
                    _ => {
                        let by = named.unwrap_or(if self.game.plies() > 0 { !turn } else { turn });
                        Step::record(Record::Offer { by: by.into() })
                    }
                }
            }
            "accept" | "decline" => match self.game.draw_offer() {
                None => Step::answer(self.say("no_offer", |_| vec![])),
                Some(offer) => {
                    let by = (!offer.by).into();
                    if command == "accept" {
                        if self.game.plies() < 2 {
                            return Step::answer(self.say("too_early", |_| vec![]));
                        }
                        Step::record(Record::Accept { by })
                    } else {
                        Step::record(Record::Decline { by })
                    }
                }
            },
            "claim" if over => game_over(),
            "claim" => self.claim(&rest),
            "takeback" => self.takeback(),
            "resign" if over => game_over(),
            "resign" => {
                let by = self.named_side(&rest).unwrap_or(turn);
                self.pending = Some(Pending::Resign(by));
                Step::answer(self.say("confirm_resign", |_| vec![Token::Side(by)]))
            }
            "save" => Step {
                save: true,
                ..Step::default()
            },
            "time" => self.time_command(&rest, now),
            "check" if rest.is_empty() => Step {
                answers: self.board_lines(),
                ..Step::default()
            },
            "check" => self.board_check(&rest),
            "touched" => match self.named_side(&rest) {
                Some(by) => Step::record(Record::Touched { by: by.into() }),
                None => self.bad_word(&rest),
            },
            "arbiter" => self.arbiter_command(&rest),
            "quit" if over => Step {
                quit: true,
                ..Step::default()
            },
            "quit" => {
                self.pending = Some(Pending::Quit);
                Step::answer(self.say("confirm_quit", |_| vec![]))
            }
            // "yes" or "no" with nothing asked, or a claim kind on its own.
            _ => self.move_input(line),
        }
    }

    fn confirm(&mut self, pending: Pending) -> Step {
        self.pending = None;
        match pending {
            Pending::Resign(by) => Step::record(Record::Resign { by: by.into() }),
            Pending::Quit => Step {
                quit: true,
                ..Step::default()
            },
            Pending::TakeBack { .. } => Step::record(Record::TakeBack),
        }
    }

    fn named_side(&self, text: &str) -> Option<Color> {
        crate::notation::parse_side(text.trim(), &self.vocab)
    }

    fn move_input(&mut self, text: &str) -> Step {
        if self.game.is_over() {
            return Step::answer(self.say("game_is_over", |_| vec![]));
        }
        if self
            .clock
            .as_ref()
            .is_some_and(|c| c.state() == ClockState::Paused)
        {
            return Step::answer(self.say("clock_paused", |_| vec![]));
        }
        let pos = self.game.position();
        match parse_move(text, pos, &self.vocab, &self.setup.announce) {
            Ok(m) => {
                if let Some(written) = self.game.must_play().filter(|w| *w != m) {
                    let words = announce(pos, written, self.options());
                    return Step::answer(self.say("must_play", |_| words.clone()));
                }
                let uci = uci(m, self.game.castling_mode());
                if self.setup.tournament {
                    // Read back first; until Enter makes it, a slip can be put right (D.2.8).
                    Step::record(Record::Entered { uci })
                } else {
                    Step::record(Record::Move { uci })
                }
            }
            Err(e) if self.setup.tournament => {
                // In a tournament the move was made on a board: if anna cannot play it, the
                // boards have probably parted.
                let mut tokens = e.tokens;
                tokens.extend(self.say("board_check_hint", |_| vec![]));
                Step::answer(tokens)
            }
            Err(e) => Step::answer(e.tokens),
        }
    }

    fn claim(&mut self, rest: &str) -> Step {
        let mut words = rest.split_whitespace();
        let kind = match words.next().and_then(|w| self.command_word(w)) {
            Some("threefold") => Claimed::Threefold,
            Some("fifty") => Claimed::Fifty,
            _ => return Step::answer(self.say("claim_needs_kind", |_| vec![])),
        };
        let written_text: Vec<&str> = words.collect();
        let by = self.game.turn().into();
        if written_text.is_empty() {
            return Step::record(Record::Claim {
                by,
                claim: kind,
                written: None,
            });
        }
        let pos = self.game.position();
        match parse_move(
            &written_text.join(" "),
            pos,
            &self.vocab,
            &self.setup.announce,
        ) {
            Ok(m) => Step::record(Record::Claim {
                by,
                claim: kind,
                written: Some(uci(m, self.game.castling_mode())),
            }),
            Err(e) => Step::answer(e.tokens),
        }
    }

    fn takeback(&mut self) -> Step {
        if self.setup.tournament {
            return Step::answer(self.say("takeback_tournament", |_| vec![]));
        }
        let Some(last) = self.game.moves().last().map(|p| p.mv) else {
            return Step::answer(self.say("no_move_yet", |_| vec![]));
        };
        let ply = self.game.plies() - 1;
        let Some(pos) = self.game.position_at(ply) else {
            return Step::answer(self.say("no_move_yet", |_| vec![]));
        };
        // The player who made the move asks; the opponent must agree.
        let asked_of = pos.turn().other();
        let words = announce(pos, last, self.options());
        self.pending = Some(Pending::TakeBack { asked_of });
        Step::answer(self.say("takeback_ask", |slot| match slot {
            "side" => vec![Token::Side(asked_of)],
            _ => words.clone(),
        }))
    }

    /// "zeit [kurz|genau] [meine|gegner] [weiß|schwarz]": a clock report for the asker, by
    /// default the player to move (D.2.10.4: said only when asked).
    fn time_command(&self, rest: &str, now: Moment) -> Step {
        let mut form = Form::Long;
        let mut which = Which::Both;
        let mut asker = self.game.turn();
        for word in rest.split_whitespace() {
            match self.command_word(word) {
                Some("short") => form = Form::Short,
                Some("exact") => form = Form::Exact,
                Some("own") => which = Which::Own,
                Some("opponent") => which = Which::Opponent,
                _ => match self.named_side(word) {
                    Some(side) => asker = side,
                    None => return self.bad_word(word),
                },
            }
        }
        Step::answer(self.clock_report(asker, form, which, now))
    }

    fn bad_word(&self, word: &str) -> Step {
        let word = format!("\"{word}\"");
        Step::answer(self.say("bad_argument", |_| vec![Token::Text(word.clone())]))
    }

    /// "schiedsrichter anhalten|weiter|plus SEITE ZEIT|minus SEITE ZEIT|setzen ZEIT ZEIT [ZUG]
    /// |zurueck ZUG [SEITE]|regelwidrig SEITE [ZUG] [Grund …]": the arbiter's changes, each
    /// journaled with its reason.
    fn arbiter_command(&self, rest: &str) -> Step {
        let words: Vec<&str> = rest.split_whitespace().collect();
        let Some((&first, args)) = words.split_first() else {
            return self.bad_word("");
        };
        let command = self.command_word(first);
        let clock_change = matches!(command, Some("pause" | "resume" | "add" | "remove" | "set"));
        if clock_change && self.clock.is_none() {
            return Step::answer(self.say("no_clock", |_| vec![]));
        }
        let time = |w: &str| {
            parse_time(w).ok_or_else(|| {
                let word = format!("\"{w}\"");
                Step::answer(self.say("bad_time", |_| vec![Token::Text(word.clone())]))
            })
        };
        let side = |w: &str| self.named_side(w).ok_or_else(|| self.bad_word(w));
        let reason = |from: usize| args.get(from..).map(|r| r.join(" ")).unwrap_or_default();
        let arg = |i: usize| args.get(i).copied().unwrap_or("");
        let clock = |change: ClockChange, from: usize| Record::Clock {
            change,
            reason: reason(from),
        };
        let result: Result<Record, Step> = match command {
            Some("pause") => Ok(clock(ClockChange::Pause, 0)),
            Some("resume") => Ok(clock(ClockChange::Resume, 0)),
            Some("add") => side(arg(0)).and_then(|to| {
                Ok(clock(
                    ClockChange::Add {
                        to: to.into(),
                        ms: time(arg(1))?,
                    },
                    2,
                ))
            }),
            Some("remove") => side(arg(0)).and_then(|from| {
                Ok(clock(
                    ClockChange::Remove {
                        from: from.into(),
                        ms: time(arg(1))?,
                    },
                    2,
                ))
            }),
            Some("set") => (|| {
                let (white_ms, black_ms) = (time(arg(0))?, time(arg(1))?);
                Ok(match arg(2).parse::<u32>() {
                    Ok(n) => clock(
                        ClockChange::Set {
                            white_ms,
                            black_ms,
                            moves: Some(n),
                        },
                        3,
                    ),
                    Err(_) => clock(
                        ClockChange::Set {
                            white_ms,
                            black_ms,
                            moves: None,
                        },
                        2,
                    ),
                })
            })(),
            Some("takeback") => self
                .retract_ply(args)
                .map(|(to_ply, used)| Record::Retract {
                    to_ply,
                    reason: reason(used),
                }),
            Some("illegal") => side(arg(0)).map(|by| Record::IllegalMove {
                by: by.into(),
                queen_promotion: self.queen_promotion(args.get(1).copied()),
            }),
            _ => Err(self.bad_word(first)),
        };
        match result {
            Ok(record) => Step::record(record),
            Err(step) => step,
        }
    }

    /// "16" (after Black's 16th move) or "16 weiß" (after White's): the ply to retrace to, and
    /// how many arguments that took.
    fn retract_ply(&self, args: &[&str]) -> Result<(usize, usize), Step> {
        let first = args.first().copied().unwrap_or("");
        let number: u32 = first
            .trim_end_matches('.')
            .parse()
            .map_err(|_| self.bad_word(first))?;
        let (after, used) = match args.get(1).and_then(|w| self.named_side(w)) {
            Some(side) => (side, 2),
            None => (Color::Black, 1),
        };
        (0..=self.game.plies())
            .find(|&ply| {
                self.game.position_at(ply).is_some_and(|pos| match after {
                    Color::White => pos.turn() == Color::Black && pos.fullmoves().get() == number,
                    Color::Black => {
                        pos.turn() == Color::White && pos.fullmoves().get() == number + 1
                    }
                })
            })
            .map(|ply| (ply, used))
            .ok_or_else(|| self.bad_word(first))
    }

    /// 7.5.2: a pawn move to the last rank made without a piece is completed with a queen.
    fn queen_promotion(&self, text: Option<&str>) -> Option<String> {
        let text = text?;
        let pos = self.game.position();
        let legal = pos.legal_moves();
        let promotion = legal.iter().find(|m| {
            m.promotion() == Some(shakmaty::Role::Queen)
                && parse_move(&format!("{text}=Q"), pos, &self.vocab, &self.setup.announce).ok()
                    == Some(**m)
        });
        promotion.map(|m| uci(*m, self.game.castling_mode()))
    }

    /// "pruefen Kg1 Dd1 …" or a FEN: a physical board compared with the record, and the fewest
    /// piece moves that put it right.
    fn board_check(&self, rest: &str) -> Step {
        let board_word = self.vocab.answer("board_word").to_string();
        let actual = match parse_board(rest, &board_word, &self.vocab, self.options()) {
            Ok(board) => board,
            Err(e) => return Step::answer(vec![Token::Text(e.to_string())]),
        };
        let result = check(
            self.game.position().board(),
            &actual,
            &self.vocab,
            self.options(),
        );
        if result.corrections.is_empty() {
            return Step::answer(self.say("board_matches", |_| vec![]));
        }
        let mut answers = vec![Event::Private(self.say("board_differs", |_| vec![]))];
        answers.extend(
            result
                .corrections
                .into_iter()
                .map(|c| Event::Private(vec![Token::Text(c.words)])),
        );
        Step {
            answers,
            ..Step::default()
        }
    }
}

/// "90" (minutes), "5:30", "1:05:00", "0:00:10.5": a time in milliseconds.
pub fn parse_time(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.split(':').collect();
    let seconds_part = |p: &str| -> Option<f64> {
        let v: f64 = p.parse().ok()?;
        (v.is_finite() && v >= 0.0).then_some(v)
    };
    let secs = match parts.as_slice() {
        [m] => seconds_part(m)? * 60.0,
        [m, s] => seconds_part(m)? * 60.0 + seconds_part(s)?,
        [h, m, s] => seconds_part(h)? * 3600.0 + seconds_part(m)? * 60.0 + seconds_part(s)?,
        _ => return None,
    };
    let ms = Duration::try_from_secs_f64(secs).ok()?.as_millis();
    u64::try_from(ms).ok().filter(|&ms| ms <= 24 * 3_600_000)
}
