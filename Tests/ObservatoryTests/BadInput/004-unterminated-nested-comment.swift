// expect-error: unterminated comment
// expect-kind: syntax
let x = 1
/* outer /* inner */ still inside the outer comment
print(x)
