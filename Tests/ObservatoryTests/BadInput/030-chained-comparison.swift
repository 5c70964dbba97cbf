// expect-error: cannot be chained
// expect-kind: syntax
print(1 < 2 < 3)
