// Foundation's replacingCharacters(in:with:) with ranges found by range(of:) and built from indices.
import Foundation

let template = "Dear NAME, your order #ID has shipped."
var letter = template
if let r = letter.range(of: "NAME") { letter = letter.replacingCharacters(in: r, with: "Ada") }
if let r = letter.range(of: "ID") { letter = letter.replacingCharacters(in: r, with: "1042") }
print(letter)
print(template.replacingCharacters(in: template.startIndex..<template.index(template.startIndex, offsetBy: 4), with: "Hi"))
let word = "naïve café"
let space = word.firstIndex(of: " ")!
print(word.replacingCharacters(in: word.startIndex..<space, with: "good"), word)
print(word.replacingCharacters(in: space..<word.endIndex, with: ""), "abc".replacingCharacters(in: "abc".endIndex..<"abc".endIndex, with: "!"))
let masked = "4111 1111 1111 1234"
let keep = masked.index(masked.endIndex, offsetBy: -4)
print(masked.replacingCharacters(in: masked.startIndex..<keep, with: String(repeating: "•", count: masked.distance(from: masked.startIndex, to: keep))))
