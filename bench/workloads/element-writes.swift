//: Element writes: 200,000 array element writes, then 200,000 dictionary writes.
//: ops: 400000
func run() -> Int {
  var xs = Array(repeating: 0, count: 200_000)
  for i in 0..<200_000 {
    xs[i] = i + 1
  }
  var d: [Int: Int] = [:]
  for i in 0..<200_000 {
    d[i] = i
  }
  return xs[199_999] + d.count
}
print(run())
