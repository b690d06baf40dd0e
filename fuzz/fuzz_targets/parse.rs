//! Fuzzes `anna::notation::parse_move`.
//!
//! Byte 0 picks the position: its top three bits one of eight base positions (the start
//! position and FENs with promotions, en passant, castling and ambiguous pieces), its low five
//! bits how many pseudo-random legal moves (seeded by byte 0 alone) are played from there.
//! Byte 1 picks the vocabulary and the announcement options. The rest, lossily as UTF-8, is
//! the text to parse.
//!
//! Asserts: an accepted move is legal, and its announcement parses back to the same move; a
//! refusal has a non-empty message.

#![no_main]

use anna::notation::{AnnounceOptions, Origin, Vocabulary, announce, parse_move};
use libfuzzer_sys::fuzz_target;
use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen};
use std::sync::OnceLock;

const FENS: [&str; 8] = [
    // Start position.
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Promotion with and without capture, both sides may castle both ways.
    "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
    // White may take en passant on f6.
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    // Black may take en passant on d3.
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/5N2/PPP1PPPP/RNBQKB1R b KQkq d3 0 3",
    // Two knights reach d3 and d5, two rooks on one file, long castling.
    "4k3/8/8/8/1N3N2/8/R7/R3K3 w Q - 0 1",
    // Two pawns may take on d8 and promote, or promote straight on.
    "3r4/2P1P2k/8/8/8/8/8/4K3 w - - 0 1",
    // Black to move, both sides may castle both ways.
    "r3k2r/pppq1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPQ1PPP/R3K2R b KQkq - 0 1",
    // Back-rank mate in one.
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
];

fn vocabularies() -> &'static [Vocabulary; 2] {
    static V: OnceLock<[Vocabulary; 2]> = OnceLock::new();
    V.get_or_init(|| {
        [
            Vocabulary::builtin("de").expect("built-in de"),
            Vocabulary::builtin("en").expect("built-in en"),
        ]
    })
}

fn bases() -> &'static [Chess; 8] {
    static B: OnceLock<[Chess; 8]> = OnceLock::new();
    B.get_or_init(|| {
        FENS.map(|f| {
            f.parse::<Fen>()
                .expect("fen")
                .into_position(CastlingMode::Standard)
                .expect("legal position")
        })
    })
}

fn position(b: u8) -> Chess {
    let mut pos = bases()[usize::from(b >> 5)].clone();
    let mut state = u32::from(b).wrapping_mul(2_654_435_761).wrapping_add(1);
    for _ in 0..(b & 31) {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let m = legal[(state >> 16) as usize % legal.len()];
        pos.play_unchecked(m);
    }
    pos
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let pos = position(data[0]);
    let o = data[1];
    let vocab = &vocabularies()[usize::from(o & 1)];
    let opts = AnnounceOptions {
        pawn_name: o & 2 != 0,
        origin: if o & 4 != 0 {
            Origin::Always
        } else {
            Origin::Ambiguous
        },
        captured_piece: o & 8 != 0,
        rank_orientation: if o & 16 != 0 {
            Color::Black
        } else {
            Color::White
        },
    };
    let text = String::from_utf8_lossy(&data[2..]);
    match parse_move(&text, &pos, vocab, &opts) {
        Ok(m) => {
            assert!(pos.is_legal(m), "parse_move({text:?}) gave illegal {m:?}");
            let spoken = vocab.render(&announce(&pos, m, &opts));
            match parse_move(&spoken, &pos, vocab, &opts) {
                Ok(back) => assert_eq!(
                    back, m,
                    "announcement {spoken:?} of {m:?} (from {text:?}) parsed as {back:?}"
                ),
                Err(e) => panic!(
                    "announcement {spoken:?} of {m:?} (from {text:?}) refused: {e} ({:?})",
                    e.kind
                ),
            }
        }
        Err(e) => assert!(
            !e.to_string().is_empty(),
            "empty message for {:?} on {text:?}",
            e.kind
        ),
    }
});
