#!/usr/bin/env bash
# The engine benchmark: builds observatory in release, then runs bench/bench.py, which compiles
# every workload with `swiftc -O` against the real runtime and times both worlds interleaved.
#   bench/run.sh [REPS] [WORKLOAD...]     (default: 3 repetitions, every workload)
# Set BENCH_NO_BUILD=1 to reuse the current release build. The results are also written to
# bench/results/COMMIT.txt (COMMIT-dirty.txt when the working tree has changes), to be committed
# with the README update that quotes them.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${BENCH_NO_BUILD:-}" ]; then swift build -c release --static-swift-stdlib --product observatory; fi
mkdir -p bench/results
commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo -dirty)
out=bench/results/$commit.txt
{ echo "# bench/run.sh $* at $commit, $(date -u +%FT%TZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"; python3 bench/bench.py "$@"; } | tee "$out"
echo "written to $out"
