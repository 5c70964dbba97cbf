// expect-error: arithmetic overflow
// expect-kind: runtime
var x = 3
for _ in 0..<100 {
  x *= 3
}
