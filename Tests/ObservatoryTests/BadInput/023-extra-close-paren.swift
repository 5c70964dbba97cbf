// expect-error: consecutive statements on a line
// expect-kind: syntax
print(1 + 2))
