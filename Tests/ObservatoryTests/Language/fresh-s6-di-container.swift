// A dependency-injection container with protocols, generics, lazy singletons, and deinit order.
protocol Logger: AnyObject { func log(_ s: String) }
protocol Clock { var now: Int { get } }

final class MemoryLogger: Logger, CustomStringConvertible {
  private(set) var lines: [String] = []
  let id: Int
  init(id: Int) { self.id = id; print("MemoryLogger \(id) init") }
  deinit { print("MemoryLogger \(id) deinit with \(lines.count) lines") }
  func log(_ s: String) { lines.append(s) }
  var description: String { "MemoryLogger#\(id)" }
}

struct FixedClock: Clock { var now: Int }

final class Container {
  private var factories: [String: () -> Any] = [:]
  private var singletons: [String: Any] = [:]
  private(set) var resolutions: [String] = []

  func register<T>(_ type: T.Type, singleton: Bool = false, _ make: @escaping () -> T) {
    let key = String(describing: type)
    if singleton {
      factories[key] = { [unowned self] in
        if let s = self.singletons[key] { return s }
        let made = make()
        self.singletons[key] = made
        return made
      }
    } else {
      factories[key] = make
    }
  }

  func resolve<T>(_ type: T.Type) -> T {
    let key = String(describing: type)
    resolutions.append(key)
    guard let f = factories[key], let value = f() as? T else {
      fatalError("nothing registered for \(key)")
    }
    return value
  }

  deinit { print("Container deinit after \(resolutions.count) resolutions") }
}

final class Service {
  let logger: any Logger
  let clock: any Clock
  init(container: Container) {
    logger = container.resolve((any Logger).self)
    clock = container.resolve((any Clock).self)
  }
  func work(_ job: String) { logger.log("[\(clock.now)] \(job)") }
  deinit { print("Service deinit") }
}

var nextID = 0
do {
  let c = Container()
  c.register((any Logger).self, singleton: true) { nextID += 1; return MemoryLogger(id: nextID) }
  c.register((any Clock).self) { FixedClock(now: 42) }
  let a = Service(container: c)
  let b = Service(container: c)
  a.work("index")
  b.work("compact")
  print(a.logger === b.logger, a.logger, (b.logger as? MemoryLogger)?.lines ?? [])
  print(c.resolutions)
  print(type(of: a.clock), a.clock.now, String(describing: (any Logger).self))
}
print("after scope, nextID =", nextID)
