// A text-processing toolbox: Character properties, unicode, Substrings and index arithmetic.
let text = """
  Café au lait — 3 cups, 2½ spoons! Ünïcödé 🇫🇷🇩🇪 e\u{301}
  Second line\tTabbed  
  """
let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
print(lines.count, lines.map { $0.count }, lines.map { $0.utf8.count })
for ch in lines[0].prefix(6) {
  print(ch, ch.isLetter, ch.isUppercase, ch.asciiValue as Any, ch.unicodeScalars.count)
}
let digits = text.filter(\.isNumber)
print(digits, digits.count, text.filter { $0.isWholeNumber }.compactMap(\.wholeNumberValue))
let words = text.split(whereSeparator: { !$0.isLetter })
print(words.prefix(5), words.count)
print(words.map { $0.lowercased() }.sorted().prefix(4))
let flags = lines[0].filter { !$0.isASCII && !$0.isLetter && !$0.isNumber && !$0.isPunctuation && !$0.isWhitespace }
print(flags, flags.count, Array(flags).map { String($0).unicodeScalars.count })
print("e\u{301}" == "é", "e\u{301}".count, "é".unicodeScalars.count)
let s = "Hello, playground"
let i = s.firstIndex(of: ",")!
print(s[..<i], s[s.index(after: i)...].trimmingPrefix(" "))
let j = s.index(s.startIndex, offsetBy: 7)
print(s[j...], s.distance(from: s.startIndex, to: j))
print(s.lastIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) } ?? -1)
var t = s
t.replaceSubrange(t.startIndex..<i, with: "Goodbye")
t.insert("!", at: t.endIndex)
t.removeFirst()
print(t, t.hasPrefix("ood"), t.hasSuffix("!"), t.contains("play"))
print(String(t.reversed()), t.uppercased(), t.split(separator: " ").map(String.init))
print(s.count(where: { "aeiou".contains($0) }), s.allSatisfy { $0 != "z" })
var counts: [Character: Int] = [:]
for c in s.lowercased() where c.isLetter { counts[c, default: 0] += 1 }
print(counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map { "\($0.key)=\($0.value)" })
print(Int("42")!, Int("4x2") as Any, Double("2.50")!, Int("  7") as Any, Bool("true")!)
print("abc" < "abd", "Z" < "a", ["b", "A", "a", "B"].sorted())
print(String(255, radix: 16), String(5, radix: 2), Int("ff", radix: 16)!)

// Trimming a prefix, of strings and of other collections (Swift 5.7's `trimmingPrefix`).
let scores = [1, 2, 3, 1]
print(scores.trimmingPrefix([1]), scores.trimmingPrefix([2]), scores.trimmingPrefix([1, 2, 3, 1, 5]))
print(scores.trimmingPrefix { $0 < 3 }, type(of: scores.trimmingPrefix(while: { $0 == 1 })))
let upper = (1...6).trimmingPrefix { $0 < 3 }
print(upper, Array(upper))
print(Array(scores.reversed().trimmingPrefix([1, 3])))
let indented = "  indented line".trimmingPrefix(while: \.isWhitespace)
print(indented, "--x".trimmingPrefix("-"), "--x".trimmingPrefix("--"), "abc".trimmingPrefix("abcd"))
let marks: [Character] = ["7", "½", "x", "$", "+", "\n", "A", "ß"]
for c in marks {
  print(c.debugDescription, c.isWholeNumber, c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isNewline, c.isCased)
}
