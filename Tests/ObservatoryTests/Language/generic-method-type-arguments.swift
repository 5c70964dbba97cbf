// A small app's generic helpers written as methods: a DI container, a settings cache, a
// decoder-like parser and a repository. Each method's type parameter is the one its call gives,
// whatever the values hold (an empty array, a nil, an Any, a subclass's instance).
struct Box<T> {
  var items: [T] = []
}

struct Envelope<Payload> {
  var payload: Payload?
  var tag: String
}

struct User {
  let name: String
}

class Animal {
  let name: String
  init(name: String) { self.name = name }
}

final class Dog: Animal {}

final class Container {
  private var factories: [ObjectIdentifier: () -> Any] = [:]

  func register<T>(_ kind: T.Type, factory: @escaping () -> Any) {
    print("register", T.self, type(of: kind))
    factories[ObjectIdentifier(kind)] = factory
  }

  func resolve<T>(_ kind: T.Type) -> Box<T> {
    print("resolve", T.self, [T]())
    return Box<T>()
  }

  func resolveDefaults() {
    print(resolve(User.self))
    print(self.resolve([String].self))
  }
}

struct Cache {
  var storage: [String: Any] = [:]

  func value<T>(for key: String, as kind: T.Type) -> Envelope<T> {
    Envelope(payload: storage[key] as? T, tag: "\(T.self)")
  }

  mutating func store<T>(_ value: T, for key: String) {
    print("store", type(of: value), "in", type(of: [value]))
    storage[key] = value
  }
}

enum Parser {
  static func decode<T>(_ kind: T.Type, from text: String) -> [T] {
    print("decode", text, "as", T.self)
    return []
  }

  static func wrap<T>(_ x: T) -> Envelope<T> {
    Envelope(payload: nil, tag: "wrapped \(type(of: x))")
  }
}

class Repository {
  func fetchAll<T>(_ kind: T.Type) -> [T] {
    let empty = [T]()
    print("fetchAll", type(of: empty))
    return empty
  }
}

extension Repository {
  func first<T>(of items: [T]) -> T? {
    print("first of", type(of: items))
    let describe = { "in a closure: \(type(of: items)) \(type(of: [items]))" }
    print(describe())
    return items.first
  }
}

let container = Container()
container.register(User.self) { User(name: "ann") }
print(container.resolve(User.self))
print(container.resolve(Animal.self).items)
container.resolveDefaults()

var cache = Cache()
cache.store(3, for: "n")
cache.store([String](), for: "tags")
let pet: Animal = Dog(name: "Rex")
cache.store(pet, for: "pet")
cache.store(nil as Int?, for: "none")
cache.store(["dark": true] as [String: Any], for: "flags")
print(cache.value(for: "n", as: Int.self))
print(cache.value(for: "tags", as: [String].self))
print(cache.value(for: "tags", as: [Int].self))
print(cache.value(for: "missing", as: User.self))
print(cache.value(for: "flags", as: [String: Any].self).payload?.count as Any)
print(cache.value(for: "flags", as: [String: Int].self).payload as Any)

print(Parser.decode(User.self, from: "[]"))
print(Parser.wrap([1, 2] as [Any]))
print(Parser.wrap(pet))
print(Parser.wrap(1.5))

let repo = Repository()
print(repo.fetchAll(User.self))
let users: [User] = []
print(repo.first(of: users) as Any)
print(repo.first(of: [pet])?.name ?? "none")
let maybeRepo: Repository? = repo
print(maybeRepo?.fetchAll(User.self) as Any)
let noRepo: Repository? = nil
print(noRepo?.fetchAll(User.self) as Any)
