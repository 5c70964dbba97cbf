protocol Clock { func now() -> Int }
protocol Storage: AnyObject {
    func save(_ key: String, _ value: String)
    func load(_ key: String) -> String?
}

struct FixedClock: Clock {
    let time: Int
    func now() -> Int { time }
}

final class MemoryStorage: Storage {
    private var values: [String: String] = [:]
    func save(_ key: String, _ value: String) { values[key] = value }
    func load(_ key: String) -> String? { values[key] }
}

final class Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]

    func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
    }

    func singleton<T>(_ type: T.Type, factory: @escaping () -> T) {
        let key = ObjectIdentifier(type)
        factories[key] = { [unowned self] in
            if let existing = self.singletons[key] { return existing }
            let made = factory()
            self.singletons[key] = made
            return made
        }
    }

    func resolve<T>(_ type: T.Type) -> T {
        guard let make = factories[ObjectIdentifier(type)], let value = make() as? T else {
            fatalError("nothing registered for \(type)")
        }
        return value
    }
}

final class SessionService {
    let clock: Clock
    let storage: Storage
    init(clock: Clock, storage: Storage) {
        self.clock = clock
        self.storage = storage
    }
    func start(user: String) -> String {
        let stamp = "\(user)@\(clock.now())"
        storage.save("session", stamp)
        return stamp
    }
}

let container = Container()
container.register(Clock.self) { FixedClock(time: 1_700) }
container.singleton(Storage.self) { MemoryStorage() }
container.register(SessionService.self) {
    SessionService(clock: container.resolve(Clock.self), storage: container.resolve(Storage.self))
}

let a = container.resolve(SessionService.self)
let b = container.resolve(SessionService.self)
print(a.start(user: "ana"))
print(b.storage.load("session") ?? "none")
print(a === b, a.storage === b.storage)
print(container.resolve(Clock.self).now())
