// expect-error: missing argument
// expect-kind: compile
func add(_ a: Int, _ b: Int) -> Int {
  a + b
}
print(add(1))
