// Reporting over a log: custom Hashable keys, reduce(into:), grouping, multi-key sorting,
// lexicographic comparison of tuples and arrays, and Set algebra.
struct Endpoint: Hashable, Comparable, CustomStringConvertible {
  let method: String
  let path: String
  static func < (a: Endpoint, b: Endpoint) -> Bool { (a.path, a.method) < (b.path, b.method) }
  var description: String { "\(method) \(path)" }
}

struct Hit { let endpoint: Endpoint; let status: Int; let ms: Int }

let raw = """
  GET /users 200 12
  GET /users 200 18
  POST /users 201 40
  GET /users/1 404 3
  DELETE /users/1 204 9
  GET /health 200 1
  GET /users 500 250
  POST /login 401 30
  POST /login 200 35
  """
let hits: [Hit] = raw.split(separator: "\n").compactMap { line in
  let f = line.split(separator: " ")
  guard f.count == 4, let status = Int(f[2]), let ms = Int(f[3]) else { return nil }
  return Hit(endpoint: Endpoint(method: String(f[0]), path: String(f[1])), status: status, ms: ms)
}

let byEndpoint = Dictionary(grouping: hits, by: \.endpoint)
for e in byEndpoint.keys.sorted() {
  let group = byEndpoint[e]!
  let avg = Double(group.map(\.ms).reduce(0, +)) / Double(group.count)
  print(e, group.count, avg, group.map(\.status).max()!)
}

let statusClasses = hits.reduce(into: [Int: Int]()) { $0[$1.status / 100 * 100, default: 0] += 1 }
print(statusClasses.sorted(by: <).map { "\($0.key)s: \($0.value)" })

let slowest = hits.sorted { ($0.ms, $0.endpoint) > ($1.ms, $1.endpoint) }.prefix(3)
print(slowest.map { "\($0.endpoint) \($0.ms)ms" })

let failing = Set(hits.filter { $0.status >= 400 }.map(\.endpoint))
let ok = Set(hits.filter { $0.status < 400 }.map(\.endpoint))
print(failing.intersection(ok).sorted(), failing.subtracting(ok).sorted(), ok.isSuperset(of: failing))
print(Set(hits.map(\.endpoint.path)).count, Set(hits.map(\.endpoint)).count)

let paths = Dictionary(hits.map { ($0.endpoint.path, $0.ms) }, uniquingKeysWith: max)
print(paths.sorted { $0.value > $1.value }.map(\.key))
let methods = Dictionary(uniqueKeysWithValues: ["GET", "POST", "DELETE"].enumerated().map { ($1, $0) })
print(methods.sorted { $0.value < $1.value }.map(\.key), methods["PUT"] ?? -1)
print([1, 2, 3].lexicographicallyPrecedes([1, 2, 4]), ["b"].lexicographicallyPrecedes(["a", "z"]))
print((1, "b") < (1, "c"), (2, "a") < (1, "z"), ("x", 1, true) == ("x", 1, true))
let merged = ["a": 1, "b": 2].merging(["b": 20, "c": 30]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key }, merged.mapValues { $0 * 2 }["c"]!, merged.filter { $0.value > 5 }.count)
var asked: [String] = []
let byLength = ["kiwi", "fig"].lexicographicallyPrecedes(["kiwi", "plum", "x"]) { a, b in
  asked.append("\(a)<\(b)")
  return a.count < b.count
}
print(byLength, asked, "abc".lexicographicallyPrecedes("abd"), [Endpoint]().lexicographicallyPrecedes([]))
print(hits.map(\.endpoint).lexicographicallyPrecedes(hits.map(\.endpoint).reversed()))
