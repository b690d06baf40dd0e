#!/usr/bin/env bash
# Installs what building and testing anna needs on a fresh Debian machine that has only the
# Rust toolchain. Safe to run again: it installs only what is missing.
set -euo pipefail

# Debian packages the build and the tests use. Keep this list the single place they are named.
# Build: ALSA for cpal, liblouis and Opus, clang for bindings. Neither BrlAPI's nor
# speech-dispatcher's client library is linked: anna loads libbrlapi when braille is used
# (libbrlapi0.8 is here for the braille tests, as brltty's own dependency too) and speaks
# speech-dispatcher's protocol over its socket.
# Run and test: the speech daemon with espeak-ng, sox for voice packs, ALSA's tools, brltty and
# the liblouis tables, liblouis-bin (lou_translate, the reference for braille tests); Stockfish
# for engine games, hints and reviews; man-db for the package test's `man anna`; hunspell with
# hunspell-ar and aspell with aspell-fa (Debian has no Persian hunspell dictionary) for the
# spelling check of the Arabic and Persian texts (tests/it/spelling.rs); strace for counting the
# syncs of a game (tests/it/journal_disk.rs).
PACKAGES=(
    pkg-config clang libasound2-dev libbrlapi0.8 liblouis-dev liblouis-bin libopus-dev
    speech-dispatcher speech-dispatcher-espeak-ng espeak-ng sox alsa-utils brltty liblouis-data
    stockfish man-db hunspell hunspell-ar aspell aspell-fa strace
)

missing=()
for p in "${PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

for component in rustfmt clippy; do
    if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
        rustup component add "$component"
    fi
done
