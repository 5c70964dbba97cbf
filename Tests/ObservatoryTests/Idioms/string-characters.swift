// Idiom: Characters and indices — count, first/last, prefix/suffix/dropFirst, index(offsetBy:), unicode (é, emoji), Character properties.
let word = "café"
print(word.count, word.utf8.count, word.unicodeScalars.count)
print(word.first!, word.last!, word.first as Any)
print(word.prefix(2), word.suffix(2), word.dropFirst(), word.dropLast(2))
let third = word.index(word.startIndex, offsetBy: 2)
print(word[third], word[word.startIndex..<third], word[third..<word.endIndex])
let emoji = "👍🏽 ok"
print(emoji.count, emoji.first!, Array(emoji).count)
for (i, c) in "abc".enumerated() {
    print(i, c, c.isLetter, c.asciiValue ?? 0)
}
let chars: [Character] = ["h", "i"]
print(String(chars), chars)
print("hello".filter { "aeiou".contains($0) }, "Hello".lowercased().sorted())
var s = "abc"
s.append("d")
s += "ef"
s.insert("X", at: s.startIndex)
s.removeLast()
print(s, s.isEmpty, "".isEmpty)
