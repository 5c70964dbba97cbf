enum Route: Hashable, CustomStringConvertible {
    case home
    case profile(userID: Int)
    case post(id: Int, commentID: Int?)
    case settings(section: String)

    var description: String {
        switch self {
        case .home: return "Home"
        case .profile(let id): return "Profile(\(id))"
        case let .post(id, nil): return "Post(\(id))"
        case let .post(id, comment?): return "Post(\(id))#\(comment)"
        case .settings(let s): return "Settings/\(s)"
        }
    }
}

final class Router {
    private(set) var stack: [Route] = []
    var onChange: (([Route]) -> Void)?

    func push(_ r: Route) {
        stack.append(r)
        onChange?(stack)
    }

    func pop() {
        _ = stack.popLast()
        onChange?(stack)
    }

    func popToRoot() {
        stack.removeAll()
        onChange?(stack)
    }

    func open(_ url: String) -> Bool {
        guard url.hasPrefix("app://") else { return false }
        let path = url.dropFirst("app://".count)
        let parts = path.split(separator: "/")
        var routes: [Route] = []
        var i = parts.startIndex
        while i < parts.endIndex {
            switch parts[i] {
            case "u" where i + 1 < parts.endIndex:
                guard let id = Int(parts[i + 1]) else { return false }
                routes.append(.profile(userID: id))
                i += 2
            case "p" where i + 1 < parts.endIndex:
                let idAndComment = parts[i + 1].split(separator: "#")
                guard let id = Int(idAndComment[0]) else { return false }
                routes.append(.post(id: id, commentID: idAndComment.count > 1 ? Int(idAndComment[1]) : nil))
                i += 2
            case "settings":
                routes.append(.settings(section: i + 1 < parts.endIndex ? String(parts[i + 1]) : "general"))
                i = parts.endIndex
            default:
                return false
            }
        }
        stack = routes
        onChange?(stack)
        return true
    }
}

let router = Router()
var history: [String] = []
router.onChange = { stack in
    let line = stack.isEmpty ? "[root]" : stack.map(\.description).joined(separator: " > ")
    history.append(line)
    print(line)
}

router.push(.profile(userID: 7))
router.push(.post(id: 3, commentID: nil))
router.pop()
for url in ["app://u/42/p/9#120", "app://p/x", "https://example.com", "app://u/1/settings/privacy", "app://settings"] {
    print(url, "->", router.open(url))
}
router.popToRoot()
let visits = Dictionary(history.map { ($0, 1) }, uniquingKeysWith: +)
print(visits.filter { $0.value > 1 }.keys.sorted())
let seen: Set<Route> = [.home, .profile(userID: 7), .profile(userID: 7), .post(id: 1, commentID: nil)]
print(seen.count, seen.contains(.post(id: 1, commentID: nil)), seen.contains(.post(id: 1, commentID: 2)))
