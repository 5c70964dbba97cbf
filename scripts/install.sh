#!/usr/bin/env bash
# Installs observatory under a prefix: the binary, the course it finds from there
# (PREFIX/share/observatory/: Lessons/, Exercises/, Drills/, docs/rules.md), the man page and the bash, zsh
# and fish completions. scripts/setup.sh runs it after building; scripts/package-deb.sh runs it
# into a staging folder. It keeps a manifest of every file and folder it made
# (PREFIX/share/observatory/install-manifest.txt), which scripts/uninstall.sh removes exactly; a
# second install first removes what the first one made.
#
#   scripts/install.sh --prefix DIR [--binary FILE] [--destdir DIR]
#
# --binary: default .build/release/observatory.
# --destdir: stage the files under DIR+PREFIX (for a package: no manifest, nothing removed).
set -euo pipefail

prefix=""
binary=$(dirname "$0")/../.build/release/observatory
destdir=""
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --binary) binary=${2:?--binary needs a file}; shift 2 ;;
    --destdir) destdir=${2:?--destdir needs a folder}; shift 2 ;;
    *) echo "install: unknown argument '$1' (usage: scripts/install.sh --prefix DIR [--binary FILE] [--destdir DIR])" >&2; exit 2 ;;
  esac
done
[ -n "$prefix" ] || { echo "install: say where: scripts/install.sh --prefix DIR" >&2; exit 2; }
# Paths given are relative to where the script was run from.
prefix=$(realpath -m -- "$prefix")
binary=$(realpath -m -- "$binary")
if [ -n "$destdir" ]; then
  destdir=$(realpath -m -- "$destdir")
  mkdir -p "$destdir"
fi
cd "$(dirname "$0")/.."
[ -x "$binary" ] || { echo "install: no binary at $binary (build it first: scripts/setup.sh)" >&2; exit 1; }

share=$prefix/share/observatory
manifest=$share/install-manifest.txt
# zsh on Debian reads /usr/share/zsh/vendor-completions for the system's packages and
# PREFIX/share/zsh/site-functions for /usr/local.
if [ "$prefix" = /usr ]; then zshdir=$prefix/share/zsh/vendor-completions; else zshdir=$prefix/share/zsh/site-functions; fi

if [ -z "$destdir" ] && [ -f "$manifest" ]; then
  scripts/uninstall.sh --prefix "$prefix" --quiet
fi

made=()
# A folder and the ones above it that do not exist yet (recorded, so uninstall removes them).
make_dir() {
  local dir=$destdir$1 missing=()
  while [ ! -d "$dir" ]; do
    missing=("$dir" "${missing[@]}")
    dir=$(dirname "$dir")
  done
  for dir in "${missing[@]}"; do
    mkdir "$dir"
    made+=("d ${dir#"$destdir"}")
  done
}
# put MODE SOURCE TARGET: a file, written beside the target and renamed over it (a running
# observatory keeps its old binary).
put() {
  make_dir "$(dirname "$3")"
  install -m "$1" "$2" "$destdir$3.new"
  mv -f "$destdir$3.new" "$destdir$3"
  made+=("f $3")
}

put 0755 "$binary" "$prefix/bin/observatory"
for f in Lessons/course.txt Lessons/*.swift Lessons/*.expected Exercises/*.swift Exercises/solutions/*.swift \
  Drills/*.swift docs/rules.md; do
  put 0644 "$f" "$share/$f"
done
put 0644 man/observatory.1 "$prefix/share/man/man1/observatory.1"
put 0644 completions/observatory.bash "$prefix/share/bash-completion/completions/observatory"
put 0644 completions/_observatory "$zshdir/_observatory"
put 0644 completions/observatory.fish "$prefix/share/fish/vendor_completions.d/observatory.fish"

if [ -z "$destdir" ]; then
  { echo "# Made by observatory's scripts/install.sh; scripts/uninstall.sh --prefix $prefix removes them."
    printf '%s\n' "${made[@]}"
  } >"$manifest.new"
  mv -f "$manifest.new" "$manifest"
fi
echo "install: observatory and its course installed under $destdir$prefix (${#made[@]} files and folders)"
