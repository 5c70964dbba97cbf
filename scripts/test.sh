#!/usr/bin/env bash
# Builds everything and runs every test: the unit and rule tests, the probe ports, the bad-input
# corpus (swift test), then every lesson's #expects and golden transcript (observatory check).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
swift test
.build/debug/observatory check Lessons
