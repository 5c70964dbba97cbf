protocol Container { associatedtype Item; var items: [Item] { get }; func first() -> Item? }
extension Container { func first() -> Item? { items.first } }
struct IntBox: Container { var items = [3, 4] }
func describe<C: Container>(_ c: C) -> String where C.Item == Int { "sum \(c.items.reduce(0, +))" }
print(describe(IntBox()), IntBox().first()!)
func makeShape() -> some CustomStringConvertible { 42 }
print(makeShape())
struct Pt: Hashable { var x: Int; var y: Int }
var seen: Set<Pt> = [Pt(x: 1, y: 2)]
seen.insert(Pt(x: 1, y: 2)); seen.insert(Pt(x: 0, y: 0))
print(seen.count, seen.contains(Pt(x: 0, y: 0)))
var byPt: [Pt: String] = [Pt(x: 1, y: 1): "one"]
byPt[Pt(x: 1, y: 1), default: "?"] += "!"
print(byPt[Pt(x: 1, y: 1)]!)
enum Tok: Equatable { case num(Int), op(Character) }
print(Tok.num(1) == .num(1), Tok.num(1) == .op("+"), [Tok.op("+")].contains(.op("+")))
let items: [Any] = [1, "two", 3.0, Pt(x: 0, y: 1)]
for i in items { if let n = i as? Int { print("int", n) } else if let s = i as? String { print("str", s) } else { print("other", i) } }
let anyArr: [any CustomStringConvertible] = [1, "x", 2.5]
print(anyArr.map { $0.description })
struct Wrapper<T> { let value: T; func map<U>(_ f: (T) -> U) -> Wrapper<U> { Wrapper<U>(value: f(value)) } }
print(Wrapper(value: 2).map { "\($0 * 3)" }.value, type(of: Wrapper(value: "s")))
let a0 = [1, 2.5]
let b: [Any] = [1, 2.5]
let c: [String: Any] = ["x": 1, "y": 2.0]
let d = [-1, 2.0]
print(a0, b, c["x"]!, c["y"]!, d)
let e: [Double] = [1, 2]
print(e)
