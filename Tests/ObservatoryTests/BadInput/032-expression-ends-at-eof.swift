// expect-error: the file ended
// expect-kind: syntax
let x = 1 +
