// expect-error: arithmetic overflow
// expect-kind: runtime
let x = Int.max
print(x + 1)
