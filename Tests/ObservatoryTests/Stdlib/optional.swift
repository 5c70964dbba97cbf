// Optional: printing (nested too), map/flatMap, ??, !, comparison with nil.
let a: Int? = 4
let b: Int? = nil
print(a as Any, b as Any, a!, a ?? 0, b ?? 0, b ?? a ?? 9)
print(a.map { $0 * 2 } as Any, b.map { $0 * 2 } as Any, a.map({ String($0) }) as Any)
print(a.flatMap { $0 > 3 ? $0 : nil } as Any, a.flatMap { Int("x\($0)") } as Any, b.flatMap { Int("\($0)") } as Any)
print(a == 4, a == nil, b == nil, b != nil, a != 5, a == b)
let nested: Optional<Optional<Int>> = 1
let nestedNil: Optional<Optional<Int>> = .some(nil)
print(nested as Any, nestedNil as Any, Optional(Optional(1)) as Any, Optional(1) as Any, Optional("s") as Any)
print([a, b], [Optional(1.5)], (a, b), [nested])
print(Optional.some(3) as Any, Optional<Int>.none as Any, String(describing: a), String(describing: b))
if let x = a { print("x", x) }
if let y = b { print("y", y) } else { print("no y") }
guard let z = a else { fatalError() }
print(z, a.map { $0 + 1 }! + 1)
var c: String? = "hi"
print(c?.count as Any, c?.uppercased() as Any)
c = nil
print(c?.count as Any, c ?? "default", c?.isEmpty ?? true)
let words = ["1", "two", "3"]
print(words.map { Int($0) }, words.compactMap { Int($0) }, words.first.map { $0 + "!" } as Any)
print(Int("5").map { $0 * 10 } ?? -1, [1, 2].first ?? 0, [Int]().last ?? -1)
debugPrint(a as Any, b as Any)
print(String(reflecting: a), String(reflecting: nested))
