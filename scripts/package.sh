#!/usr/bin/env bash
# Builds the Debian packages into target/debian/ and prints their paths, one a line:
#
#   anna_<version>_<arch>.deb            the program, the manuals, manual pages and shell
#                                        completions (made by the program itself from its
#                                        command line), with cargo-deb
#   anna-voice-<code>_<version>_all.deb  one voice pack each (de, en, ar, fa), data for every
#                                        architecture, with dpkg-deb
#
# The voice packs are packages of their own as Debian splits data from programs: a user
# installs the one of his language (`apt install anna anna-voice-fa`); `anna` recommends
# `anna-voice-de | anna-voice` (its default language, or any voice already there) and suggests
# the others (docs/install.md). Installs cargo-deb first if it is missing. A release build
# already made (scripts/test.sh starts it beside the suite) is used as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo-deb >/dev/null 2>&1; then
    cargo install cargo-deb --locked --quiet
fi
target="${CARGO_TARGET_DIR:-target}"
cargo build --release --locked --quiet
rm -rf target/package-files target/debian
mkdir -p target/debian
"$target/release/anna" package-files target/package-files
cargo deb --no-build --locked --quiet --output target/debian/ >/dev/null
# The voices carry the program's version and Debian revision (cargo-deb's "-1").
version=$(dpkg-deb --field target/debian/anna_*.deb Version)
ls target/debian/anna_*.deb

# One voice pack: /usr/share/anna/voices/CODE.zip, where anna looks for packs (src/data_dirs.rs).
# It replaces the file as the anna package before the split held it (Replaces: anna).
voice_package() {
    local code=$1 language=$2 root="target/debian/anna-voice-$1"
    local name="anna-voice-$code"
    mkdir -p "$root/DEBIAN" "$root/usr/share/anna/voices" "$root/usr/share/doc/$name"
    install -m 644 "voices/$code.zip" "$root/usr/share/anna/voices/"
    printf 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n%s\n%s\n' \
        "Files: *" "Copyright: anna developers; GPL-3.0-or-later (/usr/share/common-licenses/GPL-3)" \
        >"$root/usr/share/doc/$name/copyright"
    chmod 644 "$root/usr/share/doc/$name/copyright"
    local size
    size=$(du -k -s "$root/usr" | cut -f1)
    cat >"$root/DEBIAN/control" <<CONTROL
Package: $name
Version: $version
Architecture: all
Maintainer: anna developers <anna@localhost>
Installed-Size: $size
Section: games
Priority: optional
Multi-Arch: foreign
Provides: anna-voice
Enhances: anna
Replaces: anna
Description: $language voice for anna, the chess program for blind players
 Every word anna says in $language (moves, pieces, squares, the clock, the
 FIDE Laws' messages), recorded once with espeak-ng and packed as Ogg Opus
 clips: anna speaks with it without a speech engine
 (anna --speech voice).
CONTROL
    dpkg-deb --root-owner-group -Zxz -z9 --build "$root" \
        "target/debian/${name}_${version}_all.deb" >/dev/null
    rm -rf "$root"
    echo "target/debian/${name}_${version}_all.deb"
}
voice_package de German
voice_package en English
voice_package ar Arabic
voice_package fa Persian
