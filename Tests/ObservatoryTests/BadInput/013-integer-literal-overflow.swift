// expect-error: overflows when stored into 'Int'
// expect-kind: syntax
let x = 9223372036854775808
