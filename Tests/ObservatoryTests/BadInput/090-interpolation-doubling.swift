// expect-error: this string would have
// expect-kind: limit
var s = "ab"
while true {
  s = "\(s)\(s)"
}
