// Characters carried by generic values and collections made from them: a tagged token,
// a String's characters mapped, and a Morse table turned around.
struct Tagged<Value> {
  var tag: String
  var value: Value
}

struct Pair<First, Second> {
  let first: First
  let second: Second
}

let word = "swift"
let initial = Tagged(tag: "initial", value: word.first!)
print(initial)
print(type(of: initial))

let letter = Tagged(tag: "grade", value: Character("A"))
print(type(of: letter), letter.value)

let both = Pair(first: Character("x"), second: word.dropFirst())
print(type(of: both), both.first, both.second)

let letters = word.map { $0 }
print(type(of: letters), letters.count, letters.last!)
let upper = letters.map { ch in ch }
print(type(of: upper), String(upper.reversed()))

let morse: [Character: String] = [
  "s": "...", "o": "---", "e": ".", "t": "-",
]
let decode = Dictionary(uniqueKeysWithValues: morse.map { ($1, $0) })
print(type(of: decode))
let message = "... --- ..."
let decoded = message.split(separator: " ").compactMap { decode[String($0)] }
print(String(decoded), type(of: decoded))
let encode = Dictionary(uniqueKeysWithValues: decode.map { ($0.value, $0.key) })
print(type(of: encode), encode["e"]!)
print(decode.keys.sorted().map { "\($0)=\(decode[$0]!)" }.joined(separator: " "))
