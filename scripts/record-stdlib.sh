#!/usr/bin/env bash
# Records what real Swift prints for each standard-library program in Tests/ObservatoryTests/Stdlib:
# every NAME.swift is compiled with the swiftc on PATH (as module `main`, so lesson types print as
# `main.Point`, as the playground prints them) and run; its output becomes NAME.out, which
# StdlibTests compares with the playground's. Never edit a .out by hand: change the program and
# run this again. Usage: scripts/record-stdlib.sh [NAME...]
set -euo pipefail
cd "$(dirname "$0")/../Tests/ObservatoryTests/Stdlib"
swiftc --version 2>&1 | head -1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
names=("$@")
if [ ${#names[@]} -eq 0 ]; then for f in *.swift; do names+=("${f%.swift}"); done; fi
for name in "${names[@]}"; do
  mkdir -p "$work/$name"
  cp "$name.swift" "$work/$name/main.swift"
  swiftc -swift-version 5 -module-name main "$work/$name/main.swift" -o "$work/$name/program"
  "$work/$name/program" > "$name.out"
  echo "recorded $name.out ($(wc -l < "$name.out") lines)"
done
