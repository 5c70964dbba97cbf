// expect-error: overlapping accesses to a variable
// expect-kind: runtime
func run() {
  var items = [1]
  let peek = { print(items) }
  func grow(_ xs: inout [Int]) {
    xs.append(2)
    peek()  // reads items while grow has it
  }
  grow(&items)
}
run()
