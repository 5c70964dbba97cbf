// The static types of a String's and an ArraySlice's parts: a literal-initialized String's
// sorted() is [Character], its dropFirst()/prefix() Substrings; an ArraySlice's parts are
// ArraySlices and its filter/sorted Arrays, also when empty.
let word = "observation"
let letters = word.sorted()
let tail = word.dropFirst(3)
let head = word.prefix(3)
print(letters.prefix(4), tail, head)
print(type(of: letters), type(of: tail), type(of: head), type(of: word.filter { $0 != "o" }))
print(type(of: word.suffix(2)), type(of: word.dropLast()), type(of: word.drop(while: { $0 == "o" })))

let readings: [Int] = []
let recent = readings.dropFirst()
print(recent, type(of: recent), type(of: recent.prefix(1)), type(of: recent.filter { $0 > 0 }))
print(type(of: Array(recent)), type(of: recent.sorted()), Array(recent.dropLast()))
let scores = [88, 92, 79, 95]
let rest = scores.dropFirst()
print(rest.sorted(), type(of: rest.sorted()), rest.filter { $0 > 80 }, type(of: rest.suffix(2)))
