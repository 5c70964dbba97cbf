// Character: properties, conversions, characters inside collections.
let word = "Hi 5x!"
for c in word { print(c, c.isLetter, c.isNumber, c.isUppercase, c.isLowercase, c.isWhitespace, c.isPunctuation) }
let c: Character = "a"
print(c, [c], String(c), c.uppercased(), Character("Z").lowercased(), c.asciiValue as Any, c.isASCII, "é".first!.isASCII)
print(Character("7").wholeNumberValue as Any, Character("x").wholeNumberValue as Any, Character("f").hexDigitValue as Any, Character("f").isHexDigit)
print(c == "a", c < "b", "b" > c, Character("A") < Character("a"), String(c) + "bc", "\(c)!")
let chars = Array("hello")
print(chars, chars.count, chars.first as Any, chars.last!, chars.filter { $0 != "l" }, String(chars.reversed()))
print(chars.contains("e"), chars.firstIndex(of: "l") as Any, Set(chars).count, chars.map { String($0) }.joined(separator: "-"))
var counts: [Character: Int] = [:]
for ch in "banana" { counts[ch, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }, counts["a"] as Any)
print("Swift".map { $0.isUppercase ? "U" : "l" }, "Swift".filter { $0.isUppercase }, "a1b2".compactMap { $0.wholeNumberValue })
print(Array("ab").map { $0.asciiValue ?? 0 }, "x".first == "x", "hello".first!.uppercased() + "hello".dropFirst())
