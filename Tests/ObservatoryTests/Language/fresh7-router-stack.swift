import Observation

enum Route: Hashable, CustomStringConvertible {
    case home
    case list(category: String)
    case detail(id: Int, fromSearch: Bool)
    case settings

    var description: String {
        switch self {
        case .home: "home"
        case .list(let c): "list/\(c)"
        case let .detail(id, fromSearch): "detail/\(id)\(fromSearch ? "?q" : "")"
        case .settings: "settings"
        }
    }
}

@Observable
final class Router {
    var path: [Route] = []
    var presented: Route?

    var current: Route { presented ?? path.last ?? .home }

    func push(_ r: Route) { path.append(r) }
    func pop() -> Route? { path.popLast() }
    func popToRoot() { path.removeAll() }
    func open(deepLink: String) {
        let parts = deepLink.split(separator: "/").map(String.init)
        popToRoot()
        guard let first = parts.first else { return }
        switch first {
        case "list" where parts.count > 1: push(.list(category: parts[1]))
        case "detail":
            if let id = parts.dropFirst().first.flatMap({ Int($0) }) {
                push(.list(category: "all"))
                push(.detail(id: id, fromSearch: parts.contains("search")))
            }
        case "settings": presented = .settings
        default: break
        }
    }
}

let router = Router()
var changes = 0
func track() {
    withObservationTracking {
        _ = router.current
    } onChange: {
        changes += 1
        print("route changing from \(router.current)")
        track()
    }
}
track()
router.push(.list(category: "books"))
router.push(.detail(id: 7, fromSearch: false))
print(router.current, router.path)
_ = router.pop()
router.open(deepLink: "detail/42/search")
print(router.current, router.path.count)
router.open(deepLink: "settings")
router.presented = nil
print(router.current, changes)
