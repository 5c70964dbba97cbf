// Set: hash membership, set algebra, order-independent equality, members printed in a collection.
var s: Set<String> = ["a"]
print(s, s.count, s.isEmpty)
let r = s.insert("b")
print(r)
print(r.inserted, r.memberAfterInsert)
print(s.insert("a"))
print(s.contains("b"), s.contains("z"))
print(s.remove("a") as Any, s.remove("zz") as Any)
print(s)
let a = Set([1, 2, 3, 3, 2])
print(a.count, a.sorted())
let b: Set = [3, 4]
print(a.union(b).sorted(), a.intersection(b), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.isSubset(of: [1, 2, 3, 4]), a.isSuperset(of: [1]), a.isDisjoint(with: b), a.isDisjoint(with: [9]))
print(a == Set([3, 2, 1]), a != b)
var m = a
m.formUnion([7])
m.subtract([1])
m.formIntersection([2, 3, 7, 8])
print(m.sorted())
print(a.filter { $0 > 1 }.sorted(), a.map { $0 * 10 }.sorted())
print(type(of: a.filter { $0 > 1 }), type(of: a.map { $0 }))
var e = Set<Int>()
print(e, e.isEmpty)
e.insert(5)
print(e, e.first as Any, e.min() as Any)
for x in e { print(x) }
struct P: Hashable { var x: Int }
enum K: Hashable { case a, b(Int) }
let ps: Set<P> = [P(x: 1)]
print(ps, ps.contains(P(x: 1)))
let ks: Set = [K.b(2)]
print(ks)
print(Set("hello").count, Set(1...4).count)
print(Set<Int>().sorted())
let sc: Set<Character> = ["x"]
print(sc)
e.removeAll()
print(e)
print(Set([1,2]).sorted(by: >))
print([Set([1])], Optional(Set([2])) as Any)
print(Set(["x"]).description, Set(["x"]).debugDescription)
var u = Set([1,2,3])
u.remove(2)
print(u.count, u.contains(2))
print(Set([1,2,3]).reduce(0, +), Set([1,2]).contains { $0 > 1 }, Set([5]).allSatisfy { $0 == 5 })
print(u.update(with: 9) as Any, u.update(with: 9) as Any)
let nested: Set<Set<Int>> = [[1]]
print(nested)
var sd: Set = [1, 2, 3]
sd.formSymmetricDifference([3, 4])
print(sd.sorted(), Set([1]).isStrictSubset(of: [1, 2]), Set([1]).isStrictSubset(of: [1]), Set([1, 2]).isStrictSuperset(of: [2]))
var taken: Set = ["x", "y"]
print(taken.removeFirst().count, taken.count, taken.shuffled().count)
