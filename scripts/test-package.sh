#!/usr/bin/env bash
# The package as a user gets it: built, installed with apt-get, used from another folder with
# nothing of the checkout in reach, then removed, after which none of its files may be left.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "test-package: $*" >&2; exit 1; }

deb=$(bash scripts/package.sh | tail -1)
[ -f "$deb" ] || fail "no package built"
echo "test-package: $deb, $(du -h "$deb" | cut -f1)"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "./$deb" >/dev/null

work=$(mktemp -d)
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" LANG=C.UTF-8
unset ANNA_VOICES LC_ALL LC_MESSAGES
cd "$work"
[ "$(command -v anna)" = /usr/bin/anna ] || fail "anna is not /usr/bin/anna"
[ "$(anna say Nf3)" = "Springer Felix drei" ] || fail "anna say Nf3"
anna voices check >/dev/null || fail "anna voices check: $(anna voices check)"
anna voices list | grep -qx "/usr/share/anna/voices: de, en." || fail "voices list: $(anna voices list)"
[ -f /usr/share/man/man1/anna.1 ] || [ -f /usr/share/man/man1/anna.1.gz ] || fail "no anna(1)"
if command -v man >/dev/null; then
    man -w anna >/dev/null || fail "man -w anna"
fi
bash -c 'source /usr/share/bash-completion/completions/anna && complete -p anna' >/dev/null \
    || fail "no bash completion"
# A short game, the moves announced, the score sheet written.
game=$(printf 'e4\ne5\nbeenden\nja\n' | anna --speech text --braille off)
echo "$game" | grep -q "Bauer Eva fünf (e5)" || fail "a game: $game"
ls "$XDG_DATA_HOME"/anna/games/*.pgn >/dev/null || fail "no score sheet"
cd /
rm -rf "$work"

files=$(dpkg -L anna | while read -r f; do [ -f "$f" ] && echo "$f"; done)
[ -n "$files" ] || fail "dpkg lists no files"
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq anna >/dev/null
for f in $files; do
    [ -e "$f" ] && fail "left after removal: $f"
done
echo "test-package: installed, used and removed; $(echo "$files" | wc -l) files"
