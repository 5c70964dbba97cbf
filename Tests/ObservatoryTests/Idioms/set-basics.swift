// Idiom: Set — insert (with its result), remove, contains, union, intersection, subtracting, symmetricDifference, isSubset; printed sorted.
var fruits: Set<String> = ["apple", "pear"]
let result = fruits.insert("plum")
let again = fruits.insert("apple")
print(result.inserted, result.memberAfterInsert, again.inserted)
print(fruits.remove("pear") ?? "none", fruits.remove("kiwi") ?? "none")
print(fruits.contains("plum"), fruits.count)

let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted())
print(Set([3, 4]).isSubset(of: a), a.isSuperset(of: [1, 2]), a.isDisjoint(with: [9]))

var tags = Set<String>()
tags.formUnion(["swift", "ios"])
tags.subtract(["ios"])
tags.formIntersection(["swift", "linux"])
print(tags.sorted(), tags.isEmpty)
let built1: Set = ["x", "y", "z"]
let built2: Set = ["z", "y", "x"]
print(built1 == built2, Set("hello").count, Set("hello").sorted())
