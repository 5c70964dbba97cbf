// Idiom: Dictionary(uniqueKeysWithValues:), zip into a dictionary, mapValues, compactMapValues, filter, merging, Dictionary(_:uniquingKeysWith:).
let names = ["ada", "bob", "cy"]
let ages = [36, 17, 52]
let people = Dictionary(uniqueKeysWithValues: zip(names, ages))
print(people.sorted { $0.key < $1.key })
let nextYear = people.mapValues { $0 + 1 }
print(nextYear["ada"]!, nextYear.count)
let raw = ["a": "1", "b": "x", "c": "3"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.sorted { $0.key < $1.key }, parsed.count)
let adults = people.filter { $0.value >= 18 }
print(adults.keys.sorted())
let merged = people.merging(["bob": 18, "dee": 9]) { old, new in max(old, new) }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let pairs = [("x", 1), ("y", 2), ("x", 3)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed.sorted { $0.key < $1.key })
let squares = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, $0 * $0) })
print(squares.keys.sorted(), squares.values.sorted())
print(people.map { "\($0.key):\($0.value)" }.sorted())
