final class Token: Hashable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (a: Token, b: Token) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

final class EventCenter {
    private var handlers: [String: [(Token, (String) -> Void)]] = [:]
    private var nextID = 0

    @discardableResult
    func on(_ event: String, _ handler: @escaping (String) -> Void) -> Token {
        nextID += 1
        let t = Token(id: nextID)
        handlers[event, default: []].append((t, handler))
        return t
    }

    func off(_ token: Token) {
        for key in handlers.keys.sorted() {
            handlers[key]?.removeAll { $0.0 == token }
        }
    }

    func emit(_ event: String, _ payload: String) {
        let list = handlers[event] ?? []
        print("emit \(event) to \(list.count)")
        for (_, h) in list { h(payload) }
    }
}

final class Badge {
    var count = 0
    var tokens: Set<Token> = []
    deinit { print("badge released at \(count)") }
}

let center = EventCenter()
var badge: Badge? = Badge()
if let b = badge {
    b.tokens.insert(center.on("message") { [weak b] text in
        b?.count += 1
        print("badge saw \(text)")
    })
}
let logger = center.on("message") { print("log:", $0) }
center.on("logout") { _ in print("bye") }

center.emit("message", "hi")
center.emit("message", "again")
print(badge?.count ?? -1)
badge = nil
center.emit("message", "after badge")
center.off(logger)
center.emit("message", "silent")
center.emit("logout", "")
