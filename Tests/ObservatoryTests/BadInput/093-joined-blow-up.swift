// expect-error: this string would have
// expect-kind: limit
let line = String(repeating: "x", count: 1_000_000)
let lines = Array(repeating: line, count: 1_000)
print(lines.joined(separator: "\n").count)
