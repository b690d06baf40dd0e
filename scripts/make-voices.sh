#!/usr/bin/env bash
# Rebuilds the voice pack voices/CODE from espeak-ng and sox, so that anyone can remake the
# shipped packs (and anna's users need no speech engine):
#
#   scripts/make-voices.sh de        # voices/de
#   scripts/make-voices.sh en        # voices/en
#   scripts/make-voices.sh de DIR    # into another folder
#
# anna lists the words a pack for the vocabulary needs (`anna voices words`); each is spoken by
# espeak-ng on its own, trimmed of the silence around it and brought to the same peak loudness
# (-3 dBFS) by sox, and written as a 16-bit mono 22,050 Hz WAV with an ASCII file name. The
# manifest comes from anna too, and `anna voices check` checks the result.
#
# Needs: espeak-ng, sox (Debian: apt-get install espeak-ng sox) and a Rust toolchain, or an anna
# binary named by ANNA=/path/to/anna. ESPEAK_VOICE, ESPEAK_SPEED (words a minute) and RATE (Hz) change the
# voice; the shipped packs use the defaults below.
set -euo pipefail

code="${1:?usage: scripts/make-voices.sh VOCAB_CODE [DIR]}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${2:-$root/voices/$code}"
voice="${ESPEAK_VOICE:-$code}"
speed="${ESPEAK_SPEED:-200}"
rate="${RATE:-22050}"

for tool in espeak-ng sox; do
    command -v "$tool" >/dev/null || { echo "make-voices: $tool is not installed" >&2; exit 1; }
done

if [ -z "${ANNA:-}" ]; then
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin anna
    ANNA="$root/target/release/anna"
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$ANNA" voices words --vocab "$code" --rate "$rate" >"$tmp/words.tsv"
"$ANNA" voices words --vocab "$code" --rate "$rate" --manifest >"$tmp/manifest.toml"

rm -rf "$out/clips"
mkdir -p "$out/clips"
count=0
while IFS=$'\t' read -r _kind key file; do
    # A letter alone is read as its name ("a" → "ah", "b" → "beh").
    espeak-ng -v "$voice" -s "$speed" -w "$tmp/raw.wav" "$key"
    # -D: no dither, so that a rebuild gives the same files. espeak-ng's silence is cut at both
    # ends (below 0.1 %, so that a soft "f" or "s" stays; the reverse trims the end), then every
    # clip peaks at -3 dBFS.
    sox -D "$tmp/raw.wav" -r "$rate" -c 1 -b 16 -e signed-integer "$out/$file" \
        silence 1 0.005 0.1% reverse silence 1 0.005 0.1% reverse norm -3
    count=$((count + 1))
done <"$tmp/words.tsv"

cp "$tmp/manifest.toml" "$out/manifest.toml"
echo "make-voices: $count clips in $out ($(du -sh "$out" | cut -f1))"
"$ANNA" voices check "$out"
