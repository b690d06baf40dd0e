//! Fuzzes `anna::notation::read_first_game`.
//!
//! Asserts: it does not panic, and on success every move of the main line is legal when
//! replayed from the game's start position (the FEN tag's, or the standard one).

#![no_main]

use libfuzzer_sys::fuzz_target;
use shakmaty::Position;

fuzz_target!(|data: &[u8]| {
    match anna::notation::read_first_game(&String::from_utf8_lossy(data)) {
        Ok(game) => {
            let mut pos = game.start.clone();
            for (ply, &m) in game.moves.iter().enumerate() {
                assert!(pos.is_legal(m), "ply {ply}: {m:?} is not legal");
                pos.play_unchecked(m);
            }
        }
        Err(e) => assert!(!e.to_string().is_empty(), "empty message for {e:?}"),
    }
});
