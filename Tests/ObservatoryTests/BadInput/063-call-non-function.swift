// expect-error: cannot call value of non-function type 'Int'
// expect-kind: runtime
let x = 1
x()
