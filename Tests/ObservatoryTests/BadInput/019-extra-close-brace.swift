// expect-error: unexpected '}'
// expect-kind: syntax
func f() {
  print(1)
}
}
f()
