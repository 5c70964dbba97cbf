// expect-error: invalid unicode escape
// expect-kind: syntax
print("\u{110000}")
