// `type(of:)` of values whose static type holds an existential (`Any`, `any Shape`) that the
// playground's own compiler cannot type: the compiler check reads Swift's static type from the SIL.
protocol Shape { func area() -> Double }
protocol Named { var name: String { get } }
struct Square: Shape, Named {
  var side: Double
  var name: String { "square" }
  func area() -> Double { side * side }
}

let payload: [String: Any] = ["id": 7, "tags": ["a", "b"]]
var events: [Any] = ["launch", 3]
events.append(2.5)

// Derived from the payload and the log: each keeps `Any` as its element type.
let ids = [payload["id"]!]
print(type(of: ids), ids)
func single<T>(_ x: T) -> [T] { [x] }
print(type(of: single(payload["id"]!)), type(of: single(3)))
print(type(of: Array(payload.values)), payload.values.count)
print(type(of: events.map { $0 }), type(of: events.filter { $0 is Int }))
print(type(of: events.first), type(of: events.last!))
let head = events.first
print(type(of: head), head as Any)
print(type(of: events[1...]), type(of: events.dropFirst()), events.dropFirst().count)
print(type(of: events.enumerated()), type(of: events.reversed()))
print(type(of: payload.mapValues { $0 }), type(of: payload.filter { $0.key == "id" }))
print(String(describing: type(of: events.prefix(2))))

// A protocol's existential, and a composition.
let shapes: [any Shape] = [Square(side: 2), Square(side: 3)]
print(type(of: shapes.reversed()), type(of: shapes.map { $0 }), shapes.map { $0.area() })
let both: [any Shape & Named] = [Square(side: 1)]
print(type(of: both.first), [type(of: both.dropFirst())])
