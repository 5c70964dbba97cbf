// expect-error: unknown directive '#foo'
// expect-kind: compile
#foo
print(1)
