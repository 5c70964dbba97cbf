protocol Entity: Identifiable, Equatable where ID == Int {
    static var collection: String { get }
    var id: Int { get }
}

struct User: Entity {
    static let collection = "users"
    let id: Int
    var name: String
}

struct Order: Entity {
    static let collection = "orders"
    let id: Int
    var total: Int
    var userID: Int
}

final class Repository<E: Entity> {
    private var rows: [Int: E] = [:]
    private(set) var writes = 0

    func upsert(_ e: E) {
        rows[e.id] = e
        writes += 1
    }
    func find(_ id: Int) -> E? { rows[id] }
    func all(where predicate: (E) -> Bool = { _ in true }) -> [E] {
        rows.values.filter(predicate).sorted { $0.id < $1.id }
    }
    var summary: String { "\(E.collection): \(rows.count) rows, \(writes) writes" }
}

func seed<E: Entity>(_ repo: Repository<E>, _ items: [E]) {
    for i in items { repo.upsert(i) }
    print("seeded \(E.collection) with \(items.count)")
}

let users = Repository<User>()
let orders = Repository<Order>()
seed(users, [User(id: 1, name: "ana"), User(id: 2, name: "bo")])
seed(orders, [Order(id: 10, total: 250, userID: 1), Order(id: 11, total: 90, userID: 2), Order(id: 12, total: 40, userID: 1)])
users.upsert(User(id: 2, name: "bob"))

for u in users.all() {
    let mine = orders.all { $0.userID == u.id }
    let sum = mine.map(\.total).reduce(0, +)
    print(u.name, mine.map(\.id), sum)
}
print(users.summary)
print(orders.summary)
print(users.find(1) == User(id: 1, name: "ana"), users.find(3) == nil)
