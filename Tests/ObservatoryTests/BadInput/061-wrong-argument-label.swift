// expect-error: incorrect argument label
// expect-kind: runtime
func greet(name: String) {
  print(name)
}
greet(nam: "x")
