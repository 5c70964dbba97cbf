// expect-error: overflows when stored into 'Int'
// expect-kind: syntax
let mask = 0x1_0000_0000_0000_0000
