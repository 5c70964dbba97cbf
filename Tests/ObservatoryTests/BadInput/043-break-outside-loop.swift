// expect-error: 'break' is only allowed inside a loop
// expect-kind: compile
func f() {
  break
}
