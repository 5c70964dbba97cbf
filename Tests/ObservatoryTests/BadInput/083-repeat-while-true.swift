// expect-error: without finishing
// expect-kind: limit
var n = 0
repeat {
  n += 1
} while true
