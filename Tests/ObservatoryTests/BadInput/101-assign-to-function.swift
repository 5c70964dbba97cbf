// expect-error: cannot assign to value: 'greet' is a function
// expect-kind: compile
func greet() { print("hello") }
greet = { print("hi") }
