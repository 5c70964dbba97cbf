#!/bin/sh
# Counts the lines of the VM type (issue 31's "VM ≤ 3,500 lines"): the `final class VM` body
# plus every `extension VM` block in Sources/ObservatoryEngine, from the declaration's line to
# its closing brace. Braces are matched per block, skipping string literals and `//` comments.
# Usage: scripts/vm-lines.sh [--files]   (--files: one line per file, then the total)
set -eu
cd "$(dirname "$0")/.."
find Sources/ObservatoryEngine -name '*.swift' | sort | xargs awk -v perfile="${1:-}" '
FNR == 1 { inblock = 0; multiline = 0 }
{
  line = $0
  if (!inblock && line ~ /^[ \t]*(public |package |internal )?(final class VM|extension VM)[ \t]*[{:]/) {
    inblock = 1; depth = 0; opened = 0; start = FNR
  }
  if (!inblock) next
  # Blank out string literals and comments so their braces do not count.
  if (line ~ /"""/) { n = gsub(/"""/, "", line); if (n % 2 == 1) multiline = !multiline; next_line_clean = 1 }
  if (multiline) { line = "" }
  gsub(/\\"/, "", line); gsub(/"[^"]*"/, "\"\"", line); sub(/\/\/.*/, "", line)
  for (i = 1; i <= length(line); i++) {
    c = substr(line, i, 1)
    if (c == "{") { depth++; opened = 1 }
    else if (c == "}") depth--
  }
  if (opened && depth == 0) {
    count = FNR - start + 1; total += count; files[FILENAME] += count; inblock = 0
  }
}
END {
  if (perfile == "--files") for (f in files) printf "%6d %s\n", files[f], f | "sort -n"
  if (perfile == "--files") close("sort -n")
  print total
}'
