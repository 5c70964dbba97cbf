// expect-error: index out of range
// expect-kind: runtime
let a = [1, 2, 3]
print(a[3])
