// expect-error: Double value cannot be converted to Int because it is either infinite or NaN
// expect-kind: runtime
let i = Int(Double.nan)
print(i)
