// A top-level optional with observers, changed through optional chaining: Swift's `_modify` of
// the variable runs willSet and didSet even when the chain finds nil and writes nothing, and a
// computed optional's setter runs after its getter. A chain through a class reference only reads.
struct Session {
    var user: String
    var visits = 0
    var cart: Cart?
}

struct Cart {
    var items: [String] = []
}

final class Tracker {
    var hits = 0
}

var log: [String] = []

var session: Session? = nil {
    willSet { log.append("willSet \(newValue?.user ?? "nil")") }
    didSet { log.append("didSet \(oldValue?.visits ?? -1) -> \(session?.visits ?? -1)") }
}

session?.visits += 1
session?.cart?.items.append("book")
print(log)
log.removeAll()

session = Session(user: "ana")
session?.visits += 1
session?.cart?.items.append("book")
session?.cart = Cart()
session?.cart?.items.append("pen")
print(log.joined(separator: "\n"))
print(session?.cart?.items ?? [], session!.visits)

var stored: [Session]? = nil
var sessions: [Session]? {
    get { log.append("get"); return stored }
    set { log.append("set \(newValue?.count ?? -1)"); stored = newValue }
}
log.removeAll()
sessions?[0].visits = 3
sessions?.append(Session(user: "ben"))
sessions = []
sessions?.append(Session(user: "cy"))
print(log, stored?.map(\.user) ?? [])

var tracker: Tracker? = nil {
    didSet { print("tracker didSet") }
}
tracker?.hits += 1
tracker = Tracker()
tracker?.hits += 1
print(tracker?.hits ?? 0)
