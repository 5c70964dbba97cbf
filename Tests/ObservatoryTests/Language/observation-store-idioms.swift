import Observation

// Observation idioms people paste: computed properties, ignored, nested, optional chains, arrays of models
@Observable final class Item: Identifiable {
  let id: Int
  var title: String
  var done = false
  init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class Store {
  var items: [Item] = []
  var filter: String? = nil
  @ObservationIgnored var log: [String] = []
  var selected: Item?
  var visible: [Item] {
    guard let f = filter else { return items }
    return items.filter { $0.title.contains(f) }
  }
  var doneCount: Int { items.filter(\.done).count }
  func add(_ title: String) {
    items.append(Item(id: items.count, title: title))
    log.append("add \(title)")
  }
}

let store = Store()
func observe(_ label: String, _ read: @escaping () -> Void) {
  withObservationTracking(read) { print(label, "fires") }
}
observe("visible") { _ = store.visible.map(\.title) }
observe("selected title") { _ = store.selected?.title }
store.add("milk")
store.add("bread")
observe("visible") { _ = store.visible.map(\.title) }
store.filter = "mi"
print(store.visible.map(\.title), store.log)
observe("selected title") { _ = store.selected?.title }
store.selected = store.items[1]
observe("selected title") { _ = store.selected?.title }
store.items[0].title = "oat milk"
store.selected?.title = "rye bread"
observe("doneCount") { _ = store.doneCount }
store.items.first { $0.id == 0 }?.done = true
print(store.doneCount, store.items.map { "\($0.id):\($0.title):\($0.done)" })
let byID = Dictionary(uniqueKeysWithValues: store.items.map { ($0.id, $0) })
observe("by id") { _ = byID[1]?.done }
byID[1]?.done.toggle()
print(byID.keys.sorted())
