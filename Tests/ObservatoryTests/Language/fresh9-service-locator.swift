protocol Logger: AnyObject {
    func log(_ message: String)
}

protocol Clock {
    var now: Int { get }
}

protocol Storage {
    mutating func save(_ key: String, _ value: String)
    func load(_ key: String) -> String?
}

final class PrintLogger: Logger {
    private let prefix: String
    private(set) var count = 0
    init(prefix: String) { self.prefix = prefix }
    func log(_ message: String) {
        count += 1
        print("\(prefix)[\(count)] \(message)")
    }
}

struct FixedClock: Clock {
    var now: Int
}

struct MemoryStorage: Storage {
    private var items: [String: String] = [:]
    mutating func save(_ key: String, _ value: String) { items[key] = value }
    func load(_ key: String) -> String? { items[key] }
}

final class Container {
    private var factories: [String: () -> Any] = [:]
    private var singletons: [String: Any] = [:]

    func register<T>(_ type: T.Type, singleton: Bool = false, factory: @escaping () -> T) {
        let key = String(describing: type)
        if singleton {
            factories[key] = { [unowned self] in
                if let existing = self.singletons[key] { return existing }
                let made = factory()
                self.singletons[key] = made
                return made
            }
        } else {
            factories[key] = factory
        }
    }

    func resolve<T>(_ type: T.Type) -> T {
        let key = String(describing: type)
        guard let make = factories[key], let value = make() as? T else {
            fatalError("nothing registered for \(key)")
        }
        return value
    }
}

final class SessionService {
    let logger: Logger
    let clock: Clock
    var storage: Storage
    init(logger: Logger, clock: Clock, storage: Storage) {
        self.logger = logger
        self.clock = clock
        self.storage = storage
    }

    func signIn(_ user: String) {
        storage.save("user", user)
        storage.save("since", String(clock.now))
        logger.log("\(user) signed in at \(clock.now)")
    }

    var summary: String {
        "\(storage.load("user") ?? "nobody") since \(storage.load("since") ?? "-")"
    }
}

let container = Container()
container.register(Logger.self, singleton: true) { PrintLogger(prefix: "app") }
container.register(Clock.self) { FixedClock(now: 1_700) }
container.register(Storage.self) { MemoryStorage() }
container.register(SessionService.self) {
    SessionService(
        logger: container.resolve(Logger.self), clock: container.resolve(Clock.self),
        storage: container.resolve(Storage.self))
}

let a = container.resolve(SessionService.self)
let b = container.resolve(SessionService.self)
a.signIn("ada")
b.signIn("grace")
print(a.summary, "|", b.summary)
print(a === b, a.logger === b.logger, (a.logger as? PrintLogger)?.count ?? 0)
print(String(describing: Logger.self), String(describing: SessionService.self), type(of: a.clock))
