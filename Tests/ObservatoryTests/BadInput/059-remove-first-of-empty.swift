// expect-error: cannot remove an element from an empty array
// expect-kind: runtime
var a: [Int] = []
a.removeFirst()
