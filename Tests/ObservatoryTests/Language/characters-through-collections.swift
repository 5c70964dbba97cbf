// A word game's letters: Characters kept in structs, picked from arrays by max/min/first,
// counted into dictionaries and upper-cased, each named by type(of:) as Swift names it.
struct Tile {
  let letter: Character
  let points: Int
}

let scores: [Character: Int] = ["a": 1, "e": 1, "q": 10, "z": 10, "k": 5]
let word = "quake"
let tiles = word.map { Tile(letter: $0, points: scores[$0] ?? 2) }
print(tiles.map { "\($0.letter)\($0.points)" }.joined(separator: " "))
print(type(of: tiles[0].letter), tiles.reduce(0) { $0 + $1.points })
let rack = tiles.sorted { $0.points > $1.points }
print(rack[0].letter, type(of: rack.last!.letter))

let letters = Array(word)
let best = letters.max { (scores[$0] ?? 2) < (scores[$1] ?? 2) }!
print(best, type(of: best))
let firstVowel = word.first { "aeiou".contains($0) }
print(firstVowel as Any, type(of: firstVowel))
print(type(of: letters.min()), letters.min()!)

let counted = Dictionary(letters.map { ($0, 1) }, uniquingKeysWith: +)
print(counted.count, type(of: counted))
let positions = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($0.element, $0.offset) })
print(positions["k"]!, positions.count)
let byLetter = Dictionary(uniqueKeysWithValues: scores.map { ($0.key, $0.value * 2) })
print(type(of: byLetter), byLetter["q"]!)
let named = Dictionary(uniqueKeysWithValues: letters.map { ($0, "tile") })
print(type(of: named), named.count)

let upper = word.uppercased().map { $0 }
print(upper, type(of: upper))
let shout = word.lowercased().map { ch in ch }
print(type(of: shout), shout.count)

func split(_ word: String) -> (Character, Substring) {
  (word.first!, word.dropFirst())
}
let (head, tail) = split(word)
print(head, tail, type(of: head), type(of: tail))

func firstAndRest(_ word: String) -> (Character, Substring)? {
  guard let f = word.first else { return nil }
  return (f, word.dropFirst())
}
if let (initial, rest) = firstAndRest("zebra") {
  print(initial, rest, type(of: initial), type(of: rest))
}
