//: Appends: 200,000 appends to a local array, 200,000 element writes, 200,000 dictionary writes.
//: ops: 600000
func run() -> Int {
  var xs: [Int] = []
  for i in 0..<200_000 {
    xs.append(i)
  }
  for i in 0..<200_000 {
    xs[i] = xs[i] + 1
  }
  var d: [Int: Int] = [:]
  for i in 0..<200_000 {
    d[i] = i
  }
  return xs.count + d.count
}
print(run())
