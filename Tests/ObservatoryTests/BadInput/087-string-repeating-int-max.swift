// expect-error: String(repeating:count:)
// expect-kind: limit
let s = String(repeating: "ab", count: Int.max)
print(s.count)
