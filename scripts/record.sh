#!/usr/bin/env bash
# Records lessons as real Swift programs, the way `observatory verify LESSON --recorded FILE` reads
# them: for each LESSON, exports it with the trace of the real runtime's events (observatory export
# --swift --traced), builds it with the swiftc on PATH, runs it
# with `./program > FILE 2>&1; echo "exit $?" >> FILE` and writes FILE as LESSON.recorded (next to
# the lesson, or in DIR with -o DIR). On macOS the legacy parts run on the real Combine there; copy
# the .recorded file back and run `observatory verify LESSON --recorded LESSON.recorded`.
#
# With -n N the program runs N times: LESSON.recorded is the first run and LESSON.runs holds all N,
# one after another (Swift's observer and loop orders change from run to run; the mutation test
# judges mutants by them, and `verify --recorded LESSON.runs` reports a race Swift's runs show).
#
# -p PREFIX puts PREFIX before the recordings' names (the mutation test's `lesson-NAME.runs`).
#
#   scripts/record.sh [-o DIR] [-n N] [-p PREFIX] LESSON...
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
observatory="${OBSERVATORY:-$here/.build/debug/observatory}"
[ -x "$observatory" ] || observatory="$(command -v observatory)"
out=""
runs=1
prefix=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift 2 ;;
    -n) runs="$2"; shift 2 ;;
    -p) prefix="$2"; shift 2 ;;
    *) break ;;
  esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TMPDIR="$work"
for lesson in "$@"; do
  name="$(basename "$lesson" .swift)"
  dest="${out:-$(dirname "$lesson")}/$prefix$name"
  "$observatory" export "$lesson" --swift --traced -o "$work/program.swift"
  # -g: a trap's backtrace names the lesson line; module main: types print as main.Type.
  swiftc -swift-version 5 -g -suppress-warnings -module-name main "$work/program.swift" -o "$work/program"
  # A trap on macOS prints its backtrace only with the backtracer on.
  export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=yes}"
  : > "$work/ALL"
  for k in $(seq 1 "$runs"); do
    set +e
    (cd "$work" && ./program > FILE 2>&1; echo "exit $?" >> FILE)
    set -e
    [ "$k" -eq 1 ] && cp "$work/FILE" "$dest.recorded"
    cat "$work/FILE" >> "$work/ALL"
  done
  if [ "$runs" -gt 1 ]; then cp "$work/ALL" "$dest.runs"; fi
  echo "recorded $lesson → $dest.recorded ($(tail -n 1 "$dest.recorded"))$([ "$runs" -gt 1 ] && echo ", $runs runs in $dest.runs")"
done
