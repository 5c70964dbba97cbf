// expect-error: has no matching ')'
// expect-kind: syntax
print((1 + 2)
