// Descriptions as Swift prints them: print vs debugPrint, values inside collections, lesson types.
struct Point: Equatable { var x: Int; var y: Int }
struct Tagged: CustomStringConvertible { var name: String; var description: String { "Tagged<\(name)>" } }
struct Debugged: CustomDebugStringConvertible { var debugDescription: String { "dbg!" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
  var description: String { "plain" }
  var debugDescription: String { "debug" }
}
enum Suit { case hearts, spades }
enum Shape { case circle(Double), rect(Int, Int) }
final class Box {}
final class Named: CustomStringConvertible { var description: String { "Named!" } }
struct Holder { var p: Point; var s: Suit; var b: Box?; var list: [Int]; var name: String }
print(Point(x: 1, y: 2), [Point(x: 1, y: 2)], Optional(Point(x: 0, y: 0)) as Any)
print(Suit.hearts, [Suit.spades], Shape.circle(1.5), [Shape.rect(2, 3)], Optional(Suit.hearts) as Any)
print(Box(), [Box()], Named(), [Named()], Optional(Named()) as Any)
print(Tagged(name: "t"), [Tagged(name: "u")], Debugged(), [Debugged()], Both(), [Both()])
print(Holder(p: Point(x: 1, y: 1), s: .spades, b: nil, list: [1], name: "h"))
debugPrint(Point(x: 3, y: 4), Suit.hearts, Both(), Tagged(name: "d"), "str", 5, [1.5])
print(String(reflecting: Point(x: 5, y: 6)), String(describing: Point(x: 5, y: 6)), String(reflecting: Both()))
print((1, "a"), (x: 1, y: "b"), [(1, 2)], Optional((3, "c")) as Any, ((1, 2), [3]))
print(type(of: 1), type(of: 1.5), type(of: "str"), type(of: true), type(of: [1]), type(of: ["a": [1.5]]))
print(type(of: Point(x: 0, y: 0)), type(of: Suit.hearts), type(of: Box()), [type(of: Point(x: 0, y: 0))], [type(of: 1)])
print(type(of: Optional(1)), type(of: (1, "x")), type(of: Set([1])), type(of: 0..<1), type(of: 1...2), type(of: [[1]]))
print(Int.self, String.self, Point.self, [Point.self], [Int.self])
print([1, 2].reversed(), "abc".reversed(), [1].enumerated(), zip([1], ["a"]), [[1], [2]].joined())
print([[1, 2].reversed()], [1, 2, 3].dropFirst(), [[1, 2, 3].dropFirst()], [1, 2, 3].prefix(1), ["k": 1].keys, [["k": 1].values])
print(type(of: [1, 2].reversed()), type(of: [1, 2].dropFirst()), type(of: [1].enumerated()))
print([1, 2, 3].reversed().reversed(), (0..<3).reversed(), [1, 2].enumerated().reversed())
print({ (x: Int) in x }, [1, 2] == [1, 2], Int.max, Int.min, [Int.max])
print([[String: Int]()], [[Int]()], [Set<Int>()], Optional(Set([1])) as Any, [:] as [String: Int])
print(["a": Point(x: 1, y: 1)], ["s": Suit.hearts], [1: [2: [3]]])
let someInt: Int? = 3
let noInt: Int? = nil
print(someInt.debugDescription, noInt.debugDescription, [1].description, [1].debugDescription, 5.description, true.description)
print(2.5.debugDescription, (0..<2).description, (0..<2).debugDescription, Set([1]).debugDescription, ["k": 1].keys.contains("k"))
