// expect-error: this array would have
// expect-kind: limit
var a = [1]
while true {
  a += a
}
