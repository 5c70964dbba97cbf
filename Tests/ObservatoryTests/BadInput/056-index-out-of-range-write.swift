// expect-error: index out of range
// expect-kind: runtime
var a = [1, 2, 3]
a[-1] = 0
