// A service container keyed by type, where some services are generic: each specialization
// (`Repository<User>`, `Repository<Order>`) is its own key, and the container names it as Swift does.
struct User { let name: String }
struct Order { let total: Int }

protocol Service { init() }

final class Repository<Model>: Service {
  var items: [Model] = []
  required init() {}
}

struct Page<Item> {
  var items: [Item] = []
  var number = 1
}

enum Loadable<Value> {
  case idle
  case loaded(Value)
}

final class Container {
  private var factories: [ObjectIdentifier: () -> Any] = [:]
  private var names: [String] = []

  func register<S: Service>(_ type: S.Type) {
    factories[ObjectIdentifier(type)] = { S() }
    names.append(String(describing: type))
  }

  func resolve<S: Service>(_ type: S.Type) -> S? {
    guard let make = factories[ObjectIdentifier(type)] else {
      print("no factory for \(S.self)")
      return nil
    }
    return make() as? S
  }

  var registered: String { names.joined(separator: ", ") }
}

let container = Container()
container.register(Repository<User>.self)
container.register(Repository<Order>.self)
print("registered:", container.registered)

if let users = container.resolve(Repository<User>.self) {
  users.items.append(User(name: "Ada"))
  print("users:", users.items.count, type(of: users))
}
_ = container.resolve(Repository<String>.self)

let sameKey = ObjectIdentifier(Repository<User>.self) == ObjectIdentifier(Repository<Order>.self)
print("one key for both:", sameKey)

// Types as values: printed, in collections, compared with a value's type.
let pageType = Page<User>.self
print(pageType, [pageType], String(reflecting: pageType))
debugPrint(Page<[String: Int]>.self, Loadable<Page<Int>>.self)
let first = Page<User>(items: [User(name: "Grace")])
print(type(of: first) == Page<User>.self, type(of: first) == Page<Order>.self)
print(Loadable<Int>.self == Loadable<Int>.self, Loadable<Int>.self != Loadable<String?>.self)

func describe<T>(_ type: T.Type) -> String {
  "\(type) (\(String(reflecting: T.self)))"
}
print(describe(Repository<Order>.self))
print(describe(Loadable<[Int]>.self))
