#!/usr/bin/env bash
# Writes the shipped bank of drills, Drills/: every drill of the bank's plan (each topic at each
# level, seeds 1-6; DrillBank.plan) made by the generator, exported, built with the swiftc on PATH,
# run and compared with the playground; those Swift agrees with are written, one lesson file each
# (NAME.swift, NAME = topic-sSEED-lLEVEL), and those it does not are reported (the script then
# fails). Where there is no toolchain, `observatory drill` asks these. CI verifies them again
# (scripts/test.sh: observatory verify Drills), and DrillBankTests checks each file is still what
# the generator makes for its name: after changing the generator, run this script again.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
.build/debug/observatory drill --write-bank Drills
