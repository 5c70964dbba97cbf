// A debugging session prints the index types of the collections a report builds from: tags in a
// set, a price table, its keys, a title's characters and scalars, a chapter range, and parts of
// them. Each index type prints by its own name, and `indices` is Swift's DefaultIndices.

let tags: Set = ["swift"]
let prices = ["tea": 3]
let title = "Café"

print(type(of: tags.startIndex), type(of: prices.startIndex), type(of: title.startIndex))
print(type(of: prices.keys.startIndex), type(of: title.utf8.startIndex), type(of: title.unicodeScalars.endIndex))
print(type(of: tags.indices), type(of: prices.indices), type(of: title.indices))
print([type(of: tags.startIndex)], [type(of: title.startIndex)])

// Walking every index of the title and of its scalars.
for i in title.indices {
  print(i, title[i], terminator: " | ")
}
print()
print(title.indices, title.indices.count)
let scalars = title.unicodeScalars
var s = scalars.startIndex
while s < scalars.endIndex {
  print(scalars[s].value, terminator: " ")
  s = scalars.index(after: s)
}
print()
print(scalars.index(before: scalars.endIndex), scalars.distance(from: scalars.startIndex, to: scalars.endIndex))

// The price table and its keys are walked by the table's own index.
var p = prices.startIndex
while p != prices.endIndex {
  print(prices[p].key, prices[p].value)
  p = prices.index(after: p)
}
print(prices.indices.count, prices.keys.indices.count, tags.indices.count)
print(prices.index(prices.startIndex, offsetBy: 1) == prices.endIndex)
print(tags.index(tags.startIndex, offsetBy: 1, limitedBy: tags.endIndex) == tags.endIndex)

// Chapters 3 through 7, and the chapters after the first.
let chapters = 3...7
let later = chapters.dropFirst()
print(later.startIndex, later.endIndex, later[later.startIndex])
print(later.indices)
print(type(of: later.indices), later.indices.count)
print((0..<4).indices, (0..<4)[2], type(of: (0..<4).indices))

// The last scalars of the title, and the indices of a reversed list's indices.
let tail = title.utf8.dropFirst(3)
print(tail.startIndex, tail.endIndex, tail[tail.startIndex], tail.index(after: tail.startIndex))
let order = [5, 6].reversed()
print(type(of: order.indices.indices), order.indices.indices.count)
