// A tuple type used as a value names the tuple type, as Swift prints it: `(Int, String)`, not the
// tuple of metatypes the same text would be as an expression (`(Swift.Int, Swift.String)`).
struct Point { var x = 0, y = 0 }

print((Int, String).self)
print([(Int, String)].self, [String: (Int, Int)].self)
print((x: Int, y: Double).self)
print((Point, [Point]).self)
print(String(describing: (Bool, Character).self))
print("\((Int, Int).self) and \([(name: String, age: Int)].self)")
let pair = (1, "one")
print(type(of: pair), type(of: pair) == (Int, String).self)
let labeled = (name: "x", count: 2)
print(type(of: labeled))
let metatypes = (Int.self, String.self)
print(metatypes)
func kind<T>(of _: T.Type) -> String { "\(T.self)" }
print(kind(of: (Int, Point).self), kind(of: [(Int, Int)].self))
