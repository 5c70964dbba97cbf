#!/usr/bin/env python3
"""The engine benchmark (issue 14): each workload in bench/workloads is one program, run in the
playground (`observatory run --quiet`, release build) and as the program `observatory export
--swift` makes of it, compiled with `swiftc -O` against the real Observation runtime. The two are
run interleaved, REPS times each; the table shows medians (the last column: the playground's
whole run, start-up included). A workload's cost per operation is its
CPU time (user + system: robust on a shared machine) less the start-up time of the same world (`hello.swift`), divided by the `//: ops: N` the
workload declares. Memory per tile is the growth of the peak resident set over hello's, per tile.
The playground's side runs with a 60 s statement limit (a loaded machine must not stop a
long workload as a runaway) and --no-compiler-check: the engine is measured here, the compiler
check's latency by bench/repl-check.sh. Every run's output is compared with the other world's:
a workload whose playground prints something else than the native program is not timed.
Not a test: timings depend on the machine; ratios are what to compare."""
import difflib
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "bench", "workloads")
OUT = os.path.join(ROOT, ".build", "bench")
OBS = os.path.join(ROOT, ".build", "release", "observatory")


def measure(argv):
    """CPU seconds and peak RSS (bytes) of one run; fails loudly on a non-zero exit."""
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    # CPU time (user + system), not wall time: on a shared machine waiting for a core is not cost.
    elapsed = usage.ru_utime + usage.ru_stime
    out = p.stdout.read().decode()
    err = p.stderr.read().decode()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{' '.join(argv)} exited {code}:\n{out}\n{err}")
    return elapsed, usage.ru_maxrss * 1024, out


def ops(path):
    for line in open(path):
        if line.startswith("//: ops:"):
            return int(line.split(":")[2].replace("_", ""))
    return 1


def compile_native(name):
    src = os.path.join(WORK, name + ".swift")
    exported = os.path.join(OUT, name + ".native.swift")
    binary = os.path.join(OUT, name)
    if os.path.exists(binary) and os.path.getmtime(binary) > max(os.path.getmtime(src), os.path.getmtime(OBS)):
        return binary
    subprocess.run([OBS, "export", src, "--swift", "-o", exported], check=True)
    subprocess.run(["swiftc", "-O", "-suppress-warnings", exported, "-o", binary], check=True)
    return binary


def same_output(name, play, native):
    """A workload is timed only if both worlds print the same: a playground that computed something
    else is not doing the same work, and its time would compare nothing."""
    if play != native:
        diff = "".join(difflib.unified_diff(
            native.splitlines(True), play.splitlines(True), "native", "playground", n=1))
        sys.exit(f"{name}: the playground's output differs from the native program's; not timed:\n{diff}")


def fmt_time(seconds):
    if seconds < 1e-6:
        return f"{seconds * 1e9:.1f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.2f} µs"
    return f"{seconds * 1e3:.1f} ms"


def main():
    reps = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    only = sys.argv[2:]
    os.makedirs(OUT, exist_ok=True)
    names = sorted(f[:-6] for f in os.listdir(WORK) if f.endswith(".swift"))
    names.remove("hello")
    if only:
        names = [n for n in names if n in only]
    names = ["hello"] + names
    natives = {n: compile_native(n) for n in names}
    samples = {n: {"play": [], "native": []} for n in names}
    for _ in range(reps):
        for n in names:  # interleaved: playground, native, next workload
            src = os.path.join(WORK, n + ".swift")
            play = measure([OBS, "run", "--quiet", "--no-compiler-check", "--limit", "time=60s", src])
            native = measure([natives[n]])
            same_output(n, play[2], native[2])
            samples[n]["play"].append(play)
            samples[n]["native"].append(native)

    def med(n, world, k):
        return statistics.median(s[k] for s in samples[n][world])

    print(f"Playground (release) vs `swiftc -O` on the real runtime; CPU time, median of {reps} interleaved runs.\n")
    print("| workload | ops | playground / op | native / op | ratio | playground total |")
    print("|---|---:|---:|---:|---:|---:|")
    hp, hn = med("hello", "play", 0), med("hello", "native", 0)
    print(f"| start-up (hello) | 1 | {fmt_time(hp)} | {fmt_time(hn)} | {hp / hn:.2f}× | {fmt_time(hp)} |")
    for n in names[1:]:
        k = ops(os.path.join(WORK, n + ".swift"))
        p = max(med(n, "play", 0) - hp, 0) / k
        q = max(med(n, "native", 0) - hn, 1e-9) / k
        total = med(n, "play", 0)
        print(f"| {n} | {k:,} | {fmt_time(p)} | {fmt_time(q)} | {p / q:.2f}× | {fmt_time(total)} |")
        if n == "tiles-memory":
            mp = (med(n, "play", 1) - med("hello", "play", 1)) / k
            mq = (med(n, "native", 1) - med("hello", "native", 1)) / k
            print(f"| memory per tile | {k:,} | {mp:.0f} B | {mq:.0f} B | {mp / mq:.2f}× | |")
    lessons = sorted(f for f in os.listdir(os.path.join(ROOT, "Lessons")) if f.endswith(".swift"))
    if not only:
        print("\n| lesson | playground run time |")
        print("|---|---:|")
        for f in lessons:
            path = os.path.join(ROOT, "Lessons", f)
            t = statistics.median(measure([OBS, "run", "--quiet", "--no-compiler-check", path])[0] for _ in range(reps))
            print(f"| {f[:-6]} | {fmt_time(t)} |")


main()
