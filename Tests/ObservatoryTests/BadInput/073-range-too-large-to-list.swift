// expect-error: too large to list
// expect-kind: runtime
print(Array(Int.min..<Int.max))
