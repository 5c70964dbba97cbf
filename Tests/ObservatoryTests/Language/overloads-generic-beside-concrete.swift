// Overloads Swift tells apart statically: a closure parameter beside a generic value parameter
// (a trailing closure picks the factory), a concrete overload beside a generic one.

protocol Service { var name: String { get } }
struct Clock: Service { let name = "clock" }
struct Logger: Service { let name = "logger" }

final class Container {
  private var factories: [ObjectIdentifier: () -> Any] = [:]
  private(set) var log: [String] = []

  func register<T>(_ type: T.Type, factory: @escaping () -> T) {
    log.append("factory for \(type)")
    factories[ObjectIdentifier(type)] = factory
  }

  func register<T>(_ type: T.Type, instance: T) {
    log.append("instance for \(type)")
    factories[ObjectIdentifier(type)] = { instance }
  }

  func resolve<T>(_ type: T.Type) -> T? {
    factories[ObjectIdentifier(type)]?() as? T
  }
}

let container = Container()
var made = 0
container.register(Clock.self) {
  made += 1
  return Clock()
}
container.register(Logger.self, instance: Logger())
container.register(Int.self) { 42 }
print(container.log)
print(container.resolve(Clock.self)?.name ?? "none", container.resolve(Clock.self)?.name ?? "none", made)
print(container.resolve(Logger.self)?.name ?? "none", container.resolve(Int.self) ?? 0)

func empty<T>(_ type: T.Type) -> String { "generic empty \(type)" }
func empty(_ type: Int.Type) -> String { "no ints" }
print(empty(Int.self), empty(String.self), empty(Clock.self))

func describe<T>(_ value: T) -> String { "some \(value)" }
func describe(_ value: Int) -> String { "the number \(value)" }
func describe(_ values: [Int]) -> String { "\(values.count) numbers" }
print(describe(3), describe("x"), describe([1, 2]), describe(["a"]))

final class Settings {
  func store(_ value: Int, for key: String) { print("stored Int", value, "for", key) }
  func store<T>(_ value: T?, for key: String) { print("stored optional", value as Any, "for", key) }
}
let settings = Settings()
let missing: Int? = nil
settings.store(missing, for: "limit")
settings.store(5, for: "limit")
settings.store("dark", for: "theme")
