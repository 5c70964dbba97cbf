// expect-error: cannot find 'cuont' in scope
// expect-kind: compile
// expect-hint: did you mean 'count'?
let count = 1
print(cuont)
