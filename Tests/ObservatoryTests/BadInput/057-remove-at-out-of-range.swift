// expect-error: index out of range
// expect-kind: runtime
var a = [1, 2, 3]
a.remove(at: 5)
