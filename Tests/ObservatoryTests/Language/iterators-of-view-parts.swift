// Walking parts of sequences by hand: a parser reads a tag's UTF-8 bytes after its marker, a
// scanner takes the first scalars of a word, and a report pairs two columns after their header.
let tag = "#héllo"
var bytes = tag.utf8.dropFirst().makeIterator()
print(bytes)
var sum = 0
while let b = bytes.next(), b < 0x80 {
    sum += Int(b)
}
print("sum before the accent:", sum)
print("then at", bytes)
print(type(of: bytes), [type(of: bytes)])

var scalars = "naïve".unicodeScalars.prefix(3).makeIterator()
let first = scalars.next().map { "\($0)" } ?? "-"
print(first, scalars)

let names = ["name", "ann", "bob"]
let scores = ["score", "9", "7"]
var pairs = zip(names, scores).dropFirst().makeIterator()
print(pairs)
while let pair = pairs.next() {
    print(pair.0, "scored", pair.1)
}
print(pairs, type(of: pairs))
print([zip(1..., ["x", "y", "z"]).dropFirst(2).makeIterator()])
print(zip(names, scores).dropFirst(5).makeIterator())

// The bytes after the marker, numbered, from the first non-ASCII one on.
let numbered = zip(tag.utf8.dropFirst(), 1...).drop(while: { $0.0 < 0x80 })
print(numbered.map { "\($0.1):\($0.0)" }.joined(separator: " "))
print(numbered)

// Positions of the accented word's characters, walked by their indices.
let word = "héllo"
var positions = word.indices.makeIterator()
_ = positions.next()
print(positions)
var backwards = [3, 1, 2].reversed().indices.makeIterator()
print(backwards.next().map { "\($0)" } ?? "-", type(of: backwards))
