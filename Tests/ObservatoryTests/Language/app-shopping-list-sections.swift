import Observation

enum Aisle: String, CaseIterable, Comparable {
  case produce, dairy, bakery, frozen
  static func < (a: Aisle, b: Aisle) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

struct ListItem: Identifiable, Equatable {
  let id: Int
  var name: String
  var aisle: Aisle
  var checked = false
}

@Observable final class ShoppingList {
  var items: [ListItem] = []
  var hideChecked = false
  var sections: [(aisle: Aisle, names: [String])] {
    let visible = hideChecked ? items.filter { !$0.checked } : items
    return Dictionary(grouping: visible, by: \.aisle).sorted { $0.key < $1.key }
      .map { (aisle: $0.key, names: $0.value.map(\.name)) }
  }
  func check(_ name: String) {
    if let i = items.firstIndex(where: { $0.name == name }) { items[i].checked.toggle() }
  }
}

let list = ShoppingList()
list.items = [
  ListItem(id: 1, name: "milk", aisle: .dairy), ListItem(id: 2, name: "apples", aisle: .produce),
  ListItem(id: 3, name: "bread", aisle: .bakery), ListItem(id: 4, name: "yogurt", aisle: .dairy),
  ListItem(id: 5, name: "peas", aisle: .frozen),
]
withObservationTracking { _ = list.sections } onChange: { print("sections reload") }
list.check("milk")
print(list.sections.map { "\($0.aisle.rawValue): \($0.names)" })
list.hideChecked = true
print(list.sections.map { "\($0.aisle): \($0.names.joined(separator: "+"))" })
print(list.items.filter(\.checked).map(\.name), Aisle.allCases.sorted(by: >).map(\.rawValue))
