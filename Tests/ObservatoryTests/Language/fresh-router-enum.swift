import Observation

enum Route: Hashable, CustomStringConvertible {
  case home
  case profile(userID: Int)
  case article(slug: String, comments: Bool)
  case settings(section: String?)

  var description: String {
    switch self {
    case .home: return "/"
    case .profile(let id): return "/users/\(id)"
    case let .article(slug, comments): return "/a/\(slug)" + (comments ? "#comments" : "")
    case .settings(nil): return "/settings"
    case .settings(let s?): return "/settings/\(s)"
    }
  }
}

@Observable
final class Router {
  var stack: [Route] = []
  var presented: Route?

  var current: Route { stack.last ?? .home }

  func push(_ r: Route) {
    if case .article(_, true) = r, stack.contains(r) {
      print("already open:", r)
      return
    }
    stack.append(r)
  }

  func pop() -> Route? { stack.popLast() }

  func handle(url: String) {
    let parts = url.split(separator: "/").map(String.init)
    switch (parts.first, parts.count) {
    case ("users"?, 2):
      if let id = Int(parts[1]) { push(.profile(userID: id)) } else { print("bad id", parts[1]) }
    case ("a"?, 2...):
      push(.article(slug: parts[1], comments: parts.count > 2))
    case ("settings"?, let n):
      push(.settings(section: n > 1 ? parts[1] : nil))
    case (nil, _):
      stack.removeAll()
    default:
      print("unhandled", url)
    }
  }
}

let router = Router()
func watch() {
  withObservationTracking {
    print("showing", router.current)
  } onChange: {
    print("route will change (depth \(router.stack.count))")
  }
}
watch()
router.handle(url: "/users/42")
watch()
router.handle(url: "/a/observation-deep-dive/comments")
router.handle(url: "/a/observation-deep-dive/comments")
router.handle(url: "/users/abc")
router.handle(url: "/settings")
router.handle(url: "/settings/privacy")
router.handle(url: "/unknown/path")
watch()
print(router.stack)
while let r = router.pop() {
  if case .profile(let id) = r, id > 40 { print("left profile", id) }
}
router.presented = .settings(section: "about")
print(router.current, router.presented.map(String.init(describing:)) ?? "none")
router.handle(url: "/")
let visited: Set<Route> = [.home, .profile(userID: 1), .home]
print(visited.count, visited.contains(.profile(userID: 1)))
