// expect-error: unterminated string literal
// expect-kind: syntax
let n = 1
print("n is \(n + 1")
