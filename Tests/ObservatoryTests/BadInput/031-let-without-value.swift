// expect-error: needs a type or an initial value
// expect-kind: syntax
let x
print(x)
