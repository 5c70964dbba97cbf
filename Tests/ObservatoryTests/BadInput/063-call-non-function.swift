// expect-error: cannot call value of non-function type 'Int'
// expect-kind: compile
let x = 1
x()
