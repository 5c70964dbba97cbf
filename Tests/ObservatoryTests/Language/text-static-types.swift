// Characters and substrings know their types: a word game's letters, a command line split into
// words, a suit enum backed by Characters. type(of:) names Character and Substring as Swift does.
enum Suit: Character, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}

struct Tile {
    let letter: Character
    var points: Int {
        switch letter {
        case "q", "z": return 10
        case "k": return 5
        default: return 1
        }
    }
}

let word = "quokka"
let first = word.first!
let letters = Array(word)
let tiles = letters.map { Tile(letter: $0) }
print(first, type(of: first), type(of: letters), letters.count)
print(tiles.reduce(0) { $0 + $1.points }, tiles[0].letter)

let board: [[Character]] = [Array("cat"), Array("dog")]
print(type(of: board[1][2]), board[1][2], String(board[0]))

var vowels = 0
for ch in word where "aeiou".contains(ch) {
    vowels += 1
    if vowels == 1 { print("first vowel", ch, type(of: ch)) }
}
print("vowels:", vowels)

let command = "move north 3"
let parts = command.split(separator: " ")
print(parts.count, type(of: parts), type(of: parts[1]), parts[1].uppercased())
let verb = parts[0]
let tail = command.dropFirst(5)
print(verb, type(of: verb), tail, type(of: tail))

let marker = Character("x")
let row = [marker, marker]
print(type(of: marker), type(of: row), String(row))
print(type(of: Suit.hearts.rawValue), Suit.allCases.map { String($0.rawValue) }.joined())
let capitals = word.compactMap { ch -> Character? in ch == "k" ? Character(ch.uppercased()) : nil }
print(capitals, type(of: capitals))
print(type(of: word.last), word.last!)
