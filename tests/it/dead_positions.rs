//! Dead positions (5.2.2) and a flag against a side that cannot mate (6.9), decided as the
//! Chess Unwinnability Analyzer decides them: the game ends by itself the moment nobody can
//! mate, a flag scores a draw where the opponent cannot, and a claim that fails names a mate.
//! Typed as the players type, on the program's table with time handed in.

use crate::common;

use anna::game::dead::{self, Mate};
use anna::game::{GameResult, Termination};
use anna::session::Setup;
use common::Dirs;
use common::session::Table;
use expectrl::process::unix::WaitStatus;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};

fn table(fen: &str) -> Table {
    Table::unstarted(Setup {
        fen: Some(fen.into()),
        ..Setup::default()
    })
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a legal position")
}

/// Both bishops shut in behind a locked chain, each on the colour the other side's pawns do
/// not stand on: neither side can ever give check across it. Given as the start, the game is
/// over at once; reached by a king's capture, it ends with that move.
#[test]
fn art_5_2_2_bishops_behind_a_locked_chain_end_the_game_by_themselves() {
    let start = table("4bk2/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1");
    start.assert_drawn(Termination::DeadPosition);
    let mut s = table("4bk2/8/8/1p1p1p1p/1P1P1P1P/8/3n4/2B1K3 w - - 0 1");
    assert!(!s.game().is_over(), "the knight can still break the chain");
    let said = s.type_line("Kxd2");
    assert!(
        said.contains(&"Partie beendet: Remis, keine Mattmöglichkeit.".to_string()),
        "{said:?}"
    );
    s.assert_drawn(Termination::DeadPosition);
}

/// The same position given to the program with `--fen`: the game is over before the first
/// move, and the players hear why.
#[test]
fn art_5_2_2_a_dead_start_position_ends_the_game_and_says_why() {
    let dirs = Dirs::new("dead-start");
    let mut anna = dirs.spawn(&["--fen", "4bk2/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1"]);
    let said = anna.expect("Gespeichert.\n");
    anna.press("beenden\n");
    let (_, status) = anna.finish();
    assert!(matches!(status, WaitStatus::Exited(_, 0)), "{status:?}");
    assert!(
        said.contains("Partie beendet: Remis, keine Mattmöglichkeit."),
        "{said}"
    );
}

/// Rooks behind two rows of pawns side by side are not shut in: each pawn can take its
/// neighbour across the rows, the files open, and a mate follows (it used to be called dead).
/// The claim is refused and the mate named.
#[test]
fn art_5_2_2_rooks_behind_pawns_that_can_take_each_other_are_not_dead() {
    claim_names_a_mate("r3k3/8/8/pppppppp/PPPPPPPP/8/8/R3K3 w - - 0 1");
}

/// Qb7+ leaves Black one reply, Kxb7, and bare kings after it: the game is drawn with the
/// check, not a move later and not on a claim.
#[test]
fn art_5_2_2_a_check_whose_only_reply_leaves_bare_kings_ends_the_game_at_once() {
    let mut s = table("k7/8/1Q6/8/8/8/8/5K2 w - - 0 1");
    let said = s.type_line("Qb7");
    assert!(
        said.contains(&"Partie beendet: Remis, keine Mattmöglichkeit.".to_string()),
        "{said:?}"
    );
    s.assert_drawn(Termination::DeadPosition);
}

/// The same check with a black rook on the board: Black can still mate, White cannot (his
/// queen is lost at once). Black's flag falls: a draw, not a win for White.
#[test]
fn art_6_9_a_flag_against_a_side_that_can_only_lose_its_queen_is_a_draw() {
    let mut s = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("10").ok(),
        fen: Some("k7/8/1Q6/8/8/8/r7/5K2 w - - 0 1".into()),
        ..Setup::default()
    });
    s.type_at(1_000, "Qb7");
    assert!(!s.game().is_over(), "Black can still mate with the rook");
    s.flag_at(20_000);
    s.assert_drawn(Termination::TimeoutVsInsufficientMaterial);
    let outcome = s.game().outcome().expect("over");
    assert_eq!(outcome.result, GameResult::Draw);
}

/// White's king could take the pawn on a4 only by stepping beside Black's king, and Black,
/// whose king can only go between a5 and a6 and whose pawns are locked, would have no move
/// left: stalemate before any mate (CHA's stalemate rule). The bishop never gets through the
/// chain. Neither side can ever mate: given as the start, the game is drawn at once.
#[test]
fn art_5_2_2_a_king_that_could_take_a_pawn_only_into_stalemate_is_dead_at_the_start() {
    table("8/1p6/1Pp5/k1P5/p1P5/P1K5/3B4/8 w - - 0 1").assert_drawn(Termination::DeadPosition);
    table("8/1p6/kPp5/p1P5/2P5/PK6/8/8 w - - 0 1").assert_drawn(Termination::DeadPosition);
}

/// With a black knight on the board Black has moves to spare, no step of White's king
/// stalemates him, and the chain can open: the game goes on. Taking the knight leaves the
/// position of the test above: the capture ends the game.
#[test]
fn art_5_2_2_taking_the_last_free_piece_leaves_only_stalemating_captures_and_ends_the_game() {
    let mut s = table("8/1p6/1Pp5/k1P5/p1P5/P1K5/3B4/4n3 w - - 0 1");
    assert!(!s.game().is_over(), "the knight gives Black moves to spare");
    let said = s.type_line("Lxe1");
    assert!(
        said.contains(&"Partie beendet: Remis, keine Mattmöglichkeit.".to_string()),
        "{said:?}"
    );
    s.assert_drawn(Termination::DeadPosition);
}

/// White can still mate; Black, whose pieces are shut in behind the chain, can never mate
/// however the kings and White's rook go (CHA: White winnable, Black not). White's flag falls:
/// a draw, not a win for Black.
#[test]
fn art_6_9_a_flag_against_a_side_whose_opponent_is_shut_in_behind_a_chain_is_a_draw() {
    let mut s = Table::new(Setup {
        time_control: anna::clock::TimeControl::from_pgn("10").ok(),
        fen: Some("rnb3b1/pk1p1p2/p1pP1Pp1/P1P3P1/R1P5/P7/8/4K3 w - - 0 1".into()),
        ..Setup::default()
    });
    s.type_at(1_000, "Ke2");
    s.type_at(2_000, "Lh7");
    assert!(!s.game().is_over(), "White can still mate");
    s.flag_at(700_000);
    s.assert_drawn(Termination::TimeoutVsInsufficientMaterial);
    let outcome = s.game().outcome().expect("over");
    assert_eq!(outcome.result, GameResult::Draw);
}

/// The answer to `reklamieren tot` where a helpmate exists: "not dead", and the mate's moves.
fn claim_names_a_mate(fen: &str) {
    let mut s = table(fen);
    let said = s.type_line("reklamieren tot");
    let [answer] = said.as_slice() else {
        panic!("{fen}: {said:?}");
    };
    assert!(
        answer.starts_with(
            "Die Stellung ist nicht tot: Weiß kann noch mattsetzen, zum Beispiel so: "
        ),
        "{fen}: {answer}"
    );
    assert!(!s.game().is_over());
    // The line named is a real mate.
    let mut pos = position(fen);
    let found = dead::reach(&pos, dead::DECIDING);
    assert_eq!(found.white, Mate::Possible, "{fen}");
    for m in found.line(Color::White) {
        assert!(pos.is_legal(*m), "{fen}: {m:?}");
        pos.play_unchecked(*m);
    }
    assert!(pos.is_checkmate() && pos.turn() == Color::Black, "{fen}");
}

#[test]
fn art_5_2_2_knight_against_knight_is_not_dead_and_the_mate_is_named() {
    claim_names_a_mate("4k3/8/8/8/3n4/8/8/4K1N1 w - - 0 1");
}

#[test]
fn art_5_2_2_bishops_on_opposite_colours_are_not_dead_and_the_mate_is_named() {
    claim_names_a_mate("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1");
}

#[test]
fn art_5_2_2_two_knights_against_a_king_are_not_dead_and_the_mate_is_named() {
    claim_names_a_mate("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1");
}

/// Bishops of one colour on both sides: no mate anywhere, the claim ends the game.
#[test]
fn art_5_2_2_bishops_on_one_colour_are_dead_at_the_start() {
    table("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").assert_drawn(Termination::DeadPosition);
}

/// Bishops walled in by their own pawns guard the pawns beside them for good, so no king ever
/// takes one and the chain never opens (CHA: neither side can win). Given as the start, the
/// game is drawn at once, before a single move.
#[test]
fn art_5_2_2_bishops_walled_in_by_their_own_pawns_end_the_game_at_the_start() {
    table("8/8/1k6/p1p5/PbP5/pBp5/P1P5/1K6 b - - 0 1").assert_drawn(Termination::DeadPosition);
    table("K7/8/1p6/bP6/Bp6/1P6/8/k7 w - - 0 1").assert_drawn(Termination::DeadPosition);
    table("k7/8/8/2p1p3/2PbP3/2pBp3/2P1P3/5K2 b - - 0 1").assert_drawn(Termination::DeadPosition);
}

/// A king shut in by its own bishops and a chain with a pawn still free to push into it: no
/// piece gets through either way (CHA: neither side can win), though moves remain.
#[test]
fn art_5_2_2_a_king_shut_in_by_its_own_bishops_is_dead_with_moves_left() {
    let fen = "8/6k1/8/8/5p1p/4pP1P/4P1B1/5BKB w - - 0 1";
    assert!(!position(fen).legal_moves().is_empty());
    table(fen).assert_drawn(Termination::DeadPosition);
}
