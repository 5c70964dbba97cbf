protocol Greeter { func greet() -> String }
extension Greeter {
  func greet() -> String { "hello" }
  func farewell() -> String { "bye" }
}
struct French: Greeter {
  func greet() -> String { "bonjour" }
  func farewell() -> String { "au revoir" }
}
func both<T: Greeter>(_ g: T) -> String { g.greet() + " / " + g.farewell() }
func anyBoth(_ g: any Greeter) -> String { g.greet() + " / " + g.farewell() }
let f = French()
print(both(f))
print(anyBoth(f))
let gs: [Greeter] = [f]
print(gs.map { $0.farewell() })
struct Holder {
  let g: Greeter
  var many: [any Greeter] = []
  func run() -> String { g.farewell() + " " + self.g.farewell() }
}
let h = Holder(g: French(), many: [French()])
print(h.g.farewell(), h.run(), h.many.map { $0.farewell() }, h.many.map { g in g.greet() })
for g in h.many { print(g.farewell()) }
func where_<T>(_ g: T) -> String where T: Greeter { g.farewell() }
print(where_(f), f.farewell())
