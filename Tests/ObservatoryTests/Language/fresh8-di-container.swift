protocol Logger: AnyObject {
    func log(_ message: String)
    var lines: [String] { get }
}

protocol Clock {
    func now() -> Int
}

final class MemoryLogger: Logger {
    private(set) var lines: [String] = []
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func log(_ message: String) { lines.append("\(prefix) \(message)") }
}

struct FixedClock: Clock {
    var time: Int
    func now() -> Int { time }
}

final class Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]
    private(set) var resolutions = 0

    func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
    }

    func singleton<T>(_ type: T.Type, _ make: @escaping () -> T) {
        let key = ObjectIdentifier(type)
        factories[key] = { [unowned self] in
            if let existing = self.singletons[key] { return existing }
            let made = make()
            self.singletons[key] = made
            return made
        }
    }

    func resolve<T>(_ type: T.Type = T.self) -> T {
        resolutions += 1
        guard let factory = factories[ObjectIdentifier(type)], let value = factory() as? T else {
            fatalError("nothing registered for \(type)")
        }
        return value
    }

    func optional<T>(_ type: T.Type) -> T? {
        factories[ObjectIdentifier(type)].flatMap { $0() as? T }
    }
}

final class OrderService {
    let logger: Logger
    let clock: Clock
    private var orders: [String] = []
    init(container: Container) {
        logger = container.resolve(Logger.self)
        clock = container.resolve(Clock.self)
    }
    @discardableResult
    func place(_ item: String) -> Int {
        orders.append(item)
        logger.log("t=\(clock.now()) placed \(item) (#\(orders.count))")
        return orders.count
    }
}

let container = Container()
var clockTime = 100
container.singleton(Logger.self) { MemoryLogger(prefix: "[app]") }
container.register(Clock.self) {
    clockTime += 5
    return FixedClock(time: clockTime)
}

let a = OrderService(container: container)
let b = OrderService(container: container)
print(a.logger === b.logger, a.clock.now(), b.clock.now())
a.place("book")
b.place("pen")
a.place("lamp")
let logger: Logger = container.resolve()
print(logger.lines.joined(separator: "\n"))
print(container.optional(Int.self) == nil, container.optional(Clock.self)?.now() ?? -1)
print("resolutions:", container.resolutions)
