#!/usr/bin/env bash
# The compiler check's latency in the REPL (issue 26): a scripted session of entries a learner
# types (a model, trackings, writes, expressions, a function, a mistake) is piped into
# `observatory`, which type-checks each entry with swiftc in the context of the session before
# running it; each check's wall time is recorded ($OBSERVATORY_CHECK_TIMES) with an empty cache
# (cold) and again with the cache filled (warm): the wall time, and the CPU time of the compiler it
# ran (what the wall time is on an idle machine). Prints the median and the slowest, in ms, and
# writes them to bench/results/COMMIT-repl-check.txt.
#   bench/repl-check.sh [ROUNDS]     (default 3; BENCH_NO_BUILD=1 reuses the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
if [ -z "${BENCH_NO_BUILD:-}" ]; then swift build -c release --static-swift-stdlib --product observatory >/dev/null; fi
bin=${OBSERVATORY_BIN:-.build/release/observatory}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/session.swift" <<'SESSION'
import Observation
@Observable
final class Cart {
  var items: [String] = []
  var total = 0
  var isCheckingOut = false
}
let cart = Cart()
cart.items.append("Tea")
cart.items.count
nonisolated(unsafe) var fired: [String] = []
withObservationTracking {
  _ = cart.items
} onChange: {
  fired.append("items changed")
}
cart.items.append("Milk")
fired
cart.total = "12"
cart.total = 12
func add(_ item: String, price: Int) {
  cart.items.append(item)
  cart.total += price
}
add("Bread", price: 3)
cart.total
let summary = "\(cart.items.count) items, \(cart.total)"
print(summary)
cart.isCheckingOut.toggle()
let watcher = Task {
  for await total in Observations({ cart.total }) { print("total \(total)") }
}
try await Task.sleep(for: .milliseconds(1))
cart.total += 1
try await Task.sleep(for: .milliseconds(1))
watcher.cancel()
SESSION
entries=$(grep -c . "$work/session.swift")
for round in $(seq "$rounds"); do
  for mode in cold warm; do
    [ "$mode" = cold ] && rm -rf "$work/cache"
    XDG_CACHE_HOME="$work/cache" OBSERVATORY_CHECK_TIMES="$work/$mode" NO_COLOR=1 "$bin" < "$work/session.swift" >/dev/null 2>&1 || true
  done
done
mkdir -p bench/results
commit=$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Package.swift || echo -dirty)
python3 - "$work" "$rounds" "$commit" <<'PY' | tee "bench/results/$commit-repl-check.txt"
import os, statistics, sys
work, rounds, commit = sys.argv[1], int(sys.argv[2]), sys.argv[3]
load = " ".join(open("/proc/loadavg").read().split()[:3])
print(f"# bench/repl-check.sh {rounds} at {commit}: {os.cpu_count()} cores, load {load}")
print("(the README's table quotes the rows below verbatim)\n")
print(f"| at {commit}, release build, {rounds} sessions | median | 90th percentile | slowest |")
print("|---|---:|---:|---:|")
def row(label, mode, column):
    t = sorted(float(r[column]) * 1000 for r in (line.split() for line in open(f"{work}/{mode}")))
    print(f"| {label} | {statistics.median(t):.0f} ms | {t[int(len(t) * 0.9)]:.0f} ms | {t[-1]:.0f} ms |")
row("CPU time of the compiler, empty cache (the latency on an idle machine)", "cold", 1)
row(f"wall time, empty cache (load average {load.split()[0]} on {os.cpu_count()} cores)", "cold", 0)
row("wall time, the same entries again (cached by content)", "warm", 0)
PY
