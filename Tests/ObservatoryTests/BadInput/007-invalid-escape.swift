// expect-error: invalid escape sequence
// expect-kind: syntax
print("a\qb")
