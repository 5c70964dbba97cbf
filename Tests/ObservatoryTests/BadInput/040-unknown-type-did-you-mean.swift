// expect-error: cannot find 'Strng' in scope
// expect-kind: compile
// expect-hint: did you mean 'String'?
let greeting = Strng("hi")
