// `type(of:)` of a closure: Swift prints its function type with its effects and attributes
// (`() async -> Int`, `@MainActor () -> ()`); the playground keeps no function type's effects,
// so it refuses `type(of:)` of a function or closure when the lesson loads.
struct Handler {
  var name: String
  var run: (Int) -> Int
}

func double(_ x: Int) -> Int { x * 2 }

let handlers = [Handler(name: "inc", run: { $0 + 1 }), Handler(name: "double", run: double)]
for h in handlers {
  print(h.name, h.run(20))
}
let fetch: () async -> Int = { 42 }
print(type(of: fetch))
print(type(of: double))
