// Debug-printing the parts and indices a small inventory tool works with: a Set's and a
// Dictionary's indices, parts of dictionary views, pairs from zip, pages from stride, and the
// byte views of a header line.

struct Inventory {
  var stock: [String: Int] = [:]
  var tags: Set<String> = []

  mutating func add(_ name: String, count: Int, tag: String) {
    stock[name, default: 0] += count
    tags.insert(tag)
  }

  func position(of tag: String) -> Set<String>.Index? {
    tags.firstIndex(of: tag)
  }
}

var inventory = Inventory()
inventory.add("bolts", count: 40, tag: "hardware")

if let i = inventory.position(of: "hardware") {
  print("tag index:", i)
  print("tag at index:", inventory.tags[i])
  debugPrint(i)
}
if let k = inventory.stock.index(forKey: "bolts") {
  print("stock index:", k)
  print("entry:", inventory.stock[k])
  print([k])
}
print("start/end:", inventory.tags.startIndex, inventory.tags.endIndex)
print("rest of tags:", inventory.tags.dropFirst())
print("first key:", inventory.stock.keys.prefix(1))
print("last value:", inventory.stock.values.suffix(1))

// Parts of sequences that are not collections keep their base.
let names = ["ada", "grace", "linus"]
let scores = [91, 78, 85]
let pairs = zip(names, scores)
let firstTwo = pairs.prefix(2)
print(firstTwo, type(of: firstTwo))
for (name, score) in firstTwo { print(name, score) }
print(pairs.dropFirst(), Array(pairs.dropFirst()))
print(pairs.dropLast(), pairs.suffix(1))
let pages = stride(from: 0, to: 100, by: 25)
print(pages.prefix(2), pages.dropFirst(3), pages.dropLast(2))
print([pages.prefix(1).dropFirst()])

// Parts of string views: Substring views with the string's indices.
let header = "Größe: 12"
let head = header.utf8.prefix(3)
print(head, Array(head), type(of: head))
print([header.utf8.dropFirst(7)])
print(header.unicodeScalars.dropLast(4))
print(header.utf8.reversed().prefix(2))
print(header.reversed().dropFirst(2))

// Parts of enumerated and reversed wrappers of strings and ranges.
print("swift".enumerated().prefix(2))
print((1...4).enumerated().suffix(1))
print((0..<3).enumerated().dropFirst())
print(Array("swift".enumerated().dropLast(3)))
