// expect-error: cannot assign to 'x'
// expect-kind: compile
let x = 1
x = 2
