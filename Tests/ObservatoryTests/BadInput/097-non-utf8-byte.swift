// expect-error: not UTF-8
// expect-kind: syntax
let s = "café"
print(s)
