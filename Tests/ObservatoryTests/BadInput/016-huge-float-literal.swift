// expect-error: is too large
// expect-kind: syntax
let d = 1e400
