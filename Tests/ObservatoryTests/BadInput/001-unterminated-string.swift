// expect-error: unterminated string literal
// expect-kind: syntax
let s = "hello
print(s)
