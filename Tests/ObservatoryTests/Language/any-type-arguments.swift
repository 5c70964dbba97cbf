// Values whose static type is `Any` (or `AnyObject`, `any Error`, a protocol):
// Swift names the container with the static type, whatever its values are.
protocol Shape { func area() -> Double }
protocol Named { var name: String { get } }
struct Square: Shape, Named {
  var side: Double
  var name: String { "square" }
  func area() -> Double { side * side }
}
final class Session { var user = "ada" }
enum LoadError: Error { case offline }

// A settings payload decoded from somewhere: `[String: Any]`.
let settings: [String: Any] = ["theme": "dark", "fontSize": 14, "beta": true]
print(type(of: settings), String(describing: type(of: settings)))
print(settings["fontSize"] as? Int ?? -1, settings["theme"] as? String ?? "?", settings["beta"] is Bool)
print(settings["fontSize"] is String, (settings["missing"] as? Int) as Any)
if let size = settings["fontSize"] as? Int { print("font", size + 1) }

// An event log of anything.
func recentEvents() -> [Any] { ["launch", 3, 2.5] }
var log = recentEvents()
log.append("tap")
print(type(of: log), log, log.count)
print(log.compactMap { $0 as? String }, log.filter { $0 is Int }.count)
let words: [Any] = ["a", "b"]
print(words, type(of: words))
let mixed = [1, 2] as [Any]
print(type(of: mixed), [type(of: mixed)])
let grid: [[Any]] = [[1, "x"], []]
print(type(of: grid), grid)

// JSON-ish optional values.
let maybe: Any? = 3
print(type(of: maybe), maybe as Any)
let nothing: Any? = nil
print(type(of: nothing), nothing == nil)
let pair: (Any, Int) = ("id", 7)
print(type(of: pair))
let labelled: (key: String, value: Any) = ("k", 1)
print(type(of: labelled), labelled.value is Int)

// A type-erased cache.
struct Box<T> {
  var items: [T]
  mutating func put(_ x: T) { items.append(x) }
}
print(Box<Any>(items: [1]))
var cache = Box<Any>(items: [])
cache.items.append("x")
cache.put(2)
print(cache, type(of: cache))
print([Box<Any>(items: ["s"])])
let shapes = Box<any Shape>(items: [Square(side: 2)])
print(shapes.items.map { $0.area() }, type(of: shapes))

// Other existentials.
let sessions: [AnyObject] = [Session()]
print(type(of: sessions), [type(of: sessions)], sessions.count)
let failures: [any Error] = [LoadError.offline]
print(type(of: failures), [type(of: failures)], failures.count)
let both: [any Shape & Named] = [Square(side: 1)]
print(type(of: both), [type(of: both)], both[0].name)
let owner: AnyObject? = nil
print(type(of: owner))
