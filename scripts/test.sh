#!/usr/bin/env bash
# Installs what the tests need, then runs every check CI runs: format, lints, all tests, the
# Debian packages.
#
# On two cores the release build for the package test does not wait for the suite: it starts
# at once at the lowest priority (nice 19) beside the lints and the tests, and takes the CPU
# they leave idle (the tests wait on terminals, daemons and engines much of the time; a link
# is one thread). Cargo locks each profile's folder on its own, so the two builds share only
# the downloaded sources. The package test then finds its build made.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
phase() { echo "test.sh: $1 after $((SECONDS - started)) s"; }

bash scripts/install-deps.sh
cargo fmt --all --check
phase "format checked"

release_log=$(mktemp)
nice -n 19 cargo build --release --locked >"$release_log" 2>&1 &
release=$!
# A failed check ends the build too (and nothing else: only this script's own child).
trap '[ -z "$release" ] || kill "$release" 2>/dev/null || true; rm -f "$release_log"' EXIT

cargo clippy --locked --workspace --all-targets -- -D warnings
phase "lints clean"
cargo test --locked --workspace
phase "tests passed"
built=0
wait "$release" || built=$?
release=""
if [ "$built" -ne 0 ]; then
    cat "$release_log" >&2
    exit 1
fi
phase "release build ready"
# The Debian packages: built, no larger than their limits, installed, used from elsewhere,
# removed without a trace.
bash scripts/test-package.sh
phase "packages checked"
