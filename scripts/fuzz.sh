#!/usr/bin/env bash
# Fuzzes the playground in process with libFuzzer (shipped with the Swift toolchain): each input
# goes through parse, compile, run and every rendering (Sources/ObservatoryVerification/Fuzz/FuzzRun.swift);
# an input starting with byte 0 or 1 is made into a lesson by the grammar-aware LessonGenerator
# (with HostileText: lines and words up to a megabyte, control characters, backtick runs); one
# starting with byte 2 or 3 drives a whole command with its files (FuzzCommand: run in every
# format, -o, check and --bless, export -o, present, :load, learn with a fuzzed progress file;
# the lesson sometimes a pipe, a folder or a loop of links). Inputs are up to 64 KB (the
# generator's lines and words still reach 400,000 characters); --long-inputs first lets the
# fuzzer's own inputs grow to 1 MB (slower: libFuzzer mutates and copies whole inputs).
#
#   scripts/fuzz.sh                 fuzz until stopped (Ctrl-C); new inputs go to .build/fuzz/corpus
#   scripts/fuzz.sh --smoke         a 45-second run from the seeds (scripts/test.sh runs it)
#   scripts/fuzz.sh -runs=10000000  any libFuzzer options (-max_total_time=600, -jobs=2, ...)
#   scripts/fuzz.sh CRASH-FILE      runs one saved input again (a crash's reproducer)
#   scripts/fuzz.sh --show FILE...  prints the lesson each saved input stands for
#   scripts/fuzz.sh --long SECONDS  a job per core (fork mode) at low priority for SECONDS, then
#                                   adds a row to docs/fuzzing-log.md (executions, crashes,
#                                   commit), the running total issue 30 asks for
#   scripts/fuzz.sh --long-inputs ...   any of the above with inputs up to 1 MB
#   scripts/fuzz.sh --total         the executions of the current code: the log's rows whose commit
#                                   has the same Sources/ and Package.swift as HEAD (0 right after
#                                   any change to them), and the rows not counted
#
# Seeds: the lessons, the bad-input corpus, the language tests and Fuzz/Seeds (generator
# choices). A crash is saved as .build/fuzz/crashes/crash-*; make it a bad-input test
# (Tests/ObservatoryTests/BadInput) once it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--total" ]; then
  total=0
  while IFS='|' read -r _ date commit _ runs _; do
    commit=$(echo "$commit" | tr -d ' ') runs=$(echo "$runs" | tr -d ' ,')
    [[ "$runs" =~ ^[0-9]+$ ]] || continue
    if git cat-file -e "$commit^{commit}" 2>/dev/null && git diff --quiet "$commit" HEAD -- Sources Package.swift; then
      total=$((total + runs))
    else
      echo "not counted: $commit ($runs executions, $(echo "$date" | tr -d ' ')): the code changed since" >&2
    fi
  done < <(grep '^| 20' docs/fuzzing-log.md)
  echo "$total executions of the code at $(git rev-parse --short HEAD) (Sources/ and Package.swift as fuzzed)"
  exit 0
fi

export OBSERVATORY_FUZZ=1
# The command mode's files (FuzzCommand) go to memory where there is a tmpfs: its fsyncs then
# cost nothing.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then export TMPDIR=/dev/shm; fi
# libFuzzer's own handler must see a Swift trap, so that it saves the input that caused it.
export SWIFT_BACKTRACE=enable=no
# Edge coverage only: comparison tracing (-sanitize=fuzzer's default) was a fifth of the time;
# the words the parser compares against come from the dictionary (Fuzz/swift.dict) instead.
flags=(-Xswiftc -sanitize=fuzzer -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table)
# SwiftPM does not rebuild a module when only -Xswiftc flags change: start afresh when they do.
if [ "$(cat .build/fuzz/flags 2>/dev/null)" != "${flags[*]}" ]; then
  rm -rf .build/fuzz/x86_64-unknown-linux-gnu .build/fuzz/aarch64-unknown-linux-gnu .build/fuzz/release
  mkdir -p .build/fuzz && echo "${flags[*]}" >.build/fuzz/flags
fi
swift build -c release --build-path .build/fuzz --product observatory-fuzz "${flags[@]}" >&2
bin=.build/fuzz/release/observatory-fuzz

if [ "${1:-}" = "--show" ] || { [ $# -eq 1 ] && [ -f "$1" ]; }; then
  exec "$bin" "$@"
fi

max_len=65536
if [ "${1:-}" = "--long-inputs" ]; then
  shift
  max_len=1048576
fi

corpus=.build/fuzz/corpus
mkdir -p "$corpus" .build/fuzz/crashes
options=(-timeout=10 -rss_limit_mb=2048 -max_len=$max_len -dict=Fuzz/swift.dict -artifact_prefix=.build/fuzz/crashes/
  -print_final_stats=1)
if [ "${1:-}" = "--smoke" ]; then
  shift
  # A fixed seed: the smoke run in CI is the same run every time (fuzz longer, unseeded, by hand).
  options+=(-max_total_time=45 -seed=1)
fi
seeds=(Fuzz/Seeds Lessons Tests/ObservatoryTests/BadInput Tests/ObservatoryTests/Language)
if [ "${1:-}" = "--long" ]; then
  seconds=${2:?--long takes a number of seconds}
  workers=$(nproc)
  log=.build/fuzz/long.log
  commit=$(git rev-parse --short HEAD)
  started=$(date +%s)
  # Crashes, out-of-memory and timeouts; not the slow-unit-* files libFuzzer keeps for inputs
  # over 10 s (a build beside a nice-19 run starves them that long).
  failures() { ls .build/fuzz/crashes | grep -cv '^slow-unit-' || true; }
  before=$(failures)
  # libFuzzer's fork mode: a child process per job, restarted as jobs end. A lesson that builds a
  # reference cycle leaks it, as in Swift, and a single long-lived process grew past 1 GB in an
  # hour; children give that memory back. At nice 19 a build beside it can starve an input for
  # seconds, so a timeout here means a minute (an input stops within 30 ms of its time limit).
  # Ctrl-C (or SIGINT) ends the run early and still records it.
  trap 'true' INT
  nice -n 19 "$bin" "${options[@]}" -fork="$workers" -timeout=60 -max_total_time="$seconds" \
    "$corpus" "${seeds[@]}" >"$log" 2>&1 || true
  # No progress line: stopped while libFuzzer still ran the corpus once (minutes beside builds).
  last=$(grep -E '^#[0-9]+: ' "$log" | tail -1 || true)
  if [ -z "$last" ]; then
    echo "fuzz.sh: the run ended before its first progress line (see $log); nothing recorded" >&2
    exit 1
  fi
  runs=$(echo "$last" | sed -E 's/^#([0-9]+):.*/\1/')
  failures=$(echo "$last" | sed -E 's|.*oom/timeout/crash: ([0-9/]+).*|\1|')
  crashes=$(($(failures) - before))
  minutes=$((($(date +%s) - started) / 60))
  row="| $(date -u +%F) | $commit | fork=$workers, $minutes min, nice 19, inputs up to $((max_len / 1024)) KB | ${runs:-0} | $crashes new files (oom/timeout/crash ${failures:-?}) |"
  # The row goes after the table's last row; with no new crash file the running total below the
  # table grows by this run's executions (a crash restarts the count by hand, with its story).
  python3 - "$row" "${runs:-0}" "$crashes" <<'PY'
import re, sys
row, runs, crashes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
path = "docs/fuzzing-log.md"
lines = open(path).read().split("\n")
last = max(i for i, l in enumerate(lines) if l.startswith("|"))
lines.insert(last + 1, row)
text = "\n".join(lines)
if crashes == 0:
    def grow(m):
        return m.group(1) + f"{int(m.group(2).replace(',', '')) + runs:,}"
    text = re.sub(r"(Running total since the last row with a crash[^:]*: )([0-9,]+)", grow, text)
open(path, "w").write(text)
PY
  echo "fuzz.sh: ${runs:-0} executions, $crashes new crash files (.build/fuzz/crashes); added to docs/fuzzing-log.md" >&2
  exit 0
fi
exec "$bin" "${options[@]}" "$@" "$corpus" "${seeds[@]}"
