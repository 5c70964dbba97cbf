// expect-error: has no matching '}'
// expect-kind: syntax
func f() {
  print(1)

f()
