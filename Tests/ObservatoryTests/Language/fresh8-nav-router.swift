import Observation

enum Route: Hashable, CustomStringConvertible {
    case home
    case profile(userID: Int)
    case settings(section: String?)
    case article(slug: String, fromSearch: Bool)

    var description: String {
        switch self {
        case .home: return "/"
        case .profile(let id): return "/users/\(id)"
        case .settings(nil): return "/settings"
        case .settings(let section?): return "/settings/\(section)"
        case let .article(slug, fromSearch): return "/a/\(slug)" + (fromSearch ? "?q" : "")
        }
    }
}

@Observable
final class Router {
    var path: [Route] = []
    var presentedSheet: String?
    private(set) var history: [String] = []

    var current: Route { path.last ?? .home }
    var breadcrumb: String { ([Route.home] + path).map(\.description).joined(separator: " > ") }

    func push(_ route: Route) {
        if route == current { return }
        path.append(route)
        history.append("push \(route)")
    }

    func pop() {
        guard let last = path.popLast() else { return }
        history.append("pop \(last)")
    }

    func popToRoot() {
        history.append("root (dropped \(path.count))")
        path.removeAll()
    }

    func handle(deepLink: String) -> Bool {
        let parts = deepLink.split(separator: "/").map(String.init)
        switch (parts.first, parts.count) {
        case ("users", 2):
            guard let id = Int(parts[1]) else { return false }
            push(.profile(userID: id))
        case ("settings", let n) where n <= 2:
            push(.settings(section: n == 2 ? parts[1] : nil))
        case ("a", 2):
            push(.article(slug: parts[1], fromSearch: false))
        default:
            return false
        }
        return true
    }
}

let router = Router()

func observeDepth() {
    withObservationTracking {
        print("depth \(router.path.count), at \(router.current)")
    } onChange: {
        print("path will change")
    }
}

observeDepth()
router.push(.profile(userID: 42))
observeDepth()
router.push(.profile(userID: 42))
router.presentedSheet = "share"
for link in ["users/7", "settings", "settings/privacy", "nope/1", "users/x", "a/swift-6"] {
    print(link, "->", router.handle(deepLink: link))
}
observeDepth()
print(router.breadcrumb)
router.pop()
router.pop()
print(router.current, Set(router.path).count)
router.popToRoot()
observeDepth()
print(router.history.joined(separator: "\n"))
