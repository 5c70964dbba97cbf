// Idiom: String("abc".reversed()), split(separator:), split with omittingEmptySubsequences, joined(separator:), components(separatedBy:).
import Foundation

let word = "stressed"
print(String(word.reversed()))
print(word.reversed().map { String($0) }.joined(separator: "-"))

let csv = "a,b,,c"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.components(separatedBy: ","))
print("one two  three".split(separator: " ").map(String.init))
print("k=v; x=y".components(separatedBy: "; ").map { $0.components(separatedBy: "=") })

let words = ["swift", "is", "fun"]
print(words.joined(separator: " "), words.joined())
print(words.map { $0.capitalized }.joined(separator: " "))
let sentence = "The quick brown fox"
let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
print(Array("hey"), "hey".map { $0.uppercased() })
