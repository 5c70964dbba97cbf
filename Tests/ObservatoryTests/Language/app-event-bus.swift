final class EventBus {
  private final class Subscription {
    weak var owner: AnyObject?
    let handler: (String) -> Void
    init(owner: AnyObject, handler: @escaping (String) -> Void) {
      self.owner = owner
      self.handler = handler
    }
  }
  private var subscriptions: [String: [Subscription]] = [:]

  func subscribe(_ owner: AnyObject, to topic: String, _ handler: @escaping (String) -> Void) {
    subscriptions[topic, default: []].append(Subscription(owner: owner, handler: handler))
  }

  @discardableResult
  func publish(_ topic: String, _ payload: String) -> Int {
    subscriptions[topic]?.removeAll { $0.owner == nil }
    let live = subscriptions[topic] ?? []
    for s in live { s.handler(payload) }
    return live.count
  }
}

final class Screen {
  let name: String
  var received: [String] = []
  init(name: String, bus: EventBus) {
    self.name = name
    bus.subscribe(self, to: "login") { [weak self] user in
      self?.received.append(user)
      print("\(self?.name ?? "?") sees login of \(user)")
    }
  }
  deinit { print("\(name) closed") }
}

let bus = EventBus()
let home = Screen(name: "home", bus: bus)
var profile: Screen? = Screen(name: "profile", bus: bus)
print(bus.publish("login", "ada"))
profile = nil
print(bus.publish("login", "grace"))
print(bus.publish("logout", "grace"), home.received)
