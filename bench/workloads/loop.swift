//: Integer loop: 2,000,000 iterations of arithmetic on local integers.
//: ops: 2000000
func run() -> Int {
  var total = 0
  var i = 0
  while i < 2_000_000 {
    total = (total * 31 + i) % 1_000_003
    i += 1
  }
  return total
}
print(run())
