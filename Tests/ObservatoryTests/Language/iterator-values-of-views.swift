// A tokenizer and a tag matcher that step iterators by hand, logging where each one stands —
// over strings, their scalars and bytes, sets, dictionary views, and reversed or numbered arrays.
struct Tokenizer {
    var chars: String.Iterator
    init(_ text: String) { chars = text.makeIterator() }
    mutating func word() -> String {
        var out = ""
        while let c = chars.next(), c != " " { out.append(c) }
        return out
    }
}
var tokens = Tokenizer("let x = 1")
print(tokens.word(), tokens.word())
print("tokenizer at:", tokens.chars)
print([tokens.chars])

var scalars = "née".unicodeScalars.makeIterator()
_ = scalars.next()
print(scalars, type(of: scalars))
var bytes = "ok".utf8.makeIterator()
print(bytes)
_ = bytes.next()
print(bytes, type(of: bytes))

// Tags and settings: a hash table's iterator shows only its type.
let tags: Set = ["swift", "ios"]
var tagIterator = tags.makeIterator()
print(tagIterator, type(of: tagIterator))
let settings = ["theme": "dark"]
var keyIterator = settings.keys.makeIterator()
print(keyIterator, [settings.values.makeIterator()])
print(settings.makeIterator())

// Undo history read newest first, and numbered steps.
let history = ["open", "edit", "save"]
var newestFirst = history.reversed().makeIterator()
print(newestFirst.next() ?? "-", newestFirst)
var word = "draw".reversed().makeIterator()
print(word)
while word.next() != nil {}
print(word, type(of: word))
var steps = history.enumerated().makeIterator()
_ = steps.next()
print(steps)
print([steps])

// Pairing ids with names, skipping the ones already shown.
let ids = [101, 102, 103]
let pending = zip(ids, "abc").drop(while: { $0.0 < 102 })
print(pending)
print(Array(pending))
let byKey = zip(settings.keys, [1, 2]).drop(while: { _ in false })
print(byKey)
let numbered = zip(Set([7]), history.enumerated()).drop(while: { $0.0 > 10 })
print(numbered)
let backwards = zip(history.reversed(), "né".unicodeScalars).drop(while: { $0.0 == "save" })
print(backwards)
