#!/usr/bin/env bash
# The engine benchmark: builds observatory in release, then runs bench/bench.py, which compiles
# every workload with `swiftc -O` against the real runtime and times both worlds interleaved.
#   bench/run.sh [REPS] [WORKLOAD...]     (default: 3 repetitions, every workload)
# Set BENCH_NO_BUILD=1 to reuse the current release build.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${BENCH_NO_BUILD:-}" ]; then swift build -c release --static-swift-stdlib --product observatory; fi
exec python3 bench/bench.py "$@"
