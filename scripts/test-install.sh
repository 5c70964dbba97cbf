#!/usr/bin/env bash
# The first minute, as a new user has it (scripts/test.sh runs this): scripts/setup.sh into a
# throw-away prefix, then a new shell whose PATH has that prefix's bin and not this checkout runs
# `observatory learn` and `observatory run 1 --quiet` from /tmp, finds the man page and completes
# `observatory pr`; setup.sh --uninstall leaves nothing behind. Then the Debian package
# (scripts/package-deb.sh): only files under /usr, installed with dpkg into a throw-away root whose
# dpkg database holds just the packages it depends on (so a misnamed dependency fails), run from
# there, and removed. Uses the release build setup.sh makes.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
  echo "test-install: FAILED: $*" >&2
  failures=$((failures + 1))
}

# --- setup.sh into a prefix, and a new shell that has only that prefix's bin ---
prefix=$tmp/prefix
scripts/setup.sh --prefix "$prefix" >"$tmp/setup.log" 2>&1 || { cat "$tmp/setup.log" >&2; fail "setup.sh --prefix"; }
grep -q '^Next: observatory learn$' "$tmp/setup.log" || fail "setup.sh does not say what to type next"
grep -qF "export PATH=\"$prefix/bin:\$PATH\"" "$tmp/setup.log" || fail "setup.sh does not print the PATH line"
in_new_shell() {
  env -i HOME="$tmp/home" TERM=dumb PATH="$prefix/bin:/usr/bin:/bin" bash --noprofile --norc -c "cd /tmp && $1"
}
case ":$(in_new_shell 'echo "$PATH"'):" in
  *"$repo"*) fail "the new shell's PATH contains the checkout" ;;
esac
[ "$(in_new_shell 'command -v observatory')" = "$prefix/bin/observatory" ] || fail "observatory is not on the new shell's PATH"
learn=$(in_new_shell 'observatory learn </dev/null') || fail "observatory learn exited $?"
grep -qE '^▸ +1  Tracked reads$' <<<"$learn" || fail "observatory learn from /tmp does not list the course: $learn"
expected=$(.build/release/observatory run Lessons/01-tracked-reads.swift --quiet)
[ "$(in_new_shell 'observatory run 1 --quiet')" = "$expected" ] || fail "observatory run 1 --quiet from /tmp"
in_new_shell 'observatory --version' | grep -qx "course: $prefix/share/observatory" || fail "--version names another course"
[ "$(in_new_shell 'man -w observatory')" = "$prefix/share/man/man1/observatory.1" ] || fail "man does not find the man page"
completed=$(in_new_shell "source '$prefix/share/bash-completion/completions/observatory'
  COMP_WORDS=(observatory pr); COMP_CWORD=1; _observatory; echo \"\${COMPREPLY[*]}\"")
[ "$completed" = present ] || fail "the installed bash completion of 'observatory pr' gives '$completed'"
scripts/setup.sh --uninstall --prefix "$prefix" >/dev/null || fail "setup.sh --uninstall"
[ ! -e "$prefix" ] || fail "uninstall left: $(find "$prefix" | head -5)"

# zsh and fish read their completion scripts (when those shells are installed).
if command -v zsh >/dev/null; then zsh -n completions/_observatory || fail "zsh cannot read completions/_observatory"; fi
if command -v fish >/dev/null; then fish -n completions/observatory.fish || fail "fish cannot read completions/observatory.fish"; fi

# --- the Debian package ---
deb=$(scripts/package-deb.sh --output "$tmp/deb" 2>"$tmp/package.log") || { cat "$tmp/package.log" >&2; fail "package-deb.sh"; exit 1; }
outside=$(dpkg-deb -c "$deb" | awk '{ print $6 }' | grep -v -e '^\./$' -e '^\./usr/' || true)
[ -z "$outside" ] || fail "the package has files outside /usr: $outside"
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
depends=$(dpkg-deb -f "$deb" Depends | tr -d ' ' | tr ',' ' ')
for p in $depends; do
  dpkg-query -s "$p" >>"$root/var/lib/dpkg/status" 2>/dev/null || fail "the package depends on $p, which is not installed here"
  echo >>"$root/var/lib/dpkg/status"
  touch "$root/var/lib/dpkg/info/$(dpkg-query -W -f='${binary:Package}' "$p").list"
done
dpkg --root="$root" -i "$deb" >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log" >&2; fail "dpkg --root -i"; }
(cd /tmp && "$root/usr/bin/observatory" --version) | grep -qx "course: $root/usr/share/observatory" ||
  fail "the packaged observatory --version"
[ "$(cd /tmp && "$root/usr/bin/observatory" run 1 --quiet)" = "$expected" ] || fail "the packaged observatory run 1 --quiet"
dpkg --root="$root" -r observatory >>"$tmp/dpkg.log" 2>&1 || fail "dpkg --root -r"
[ ! -e "$root/usr" ] || fail "removing the package left: $(find "$root/usr" | head -5)"

if [ "$failures" -gt 0 ]; then
  echo "test-install: $failures failed" >&2
  exit 1
fi
echo "test-install: setup into a prefix, observatory learn from /tmp in a new shell, uninstall, the .deb: all passed"
