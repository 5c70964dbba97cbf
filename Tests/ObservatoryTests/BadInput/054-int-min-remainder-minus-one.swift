// expect-error: -9223372036854775808 % -1 does not fit
// expect-kind: runtime
let m = Int.min
let d = -1
print(m % d)
