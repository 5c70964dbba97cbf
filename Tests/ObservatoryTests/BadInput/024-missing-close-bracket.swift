// expect-error: expected ',' or ']' in the array literal
// expect-kind: syntax
let a = [1, 2
print(a)
