// expect-error: unexpectedly found nil
// expect-kind: runtime
let x: Int? = nil
print(x!)
