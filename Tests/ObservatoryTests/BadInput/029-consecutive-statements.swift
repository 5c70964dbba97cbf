// expect-error: consecutive statements on a line
// expect-kind: syntax
let a = 1 let b = 2
