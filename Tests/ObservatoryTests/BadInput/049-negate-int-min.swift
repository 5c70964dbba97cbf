// expect-error: arithmetic overflow
// expect-kind: runtime
let m = Int.min
print(-m)
