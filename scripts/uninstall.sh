#!/usr/bin/env bash
# Removes what scripts/install.sh (run by scripts/setup.sh) installed under a prefix: exactly the
# files and folders its manifest, PREFIX/share/observatory/install-manifest.txt, lists. A folder is
# removed only if it is empty by then (something else put there stays). Your progress and your own
# lessons ($XDG_STATE_HOME/observatory, $XDG_DATA_HOME/observatory) are yours and are kept.
#
#   scripts/uninstall.sh [--prefix DIR]      (also: scripts/setup.sh --uninstall [--prefix DIR])
#
# --prefix: default /usr/local as root, else ~/.local, as for setup.
set -euo pipefail

prefix=""
quiet=false
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --quiet) quiet=true; shift ;;
    *) echo "uninstall: unknown argument '$1' (usage: scripts/uninstall.sh [--prefix DIR])" >&2; exit 2 ;;
  esac
done
if [ -z "$prefix" ]; then
  if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix=$HOME/.local; fi
fi
prefix=$(realpath -m -- "$prefix")
manifest=$prefix/share/observatory/install-manifest.txt
if [ ! -f "$manifest" ]; then
  echo "uninstall: nothing installed under $prefix (no $manifest)" >&2
  exit 1
fi

files=()
dirs=()
while read -r kind path; do
  case $kind in
    '#' | '') continue ;;
  esac
  # Files are under the prefix; folders too, or they are the prefix and those made above it.
  case $kind:$path in
    ?:"$prefix"/* | d:"$prefix") ;;
    d:*) [[ $prefix == "$path"/* ]] || { echo "uninstall: $manifest names $path, outside $prefix; not removing it" >&2; exit 1; } ;;
    *) echo "uninstall: $manifest names $path, outside $prefix; not removing it" >&2; exit 1 ;;
  esac
  case $kind in
    f) files+=("$path") ;;
    d) dirs+=("$path") ;;
    *) echo "uninstall: $manifest: unreadable line '$kind $path'" >&2; exit 1 ;;
  esac
done <"$manifest"

rm -f -- "${files[@]}" "$manifest"
# Deepest first: each made folder goes if nothing else is in it.
for ((k = ${#dirs[@]} - 1; k >= 0; k--)); do
  rmdir -- "${dirs[k]}" 2>/dev/null || true
done
$quiet || echo "uninstall: removed observatory from $prefix (${#files[@]} files)"
