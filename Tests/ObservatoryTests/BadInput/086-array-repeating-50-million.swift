// expect-error: Array(repeating:count:) with 50000000 elements is too large
// expect-kind: limit
let a = Array(repeating: 0, count: 50_000_000)
print(a.count)
