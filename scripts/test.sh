#!/usr/bin/env bash
# Builds everything and runs every test: the unit and rule tests, the probe ports, the bad-input
# corpus and the conformance suite against the real Observation runtime (swift test), then every
# lesson's #expects and golden transcript (observatory check) and its verification (observatory
# verify: the lesson built as a real Swift program, run, and compared with the playground), the
# shipped drill bank's verification, and a
# short fuzzing run (scripts/fuzz.sh --smoke); and the first minute of a new user
# (scripts/test-install.sh: setup into a prefix, observatory learn from /tmp, the .deb).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
swift test
.build/debug/observatory check Lessons
.build/debug/observatory check Exercises/solutions
.build/debug/observatory verify Lessons Exercises/solutions --no-color
# The shipped bank of drills (Drills/, scripts/make-drill-bank.sh), verified against Swift again.
.build/debug/observatory verify Drills --no-color | grep -v '^✓ '
./scripts/test-install.sh
# A 45-second fuzzing smoke run (libFuzzer, in process); scripts/fuzz.sh runs it for longer.
./scripts/fuzz.sh --smoke
