import Foundation
let text = """
The quick brown fox jumps over the lazy dog.
The dog sleeps; the fox runs!
Quick, quick, the FOX is gone.
"""

let words = text.lowercased()
  .components(separatedBy: CharacterSet.alphanumerics.inverted)
  .filter { !$0.isEmpty }
var counts: [String: Int] = [:]
for w in words { counts[w, default: 0] += 1 }
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
print(words.count, counts.count)
print(top.map { "\($0.key)=\($0.value)" })
let lines = text.split(separator: "\n")
for (i, line) in lines.enumerated() {
  let first = line.split(separator: " ").first.map(String.init) ?? ""
  print(i + 1, line.count, first, line.filter { "aeiou".contains($0.lowercased()) }.count)
}
let longest = words.max { $0.count < $1.count } ?? ""
let initials = Set(words.compactMap(\.first)).sorted()
print(longest, String(initials), words.contains("cat"), words.firstIndex(of: "fox") ?? -1)
let sentence = text.replacingOccurrences(of: "\n", with: " ")
print(sentence.hasPrefix("The quick"), sentence.suffix(9), sentence.uppercased().filter { $0 == "Q" }.count)
