// expect-error: cannot assign to value: 'total' is a get-only property
// expect-kind: compile
var parts = [1, 2]
var total: Int { parts.reduce(0, +) }
total = 5
