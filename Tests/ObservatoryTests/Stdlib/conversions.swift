// Initializers as functions, string views, character sets, types as values, literal context.
import Foundation

print([1, 2].map(String.init), ["1", "x"].map(Int.init), [1, 2].map(Double.init), ["7", "no"].compactMap(Int.init))
let w = "café"
print(w.utf8, [w.utf8], Array(w.utf8), w.utf8.count, w.unicodeScalars, [w.unicodeScalars], Array(w.unicodeScalars))
print(w.unicodeScalars.count, w.utf8.first as Any, w.unicodeScalars.first as Any, w.utf8.map { Int($0) + 1 })
for s in "aé".unicodeScalars { print(s, s.value, [s], s.isASCII, s == "a") }
debugPrint(w.utf8, w.unicodeScalars)
print("xxabcxx".trimmingCharacters(in: CharacterSet(charactersIn: "x")), "a1b2".components(separatedBy: CharacterSet.decimalDigits))
print("  hi  ".trimmingCharacters(in: .whitespaces), "a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
enum Direction: Hashable { case north, south }
struct Point { var x = 0 }
print([Direction.north, .south], [Direction.south: 1, .north: 2][.north] as Any, [Point].self, [String: Point].self)
let visits = Dictionary(grouping: [Direction.north, .north, .south], by: { $0 }).mapValues(\.count)
print(visits[.north] ?? 0, visits[.south] ?? 0, visits[Direction.south] ?? 0)
print(5.self, "s".self, Point.self, Int.self)
