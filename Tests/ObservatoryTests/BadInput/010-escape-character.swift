// expect-error: control character U+001B
// expect-kind: syntax
let x = 1
print(x)[2J
