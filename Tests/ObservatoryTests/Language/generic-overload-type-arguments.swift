// Overloaded generic functions and methods: each overload made for a type built from its own
// generic parameters names the type the call gives it.

struct Page<Item> {
  var items: [Item]
  var cursor: Int = 0
}

struct Box<Value> {
  var values: [Value] = []
}

// A top-level function overloaded by its parameter's shape and by its labels.
func paginate<Item>(_ item: Item) -> Page<Item> {
  Page(items: [])
}

func paginate<Item>(_ items: [Item]) -> Page<Item> {
  Page(items: items)
}

func paginate<Item>(_ items: [Item], startingAt cursor: Int) -> Page<Item> {
  Page<Item>(items: Array(items.dropFirst(cursor)), cursor: cursor)
}

// A generic function beside a non-generic one of the same name.
func describe(_ text: String) {
  print("text:", text)
}

func describe<Value>(_ value: Value) {
  print("value:", type(of: value), Box<Value>())
}

let names: [String] = []
let scores: [Int] = [98, 75, 83]
print(paginate(names))
print(paginate(scores, startingAt: 1))
print(paginate(3.5))
print(type(of: paginate(names)))
describe("plain")
describe(scores)
describe(names)
describe("again")

struct User {
  let name: String
}

// A dependency container whose registration is overloaded.
final class Container {
  private var factories: [String: () -> Any] = [:]

  func register<Service>(_ kind: Service.Type, factory: @escaping () -> Service) {
    factories["\(kind)"] = factory
    print("registered", kind, "as", Box<Service>())
  }

  func register<Service>(_ kind: Service.Type, instance: Service) {
    factories["\(kind)"] = { instance }
    print("registered an instance of", kind, "as", Box<Service>())
  }

  func register(name: String) {
    print("registered the name", name)
  }

  func resolve<Service>(_ kind: Service.Type) -> Service? {
    factories["\(kind)"]?() as? Service
  }
}

let container = Container()
container.register(User.self, factory: { User(name: "Ada") })
container.register([String].self, instance: ["swift", "observation"])
container.register(name: "logger")
container.register(Int.self, instance: 42)
print(container.resolve(User.self)?.name ?? "none")
print(container.resolve([String].self) ?? [])

// A cache struct whose store is overloaded: a generic one beside one for Ints.
struct Cache {
  private(set) var entries: [String: Any] = [:]

  mutating func store<Value>(_ value: Value, for key: String) {
    entries[key] = value
    print("stored", type(of: value), "in", Box<Value>())
  }

  mutating func store(_ value: Int, for key: String) {
    entries[key] = value
    print("stored an Int for", key)
  }

  mutating func store<Value>(_ values: [Value], for key: String, limit: Int) {
    entries[key] = Array(values.prefix(limit))
    print("stored", limit, "of", type(of: values), "in", Box<Value>())
  }

  static func empty<Value>(of kind: Value.Type) -> Box<Value> {
    Box<Value>()
  }

  static func empty<Key, Value>(keys: Key.Type, values: Value.Type) -> Box<(Key, Value)> {
    Box<(Key, Value)>()
  }
}

var cache = Cache()
cache.store(7, for: "count")
cache.store(names, for: "names")
cache.store(scores, for: "scores", limit: 2)
cache.store(User(name: "Grace"), for: "user")
print(cache.entries.keys.sorted())
print(Cache.empty(of: Double.self))
print(Cache.empty(keys: String.self, values: [Int].self))

// A generic repository's methods, overloaded, also name the repository's own type argument.
struct Repository<Model> {
  var models: [Model]

  func page<Extra>(with extra: Extra) -> Page<(Model, Extra)> {
    Page<(Model, Extra)>(items: [])
  }

  func page<Extra>(with extras: [Extra]) -> Page<(Model, [Extra])> {
    Page<(Model, [Extra])>(items: [])
  }
}

let users = Repository<User>(models: [])
print(users.page(with: 1))
print(users.page(with: names))
