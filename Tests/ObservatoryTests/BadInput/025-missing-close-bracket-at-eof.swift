// expect-error: has no matching ']'
// expect-kind: syntax
let a = [1, 2
