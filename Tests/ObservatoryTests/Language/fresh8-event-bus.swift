protocol EventSubscriber: AnyObject {
    var id: String { get }
    func receive(_ event: AppEvent)
}

enum AppEvent: CustomStringConvertible {
    case login(user: String)
    case logout
    case purchase(item: String, price: Double)

    var topic: String {
        switch self {
        case .login, .logout: return "session"
        case .purchase: return "store"
        }
    }

    var description: String {
        switch self {
        case .login(let user): return "login(\(user))"
        case .logout: return "logout"
        case let .purchase(item, price): return "purchase(\(item), \(price))"
        }
    }
}

struct WeakBox {
    weak var subscriber: EventSubscriber?
}

final class EventBus {
    private var topics: [String: [WeakBox]] = [:]
    private(set) var delivered = 0

    func subscribe(_ s: EventSubscriber, to topics: String...) {
        for t in topics { self.topics[t, default: []].append(WeakBox(subscriber: s)) }
    }

    func publish(_ event: AppEvent) {
        topics[event.topic]?.removeAll { $0.subscriber == nil }
        for box in topics[event.topic] ?? [] {
            box.subscriber?.receive(event)
            delivered += 1
        }
    }

    func subscriberCount(_ topic: String) -> Int {
        topics[topic]?.filter { $0.subscriber != nil }.count ?? 0
    }
}

final class Analytics: EventSubscriber {
    let id = "analytics"
    var counts: [String: Int] = [:]
    func receive(_ event: AppEvent) { counts[event.topic, default: 0] += 1 }
}

final class Revenue: EventSubscriber {
    let id: String
    private(set) var total = 0.0
    init(id: String) { self.id = id }
    deinit { print("\(id) unsubscribed by deinit") }
    func receive(_ event: AppEvent) {
        if case .purchase(_, let price) = event { total += price }
    }
}

final class SessionLog: EventSubscriber {
    let id = "session-log"
    var lines: [String] = []
    func receive(_ event: AppEvent) { lines.append("\(id): \(event)") }
}

let bus = EventBus()
let analytics = Analytics()
let log = SessionLog()
var revenue: Revenue? = Revenue(id: "revenue")
bus.subscribe(analytics, to: "session", "store")
bus.subscribe(log, to: "session")
bus.subscribe(revenue!, to: "store")

bus.publish(.login(user: "ana"))
bus.publish(.purchase(item: "book", price: 12.5))
bus.publish(.purchase(item: "pen", price: 1.25))
print("revenue so far:", revenue?.total ?? 0)
revenue = nil
bus.publish(.purchase(item: "mug", price: 8))
bus.publish(.logout)
print(log.lines)
print(analytics.counts.sorted { $0.key < $1.key }, bus.delivered)
print(["session", "store", "other"].map { "\($0): \(bus.subscriberCount($0))" })
