// A router that makes screens from types held in values: `route.screen.init(id:)` with a
// `required init`, `$0.init(...)` over `[Screen.Type]`, and a struct type held in a constant.
class Screen {
  class var title: String { "Screen" }
  let id: Int
  required init(id: Int) { self.id = id; print("init", Self.title, id) }
}
final class Home: Screen { override class var title: String { "Home" } }
final class Profile: Screen {
  override class var title: String { "Profile" }
  required init(id: Int) { print("profile setup"); super.init(id: id) }
}
struct Route { let screen: Screen.Type }
let routes = [Route(screen: Home.self), Route(screen: Profile.self), Route(screen: Screen.self)]
var stack: [Screen] = []
for (n, r) in routes.enumerated() { stack.append(r.screen.init(id: n)) }
print(stack.map { type(of: $0).title })
let kinds: [Screen.Type] = [Profile.self, Home.self]
let made = kinds.map { $0.init(id: 9) }
print(made.map(\.id), made[0] is Profile)
struct Point { var x = 0; init(x: Int) { self.x = x } }
let p = Point.self
print(p.init(x: 3))
