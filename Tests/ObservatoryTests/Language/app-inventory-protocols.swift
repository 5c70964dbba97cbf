protocol Stockable {
  var sku: String { get }
  var quantity: Int { get set }
  var reorderLevel: Int { get }
}

extension Stockable {
  var reorderLevel: Int { 5 }
  var needsReorder: Bool { quantity <= reorderLevel }
  mutating func restock(_ n: Int) { quantity += n }
}

struct Widget: Stockable {
  let sku: String
  var quantity: Int
}

struct Gadget: Stockable {
  let sku: String
  var quantity: Int
  var reorderLevel: Int { 20 }
}

struct Warehouse {
  var items: [any Stockable]
  var lowStock: [String] { items.filter(\.needsReorder).map(\.sku) }
  mutating func restockLow(by n: Int) {
    for i in items.indices where items[i].needsReorder { items[i].restock(n) }
  }
  func total() -> Int { items.reduce(0) { $0 + $1.quantity } }
}

var house = Warehouse(items: [
  Widget(sku: "W-1", quantity: 3), Gadget(sku: "G-1", quantity: 15), Widget(sku: "W-2", quantity: 40),
])
print(house.lowStock, house.total())
house.restockLow(by: 10)
print(house.lowStock, house.total())
print(house.items.map { "\($0.sku):\($0.quantity)/\($0.reorderLevel)" })
var single = Gadget(sku: "G-9", quantity: 1)
single.restock(2)
print(single.needsReorder, single.quantity, Widget(sku: "x", quantity: 6).needsReorder)
