// `s[...]` of a variable or parameter is its whole value as a slice (a Substring of a String,
// an ArraySlice of an array), as in Swift.
struct Scanner {
    var rest: Substring
    init(_ text: String) { rest = text[...] }
    mutating func word() -> Substring? {
        rest = rest.drop { $0 == " " }
        guard !rest.isEmpty else { return nil }
        let w = rest.prefix { $0 != " " }
        rest.removeFirst(w.count)
        return w
    }
}

var scanner = Scanner("  the quick  fox ")
var words: [String] = []
while let w = scanner.word() { words.append(String(w)) }
print(words, scanner.rest.isEmpty)

let scores = [70, 85, 92]
let all = scores[...]
print(all, type(of: all), all.startIndex, all.dropFirst().startIndex)
let title = "Observation"
print(title[...].count, title[...].uppercased(), title[...] == "Observation")
