// expect-error: arithmetic overflow
// expect-kind: runtime
let x = Int.min
print(x - 1)
