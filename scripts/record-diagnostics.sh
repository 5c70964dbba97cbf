#!/usr/bin/env bash
# Records what the real compiler says about each invalid program in Tests/ObservatoryTests/Invalid:
# NAME.diagnostics holds the errors swiftc reports (LINE:COLUMN: error: MESSAGE, one a line), as
# `swiftc -swift-version 5 -emit-sil` (the compiler check's mode) prints them for NAME.swift on its
# own. CompilerGateTests check that the playground's compiler check cites the same. A missing
# `await` that Swift 5 mode only warns about (an error in Swift 6) is refused by the check too, so
# that warning is recorded as well.
set -euo pipefail
cd "$(dirname "$0")/../Tests/ObservatoryTests/Invalid"
swiftc=${OBSERVATORY_SWIFTC:-swiftc}
"$swiftc" --version 2>&1 | head -n 1 > VERSION
if [ "$#" -eq 0 ]; then set -- *.swift; fi
for f in "$@"; do
  f=$(basename "$f")
  name=${f%.swift}
  "$swiftc" -swift-version 5 -diagnostic-style llvm -module-name main -emit-sil -o /dev/null "$f" 2>&1 \
    | sed -n -e "s/^$name\.swift:\([0-9]*:[0-9]*: error: .*\)$/\1/p" \
      -e "s/^$name\.swift:\([0-9]*:[0-9]*: warning: expression is 'async' but is not marked with 'await'.*\)$/\1/p" \
      > "$name.diagnostics" || true
  if [ ! -s "$name.diagnostics" ]; then echo "record-diagnostics: $f has no error" >&2; exit 1; fi
done
