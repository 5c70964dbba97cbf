//: Integer loop at the top level: 2,000,000 turns of a `for` over a range, arithmetic on
//: global integers.
//: ops: 2000000
var total = 0
for i in 0..<2_000_000 {
  total = (total * 31 + i) % 1_000_003
}
print(total)
