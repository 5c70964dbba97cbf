#!/usr/bin/env bash
# Set-up for a fresh Debian/Ubuntu machine with a Swift 6.2+ toolchain: installs the Debian
# packages Observatory needs (when run as root; otherwise names them), builds a release binary,
# checks every lesson with it, and installs observatory, its course, man page and shell
# completions under a prefix (scripts/install.sh), so that `observatory learn` works from any
# folder. Running it again updates the install.
#
#   scripts/setup.sh [--prefix DIR]     default prefix: /usr/local as root, else ~/.local
#   scripts/setup.sh --uninstall [--prefix DIR]
set -euo pipefail

prefix=""
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) shift; exec "$(dirname "$0")/uninstall.sh" ${prefix:+--prefix "$prefix"} "$@" ;;
    *) echo "setup: unknown argument '$1' (usage: scripts/setup.sh [--prefix DIR] [--uninstall])" >&2; exit 2 ;;
  esac
done
if [ -z "$prefix" ]; then
  if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix=$HOME/.local; fi
fi
prefix=$(realpath -m -- "$prefix")
cd "$(dirname "$0")/.."

# graphviz draws the dependency graphs (DOT output, the web page's SVG); chromium loads the web
# page in the test suite (headless); bubblewrap sandboxes the programs `observatory verify` runs;
# man-db reads the man page (and the test suite checks it renders without warnings).
packages=(pkg-config libedit-dev graphviz chromium bubblewrap man-db)

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: no 'swift' on PATH. Install a Swift 6.2 or later toolchain from https://swift.org/install first." >&2
  exit 1
fi
version=$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n 1)
read -r major minor <<<"${version:-0 0}"
if [ "$major" -lt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -lt 2 ]; }; then
  echo "setup: Swift 6.2 or later is required (found: $(swift --version 2>&1 | head -n 1))." >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "setup: missing Debian packages: ${missing[*]}" >&2
    echo "       install them with: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

swift build -c release --static-swift-stdlib --product observatory
.build/release/observatory check Lessons
scripts/install.sh --prefix "$prefix"

# What to type next, and the PATH line when the prefix's bin is not on PATH.
case ":$PATH:" in
  *":$prefix/bin:"*)
    found=$(command -v observatory || true)
    if [ -n "$found" ] && [ "$(readlink -f "$found")" != "$(readlink -f "$prefix/bin/observatory")" ]; then
      echo "setup: note: $found comes before $prefix/bin/observatory on PATH"
    fi
    ;;
  *)
    echo
    echo "$prefix/bin is not on your PATH; add it (to ~/.profile or ~/.bashrc, then open a new shell):"
    echo "  export PATH=\"$prefix/bin:\$PATH\""
    ;;
esac
echo
echo "Next: observatory learn"
