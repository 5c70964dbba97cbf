// expect-error: invalid redeclaration of 'count'
// expect-kind: compile
var count = 0
let count = 1
print(count)
