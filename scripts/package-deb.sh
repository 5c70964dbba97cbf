#!/usr/bin/env bash
# Builds a Debian package of observatory for lab machines: the release binary (the Swift standard
# library linked in statically, stripped) and the same files scripts/install.sh installs, under
# /usr. It depends on the shared libraries the binary loads and on graphviz (the graphs of the web
# page and of --format dot), and recommends chromium. Prints the package's path.
#
#   scripts/package-deb.sh [--output DIR]     (default DIR: .build/deb)
#   sudo apt-get install ./.build/deb/observatory_VERSION_ARCH.deb
set -euo pipefail

out=.build/deb
while [ $# -gt 0 ]; do
  case $1 in
    --output | -o) out=${2:?--output needs a folder}; shift 2 ;;
    *) echo "package-deb: unknown argument '$1' (usage: scripts/package-deb.sh [--output DIR])" >&2; exit 2 ;;
  esac
done
out=$(realpath -m -- "$out")
cd "$(dirname "$0")/.."

swift build -c release --static-swift-stdlib --product observatory >&2
binary=.build/release/observatory
version=$("$binary" --version | sed -n '1s/^observatory //p')
arch=$(dpkg --print-architecture)
[ -n "$version" ] || { echo "package-deb: cannot read the version from $binary --version" >&2; exit 1; }

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/root
scripts/install.sh --prefix /usr --destdir "$root" --binary "$binary" >&2
strip "$root/usr/bin/observatory"
gzip -9n "$root/usr/share/man/man1/observatory.1"

# The packages of the shared libraries the binary loads (libedit2, libc6, libstdc++6, ...).
libraries=$(ldd "$binary" | awk '/=> \// { print $3 }')
depends=$(for lib in $libraries; do dpkg -S "$(realpath "$lib")" 2>/dev/null || dpkg -S "$lib"; done |
  cut -d: -f1 | sort -u | paste -sd, - | sed 's/,/, /g')
[ -n "$depends" ] || { echo "package-deb: found no packages for $binary's libraries" >&2; exit 1; }

mkdir -p "$root/DEBIAN"
cat >"$root/DEBIAN/control" <<EOF
Package: observatory
Version: $version
Architecture: $arch
Maintainer: Observatory <observatory@localhost>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends, graphviz
Recommends: chromium
Section: devel
Priority: optional
Description: watch Swift's Observation framework work, step by step
 A terminal playground for Swift's Observation framework: it runs lessons
 written in Swift on a deterministic simulation of the Swift 6.3 Observation
 runtime and shows, step by step, what was read, what fired, in which order
 and why. With a course (observatory learn), a REPL, a classroom mode and
 web pages of lessons.
EOF

mkdir -p "$out"
deb=$out/observatory_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >&2
echo "$deb"
