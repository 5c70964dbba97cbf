// expect-error: 'else' without a matching 'if'
// expect-kind: syntax
let x = 1
else { print(x) }
