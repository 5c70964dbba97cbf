#!/usr/bin/env bash
# Records lessons as real Swift programs, the way `observatory verify LESSON --recorded FILE` reads
# them: for each LESSON, exports it (observatory export), builds it with the swiftc on PATH, runs it
# with `./program > FILE 2>&1; echo "exit $?" >> FILE` and writes FILE as LESSON.recorded (next to
# the lesson, or in DIR with -o DIR). On macOS the legacy parts run on the real Combine there; copy
# the .recorded file back and run `observatory verify LESSON --recorded LESSON.recorded`.
#
#   scripts/record.sh [-o DIR] LESSON...
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
observatory="${OBSERVATORY:-$here/.build/debug/observatory}"
[ -x "$observatory" ] || observatory="$(command -v observatory)"
out=""
if [ "${1:-}" = "-o" ]; then out="$2"; shift 2; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for lesson in "$@"; do
  name="$(basename "$lesson" .swift)"
  dest="${out:-$(dirname "$lesson")}/$name.recorded"
  "$observatory" export "$lesson" --swift -o "$work/program.swift"
  # -g: a trap's backtrace names the lesson line; module main: types print as main.Type.
  swiftc -swift-version 5 -g -suppress-warnings -module-name main "$work/program.swift" -o "$work/program"
  # A trap on macOS prints its backtrace only with the backtracer on.
  export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=yes}"
  set +e
  (cd "$work" && ./program > FILE 2>&1; echo "exit $?" >> FILE)
  set -e
  cp "$work/FILE" "$dest"
  echo "recorded $lesson → $dest ($(tail -n 1 "$dest"))"
done
