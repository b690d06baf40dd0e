#!/usr/bin/env bash
# Builds the Debian package target/debian/anna_<version>_<arch>.deb: the program, the voice
# packs, the manuals, manual pages and shell completions (made by the program itself from its
# command line). Installs cargo-deb first if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v cargo-deb >/dev/null 2>&1; then
    cargo install cargo-deb --locked --quiet
fi
cargo build --release --locked --quiet
rm -rf target/package-files
target/release/anna package-files target/package-files
cargo deb --no-build --locked --quiet
ls target/debian/anna_*.deb
