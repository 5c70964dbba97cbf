// expect-error: division by zero
// expect-kind: runtime
let z = 0
print(10 / z)
