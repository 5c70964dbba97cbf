// `type(of:)` where Swift's answer is the static type: a generic store made with explicit
// arguments (whose values show no element yet), empty collections a function or an initializer
// made, generic structs and enums; beside it, a class hierarchy whose dynamic type decides.
import Observation

protocol Entity: Identifiable where ID == Int {
  var title: String { get }
}

struct Note: Entity {
  let id: Int
  var title: String
}

@Observable
final class Store<E: Entity> {
  private(set) var byID: [Int: E] = [:]
  var order: [Int] = []

  func upsert(_ e: E) {
    if byID[e.id] == nil { order.append(e.id) }
    byID[e.id] = e
  }

  var summary: String { "\(type(of: self)) with \(order.count) item(s)" }
}

struct Page<Item> {
  var items: [Item] = []
  var cursor: String? = nil
}

enum Loadable<Value> {
  case idle
  case loaded(Value)
}

class Screen {
  func name() -> String { String(describing: type(of: self)) }
}
final class SettingsScreen: Screen {}

func loadTitles() -> [String] { [] }

let store = Store<Note>()
print(type(of: store), "|", store.summary)
print(store)
withObservationTracking {
  _ = store.order
} onChange: {
  print("order changes")
}
store.upsert(Note(id: 7, title: "draft"))
print(store.summary, [store])

let page = Page<Note>()
print(type(of: page), page.items.isEmpty, "\(type(of: page.items))")
let state: Loadable<[Int]> = .idle
print(type(of: state), String(describing: type(of: state)))
let titles = loadTitles()
print(type(of: titles), type(of: loadTitles()), titles.count)
let index = [String: [Int]]()
let seen = Set<Int>()
print(type(of: index), type(of: seen), [type(of: page)])
let pages = [Page<String>(), Page<String>(items: ["a"])]
print(type(of: pages), pages.map { $0.items.count })

let screens: [Screen] = [Screen(), SettingsScreen()]
for s in screens {
  print(s.name(), type(of: s))
}
let current: Screen = SettingsScreen()
print("\(type(of: current))", type(of: current) == SettingsScreen.self)
