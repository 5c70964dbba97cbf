// expect-error: String(repeating:count:)
// expect-kind: limit
let s = String(repeating: "", count: Int.max)
print(s.count)
