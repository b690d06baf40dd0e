#!/usr/bin/env bash
# The packages as a user gets them: built, no larger than their limits (the program at most
# 5 MB, each voice pack at most 3.5 MB: issue 43), installed with apt-get (the program and the
# four voice packages), used from another folder with nothing of the checkout in reach, then
# removed, after which none of their files may be left.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "test-package: $*" >&2; exit 1; }

mapfile -t debs < <(bash scripts/package.sh)
[ "${#debs[@]}" -eq 5 ] || fail "five packages, not: ${debs[*]}"
names=()
for deb in "${debs[@]}"; do
    [ -f "$deb" ] || fail "no package $deb"
    name=$(dpkg-deb --field "$deb" Package)
    size=$(stat -c %s "$deb")
    case "$name" in
        anna) limit=5000000 ;;
        anna-voice-de | anna-voice-en | anna-voice-ar | anna-voice-fa) limit=3500000 ;;
        *) fail "an unknown package $name" ;;
    esac
    echo "test-package: $name, $size bytes (at most $limit)"
    [ "$size" -le "$limit" ] || fail "$name is $size bytes, more than $limit"
    names+=("$name")
    installed+=("./$deb")
done
# The program recommends a voice (its default language's, or any) and suggests the others.
recommends=$(dpkg-deb --field "${debs[0]}" Recommends)
echo "$recommends" | grep -q "anna-voice-de | anna-voice" || fail "Recommends: $recommends"
# BrlAPI's library is loaded for braille, not linked: recommended, and no dependency.
echo "$recommends" | grep -q "libbrlapi0.8" || fail "Recommends: $recommends"
depends=$(dpkg-deb --field "${debs[0]}" Depends)
if echo "$depends" | grep -q "libbrlapi"; then fail "Depends: $depends"; fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${installed[@]}" \
    >/dev/null

work=$(mktemp -d)
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" LANG=C.UTF-8
unset ANNA_VOICES LC_ALL LC_MESSAGES
cd "$work"
[ "$(command -v anna)" = /usr/bin/anna ] || fail "anna is not /usr/bin/anna"
[ "$(anna say Nf3)" = "Springer Felix drei" ] || fail "anna say Nf3"
anna voices check >/dev/null || fail "anna voices check: $(anna voices check)"
# The four pack files, each whole for the vocabulary of its own name.
listed=$(anna voices list)
echo "$listed" | grep -qx "/usr/share/anna/voices:" || fail "voices list: $listed"
for code in ar de en fa; do
    echo "$listed" | grep -qx "$code.zip: Paketdatei, Sprache $code, vollständig für $code\(, .*\)\?\." \
        || fail "voices list lacks $code: $listed"
done
[ -f /usr/share/man/man1/anna.1 ] || [ -f /usr/share/man/man1/anna.1.gz ] || fail "no anna(1)"
man -w anna >/dev/null || fail "man -w anna"
man -w anna-clock >/dev/null || fail "man -w anna-clock"
# The bash completion offers the subcommands after "anna ".
offered=$(bash -c 'source /usr/share/bash-completion/completions/anna
    COMP_WORDS=(anna ""); COMP_CWORD=1; COMP_LINE="anna "; COMP_POINT=5
    _anna anna "" anna; echo "${COMPREPLY[*]}"')
for sub in play resume clock voices; do
    echo " $offered " | grep -q " $sub " || fail "completion lacks $sub: $offered"
done
# A short game spoken by the installed voice pack: ALSA's default device writes the sound
# into a file (no sound card here), which must then hold sound.
cat >"$work/asound.conf" <<CONF
pcm.!default { type plug; slave.pcm "rawcapture" }
pcm.rawcapture { type file; slave.pcm "null"; file "$work/sound.raw"; format "raw" }
CONF
game=$(printf 'e4\ne5\nbeenden\nja\n' \
    | ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$work/asound.conf" \
        anna --speech voice --braille off --verbose)
echo "$game" | grep -q "Bauer Eva fünf (e5)" || fail "a game: $game"
echo "$game" | grep -q "Sprache: aufgenommene Stimme." || fail "no voice pack in use: $game"
[ "$(stat -c %s "$work/sound.raw" 2>/dev/null || echo 0)" -gt 100000 ] \
    || fail "no sound written: $(stat -c %s "$work/sound.raw" 2>/dev/null || echo none)"
ls "$XDG_DATA_HOME"/anna/games/*.pgn >/dev/null || fail "no score sheet"
cd /
rm -rf "$work"

files=$(for name in "${names[@]}"; do dpkg -L "$name"; done \
    | while read -r f; do [ -f "$f" ] && echo "$f"; done)
[ -n "$files" ] || fail "dpkg lists no files"
for code in ar de en fa; do
    echo "$files" | grep -qx "/usr/share/anna/voices/$code.zip" || fail "no package holds $code.zip"
done
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq "${names[@]}" >/dev/null
for f in $files; do
    [ -e "$f" ] && fail "left after removal: $f"
done
echo "test-package: ${names[*]} installed, used and removed; $(echo "$files" | wc -l) files"
