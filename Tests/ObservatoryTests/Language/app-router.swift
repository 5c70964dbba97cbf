import Observation

enum Route: Hashable, CustomStringConvertible {
  case home
  case detail(id: Int)
  case settings(section: String)
  var description: String {
    switch self {
    case .home: return "home"
    case .detail(let id): return "detail #\(id)"
    case .settings(let section): return "settings/\(section)"
    }
  }
}

@Observable final class Router {
  var path: [Route] = []
  var presentedSheet: Route?
  var current: Route { path.last ?? .home }

  func push(_ r: Route) { path.append(r) }
  func pop() { _ = path.popLast() }
  func popToRoot() { path.removeAll() }
  func handle(url: String) {
    let parts = url.split(separator: "/").map(String.init)
    guard let first = parts.first else { return popToRoot() }
    switch first {
    case "item" where parts.count > 1:
      if let id = Int(parts[1]) { push(.detail(id: id)) }
    case "settings": presentedSheet = .settings(section: parts.dropFirst().first ?? "general")
    default: popToRoot()
    }
  }
}

let router = Router()
withObservationTracking {
  _ = router.current
} onChange: {
  print("current route will change")
}
router.push(.detail(id: 7))
print(router.current, router.path)
router.handle(url: "item/42")
router.handle(url: "settings/privacy")
print(router.path, router.presentedSheet.map(String.init(describing:)) ?? "none")
router.handle(url: "item/abc")
print(router.path.count, Set(router.path).count, router.path.contains(.detail(id: 42)))
router.pop()
print(router.current)
router.handle(url: "")
print(router.current, router.path.isEmpty)
