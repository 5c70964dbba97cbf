// expect-error: without finishing
// expect-kind: limit
var s = 0
for i in 0..<Int.max {
  s = i
}
