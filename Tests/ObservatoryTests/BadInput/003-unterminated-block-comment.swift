// expect-error: unterminated comment
// expect-kind: syntax
let x = 1
/* a comment that never ends
print(x)
