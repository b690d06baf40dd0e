//! The shipped voice pack files: their size against the 16-bit WAV of the same sound, how long
//! opening one takes (the archive's index and the manifest, nothing decoded), and how long a
//! clip takes to read and decode, on average and at worst, over every clip of every pack.
//!
//! Goals (issue "voice packs a tenth of their size"): de.zip at most 3,000,000 bytes, the four
//! together at most 12,000,000; a clip decoded in well under a millisecond on average, so that
//! the first word of a sentence (played while the rest is decoded) costs no more than that.
//!
//! Run with `cargo bench --bench voice_pack`.

#![warn(clippy::too_many_lines)]

use std::path::Path;
use std::time::Instant;

use anna::speech::pack::voice_pack::VoicePack;

const PACKS: [&str; 4] = ["de", "en", "ar", "fa"];
const OPEN_RUNS: usize = 50;
const DECODE_PASSES: usize = 3;

fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("voices");
    let mut total = 0u64;
    let mut all_ms = Vec::new();
    for code in PACKS {
        let file = root.join(format!("{code}.zip"));
        let bytes = match std::fs::metadata(&file) {
            Ok(m) => m.len(),
            Err(e) => {
                println!("{}: {e}", file.display());
                std::process::exit(1);
            }
        };
        total += bytes;
        let mut open_ms: Vec<f64> = (0..OPEN_RUNS)
            .map(|_| {
                let start = Instant::now();
                let pack = VoicePack::open_for_speaking(&file);
                let ms = start.elapsed().as_secs_f64() * 1000.0;
                assert!(pack.is_ok(), "{code}: {:?}", pack.err());
                ms
            })
            .collect();
        let pack = match VoicePack::open_for_speaking(&file) {
            Ok(pack) => pack,
            Err(e) => {
                println!("{code}: {e}");
                std::process::exit(1);
            }
        };
        let keys: Vec<String> = pack.manifest().words.keys().cloned().collect();
        let mut samples = 0usize;
        let mut pack_ms = Vec::new();
        for pass in 0..DECODE_PASSES {
            for key in &keys {
                let start = Instant::now();
                let clip = pack.clip(key);
                pack_ms.push(start.elapsed().as_secs_f64() * 1000.0);
                if pass == 0 {
                    samples += clip.and_then(Result::ok).map_or(0, |c| c.samples.len());
                }
            }
        }
        // A 16-bit mono WAV of the same samples: 44 bytes of header and two a sample.
        let wav = samples as u64 * 2 + keys.len() as u64 * 44;
        let mean = pack_ms.iter().sum::<f64>() / pack_ms.len() as f64;
        let worst = pack_ms.iter().copied().fold(0.0, f64::max);
        println!(
            "{code}.zip: {bytes} bytes ({:.1} % of {wav} bytes as 16-bit WAV at the same rate), \
             opened in {:.2} ms (median of {OPEN_RUNS}); a clip read and decoded in {mean:.3} ms \
             on average, {worst:.3} ms at worst ({} clips, {DECODE_PASSES} passes)",
            bytes as f64 * 100.0 / wav as f64,
            median(&mut open_ms),
            keys.len(),
        );
        all_ms.extend(pack_ms);
    }
    let de = std::fs::metadata(root.join("de.zip")).map_or(0, |m| m.len());
    println!(
        "all four: {total} bytes (goal at most 12,000,000: {}); de.zip {de} bytes (goal at most \
         3,000,000: {}); median clip {:.3} ms",
        if total <= 12_000_000 {
            "met"
        } else {
            "NOT met"
        },
        if de <= 3_000_000 { "met" } else { "NOT met" },
        median(&mut all_ms),
    );
}
