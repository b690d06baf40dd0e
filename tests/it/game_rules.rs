//! The FIDE Laws a program can apply (Articles 5 and 9), each test named after its article.

use anna::game::{ClaimKind, Game, GameError, GameEvent, GameResult, PenaltyReason, Termination};
use anna::notation::{AnnounceOptions, Vocabulary, parse_move};
use shakmaty::{CastlingMode, Chess, Color, Move, fen::Fen};

fn from_fen(fen: &str) -> Game {
    let pos: Chess = Fen::from_ascii(fen.as_bytes())
        .expect("test FEN parses")
        .into_position(CastlingMode::Standard)
        .expect("test FEN is legal");
    Game::new(pos, CastlingMode::Standard)
}

fn mv(game: &Game, text: &str) -> Move {
    let vocab = Vocabulary::builtin("de").expect("de ships");
    parse_move(text, game.position(), &vocab, &AnnounceOptions::default())
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(game: &mut Game, moves: &str) -> Vec<GameEvent> {
    let mut events = Vec::new();
    for text in moves.split_whitespace() {
        let m = mv(game, text);
        events.extend(game.play(m).unwrap_or_else(|e| panic!("{text}: {e}")));
    }
    events
}

const KNIGHT_DANCE: &str = "Nf3 Nf6 Ng1 Ng8";

#[test]
fn art_5_1_1_checkmate_ends_the_game_at_once() {
    let mut game = Game::default();
    let events = play(&mut game, "f3 e5 g4 Qh4#");
    let outcome = game.outcome().expect("game over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.termination, Termination::Checkmate);
    assert!(matches!(events.last(), Some(GameEvent::GameEnded(_))));
    let next = Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::A2,
        capture: None,
        to: shakmaty::Square::A3,
        promotion: None,
    };
    assert_eq!(game.play(next), Err(GameError::GameOver));
}

#[test]
fn art_5_1_2_resignation_gives_the_opponent_the_win() {
    let mut game = Game::default();
    play(&mut game, "e4");
    game.resign(Color::Black).expect("may resign");
    assert_eq!(
        game.outcome().map(|o| o.result),
        Some(GameResult::WhiteWins)
    );
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::Resignation)
    );
}

#[test]
fn art_5_2_1_stalemate_is_a_draw() {
    let mut game = from_fen("7k/8/8/6Q1/8/8/8/K7 w - - 0 1");
    play(&mut game, "Qg6");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::Stalemate)
    );
    assert_eq!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
}

#[test]
fn art_5_2_2_dead_position_is_a_draw() {
    let mut game = from_fen("4k3/8/8/8/8/8/3r4/4K2B w - - 0 1");
    play(&mut game, "Kxd2");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::DeadPosition)
    );
}

#[test]
fn art_5_2_3_agreement_only_after_both_players_have_moved() {
    let mut game = Game::default();
    game.offer_draw(Color::White).expect("may offer");
    assert_eq!(
        game.accept_draw(Color::Black),
        Err(GameError::TooEarlyForAgreement)
    );
    assert!(!game.is_over());
    let mut game = Game::default();
    play(&mut game, "e4 e5");
    game.offer_draw(Color::Black).expect("may offer");
    assert_eq!(
        game.accept_draw(Color::Black),
        Err(GameError::OwnDrawOffer(Color::Black))
    );
    game.accept_draw(Color::White).expect("may accept");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::Agreement)
    );
}

#[test]
fn art_9_1_2_offer_stands_until_the_opponent_moves() {
    let mut game = Game::default();
    play(&mut game, "e4");
    game.offer_draw(Color::White).expect("may offer");
    assert_eq!(game.draw_offer().map(|o| o.by), Some(Color::White));
    let events = play(&mut game, "e5");
    assert!(events.contains(&GameEvent::DrawDeclined { by: Color::Black }));
    assert_eq!(game.draw_offer(), None);
    // The (=) stays on the score sheet after White's first move.
    assert_eq!(game.draw_offers().len(), 1);
    assert_eq!(game.draw_offers()[0].at_ply, 1);
}

#[test]
fn art_9_2_threefold_claim_on_the_board() {
    let mut game = Game::default();
    play(&mut game, KNIGHT_DANCE);
    // Twice so far: a claim now is incorrect.
    let events = game
        .claim(Color::White, ClaimKind::Threefold, None)
        .expect("claim heard");
    assert!(matches!(events[0], GameEvent::ClaimRejected { .. }));
    assert!(!game.is_over());
    // Black owes nothing; white's claim counts as a draw offer (9.1.2.3), declined by moving.
    play(&mut game, KNIGHT_DANCE);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(
        game.claim(Color::Black, ClaimKind::Threefold, None),
        Err(GameError::NotYourMove(Color::Black))
    );
    game.claim(Color::White, ClaimKind::Threefold, None)
        .expect("claim heard");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::ThreefoldRepetition)
    );
}

#[test]
fn art_9_2_1_1_threefold_claim_with_a_written_move() {
    let mut game = Game::default();
    play(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    let written = mv(&game, "Ng8");
    game.claim(Color::Black, ClaimKind::Threefold, Some(written))
        .expect("claim heard");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::ThreefoldRepetition)
    );
    // 9.5.2: the written move is declared, not played; the claim keeps it.
    assert_eq!(game.plies(), 7);
    assert_eq!(game.claims().last().and_then(|c| c.written), Some(written));
}

#[test]
fn art_9_2_2_karpov_miles_lost_castling_right_makes_a_different_position() {
    // Karpov–Miles 1986: after 22.Nb5 Black could still castle long; the rook then went to b8
    // and back, so the "same" position after 24.Nb5 and 26.Nb5 is a different one.
    let mut game = from_fen("r3kb1r/5ppp/4p3/1N6/4P3/8/Pn1BKPPP/R6R b kq - 0 22");
    play(&mut game, "Rb8 Nc3 Ra8 Nb5 Rb8 Nc3 Ra8");
    let written = mv(&game, "Nb5");
    let events = game
        .claim(Color::White, ClaimKind::Threefold, Some(written))
        .expect("heard");
    let GameEvent::ClaimRejected { claim, penalty } = &events[0] else {
        panic!("claim should be rejected: {events:?}");
    };
    assert!(!claim.correct);
    assert_eq!(penalty.to, Color::Black);
    assert_eq!(penalty.reason, PenaltyReason::IncorrectClaim);
    assert_eq!(game.penalties_owed().len(), 1);
    assert!(!game.is_over());
}

#[test]
fn art_9_2_2_1_en_passant_possible_makes_a_different_position() {
    // A double step beside an enemy pawn: en passant is possible once, then never again.
    let mut game = from_fen("4k3/8/8/8/5p2/8/4P3/4K1N1 w - - 0 1");
    play(&mut game, "e4");
    let with_ep = game.repetitions();
    play(&mut game, "Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1");
    // Same pieces, Black to move, but en passant is no longer possible: two, not three.
    assert_eq!(with_ep, 1);
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn art_9_2_2_1_impossible_en_passant_does_not_make_a_different_position() {
    // The double step leaves no black pawn beside it: the positions are the same.
    let mut game = from_fen("4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1");
    play(&mut game, "e4 Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1");
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn art_9_3_fifty_move_claim() {
    let mut game = from_fen("8/8/8/4k3/8/8/3QK3/8 w - - 99 80");
    let events = game
        .claim(Color::White, ClaimKind::FiftyMoves, None)
        .expect("heard");
    assert!(
        matches!(events[0], GameEvent::ClaimRejected { .. }),
        "99 plies are not enough"
    );
    let mut game = from_fen("8/8/8/4k3/8/8/3QK3/8 w - - 100 80");
    game.claim(Color::White, ClaimKind::FiftyMoves, None)
        .expect("heard");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::FiftyMoves)
    );
}

#[test]
fn art_9_3_1_fifty_move_claim_with_a_written_move() {
    let mut game = from_fen("8/8/8/4k3/8/8/3QK3/8 w - - 99 80");
    let written = mv(&game, "Qd3");
    game.claim(Color::White, ClaimKind::FiftyMoves, Some(written))
        .expect("heard");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::FiftyMoves)
    );
    // A capture or pawn move written cannot complete fifty moves.
    let mut game = from_fen("8/8/8/4k3/8/3p4/3QK3/8 w - - 99 80");
    let capture = mv(&game, "Qxd3");
    let events = game
        .claim(Color::White, ClaimKind::FiftyMoves, Some(capture))
        .expect("heard");
    assert!(matches!(events[0], GameEvent::ClaimRejected { .. }));
}

#[test]
fn art_9_5_3_incorrect_claim_costs_time_and_binds_the_written_move() {
    let mut game = Game::default();
    play(&mut game, "e4 e5");
    let written = mv(&game, "Nf3");
    game.claim(Color::White, ClaimKind::Threefold, Some(written))
        .expect("heard");
    assert_eq!(game.penalties_owed()[0].to, Color::Black);
    assert_eq!(game.must_play(), Some(written));
    let other = mv(&game, "d4");
    assert_eq!(
        game.play(other),
        Err(GameError::WrittenMoveMustBePlayed(written))
    );
    game.play(written).expect("the written move is played");
    assert_eq!(game.must_play(), None);
    assert_eq!(game.take_penalties().len(), 1);
    assert!(game.penalties_owed().is_empty());
}

#[test]
fn art_9_5_claim_of_an_illegal_written_move_is_refused() {
    let mut game = Game::default();
    let illegal = Move::Normal {
        role: shakmaty::Role::Knight,
        from: shakmaty::Square::G1,
        capture: None,
        to: shakmaty::Square::G3,
        promotion: None,
    };
    assert_eq!(
        game.claim(Color::White, ClaimKind::Threefold, Some(illegal)),
        Err(GameError::IllegalMove(illegal))
    );
    assert!(game.claims().is_empty());
}

#[test]
fn art_9_6_1_fivefold_is_automatic() {
    let mut game = Game::default();
    play(&mut game, &[KNIGHT_DANCE; 3].join(" "));
    assert!(!game.is_over(), "four times is not yet five");
    let events = play(&mut game, KNIGHT_DANCE);
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::FivefoldRepetition)
    );
    assert!(matches!(events.last(), Some(GameEvent::GameEnded(_))));
}

#[test]
fn art_9_6_2_seventy_five_moves_are_automatic() {
    let mut game = from_fen("8/8/8/4k3/8/8/3QK3/8 w - - 149 100");
    play(&mut game, "Qd3");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::SeventyFiveMoves)
    );
}

#[test]
fn art_9_6_2_checkmate_on_the_last_move_prevails() {
    let mut game = from_fen("k7/7Q/1K6/8/8/8/8/8 w - - 149 100");
    play(&mut game, "Qb7#");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::Checkmate)
    );
    assert_eq!(
        game.outcome().map(|o| o.result),
        Some(GameResult::WhiteWins)
    );
}

#[test]
fn history_returns_to_any_earlier_position() {
    let mut game = Game::default();
    play(&mut game, "e4 e5 Nf3 Nc6 Bb5");
    let before_third = game.position_at(2).cloned().expect("ply 2 exists");
    let events = game.retract_to(2).expect("retract");
    assert_eq!(game.plies(), 2);
    assert_eq!(
        shakmaty::fen::Fen::from_position(game.position(), shakmaty::EnPassantMode::Legal),
        shakmaty::fen::Fen::from_position(&before_third, shakmaty::EnPassantMode::Legal)
    );
    let GameEvent::Retracted { moves, .. } = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(moves.len(), 3);
    assert_eq!(game.retract_to(9), Err(GameError::NoSuchPly(9)));
}

#[test]
fn art_6_9_flag_fall_loses_when_the_opponent_can_mate() {
    let mut game = Game::default();
    play(&mut game, "e4 e5");
    game.flag_fell(Color::White)
        .expect("game goes on until the flag falls");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert_eq!(outcome.termination, Termination::TimeForfeit);
}

#[test]
fn art_6_9_flag_fall_against_a_lone_king_is_a_draw() {
    let mut game = from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    game.flag_fell(Color::White).expect("flag");
    assert_eq!(game.outcome().map(|o| o.result), Some(GameResult::Draw));
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::TimeoutVsInsufficientMaterial)
    );
    let mut game = from_fen("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    game.flag_fell(Color::Black).expect("flag");
    assert_eq!(
        game.outcome().map(|o| o.termination),
        Some(Termination::TimeForfeit)
    );
}

// ---------------------------------------------------------------------------------------------
// 5.2.2 and 6.9 beyond material: a locked wall and a helpmate search
// ---------------------------------------------------------------------------------------------

fn reach(fen: &str) -> anna::game::dead::Reach {
    anna::game::dead::reach(from_fen(fen).position(), anna::game::dead::DECIDING)
}

/// The fortress: only kings behind a locked pawn chain. The locked wall proves it dead
/// without visiting a single position, and the game is over from the start.
#[test]
fn art_5_2_2_a_locked_pawn_chain_with_kings_only_is_dead() {
    let fen = "8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1";
    let found = reach(fen);
    assert!(found.dead(), "{found:?}");
    assert_eq!(found.positions, 0);
    assert_eq!(
        from_fen(fen).outcome().map(|o| o.termination),
        Some(Termination::DeadPosition)
    );
}

/// A bishop that can never touch the other side's pawns (they stand on the other colour) does
/// not bring the position to life; one that can, does not let it be called dead.
#[test]
fn art_5_2_2_a_bishop_counts_only_if_it_can_reach_a_pawn() {
    assert!(reach("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/2B5 w - - 0 1").dead());
    let lively = reach("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/5B2 w - - 0 1");
    assert!(!lively.dead(), "{lively:?}");
    assert_ne!(lively.white, anna::game::dead::Mate::Impossible);
}

/// A mate possible, if far: found, or at least never called impossible.
#[test]
fn art_5_2_2_a_possible_mate_is_never_called_impossible() {
    use anna::game::dead::Mate;
    let queen = reach("k7/8/8/8/8/8/8/KQ6 w - - 0 1");
    assert_eq!(
        (queen.white, queen.black),
        (Mate::Possible, Mate::Impossible)
    );
    let rook = reach("8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
    assert_ne!(rook.white, Mate::Impossible, "{rook:?}");
    // Two knights cannot force a mate but can give one: not dead.
    let knights = reach("7k/5K2/8/8/8/8/8/4N2N w - - 0 1");
    assert_ne!(knights.white, Mate::Impossible, "{knights:?}");
    let start = reach("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(!start.dead());
}

/// A move that leaves only the fortress ends the game at once (5.2.2): the king takes the last
/// piece that could have broken the chain.
#[test]
fn art_5_2_2_the_move_into_a_fortress_ends_the_game() {
    let mut game = from_fen("8/4N3/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 b - - 0 1");
    assert!(!game.is_over(), "the knight can still take pawns");
    play(&mut game, "Kxe7");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.result, GameResult::Draw);
    assert_eq!(outcome.termination, Termination::DeadPosition);
}
