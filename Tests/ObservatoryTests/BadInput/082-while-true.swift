// expect-error: without finishing
// expect-kind: limit
var n = 0
while true {
  n += 1
}
