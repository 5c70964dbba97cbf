// expect-error: can't remove first element from an empty collection
// expect-kind: runtime
var a: [Int] = []
a.removeFirst()
