#!/usr/bin/env bash
# Installs what the tests need, then runs every check CI runs: format, lints, all tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings
cargo test --locked
# The Debian package: built, installed, used from elsewhere, removed without a trace.
bash scripts/test-package.sh
