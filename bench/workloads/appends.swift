//: Appends: 200,000 appends to an array in a local variable.
//: ops: 200000
func run() -> Int {
  var xs: [Int] = []
  for i in 0..<200_000 {
    xs.append(i)
  }
  return xs.count
}
print(run())
