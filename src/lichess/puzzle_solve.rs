//! Solving one Lichess puzzle: the game replayed up to the puzzle, each move of the player
//! compared with the solution, the reply played after a right one. As on Lichess, any move that
//! mates is right (a mate puzzle often has more than one mating move at its end), a wrong move
//! changes nothing but the result, and asking for the solution ends the puzzle unsolved.

use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Piece, Position, Square};

/// Why a puzzle from the server cannot be set up (its game or solution does not play).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPuzzle;

/// What a move of the player was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not the solution's move: nothing is played.
    Wrong,
    /// The solution's move, or a mate: played, then the reply if the puzzle goes on.
    Right { reply: Option<Move>, solved: bool },
}

/// A puzzle being solved.
#[derive(Clone, Debug)]
pub struct Solving {
    /// The game's moves before the puzzle; the last is the opponent's move that sets it.
    before: Vec<Move>,
    solution: Vec<Move>,
    /// The position now, and how many of the solution's moves are played.
    position: Chess,
    step: usize,
    /// A wrong move was made, or the solution asked for: the puzzle counts as lost.
    failed: bool,
    over: bool,
}

impl Solving {
    /// The game `pgn` (SAN moves from the usual start) replayed to the move at `initial_ply`
    /// (counted from 0, as Lichess counts it), and the `solution` in UCI from there.
    pub fn new(pgn: &str, initial_ply: usize, solution: &[String]) -> Result<Solving, BadPuzzle> {
        let mut position = Chess::default();
        let mut before = Vec::new();
        let moves = pgn
            .split_whitespace()
            // A move number or a result, if the server wrote any.
            .filter(|w| !w.ends_with('.') && !matches!(*w, "1-0" | "0-1" | "1/2-1/2" | "*"));
        for text in moves.take(initial_ply + 1) {
            let san = San::from_ascii(text.as_bytes()).map_err(|_| BadPuzzle)?;
            let m = san.to_move(&position).map_err(|_| BadPuzzle)?;
            position = position.play(m).map_err(|_| BadPuzzle)?;
            before.push(m);
        }
        if before.len() != initial_ply + 1 {
            return Err(BadPuzzle);
        }
        let start = position.clone();
        let mut line = Vec::new();
        for text in solution {
            let uci = UciMove::from_ascii(text.as_bytes()).map_err(|_| BadPuzzle)?;
            let m = uci.to_move(&position).map_err(|_| BadPuzzle)?;
            position = position.play(m).map_err(|_| BadPuzzle)?;
            line.push(m);
        }
        if line.is_empty() {
            return Err(BadPuzzle);
        }
        Ok(Solving {
            before,
            solution: line,
            position: start,
            step: 0,
            failed: false,
            over: false,
        })
    }

    /// The game's moves up to the puzzle.
    pub fn before(&self) -> &[Move] {
        &self.before
    }

    /// The position the player sees now.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The position before the opponent's last move, and that move.
    pub fn last_move(&self) -> Option<(Chess, Move)> {
        let (last, earlier) = self.before.split_last()?;
        let mut position = Chess::default();
        for m in earlier {
            position = position.play(*m).ok()?;
        }
        Some((position, *last))
    }

    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Solved without a wrong move and without asking for the solution.
    pub fn won(&self) -> bool {
        self.over && !self.failed
    }

    /// Whether the player has done anything that counts (a move, the solution asked for).
    pub fn touched(&self) -> bool {
        self.failed || self.step > 0
    }

    /// The player's move `m` in the position now.
    pub fn try_move(&mut self, m: Move) -> Verdict {
        let Some(expected) = self.solution.get(self.step).copied() else {
            return Verdict::Wrong;
        };
        let Ok(after) = self.position.clone().play(m) else {
            return Verdict::Wrong;
        };
        let mates = after.is_checkmate();
        if m != expected && !mates {
            self.failed = true;
            return Verdict::Wrong;
        }
        self.position = after;
        self.step += 1;
        let reply = match mates {
            true => None,
            false => self.solution.get(self.step).copied(),
        };
        if let Some(reply) = reply
            && let Ok(next) = self.position.clone().play(reply)
        {
            self.position = next;
            self.step += 1;
        }
        let solved = mates || self.step >= self.solution.len();
        self.over = solved;
        Verdict::Right {
            reply: reply.filter(|_| !mates),
            solved,
        }
    }

    /// The piece the solution moves next, and where it stands.
    pub fn hint(&self) -> Option<(Piece, Square)> {
        let m = self.solution.get(self.step)?;
        let from = m.from()?;
        Some((self.position.board().piece_at(from)?, from))
    }

    /// The rest of the solution from the position now, each move with the position it is
    /// made in; asking for it ends the puzzle unsolved, at its last position.
    pub fn give_up(&mut self) -> Vec<(Chess, Move)> {
        let mut rest = Vec::new();
        for m in self.solution.iter().skip(self.step) {
            let Ok(next) = self.position.clone().play(*m) else {
                break;
            };
            rest.push((self.position.clone(), *m));
            self.position = next;
        }
        self.step = self.solution.len();
        self.failed = true;
        self.over = true;
        rest
    }

    /// The moves played since the puzzle's start (the player's and the replies).
    pub fn played(&self) -> &[Move] {
        &self.solution[..self.step.min(self.solution.len())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The description's mate-in-2 example (puzzle QBX2O): Black sacrifices the queen on g1,
    /// the king takes, the rook mates on c1.
    const PGN: &str = "e4 e6 Nf3 d5 e5 c5 c3 Qb6 d4 cxd4 cxd4 Nc6 Be2 Bb4+ Nc3 Nge7 O-O O-O a3 Bxc3 bxc3 Na5 Be3 Qb2 Qa4 Qxe2 Qxa5 b6 Qb4 Nc6 Qd6 Na5 a4 Nc4 Qc6 Nxe3 fxe3 Qxe3+ Kh1 Ba6 Rfe1 Qf2 a5 Rac8 Qd6 Rfd8 Qe7 bxa5 Qxa7 Be2 Ng5 Ra8 Qe7 Re8 Qc7 Rec8 Qb7 Ba6 Qe7 Rxc3 Reb1 Rc2 Rg1 Rb2 Rxa5 Rc8 Rxa6";

    fn solving() -> Solving {
        let solution: Vec<String> = ["f2g1", "h1g1", "c8c1"].map(String::from).to_vec();
        Solving::new(PGN, 66, &solution).unwrap()
    }

    fn uci(s: &Solving, text: &str) -> Move {
        UciMove::from_ascii(text.as_bytes())
            .unwrap()
            .to_move(s.position())
            .unwrap()
    }

    #[test]
    fn a_wrong_move_changes_nothing_but_the_result() {
        let mut s = solving();
        let before = s.position().clone();
        let wrong = uci(&s, "b2b1");
        assert_eq!(s.try_move(wrong), Verdict::Wrong);
        assert_eq!(s.position(), &before);
        let right = uci(&s, "f2g1");
        assert!(matches!(
            s.try_move(right),
            Verdict::Right {
                reply: Some(_),
                solved: false
            }
        ));
        let mate = uci(&s, "c8c1");
        assert_eq!(
            s.try_move(mate),
            Verdict::Right {
                reply: None,
                solved: true
            }
        );
        assert!(s.is_over() && !s.won());
    }

    /// The same game with Black's 33rd move changed (…Bb7 instead of …Rc8): White mates in
    /// two, 34.Rxa8+ Bxa8 35.Qe8#, and 35.Qd8# mates as well.
    #[test]
    fn any_mate_at_the_end_is_right() {
        let game: Vec<&str> = PGN.split_whitespace().take(65).collect();
        let pgn = format!("{} Bb7", game.join(" "));
        let solution: Vec<String> = ["a5a8", "b7a8", "e7e8"].map(String::from).to_vec();
        let mut s = Solving::new(&pgn, 65, &solution).unwrap();
        let first = uci(&s, "a5a8");
        assert!(matches!(
            s.try_move(first),
            Verdict::Right {
                reply: Some(_),
                solved: false
            }
        ));
        let other_mate = uci(&s, "e7d8");
        assert_eq!(
            s.try_move(other_mate),
            Verdict::Right {
                reply: None,
                solved: true
            }
        );
        assert!(s.won());
    }

    #[test]
    fn the_hint_names_the_piece_and_the_solution_ends_it() {
        let mut s = solving();
        let (piece, square) = s.hint().unwrap();
        assert_eq!(piece.role, shakmaty::Role::Queen);
        assert_eq!(square, Square::F2);
        assert_eq!(s.give_up().len(), 3);
        assert!(s.position().is_checkmate());
        assert!(s.is_over() && !s.won());
    }

    #[test]
    fn a_game_that_does_not_play_is_refused() {
        assert_eq!(
            Solving::new("e4 e5 Ke3", 2, &["e2e4".into()]).err(),
            Some(BadPuzzle)
        );
        assert_eq!(
            Solving::new(PGN, 66, &["a1a8".into()]).err(),
            Some(BadPuzzle)
        );
    }
}
