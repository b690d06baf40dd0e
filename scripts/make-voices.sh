#!/usr/bin/env bash
# Rebuilds the voice pack file voices/CODE.zip from espeak-ng and sox, so that anyone can remake
# the shipped packs (and anna's users need no speech engine):
#
#   scripts/make-voices.sh de            # voices/de.zip
#   scripts/make-voices.sh en            # voices/en.zip
#   scripts/make-voices.sh de FILE.zip   # another file
#
# anna lists the words a pack for the vocabulary needs (`anna voices words`); each is spoken by
# espeak-ng on its own, trimmed of the silence around it and brought to the same peak loudness
# (-3 dBFS) by sox, and written as a 16-bit mono 24,000 Hz WAV with an ASCII file name into a
# folder of clips. The manifest comes from anna too; `anna voices pack` encodes every clip as
# Ogg Opus into one pack file, and `anna voices check` checks the result. (24 kHz: the Opus rate
# nearest espeak-ng's 22,050 Hz, reached by sox's resampler rather than anna's linear one.)
#
# Needs: espeak-ng, sox (Debian: apt-get install espeak-ng sox) and a Rust toolchain, or an anna
# binary named by ANNA=/path/to/anna. ESPEAK_VOICE, ESPEAK_SPEED (words a minute) and RATE (Hz:
# 8000, 12000, 16000, 24000 or 48000, the rates Opus decodes at) change the voice; the shipped
# packs use the defaults below.
set -euo pipefail

code="${1:?usage: scripts/make-voices.sh VOCAB_CODE [DIR]}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${2:-$root/voices/$code.zip}"
voice="${ESPEAK_VOICE:-$code}"
speed="${ESPEAK_SPEED:-200}"
rate="${RATE:-24000}"

for tool in espeak-ng sox; do
    command -v "$tool" >/dev/null || { echo "make-voices: $tool is not installed" >&2; exit 1; }
done

if [ -z "${ANNA:-}" ]; then
    cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin anna
    ANNA="$root/target/release/anna"
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The pack speaks every built-in vocabulary of its language: the Arabic and Persian packs also
# the native piece and castling words (ar-native, fa-native).
vocabs=(--vocab "$code")
case "$code" in
    ar | fa) vocabs+=(--vocab "$code-native") ;;
esac
"$ANNA" voices words "${vocabs[@]}" --rate "$rate" >"$tmp/words.tsv"
"$ANNA" voices words "${vocabs[@]}" --rate "$rate" --manifest >"$tmp/manifest.toml"

pack="$tmp/pack"
mkdir -p "$pack/clips"
count=0
while IFS=$'\t' read -r _kind key file spoken; do
    # A letter alone is read as its name ("a" → "ah", "b" → "beh"). A word whose written form
    # espeak-ng misreads is given in its spoken (vocalised) form.
    espeak-ng -v "$voice" -s "$speed" -w "$tmp/raw.wav" "${spoken:-$key}"
    # -D: no dither, so that a rebuild gives the same files. espeak-ng's silence is cut at both
    # ends (below 0.1 %, so that a soft "f" or "s" stays; the reverse trims the end), then every
    # clip peaks at -3 dBFS.
    sox -D "$tmp/raw.wav" -r "$rate" -c 1 -b 16 -e signed-integer "$pack/$file" \
        silence 1 0.005 0.1% reverse silence 1 0.005 0.1% reverse norm -3
    count=$((count + 1))
done <"$tmp/words.tsv"

cp "$tmp/manifest.toml" "$pack/manifest.toml"
"$ANNA" voices pack "$pack" --output "$out"
echo "make-voices: $count clips in $out ($(du -h "$out" | cut -f1))"
"$ANNA" voices check "$out"
case "$code" in
    ar | fa) "$ANNA" voices check "$out" --vocab "$code-native" ;;
esac
