// Removing from a set keeps the order of the rest; many removals stay cheap.
var s: Set = [1, 2, 3, 4, 5]
for i in [2, 4] { s.remove(i) }
print(s.sorted(), s.count, s.contains(2), s.contains(3))
s.insert(2)
print(s.count, s.sorted(), s.first != nil)
var big = Set(0..<100)
for i in 0..<90 { big.remove(i) }
print(big.count, big.sorted().first!, big.contains(95), big.insert(5).inserted, big.count)
