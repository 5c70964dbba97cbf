// expect-error: abs(-9223372036854775808) does not fit
// expect-kind: runtime
print(abs(Int.min))
