// expect-error: unterminated string interpolation
// expect-kind: syntax
let n = 1
print("n is \(n + 1
