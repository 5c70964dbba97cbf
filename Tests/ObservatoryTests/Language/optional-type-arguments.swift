// A generic type made with an Optional type argument (`Box<Int?>`) stores Optionals: a plain value
// given for a `T` is wrapped, so it prints as `Optional(5)`, compares with nil and unwraps.

struct Box<T> {
  var value: T
  init(_ value: T) { self.value = value }
}

struct Pair<A, B> {
  var first: A
  var second: B
}

final class Setting<Value> {
  let name: String
  var value: Value
  var history: [Value] = []
  init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
  func update(_ v: Value) {
    history.append(value)
    value = v
  }
}

enum Loadable<T> {
  case idle
  case loaded(T)
}

let b = Box<Int?>(5)
print(b.value as Any, b.value == nil, b.value.map { $0 * 2 } as Any)
if let x = b.value { print("unwrapped", x) }
var empty = Box<Int?>(nil)
print(empty.value as Any)
empty.value = 7
print(empty, empty.value ?? -1)

let p = Pair<String?, Int>(first: "ada", second: 3)
print(p, p.first?.uppercased() ?? "none")

let nickname = Setting<String?>("nickname", "ace")
nickname.update(nil)
nickname.value = "bee"
print(nickname.value as Any, nickname.history)
let limit = Setting<Int?>("limit", 10)
limit.value = 20
if let l = limit.value, l > 15 { print("limit", l) }

let r: Result<Int?, Error> = .success(4)
switch r {
case .success(let v?): print("value", v)
case .success(nil): print("no value")
case .failure(let e): print(e)
}
print(r)
let state: Loadable<String?> = .loaded("x")
print(state)
func twice<T>(_ x: T) -> [T] { [x, x] }
let xs: [Int?] = twice(2)
print(xs, xs.compactMap { $0 }.reduce(0, +))
var boxes = [Box<Double?>(1.5), Box<Double?>(nil)]
boxes[1].value = 2.5
print(boxes.map { $0.value ?? 0 }, boxes[0])
