#!/usr/bin/env bash
# Set-up for a fresh Debian/Ubuntu machine with a Swift 6.2+ toolchain: installs the Debian
# packages Observatory needs (when run as root; otherwise names them), builds a release binary,
# and checks every lesson with it.
set -euo pipefail
cd "$(dirname "$0")/.."

# graphviz draws the dependency graphs (DOT output, the web page's SVG); chromium loads the web
# page in the test suite (headless); bubblewrap sandboxes the programs `observatory verify` runs.
packages=(pkg-config libedit-dev graphviz chromium bubblewrap)

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
