import Observation

// A small dependency container, the way apps wire services: registered by type, resolved by type.
protocol Logging: AnyObject { func log(_ message: String) }
protocol Clock { var now: Int { get } }

final class ConsoleLogger: Logging {
  private(set) var count = 0
  func log(_ message: String) {
    count += 1
    print("[\(count)] \(message)")
  }
}
struct FixedClock: Clock { let now: Int }

final class Container {
  static let shared = Container()
  private var factories: [ObjectIdentifier: () -> Any] = [:]
  private var cache: [ObjectIdentifier: Any] = [:]

  func register<Service>(_ type: Service.Type, singleton: Bool = false, _ make: @escaping () -> Service) {
    let key = ObjectIdentifier(type)
    cache[key] = nil
    factories[key] =
      singleton
      ? { [unowned self] in
        if let cached = self.cache[key] { return cached }
        let made = make()
        self.cache[key] = made
        return made
      } : make
  }

  func resolve<Service>(_ type: Service.Type) -> Service {
    guard let make = factories[ObjectIdentifier(type)] else { fatalError("\(type) is not registered") }
    guard let service = make() as? Service else { fatalError("\(type) registered with the wrong type") }
    return service
  }

  func optional<Service>(_ type: Service.Type) -> Service? {
    factories[ObjectIdentifier(type)].flatMap { $0() as? Service }
  }

  func isRegistered<Service>(_ type: Service.Type) -> Bool { factories[ObjectIdentifier(type)] != nil }
}

@Observable final class TodoStore: Identifiable {
  var items: [String] = []
  private let logger: Logging
  private let clock: Clock
  init(container: Container = .shared) {
    logger = container.resolve(Logging.self)
    clock = container.resolve(Clock.self)
  }
  func add(_ title: String) {
    items.append(title)
    logger.log("added \(title) at t=\(clock.now)")
  }
}

let container = Container.shared
container.register(Logging.self, singleton: true) { ConsoleLogger() }
container.register(Clock.self) { FixedClock(now: 42) }
container.register(Int.self) { 3 }

let store = TodoStore()
let other = TodoStore()
store.add("buy milk")
other.add("call mom")
let logger = container.resolve(Logging.self)
print((logger as? ConsoleLogger)?.count ?? -1, logger === container.resolve(Logging.self))
print(
  container.isRegistered(Clock.self), container.isRegistered(String.self), container.optional(String.self) ?? "none")
print(container.resolve(Int.self) * 2, container.resolve(Clock.self).now)
print(store.id == other.id, store.id == store.id, [store.id: "first"][store.id] ?? "?")

// Filtering heterogeneous values by type, as a plugin list does.
func all<T>(_ type: T.Type, in values: [Any]) -> [T] { values.compactMap { $0 as? T } }
func first<T>(_ type: T.Type, in values: [Any]) -> T? {
  for value in values {
    if case let match as T = value { return match }
  }
  return nil
}
func count<T>(_ type: T.Type, in values: [Any]) -> Int { values.filter { $0 is T }.count }
let plugins: [Any] = [ConsoleLogger(), FixedClock(now: 1), "name", 7, FixedClock(now: 2), 2.5]
print(all(Clock.self, in: plugins).map(\.now), first(String.self, in: plugins) ?? "-", count(Int.self, in: plugins))
print(count(Logging.self, in: plugins), first(Double.self, in: plugins) ?? 0, all(Bool.self, in: plugins))
func cast<T>(_ value: Any, to type: T.Type) -> T { value as! T }
print(cast(7, to: Int.self) + 1, cast(plugins[1], to: FixedClock.self).now, "\(Int.self) \(Clock.self)")
func typeName<T>(of type: T.Type) -> String { String(describing: T.self) }
print(typeName(of: TodoStore.self), typeName(of: String.self))
