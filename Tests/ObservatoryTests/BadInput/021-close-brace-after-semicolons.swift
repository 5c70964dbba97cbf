// expect-error: unexpected '}'
// expect-kind: syntax
let x = 1;;;}
