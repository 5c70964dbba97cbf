// R7 with a Set property: an equal set in another order is the same value, so the setter's ==
// gate filters it and onChange does not fire; a different set fires.
import Observation

@Observable final class Tags {
  var names: Set<String> = ["swift", "ios"]
  var ids = Set<Int>()
}

let tags = Tags()
withObservationTracking {
  _ = tags.names
} onChange: {
  print("names changed")
}
tags.names = ["ios", "swift"]
print("after the same set:", tags.names.count)
tags.names = ["ios"]
print("after a smaller set:", tags.names.sorted())

withObservationTracking {
  _ = tags.ids
} onChange: {
  print("ids changed")
}
tags.ids.insert(3)
print(tags.ids, tags.ids.contains(3))

func evens(upTo n: Int) -> Set<Int> { Set(stride(from: 0, through: n, by: 2)) }
let e: Set<Int> = evens(upTo: 6)
print(e.sorted(), e == [6, 4, 2, 0], e.isSuperset(of: [2, 4]))
var seen = Set<String>()
for w in ["a", "b", "a", "c", "b"] where !seen.contains(w) { seen.insert(w) }
print(seen.count, seen.sorted())
let unique = Array(Set([3, 1, 3, 2])).sorted()
print(unique)
var groups: [String: Set<Int>] = [:]
groups["odd", default: []].insert(1)
groups["odd", default: []].insert(3)
groups["odd", default: []].insert(1)
print(groups["odd"]?.count as Any, groups["odd"]!.sorted())
