// expect-error: calls from the runtime back into the lesson
// expect-kind: runtime
func total() -> Int {
  [1, 2].reduce(0) { sum, x in total() }
}
print(total())
