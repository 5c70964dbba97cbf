// expect-error: incorrect argument label
// expect-kind: compile
func greet(name: String) {
  print(name)
}
greet(nam: "x")
