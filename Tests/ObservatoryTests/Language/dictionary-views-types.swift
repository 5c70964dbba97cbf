// The types of a dictionary's and a string's views, as a debugging print shows them.
struct Inventory {
  var stock: [String: Int] = ["apples": 3, "pears": 0]

  var inStock: Dictionary<String, Int>.Keys { stock.filter { $0.value > 0 }.keys }
}

let inventory = Inventory()
let names = inventory.stock.keys
let counts = inventory.stock.values
print(type(of: names), type(of: counts))
print([type(of: names)], [type(of: counts)])
print(type(of: inventory.inStock), Array(inventory.inStock))
let title = "Café"
print(type(of: title.utf8), type(of: title.unicodeScalars))
print([type(of: title.utf8)], [type(of: title.unicodeScalars)])
print(String(describing: type(of: counts)), "\(type(of: title.utf8))")
print(title.utf8.count, counts.reduce(0, +))
