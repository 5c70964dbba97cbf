// expect-error: nan cannot be converted to Int
// expect-kind: runtime
let i = Int(Double.nan)
print(i)
