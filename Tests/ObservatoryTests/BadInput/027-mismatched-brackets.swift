// expect-error: expected ',' or ']' in the array literal, found ')'
// expect-kind: syntax
let a = [1, 2)
